import { describe, expect, it } from 'vitest';
import type { QuizAttemptRow, QuizRow } from '../../projections/quizzes';
import { attemptStatusOf, windowStatusOf } from './quiz-views';

// An attempt never submitted counts as submitted at its deadline (docs/quizzes.md), or at the release when that came first.

const quiz = { opensAt: '2026-11-02T09:00:00.000Z', closesAt: '2026-11-02T10:00:00.000Z', releasedAt: null } as QuizRow;
const attempt: QuizAttemptRow = { quizId: 'quiz_1', studentUserId: 'u_ava', startedAt: '2026-11-02T09:05:00.000Z', deadline: '2026-11-02T09:25:00.000Z', answered: 1, right: 1, submittedAt: null };

describe('an attempt’s status', () => {
  it('runs until its deadline, then counts as submitted at it', () => {
    expect(attemptStatusOf(quiz, attempt, new Date('2026-11-02T09:24:59.000Z')).status).toBe('in_progress');
    expect(attemptStatusOf(quiz, attempt, new Date('2026-11-02T09:25:00.000Z'))).toEqual({ status: 'submitted', submitReason: 'deadline', submittedAt: '2026-11-02T09:25:00.000Z' });
    expect(attemptStatusOf(quiz, { ...attempt, submittedAt: '2026-11-02T09:10:00.000Z' }, new Date('2026-11-02T09:11:00.000Z'))).toEqual({ status: 'submitted', submitReason: 'submitted', submittedAt: '2026-11-02T09:10:00.000Z' });
    expect(attemptStatusOf({ ...quiz, releasedAt: '2026-11-02T09:15:00.000Z' }, attempt, new Date('2026-11-02T09:16:00.000Z'))).toEqual({ status: 'submitted', submitReason: 'deadline', submittedAt: '2026-11-02T09:15:00.000Z' });
    expect(attemptStatusOf(quiz, null, new Date('2026-11-02T09:16:00.000Z')).status).toBe('not_started');
  });

  it('a quiz is upcoming, open, then closed (at its closing time or its release)', () => {
    expect(windowStatusOf(quiz, new Date('2026-11-02T08:59:00.000Z'))).toBe('upcoming');
    expect(windowStatusOf(quiz, new Date('2026-11-02T09:00:00.000Z'))).toBe('open');
    expect(windowStatusOf(quiz, new Date('2026-11-02T10:00:00.000Z'))).toBe('closed');
    expect(windowStatusOf({ ...quiz, releasedAt: '2026-11-02T09:30:00.000Z' }, new Date('2026-11-02T09:31:00.000Z'))).toBe('closed');
  });
});
