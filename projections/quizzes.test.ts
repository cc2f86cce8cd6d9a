import { describe, expect, it } from 'vitest';
import type { QuizEvent } from '../events/quizzes';
import { projectionSpecification } from './projection-specification';
import { quizzesProjection, quizzesQueries } from './quizzes';

// Quizzes' read model (docs/quizzes.md): the quiz and its assignees, attempts, and each answer per item —
// which student answered what, right or wrong — and the quiz resources a teacher of the school or district sees.

const spec = projectionSpecification(quizzesProjection, quizzesQueries);
const at = (minutes: number) => new Date(Date.parse('2026-11-02T09:00:00.000Z') + minutes * 60_000).toISOString();

const created = (quizId: string, teacherUserId = 'u_rivera', schoolId = 's_1'): QuizEvent => ({
  type: 'QuizCreated',
  data: {
    quizId,
    teacherUserId,
    teacherDisplayName: 'Ms. Rivera',
    schoolId,
    districtId: 'd_1',
    title: `Quiz ${quizId}`,
    source: { kind: 'questionSet', questionSetId: 'set_1', setTitle: 'Warm-up' },
    fromQuizId: null,
    items: [
      { source: 'questionSet', questionId: 'a', kind: 'number', prompt: '3 × 4', choices: [], answer: '12' },
      { source: 'questionSet', questionId: 'b', kind: 'shortText', prompt: 'Shape with 3 sides', choices: [], answer: 'triangle' },
    ],
    classIds: ['class_12'],
    studentUserIds: ['u_ava', 'u_noah'],
    opensAt: at(0),
    closesAt: at(60),
    timeLimitMinutes: 20,
    createdAt: at(-5),
  },
});
const started = (studentUserId: string, minutes: number): QuizEvent => ({ type: 'QuizStarted', data: { quizId: 'quiz_1', studentUserId, teacherUserId: 'u_rivera', startedAt: at(minutes), deadline: at(minutes + 20) } });
const answered = (studentUserId: string, questionNumber: number, response: string, correct: boolean, minutes: number): QuizEvent => ({
  type: 'QuizQuestionAnswered',
  data: { quizId: 'quiz_1', studentUserId, questionKey: `q${questionNumber}`, questionNumber, response, correct, correctAnswer: questionNumber === 1 ? '12' : 'triangle', answeredAt: at(minutes) },
});

describe('the quizzes read model', () => {
  it('holds the quiz with its items, its assignees and every student’s quizzes', () =>
    spec.given([created('quiz_1')]).then((q) => {
      expect(q.quiz('quiz_1')).toMatchObject({ title: 'Quiz quiz_1', questionCount: 2, sourceKind: 'questionSet', sourceLabel: 'Warm-up', classIds: ['class_12'], releasedAt: null });
      expect(q.assignees('quiz_1')).toEqual(['u_ava', 'u_noah']);
      expect(q.isAssigned('quiz_1', 'u_mia')).toBe(false);
      expect(q.assignedTo('u_ava').map((quiz) => quiz.quizId)).toEqual(['quiz_1']);
      expect(q.quizzesOf('u_rivera').map((quiz) => quiz.quizId)).toEqual(['quiz_1']);
    }));

  it('per quiz item, which student answered what, right or wrong; attempts count them and the submit fixes the score', () =>
    spec
      .given([
        created('quiz_1'),
        started('u_ava', 1),
        answered('u_ava', 1, '12', true, 2),
        answered('u_ava', 2, 'square', false, 3),
        { type: 'QuizSubmitted', data: { quizId: 'quiz_1', studentUserId: 'u_ava', teacherUserId: 'u_rivera', right: 1, answered: 2, total: 2, submittedAt: at(4) } },
        started('u_noah', 5),
        answered('u_noah', 1, '11', false, 6),
      ])
      .then((q) => {
        expect(q.answersTo('quiz_1').map((answer) => [answer.studentUserId, answer.questionKey, answer.response, answer.correct])).toEqual([
          ['u_ava', 'q1', '12', true],
          ['u_ava', 'q2', 'square', false],
          ['u_noah', 'q1', '11', false],
        ]);
        expect(q.attempt('quiz_1', 'u_ava')).toMatchObject({ answered: 2, right: 1, submittedAt: at(4), deadline: at(21) });
        expect(q.attempt('quiz_1', 'u_noah')).toMatchObject({ answered: 1, right: 0, submittedAt: null });
      }));

  it('release and sharing; a shared quiz is a resource of the school’s or the district’s other teachers only', () =>
    spec
      .given([
        created('quiz_1'),
        { type: 'QuizResultsReleased', data: { quizId: 'quiz_1', teacherUserId: 'u_rivera', releasedAt: at(70) } },
        { type: 'QuizShared', data: { quizId: 'quiz_1', teacherUserId: 'u_rivera', scope: 'school', schoolId: 's_1', districtId: 'd_1', sharedAt: at(71) } },
        created('quiz_2', 'u_lee', 's_2'),
        { type: 'QuizShared', data: { quizId: 'quiz_2', teacherUserId: 'u_lee', scope: 'district', schoolId: 's_2', districtId: 'd_1', sharedAt: at(72) } },
      ])
      .then((q) => {
        expect(q.quiz('quiz_1')).toMatchObject({ releasedAt: at(70), sharedScope: 'school' });
        const ids = (viewer: { userId: string; schoolId: string | null; districtId: string | null }) => q.resourcesFor(viewer).map((quiz) => quiz.quizId);
        expect(ids({ userId: 'u_birch', schoolId: 's_1', districtId: 'd_1' })).toEqual(['quiz_2', 'quiz_1']);
        expect(ids({ userId: 'u_cole', schoolId: 's_3', districtId: 'd_1' })).toEqual(['quiz_2']);
        expect(ids({ userId: 'u_far', schoolId: 's_9', districtId: 'd_9' })).toEqual([]);
        expect(ids({ userId: 'u_rivera', schoolId: 's_1', districtId: 'd_1' })).toEqual(['quiz_2']);
      }));
});
