import { focusSessions, focusSessionStreams } from '../../events/focus-sessions';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { FeatureLog } from '../features/feature-log';

/** Node's timers cannot wait longer than this; a longer wait is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface FocusSessionTimers {
  /** Ends the session at `endsAt` (at once if that has passed). */
  arm(focusSessionId: number, endsAt: number): void;
  stop(): void;
}

/**
 * A focus session ends at its end time even if the server was down then: on
 * start every running session past its end time ends at once (as `time_up`, at
 * its scheduled end), and a timer is armed from the log for each of the others.
 */
export function startFocusSessionTimers(log: FeatureLog<'focusSessions'>, clock: () => Date, report: (message: string) => void = () => {}): FocusSessionTimers {
  const timers = new Map<number, NodeJS.Timeout>();

  const endNow = async (focusSessionId: number, endsAt: number) => {
    timers.delete(focusSessionId);
    try {
      const { events } = await handleCommand(
        log.store,
        focusSessions,
        focusSessionStreams.session(focusSessionId),
        { type: 'EndFocusSessionAtEndTime', data: { now: clock() } },
        { actor: 'system:focus-session-timer', correlationId: `focus-session-end-${focusSessionId}` },
      );
      if (events.length > 0) report(`focus session ${focusSessionId} ended at its end time`);
    } catch (error) {
      if (error instanceof DomainError && error.key === 'focus.not_due') arm(focusSessionId, endsAt);
      else report(`focus session ${focusSessionId} could not be ended: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const arm = (focusSessionId: number, endsAt: number) => {
    clearTimeout(timers.get(focusSessionId));
    const delay = endsAt - clock().getTime();
    if (delay <= 0) return void endNow(focusSessionId, endsAt);
    const timer = setTimeout(() => (delay > MAX_TIMER_MS ? arm(focusSessionId, endsAt) : void endNow(focusSessionId, endsAt)), Math.min(delay, MAX_TIMER_MS));
    timer.unref();
    timers.set(focusSessionId, timer);
  };

  for (const session of log.queries.focusSessions.runningSessions()) arm(session.focusSessionId, Date.parse(session.endsAt));

  return {
    arm,
    stop() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
