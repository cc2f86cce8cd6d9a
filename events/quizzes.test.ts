import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { quizPushes, quizzes, type QuizCommand, type QuizEvent, type SharedQuizFacts } from './quizzes';
import { gradeQuizResponse, type QuizItem } from './quizzes/quiz-questions';
import type { SparkQuestion } from './spark-studio';

// Quizzes' decider (docs/quizzes.md): building (role, own classes and students, source, times), one
// attempt per student (resume, never restart), the time limit and the closing time by the server's
// clock (the command's `now`), release, sharing, and who may do what.

const spec = deciderSpecification(quizzes);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const teacher = { userId: 'u_rivera', role: 'teacher', displayName: 'Ms. Rivera', schoolId: 's_1', districtId: 'd_1' };
const ava = { userId: 'u_ava', role: 'student' };
const noah = { userId: 'u_noah', role: 'student' };
const stranger = { userId: 'u_mia', role: 'student' };

const questions: SparkQuestion[] = [
  { questionId: 'sq1', kind: 'number', prompt: '3 × 4 = ?', choices: [], answer: '12', explanation: 'Three fours.' },
  { questionId: 'sq2', kind: 'multipleChoice', prompt: 'Which is a fraction?', choices: ['3/4', '7'], answer: '3/4', explanation: 'It has a numerator.' },
  { questionId: 'sq3', kind: 'shortText', prompt: 'Name the shape with 3 sides.', choices: [], answer: 'triangle', explanation: 'Tri means three.' },
];
const set = { questionSetId: 'set_1', title: 'Warm-up', questions };

type CreateData = Extract<QuizCommand, { type: 'CreateQuiz' }>['data'];
const create = (overrides: Partial<CreateData> = {}): QuizCommand => ({
  type: 'CreateQuiz',
  data: {
    quizId: 'quiz_1',
    teacher,
    title: '  Fractions   check ',
    source: { kind: 'questionSet', set },
    classIds: ['class_12'],
    studentUserIds: ['u_ava', 'u_noah'],
    reachableClassIds: new Set(['class_12']),
    reachableStudentUserIds: new Set(['u_ava', 'u_noah']),
    opensAt: at(0),
    closesAt: at(60),
    timeLimitMinutes: 20,
    now: t0,
    ...overrides,
  },
});
const created = (overrides: Partial<CreateData> = {}): QuizEvent[] => quizzes.decide(create(overrides), quizzes.initialState());
const fold = (events: readonly QuizEvent[]) => events.reduce(quizzes.evolve, quizzes.initialState());
const step = (events: readonly QuizEvent[], command: QuizCommand): QuizEvent[] => [...events, ...quizzes.decide(command, fold(events))];
const start = (student = ava, minutes = 1): QuizCommand => ({ type: 'StartQuiz', data: { student, now: at(minutes) } });
const answer = (n: number, response: string, minutes: number, student = ava): QuizCommand => ({ type: 'AnswerQuizQuestion', data: { student, questionKey: `q${n}`, response, now: at(minutes) } });
const submit = (minutes: number, student = ava): QuizCommand => ({ type: 'SubmitQuiz', data: { student, now: at(minutes) } });

describe('building a quiz', () => {
  it('a teacher builds one from a question set: a snapshot of its questions, her classes’ students assigned', () => {
    const [event] = created();
    expect(event).toMatchObject({
      type: 'QuizCreated',
      data: { quizId: 'quiz_1', title: 'Fractions check', source: { kind: 'questionSet', questionSetId: 'set_1', setTitle: 'Warm-up' }, studentUserIds: ['u_ava', 'u_noah'], timeLimitMinutes: 20, fromQuizId: null },
    });
    if (event?.type !== 'QuizCreated') throw new Error('no quiz');
    expect(event.data.items.map((item) => item.source === 'questionSet' && item.prompt)).toEqual(questions.map((q) => q.prompt));
  });

  it('builds one from skills: questionsPerSkill questions per skill, drawn again from the recorded seed', () => {
    const skill = { skillId: 7, permacode: 'ABC12', name: 'Multiply by 2', engine: { subject: 'math' as const, grade: 3, topic: 'multiplication', name: 'Multiply by 2' } };
    const [event] = created({ source: { kind: 'skills', skills: [skill, skill], questionsPerSkill: 4, seedBase: 'k9' } });
    if (event?.type !== 'QuizCreated') throw new Error('no quiz');
    expect(event.data.items).toHaveLength(4);
    expect(event.data.source).toEqual({ kind: 'skills', permacodes: ['ABC12'], questionsPerSkill: 4 });
    expect(event.data.items[0]).toMatchObject({ source: 'skill', permacode: 'ABC12', seed: 'k9-ABC12-1' });
    spec.given([]).when(create({ source: { kind: 'skills', skills: [skill], questionsPerSkill: 11, seedBase: 'k9' } })).thenThrows('quizzes.invalid_questions_per_skill', 400);
    spec.given([]).when(create({ source: { kind: 'skills', skills: [], questionsPerSkill: 3, seedBase: 'k9' } })).thenThrows('quizzes.choose_source', 400);
  });

  it('role rules: only a teacher builds, for her own classes and students', () => {
    spec.given([]).when(create({ teacher: { ...teacher, role: 'student' } })).thenThrows('quizzes.not_a_teacher', 403);
    spec.given([]).when(create({ teacher: { ...teacher, role: 'school_administrator' } })).thenThrows('quizzes.not_a_teacher', 403);
    spec.given([]).when(create({ classIds: ['class_other'] })).thenThrows('quizzes.not_your_class', 403);
    spec.given([]).when(create({ studentUserIds: ['u_ava', 'u_mia'] })).thenThrows('quizzes.not_your_student', 403);
  });

  it('refuses a bad title, times, time limit, no students, an unknown or empty set, and a second build', () => {
    spec.given([]).when(create({ title: '   ' })).thenThrows('quizzes.title_required', 400);
    spec.given([]).when(create({ closesAt: at(0) })).thenThrows('quizzes.invalid_times', 400);
    spec.given([]).when(create({ opensAt: at(-120), closesAt: at(-60) })).thenThrows('quizzes.closes_in_past', 400);
    spec.given([]).when(create({ timeLimitMinutes: 0 })).thenThrows('quizzes.invalid_time_limit', 400);
    spec.given([]).when(create({ classIds: [], studentUserIds: [] })).thenThrows('quizzes.no_students', 400);
    spec.given([]).when(create({ source: { kind: 'questionSet', set: null } })).thenThrows('quizzes.unknown_question_set', 404);
    spec.given([]).when(create({ source: { kind: 'questionSet', set: { ...set, questions: [] } } })).thenThrows('quizzes.empty_question_set', 400);
    spec.given(created()).when(create()).thenThrows('quizzes.quiz_exists', 409);
  });

  it('a quiz resource is assigned only by a teacher of the school or district it is shared with', () => {
    const [original] = created();
    if (original?.type !== 'QuizCreated') throw new Error('no quiz');
    const resource: SharedQuizFacts = { quizId: 'quiz_1', title: 'Fractions check', source: original.data.source, items: original.data.items, scope: 'district', schoolId: 's_1', districtId: 'd_1' };
    const colleague = { ...teacher, userId: 'u_lee', schoolId: 's_2' };
    const [copy] = created({ quizId: 'quiz_2', teacher: colleague, source: { kind: 'resource', resource } });
    expect(copy).toMatchObject({ type: 'QuizCreated', data: { quizId: 'quiz_2', teacherUserId: 'u_lee', fromQuizId: 'quiz_1', items: original.data.items } });
    spec.given([]).when(create({ quizId: 'quiz_2', teacher: colleague, source: { kind: 'resource', resource: { ...resource, scope: 'school' } } })).thenThrows('quizzes.not_shared_with_you', 403);
    spec.given([]).when(create({ quizId: 'quiz_2', teacher: { ...colleague, districtId: 'd_2' }, source: { kind: 'resource', resource } })).thenThrows('quizzes.not_shared_with_you', 403);
    spec.given([]).when(create({ quizId: 'quiz_2', teacher: colleague, source: { kind: 'resource', resource: { ...resource, scope: null } } })).thenThrows('quizzes.not_shared_with_you', 403);
  });
});

describe('one attempt per student', () => {
  it('the first start starts the attempt with its deadline: the time limit from now, by the server clock', () => {
    spec.given(created()).when(start(ava, 5)).then([
      { type: 'QuizStarted', data: { quizId: 'quiz_1', studentUserId: 'u_ava', teacherUserId: 'u_rivera', startedAt: at(5).toISOString(), deadline: at(25).toISOString() } },
    ]);
  });

  it('the deadline never passes the closing time', () => {
    spec.given(created()).when(start(ava, 50)).then([
      { type: 'QuizStarted', data: { quizId: 'quiz_1', studentUserId: 'u_ava', teacherUserId: 'u_rivera', startedAt: at(50).toISOString(), deadline: at(60).toISOString() } },
    ]);
  });

  it('a second start resumes: it appends nothing, and the attempt keeps its first clock and answers', () => {
    const history = step(step(created(), start(ava, 1)), answer(1, '12', 2));
    spec.given(history).when(start(ava, 3)).then([]);
    expect(fold(history).attempt).toMatchObject({ startedAt: at(1).getTime(), answers: [{ questionNumber: 1, correct: true }] });
  });

  it('a student outside the assignment cannot start it (403), nor can its teacher', () => {
    spec.given(created()).when(start(stranger)).thenThrows('quizzes.not_assigned', 403);
    spec.given(created()).when(start({ userId: 'u_rivera', role: 'teacher' })).thenThrows('quizzes.not_assigned', 403);
    spec.given([]).when(start()).thenThrows('quizzes.unknown_quiz', 404);
  });

  it('no start before opening or after closing', () => {
    spec.given(created({ opensAt: at(10) })).when(start(ava, 5)).thenThrows('quizzes.not_open_yet', 409);
    spec.given(created()).when(start(ava, 60)).thenThrows('quizzes.closed', 409);
  });

  it('answers are graded by the server, in order: the current question only', () => {
    const history = step(created(), start());
    spec.given(history).when(answer(1, ' 12 ', 2)).then([
      { type: 'QuizQuestionAnswered', data: { quizId: 'quiz_1', studentUserId: 'u_ava', questionKey: 'q1', questionNumber: 1, response: ' 12 ', correct: true, correctAnswer: '12', answeredAt: at(2).toISOString() } },
    ]);
    spec.given(history).when(answer(2, '7', 2)).thenThrows('quizzes.not_the_current_question', 409);
    spec.given(history).when(answer(1, '   ', 2)).thenThrows('quizzes.invalid_response', 400);
    spec.given(created()).when(answer(1, '12', 2)).thenThrows('quizzes.not_started', 409);
    const all = [answer(1, '11', 2), answer(2, '3/4', 3), answer(3, 'Triangle', 4)].reduce(step, history);
    expect(all.filter((event) => event.type === 'QuizQuestionAnswered').map((event) => event.type === 'QuizQuestionAnswered' && event.data.correct)).toEqual([false, true, true]);
    spec.given(all).when(answer(4, '1', 5)).thenThrows('quizzes.not_the_current_question', 409);
  });

  it('an answer past the time limit is refused (409) and appends nothing — by the command’s clock', () => {
    const history = step(created(), start(ava, 1));
    spec.given(history).when(answer(1, '12', 20.99)).then([
      { type: 'QuizQuestionAnswered', data: { quizId: 'quiz_1', studentUserId: 'u_ava', questionKey: 'q1', questionNumber: 1, response: '12', correct: true, correctAnswer: '12', answeredAt: at(20.99).toISOString() } },
    ]);
    spec.given(history).when(answer(1, '12', 21)).thenThrows('quizzes.time_up', 409);
    spec.given(history).when(submit(21)).thenThrows('quizzes.time_up', 409);
  });

  it('an answer after the closing time is refused (409 quizzes.closed), whatever the time limit', () => {
    const untimed = step(created({ timeLimitMinutes: null }), start(ava, 30));
    spec.given(untimed).when(answer(1, '12', 59)).then([
      { type: 'QuizQuestionAnswered', data: { quizId: 'quiz_1', studentUserId: 'u_ava', questionKey: 'q1', questionNumber: 1, response: '12', correct: true, correctAnswer: '12', answeredAt: at(59).toISOString() } },
    ]);
    spec.given(untimed).when(answer(1, '12', 60)).thenThrows('quizzes.closed', 409);
  });

  it('submit ends it with the score; then no answer, and a second submit appends nothing', () => {
    const answered = [start(), answer(1, '12', 2), answer(2, '7', 3)].reduce(step, created());
    spec.given(answered).when(submit(4)).then([
      { type: 'QuizSubmitted', data: { quizId: 'quiz_1', studentUserId: 'u_ava', teacherUserId: 'u_rivera', right: 1, answered: 2, total: 3, submittedAt: at(4).toISOString() } },
    ]);
    const submitted = step(answered, submit(4));
    spec.given(submitted).when(answer(3, 'triangle', 5)).thenThrows('quizzes.already_submitted', 409);
    spec.given(submitted).when(submit(5)).then([]);
    spec.given(submitted).when(start(ava, 6)).then([]);
  });

  it('QUIZ_ASSIGNED goes to every assigned student on her general channel when the quiz is built (issue 32: her home refetches)', () => {
    const built = created()[0]!;
    const messages = quizPushes({ ...built, streamId: 'quiz:quiz_1', version: 1, position: 1, metadata: {} } as never);
    const data = built.data as { title: string; closesAt: string; studentUserIds: string[] };
    expect(messages).toEqual(data.studentUserIds.map((id) => ({ subject: `push.user.${id}`, payload: { event: 'QUIZ_ASSIGNED', quizId: 'quiz_1', title: data.title, closesAt: data.closesAt } })));
    expect(messages.length).toBeGreaterThan(0);
  });

  it('QUIZ_SUBMITTED goes to the quiz’s teacher on her teacher channel', () => {
    const submitted = [start(), answer(1, '12', 2), submit(3)].reduce(step, created()).at(-1)!;
    const messages = quizPushes({ ...submitted, streamId: 'quiz-attempt:quiz_1:u_ava', version: 3, position: 9, metadata: {} } as never);
    expect(messages).toEqual([{ subject: 'push.user.u_rivera.teacher', payload: { event: 'QUIZ_SUBMITTED', quizId: 'quiz_1', studentUserId: 'u_ava', right: 1, answered: 1, total: 3, submittedAt: at(3).toISOString() } }]);
  });
});

describe('release and sharing', () => {
  it('only the quiz’s teacher releases, once; after release no attempt starts or answers', () => {
    const released = { type: 'QuizResultsReleased', data: { quizId: 'quiz_1', teacherUserId: 'u_rivera', releasedAt: at(30).toISOString() } } as const;
    spec.given(created()).when({ type: 'ReleaseQuizResults', data: { actor: teacher, now: at(30) } }).then([released]);
    spec.given([...created(), released]).when({ type: 'ReleaseQuizResults', data: { actor: teacher, now: at(31) } }).then([]);
    spec.given(created()).when({ type: 'ReleaseQuizResults', data: { actor: { userId: 'u_lee', role: 'teacher' }, now: at(30) } }).thenThrows('quizzes.not_your_quiz', 403);
    spec.given(created()).when({ type: 'ReleaseQuizResults', data: { actor: ava, now: at(30) } }).thenThrows('quizzes.not_your_quiz', 403);
    spec.given([...created(), released]).when(start(noah, 31)).thenThrows('quizzes.closed', 409);
    const running = step(created(), start(ava, 1));
    spec.given([...running, released]).when(answer(1, '12', 31)).thenThrows('quizzes.closed', 409);
  });

  it('the teacher shares with her school or district; sharing never narrows', () => {
    const share = (scope: 'school' | 'district', actor: { userId: string; role: string } = teacher): QuizCommand => ({ type: 'ShareQuiz', data: { actor, scope, now: at(2) } });
    spec.given(created()).when(share('district')).then([
      { type: 'QuizShared', data: { quizId: 'quiz_1', teacherUserId: 'u_rivera', scope: 'district', schoolId: 's_1', districtId: 'd_1', sharedAt: at(2).toISOString() } },
    ]);
    const district = step(created(), share('district'));
    spec.given(district).when(share('school')).then([]);
    spec.given(district).when(share('district')).then([]);
    spec.given(created()).when(share('school', { userId: 'u_lee', role: 'teacher' })).thenThrows('quizzes.not_your_quiz', 403);
    spec.given(created({ teacher: { ...teacher, districtId: null } })).when(share('district')).thenThrows('quizzes.no_district', 409);
  });
});

describe('grading reuses practice and Spark Studio', () => {
  it('a skill item is graded by practice’s answer rules on the question drawn again from its seed', () => {
    const item: QuizItem = { source: 'skill', skillId: 7, permacode: 'ABC12', skillName: 'Multiply by 2', engine: { subject: 'math', grade: 3, topic: 'multiplication', name: 'Multiply by 2' }, level: 3, seed: 'k9-ABC12-1' };
    const { correctAnswer } = gradeQuizResponse(item, '');
    expect(gradeQuizResponse(item, correctAnswer).correct).toBe(true);
    expect(gradeQuizResponse(item, '').correct).toBe(false);
  });
});
