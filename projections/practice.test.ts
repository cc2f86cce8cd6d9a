import { describe, expect, it } from 'vitest';
import type { PracticeEvent } from '../events/practice';
import { practiceProjection, practiceQueries } from './practice';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(practiceProjection, practiceQueries);

const t0 = Date.parse('2026-11-02T09:00:00.000Z');
const minute = 60_000;
const at = (minutes: number) => new Date(t0 + minutes * minute).toISOString();

interface Skill {
  skillId: number;
  permacode: string;
  subject: 'math' | 'ela';
  grade: number;
}
const addition: Skill = { skillId: 257, permacode: '18MCV', subject: 'math', grade: 4 };
const fractions: Skill = { skillId: 300, permacode: '1A2B', subject: 'math', grade: 5 };
const nouns: Skill = { skillId: 900, permacode: 'ZZ9', subject: 'ela', grade: 3 };

let seeds = 0;
function answered(
  learnerId: string,
  skill: Skill,
  answer: { correct: boolean; before: number; after: number; minutes: number; seconds?: number; visitor?: boolean; level?: number },
): PracticeEvent {
  const seed = `seed-${++seeds}`;
  return {
    type: 'PracticeQuestionAnswered',
    data: {
      learnerId,
      ...skill,
      visitor: answer.visitor ?? false,
      questionKey: `key-${seed}`,
      seed,
      level: answer.level ?? 1,
      correct: answer.correct,
      response: answer.correct ? 'right' : 'wrong',
      scoreBefore: answer.before,
      scoreAfter: answer.after,
      secondsSpent: answer.seconds ?? 20,
      answeredAt: at(answer.minutes),
    },
  };
}
const right = (learnerId: string, skill: Skill, before: number, after: number, minutes: number) => answered(learnerId, skill, { correct: true, before, after, minutes });
const wrong = (learnerId: string, skill: Skill, before: number, after: number, minutes: number) => answered(learnerId, skill, { correct: false, before, after, minutes });
const reached = (type: 'SkillProficient' | 'SkillMastered', learnerId: string, skill: Skill, minutes: number): PracticeEvent => ({
  type,
  data: { learnerId, ...skill, reachedAt: at(minutes) },
});

describe('skill scores', () => {
  it('hold each learner’s latest SmartScore per skill, with questions, seconds, last answered, proficient and mastered', () =>
    spec
      .given([
        answered('u_ava', addition, { correct: true, before: 0, after: 13, minutes: 0, seconds: 30 }),
        answered('u_ava', addition, { correct: false, before: 13, after: 10, minutes: 1, seconds: 45 }),
        right('u_ava', fractions, 77, 80, 2),
        reached('SkillProficient', 'u_ava', fractions, 2),
        right('u_noah', addition, 98, 100, 3),
        reached('SkillProficient', 'u_noah', addition, 3),
        reached('SkillMastered', 'u_noah', addition, 3),
      ])
      .then((queries) => {
        expect(queries.skillScoreOf('u_ava', addition.skillId)).toEqual({
          ...addition,
          smartScore: 10,
          questionsAnswered: 2,
          secondsSpent: 75,
          lastPractisedAt: at(1),
          proficient: false,
          mastered: false,
        });
        expect(queries.skillScoreOf('u_ava', fractions.skillId)).toMatchObject({ smartScore: 80, proficient: true, mastered: false });
        expect(queries.skillScoreOf('u_noah', addition.skillId)).toMatchObject({ smartScore: 100, proficient: true, mastered: true });
        expect(queries.skillScoreOf('u_noah', fractions.skillId)).toBeNull();
        expect(queries.skillScoresOf('u_ava').map((score) => score.permacode)).toEqual([fractions.permacode, addition.permacode]);
      }));

  it('count a visitor’s practice too (the next question’s level)', () =>
    spec.given([answered('v_abc', addition, { correct: true, before: 0, after: 13, minutes: 0, visitor: true })]).then((queries) => {
      expect(queries.skillScoreOf('v_abc', addition.skillId)).toMatchObject({ smartScore: 13, questionsAnswered: 1 });
    }));
});

describe('daily usage', () => {
  it('counts questions and seconds per learner and UTC day, visitors included', () =>
    spec
      .given([
        answered('v_abc', addition, { correct: true, before: 0, after: 13, minutes: 0, seconds: 10, visitor: true }),
        answered('v_abc', nouns, { correct: false, before: 0, after: 0, minutes: 5, seconds: 15, visitor: true }),
        // 23:59 and 00:01 UTC fall on two days.
        answered('u_ava', addition, { correct: true, before: 0, after: 13, minutes: 14 * 60 + 59, seconds: 40 }),
        answered('u_ava', addition, { correct: true, before: 13, after: 24, minutes: 15 * 60 + 1, seconds: 50 }),
      ])
      .then((queries) => {
        expect(queries.usageOn('v_abc', '2026-11-02')).toEqual({ questions: 2, seconds: 25 });
        expect(queries.usageOn('u_ava', '2026-11-02')).toEqual({ questions: 1, seconds: 40 });
        expect(queries.usageOn('u_ava', '2026-11-03')).toEqual({ questions: 1, seconds: 50 });
        expect(queries.usageOn('u_noah', '2026-11-02')).toEqual({ questions: 0, seconds: 0 });
      }));
});

describe('the questions log', () => {
  it('has a signed-in learner’s answers of one day, newest first; a visitor’s are not logged', () => {
    const history = [
      right('u_ava', addition, 0, 13, -24 * 60),
      right('u_ava', addition, 13, 24, 0),
      wrong('u_ava', fractions, 0, 0, 1),
      right('u_noah', addition, 0, 13, 2),
      answered('v_abc', addition, { correct: true, before: 0, after: 13, minutes: 3, visitor: true }),
    ];
    spec.given(history).then((queries) => {
      const today = queries.answersOn('u_ava', '2026-11-02', 100);
      expect(today.map((answer) => [answer.permacode, answer.correct, answer.scoreAfter])).toEqual([
        [fractions.permacode, false, 0],
        [addition.permacode, true, 24],
      ]);
      expect(today[1]).toMatchObject({ skillId: addition.skillId, subject: 'math', grade: 4, level: 1, response: 'right', scoreBefore: 13, secondsSpent: 20, answeredAt: at(0) });
      expect(queries.answersOn('u_ava', '2026-11-02', 1)).toHaveLength(1);
      expect(queries.answersOn('u_ava', '2026-11-01', 100)).toHaveLength(1);
      expect(queries.answersOn('v_abc', '2026-11-02', 100)).toEqual([]);
      expect(queries.recentAnswersOf('u_ava', 2).map((answer) => answer.answeredAt)).toEqual([at(1), at(0)]);
    });
  });
});

describe('the live classroom’s day of a student', () => {
  it('shows the current skill and score, questions and seconds today, and the last ten answers of the day, oldest first', () => {
    const yesterday = [wrong('u_ava', addition, 20, 17, -10 * 60)]; // 23:00 UTC the day before
    const today = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? wrong('u_ava', addition, 50, 45, i) : right('u_ava', addition, 40, 50, i)));
    spec.given([...yesterday, ...today, right('u_ava', fractions, 30, 39, 12)]).then((queries) => {
      expect(queries.liveClassroomDayOf('u_ava', '2026-11-02')).toEqual({
        learnerId: 'u_ava',
        permacode: fractions.permacode,
        smartScore: 39,
        questionsToday: 13,
        secondsToday: 13 * 20,
        lastAnswers: [false, true, true, false, true, true, false, true, true, false, true].slice(-10),
        needsHelp: false,
      });
      expect(queries.liveClassroomDayOf('u_ava', '2026-11-03')).toBeNull();
      expect(queries.liveClassroomDayOf('u_noah', '2026-11-02')).toBeNull();
    });
  });

  it('starts a new day with no answers from the day before', () =>
    spec.given([wrong('u_ava', addition, 20, 17, -10 * 60), right('u_ava', addition, 17, 28, 0)]).then((queries) => {
      expect(queries.liveClassroomDayOf('u_ava', '2026-11-02')).toMatchObject({ lastAnswers: [true], questionsToday: 1 });
    }));

  it('needs help after three wrong answers in a row in the sitting, until a right one', () => {
    const threeWrong = [right('u_ava', addition, 0, 13, 0), wrong('u_ava', addition, 13, 10, 1), wrong('u_ava', addition, 10, 7, 2), wrong('u_ava', fractions, 0, 0, 3)];
    const needsHelp = (events: PracticeEvent[]) => spec.given(events).query((queries) => queries.liveClassroomDayOf('u_ava', '2026-11-02')?.needsHelp);
    expect(needsHelp(threeWrong.slice(0, 3))).toBe(false);
    expect(needsHelp(threeWrong)).toBe(true);
    expect(needsHelp([...threeWrong, right('u_ava', fractions, 0, 13, 4)])).toBe(false);
  });

  it('counts the wrong answers of one sitting only: a gap of more than 30 minutes starts a new one', () => {
    const needsHelp = (gapMinutes: number) =>
      spec
        .given([wrong('u_ava', addition, 30, 27, 0), wrong('u_ava', addition, 27, 25, 1), wrong('u_ava', addition, 25, 23, 1 + gapMinutes)])
        .query((queries) => queries.liveClassroomDayOf('u_ava', '2026-11-02')?.needsHelp);
    expect(needsHelp(30)).toBe(true);
    expect(needsHelp(31)).toBe(false);
  });

  it('needs help when the score falls 10 or more below its peak on the current skill in the sitting', () => {
    const challenge = [right('u_ava', addition, 88, 90, 0), right('u_ava', addition, 90, 92, 1)];
    const needsHelp = (events: PracticeEvent[]) => spec.given(events).query((queries) => queries.liveClassroomDayOf('u_ava', '2026-11-02')?.needsHelp);
    expect(needsHelp([...challenge, wrong('u_ava', addition, 92, 83, 2)])).toBe(false); // 9 below the peak of 92
    expect(needsHelp([...challenge, wrong('u_ava', addition, 92, 82, 2)])).toBe(true); // 10 below
    // The peak counts from the score before the sitting's first answer on the skill.
    expect(needsHelp([wrong('u_ava', addition, 95, 85, 0)])).toBe(true);
    // Climbing back to within 10 of the peak clears it.
    expect(needsHelp([...challenge, wrong('u_ava', addition, 92, 82, 2), right('u_ava', addition, 82, 83, 3)])).toBe(false);
    // A new sitting, or switching skills, starts the peak again (from the score before its first answer).
    const dropped = [...challenge, wrong('u_ava', addition, 92, 82, 2)];
    expect(needsHelp([...dropped, right('u_ava', addition, 82, 83, 33)])).toBe(false);
    expect(needsHelp([...dropped, right('u_ava', fractions, 50, 57, 3)])).toBe(false);
    expect(needsHelp([...dropped, right('u_ava', fractions, 50, 57, 3), right('u_ava', addition, 82, 83, 4)])).toBe(false);
  });
});

describe('subjects practised', () => {
  it('sum the questions per subject and list the grades of the proficient skills', () =>
    spec
      .given([
        right('u_ava', addition, 77, 80, 0),
        reached('SkillProficient', 'u_ava', addition, 0),
        right('u_ava', fractions, 77, 80, 1),
        reached('SkillProficient', 'u_ava', fractions, 1),
        wrong('u_ava', fractions, 80, 72, 2),
        wrong('u_ava', nouns, 0, 0, 3),
      ])
      .then((queries) => {
        expect(queries.subjectsPractisedBy('u_ava')).toEqual([
          { subject: 'ela', questionsAnswered: 1, proficientGrades: [] },
          { subject: 'math', questionsAnswered: 3, proficientGrades: [4, 5] },
        ]);
        expect(queries.subjectsPractisedBy('u_noah')).toEqual([]);
      }));
});
