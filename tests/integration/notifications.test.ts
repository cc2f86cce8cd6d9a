import { join } from 'node:path';
import { jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featurePushes } from '../../server/features/all-features';
import { NatsRelay } from '../../events/log/nats-relay';
import { userSubjects } from '../../events/log/push';
import type { NotificationFeed, NotificationMute } from '../../events/notifications';
import type { PracticeQuestion } from '../../events/practice';
import { isCorrectResponse } from '../../events/practice/question-engine';
import { buildApp } from '../../server/app';
import { publishCatalogue } from '../../server/catalogue/publish-catalogue';
import { demoUserId } from '../../server/demo/demo-school';
import { seedDemoPractice } from '../../server/demo/seed-demo-practice';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog, type EventLog } from '../../server/event-log';
import { startNats, type NatsHandle } from '../../server/nats/supervisor';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../../server/practice/practice-skills';
import { questionKeys } from '../../server/practice/question-keys';
import { nodeWsFactory as wsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { ORIGIN, sessionCookieOf, TEST_TRACKING_KEY, testClock } from '../support/test-app';

// Notifications (issue 16) over a real nats-server and a real SQLite log, as
// server/main.ts runs them: the demo school with its three weeks of practice,
// the relay deriving NOTIFICATIONS_UPDATED from the notifications read model,
// the teacher's browser a WebSocket connection with her own bearer JWT. A
// student misses three in a row → the teacher's feed has needs_help and the
// push arrives → mark-read → 0. The clock is moved by hand (no timed assertions).

type Push = { event: string; numUnreadNotifications?: number; subject: string };

/** The teacher's browser: every push on her notifications subject, awaited by predicate. */
class Listener {
  readonly pushes: Push[] = [];
  private waiters: { match: (push: Push) => boolean; resolve: (push: Push) => void }[] = [];
  private constructor(private readonly connection: NatsConnection) {}

  static async open(nats: NatsHandle, userId: string): Promise<Listener> {
    const { jwt } = await nats.mintUserToken(userId);
    const connection = await wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
    const listener = new Listener(connection);
    connection.subscribe(userSubjects(userId).notifications, { callback: (_error, message) => listener.heard({ ...message.json<Push>(), subject: message.subject }) });
    await connection.flush();
    return listener;
  }

  private heard(push: Push) {
    this.pushes.push(push);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(push)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(push);
      }
    }
  }

  /** The first push from `from` on (already heard or to come) matching. */
  next(from: number, match: (push: Push) => boolean): Promise<Push> {
    const heard = this.pushes.slice(from).find(match);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  close() {
    return this.connection.close();
  }
}

const dir = makeTempDir('notifications-');
const clock = testClock(new Date().toISOString());
const keys = questionKeys(TEST_TRACKING_KEY);
let nats: NatsHandle;
let log: EventLog;
let relay: NatsRelay;
let app: ReturnType<typeof buildApp>;
let teacher: Listener;
let skill: CatalogueSkill;
const cookies: Record<string, string> = {};

const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.method && init.method !== 'GET') headers.set('origin', ORIGIN);
  return app.request(`${ORIGIN}${path}`, { ...init, headers });
};
const post = (path: string, body: unknown, cookie?: string) =>
  request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, ...(cookie ? { cookie } : {}) });
const feedOf = async (username: string, cursor?: string) => {
  const response = await request(`/notifications/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie: cookies[username]! });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationFeed;
};
const markRead = (username: string, csrf = true) => request('/notifications/mark-read', { cookie: cookies[username]!, headers: csrf ? { 'X-CSRF-Protection': '1' } : {} });

/** The student answers one question of the skill, right or surely wrong (the question regenerated with the server's key). */
async function answer(username: string, correct: boolean): Promise<void> {
  const asked = await request(`/practice/${skill.permacode}/question`, { cookie: cookies[username]! });
  expect(asked.status).toBe(200);
  const { questionKey } = (await asked.json()) as PracticeQuestion;
  const key = keys.verify(questionKey)!;
  const question = regenerateQuestion(skill, key.level, keys.engineSeed(key.seed));
  const response = correct ? question.correctAnswer : [...(question.choices ?? []), '-98765', 'no idea'].find((each) => !isCorrectResponse(question.accepts, each))!;
  clock.advance(20_000);
  const answered = await post(`/practice/${skill.permacode}/answer`, { questionKey, response, secondsSpent: 20 }, cookies[username]);
  expect(answered.status, await answered.clone().text()).toBe(200);
}

beforeAll(async () => {
  nats = await startNats({ dataDir: dir.path });
  log = openEventLog({ path: join(dir.path, 'log.db'), clock });
  await seedDemoSchool(log);
  await publishCatalogue(log);
  await seedDemoPractice(log, { keys, seedTime: clock() });
  relay = new NatsRelay({ store: log.store, db: log.db, connection: nats.connection, pushes: featurePushes({ logWith: log.logWith, notificationsEnabled: true }), pollIntervalMs: 20 });
  relay.start();
  app = buildApp({ log, realtime: null, clock, trackingKey: TEST_TRACKING_KEY });
  for (const username of ['ms.rivera', 'ava.b', 'park.family', 'mina']) {
    const response = await post('/signin', { username, password: 'classroom', rememberUser: true });
    expect(response.status).toBe(200);
    cookies[username] = sessionCookieOf(response);
  }
  teacher = await Listener.open(nats, demoUserId('ms.rivera'));
  // A Grade 5 skill: the demo history (Grade 4) never practised it, so Ava's run of wrong answers starts here.
  const candidates = log.queries.catalogue.landingPage('US', 'math', 5).filter((item) => item.kind === 'skill' && item.upcoming === 0 && item.permacode);
  skill = candidates.map((item) => catalogueSkill(log.queries.catalogue, item.permacode!)).find((each) => each !== undefined)!;
}, 120_000);

afterAll(async () => {
  await teacher?.close();
  await relay?.stop();
  log?.close();
  await nats?.stop();
  dir.remove();
});

describe('a teacher’s notifications', () => {
  it('after seeding, the demo teacher already has notifications of her class’s practice', async () => {
    const feed = await feedOf('ms.rivera');
    expect(feed.isLoggedIn).toBe(true);
    expect(feed.notifications.length).toBeGreaterThan(0);
    expect(feed.notifications.map((n) => n.kind)).toEqual(expect.arrayContaining(['needs_help', 'proficient']));
  });

  it('a student misses three in a row → needs_help in the feed and NOTIFICATIONS_UPDATED on push.user.<teacher>.notifications → mark-read → 0', async () => {
    expect((await markRead('ms.rivera')).status).toBe(200);
    expect((await feedOf('ms.rivera')).numUnreadNotifications).toBe(0);
    const heardBefore = teacher.pushes.length;

    for (let each = 0; each < 3; each++) await answer('ava.b', false);

    const push = await teacher.next(heardBefore, (heard) => heard.event === 'NOTIFICATIONS_UPDATED' && heard.numUnreadNotifications === 1);
    expect(push).toMatchObject({ event: 'NOTIFICATIONS_UPDATED', numUnreadNotifications: 1, subject: 'push.user.u_ms_rivera.notifications' });
    const feed = await feedOf('ms.rivera');
    expect(feed.numUnreadNotifications).toBe(1);
    expect(feed.notifications[0]).toMatchObject({
      kind: 'needs_help',
      isRead: false,
      students: [{ userId: demoUserId('ava.b'), displayName: expect.any(String) }],
      detail: { permacode: skill.permacode, skillName: skill.name },
      link: '/analytics/live-classroom',
      mute: { kind: 'needs_help', studentUserId: demoUserId('ava.b') },
    });

    const refused = await markRead('ms.rivera', false);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'request.csrf_header_missing' });
    const before = log.store.lastPosition();
    const marked = await markRead('ms.rivera');
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ numUnreadNotifications: 0 });
    expect(log.store.lastPosition()).toBe(before + 1);
    expect((await teacher.next(heardBefore, (heard) => heard.numUnreadNotifications === 0)).numUnreadNotifications).toBe(0);
    expect((await feedOf('ms.rivera')).notifications[0]!.isRead).toBe(true);

    // Nothing unread: nothing appended.
    expect((await markRead('ms.rivera')).status).toBe(200);
    expect(log.store.lastPosition()).toBe(before + 1);
  });

  it('pages the feed with its cursor, newest update first, until the end', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let previous = '9999';
    do {
      const page = await feedOf('ms.rivera', cursor);
      expect(page.notifications.length).toBeLessThanOrEqual(20);
      for (const notification of page.notifications) {
        expect(notification.updatedAt <= previous).toBe(true);
        previous = notification.updatedAt;
        seen.push(notification.notificationId);
      }
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor !== undefined && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await request('/notifications/feed?cursor=forged', { cookie: cookies['ms.rivera']! });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'notifications.invalid_cursor' });
  });

  it('a muted student makes no new needs_help; the undo brings them back', async () => {
    clock.advance(60 * 60_000);
    const muted = await post('/notifications/mute', { kind: 'needs_help', studentUserId: demoUserId('ava.b') }, cookies['ms.rivera']);
    expect(muted.status).toBe(200);
    expect((await muted.json()) as NotificationMute).toEqual({ kind: 'needs_help', studentUserId: demoUserId('ava.b'), mutedAt: clock().toISOString() });
    expect(((await (await request('/notifications/mutes', { cookie: cookies['ms.rivera']! })).json()) as { mutes: NotificationMute[] }).mutes).toHaveLength(1);
    await answer('ava.b', true);
    for (let each = 0; each < 3; each++) await answer('ava.b', false);
    const afterMute = await feedOf('ms.rivera');
    expect(afterMute.notifications.filter((n) => !n.isRead), JSON.stringify(afterMute.notifications[0])).toEqual([]);

    expect((await post('/notifications/unmute', { kind: 'needs_help', studentUserId: demoUserId('ava.b') }, cookies['ms.rivera'])).status).toBe(200);
    await answer('ava.b', true);
    for (let each = 0; each < 3; each++) await answer('ava.b', false);
    expect((await feedOf('ms.rivera')).notifications[0]).toMatchObject({ kind: 'needs_help', isRead: false });
  });

  it('refuses an unknown kind, another role’s kind and a per-student mute of another teacher’s student, appending nothing', async () => {
    const before = log.store.lastPosition();
    const unknown = await post('/notifications/mute', { kind: 'everything' }, cookies['ms.rivera']);
    expect([unknown.status, await unknown.json()]).toEqual([400, { error: 'notifications.unknown_kind' }]);
    const notYours = await post('/notifications/mute', { kind: 'mastered' }, cookies['ava.b']);
    expect([notYours.status, await notYours.json()]).toEqual([403, { error: 'notifications.not_your_kind' }]);
    const otherClass = await post('/notifications/mute', { kind: 'mastered', studentUserId: demoUserId('leo.k') }, cookies['ms.rivera']);
    expect(otherClass.status).toBe(403);
    const parentPerChild = await post('/notifications/mute', { kind: 'child_mastered', studentUserId: demoUserId('mina') }, cookies['park.family']);
    expect([parentPerChild.status, await parentPerChild.json()]).toEqual([403, { error: 'notifications.per_student_teachers_only' }]);
    expect(log.store.lastPosition()).toBe(before);
  });
});

describe('everyone else', () => {
  it('a visitor’s feed is empty; a visitor cannot mark read or mute', async () => {
    const feed = await request('/notifications/feed');
    expect(await feed.json()).toEqual({ notifications: [], numUnreadNotifications: 0, secondsUntilNextUpdate: 0, isLoggedIn: false, nextCursor: null });
    expect((await request('/notifications/mark-read', { headers: { 'X-CSRF-Protection': '1' } })).status).toBe(401);
    expect((await post('/notifications/mute', { kind: 'mastered' })).status).toBe(401);
  });

  it('the session says the notifications backend is on for a signed-in user', async () => {
    const session = await request('/session', { cookie: cookies['ava.b']! });
    expect(await session.json()).toMatchObject({ notificationsEnabled: true });
  });

  it('NOTIFICATIONS_BACKEND=off: the session says so, every feed is empty and mark-read appends nothing', async () => {
    const off = buildApp({ log, realtime: null, clock, trackingKey: TEST_TRACKING_KEY, notificationsEnabled: false });
    const offRequest = (path: string, headers: Record<string, string> = {}) => off.request(`${ORIGIN}${path}`, { headers: { cookie: cookies['ms.rivera']!, ...headers } });
    expect(await (await offRequest('/session')).json()).toMatchObject({ notificationsEnabled: false });
    expect(await (await offRequest('/notifications/feed')).json()).toEqual({ notifications: [], numUnreadNotifications: 0, secondsUntilNextUpdate: 0, isLoggedIn: true, nextCursor: null });
    for (let each = 0; each < 3; each++) await answer('ava.b', false); // something unread, for the backend that is on
    const before = log.store.lastPosition();
    expect(await (await offRequest('/notifications/mark-read', { 'X-CSRF-Protection': '1' })).json()).toEqual({ numUnreadNotifications: 0 });
    expect(log.store.lastPosition()).toBe(before);
  });

  it('a family child has an empty feed', async () => {
    const feed = await feedOf('mina');
    expect(feed).toMatchObject({ isLoggedIn: true, notifications: [] });
  });
});
