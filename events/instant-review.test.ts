import { describe, expect, it } from 'vitest';
import {
  instantReview,
  instantReviewStreams,
  parseReviewQuestionKey,
  questionReviewPath,
  reviewQuestionKey,
  type InstantReviewCommand,
  type InstantReviewEvent,
  type ResolvedReviewSkill,
} from './instant-review';
import { instantReviewPushes } from './instant-review/review-pushes';
import { reviewView } from './instant-review/review-view';
import { deciderSpecification } from './log/decider-specification';
import { MATH_TOPICS } from './practice/question-engine';
import { skillRoomQuestion } from './same-question-mode/room-question';

const spec = deciderSpecification(instantReview);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const teacher = { userId: 'u_ms_rivera', role: 'teacher' };
const otherTeacher = { userId: 'u_mr_okafor', role: 'teacher' };
const ava = { userId: 'u_ava_b', role: 'student' };
const noah = { userId: 'u_noah_c', role: 'student' };
const leo = { userId: 'u_leo_k', role: 'student' };

const skillA: ResolvedReviewSkill = { skillId: 101, permacode: 'AAA1', code: 'A.3', name: 'Place value', engine: { subject: 'math', grade: 4, topic: MATH_TOPICS[0]!, name: 'Place value' }, level: 2 };
const skillB: ResolvedReviewSkill = { skillId: 102, permacode: 'BBB2', code: 'B.4', name: 'Adding', engine: { subject: 'math', grade: 4, topic: MATH_TOPICS[1]!, name: 'Adding' }, level: 3 };
const recorded = (skill: ResolvedReviewSkill, level = skill.level) => ({ ...skill, engine: { ...skill.engine }, level });
const seedId = 'review-qrm1';
const question = (skill: ResolvedReviewSkill, level: number, questionNumber: number) => skillRoomQuestion(skill.engine, level, seedId, questionNumber);
const audience = { qrmSessionId: 'qrm1', teacherUserId: 'u_ms_rivera', studentUserIds: ['u_ava_b', 'u_noah_c'] };

const start = (overrides: Partial<Extract<InstantReviewCommand, { type: 'StartQuestionReview' }>['data']> = {}): InstantReviewCommand => ({
  type: 'StartQuestionReview',
  data: {
    qrmSessionId: 'qrm1',
    teacher: { ...teacher, displayName: 'Ms. Rivera' },
    studentUserIds: ['u_ava_b', 'u_noah_c'],
    studentDisplayNames: { u_ava_b: 'Ava B.', u_noah_c: 'Noah C.' },
    reachableStudentUserIds: new Set(['u_ava_b', 'u_noah_c']),
    openSessionId: null,
    skills: [skillA, skillB],
    candidateSkillIds: ['AAA1', 'BBB2', 'CCC3'],
    now: t0,
    ...overrides,
  },
});
const started: InstantReviewEvent = {
  type: 'QuestionReviewStarted',
  data: {
    qrmSessionId: 'qrm1',
    teacherUserId: 'u_ms_rivera',
    teacherDisplayName: 'Ms. Rivera',
    students: [
      { studentUserId: 'u_ava_b', displayName: 'Ava B.' },
      { studentUserId: 'u_noah_c', displayName: 'Noah C.' },
    ],
    skills: [recorded(skillA), recorded(skillB)],
    candidateSkillIds: ['AAA1', 'BBB2', 'CCC3'],
    startedAt: t0.toISOString(),
  },
};
const posed = (skill: ResolvedReviewSkill, level: number, questionNumber: number, minutes = 0): InstantReviewEvent => ({
  type: 'QuestionReviewQuestionPosed',
  data: { ...audience, skill: recorded(skill), posed: question(skill, level, questionNumber), posedAt: at(minutes).toISOString() },
});
const firstPosed = posed(skillA, 2, 1);
const correctGuess = (skill: ResolvedReviewSkill, level: number, questionNumber: number) => [question(skill, level, questionNumber).correctAnswer];
const submit = (student = ava, guesses = correctGuess(skillA, 2, 1), questionNumber = 1): InstantReviewCommand => ({ type: 'SubmitReviewResponse', data: { student, questionNumber, guesses, now: at(1) } });
const submitted = (studentUserId: string, guesses: string[], correct: boolean, questionNumber = 1): InstantReviewEvent => ({
  type: 'QuestionReviewResponseSubmitted',
  data: { qrmSessionId: 'qrm1', teacherUserId: 'u_ms_rivera', studentUserId, questionNumber, permacode: 'AAA1', guesses, correct, answeredAt: at(1).toISOString() },
});
const jump = (numLevelsToJump: number, nextQuestionNumber = 2, by = teacher): InstantReviewCommand => ({ type: 'JumpAndPose', data: { teacher: by, numLevelsToJump, nextQuestionNumber, now: at(2) } });
const nextSkill = (skill = skillB, nextQuestionNumber = 2, by = teacher): InstantReviewCommand => ({ type: 'PoseNextReviewSkill', data: { teacher: by, skill, nextQuestionNumber, now: at(3) } });
const update = (skills: ResolvedReviewSkill[], by = teacher): InstantReviewCommand => ({ type: 'UpdateReviewSkillList', data: { teacher: by, skills, now: at(4) } });
const end = (by = teacher, reason: 'teacher' | 'group_jam' = 'teacher'): InstantReviewCommand => ({ type: 'EndQuestionReview', data: { teacher: by, reason, now: at(5) } });
const ended: InstantReviewEvent = { type: 'QuestionReviewEnded', data: { ...audience, reason: 'teacher', endedAt: at(5).toISOString() } };

describe('starting a review', () => {
  it('a teacher starts one for their students and the first skill’s first question is posed at its level', () => spec.given([]).when(start()).then([started, firstPosed]));
  it('only a teacher may start one', () => spec.given([]).when(start({ teacher: { userId: 'u_admin_lee', role: 'school_administrator', displayName: 'Ms. Lee' } })).thenThrows('instant_review.not_a_teacher', 403));
  it('only with their own students', () => spec.given([]).when(start({ studentUserIds: ['u_ava_b', 'u_leo_k'] })).thenThrows('instant_review.student_not_in_reach', 403));
  it('with at least one student', () => spec.given([]).when(start({ studentUserIds: [] })).thenThrows('instant_review.no_students', 400));
  it('with at least one skill', () => spec.given([]).when(start({ skills: [] })).thenThrows('instant_review.no_skills', 400));
  it('a skill once', () => spec.given([]).when(start({ skills: [skillA, skillA] })).thenThrows('instant_review.duplicate_skill', 400));
  it('levels 1–5', () => spec.given([]).when(start({ skills: [{ ...skillA, level: 6 }] })).thenThrows('instant_review.invalid_level', 400));
  it('one open review per teacher', () => spec.given([]).when(start({ openSessionId: 'qrm0' })).thenThrows('instant_review.session_already_open', 409));
  it('never twice in one stream', () => spec.given([started, firstPosed]).when(start()).thenThrows('instant_review.session_exists', 409));
  it('a student invited twice is invited once', () => {
    const [event] = instantReview.decide(start({ studentUserIds: ['u_ava_b', 'u_ava_b', 'u_noah_c'] }), instantReview.initialState());
    expect(event?.type === 'QuestionReviewStarted' && event.data.students.map((each) => each.studentUserId)).toEqual(['u_ava_b', 'u_noah_c']);
  });
});

describe('submitting a response', () => {
  it('an invited student answers the current question, graded by the question engine', () =>
    spec.given([started, firstPosed]).when(submit()).then([submitted('u_ava_b', correctGuess(skillA, 2, 1), true)]));
  it('a wrong answer is recorded as wrong', () => spec.given([started, firstPosed]).when(submit(noah, ['no idea'])).then([submitted('u_noah_c', ['no idea'], false)]));
  it('only once per question per student', () => spec.given([started, firstPosed, submitted('u_ava_b', ['1'], false)]).when(submit()).thenThrows('instant_review.already_answered', 409));
  it('another student still answers', () =>
    spec.given([started, firstPosed, submitted('u_ava_b', ['1'], false)]).when(submit(noah, ['7'])).then([submitted('u_noah_c', ['7'], question(skillA, 2, 1).correctAnswer === '7')]));
  it('only invited students answer', () => spec.given([started, firstPosed]).when(submit(leo)).thenThrows('instant_review.not_invited', 403));
  it('the teacher does not answer', () => spec.given([started, firstPosed]).when(submit(teacher)).thenThrows('instant_review.not_invited', 403));
  it('only the current question', () => spec.given([started, firstPosed]).when(submit(ava, ['1'], 2)).thenThrows('instant_review.not_current_question', 409));
  it('an answer must say something', () => spec.given([started, firstPosed]).when(submit(ava, ['  '])).thenThrows('instant_review.invalid_answer', 400));
  it('not after the end', () => spec.given([started, firstPosed, ended]).when(submit()).thenThrows('instant_review.session_ended', 409));
  it('not in an unknown session', () => spec.given([]).when(submit()).thenThrows('instant_review.unknown_session', 404));
  it('a new question takes a new answer from the same student', () =>
    spec
      .given([started, firstPosed, submitted('u_ava_b', ['1'], false), posed(skillA, 3, 2, 2)])
      .when(submit(ava, ['5'], 2))
      .then([{ ...submitted('u_ava_b', ['5'], question(skillA, 3, 2).correctAnswer === '5', 2) }]));
});

describe('jump and pose', () => {
  it('the teacher poses the next question one level up', () => spec.given([started, firstPosed]).when(jump(1)).then([posed(skillA, 3, 2, 2)]));
  it('or down', () => spec.given([started, firstPosed]).when(jump(-1)).then([posed(skillA, 1, 2, 2)]));
  it('or at the same level', () => spec.given([started, firstPosed]).when(jump(0)).then([posed(skillA, 2, 2, 2)]));
  it('levels stay 1–5', () => spec.given([started, firstPosed]).when(jump(4)).then([posed(skillA, 5, 2, 2)]));
  it('a jump of more than four is refused', () => spec.given([started, firstPosed]).when(jump(5)).thenThrows('instant_review.invalid_jump', 400));
  it('the next number must follow the current one (a double click poses once)', () =>
    spec.given([started, firstPosed, posed(skillA, 3, 2, 2)]).when(jump(1, 2)).thenThrows('instant_review.stale_question', 409));
  it('only the session’s teacher', () => spec.given([started, firstPosed]).when(jump(1, 2, otherTeacher)).thenThrows('instant_review.not_your_session', 403));
  it('a student cannot pose', () => spec.given([started, firstPosed]).when(jump(1, 2, ava)).thenThrows('instant_review.not_your_session', 403));
  it('not after the end', () => spec.given([started, firstPosed, ended]).when(jump(1)).thenThrows('instant_review.session_ended', 409));
  it('the current skill, even after it left the list', () =>
    spec
      .given([started, firstPosed, { type: 'QuestionReviewSkillListUpdated', data: { ...audience, skills: [recorded(skillB)], updatedAt: at(1).toISOString() } }])
      .when(jump(0))
      .then([posed(skillA, 2, 2, 2)]));
});

describe('next skill', () => {
  it('poses the first question of the next skill at the level asked', () => spec.given([started, firstPosed]).when(nextSkill({ ...skillB, level: 4 })).then([{ ...posed(skillB, 4, 2, 3), data: { ...(posed(skillB, 4, 2, 3).data as object), skill: recorded(skillB, 4) } } as InstantReviewEvent]));
  it('a skill of the list only', () => spec.given([started, firstPosed]).when(nextSkill({ ...skillB, permacode: 'ZZZ9' })).thenThrows('instant_review.skill_not_in_list', 409));
  it('a stale number poses nothing', () => spec.given([started, firstPosed]).when(nextSkill(skillB, 3)).thenThrows('instant_review.stale_question', 409));
  it('only the session’s teacher', () => spec.given([started, firstPosed]).when(nextSkill(skillB, 2, otherTeacher)).thenThrows('instant_review.not_your_session', 403));
  it('levels 1–5', () => spec.given([started, firstPosed]).when(nextSkill({ ...skillB, level: 0 })).thenThrows('instant_review.invalid_level', 400));
});

describe('updating the skill list', () => {
  const updated: InstantReviewEvent = { type: 'QuestionReviewSkillListUpdated', data: { ...audience, skills: [recorded(skillB), recorded(skillA, 1)], updatedAt: at(4).toISOString() } };
  it('the teacher reorders, removes, adds and re-levels skills', () => spec.given([started, firstPosed]).when(update([skillB, { ...skillA, level: 1 }])).then([updated]));
  it('the same list records nothing', () => spec.given([started, firstPosed]).when(update([skillA, skillB])).then([]));
  it('never empty', () => spec.given([started, firstPosed]).when(update([])).thenThrows('instant_review.no_skills', 400));
  it('only the session’s teacher', () => spec.given([started, firstPosed]).when(update([skillB], otherTeacher)).thenThrows('instant_review.not_your_session', 403));
  it('not after the end', () => spec.given([started, firstPosed, ended]).when(update([skillB])).thenThrows('instant_review.session_ended', 409));
});

describe('ending a review', () => {
  it('the teacher ends it', () => spec.given([started, firstPosed]).when(end()).then([ended]));
  it('for a group jam', () => spec.given([started, firstPosed]).when(end(teacher, 'group_jam')).then([{ ...ended, data: { ...(ended.data as object), reason: 'group_jam' } } as InstantReviewEvent]));
  it('ending twice records one end', () => spec.given([started, firstPosed, ended]).when(end()).then([]));
  it('only the session’s teacher', () => spec.given([started, firstPosed]).when(end(otherTeacher)).thenThrows('instant_review.not_your_session', 403));
  it('a student cannot end it', () => spec.given([started, firstPosed]).when(end(ava)).thenThrows('instant_review.not_your_session', 403));
  it('an unknown session', () => spec.given([]).when(end()).thenThrows('instant_review.unknown_session', 404));
});

describe('pushes', () => {
  it('each invited student is invited on their general channel', () => {
    expect(instantReviewPushes(started)).toEqual(
      ['u_ava_b', 'u_noah_c'].map((userId) => ({
        subject: `push.user.${userId}`,
        payload: { event: 'QUESTION_REVIEW_MODE', qrmSessionId: 'qrm1', teacherDisplayName: 'Ms. Rivera', instantReviewURLNamespace: '/instant-review', questionReviewModePracticeURL: '/question-review' },
      })),
    );
  });
  it('a posed question and the end reach students and teacher on the room channel', () => {
    expect(instantReviewPushes(firstPosed).map((push) => push.subject)).toEqual(['push.user.u_ava_b.room', 'push.user.u_noah_c.room', 'push.user.u_ms_rivera.room']);
    expect(instantReviewPushes(ended).map((push) => push.payload)).toContainEqual({ event: 'QRM_ENDED', qrmSessionId: 'qrm1', reason: 'teacher' });
  });
  it('an answer reaches the teacher only, without the guess', () => {
    expect(instantReviewPushes(submitted('u_ava_b', ['12'], false))).toEqual([
      { subject: 'push.user.u_ms_rivera.room', payload: { event: 'QRM_RESPONSE_RECORDED', qrmSessionId: 'qrm1', questionNumber: 1, studentUserId: 'u_ava_b', correct: false } },
    ]);
  });
});

describe('the review view', () => {
  const state = [started, firstPosed, submitted('u_ava_b', ['12'], false), submitted('u_noah_c', [' 12 '], false)].reduce(instantReview.evolve, instantReview.initialState());
  it('the teacher sees the tally, the answer and the most common wrong answers', () => {
    const view = reviewView(state, { userId: 'u_ms_rivera', role: 'teacher' })!;
    expect(view.tally).toEqual({ invited: 2, answered: 2, correct: 0 });
    expect(view.commonWrongAnswers).toEqual([{ guess: '12', count: 2, correct: false }]);
    expect(view.correctAnswer).toBe(question(skillA, 2, 1).correctAnswer);
    expect(view.question.questionKey).toBe('qrm1.1');
    expect(view.skills!.map((skill) => skill.skillId)).toEqual(['AAA1', 'BBB2']);
  });
  it('a student sees their own answer, never the answer key or the class', () => {
    const view = reviewView(state, { userId: 'u_ava_b', role: 'student' })!;
    expect(view.myResponse).toEqual({ guesses: ['12'], correct: false });
    expect([view.correctAnswer, view.explanation, view.commonWrongAnswers, view.answers, view.skills]).toEqual([null, null, null, null, null]);
  });
  it('nothing before a start', () => expect(reviewView(instantReview.initialState(), { userId: 'x', role: 'teacher' })).toBeNull());
});

describe('paths and keys', () => {
  it('the Return to review link', () => expect(questionReviewPath('qrm1')).toBe('/instant-review/question-review/qrm1'));
  it('a question key names its session and number', () => {
    expect(parseReviewQuestionKey(reviewQuestionKey('qrm_1-a', 12))).toEqual({ qrmSessionId: 'qrm_1-a', questionNumber: 12 });
    for (const bad of ['', 'qrm1', 'qrm1.0', 'qrm1.x', 'a b.1', 'qrm1.1.2']) expect(parseReviewQuestionKey(bad)).toBeNull();
  });
});

describe('instant review: edges', () => {
  const skillN = (n: number): ResolvedReviewSkill => ({ ...skillA, skillId: 200 + n, permacode: `P${n}`, code: `P.${n}` });
  const students = (count: number) => Array.from({ length: count }, (_, i) => `u_s${i}`);
  const fold = (events: InstantReviewEvent[]) => events.reduce(instantReview.evolve, instantReview.initialState());

  it('takes up to 20 skills and 200 students, no more', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => skillN(i));
    expect(instantReview.decide(start({ skills: twenty }), instantReview.initialState())).toHaveLength(2);
    spec.given([]).when(start({ skills: [...twenty, skillN(20)] })).thenThrows('instant_review.too_many_skills', 400);
    const many = students(200);
    expect(instantReview.decide(start({ studentUserIds: many, reachableStudentUserIds: new Set(many) }), instantReview.initialState())).toHaveLength(2);
    const tooMany = students(201);
    spec.given([]).when(start({ studentUserIds: tooMany, reachableStudentUserIds: new Set(tooMany) })).thenThrows('instant_review.too_many_students', 400);
  });

  it('takes levels 1 and 5, refuses 0, 6 and fractions, for every skill of the list', () => {
    for (const level of [1, 5]) expect(instantReview.decide(start({ skills: [skillB, { ...skillA, level }] }), instantReview.initialState())).toHaveLength(2);
    for (const level of [0, 6, 2.5]) spec.given([]).when(start({ skills: [skillB, { ...skillA, level }] })).thenThrows('instant_review.invalid_level', 400);
    spec.given([started, firstPosed]).when(nextSkill({ ...skillB, level: 5 })).then([{ ...posed(skillB, 5, 2, 3), data: { ...(posed(skillB, 5, 2, 3).data as object), skill: recorded(skillB, 5) } } as InstantReviewEvent]);
    spec.given([started, firstPosed]).when(nextSkill({ ...skillB, level: 1 })).then([{ ...posed(skillB, 1, 2, 3), data: { ...(posed(skillB, 1, 2, 3).data as object), skill: recorded(skillB, 1) } } as InstantReviewEvent]);
    spec.given([started, firstPosed]).when(nextSkill({ ...skillB, level: 6 })).thenThrows('instant_review.invalid_level', 400);
  });

  it('keeps each candidate skill once', () => {
    const [event] = instantReview.decide(start({ candidateSkillIds: ['AAA1', 'AAA1', 'BBB2'] }), instantReview.initialState());
    expect(event?.type === 'QuestionReviewStarted' && event.data.candidateSkillIds).toEqual(['AAA1', 'BBB2']);
  });

  it('takes answers of 1 to 4 guesses of up to 200 characters', () => {
    const wrong = (guesses: string[]) => submitted('u_ava_b', guesses, false);
    spec.given([started, firstPosed]).when(submit(ava, ['x', 'y', 'z', 'w'])).then([wrong(['x', 'y', 'z', 'w'])]);
    spec.given([started, firstPosed]).when(submit(ava, ['x'.repeat(200)])).then([wrong(['x'.repeat(200)])]);
    for (const guesses of [[], ['x', 'y', 'z', 'w', 'v'], ['x'.repeat(201)], ['ok', 'x'.repeat(201)]]) {
      spec.given([started, firstPosed]).when(submit(ava, guesses)).thenThrows('instant_review.invalid_answer', 400);
    }
  });

  it('an invited user who is not a student does not answer', () => {
    const parentAva = { userId: 'u_ava_b', role: 'parent' };
    spec.given([started, firstPosed]).when(submit(parentAva)).thenThrows('instant_review.not_invited', 403);
  });

  it('a response to another question than the current one changes nothing', () => {
    const state = fold([started, firstPosed]);
    expect(instantReview.evolve(state, submitted('u_ava_b', ['1'], false, 2))).toBe(state);
    expect(instantReview.evolve(fold([started]), submitted('u_ava_b', ['1'], false))).toEqual(fold([started]));
  });

  it('an updated list is what the next update compares with; a changed level or order is a change', () => {
    const updated: InstantReviewEvent = { type: 'QuestionReviewSkillListUpdated', data: { ...audience, skills: [recorded(skillB)], updatedAt: at(4).toISOString() } };
    spec.given([started, firstPosed, updated]).when(update([skillB])).then([]);
    spec.given([started, firstPosed]).when(update([skillA, { ...skillB, level: 4 }])).then([{ ...updated, data: { ...(updated.data as object), skills: [recorded(skillA), recorded(skillB, 4)] } } as InstantReviewEvent]);
    spec.given([started, firstPosed]).when(update([skillB, skillA])).then([{ ...updated, data: { ...(updated.data as object), skills: [recorded(skillB), recorded(skillA)] } } as InstantReviewEvent]);
    spec.given([started, firstPosed]).when(update([skillA, { ...skillN(3), level: 3 }])).then([{ ...updated, data: { ...(updated.data as object), skills: [recorded(skillA), recorded({ ...skillN(3), level: 3 })] } } as InstantReviewEvent]);
  });

  it('pushes an updated list to the teacher only, and a posed question with its session', () => {
    const updated: InstantReviewEvent = { type: 'QuestionReviewSkillListUpdated', data: { ...audience, skills: [recorded(skillB)], updatedAt: at(4).toISOString() } };
    expect(instantReviewPushes(updated)).toEqual([{ subject: 'push.user.u_ms_rivera.room', payload: { event: 'QRM_SKILLS_UPDATED', qrmSessionId: 'qrm1' } }]);
    expect(instantReviewPushes(firstPosed)[0]!.payload).toEqual({ event: 'QRM_QUESTION_POSED', qrmSessionId: 'qrm1' });
  });

  it('the view: open or ended, who answered and how, the class’s wrong answers by count', () => {
    const state = fold([started, firstPosed, submitted('u_ava_b', ['12'], false), submitted('u_noah_c', [' 12 '], false)]);
    const view = reviewView(state, { userId: 'u_ms_rivera', role: 'teacher' })!;
    expect(view.status).toBe('open');
    expect(view.answers).toEqual([
      { studentUserId: 'u_ava_b', displayName: 'Ava B.', answered: true, correct: false },
      { studentUserId: 'u_noah_c', displayName: 'Noah C.', answered: true, correct: false },
    ]);
    const oneAnswer = reviewView(fold([started, firstPosed, submitted('u_ava_b', ['7'], true)]), { userId: 'u_ms_rivera', role: 'teacher' })!;
    expect(oneAnswer.answers).toEqual([
      { studentUserId: 'u_ava_b', displayName: 'Ava B.', answered: true, correct: true },
      { studentUserId: 'u_noah_c', displayName: 'Noah C.', answered: false, correct: null },
    ]);
    expect(oneAnswer.commonWrongAnswers).toEqual([]);
    expect(reviewView(fold([started, firstPosed, ended]), { userId: 'u_ava_b', role: 'student' })!.status).toBe('ended');
    expect(reviewView(fold([started]), { userId: 'u_ms_rivera', role: 'teacher' })).toBeNull();
  });

  it('names a review’s stream after its session', () => expect(instantReviewStreams.session('qrm1')).toBe('instant-review:qrm1'));

  it('a question key’s number has up to 9 digits', () => {
    expect(parseReviewQuestionKey('qrm1.123456789')).toEqual({ qrmSessionId: 'qrm1', questionNumber: 123456789 });
    expect(parseReviewQuestionKey('qrm1.123')).toEqual({ qrmSessionId: 'qrm1', questionNumber: 123 });
    expect(parseReviewQuestionKey('qrm1.1234567890')).toBeNull();
  });
});
