import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtAuthenticator, wsconnect, type Msg, type NatsConnection } from '@nats-io/nats-core';
import { userSubjects } from '../../events/log/push';
import type { LiveClassroomUpdatedPush, PracticeQuestion } from '../../events/practice';
import { demoUserId } from '../../server/demo/demo-school';
import { startNats, type NatsHandle } from '../../server/nats/supervisor';
import { NatsRelay } from '../../events/log/nats-relay';
import { LIVE_CLASSROOM_PUSH_WINDOW_MS } from '../../server/practice/live-classroom-push';
import { featurePushes } from '../../server/features/all-features';
import { catalogueSkill, regenerateQuestion } from '../../server/practice/practice-skills';
import { questionKeys } from '../../server/practice/question-keys';
import { nodeWsFactory as wsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { startTestApp, TEST_TRACKING_KEY } from '../support/test-app';

// Issue 10 §8 over a real nats-server: a student's answer through the HTTP API
// reaches the teacher's browser connection (her own bearer JWT, her teacher
// channel) through the relay, and twenty answers within one push window reach it
// as one push. The window's timer is driven by hand (no timed assertions):
// `windows` holds the windows the relay opened (one per watcher of the class: the
// teacher and the school's administrator), and the test closes them.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SENTINEL = 'test-sentinel';
/** Who watches Grade 4 Room 12: Ms. Rivera and the school's administrator. */
const WATCHERS = 2;

describe('live classroom pushes over NATS', () => {
  const dataDir = makeTempDir('live-classroom-pushes-');
  let nats: NatsHandle;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let relay: NatsRelay;
  let teacher: NatsConnection;
  const received: LiveClassroomUpdatedPush[] = [];
  const windows: { ms: number; close: () => void }[] = [];
  let sentinels = 0;
  let student = '';

  beforeAll(async () => {
    nats = await startNats({ dataDir: dataDir.path });
    t = await startTestApp({ catalogue: true });
    relay = new NatsRelay({
      store: t.log.store,
      db: t.log.db,
      connection: nats.connection,
      pushes: featurePushes({ logWith: t.log.logWith, notificationsEnabled: false }),
      pollIntervalMs: 20,
      pushScheduler: {
        after(ms, task) {
          const window = { ms, close: task };
          windows.push(window);
          return () => windows.splice(windows.indexOf(window), 1);
        },
      },
    });
    relay.start();
    // Ms. Rivera's browser: her own JWT (subscribe to her subjects only), over WebSocket.
    const { jwt } = await nats.mintUserToken(demoUserId('ms.rivera'));
    teacher = await wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
    teacher.subscribe(userSubjects(demoUserId('ms.rivera')).teacher, {
      callback: (_error, message: Msg) => {
        const payload = message.json<LiveClassroomUpdatedPush | { event: typeof SENTINEL }>();
        if (payload.event === SENTINEL) sentinels += 1;
        else if (payload.event === 'LIVE_CLASSROOM_UPDATED') received.push(payload); // the teacher channel carries other features' pushes too
      },
    });
    await teacher.flush();
    student = await t.signIn('ava.b');
    // The relay starts from the log's beginning: let it catch up with what the app seeded and the sign-in
    // appended, and deliver the pushes those made, so the tests see only their own answers' pushes.
    await eventually(() => relay.status().checkpoint === t.log.store.lastPosition(), 50_000);
    await closeWindowsAndDeliver();
    received.length = 0;
  }, 60_000);

  afterAll(async () => {
    await relay?.stop();
    await teacher?.close();
    await nats?.stop();
    t?.close();
    dataDir.remove();
  });

  const skill = () => {
    const item = t.log.queries.catalogue.landingPage('US', 'math', 4).find((candidate) => candidate.kind === 'skill' && candidate.upcoming === 0)!;
    return catalogueSkill(t.log.queries.catalogue, item.permacode!)!;
  };

  async function askQuestion(): Promise<string> {
    const response = await t.request(`/practice/${skill().permacode}/question`, { cookie: student });
    expect(response.status).toBe(200);
    return ((await response.json()) as PracticeQuestion).questionKey;
  }

  async function answerQuestion(questionKey: string, correct: boolean): Promise<void> {
    const keys = questionKeys(TEST_TRACKING_KEY);
    const asked = keys.verify(questionKey)!;
    const question = regenerateQuestion(skill(), asked.level, keys.engineSeed(asked.seed));
    const response = await t.postJson(`/practice/${skill().permacode}/answer`, { questionKey, response: correct ? question.correctAnswer : 'no idea', secondsSpent: 5 }, { cookie: student });
    expect(response.status).toBe(200);
  }

  async function eventually(condition: () => boolean, timeoutMs = 5_000) {
    const until = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > until) throw new Error('timed out');
      await sleep(20);
    }
  }

  /** Closes the open push windows, then waits until everything published before has reached the teacher (NATS keeps one publisher's order). */
  async function closeWindowsAndDeliver(): Promise<void> {
    for (const window of windows.splice(0)) window.close();
    const expected = sentinels + 1;
    nats.connection.publish(userSubjects(demoUserId('ms.rivera')).teacher, JSON.stringify({ event: SENTINEL }));
    await eventually(() => sentinels === expected);
  }

  it('brings a student’s answer to the teacher’s teacher channel, with the student’s row', async () => {
    await answerQuestion(await askQuestion(), false);
    await eventually(() => windows.length === WATCHERS);
    await eventually(() => relay.status().checkpoint === t.log.store.lastPosition());
    expect(windows.map((window) => window.ms)).toEqual([LIVE_CLASSROOM_PUSH_WINDOW_MS, LIVE_CLASSROOM_PUSH_WINDOW_MS]);
    await closeWindowsAndDeliver();
    expect(received).toHaveLength(1);
    expect(received[0]!).toMatchObject({
      event: 'LIVE_CLASSROOM_UPDATED',
      classId: 'class_g4_room12',
      students: [{ userId: demoUserId('ava.b'), displayName: 'Ava B.', currentSkill: { permacode: skill().permacode }, smartScore: 0, questionsToday: 1, lastAnswers: [false] }],
    });
  });

  it('sends twenty answers made within one window as one push', async () => {
    const before = received.length;
    for (let i = 0; i < 20; i++) await answerQuestion(await askQuestion(), i % 2 === 0);
    await eventually(() => windows.length === WATCHERS);
    await eventually(() => relay.status().checkpoint === t.log.store.lastPosition()); // the relay has seen the last answers: still one window per watcher, never a second
    expect(windows).toHaveLength(WATCHERS);
    await closeWindowsAndDeliver();
    const after = received.slice(before);
    expect(after).toHaveLength(1);
    expect(after[0]!.students).toHaveLength(1);
    expect(after[0]!.students[0]).toMatchObject({ userId: demoUserId('ava.b'), questionsToday: 21 });
    expect(after[0]!.students[0]!.lastAnswers).toHaveLength(10);
  });
});
