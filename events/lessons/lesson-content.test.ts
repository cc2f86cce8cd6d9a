import { describe, expect, it } from 'vitest';
import { isCorrectResponse, type PracticeSkill } from '../practice/question-engine';
import { lessonContentOf, publicCheck } from './lesson-content';

const fractions: PracticeSkill = { subject: 'math', grade: 3, topic: 'fractions', name: 'Compare fractions' };
const grammar: PracticeSkill = { subject: 'ela', grade: 2, topic: 'grammar', name: 'Identify pronouns' };

describe('a lesson', () => {
  it('is the same every time (fixed seeds)', () => {
    expect(lessonContentOf(fractions)).toEqual(lessonContentOf(fractions));
  });

  it('shows the examples step by step, ending with the answer', () => {
    for (const example of lessonContentOf(fractions).examples) expect(example.steps.at(-1)).toBe(`Answer: ${example.answer}`);
  });

  it('names the skill in its idea', () => {
    expect(lessonContentOf(grammar).idea.join(' ')).toContain('"Identify pronouns"');
  });

  it('has no example or check repeating another when the bank allows', () => {
    const lesson = lessonContentOf(fractions);
    const prompts = [...lesson.examples.map((example) => example.prompt), ...lesson.checks.map((check) => check.question.prompt)];
    expect(new Set(prompts).size).toBe(prompts.length);
  });

  it('sends checks without their answers or explanations', () => {
    for (const check of lessonContentOf(grammar).checks) {
      const shown = publicCheck(check);
      expect(Object.keys(shown).sort()).toEqual(['answerType', 'choices', 'prompt', 'questionKey']);
      expect(isCorrectResponse(check.question.accepts, check.question.correctAnswer)).toBe(true);
    }
  });
});
