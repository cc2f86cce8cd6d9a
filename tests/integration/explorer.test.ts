import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { featurePushes } from '../../server/features/all-features';
import type { CorrelationTrace, ExplorerEvent, ExplorerEventDetail, ExplorerEventPage, TimeTravelComparison, TimeTravelSnapshot } from '../../events/explorer';
import { NatsRelay } from '../../events/log/nats-relay';
import { demoUserId } from '../../server/demo/demo-school';
import { explorerRelayObserver, explorerTail, explorerTailSubject } from '../../server/explorer/explorer-tail';
import { pushRecorder } from '../../server/explorer/push-records';
import { timeTravelViewsByName } from '../../server/explorer/time-travel-views';
import { startNats, type NatsHandle } from '../../server/nats/supervisor';
import { atCommand } from '../../server/replay/at-command';
import { collectingIo } from '../../server/replay/replay-test-fixture';
import { nodeWsFactory as wsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { startTestApp } from '../support/test-app';

// Issue 18, the event explorer, over the real app (real SQLite) with the real
// relay and a real nats-server: filters and paging on the seeded log, a live
// message followed from its request's X-Correlation-Id to the student's push,
// the causation chain, the live tail, and time travel equal to a replay.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Polls until `condition` holds; the test's own timeout bounds it. */
async function eventually<T>(read: () => T | Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await sleep(50);
  }
}

describe('the event explorer', () => {
  const dataDir = makeTempDir('explorer-');
  let nats: NatsHandle;
  let relay: NatsRelay;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tail: NatsConnection;
  const tailed: (ExplorerEvent & { event: string })[] = [];
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    nats = await startNats({ dataDir: dataDir.path });
    t = await startTestApp({ practiceHistory: true });
    relay = new NatsRelay({
      store: t.log.store,
      db: t.log.db,
      connection: nats.connection,
      pushes: featurePushes({ logWith: t.log.logWith, notificationsEnabled: false }),
      onPushed: explorerRelayObserver(pushRecorder(t.log.db), explorerTail(t.log.db, (subject, payload) => nats.connection.publish(subject, payload)), (error) => {
        throw error;
      }),
    });
    relay.start();
    for (const username of ['ops.kim', 'ms.rivera', 'ava.b']) cookies[username] = await t.signIn(username);
    // ops.kim's browser: her own bearer JWT, the live tail's subject under her own subjects.
    const { jwt } = await nats.mintUserToken(demoUserId('ops.kim'));
    tail = await wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
    tail.subscribe(explorerTailSubject(demoUserId('ops.kim')), {
      callback: (_error, message) => {
        tailed.push(message.json());
      },
    });
    await tail.flush();
  }, 120_000);

  afterAll(async () => {
    await tail?.close();
    await relay?.stop();
    await nats?.stop();
    t?.close();
    dataDir.remove();
  });

  const get = async <T>(path: string, as = 'ops.kim'): Promise<T> => {
    const response = await t.request(path, { cookie: cookies[as] });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const page = (query: string) => get<ExplorerEventPage>(`/explorer/events?${query}`);
  const sendLiveMessage = (text: string) =>
    t.request('/liveMessage/sendMessage', {
      method: 'POST',
      cookie: cookies['ms.rivera'],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['message', text], ['studentUserIds', 'u_ava_b'], ['studentUserIds', 'u_noah_c']]),
    });

  it('lets engineers only: 401 for visitors, 403 for everyone else', async () => {
    for (const path of ['/explorer/events', '/explorer/correlation/x', '/explorer/events/1', '/explorer/time-travel?view=student-smartscores&subject=u_ava_b&at=1']) {
      expect((await t.request(path)).status).toBe(401);
      for (const as of ['ms.rivera', 'ava.b']) {
        const refused = await t.request(path, { cookie: cookies[as] });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ error: 'explorer.engineers_only' });
      }
    }
  });

  it('filters by type, stream, category, actor and time, and pages by position', async () => {
    const passwords = await page('type=PasswordSet&limit=500');
    expect(passwords.events.length).toBeGreaterThan(50);
    expect(new Set(passwords.events.map((event) => event.type))).toEqual(new Set(['PasswordSet']));
    for (const event of passwords.events) expect(event.data).toEqual({ userId: expect.any(String), passwordHash: '[hash]' });
    expect(JSON.stringify(passwords)).not.toContain('$argon2id$');

    const ava = await page('stream=user:u_ava_b');
    expect(ava.events.map((event) => event.type).slice(0, 2)).toEqual(['UserRegistered', 'PasswordSet']);
    expect(new Set(ava.events.map((event) => event.streamId))).toEqual(new Set(['user:u_ava_b']));

    const users = await page('category=user&limit=500');
    expect(users.events.every((event) => event.streamId.startsWith('user:'))).toBe(true);
    expect(users.events.map((event) => event.streamId)).toContain('user:u_ops_kim');

    const byAva = await page('actor=u_ava_b&limit=20');
    expect(byAva.events.length).toBe(20);
    expect(byAva.events.every((event) => event.actor === 'u_ava_b')).toBe(true);

    // Keyset paging: two pages of 7 are the first 14, in order, with no gap or repeat.
    const first = await page('category=class&limit=7');
    const second = await page(`category=class&limit=7&after=${first.nextAfter}`);
    const both = await page('category=class&limit=14');
    expect([...first.events, ...second.events].map((event) => event.position)).toEqual(both.events.map((event) => event.position));
    const latest = await page('limit=3&latest=true');
    expect(latest.events.map((event) => event.position)).toEqual([latest.lastPosition - 2, latest.lastPosition - 1, latest.lastPosition]);
    expect(latest.nextAfter).toBeNull();

    // A time range: only the events of that minute.
    t.clock.advance(60 * 60_000);
    const from = t.clock().toISOString();
    expect((await sendLiveMessage('Page 12, please')).status).toBe(200);
    t.clock.advance(60_000);
    const to = new Date(t.clock().getTime() - 1).toISOString();
    await sendLiveMessage('Later');
    const inRange = await page(`from=${from}&to=${to}`);
    expect(inRange.events.map((event) => [event.type, (event.data as { message?: string }).message])).toEqual([['LiveMessageSent', 'Page 12, please']]);
  });

  it('refuses malformed filters with an error key', async () => {
    for (const [query, error] of [
      ['limit=0', 'explorer.invalid_limit'],
      ['limit=100000', 'explorer.invalid_limit'],
      ['after=-3', 'explorer.invalid_position'],
      ['from=yesterday', 'explorer.invalid_time'],
    ]) {
      const response = await t.request(`/explorer/events?${query}`, { cookie: cookies['ops.kim'] });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it("follows a live message from its request's X-Correlation-Id to the students' pushes", async () => {
    const sent = await sendLiveMessage('<p>Open lesson <b>5</b></p>');
    expect(sent.status).toBe(200);
    const correlationId = sent.headers.get('x-correlation-id')!;
    expect(correlationId).toMatch(/.+/);
    const trace = await eventually(
      () => get<CorrelationTrace>(`/explorer/correlation/${encodeURIComponent(correlationId)}`),
      (answer) => answer.events.length === 1 && answer.events[0]!.pushes.length > 0,
    );
    expect(trace.events[0]).toMatchObject({ type: 'LiveMessageSent', actor: 'u_ms_rivera', correlationId });
    // Exactly what the relay derived and published for the event (the live message to each student, and whatever else derives from it).
    const [sentEvent] = t.log.store.readAll(trace.events[0]!.position - 1, 1);
    expect(trace.events[0]!.pushes).toEqual(featurePushes({ logWith: t.log.logWith, notificationsEnabled: false }).flatMap((push) => push.derive(sentEvent!)).map((push) => ({ subject: push.subject, event: push.payload.event })));
    expect(trace.events[0]!.pushes).toEqual(
      expect.arrayContaining([
        { subject: 'push.user.u_ava_b', event: 'LIVE_MESSAGE' },
        { subject: 'push.user.u_noah_c', event: 'LIVE_MESSAGE' },
      ]),
    );
    // The filter finds the same event.
    expect((await page(`correlationId=${encodeURIComponent(correlationId)}`)).events.map((event) => event.position)).toEqual([trace.events[0]!.position]);
    // A client's own well-formed id is kept; every response carries one, errors too.
    const own = await t.request('/explorer/events?limit=1', { cookie: cookies['ops.kim'], headers: { 'x-correlation-id': 'support-ticket-4711' } });
    expect(own.headers.get('x-correlation-id')).toBe('support-ticket-4711');
    expect((await t.request('/no/such/page')).headers.get('x-correlation-id')).toMatch(/.+/);
  });

  it('follows the causation chain up to the request', async () => {
    const sent = await sendLiveMessage('Chain');
    const correlationId = sent.headers.get('x-correlation-id')!;
    const [cause] = (await page(`correlationId=${correlationId}`)).events;
    // An event caused by that one, under another correlation (as a timer or a reaction would append it).
    await t.log.store.append('edition:explorer-test', [{ type: 'EditionChosen', data: { userId: 'u_ava_b', edition: 'CA', previous: 'US' } }], {
      expectedVersion: 'any',
      actor: 'system:explorer-test',
      correlationId: 'reaction-1',
      causationId: cause!.eventId,
    });
    const effect = (await page('correlationId=reaction-1')).events[0]!;
    const detail = await get<ExplorerEventDetail>(`/explorer/events/${effect.position}`);
    expect(detail.causes.map((event) => event.position)).toEqual([cause!.position]);
    expect(detail.request).toEqual({ correlationId });
    expect((await get<CorrelationTrace>(`/explorer/correlation/${correlationId}`)).events.map((event) => event.type)).toEqual(['LiveMessageSent', 'EditionChosen']);
    expect((await t.request('/explorer/events/999999999', { cookie: cookies['ops.kim'] })).status).toBe(404);
  });

  it('tails the log live over NATS, to engineers only, with hashes redacted', async () => {
    const teacher = cookies['ms.rivera']!;
    const reset = await t.postJson('/roster/reset-password', { studentUserId: 'u_ava_b' }, { cookie: teacher });
    expect(reset.status).toBe(200);
    const position = t.log.store.lastPosition();
    const passwordSet = await eventually(
      () => tailed.find((event) => event.position === position),
      (event) => event !== undefined,
    );
    expect(passwordSet).toMatchObject({ event: 'EXPLORER_EVENT', type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: '[hash]' } });
    // Ava's own token cannot subscribe to ops.kim's tail: NATS refuses.
    const { jwt } = await nats.mintUserToken('u_ava_b');
    const student = await wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
    const refused = new Promise<unknown>((resolve) => student.subscribe(explorerTailSubject(demoUserId('ops.kim')), { callback: (error) => resolve(error) }));
    expect(String(await refused)).toMatch(/permission/i);
    await student.close().catch(() => undefined);
  });

  it('time travel equals a replay of the log to that position', async () => {
    const position = Math.floor(t.log.store.lastPosition() * 0.6);
    const at = join(dataDir.path, 'at.db');
    expect(atCommand({ dbPath: join(t.log.db.name), point: { position }, outPath: at, force: true }, collectingIo())).toBe(0);
    const replayed = new Database(at, { readonly: true });
    try {
      for (const [view, subject] of [
        ['student-smartscores', 'u_ava_b'],
        ['class-live-messages', 'class_g4_room12'],
      ] as const) {
        const snapshot = await eventually(
          () => get<TimeTravelSnapshot>(`/explorer/time-travel?view=${view}&subject=${subject}&at=${position}`),
          (answer) => answer.state === 'done',
        );
        expect(snapshot.position).toBe(position);
        expect(snapshot.rows).toEqual(timeTravelViewsByName[view].rows(replayed, subject));
      }
      expect((await get<TimeTravelSnapshot>(`/explorer/time-travel?view=student-smartscores&subject=u_ava_b&at=${position}`)).rows.length).toBeGreaterThan(0);
    } finally {
      replayed.close();
    }
  });

  it('compares two positions: the class gained the messages sent in between', async () => {
    const before = t.log.store.lastPosition();
    await sendLiveMessage('Diff me');
    const after = t.log.store.lastPosition();
    const comparison = await eventually(
      () => get<TimeTravelComparison>(`/explorer/time-travel/diff?view=class-live-messages&subject=class_g4_room12&before=${before}&after=${after}`),
      (answer) => answer.diff !== null,
    );
    expect(comparison.diff!.added.map((row) => [row.studentUserId, row.message, row.status]).sort()).toEqual([
      ['u_ava_b', 'Diff me', 'UNACKNOWLEDGED'],
      ['u_noah_c', 'Diff me', 'UNACKNOWLEDGED'],
    ]);
    expect(comparison.diff!.removed).toEqual([]);
    expect(comparison.diff!.unchanged).toBe(comparison.before.rows.length);
  });
});
