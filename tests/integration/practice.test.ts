import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveClassroomClass, MyPractice, PracticeFeedback, PracticeQuestion, QuestionsLogEntry } from '../../events/practice';
import { isCorrectResponse } from '../../events/practice/question-engine';
import { signedTrackingIds } from '../../server/auth/signed-tracking-ids';
import { demoUserId } from '../../server/demo/demo-school';
import { PUBLIC_WRITE_LIMITS } from '../../server/http/public-write-limits';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../../server/practice/practice-skills';
import { questionKeys } from '../../server/practice/question-keys';
import { startTestApp, TEST_TRACKING_KEY } from '../support/test-app';

// Issue 10 items 3–5, 8 and 9, the server side: questions named by signed keys,
// answers judged by regenerating the question, SmartScore, the visitors' ten a
// day, My practice, the live classroom and a student's questions log.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
let otherSkill: CatalogueSkill;
const cookies: Record<string, string> = {};
const keys = questionKeys(TEST_TRACKING_KEY);

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skill = catalogueSkill(t.log.queries.catalogue, mathSkills[0]!.permacode!)!;
  otherSkill = catalogueSkill(t.log.queries.catalogue, mathSkills[1]!.permacode!)!;
  for (const username of ['ava.b', 'noah.c', 'leo.k', 'ms.rivera', 'mr.okafor', 'admin.lee', 'district.chen', 'park.family', 'mina']) cookies[username] = await t.signIn(username, 'classroom', true); // remembered: 30 days, as the tests move the clock a day each
}, 60_000);
afterAll(() => t?.close());
// Every test on a new day of the app's clock: the visitors' daily count and the hourly limits start from zero.
beforeEach(() => t.clock.advance(24 * 60 * 60 * 1000));

const today = () => t.clock().toISOString().slice(0, 10);

async function ask(of: CatalogueSkill, cookie?: string): Promise<{ question: PracticeQuestion; visitorCookie: string | null }> {
  const response = await t.request(`/practice/${of.permacode}/question`, cookie ? { cookie } : {});
  expect(response.status, await response.clone().text()).toBe(200);
  const visitor = /lc_visitor=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  return { question: (await response.json()) as PracticeQuestion, visitorCookie: visitor ? `lc_visitor=${visitor[1]}` : null };
}

/** The right answer, as only the server can know it: the question regenerated from its key. */
function rightAnswer(of: CatalogueSkill, questionKey: string): string {
  const asked = keys.verify(questionKey)!;
  return regenerateQuestion(of, asked.level, keys.engineSeed(asked.seed)).correctAnswer;
}

function wrongAnswer(of: CatalogueSkill, questionKey: string): string {
  const asked = keys.verify(questionKey)!;
  const question = regenerateQuestion(of, asked.level, keys.engineSeed(asked.seed));
  const wrong = [...(question.choices ?? []), '-98765', 'no idea'].find((response) => !isCorrectResponse(question.accepts, response))!;
  return wrong;
}

function answer(of: CatalogueSkill, questionKey: string, response: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.postJson(`/practice/${of.permacode}/answer`, { questionKey, response, secondsSpent: 12 }, { ...(cookie ? { cookie } : {}), headers });
}

async function answered(of: CatalogueSkill, cookie: string | undefined, correct: boolean): Promise<PracticeFeedback> {
  const { question } = await ask(of, cookie);
  const response = await answer(of, question.questionKey, correct ? rightAnswer(of, question.questionKey) : wrongAnswer(of, question.questionKey), cookie);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PracticeFeedback;
}

async function expectRefused(response: Response | Promise<Response>, status: number, error: string, before: number) {
  const refused = await response;
  expect(refused.status).toBe(status);
  expect(await refused.json()).toMatchObject({ error });
  expect(t.log.store.lastPosition(), 'nothing appended').toBe(before);
}

describe('a question', () => {
  it('is named by a signed key and comes without its answer; its level follows the SmartScore', async () => {
    const { question } = await ask(skill, cookies['noah.c']);
    expect(question).toMatchObject({ level: 1, smartScore: 0, questionNumber: 1 });
    expect(Object.keys(question).sort()).toEqual(expect.arrayContaining(['answerType', 'level', 'prompt', 'questionKey', 'questionNumber', 'smartScore']));
    for (const secret of ['correctAnswer', 'explanation', 'accepts']) expect(question).not.toHaveProperty(secret);
    expect(question.questionKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(keys.verify(question.questionKey)).toMatchObject({ permacode: skill.permacode, level: 1, learnerId: demoUserId('noah.c'), askedAt: t.clock().getTime() });
    // The key shows its seed, but the engine was given the server-keyed seed: the seed alone does not make the question (nor its answer).
    const asked = keys.verify(question.questionKey)!;
    expect(regenerateQuestion(skill, asked.level, keys.engineSeed(asked.seed)).prompt).toBe(question.prompt);
    expect(keys.engineSeed(asked.seed)).not.toBe(questionKeys(Buffer.from('any other key, 32 bytes or more....')).engineSeed(asked.seed));
    // Two askings are two questions.
    expect((await ask(skill, cookies['noah.c'])).question.questionKey).not.toBe(question.questionKey);
  });

  it('is 404 practice.unknown_skill for an unknown or upcoming skill', async () => {
    const upcoming = t.log.queries.catalogue.landingPage('US', 'math', 4).concat(t.log.queries.catalogue.landingPage('US', 'math', 5)).find((item) => item.kind === 'skill' && item.upcoming === 1);
    for (const permacode of ['NOSUCH', 'x'.repeat(40), ...(upcoming ? [upcoming.permacode!] : [])]) {
      const response = await t.request(`/practice/${permacode}/question`, { cookie: cookies['ava.b']! });
      expect(response.status, permacode).toBe(404);
      expect(await response.json()).toEqual({ error: 'practice.unknown_skill' });
    }
  });
});

describe('an answer', () => {
  it('right raises the SmartScore as docs/practice.md says (0 → 13), wrong lowers it (13 → 10), with the answer and its explanation', async () => {
    const learner = cookies['leo.k']!;
    const before = t.log.store.lastPosition();
    const right = await answered(otherSkill, learner, true);
    expect(right).toMatchObject({ correct: true, smartScore: 13, level: 1, questionsAnswered: 1, proficient: false, mastered: false });
    const wrong = await answered(otherSkill, learner, false);
    expect(wrong).toMatchObject({ correct: false, smartScore: 10, level: 1, questionsAnswered: 2 });
    expect(wrong.correctAnswer).not.toBe('');
    expect(wrong.explanation.length).toBeGreaterThan(0);
    const events = t.log.store.readAll(before, 10);
    expect(events.map((event) => [event.type, event.metadata.streamId])).toEqual([
      ['PracticeQuestionAnswered', `practice:${demoUserId('leo.k')}:${otherSkill.skillId}`],
      ['PracticeQuestionAnswered', `practice:${demoUserId('leo.k')}:${otherSkill.skillId}`],
    ]);
    expect(events[1]!.data).toMatchObject({ learnerId: demoUserId('leo.k'), visitor: false, correct: false, scoreBefore: 13, scoreAfter: 10, secondsSpent: 12 });
    // The next question follows: number 3, at the score.
    expect((await ask(otherSkill, learner)).question).toMatchObject({ smartScore: 10, questionNumber: 3, level: 1 });
  });

  it('with a forged, tampered or foreign-purpose key is 400 practice.invalid_question_key, and appends nothing', async () => {
    const { question } = await ask(skill, cookies['ava.b']);
    const key = question.questionKey;
    const before = t.log.store.lastPosition();
    const forged = [
      randomBytes(90).toString('base64url'),
      // Signed with another key.
      questionKeys(Buffer.from('not the server key, but 32 bytes or more')).issue({ ...keys.verify(key)!, askedAt: t.clock().getTime() }),
      // Signed by the server, for another purpose (a search's tracking id).
      signedTrackingIds(TEST_TRACKING_KEY).issue('search-1', t.clock()),
      // Altered: every tenth character.
      ...Array.from({ length: Math.ceil(key.length / 10) }, (_, i) => {
        const at = i * 10;
        return `${key.slice(0, at)}${key[at] === 'A' ? 'B' : 'A'}${key.slice(at + 1)}`;
      }),
    ];
    for (const questionKey of forged) await expectRefused(answer(skill, questionKey, '1', cookies['ava.b']), 400, 'practice.invalid_question_key', before);
    // A genuine key of another skill, sent to this skill's answer.
    await expectRefused(answer(otherSkill, key, '1', cookies['ava.b']), 400, 'practice.invalid_question_key', before);
  });

  it('with another learner’s key is 403 practice.not_your_question, and appends nothing', async () => {
    const { question } = await ask(skill, cookies['ava.b']);
    const { question: visitorQuestion } = await ask(skill);
    const before = t.log.store.lastPosition();
    await expectRefused(answer(skill, question.questionKey, rightAnswer(skill, question.questionKey), cookies['noah.c']), 403, 'practice.not_your_question', before);
    await expectRefused(answer(skill, question.questionKey, rightAnswer(skill, question.questionKey)), 403, 'practice.not_your_question', before);
    await expectRefused(answer(skill, visitorQuestion.questionKey, '1', cookies['ava.b']), 403, 'practice.not_your_question', before);
  });

  it('twice is 409 practice.already_answered and appends nothing; a retry with the same Idempotency-Key answers as the first did', async () => {
    const { question } = await ask(skill, cookies['noah.c']);
    const response = rightAnswer(skill, question.questionKey);
    const first = await answer(skill, question.questionKey, response, cookies['noah.c'], { 'idempotency-key': 'answer-1' });
    expect(first.status).toBe(200);
    const feedback = await first.json();
    const before = t.log.store.lastPosition();
    const retried = await answer(skill, question.questionKey, response, cookies['noah.c'], { 'idempotency-key': 'answer-1' });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(feedback);
    expect(t.log.store.lastPosition()).toBe(before);
    await expectRefused(answer(skill, question.questionKey, response, cookies['noah.c']), 409, 'practice.already_answered', before);
    await expectRefused(answer(skill, question.questionKey, 'changed my mind', cookies['noah.c'], { 'idempotency-key': 'answer-2' }), 409, 'practice.already_answered', before);
  });

  it('a day after the question was asked is 400 practice.question_expired', async () => {
    const { question } = await ask(skill, cookies['noah.c']);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    await expectRefused(answer(skill, question.questionKey, '1', cookies['noah.c']), 400, 'practice.question_expired', t.log.store.lastPosition());
  });
});

describe('visitors', () => {
  it('get an anonymous visitor id in a signed, httpOnly, SameSite=Lax cookie; a forged one is replaced, never trusted', async () => {
    const response = await t.request(`/practice/${skill.permacode}/question`);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^lc_visitor=[A-Za-z0-9_-]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const { questionKey } = (await response.json()) as PracticeQuestion;
    const visitorId = keys.verify(questionKey)!.learnerId;
    expect(visitorId).toMatch(/^v_[A-Za-z0-9]+$/);
    const cookie = setCookie.split(';')[0]!;
    // The cookie names the same visitor next time, and sets nothing new.
    const again = await t.request(`/practice/${skill.permacode}/question`, { cookie });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(keys.verify(((await again.json()) as PracticeQuestion).questionKey)!.learnerId).toBe(visitorId);
    // A made-up or altered cookie: a new visitor.
    for (const forged of ['lc_visitor=v_someone', `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`]) {
      const replaced = await t.request(`/practice/${skill.permacode}/question`, { cookie: forged });
      expect(replaced.headers.get('set-cookie')).toMatch(/^lc_visitor=/);
      const learnerId = keys.verify(((await replaced.json()) as PracticeQuestion).questionKey)!.learnerId;
      expect(learnerId).not.toBe(visitorId);
      expect(learnerId).not.toBe('v_someone');
    }
  });

  it('answer ten questions a day; the eleventh is 403 practice.limit_reached with the edition’s skill count, and appends nothing', async () => {
    const first = await ask(skill);
    const cookie = first.visitorCookie!;
    const before = t.log.store.lastPosition();
    for (let i = 0; i < 10; i++) {
      const { question } = i === 0 ? first : await ask(i % 2 === 0 ? skill : otherSkill, cookie);
      const of = keys.verify(question.questionKey)!.permacode === skill.permacode ? skill : otherSkill;
      const response = await answer(of, question.questionKey, rightAnswer(of, question.questionKey), cookie);
      expect(response.status, `answer ${i + 1}`).toBe(200);
    }
    const answeredEvents = t.log.store.readAll(before, 100).filter((event) => event.type === 'PracticeQuestionAnswered');
    expect(answeredEvents).toHaveLength(10);
    expect(answeredEvents.every((event) => (event.data as { visitor: boolean }).visitor)).toBe(true);
    expect(answeredEvents[0]!.metadata.streamId).toMatch(/^practice:v_[A-Za-z0-9]+:\d+$/);

    const { question } = await ask(skill, cookie);
    const editions = (await (await t.request('/editions')).json()) as { numTotalSkillsInEdition: number };
    const afterTen = t.log.store.lastPosition();
    const refused = await answer(skill, question.questionKey, rightAnswer(skill, question.questionKey), cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'practice.limit_reached', numTotalSkillsInEdition: editions.numTotalSkillsInEdition });
    expect(editions.numTotalSkillsInEdition).toBeGreaterThan(0);
    expect(t.log.store.lastPosition()).toBe(afterTen);

    // Signed-in learners have no such limit; the visitor has ten more the next (UTC) day.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await answered(skill, cookie, true)).questionsAnswered).toBeGreaterThan(1);
  });

  it('two answers at once on the tenth question of the day: one is taken, the other 403 practice.limit_reached, and the day holds ten', async () => {
    const first = await ask(skill);
    const cookie = first.visitorCookie!;
    for (let i = 0; i < 9; i++) {
      const { question } = i === 0 ? first : await ask(skill, cookie);
      expect((await answer(skill, question.questionKey, rightAnswer(skill, question.questionKey), cookie)).status).toBe(200);
    }
    const before = t.log.store.lastPosition();
    const [one, two] = await Promise.all([ask(skill, cookie), ask(otherSkill, cookie)]);
    const responses = await Promise.all([
      answer(skill, one.question.questionKey, rightAnswer(skill, one.question.questionKey), cookie),
      answer(otherSkill, two.question.questionKey, rightAnswer(otherSkill, two.question.questionKey), cookie),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 403]);
    expect(t.log.store.readAll(before, 100).filter((event) => event.type === 'PracticeQuestionAnswered')).toHaveLength(1);
  });

  it('from one address answer at most 120 an hour, however many visitor ids they take', async () => {
    const points = PUBLIC_WRITE_LIMITS.visitorAnswer.points;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i++) {
      const { question, visitorCookie } = await ask(skill);
      statuses.push((await answer(skill, question.questionKey, '1', visitorCookie!)).status);
    }
    expect(statuses.slice(0, points).every((status) => status === 200)).toBe(true);
    expect(statuses[points]).toBe(429);
  });
});

describe('My practice', () => {
  it('shows the skills practised with score, questions and time, the recent answers, and a grade-level band per subject', async () => {
    const ava = cookies['ava.b']!;
    await answered(skill, ava, true);
    await answered(skill, ava, false);
    const early = (await (await t.request('/practice/my-practice', { cookie: ava })).json()) as MyPractice;
    const row = early.skills.find((practised) => practised.permacode === skill.permacode)!;
    expect(row).toMatchObject({ skillId: skill.skillId, code: skill.code, name: skill.name, url: skill.url, subject: 'math', grade: 4, proficient: false });
    expect(row.questionsAnswered).toBeGreaterThanOrEqual(2);
    expect(row.secondsSpent).toBe(row.questionsAnswered * 12);
    expect(early.recent[0]).toMatchObject({ permacode: skill.permacode, skillName: skill.name, url: skill.url, correct: false });
    expect(early.bands).toEqual([{ subject: 'math', band: 'Not pinpointed' }]);

    // Proficient in a grade 4 skill after 20 answers in math, in a grade 4 class: on grade.
    const mia = await t.signIn('mia.d', 'classroom', true);
    for (let i = 0; i < 11; i++) await answered(skill, mia, true);
    for (let i = 0; i < 9; i++) await answered(otherSkill, mia, i % 2 === 0);
    const mine = (await (await t.request('/practice/my-practice', { cookie: mia })).json()) as MyPractice;
    expect(mine.skills.find((practised) => practised.permacode === skill.permacode)).toMatchObject({ smartScore: 80, questionsAnswered: 11, proficient: true });
    expect(mine.recent).toHaveLength(20);
    expect(mine.bands).toEqual([{ subject: 'math', band: 'On grade' }]);
  });

  it('is for learners: a teacher is 403, a visitor 401', async () => {
    expect((await t.request('/practice/my-practice', { cookie: cookies['ms.rivera']! })).status).toBe(403);
    expect((await t.request('/practice/my-practice')).status).toBe(401);
    expect((await t.request('/practice/my-practice', { cookie: cookies['mina']! })).status).toBe(200);
  });
});

describe('the live classroom', () => {
  const room12 = async (cookie: string) => {
    const response = await t.request('/analytics/live-classroom/classes', { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { classes: LiveClassroomClass[] }).classes;
  };

  it('shows a teacher’s class with each student’s skill, score, questions today, last answers and the needs-help flag', async () => {
    const liam = await t.signIn('liam.e');
    await answered(skill, liam, true);
    for (let i = 0; i < 3; i++) await answered(skill, liam, false);
    const classes = await room12(cookies['ms.rivera']!);
    expect(classes.map((c) => c.classId)).toEqual(['class_g4_room12']);
    const room = classes[0]!;
    expect(room).toMatchObject({ name: 'Grade 4 Room 12', grade: 4 });
    expect(room.students).toHaveLength(24);
    const row = room.students.find((student) => student.userId === demoUserId('liam.e'))!;
    expect(row).toMatchObject({
      displayName: 'Liam E.',
      currentSkill: { permacode: skill.permacode, code: skill.code, name: skill.name, url: skill.url },
      questionsToday: 4,
      secondsToday: 48,
      lastAnswers: [true, false, false, false],
      needsHelp: true,
    });
    expect(row.smartScore).toBe(6); // 0 → 13 → 10 → 8 → 6 (docs/practice.md)
    const idle = room.students.find((student) => student.userId === demoUserId('zoe.q'))!;
    expect(idle).toEqual({ userId: demoUserId('zoe.q'), displayName: 'Zoe Q.', currentSkill: null, smartScore: null, questionsToday: 0, secondsToday: 0, lastAnswers: [], needsHelp: false });
  });

  it('shows administrators their school’s or district’s classes, and no one else anything', async () => {
    expect((await room12(cookies['admin.lee']!)).map((c) => c.classId).sort()).toEqual(['class_g4_room12', 'class_g5_room3']);
    expect((await room12(cookies['district.chen']!)).map((c) => c.classId)).toEqual(expect.arrayContaining(['class_g4_room12', 'class_g5_room3']));
    expect((await room12(cookies['mr.okafor']!)).map((c) => c.classId)).toEqual(['class_g5_room3']);
    for (const username of ['ava.b', 'park.family', 'mina']) expect((await t.request('/analytics/live-classroom/classes', { cookie: cookies[username]! })).status).toBe(403);
    expect((await t.request('/analytics/live-classroom/classes')).status).toBe(401);
  });
});

describe('a student’s questions log', () => {
  it('lists today’s answers, newest first, with each question and its answer regenerated from its key', async () => {
    const ava = cookies['ava.b']!;
    const { question } = await ask(skill, ava);
    const wrong = wrongAnswer(skill, question.questionKey);
    expect((await answer(skill, question.questionKey, wrong, ava)).status).toBe(200);
    await answered(otherSkill, ava, true);
    const response = await t.request(`/analytics/live-classroom/questions-log?studentUserId=${demoUserId('ava.b')}`, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(200);
    const { entries } = (await response.json()) as { entries: QuestionsLogEntry[] };
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ permacode: otherSkill.permacode, skillName: otherSkill.name, correct: true });
    expect(entries[1]).toEqual({
      permacode: skill.permacode,
      skillName: skill.name,
      prompt: question.prompt,
      response: wrong,
      correctAnswer: rightAnswer(skill, question.questionKey),
      correct: false,
      secondsSpent: 12,
      answeredAt: t.clock().toISOString(),
    });
    expect(today()).toBe(entries[0]!.answeredAt.slice(0, 10));
  });

  it('is for a teacher of the student’s class or an administrator of their school or district; others are 403', async () => {
    const path = `/analytics/live-classroom/questions-log?studentUserId=${demoUserId('ava.b')}`;
    for (const username of ['ms.rivera', 'admin.lee', 'district.chen']) expect((await t.request(path, { cookie: cookies[username]! })).status, username).toBe(200);
    for (const username of ['mr.okafor', 'ava.b', 'noah.c', 'park.family', 'mina']) expect((await t.request(path, { cookie: cookies[username]! })).status, username).toBe(403);
    expect((await t.request(path)).status).toBe(401);
  });
});

describe('curriculum focus on the practice calls (issue 31 item 7)', () => {
  it('a student in a focus session gets no question and records no answer outside its subjects and grades (403 focus.outside_focus); after leaving, or inside them, practice goes on', async () => {
    const elaSkill = catalogueSkill(
      t.log.queries.catalogue,
      t.log.queries.catalogue.landingPage('US', 'ela', 4).find((item) => item.kind === 'skill' && item.upcoming === 0)!.permacode!,
    )!;
    const inside = await ask(skill, cookies['ava.b']);
    const started = await t.postJson('/focus-zone/start', { classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 }, { cookie: cookies['ms.rivera'] });
    expect(started.status).toBe(200);
    const { focusSessionID } = (await started.json()) as { focusSessionID: number };
    try {
      const refusedQuestion = await t.request(`/practice/${elaSkill.permacode}/question`, { cookie: cookies['ava.b'] });
      expect(refusedQuestion.status).toBe(403);
      expect(await refusedQuestion.json()).toEqual({ error: 'focus.outside_focus' });
      // A question asked before the session began cannot be answered outside it either.
      const before = t.log.store.lastPosition();
      const elaQuestion = keys.issue({ permacode: elaSkill.permacode, level: 1, seed: 'focus-seed', learnerId: demoUserId('ava.b'), askedAt: t.clock().getTime() });
      const refusedAnswer = await answer(elaSkill, elaQuestion, 'anything', cookies['ava.b']);
      expect(refusedAnswer.status).toBe(403);
      expect(t.log.store.lastPosition()).toBe(before);
      // Inside the focus: math, grade 4.
      expect((await answer(skill, inside.question.questionKey, rightAnswer(skill, inside.question.questionKey), cookies['ava.b'])).status).toBe(200);
      // A classmate who opted out is not held.
      await t.postJson('/focus-zone/leave', { focusSessionId: focusSessionID }, { cookie: cookies['ava.b'] });
      expect((await t.request(`/practice/${elaSkill.permacode}/question`, { cookie: cookies['ava.b'] })).status).toBe(200);
    } finally {
      await t.request(`/focus-zone/end?focusID=${focusSessionID}`, { cookie: cookies['ms.rivera'] });
    }
  });
});
