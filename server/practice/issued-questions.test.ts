import { describe, expect, it } from 'vitest';
import type { PracticeSkill } from '../../events/practice/question-engine';
import { issuedQuestions, sameEngineSkill, type IssuedQuestion } from './issued-questions';

const engine: PracticeSkill = { subject: 'math', grade: 4, topic: 'fractions', name: 'Compare fractions' };
const issued = (seed: string): IssuedQuestion => ({
  asked: { questionKey: `key-${seed}`, permacode: 'ABC', level: 1, seed, learnerId: 'u_1', askedAt: 0 },
  engine,
  question: { prompt: seed, answerType: 'number', correctAnswer: '1', explanation: [], accepts: { kind: 'number', value: 1 } },
});

describe('issued questions (the answer path reuses what the question route made)', () => {
  it('recalls a key only as it was handed out, whole', () => {
    const questions = issuedQuestions();
    questions.remember('key-a', issued('a'));
    expect(questions.recall('key-a')?.asked.seed).toBe('a');
    expect(questions.recall('key-a ')).toBeUndefined();
    expect(questions.recall('key-')).toBeUndefined();
    questions.forget('key-a');
    expect(questions.recall('key-a')).toBeUndefined();
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const questions = issuedQuestions(2);
    for (const seed of ['a', 'b', 'c']) questions.remember(`key-${seed}`, issued(seed));
    expect(questions.recall('key-a')).toBeUndefined();
    expect(questions.recall('key-b')?.asked.seed).toBe('b');
    expect(questions.recall('key-c')?.asked.seed).toBe('c');
  });

  it('reuses a question only for the same engine skill (a renamed or moved skill makes it again)', () => {
    expect(sameEngineSkill(engine, { ...engine })).toBe(true);
    for (const changed of [{ subject: 'ela' as const }, { grade: 5 }, { topic: 'decimals' }, { name: 'Order fractions' }]) {
      expect(sameEngineSkill(engine, { ...engine, ...changed })).toBe(false);
    }
  });
});
