import { describe, expect, it } from 'vitest';
import type { QuizAnswerRow } from '../../projections/quizzes';
import { wrongAnswersOf } from './quiz-reports';

// Quiz analysis' wrong answers (docs/reports.md "Quiz reports"): the wrong responses, trimmed and
// grouped exactly, counted, the most frequent first (then by response); right answers never listed.

const answer = (studentUserId: string, response: string, correct: boolean): QuizAnswerRow => ({
  quizId: 'quiz_1',
  studentUserId,
  questionNumber: 1,
  questionKey: 'q1',
  response,
  correct,
  correctAnswer: '1/2',
  answeredAt: '2026-11-02T13:00:00.000Z',
});

describe('wrongAnswersOf', () => {
  it('groups the wrong responses (trimmed, case kept), most frequent first, then by response; right ones left out', () => {
    const answers = [answer('a', ' 1/4', false), answer('b', '1/4 ', false), answer('c', '1/2', true), answer('d', '2/3', false), answer('e', 'A', false), answer('f', 'a', false)];
    expect(wrongAnswersOf(answers)).toEqual([
      { response: '1/4', count: 2 },
      { response: '2/3', count: 1 },
      { response: 'a', count: 1 },
      { response: 'A', count: 1 },
    ]);
  });
  it('no wrong answer: none', () => {
    expect(wrongAnswersOf([answer('a', '1/2', true)])).toEqual([]);
  });
});
