import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClasses } from '../../server/demo/demo-school';
import { allProjections } from '../../server/features/all-features';
import { openLogDatabase } from '../../events/log/log-database';
import { dumpProjection, replayInto, resetProjection } from '../../projections/runner';
import { startTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'ava.b', 'noah.c', 'leo.k', 'admin.lee', 'district.chen', 'park.family', 'mina']) {
    cookies[username] = await t.signIn(username);
  }
});
afterAll(() => t.close());

const form = (entries: [string, string][]) => new URLSearchParams(entries);
const send = (as: string, entries: [string, string][]) =>
  t.request('/liveMessage/sendMessage', { method: 'POST', body: form(entries), cookie: cookies[as], headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const acknowledge = (as: string, messageId: string, response: string) =>
  t.request('/liveMessage/acknowledgeMessage', { method: 'POST', body: form([['messageId', messageId], ['response', response]]), cookie: cookies[as], headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const feedOf = async (as: string) => (await (await t.request('/liveMessage/fetchMessages', { cookie: cookies[as] })).json()).messages;

async function expectRefused(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error });
}

describe('sending live messages', () => {
  it('a teacher sends to a student of their class; the student’s feed and the teacher’s batches show it', async () => {
    const response = await send('ms.rivera', [['message', '<p>Open lesson <b>5</b></p>'], ['studentUserIds', 'u_ava_b']]);
    expect(response.status).toBe(200);
    const { batchId } = await response.json();
    const [message] = await feedOf('ava.b');
    expect(message).toMatchObject({ batchId, teacherName: 'Ms. Rivera', studentUserId: 'u_ava_b', sentByAdministrator: false, message: '<p>Open lesson <b>5</b></p>', acknowledgementStatus: 'UNACKNOWLEDGED', inBatch: false, creationDate: t.clock().getTime() });
    const sent = await (await t.request('/liveMessage/sentBatches', { cookie: cookies['ms.rivera'] })).json();
    expect(sent.batches[0]).toMatchObject({ batchId, studentUserIdsByAcknowledgementStatus: { UNACKNOWLEDGED: ['u_ava_b'], GOT_IT: [], THANK_YOU: [], CONFUSED: [], NO: [] }, students: { u_ava_b: 'Ava B.' } });
    expect(sent.expirationIntervalMs).toBe(3_600_000);
  });

  it('a teacher sends to a whole class of their own', async () => {
    const { batchId } = await (await send('ms.rivera', [['message', 'Time to wrap up.'], ['classId', 'class_g4_room12']])).json();
    const sent = await (await t.request('/liveMessage/sentBatches', { cookie: cookies['ms.rivera'] })).json();
    expect(sent.batches.find((batch: { batchId: string }) => batch.batchId === batchId).studentUserIdsByAcknowledgementStatus.UNACKNOWLEDGED).toHaveLength(24);
    expect((await feedOf('noah.c'))[0]).toMatchObject({ batchId, inBatch: true });
  });

  it('refuses, appending nothing, students outside the sender’s reach and anyone who is not a sender', async () => {
    const before = t.log.store.lastPosition();
    await expectRefused(await send('ms.rivera', [['message', 'hi'], ['studentUserIds', 'u_leo_k']]), 403, 'live_message.student_not_in_reach');
    await expectRefused(await send('ms.rivera', [['message', 'hi'], ['studentUserIds', 'u_ava_b'], ['studentUserIds', 'u_leo_k']]), 403, 'live_message.student_not_in_reach');
    await expectRefused(await send('ms.rivera', [['message', 'hi'], ['classId', 'class_g5_room3']]), 403, 'live_message.student_not_in_reach');
    await expectRefused(await send('ava.b', [['message', 'hi'], ['studentUserIds', 'u_noah_c']]), 403, 'live_message.not_a_sender');
    await expectRefused(await send('park.family', [['message', 'hi'], ['studentUserIds', 'u_ava_b']]), 403, 'live_message.not_a_sender');
    await expectRefused(await send('mina', [['message', 'hi'], ['classId', 'class_g4_room12']]), 403, 'live_message.not_a_sender');
    await expectRefused(await t.request('/liveMessage/sendMessage', { method: 'POST', body: form([['message', 'hi'], ['studentUserIds', 'u_ava_b']]), headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 401, 'request.sign_in_required');
    await expectRefused(await send('ms.rivera', [['message', '<p> </p>'], ['studentUserIds', 'u_ava_b']]), 400, 'live_message.empty_message');
    await expectRefused(await send('ms.rivera', [['message', '<script>alert(1)</script>'], ['studentUserIds', 'u_ava_b']]), 400, 'live_message.empty_message');
    await expectRefused(await send('ms.rivera', [['message', 'hi']]), 400, 'live_message.no_recipients');
    await expectRefused(await send('ms.rivera', [['message', 'x'.repeat(20_001)], ['studentUserIds', 'u_ava_b']]), 400, 'live_message.message_too_long');
    await expectRefused(await send('ms.rivera', [['studentUserIds', 'u_ava_b']]), 400, 'request.invalid');
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('administrators reach their school or district; their messages are marked and shown to administrators', async () => {
    const school = await send('admin.lee', [['message', 'Assembly at 2pm'], ['studentUserIds', 'u_leo_k'], ['studentUserIds', 'u_ava_b']]);
    expect(school.status).toBe(200);
    const district = await send('district.chen', [['message', 'Snow day tomorrow'], ['classId', 'class_g5_room3']]);
    expect(district.status).toBe(200);
    expect((await feedOf('leo.k')).map((m: { message: string; sentByAdministrator: boolean }) => [m.message, m.sentByAdministrator])).toEqual([
      ['Snow day tomorrow', true],
      ['Assembly at 2pm', true],
    ]);
    const adminView = await (await t.request('/liveMessage/sentBatches', { cookie: cookies['admin.lee'] })).json();
    expect(adminView.batches.map((b: { message: string }) => b.message)).toEqual(['Snow day tomorrow', 'Assembly at 2pm']);
    const teacherView = await (await t.request('/liveMessage/sentBatches', { cookie: cookies['mr.okafor'] })).json();
    expect(teacherView.batches).toEqual([]);
    await expectRefused(await t.request('/liveMessage/sentBatches', { cookie: cookies['ava.b'] }), 403, 'live_message.not_a_sender');
  });

  it('stores and serves a message without <script> or onerror=', async () => {
    await send('ms.rivera', [['message', 'Look <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:x" onclick="y()">here</a>'], ['studentUserIds', 'u_mia_d']]);
    const stored = JSON.stringify(t.log.store.readAll(0, 100_000).filter((e) => e.type === 'LiveMessageSent').at(-1));
    expect(stored).not.toMatch(/script|onerror|onclick|javascript/);
    const recipients = await (await t.request('/liveMessage/recipients', { cookie: cookies['ms.rivera'] })).json();
    expect(recipients.classes.map((c: { name: string }) => c.name)).toEqual(['Grade 4 Room 12']);
  });
});

describe('acknowledging live messages', () => {
  it('a student acknowledges, changes, and toggles back to UNACKNOWLEDGED; the sender sees each status', async () => {
    const { batchId } = await (await send('ms.rivera', [['message', 'Are you done?'], ['studentUserIds', 'u_noah_c']])).json();
    const { messageId } = (await feedOf('noah.c')).find((m: { batchId: string }) => m.batchId === batchId);
    const statusSeenBySender = async () =>
      (await (await t.request('/liveMessage/sentBatches', { cookie: cookies['ms.rivera'] })).json()).batches.find((b: { batchId: string }) => b.batchId === batchId).studentUserIdsByAcknowledgementStatus;
    expect((await acknowledge('noah.c', messageId, 'CONFUSED')).status).toBe(200);
    expect((await statusSeenBySender()).CONFUSED).toEqual(['u_noah_c']);
    expect(await (await acknowledge('noah.c', messageId, 'UNACKNOWLEDGED')).json()).toEqual({ messageId, acknowledgementStatus: 'UNACKNOWLEDGED' });
    expect((await statusSeenBySender()).UNACKNOWLEDGED).toEqual(['u_noah_c']);
    // On Noah's own acknowledgement stream (issue 26), not the batch's: classmates never contend.
    expect(t.log.store.readStream(`live-message-batch:${batchId}`)).toHaveLength(1);
    const events = t.log.store.readStream(`live-message-ack:${messageId}`).map((e) => e.data);
    expect(events).toEqual([
      expect.objectContaining({ response: 'CONFUSED', previous: 'UNACKNOWLEDGED' }),
      expect.objectContaining({ response: 'UNACKNOWLEDGED', previous: 'CONFUSED' }),
    ]);
  });

  it('refuses senders, other students, unknown messages and statuses, appending nothing', async () => {
    const { batchId } = await (await send('ms.rivera', [['message', 'Check in'], ['studentUserIds', 'u_ava_b']])).json();
    const { messageId } = (await feedOf('ava.b')).find((m: { batchId: string }) => m.batchId === batchId);
    const before = t.log.store.lastPosition();
    await expectRefused(await acknowledge('ms.rivera', messageId, 'GOT_IT'), 403, 'live_message.sender_cannot_acknowledge');
    await expectRefused(await acknowledge('noah.c', messageId, 'GOT_IT'), 403, 'live_message.not_addressed');
    await expectRefused(await acknowledge('ava.b', 'no-such-message', 'GOT_IT'), 400, 'live_message.unknown_message');
    await expectRefused(await acknowledge('ava.b', messageId, 'MAYBE'), 400, 'live_message.unknown_status');
    await expectRefused(await t.request('/liveMessage/acknowledgeMessage', { method: 'POST', body: form([['response', 'GOT_IT']]), cookie: cookies['ava.b'], headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400, 'request.invalid');
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('hides expired messages from the feed and refuses to acknowledge them', async () => {
    const { batchId } = await (await send('ms.rivera', [['message', 'Old news'], ['studentUserIds', 'u_ava_b']])).json();
    const { messageId } = (await feedOf('ava.b')).find((m: { batchId: string }) => m.batchId === batchId);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await feedOf('ava.b')).some((m: { batchId: string }) => m.batchId === batchId)).toBe(false);
    await expectRefused(await acknowledge('ava.b', messageId, 'GOT_IT'), 400, 'live_message.expired');
  });
});

describe('live message projections', () => {
  it('rebuild from the log equals the live tables', () => {
    t.log.runner.catchUpAsync(t.log.store); // the async read models as a read sees them
    const rebuilt = openLogDatabase(':memory:');
    for (const projection of allProjections) resetProjection(rebuilt, projection);
    replayInto(rebuilt, (from, limit) => t.log.store.readAll(from, limit), allProjections);
    for (const projection of allProjections) expect(dumpProjection(rebuilt, projection), projection.name).toEqual(dumpProjection(t.log.db, projection));
  });
});

describe('a whole class acknowledging at the same instant (issue 26)', () => {
  it('answers every tap 200 and records each once, on each student’s own stream', async () => {
    const room12 = demoClasses.find((demoClass) => demoClass.classId === 'class_g4_room12')!.students;
    for (const username of room12) cookies[username] ??= await t.signIn(username);
    const { batchId } = await (await send('ms.rivera', [['message', 'Thumbs up when ready'], ['classId', 'class_g4_room12']])).json();
    const messageIds = new Map<string, string>();
    for (const username of room12) messageIds.set(username, (await feedOf(username)).find((m: { batchId: string }) => m.batchId === batchId).messageId);
    const responses = ['GOT_IT', 'THANK_YOU', 'CONFUSED'] as const;
    // Every student taps three reactions, all requests in flight together.
    const taps = room12.flatMap((username) => responses.map((response) => ({ username, response })));
    const answers = await Promise.all(taps.map(({ username, response }) => acknowledge(username, messageIds.get(username)!, response)));
    expect(answers.map((answer) => answer.status)).toEqual(taps.map(() => 200));
    const acknowledged = t.log.store.readAll(0, 1_000_000).filter((e) => e.type === 'LiveMessageAcknowledged' && (e.data as { batchId: string }).batchId === batchId);
    expect(acknowledged).toHaveLength(taps.length);
    for (const username of room12) {
      const stream = t.log.store.readStream(`live-message-ack:${messageIds.get(username)!}`);
      expect(stream.map((e) => (e.data as { previous: string }).previous)).toEqual(['UNACKNOWLEDGED', 'GOT_IT', 'THANK_YOU']);
    }
  });

  it('takes an acknowledgement recorded on the batch stream before issue 26 as the student’s current status', async () => {
    const { batchId } = await (await send('ms.rivera', [['message', 'Older log'], ['studentUserIds', 'u_ava_b']])).json();
    const { messageId } = (await feedOf('ava.b')).find((m: { batchId: string }) => m.batchId === batchId);
    await t.log.store.append(
      `live-message-batch:${batchId}`,
      [{ type: 'LiveMessageAcknowledged', data: { batchId, messageId, studentUserId: 'u_ava_b', senderUserId: 'u_ms_rivera', response: 'CONFUSED', previous: 'UNACKNOWLEDGED' } }],
      { expectedVersion: 1, actor: 'u_ava_b', correlationId: 'legacy-ack' },
    );
    expect((await acknowledge('ava.b', messageId, 'GOT_IT')).status).toBe(200);
    expect(t.log.store.readStream(`live-message-ack:${messageId}`).map((e) => e.data)).toEqual([expect.objectContaining({ response: 'GOT_IT', previous: 'CONFUSED' })]);
    // Tapping the same reaction again changes nothing: the state folds both streams.
    expect((await acknowledge('ava.b', messageId, 'GOT_IT')).status).toBe(200);
    expect(t.log.store.readStream(`live-message-ack:${messageId}`)).toHaveLength(1);
  });
});

