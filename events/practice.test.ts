import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { isPracticeLearner, mayWatchLiveClassroom, practice, practiceStreams, QUESTION_LIFETIME_MS, VISITOR_DAILY_QUESTIONS, type PracticeCommand, type PracticeEvent } from './practice';

const spec = deciderSpecification(practice);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const ava = { learnerId: 'u_ava_b', visitor: false };
const skill = { skillId: 257, permacode: '18MCV', subject: 'math' as const, grade: 4 };
const skillData = { learnerId: 'u_ava_b', skillId: 257, permacode: '18MCV', subject: 'math' as const, grade: 4 };

const answer = (seed: string, correct: boolean, overrides: Partial<PracticeCommand['data']> = {}): PracticeCommand => ({
  type: 'AnswerPracticeQuestion',
  data: {
    learner: ava,
    skill,
    question: { questionKey: `key-${seed}`, seed, level: 1, learnerId: 'u_ava_b', askedAt: t0.getTime() - 30_000 },
    correct,
    response: correct ? '85' : '84',
    secondsSpent: 30,
    answeredTodayByVisitor: 0,
    now: t0,
    ...overrides,
  },
});

const answered = (seed: string, correct: boolean, scoreBefore: number, scoreAfter: number): PracticeEvent => ({
  type: 'PracticeQuestionAnswered',
  data: {
    ...skillData,
    visitor: false,
    questionKey: `key-${seed}`,
    seed,
    level: 1,
    correct,
    response: correct ? '85' : '84',
    scoreBefore,
    scoreAfter,
    secondsSpent: 30,
    answeredAt: t0.toISOString(),
  },
});

/** Right answers from 0: 13, 24, 34, 43, 51, 58, 64, 69, 73, 77, 80, … */
const rightAnswers = (count: number): PracticeEvent[] => {
  const scores = [0, 13, 24, 34, 43, 51, 58, 64, 69, 73, 77, 80, 83, 86, 88, 90, 92, 94, 96, 98, 100];
  return Array.from({ length: count }, (_, i) => answered(`s${i}`, true, scores[i]!, scores[i + 1]!));
};

describe('answering a practice question', () => {
  it('a right answer raises the SmartScore and records the answer', () => spec.given([]).when(answer('q1', true)).then([answered('q1', true, 0, 13)]));

  it('a wrong answer lowers it (never below 0)', () => {
    spec.given(rightAnswers(3)).when(answer('q9', false)).then([answered('q9', false, 34, 30)]);
    spec.given([]).when(answer('q1', false)).then([answered('q1', false, 0, 0)]);
  });

  it('reaching 80 the first time records SkillProficient', () =>
    spec
      .given(rightAnswers(10))
      .when(answer('q11', true))
      .then([answered('q11', true, 77, 80), { type: 'SkillProficient', data: { ...skillData, reachedAt: t0.toISOString() } }]));

  it('is proficient once: falling below 80 and climbing back records nothing more', () =>
    spec
      .given([...rightAnswers(11), { type: 'SkillProficient', data: { ...skillData, reachedAt: t0.toISOString() } }, answered('w', false, 80, 72)])
      .when(answer('q13', true))
      .then([answered('q13', true, 72, 76)]));

  it('reaching 100 after a run in the challenge zone records SkillMastered', () =>
    spec
      .given([...rightAnswers(19), { type: 'SkillProficient', data: { ...skillData, reachedAt: t0.toISOString() } }])
      .when(answer('q20', true))
      .then([answered('q20', true, 98, 100), { type: 'SkillMastered', data: { ...skillData, reachedAt: t0.toISOString() } }]));

  it('refuses a question asked of someone else', () =>
    spec
      .given([])
      .when(answer('q1', true, { question: { questionKey: 'key-q1', seed: 'q1', level: 1, learnerId: 'u_noah_c', askedAt: t0.getTime() } }))
      .thenThrows('practice.not_your_question', 403));

  it('refuses a question answered already', () => spec.given(rightAnswers(1)).when(answer('s0', true)).thenThrows('practice.already_answered', 409));

  it('refuses a question asked more than a day ago', () =>
    spec
      .given([])
      .when(answer('q1', true, { question: { questionKey: 'key-q1', seed: 'q1', level: 1, learnerId: 'u_ava_b', askedAt: t0.getTime() - QUESTION_LIFETIME_MS - 1 } }))
      .thenThrows('practice.question_expired', 400));

  it(`stops a visitor after ${VISITOR_DAILY_QUESTIONS} questions a day, but not a signed-in learner`, () => {
    const visitor = { learnerId: 'v_abc', visitor: true };
    const asked = { questionKey: 'key-q1', seed: 'q1', level: 1, learnerId: 'v_abc', askedAt: t0.getTime() };
    spec.given([]).when(answer('q1', true, { learner: visitor, question: asked, answeredTodayByVisitor: VISITOR_DAILY_QUESTIONS })).thenThrows('practice.limit_reached', 403);
    spec
      .given([])
      .when(answer('q1', true, { learner: visitor, question: asked, answeredTodayByVisitor: VISITOR_DAILY_QUESTIONS - 1 }))
      .then([{ ...answered('q1', true, 0, 13), data: { ...answered('q1', true, 0, 13).data, learnerId: 'v_abc', visitor: true } } as PracticeEvent]);
    spec.given([]).when(answer('q1', true, { answeredTodayByVisitor: 50 })).then([answered('q1', true, 0, 13)]);
  });

  it('keeps the response and the seconds within bounds', () =>
    spec
      .given([])
      .when(answer('q1', true, { response: 'x'.repeat(500), secondsSpent: 99_999 }))
      .then([{ ...answered('q1', true, 0, 13), data: { ...answered('q1', true, 0, 13).data, response: 'x'.repeat(200), secondsSpent: 3_600 } } as PracticeEvent]));
});

describe('answering a practice question: edges', () => {
  const proficient: PracticeEvent = { type: 'SkillProficient', data: { ...skillData, reachedAt: t0.toISOString() } };
  const mastered: PracticeEvent = { type: 'SkillMastered', data: { ...skillData, reachedAt: t0.toISOString() } };

  it('is mastered once: after SkillMastered, reaching 100 again records nothing more', () =>
    spec
      .given([
        ...rightAnswers(19),
        proficient,
        answered('s19', true, 98, 100),
        mastered,
        answered('w', false, 100, 90),
        ...[92, 94, 96, 98].map((score) => answered(`r${score}`, true, score - 2, score)),
      ])
      .when(answer('q25', true))
      .then([answered('q25', true, 98, 100)]));

  it('takes a question asked exactly a day ago', () =>
    spec
      .given([])
      .when(answer('q1', true, { question: { questionKey: 'key-q1', seed: 'q1', level: 1, learnerId: 'u_ava_b', askedAt: t0.getTime() - QUESTION_LIFETIME_MS } }))
      .then([answered('q1', true, 0, 13)]));

  it('counts the questions answered', () => {
    const state = rightAnswers(3).reduce(practice.evolve, practice.initialState());
    expect(state.questionsAnswered).toBe(3);
    expect(practice.initialState()).toMatchObject({ questionsAnswered: 0, proficient: false, mastered: false });
    expect(practice.evolve(state, mastered)).toMatchObject({ questionsAnswered: 3, mastered: true, proficient: false });
    expect(practice.evolve(state, proficient)).toMatchObject({ proficient: true, mastered: false });
  });
});

describe('practice roles and streams', () => {
  it('learners are students and families’ children', () => {
    expect(['student', 'child'].map(isPracticeLearner)).toEqual([true, true]);
    expect(['teacher', 'parent', 'school_administrator', 'district_administrator', ''].map(isPracticeLearner)).toEqual([false, false, false, false, false]);
  });

  it('teachers and administrators watch a live classroom', () => {
    expect(['teacher', 'school_administrator', 'district_administrator'].map(mayWatchLiveClassroom)).toEqual([true, true, true]);
    expect(['student', 'child', 'parent', ''].map(mayWatchLiveClassroom)).toEqual([false, false, false, false]);
  });

  it('a learner’s practice of a skill is one stream', () => {
    expect(practiceStreams.skill('u_ava_b', 257)).toBe('practice:u_ava_b:257');
  });
});
