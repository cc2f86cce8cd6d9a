import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../events/log/push';
import { manualScheduler } from '../../tests/support/manual-scheduler';
import { pushPublisher, type PushPublisher } from '../../events/log/push-publisher';
import type { LiveClassroomUpdatedPush, PracticeEvent } from '../../events/practice';
import { startTestApp } from '../../tests/support/test-app';
import { demoUserId } from '../demo/demo-school';
import { LIVE_CLASSROOM_PUSH_WINDOW_MS, liveClassroomPush } from './live-classroom-push';

// The coalesced live-classroom pushes over the real log (the demo school's
// classes), published as the relay publishes them (events/log/push-publisher.ts:
// each new event in order), with a scheduler the test moves by hand: no real timers.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

const rivera = demoUserId('ms.rivera');
const okafor = demoUserId('mr.okafor');
const lee = demoUserId('admin.lee');
let seeds = 0;

/** An answer appended straight to the log, as the answer route's decider would record it. */
async function answer(username: string, correct = true, options: { visitor?: boolean } = {}) {
  const learnerId = options.visitor ? username : demoUserId(username);
  const seed = `seed-${++seeds}`;
  const event: PracticeEvent = {
    type: 'PracticeQuestionAnswered',
    data: {
      learnerId,
      skillId: 7,
      permacode: 'ABC7',
      subject: 'math',
      grade: 4,
      visitor: options.visitor ?? false,
      questionKey: `key-${seed}`,
      seed,
      level: 1,
      correct,
      response: '1',
      scoreBefore: 0,
      scoreAfter: correct ? 13 : 0,
      secondsSpent: 10,
      answeredAt: t.clock().toISOString(),
    },
  };
  await t.log.store.append(`practice:${learnerId}:7`, [event], { expectedVersion: 'any', actor: learnerId, correlationId: seed });
}

let scheduler: ReturnType<typeof manualScheduler>;
let pushes: (PushMessage & { at: number })[];
let publisher: PushPublisher;
/** Stops publishing, as the relay stops: no more events, open windows flushed. */
let stop: () => void;
beforeEach(() => {
  t.clock.advance(24 * 60 * 60 * 1000); // a new day: every student's row starts empty
  scheduler = manualScheduler();
  pushes = [];
  publisher = pushPublisher([liveClassroomPush(t.log.logWith('catalogue', 'directory', 'practice'))], (subject, body) => {
    const { eventId: _eventId, ...payload } = JSON.parse(body) as PushMessage['payload'] & { eventId: string };
    pushes.push({ subject, payload, at: scheduler.now() });
  }, { scheduler });
  // As the relay does: every event after the log's end now, in order.
  let position = t.log.store.lastPosition();
  const unsubscribe = t.log.store.subscribe(() => {
    for (const event of t.log.store.readAll(position, 500)) {
      position = event.metadata.position;
      publisher.push(event);
    }
  });
  let stopped = false;
  stop = () => {
    if (stopped) return;
    stopped = true;
    unsubscribe();
    publisher.flush();
  };
  return () => stop();
});

const payloadOf = (push: PushMessage) => push.payload as LiveClassroomUpdatedPush;

describe('live classroom pushes', () => {
  it('tell the class’s teacher and school administrators, on their teacher channel, a window after a student answers', async () => {
    await answer('ava.b', false);
    expect(pushes).toEqual([]);
    scheduler.advance(LIVE_CLASSROOM_PUSH_WINDOW_MS - 1);
    expect(pushes).toEqual([]);
    scheduler.advance(1);
    expect(pushes.map((push) => push.subject).sort()).toEqual([`push.user.${lee}.teacher`, `push.user.${rivera}.teacher`]);
    expect(payloadOf(pushes[0]!)).toEqual({
      event: 'LIVE_CLASSROOM_UPDATED',
      classId: 'class_g4_room12',
      students: [{ userId: demoUserId('ava.b'), displayName: 'Ava B.', currentSkill: null, smartScore: 0, questionsToday: 1, secondsToday: 10, lastAnswers: [false], needsHelp: false }],
    });
    expect(pushes[1]!.payload).toEqual(pushes[0]!.payload);
  });

  it('coalesce 20 answers within a second into one push per class, with each changed student’s latest row', async () => {
    for (let i = 0; i < 20; i++) {
      await answer(['ava.b', 'noah.c', 'mia.d'][i % 3]!, i % 4 !== 0);
      scheduler.advance(45);
    }
    scheduler.advance(LIVE_CLASSROOM_PUSH_WINDOW_MS);
    const toRivera = pushes.filter((push) => push.subject === `push.user.${rivera}.teacher`);
    expect(toRivera).toHaveLength(1);
    const rows = payloadOf(toRivera[0]!).students;
    expect(rows.map((row) => row.displayName)).toEqual(['Ava B.', 'Mia D.', 'Noah C.']);
    expect(rows.map((row) => row.questionsToday)).toEqual([7, 6, 7]);
  });

  it('push each class to its own watchers, and only the students who answered', async () => {
    await answer('ava.b');
    await answer('leo.k');
    scheduler.advance(LIVE_CLASSROOM_PUSH_WINDOW_MS);
    const byClass = new Map(pushes.map((push) => [`${push.subject} ${payloadOf(push).classId}`, payloadOf(push).students.map((row) => row.userId)]));
    expect(Object.fromEntries(byClass)).toEqual({
      [`push.user.${rivera}.teacher class_g4_room12`]: [demoUserId('ava.b')],
      [`push.user.${okafor}.teacher class_g5_room3`]: [demoUserId('leo.k')],
      [`push.user.${lee}.teacher class_g4_room12`]: [demoUserId('ava.b')],
      [`push.user.${lee}.teacher class_g5_room3`]: [demoUserId('leo.k')],
    });
  });

  it('never push a class twice within a second, however the answers fall', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('ava.b', 'noah.c', 'leo.k'), fc.integer({ min: 0, max: 1_500 })), { minLength: 1, maxLength: 25 }), async (answers) => {
        const before = pushes.length;
        for (const [username, gap] of answers) {
          scheduler.advance(gap);
          await answer(username);
        }
        scheduler.advance(LIVE_CLASSROOM_PUSH_WINDOW_MS);
        const mine = pushes.slice(before);
        for (const subject of new Set(mine.map((push) => `${push.subject} ${payloadOf(push).classId}`))) {
          const times = mine.filter((push) => `${push.subject} ${payloadOf(push).classId}` === subject).map((push) => push.at);
          for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(LIVE_CLASSROOM_PUSH_WINDOW_MS);
        }
        // Every answer is in some push.
        const pushed = new Set(mine.flatMap((push) => payloadOf(push).students.map((row) => row.userId)));
        for (const [username] of answers) expect(pushed).toContain(demoUserId(username));
        expect(scheduler.pending()).toBe(0);
      }),
      { numRuns: 30 },
    );
  });

  it('push nothing for visitors, for students in no class, or once stopped', async () => {
    await answer('v_someone', true, { visitor: true });
    await answer('mina');
    scheduler.advance(LIVE_CLASSROOM_PUSH_WINDOW_MS * 2);
    expect(pushes).toEqual([]);
    expect(scheduler.pending()).toBe(0);
    stop();
    await answer('ava.b');
    scheduler.advance(LIVE_CLASSROOM_PUSH_WINDOW_MS * 2);
    expect(pushes).toEqual([]);
  });

  it('publish what is pending when stopped, so the last answers are not lost', async () => {
    await answer('ava.b');
    stop();
    expect(pushes.map((push) => payloadOf(push).classId)).toEqual(['class_g4_room12', 'class_g4_room12']);
    expect(scheduler.pending()).toBe(0);
  });
});
