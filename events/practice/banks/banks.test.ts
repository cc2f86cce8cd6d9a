import { describe, expect, it } from 'vitest';
import { GRADE_BANDS } from '../bank-question';
import { allBanks } from './all-banks';
import { elaReadingComprehensionBank } from './ela-reading-comprehension';

// Every written bank (ELA, science, social studies, Spanish; one per catalogue
// topic): registered, enough questions per band, distinct prompts, sound
// choices, an explanation for each question, plain text only.

const TOPICS: Readonly<Record<string, readonly string[]>> = {
  ela: ['phonics', 'vocabulary', 'reading comprehension', 'grammar', 'punctuation', 'spelling', 'writing', 'figurative language', 'sentences', 'poetry', 'research', 'text structure'],
  sci: ['plants', 'animals', 'weather', 'matter', 'energy', 'forces', 'earth', 'space', 'ecosystems', 'engineering'],
  ss: ['maps', 'government', 'economics', 'history', 'culture', 'geography', 'civics', 'world history'],
  spa: ['greetings', 'numbers', 'colours', 'family', 'food', 'school', 'verbs', 'weather and seasons'],
};
const expectedKeys = Object.entries(TOPICS).flatMap(([subject, topics]) => topics.map((topic) => `${subject}:${topic}`));

const badText = /undefined|NaN|\[object Object\]/;
const markup = /<\/?[a-z][^>]*>|&[a-z]+;/i;
const normal = (text: string) => text.trim().toLowerCase();

it('has a bank for every topic of every written subject, and no other', () => {
  expect(Object.keys(allBanks).sort()).toEqual([...expectedKeys].sort());
});

describe.each(expectedKeys)('%s bank', (key) => {
  it.each(GRADE_BANDS)('has at least 15 distinct, well-formed questions for %s', (band) => {
    const questions = allBanks[key]![band];
    expect(questions.length).toBeGreaterThanOrEqual(15);
    const prompts = questions.map((q) => normal(q.prompt));
    expect(new Set(prompts).size, 'duplicate prompt').toBe(prompts.length);
    for (const q of questions) {
      const where = `${band}: ${q.prompt}`;
      expect(q.prompt.trim(), where).not.toBe('');
      expect(q.correct.trim(), where).not.toBe('');
      expect(q.explanation.trim(), where).not.toBe('');
      expect(q.distractors.length, where).toBeGreaterThanOrEqual(2);
      expect(q.distractors.length, where).toBeLessThanOrEqual(3);
      const choices = [q.correct, ...q.distractors].map(normal);
      expect(choices.every((c) => c !== ''), where).toBe(true);
      expect(new Set(choices).size, `${where}: choices not distinct`).toBe(choices.length);
      for (const text of [q.prompt, q.correct, ...q.distractors, q.explanation]) {
        expect(text, where).not.toMatch(badText);
        expect(text, where).not.toMatch(markup);
      }
    }
  });
});

describe('ela:reading comprehension bank', () => {
  it.each(GRADE_BANDS)('puts a short passage (two to four sentences before the question) in every %s prompt', (band) => {
    for (const q of elaReadingComprehensionBank[band]) {
      const sentences = q.prompt.split(/(?<=[.!?]["']?)\s+(?=["A-Z])/).filter((s) => s.trim() !== '');
      expect(sentences.length, q.prompt).toBeGreaterThanOrEqual(3);
      expect(sentences.length, q.prompt).toBeLessThanOrEqual(5);
      expect(q.prompt.trim(), q.prompt).toMatch(/\?$/);
    }
  });
});
