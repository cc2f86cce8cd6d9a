import { vi } from 'vitest';
import type { AssessmentProgress, AssignedAssessment } from '../../../events/assessments/assessment-contract';
import type { AssessmentsApi, SittingView } from './assessments-api';

type SittingQuestion = NonNullable<SittingView['question']>;

// What the assessment pages' tests give them instead of the server: the contract's shapes.

export const question = (overrides: Partial<SittingQuestion> = {}): SittingQuestion => ({
  questionKey: 'q1',
  number: 1,
  prompt: 'What is 3 × 4?',
  answerType: 'number',
  choices: null,
  art: null,
  ...overrides,
});

export const sitting = (overrides: Partial<SittingView> = {}): SittingView => ({
  assessmentId: 'window-w1',
  kind: 'screener',
  title: 'Math screener',
  status: 'in_progress',
  question: question(),
  answered: 0,
  total: 3,
  closesAt: '2026-11-02T10:00:00.000Z',
  serverTime: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

export const levelUpSitting = (overrides: Partial<SittingView> = {}): SittingView =>
  sitting({ assessmentId: 'levelup-math', kind: 'levelup', title: 'LevelUp diagnostic: math', total: null, closesAt: null, ...overrides });

export const assigned = (overrides: Partial<AssignedAssessment> = {}): AssignedAssessment => ({
  assessmentId: 'window-w1',
  kind: 'screener',
  title: 'Math screener',
  subject: 'math',
  opensAt: '2026-11-01T05:00:00.000Z',
  closesAt: '2026-11-10T05:00:00.000Z',
  status: 'not_started',
  answered: 0,
  total: 3,
  ...overrides,
});

export const progress = (overrides: Partial<AssessmentProgress> = {}): AssessmentProgress => ({
  assessmentId: 'window-w1',
  kind: 'screener',
  title: 'Math screener',
  subject: 'math',
  opensAt: '2026-11-01T05:00:00.000Z',
  closesAt: '2026-11-10T05:00:00.000Z',
  total: 3,
  students: [
    { studentUserId: 'u_ava', displayName: 'Ava B.', classId: 'class_g4_room12', status: 'in_progress', answered: 1 },
    { studentUserId: 'u_noah', displayName: 'Noah C.', classId: 'class_g4_room12', status: 'not_started', answered: 0 },
    { studentUserId: 'u_mia', displayName: 'Mia D.', classId: 'class_g4_room12', status: 'finished', answered: 3 },
  ],
  ...overrides,
});

const unused = () => vi.fn(async () => Promise.reject(new Error('not in this test')));

/** Every call refuses unless the test gives it. */
export function fakeAssessmentsApi(overrides: Partial<AssessmentsApi> = {}): AssessmentsApi {
  return { assigned: unused(), start: unused(), answer: unused(), progress: unused(), ...overrides };
}
