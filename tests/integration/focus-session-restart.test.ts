import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featurePushes } from '../../server/features/all-features';
import { focusSessions, focusSessionStreams } from '../../events/focus-sessions';
import { handleCommand } from '../../events/log/command-handler';
import { NatsRelay } from '../../events/log/nats-relay';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog } from '../../server/event-log';
import { startFocusSessionTimers } from '../../server/focus-sessions/focus-session-timers';
import { startNats, type NatsHandle } from '../../server/nats/supervisor';
import { makeTempDir } from '../support/temp-dir';
import { testClock } from '../support/test-app';

const dir = makeTempDir('focus-restart-');
let nats: NatsHandle | undefined;
afterAll(async () => {
  await nats?.stop();
  dir.remove();
});

describe('a server restart while a focus session is overdue', () => {
  it('ends the session and pushes FOCUS_ENDED to its students and its teacher through NATS', async () => {
    nats = await startNats({ dataDir: dir.path });
    const path = join(dir.path, 'log.db');
    const clock = testClock(new Date().toISOString());

    // Before: the session starts, then the server goes down (no timer runs).
    const before = openEventLog({ path, clock });
    await seedDemoSchool(before);
    await handleCommand(
      before.store,
      focusSessions,
      focusSessionStreams.session(1),
      {
        type: 'StartFocusSession',
        data: {
          focusSessionId: 1,
          teacher: { userId: 'u_ms_rivera', role: 'teacher' },
          classId: null,
          studentUserIds: ['u_ava_b', 'u_noah_c'],
          reachableClassIds: new Set<string>(),
          reachableStudentUserIds: new Set(['u_ava_b', 'u_noah_c']),
          runningFocusSessionId: null,
          subjects: ['math'],
          grades: [4],
          durationMinutes: 5,
          now: clock(),
        },
      },
      { actor: 'u_ms_rivera', correlationId: 'test' },
    );
    before.close();

    const heard = (subject: string) => {
      const subscription = nats!.connection.subscribe(subject);
      return (async () => {
        for await (const message of subscription) {
          const payload = message.json<{ event: string }>();
          if (payload.event === 'FOCUS_ENDED') {
            subscription.unsubscribe();
            return payload;
          }
        }
        throw new Error(`no FOCUS_ENDED on ${subject}`);
      })();
    };
    const student = heard('push.user.u_ava_b.focus');
    const teacher = heard('push.user.u_ms_rivera.teacher');
    await nats.connection.flush();

    // After: the server starts again 20 minutes later, as server/main.ts does: log, relay, timers.
    clock.advance(20 * 60_000);
    const after = openEventLog({ path, clock });
    const relay = new NatsRelay({ store: after.store, db: after.db, connection: nats.connection, pushes: featurePushes({ logWith: after.logWith, notificationsEnabled: false }) });
    relay.start();
    const timers = startFocusSessionTimers(after, clock);
    try {
      const eventId = expect.any(String); // issue 17: every push names its event
      expect(await student).toEqual({ event: 'FOCUS_ENDED', focusSessionId: 1, reason: 'time_up', durationInMinutes: 5, eventId });
      expect(await teacher).toEqual({ event: 'FOCUS_ENDED', focusSessionId: 1, reason: 'time_up', durationInMinutes: 5, eventId });
      expect(after.queries.focusSessions.runningSessions()).toEqual([]);
    } finally {
      timers.stop();
      await relay.stop();
      after.close();
    }
  });
});
