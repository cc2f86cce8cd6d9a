import { join } from 'node:path';
import { jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featurePushes } from '../../server/features/all-features';
import { NatsRelay } from '../../events/log/nats-relay';
import { userSubscribePermissions } from '../../events/log/push';
import { practiceEvents } from '../../events/practice';
import type { RoomView, SameQuestionRoom } from '../../events/same-question-mode';
import { buildApp } from '../../server/app';
import { publishCatalogue } from '../../server/catalogue/publish-catalogue';
import { demoUserId } from '../../server/demo/demo-school';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog, type EventLog } from '../../server/event-log';
import { startNats, type NatsHandle } from '../../server/nats/supervisor';
import type { RealtimeAccess } from '../../server/nats/realtime-access';
import { startSameQuestionRoomTimers, type SameQuestionRoomTimers } from '../../server/same-question-mode/room-timers';
import { nodeWsFactory as wsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { ORIGIN, sessionCookieOf, testClock } from '../support/test-app';

// Same-question mode (issue 11) over a real nats-server and a real SQLite log:
// each person's browser is a WebSocket connection with their own bearer JWT,
// subscribed to their own subjects only; the server is the app, the relay and
// the room timers, as server/main.ts runs them — and is restarted over the same
// log file, with the clock moved by hand (no timed assertions).

type Push = { event: string } & Record<string, unknown>;

/** A person's browser: every push on their subjects, awaited by predicate. */
class Listener {
  readonly pushes: Push[] = [];
  private waiters: { match: (push: Push) => boolean; resolve: (push: Push) => void }[] = [];
  private constructor(private readonly connection: NatsConnection) {}

  static async open(nats: NatsHandle, userId: string): Promise<Listener> {
    const { jwt } = await nats.mintUserToken(userId);
    const connection = await wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
    const listener = new Listener(connection);
    for (const subject of userSubscribePermissions(userId)) {
      connection.subscribe(subject, { callback: (_error, message) => listener.heard({ ...message.json<Push>(), subject: message.subject }) });
    }
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

  /** The first push (already heard or to come) matching. */
  next(event: string, match: (push: Push) => boolean = () => true): Promise<Push> {
    const predicate = (push: Push) => push.event === event && match(push);
    const heard = this.pushes.find(predicate);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve) => this.waiters.push({ match: predicate, resolve }));
  }

  close() {
    return this.connection.close();
  }
}

/** The server as server/main.ts runs it over one log file: log, relay, room timers, app. */
class Server {
  private constructor(
    readonly log: EventLog,
    private readonly relay: NatsRelay,
    readonly timers: SameQuestionRoomTimers,
    readonly app: ReturnType<typeof buildApp>,
  ) {}

  static start(path: string, nats: NatsHandle, clock: ReturnType<typeof testClock>): Server {
    const log = openEventLog({ path, clock });
    const relay = new NatsRelay({ store: log.store, db: log.db, connection: nats.connection, pushes: featurePushes({ logWith: log.logWith, notificationsEnabled: false }), pollIntervalMs: 20 });
    relay.start();
    const timers = startSameQuestionRoomTimers(log, clock);
    const realtime: RealtimeAccess = { endpoint: null, mintUserToken: (userId, now) => nats.mintUserToken(userId, { now }), status: () => 'connected' };
    return new Server(log, relay, timers, buildApp({ log, realtime, clock, sameQuestionRoomTimers: timers }));
  }

  request(path: string, init: RequestInit & { cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.method && init.method !== 'GET') headers.set('origin', ORIGIN);
    return this.app.request(`${ORIGIN}${path}`, { ...init, headers });
  }

  post(path: string, body: unknown, cookie?: string) {
    return this.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, ...(cookie ? { cookie } : {}) });
  }

  async stop() {
    this.timers.stop();
    await this.relay.stop();
    this.log.close();
  }
}

const dir = makeTempDir('same-question-mode-');
const path = join(dir.path, 'log.db');
const clock = testClock(new Date().toISOString());
let nats: NatsHandle;
let server: Server;
const cookies: Record<string, string> = {};
const listeners: Record<string, Listener> = {};
const people = ['ms.rivera', 'mr.okafor', 'ava.b', 'noah.c', 'leo.k', 'admin.lee'];
let permacode = '';

beforeAll(async () => {
  nats = await startNats({ dataDir: dir.path });
  const seeding = openEventLog({ path, clock });
  await seedDemoSchool(seeding);
  await publishCatalogue(seeding);
  seeding.close();
  server = Server.start(path, nats, clock);
  for (const username of people) {
    const response = await server.post('/signin', { username, password: 'classroom', rememberUser: true });
    expect(response.status).toBe(200);
    cookies[username] = sessionCookieOf(response);
    listeners[username] = await Listener.open(nats, demoUserId(username));
  }
  permacode = server.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'skill' && item.upcoming === 0 && item.permacode)!.permacode!;
}, 60_000);

afterAll(async () => {
  for (const listener of Object.values(listeners)) await listener.close();
  await server?.stop();
  await nats?.stop();
  dir.remove();
});

const as = (username: string) => cookies[username]!;
const get = async <T = unknown>(username: string | null, target: string) => {
  const response = await server.request(target, username ? { cookie: as(username) } : {});
  return { status: response.status, body: (await response.json()) as T };
};
const post = async <T = unknown>(username: string | null, target: string, body: unknown = {}) => {
  const response = await server.post(target, body, username ? as(username) : undefined);
  return { status: response.status, body: (await response.json()) as T };
};
const startRoom = (body: Record<string, unknown> = {}) =>
  post<SameQuestionRoom>('ms.rivera', '/same-question-mode/start', { classId: 'class_g4_room12', skillId: permacode, jamMode: 'group', durationMinutes: 10, ...body });
const endOpenRoom = async () => {
  const { body } = await get<{ room: SameQuestionRoom | null }>('ms.rivera', '/same-question-mode/active-room');
  if (body.room) expect((await get('ms.rivera', `/same-question-mode/destroy-room?roomId=${body.room.roomId}`)).status).toBe(200);
};
const state = (username: string, roomId: string) => get<RoomView>(username, `/same-question-mode/${roomId}/state`);
const forRoom = (roomId: string) => (push: Push) => push.roomId === roomId;

describe('a group jam', () => {
  it('the invitation reaches the students without a reload; answers reach the teacher; a reload keeps the answer; answers never touch SmartScore', async () => {
    const start = await startRoom();
    expect(start.status).toBe(200);
    const room = start.body;
    const classSize = server.log.queries.directory.studentIdsOfClass('class_g4_room12').length;
    expect(room).toMatchObject({
      studentCount: classSize,
      sameQuestionModeURLNamespace: '/same-question-mode',
      groupJamPracticeURL: expect.stringMatching(new RegExp(`/math/grade-4/skills/${permacode}$`)),
      pubsubEndpoint: expect.stringMatching(/^ws:\/\//),
      pubsubToken: expect.any(String),
      timeoutMs: 10 * 60_000,
      subjects: { teacher: 'push.user.u_ms_rivera.teacher', room: 'push.user.u_ms_rivera.room' },
    });

    // The invitation, on the student's general channel; then the first question on the room channel.
    const invitation = await listeners['ava.b']!.next('SAME_QUESTION_MODE', forRoom(room.roomId));
    expect(invitation).toMatchObject({ subject: 'push.user.u_ava_b', teacherLastName: 'Rivera', teacherDisplayName: 'Ms. Rivera', jamMode: 'group', durationMs: 600_000, groupJamPracticeURL: room.groupJamPracticeURL });
    const posed = await listeners['noah.c']!.next('ROOM_QUESTION_POSED', forRoom(room.roomId));
    expect(posed.subject).toBe('push.user.u_noah_c.room');
    expect(JSON.stringify(posed)).not.toMatch(/accepts|correctAnswer/);
    const invitations = await get<{ invitations: unknown[] }>('ava.b', '/same-question-mode/get-student-invitations');
    expect(invitations.body.invitations).toEqual([expect.objectContaining({ roomId: room.roomId, initialMsElapsed: 0, durationMs: 600_000 })]);
    expect((await get<{ invitations: unknown[] }>('leo.k', '/same-question-mode/get-student-invitations')).body.invitations).toEqual([]);

    // Both join; both answer; the teacher hears each as it happens.
    const before = server.log.store.lastPosition();
    for (const student of ['ava.b', 'noah.c']) expect((await post(student, `/same-question-mode/${room.roomId}/join`)).status).toBe(200);
    expect(await listeners['ms.rivera']!.next('ROOM_STUDENT_JOINED', (push) => push.roomId === room.roomId && push.studentUserId === 'u_noah_c')).toMatchObject({ subject: 'push.user.u_ms_rivera.room' });
    clock.advance(4_000);
    const view = await state('ava.b', room.roomId);
    const question = view.body.question!;
    const ava = await post<{ correct: boolean; points: number }>('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: ['7'] });
    const noah = await post<{ correct: boolean; points: number }>('noah.c', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: ['12'] });
    expect(ava.status).toBe(200);
    expect(noah.status).toBe(200);
    expect(ava.body.points).toBe(0); // a group jam never scores
    const recorded = await listeners['ms.rivera']!.next('ROOM_ANSWER_RECORDED', (push) => push.roomId === room.roomId && push.studentUserId === 'u_noah_c');
    expect(recorded).toMatchObject({ questionNumber: 1, guess: '12', correct: noah.body.correct });
    const teacherView = (await state('ms.rivera', room.roomId)).body;
    expect(teacherView.answers!.filter((row) => row.answered).map((row) => [row.studentUserId, row.guess])).toEqual([
      ['u_ava_b', '7'],
      ['u_noah_c', '12'],
    ]);
    expect(teacherView.classProgress).toMatchObject({ joined: 2, answered: 2, invited: classSize });
    expect(teacherView.leaderboard).toBeNull();

    // A second answer to the same question is refused; a reload keeps the first.
    expect(await post('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: ['8'] })).toEqual({ status: 409, body: { error: 'same_question_mode.already_answered' } });
    const reloaded = (await state('ava.b', room.roomId)).body;
    expect(reloaded.question).toEqual(question);
    expect(reloaded.myAnswer).toEqual({ guesses: ['7'], correct: ava.body.correct, points: 0 });
    expect(reloaded.answers).toBeNull();

    // Only room events were appended: no practice answer, so SmartScore is untouched.
    const practiceTypes = new Set<string>(practiceEvents.map((definition) => definition.type));
    const appended = server.log.store.readAll(before, 1_000);
    expect(appended.length).toBeGreaterThan(0);
    expect(appended.filter((event) => practiceTypes.has(event.type))).toEqual([]);

    // The next question; then the teacher ends the room and everyone hears it.
    const next = await post<RoomView>('ms.rivera', `/same-question-mode/${room.roomId}/pose`, { nextQuestionNumber: 2, numLevelsToJump: 1 });
    expect(next.body.question).toMatchObject({ questionNumber: 2, level: 2 });
    expect(await listeners['ava.b']!.next('ROOM_QUESTION_POSED', (push) => push.roomId === room.roomId && (push.question as { questionNumber: number }).questionNumber === 2)).toBeTruthy();
    expect((await post('ms.rivera', `/same-question-mode/${room.roomId}/pose`, { nextQuestionNumber: 2 })).status).toBe(409);
    expect((await get('ms.rivera', `/same-question-mode/destroy-room?roomId=${room.roomId}`)).body).toEqual({ ended: true });
    expect(await listeners['ms.rivera']!.next('SAME_QUESTION_MODE_ENDED', forRoom(room.roomId))).toMatchObject({ subject: 'push.user.u_ms_rivera.teacher', reason: 'teacher' });
    expect(await listeners['noah.c']!.next('ROOM_ENDED', forRoom(room.roomId))).toMatchObject({ subject: 'push.user.u_noah_c.room', reason: 'teacher' });
    expect((await state('ava.b', room.roomId)).body).toMatchObject({ status: 'ended', endedReason: 'teacher', summary: { questionsPosed: 2, answered: 1 } });
    expect((await get('ava.b', `/same-question-mode/${room.roomId}/check-expiration`)).body).toEqual({ isExpired: true, timeoutMs: 0 });
    // Ending again is a success that appends nothing.
    const ended = server.log.store.lastPosition();
    expect((await get('ms.rivera', `/same-question-mode/destroy-room?roomId=${room.roomId}`)).body).toEqual({ ended: true });
    expect(server.log.store.lastPosition()).toBe(ended);
  });
});

describe('a competition jam', () => {
  it('scores right answers, faster more, and shows the standings to the students when the answer is revealed', async () => {
    const room = (await startRoom({ jamMode: 'competition' })).body;
    expect(await listeners['ava.b']!.next('COMPETITION_JAM', forRoom(room.roomId))).toMatchObject({ jamMode: 'competition' });
    for (const student of ['ava.b', 'noah.c']) await post(student, `/same-question-mode/${room.roomId}/join`);
    const events = server.log.store.readStream(`same-question-room:${room.roomId}`);
    const posed = events.find((event) => event.type === 'SameQuestionPosed')!.data as { posed: { correctAnswer: string } };
    clock.advance(2_000);
    const fast = await post<{ correct: boolean; points: number }>('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: [posed.posed.correctAnswer] });
    clock.advance(10_000);
    const slow = await post<{ correct: boolean; points: number }>('noah.c', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: [posed.posed.correctAnswer] });
    expect(fast.body.correct && slow.body.correct).toBe(true);
    expect(fast.body.points).toBeGreaterThan(slow.body.points);
    // Before the reveal a student's standings leave the current question out; the teacher's do not.
    expect((await state('ava.b', room.roomId)).body.leaderboard!.every((row) => row.points === 0)).toBe(true);
    expect((await state('ms.rivera', room.roomId)).body.leaderboard![0]).toMatchObject({ studentUserId: 'u_ava_b', points: fast.body.points, rank: 1 });
    await post('ms.rivera', `/same-question-mode/${room.roomId}/reveal`, { questionNumber: 1 });
    const board = await listeners['noah.c']!.next('ROOM_LEADERBOARD', forRoom(room.roomId));
    expect((board.leaderboard as { studentUserId: string; points: number }[]).slice(0, 2)).toEqual([
      expect.objectContaining({ studentUserId: 'u_ava_b', points: fast.body.points, rank: 1 }),
      expect.objectContaining({ studentUserId: 'u_noah_c', points: slow.body.points, rank: 2 }),
    ]);
    expect(await listeners['ava.b']!.next('ROOM_ANSWER_REVEALED', forRoom(room.roomId))).toMatchObject({ correctAnswer: posed.posed.correctAnswer });
    await endOpenRoom();
  });
});

describe('a room on a Spark Studio set', () => {
  it('poses the set’s questions in order, graded by Spark Studio’s rules; an edit of the set does not change the running room; others’ private sets are not found', async () => {
    const created = await post<{ questionSetId: string }>('ms.rivera', '/spark-studio/sets', { title: 'Planets' });
    expect(created.status).toBe(200);
    const { questionSetId } = created.body;
    const add = (question: Record<string, unknown>) => post(`ms.rivera`, `/spark-studio/sets/${questionSetId}/questions`, question);
    expect((await add({ kind: 'multipleChoice', prompt: 'The largest planet?', choices: ['Mars', 'Jupiter'], answer: 'Jupiter', explanation: 'Jupiter is the largest.' })).status).toBe(200);
    expect((await add({ kind: 'number', prompt: 'How many planets?', answer: '8', explanation: 'Since 2006.' })).status).toBe(200);

    // Another teacher cannot start a room on ms.rivera's private set.
    expect(await post('mr.okafor', '/same-question-mode/start', { classId: 'class_g5_room3', questionSetId, jamMode: 'group', durationMinutes: 5 })).toEqual({
      status: 404,
      body: { error: 'same_question_mode.unknown_question_set' },
    });

    const room = (await startRoom({ skillId: undefined, questionSetId })).body;
    expect(room.groupJamPracticeURL).toBe(`/sparkstudio/sets/${questionSetId}`);
    const view = (await state('ava.b', room.roomId)).body;
    expect(view).toMatchObject({ title: 'Planets', question: { questionNumber: 1, level: 0, prompt: 'The largest planet?', answerType: 'choice', choices: ['Mars', 'Jupiter'], art: null } });
    await post('ava.b', `/same-question-mode/${room.roomId}/join`);
    expect((await post('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: ['jupiter'] })).body).toEqual({ correct: true, points: 0 });

    // The author edits the set's second question while the room runs: the room poses it as it was at the start.
    const detail = await get<{ questions: { questionId: string }[] }>('ms.rivera', `/spark-studio/sets/${questionSetId}`);
    const secondId = detail.body.questions[1]!.questionId;
    expect((await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions/${secondId}`, { kind: 'number', prompt: 'Planets, now?', answer: '9', explanation: 'Changed.' })).status).toBe(200);
    const second = await post<RoomView>('ms.rivera', `/same-question-mode/${room.roomId}/pose`, { nextQuestionNumber: 2, numLevelsToJump: 1 });
    expect(second.body.question).toMatchObject({ questionNumber: 2, level: 0, prompt: 'How many planets?', answerType: 'number', choices: null });
    expect((await post('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 2, guesses: ['8.0'] })).body).toEqual({ correct: true, points: 0 });
    expect(await post('ms.rivera', `/same-question-mode/${room.roomId}/pose`, { nextQuestionNumber: 3 })).toEqual({ status: 409, body: { error: 'same_question_mode.no_more_questions' } });
    await endOpenRoom();
  });
});

describe('authorization', () => {
  it('anyone but the invited students and the room’s teacher gets 403 (visitors 401), and nothing is appended', async () => {
    const room = (await startRoom()).body;
    await post('ava.b', `/same-question-mode/${room.roomId}/join`);
    const before = server.log.store.lastPosition();
    const refused = async (username: string | null, method: 'GET' | 'POST', target: string, status: number, error: string, body: unknown = {}) => {
      const answer = method === 'GET' ? await get(username, target) : await post(username, target, body);
      expect(answer, `${username} ${method} ${target}`).toEqual({ status, body: { error } });
    };
    const r = `/same-question-mode/${room.roomId}`;
    // leo.k is in another class: not invited.
    await refused('leo.k', 'POST', `${r}/join`, 403, 'same_question_mode.not_invited');
    await refused('leo.k', 'POST', `${r}/answer`, 403, 'same_question_mode.not_invited', { questionNumber: 1, guesses: ['7'] });
    await refused('leo.k', 'GET', `${r}/state`, 403, 'same_question_mode.not_invited');
    await refused('leo.k', 'GET', `${r}/check-expiration`, 403, 'same_question_mode.not_invited');
    // Another teacher, and the school's administrator, do not run this room.
    for (const other of ['mr.okafor', 'admin.lee']) {
      await refused(other, 'POST', `${r}/pose`, 403, 'same_question_mode.not_your_room', { nextQuestionNumber: 2 });
      await refused(other, 'POST', `${r}/reveal`, 403, 'same_question_mode.not_your_room', { questionNumber: 1 });
      await refused(other, 'POST', `${r}/pause`, 403, 'same_question_mode.not_your_room');
      await refused(other, 'GET', `/same-question-mode/destroy-room?roomId=${room.roomId}`, 403, 'same_question_mode.not_your_room');
      await refused(other, 'GET', `${r}/state`, 403, 'same_question_mode.not_your_room');
    }
    // A student controls nothing; the teacher does not answer.
    await refused('ava.b', 'POST', `${r}/pose`, 403, 'same_question_mode.not_your_room', { nextQuestionNumber: 2 });
    await refused('ava.b', 'GET', `/same-question-mode/destroy-room?roomId=${room.roomId}`, 403, 'same_question_mode.not_your_room');
    await refused('ms.rivera', 'POST', `${r}/answer`, 403, 'same_question_mode.not_invited', { questionNumber: 1, guesses: ['7'] });
    await refused('ava.b', 'POST', '/same-question-mode/start', 403, 'same_question_mode.not_a_teacher', { classId: 'class_g4_room12', skillId: permacode, jamMode: 'group', durationMinutes: 5 });
    // Teachers invite only their own students.
    await endOpenRoom();
    const ended = server.log.store.lastPosition();
    await refused('ms.rivera', 'POST', '/same-question-mode/start', 403, 'same_question_mode.student_not_in_reach', { studentUserIds: ['u_leo_k'], skillId: permacode, jamMode: 'group', durationMinutes: 5 });
    await refused('mr.okafor', 'POST', '/same-question-mode/start', 403, 'same_question_mode.student_not_in_reach', { classId: 'class_g4_room12', skillId: permacode, jamMode: 'group', durationMinutes: 5 });
    await refused('ms.rivera', 'POST', '/same-question-mode/start', 404, 'same_question_mode.unknown_skill', { classId: 'class_g4_room12', skillId: 'NOPE1', jamMode: 'group', durationMinutes: 5 });
    await refused('ms.rivera', 'POST', '/same-question-mode/start', 400, 'same_question_mode.invalid_duration', { classId: 'class_g4_room12', skillId: permacode, jamMode: 'group', durationMinutes: 121 });
    await refused('ms.rivera', 'POST', '/same-question-mode/start', 400, 'same_question_mode.one_source_required', { classId: 'class_g4_room12', jamMode: 'group', durationMinutes: 5 });
    // Visitors: 401.
    await refused(null, 'GET', `${r}/state`, 401, 'request.sign_in_required');
    await refused(null, 'POST', `${r}/join`, 401, 'request.sign_in_required');
    expect(server.log.store.lastPosition()).toBe(ended);
    expect(ended).toBe(before + 1); // only the teacher's end
    // A second open room is refused while one is open.
    await startRoom();
    await refused('ms.rivera', 'POST', '/same-question-mode/start', 409, 'same_question_mode.room_already_open', { classId: 'class_g4_room12', skillId: permacode, jamMode: 'group', durationMinutes: 5 });
    await endOpenRoom();
  });
});

describe('a server restart', () => {
  it('mid-room keeps every answer and the current question; a room whose end passed while down ends on start and says so', async () => {
    const room = (await startRoom({ durationMinutes: 5 })).body;
    await post('ava.b', `/same-question-mode/${room.roomId}/join`);
    await post('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: ['7'] });
    const before = (await state('ava.b', room.roomId)).body;

    // Down and up again, two minutes later: the room is still open, with Ava's answer.
    await server.stop();
    clock.advance(2 * 60_000);
    server = Server.start(path, nats, clock);
    const after = (await state('ava.b', room.roomId)).body;
    expect(after.question).toEqual(before.question);
    expect(after.myAnswer).toEqual(before.myAnswer);
    expect(after.status).toBe('open');
    expect(await post('ava.b', `/same-question-mode/${room.roomId}/answer`, { questionNumber: 1, guesses: ['8'] })).toEqual({ status: 409, body: { error: 'same_question_mode.already_answered' } });
    expect((await get<{ room: SameQuestionRoom }>('ms.rivera', '/same-question-mode/active-room')).body.room).toMatchObject({ roomId: room.roomId, timeoutMs: 3 * 60_000 });

    // Down again past the room's end: on start the timers end it, as of its end time, and the pushes go out.
    await server.stop();
    clock.advance(10 * 60_000);
    server = Server.start(path, nats, clock);
    const endedPush = await listeners['ms.rivera']!.next('SAME_QUESTION_MODE_ENDED', forRoom(room.roomId));
    expect(endedPush).toMatchObject({ reason: 'time' });
    expect(await listeners['ava.b']!.next('ROOM_ENDED', forRoom(room.roomId))).toMatchObject({ reason: 'time' });
    const ended = server.log.store.readStream(`same-question-room:${room.roomId}`).filter((event) => event.type === 'SameQuestionRoomEnded');
    expect(ended.map((event) => (event.data as { endedAt: string }).endedAt)).toEqual([new Date(Date.parse(after.endsAt)).toISOString()]);
    expect((await state('ava.b', room.roomId)).body).toMatchObject({ status: 'ended', endedReason: 'time', myAnswer: before.myAnswer });
    expect((await get<{ room: null }>('ms.rivera', '/same-question-mode/active-room')).body.room).toBeNull();
  });

  it('the teacher ending a room as its timer fires appends one end; both succeed', async () => {
    const room = (await startRoom({ durationMinutes: 1 })).body;
    clock.advance(60_000);
    const [byTeacher] = await Promise.all([get('ms.rivera', `/same-question-mode/destroy-room?roomId=${room.roomId}`), server.timers.arm(room.roomId, clock().getTime())]);
    expect(byTeacher).toEqual({ status: 200, body: { ended: true } });
    await listeners['ms.rivera']!.next('SAME_QUESTION_MODE_ENDED', forRoom(room.roomId));
    expect(server.log.store.readStream(`same-question-room:${room.roomId}`).filter((event) => event.type === 'SameQuestionRoomEnded')).toHaveLength(1);
  });
});
