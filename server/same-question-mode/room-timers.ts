import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { sameQuestionMode, sameQuestionModeStreams } from '../../events/same-question-mode';
import type { FeatureLog } from '../features/feature-log';

/** Node's timers cannot wait longer than this; a longer wait is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SameQuestionRoomTimers {
  /** Ends the room at `endsAt` (at once if that has passed). Arming a room again replaces its timer. */
  arm(roomId: string, endsAt: number): void;
  stop(): void;
}

/**
 * A room ends at its end time even if the server was down then: on start every
 * room past its end time ends at once (as 'time', at its scheduled end), and a
 * timer is armed from the log for each of the others. The end is recorded once:
 * the decider answers an ended room with no event (a teacher's end racing the
 * timer, or two servers' timers, append one SameQuestionRoomEnded).
 */
export function startSameQuestionRoomTimers(log: FeatureLog<'sameQuestionMode'>, clock: () => Date, report: (message: string) => void = () => {}): SameQuestionRoomTimers {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const endNow = async (roomId: string, endsAt: number) => {
    timers.delete(roomId);
    if (stopped) return;
    try {
      const { events } = await handleCommand(
        log.store,
        sameQuestionMode,
        sameQuestionModeStreams.room(roomId),
        { type: 'EndSameQuestionRoomAtEndTime', data: { now: clock() } },
        { actor: 'system:same-question-room-timer', correlationId: `same-question-room-end-${roomId}`, maxRetries: 10 },
      );
      if (events.length > 0) report(`same-question room ${roomId} ended at its end time`);
    } catch (error) {
      if (error instanceof DomainError && error.key === 'same_question_mode.not_due') arm(roomId, endsAt);
      else report(`same-question room ${roomId} could not be ended: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const arm = (roomId: string, endsAt: number) => {
    if (stopped) return;
    clearTimeout(timers.get(roomId));
    const delay = endsAt - clock().getTime();
    if (delay <= 0) return void endNow(roomId, endsAt);
    const timer = setTimeout(() => (delay > MAX_TIMER_MS ? arm(roomId, endsAt) : void endNow(roomId, endsAt)), Math.min(delay, MAX_TIMER_MS));
    timer.unref();
    timers.set(roomId, timer);
  };

  for (const room of log.queries.sameQuestionMode.unendedRooms()) arm(room.roomId, Date.parse(room.endsAt));

  return {
    arm,
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
