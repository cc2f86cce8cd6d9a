import { vi } from 'vitest';
import type { QuizAttemptView, QuizDetail, QuizResults } from '../../../events/quizzes';
import type { QuizzesApi } from './quizzes-api';

// What the quiz pages' tests give them instead of the server.

export const results: QuizResults = {
  quizId: 'quiz-1',
  title: 'Fractions check',
  released: false,
  total: 2,
  items: [
    { questionKey: 'q1', questionNumber: 1, prompt: 'What is 3/4 of 12?', skillName: null, answered: 0, right: 0 },
    { questionKey: 'q2', questionNumber: 2, prompt: 'Name the bottom number.', skillName: null, answered: 0, right: 0 },
  ],
  students: [
    { studentUserId: 'u_ava', displayName: 'Ava B.', status: 'in_progress', submitReason: null, startedAt: '2026-11-02T09:01:00.000Z', submittedAt: null, right: 0, answered: 1, total: 2, scorePercent: null, answers: [] },
    { studentUserId: 'u_noah', displayName: 'Noah C.', status: 'not_started', submitReason: null, startedAt: null, submittedAt: null, right: 0, answered: 0, total: 2, scorePercent: null, answers: [] },
  ],
};

export const detail: QuizDetail = {
  quizId: 'quiz-1',
  title: 'Fractions check',
  sourceKind: 'questionSet',
  sourceLabel: 'Fractions warm-up',
  questionCount: 2,
  opensAt: '2026-11-02T09:00:00.000Z',
  closesAt: '2026-11-02T15:00:00.000Z',
  timeLimitMinutes: 20,
  status: 'open',
  released: false,
  sharedScope: null,
  assigned: 2,
  submitted: 0,
  classIds: ['class_g4_room12'],
  schoolShareable: true,
  districtShareable: true,
  results,
};

export const attempt = (overrides: Partial<QuizAttemptView> = {}): QuizAttemptView => ({
  quizId: 'quiz-1',
  title: 'Fractions check',
  status: 'in_progress',
  submitReason: null,
  question: { questionKey: 'q1', number: 1, total: 2, prompt: 'What is 3/4 of 12?', answerType: 'number', choices: null, art: null, skillName: null },
  answered: 0,
  total: 2,
  startedAt: '2026-11-02T09:01:00.000Z',
  deadline: '2026-11-02T09:21:00.000Z',
  serverTime: '2026-11-02T09:01:00.000Z',
  secondsLeft: 1_200,
  released: false,
  ...overrides,
});

const unused = () => vi.fn(async () => Promise.reject(new Error('not in this test')));

/** Every call refuses unless the test gives it. */
export function fakeQuizzesApi(overrides: Partial<QuizzesApi> = {}): QuizzesApi {
  return {
    list: unused(),
    builderOptions: unused(),
    create: unused(),
    assign: unused(),
    detail: unused(),
    release: unused(),
    share: unused(),
    assigned: unused(),
    attempt: unused(),
    start: unused(),
    answer: unused(),
    submit: unused(),
    results: unused(),
    ...overrides,
  };
}
