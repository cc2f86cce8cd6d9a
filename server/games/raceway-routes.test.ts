import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgedRaceAnswer, RaceView, StartedRace, StudentRacewayReport } from '../../events/games';
import { RACE_PENALTY_MS, VISITOR_DAILY_RACES } from '../../events/games/raceway-contract';
import { raceQuestion } from '../../events/games/raceway-questions';
import { demoUserId } from '../demo/demo-school';
import { startTestApp } from '../../tests/support/test-app';

// The raceway's calls (issue 28, docs/games.md) over a real SQLite log with the demo school.

let t: Awaited<ReturnType<typeof startTestApp>>;
let permacode: string;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  const skill = t.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'skill' && item.permacode);
  permacode = skill!.permacode!;
  for (const username of ['ava.b', 'noah.c', 'mia.d', 'ms.rivera', 'mr.okafor', 'leo.k']) cookies[username] = await t.signIn(username).catch(() => '');
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const start = (username: string, body: unknown) => t.postJson('/raceway/races', body, as(username));
const raceOf = async (username: string, raceId: string) => (await (await t.request(`/raceway/races/${raceId}`, as(username))).json()) as RaceView;
const answer = (username: string, raceId: string, body: unknown) => t.postJson(`/raceway/races/${raceId}/answer`, body, as(username));
async function refused(send: () => Response | Promise<Response>) {
  const before = t.log.store.lastPosition();
  const response = await send();
  return { status: response.status, body: (await response.json()) as unknown, appended: t.log.store.lastPosition() - before };
}
/** The right answer of the caller's current question (the engine, seeded by the race: tests may know it). */
async function rightAnswerFor(username: string, raceId: string): Promise<{ questionKey: string; response: string }> {
  const view = await raceOf(username, raceId);
  const race = t.log.queries.raceway.race(raceId)!;
  const questionNumber = Number(view.question!.questionKey.slice(1));
  return { questionKey: view.question!.questionKey, response: raceQuestion(race.engine, raceId, questionNumber).correctAnswer };
}

describe('a class race', () => {
  it('a teacher starts it for their class; students join, answer, move; the race ends with standings', async () => {
    const response = await start('ms.rivera', { permacode, classId: 'class_g4_room12', questions: 5 });
    expect(response.status).toBe(200);
    const { raceId } = (await response.json()) as StartedRace;
    const teacherView = await raceOf('ms.rivera', raceId);
    expect(teacherView).toMatchObject({ mode: 'class', role: 'host', questions: 5, question: null, racerId: null });
    expect(teacherView.cars.length).toBeGreaterThan(3);

    // Before joining: no question.
    expect((await raceOf('ava.b', raceId)).question).toBeNull();
    const joined = (await (await t.postJson(`/raceway/races/${raceId}/join`, {}, as('ava.b'))).json()) as RaceView;
    expect(joined).toMatchObject({ role: 'racer', joined: true, racerId: demoUserId('ava.b'), question: { questionKey: 'q1' } });
    expect(JSON.stringify(joined.question)).not.toContain('correctAnswer');

    const first = (await (await answer('ava.b', raceId, await rightAnswerFor('ava.b', raceId))).json()) as JudgedRaceAnswer;
    expect(first).toMatchObject({ correct: true, position: 1, penaltyMs: 0, place: null });
    expect(first.race.cars.find((car) => car.racerId === demoUserId('ava.b'))!.position).toBe(1);

    // A wrong answer: the right one shown, and the car held by the server's clock.
    const wrong = (await (await answer('ava.b', raceId, { questionKey: 'q2', response: 'no such answer' })).json()) as JudgedRaceAnswer;
    expect(wrong).toMatchObject({ correct: false, position: 1, penaltyMs: RACE_PENALTY_MS });
    expect(wrong.correctAnswer).not.toBe('');
    expect(await refused(async () => answer('ava.b', raceId, await rightAnswerFor('ava.b', raceId)))).toEqual({ status: 409, body: { error: 'raceway.penalty' }, appended: 0 });
    t.clock.advance(RACE_PENALTY_MS);
    // A reload: back where they were.
    expect(await raceOf('ava.b', raceId)).toMatchObject({ joined: true, question: { questionKey: 'q3' }, penaltyMs: 0, lastAnswer: { questionKey: 'q2', correct: false } });

    // Others may not: a student of another class, a student ending it, a teacher of another class.
    expect(await refused(() => t.postJson(`/raceway/races/${raceId}/join`, {}, as('leo.k')))).toMatchObject({ status: 403, appended: 0 });
    expect(await refused(() => t.postJson(`/raceway/races/${raceId}/end`, {}, as('ava.b')))).toEqual({ status: 403, body: { error: 'raceway.not_your_race' }, appended: 0 });
    expect(await refused(() => t.postJson(`/raceway/races/${raceId}/end`, {}, as('mr.okafor')))).toEqual({ status: 403, body: { error: 'raceway.not_your_race' }, appended: 0 });
    expect((await refused(() => t.request(`/raceway/races/${raceId}`, as('mr.okafor')))).status).toBe(403);

    const ended = await t.postJson(`/raceway/races/${raceId}/end`, {}, as('ms.rivera'));
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as RaceView).standings![0]).toMatchObject({ racerId: demoUserId('ava.b'), position: 1 });
    // Once: ending again appends nothing; no answer after the end.
    expect((await refused(() => t.postJson(`/raceway/races/${raceId}/end`, {}, as('ms.rivera')))).appended).toBe(0);
    expect(await refused(async () => answer('ava.b', raceId, { questionKey: 'q3', response: '1' }))).toEqual({ status: 409, body: { error: 'raceway.race_over' }, appended: 0 });
  });

  it('a teacher races only their own classes; a student starts no class race', async () => {
    expect(await refused(() => start('mr.okafor', { permacode, classId: 'class_g4_room12', questions: 5 }))).toEqual({ status: 403, body: { error: 'raceway.not_your_class' }, appended: 0 });
    expect(await refused(() => start('ava.b', { permacode, classId: 'class_g4_room12', questions: 5 }))).toEqual({ status: 403, body: { error: 'raceway.not_a_teacher' }, appended: 0 });
  });
});

describe('bad input → 4xx with a key, nothing appended', () => {
  it.each([
    [{ permacode: 'NOPE99', questions: 5 }, 404, 'raceway.unknown_skill'],
    [{ permacode: '??', questions: 5 }, 400, 'raceway.unknown_skill'],
    [{ questions: 5 }, 400, 'raceway.unknown_skill'],
    [{ permacode: 'X', questions: 2 }, 400, 'raceway.invalid_questions'],
    [{ permacode: 'X', questions: 'many' }, 400, 'raceway.invalid_questions'],
  ])('POST /raceway/races %j', async (body, status, error) => {
    const result = await refused(() => start('ava.b', 'permacode' in body && body.permacode === 'X' ? { ...body, permacode } : body));
    expect(result).toEqual({ status, body: { error }, appended: 0 });
  });

  it('unknown races, answers that are none, no CSRF header, too large a body', async () => {
    expect(await refused(() => t.request('/raceway/races/nope', as('ava.b')))).toEqual({ status: 404, body: { error: 'raceway.unknown_race' }, appended: 0 });
    const { raceId } = (await (await start('ava.b', { permacode, questions: 5 })).json()) as StartedRace;
    expect(await refused(() => answer('ava.b', raceId, { questionKey: 'q1', response: '' }))).toEqual({ status: 400, body: { error: 'raceway.invalid_response' }, appended: 0 });
    expect(await refused(() => answer('ava.b', raceId, { questionKey: 'q9', response: '1' }))).toEqual({ status: 409, body: { error: 'raceway.not_the_current_question' }, appended: 0 });
    expect((await refused(() => t.postJson(`/raceway/races/${raceId}/answer`, { questionKey: 'q1', response: '1' }, { cookie: cookies['ava.b']! }))).status).toBe(403);
    expect((await refused(() => answer('ava.b', raceId, { questionKey: 'q1', response: 'x'.repeat(70_000) }))).status).toBe(413);
  });
});

describe('solo races', () => {
  it('a student races two pace cars and may end their own race', async () => {
    const { raceId } = (await (await start('noah.c', { permacode, questions: 5 })).json()) as StartedRace;
    const view = await raceOf('noah.c', raceId);
    expect(view).toMatchObject({ mode: 'solo', role: 'solo', joined: true, question: { questionKey: 'q1' } });
    expect(view.cars.filter((car) => car.pace)).toHaveLength(2);
    for (let n = 0; n < 5; n++) {
      t.clock.advance(2_000);
      await answer('noah.c', raceId, await rightAnswerFor('noah.c', raceId));
    }
    const over = await raceOf('noah.c', raceId);
    expect(over.endReason).toBe('all_finished');
    expect(over.cars.find((car) => car.racerId === demoUserId('noah.c'))!.place).toBe(1);
    // The next race's pace cars follow Noah's pace (2 s a question): 1.8 s and 2.4 s.
    const next = (await (await start('noah.c', { permacode, questions: 5 })).json()) as StartedRace;
    expect((await raceOf('noah.c', next.raceId)).paceCars.map((car) => car.secondsPerQuestion)).toEqual([1.8, 2.4]);
    expect((await t.postJson(`/raceway/races/${next.raceId}/end`, {}, as('noah.c'))).status).toBe(200);
  });

  it(`a visitor runs ${VISITOR_DAILY_RACES} races a day, counted by the server's visitor id — two tabs at once do not double it`, async () => {
    const first = await t.postJson('/raceway/races', { permacode, questions: 5 }, { headers: csrf });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    const visitor = { cookie, headers: csrf };
    // Two tabs at once, then a third: three allowed in all.
    const [a, b] = await Promise.all([t.postJson('/raceway/races', { permacode, questions: 5 }, visitor), t.postJson('/raceway/races', { permacode, questions: 5 }, visitor)]);
    expect([a.status, b.status].sort()).toEqual([200, 200]);
    const before = t.log.store.lastPosition();
    const [c, d] = await Promise.all([t.postJson('/raceway/races', { permacode, questions: 5 }, visitor), t.postJson('/raceway/races', { permacode, questions: 5 }, visitor)]);
    expect([c.status, d.status]).toEqual([403, 403]);
    expect(await c.json()).toEqual({ error: 'raceway.limit_reached' });
    expect(t.log.store.lastPosition()).toBe(before);
    // The race is theirs by the cookie; an id the caller names is never read.
    const raceId = ((await first.json()) as StartedRace).raceId;
    expect((await t.request(`/raceway/races/${raceId}`, visitor)).status).toBe(200);
    expect((await t.request(`/raceway/races/${raceId}`, { headers: csrf })).status).toBe(403);
    // The next day, three more.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await t.postJson('/raceway/races', { permacode, questions: 5 }, visitor)).status).toBe(200);
  });
});

describe('GET /reports/student-raceway', () => {
  it('per student: races run, wins, podiums, accuracy, questions per minute; CSV too; the teacher’s own classes only', async () => {
    for (const username of ['mia.d', 'ms.rivera', 'mr.okafor', 'ava.b']) cookies[username] = await t.signIn(username); // a day went by: new sessions
    const { raceId } = (await (await start('ms.rivera', { permacode, classId: 'class_g4_room12', questions: 5 })).json()) as StartedRace;
    expect((await t.postJson(`/raceway/races/${raceId}/join`, {}, as('mia.d'))).status).toBe(200);
    for (let n = 0; n < 5; n++) {
      t.clock.advance(3_000);
      expect((await answer('mia.d', raceId, await rightAnswerFor('mia.d', raceId))).status).toBe(200);
    }
    const response = await t.request('/reports/student-raceway?classId=class_g4_room12&range=today', { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(200);
    const report = (await response.json()) as StudentRacewayReport;
    expect(report.students.find((row) => row.studentUserId === demoUserId('mia.d'))).toEqual({
      studentUserId: demoUserId('mia.d'),
      displayName: 'Mia D.',
      racesRun: 1,
      wins: 1,
      podiums: 1,
      answered: 5,
      right: 5,
      accuracy: 1,
      questionsPerMinute: 20,
    });
    const csv = await t.request('/reports/student-raceway?classId=class_g4_room12&range=today&format=csv', { cookie: cookies['ms.rivera']! });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Student,Races run,Wins,Podiums,Answered,Right,Accuracy (%),Questions per minute');
    expect(lines).toContain('Mia D.,1,1,1,5,5,100,20');
    expect((await t.request('/reports/student-raceway?classId=class_g4_room12', { cookie: cookies['mr.okafor']! })).status).toBe(403);
    expect((await t.request('/reports/student-raceway?classId=class_g4_room12', { cookie: cookies['ava.b']! })).status).toBe(403);
    expect(await refused(() => t.request('/reports/student-raceway?classId=class_g4_room12&range=forever', { cookie: cookies['ms.rivera']! }))).toEqual({ status: 400, body: { error: 'reports.invalid_range' }, appended: 0 });
  });
});
