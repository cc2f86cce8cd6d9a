import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtAuthenticator, wsconnect, type Msg, type NatsConnection } from '@nats-io/nats-core';
import type { StudentHome } from '../../events/home/home-contract';
import { userSubjects } from '../../events/log/push';
import type { QuizAssignedPush } from '../../events/quizzes';
import { demoUserId } from '../../server/demo/demo-school';
import { startNats, type NatsHandle } from '../../server/nats/supervisor';
import { NatsRelay } from '../../events/log/nats-relay';
import { featurePushes } from '../../server/features/all-features';
import { nodeWsFactory as wsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { startTestApp } from '../support/test-app';

// Issue 32 over a real nats-server: a teacher builds a quiz for her class; the relay brings
// QUIZ_ASSIGNED to the student's own browser connection (her bearer JWT, her general channel), and
// the home summary she then fetches — as her home page does on that push — shows the new quiz, due
// when it closes. No reload: the push is what tells the page to fetch.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = 86_400_000;

async function eventually(condition: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(20);
  }
}

describe('a student’s home after a quiz assignment’s push', () => {
  const dataDir = makeTempDir('home-summary-pushes-');
  let nats: NatsHandle;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let relay: NatsRelay;
  let student: NatsConnection;
  const received: QuizAssignedPush[] = [];
  let studentCookie = '';
  let teacherCookie = '';

  beforeAll(async () => {
    nats = await startNats({ dataDir: dataDir.path });
    t = await startTestApp({ catalogue: true });
    relay = new NatsRelay({
      store: t.log.store,
      db: t.log.db,
      connection: nats.connection,
      pushes: featurePushes({ logWith: t.log.logWith, notificationsEnabled: false }),
      pollIntervalMs: 20,
    });
    relay.start();
    const { jwt } = await nats.mintUserToken(demoUserId('ava.b'));
    student = await wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
    student.subscribe(userSubjects(demoUserId('ava.b')).general, {
      callback: (_error, message: Msg) => {
        const payload = message.json<{ event: string }>();
        if (payload.event === 'QUIZ_ASSIGNED') received.push(payload as QuizAssignedPush);
      },
    });
    await student.flush();
    studentCookie = await t.signIn('ava.b');
    teacherCookie = await t.signIn('ms.rivera');
    // The relay starts from the log's beginning: let it catch up with what the app seeded.
    await eventually(() => relay.status().checkpoint === t.log.store.lastPosition(), 50_000);
    await sleep(200);
    received.length = 0;
  }, 60_000);

  afterAll(async () => {
    await relay?.stop();
    await student?.close();
    await nats?.stop();
    t?.close();
    dataDir.remove();
  });

  it('the push reaches her, and the summary fetched on it lists the quiz with its due date', async () => {
    const now = t.clock().getTime();
    const closesAt = new Date(now + 2 * DAY).toISOString();
    const permacode = t.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'skill' && item.upcoming === 0)!.permacode!;
    const response = await t.postJson(
      '/quizzes',
      { title: 'Pushed quiz', permacodes: [permacode], questionsPerSkill: 2, classIds: ['class_g4_room12'], opensAt: new Date(now - 60_000).toISOString(), closesAt, timeLimitMinutes: 20 },
      { cookie: teacherCookie, headers: { 'X-CSRF-Protection': '1' } },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { quizId } = (await response.json()) as { quizId: string };

    await eventually(() => received.some((push) => push.quizId === quizId));
    expect(received.find((push) => push.quizId === quizId)).toMatchObject({ event: 'QUIZ_ASSIGNED', quizId, title: 'Pushed quiz', closesAt });

    const summary = (await (await t.request('/home/summary', { cookie: studentCookie })).json()) as StudentHome;
    expect(summary.toDo).toContainEqual(expect.objectContaining({ kind: 'quiz', quizId, title: 'Pushed quiz', dueAt: closesAt }));
  });
});
