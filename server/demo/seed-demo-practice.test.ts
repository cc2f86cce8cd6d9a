import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPractice, PracticeEvent, LiveClassroomClass } from '../../events/practice';
import { practice } from '../../events/practice';
import { isCorrectResponse } from '../../events/practice/question-engine';
import { utcDay } from '../../projections/practice';
import { startTestApp, TEST_TRACKING_KEY } from '../../tests/support/test-app';
import { makeTempDir } from '../../tests/support/temp-dir';
import { catalogueSkill, regenerateQuestion } from '../practice/practice-skills';
import { questionKeys } from '../practice/question-keys';
import { DEMO_PRACTICE_CLASS_ID, DEMO_PRACTICE_DAYS } from './demo-practice';
import { demoUserId } from './demo-school';
import { seedDemoPractice } from './seed-demo-practice';

// Issue 10 item 10: the demo school's practice history — deterministic, written
// through the practice decider (so its scores follow the SmartScore rule), with
// responses the question engine judges as recorded, and not empty for ava.b.

type Answered = Extract<PracticeEvent, { type: 'PracticeQuestionAnswered' }>;
const keys = questionKeys(TEST_TRACKING_KEY);
const DAY_MS = 24 * 60 * 60 * 1000;

let first: Awaited<ReturnType<typeof startTestApp>>;
let second: Awaited<ReturnType<typeof startTestApp>>;
let base: number;
let seeded: number;
const temp = makeTempDir('demo-practice-');

/** The events after the demo school and the catalogue: stream, version, actor, type and data (metadata `at` is the seed's clock). */
const historyOf = (app: typeof first) =>
  app.log.store.readAll(base, 100_000).map(({ type, data, metadata }) => ({ streamId: metadata.streamId, version: metadata.version, actor: metadata.actor, type, data }));

beforeAll(async () => {
  // One demo school and catalogue, copied: the two histories are seeded into two logs from the same start.
  first = await startTestApp({ catalogue: true });
  const snapshot = `${temp.path}/base.db`;
  first.snapshot(snapshot);
  base = first.log.store.lastPosition();
  seeded = await seedDemoPractice(first.log, { keys, seedTime: first.clock() });
  second = await startTestApp({ from: snapshot, practiceHistory: true });
}, 60_000);
afterAll(() => {
  first?.close();
  second?.close();
  temp.remove();
});

describe('the demo practice history', () => {
  it('is the same in two logs seeded at the same time, and a few thousand events at most', () => {
    const history = historyOf(first);
    expect(seeded).toBeGreaterThan(1_000);
    expect(history.filter((event) => event.type === 'PracticeQuestionAnswered')).toHaveLength(seeded);
    expect(history.length).toBeLessThan(5_000);
    expect(historyOf(second)).toEqual(history);
  });

  it('covers the school days of the weeks before the seed day, for Room 12 only, on grade 4 math and language arts', () => {
    const seedTime = first.clock();
    const room12 = new Set(first.log.queries.directory.studentsOfClass(DEMO_PRACTICE_CLASS_ID).map((student) => student.userId));
    const answers = historyOf(first).filter((event) => event.type === 'PracticeQuestionAnswered') as unknown as Answered[];
    const days = new Set(answers.map((answer) => utcDay(answer.data.answeredAt)));
    const earliest = utcDay(new Date(seedTime.getTime() - DEMO_PRACTICE_DAYS * DAY_MS));
    for (const day of days) {
      expect(day >= earliest && day < utcDay(seedTime)).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
    expect(days.size).toBeGreaterThanOrEqual(12);
    expect(new Set(answers.map((answer) => answer.data.learnerId))).toEqual(room12);
    for (const answer of answers) {
      expect(answer.data.grade).toBe(4);
      expect(['math', 'ela']).toContain(answer.data.subject);
      expect(answer.data.visitor).toBe(false);
    }
    const skillsOf = (learnerId: string, subject: string) => new Set(answers.filter((a) => a.data.learnerId === learnerId && a.data.subject === subject).map((a) => a.data.skillId));
    for (const learnerId of room12) {
      expect(skillsOf(learnerId, 'math').size).toBeGreaterThanOrEqual(1);
      expect(skillsOf(learnerId, 'math').size).toBeLessThanOrEqual(5);
      expect(skillsOf(learnerId, 'ela').size).toBeLessThanOrEqual(2);
    }
  });

  it('records scores that replaying the decider over each stream gives, and responses the engine judges as recorded', () => {
    const streams = new Map<string, PracticeEvent[]>();
    for (const event of historyOf(first)) {
      const list = streams.get(event.streamId) ?? [];
      list.push(event as unknown as PracticeEvent);
      streams.set(event.streamId, list);
    }
    let checked = 0;
    for (const [streamId, events] of streams) {
      expect(streamId).toMatch(/^practice:u_[a-z_]+:\d+$/);
      let state = practice.initialState();
      for (const event of events) {
        if (event.type === 'PracticeQuestionAnswered') {
          const { data } = event;
          expect(data.scoreBefore).toBe(state.smartScore.score);
          // What the decider decides from the state before — the answer and any SkillProficient / SkillMastered after it.
          const asked = keys.verify(data.questionKey);
          expect(asked).toMatchObject({ permacode: data.permacode, seed: data.seed, level: data.level, learnerId: data.learnerId });
          const decided = practice.decide(
            {
              type: 'AnswerPracticeQuestion',
              data: {
                learner: { learnerId: data.learnerId, visitor: false },
                skill: { skillId: data.skillId, permacode: data.permacode, subject: data.subject, grade: data.grade },
                question: { questionKey: data.questionKey, seed: data.seed, level: data.level, learnerId: data.learnerId, askedAt: asked!.askedAt },
                correct: data.correct,
                response: data.response,
                secondsSpent: data.secondsSpent,
                answeredTodayByVisitor: 0,
                now: new Date(data.answeredAt),
              },
            },
            state,
          );
          expect(decided).toEqual(events.slice(events.indexOf(event), events.indexOf(event) + decided.length).map(({ type, data }) => ({ type, data })));
          const skill = catalogueSkill(first.log.queries.catalogue, data.permacode)!;
          const question = regenerateQuestion(skill, data.level, keys.engineSeed(data.seed));
          expect(isCorrectResponse(question.accepts, data.response), `${question.prompt} ← ${data.response}`).toBe(data.correct);
          checked++;
        }
        state = practice.evolve(state, event);
        if (event.type === 'PracticeQuestionAnswered') expect(event.data.scoreAfter).toBe(state.smartScore.score);
      }
    }
    expect(checked).toBe(seeded);
  });

  it('gives the class a spread: most proficient somewhere, two with a mastered skill, a couple struggling', () => {
    const scores = first.log.queries.directory.studentsOfClass(DEMO_PRACTICE_CLASS_ID).map((student) => first.log.queries.practice.skillScoresOf(student.userId));
    expect(scores.filter((skills) => skills.some((skill) => skill.proficient)).length).toBeGreaterThanOrEqual(15);
    expect(scores.filter((skills) => skills.some((skill) => skill.mastered)).length).toBeGreaterThanOrEqual(1);
    expect(scores.filter((skills) => skills.some((skill) => skill.mastered)).length).toBeLessThanOrEqual(2);
    expect(scores.filter((skills) => skills.every((skill) => skill.smartScore < 60)).length).toBeGreaterThanOrEqual(2);
  });

  it("fills ava.b's My practice, and leaves today's live classroom to today", async () => {
    const cookie = await second.signIn('ava.b');
    const mine = (await (await second.request('/practice/my-practice', { cookie })).json()) as MyPractice;
    expect(mine.skills.length).toBeGreaterThanOrEqual(3);
    expect(mine.skills.every((skill) => skill.questionsAnswered > 0 && skill.name !== '')).toBe(true);
    expect(mine.recent).toHaveLength(20);
    expect(mine.bands.find((band) => band.subject === 'math')?.band).toBe('On grade');

    const teacher = await second.signIn('ms.rivera');
    const { classes } = (await (await second.request('/analytics/live-classroom/classes', { cookie: teacher })).json()) as { classes: LiveClassroomClass[] };
    const room12 = classes.find((item) => item.classId === DEMO_PRACTICE_CLASS_ID)!;
    expect(room12.students.find((student) => student.userId === demoUserId('ava.b'))?.questionsToday).toBe(0);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoPractice(second.log, { keys, seedTime: second.clock() })).toBe(0);
  });
});
