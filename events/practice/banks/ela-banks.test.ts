import { describe, expect, it } from 'vitest';
import { GRADE_BANDS, type TopicBank } from '../bank-question';
import { allBanks } from './all-banks';
import { elaFigurativeLanguageBank } from './ela-figurative-language';
import { elaGrammarBank } from './ela-grammar';
import { elaPhonicsBank } from './ela-phonics';
import { elaPoetryBank } from './ela-poetry';
import { elaPunctuationBank } from './ela-punctuation';
import { elaReadingComprehensionBank } from './ela-reading-comprehension';
import { elaResearchBank } from './ela-research';
import { elaSentencesBank } from './ela-sentences';
import { elaSpellingBank } from './ela-spelling';
import { elaTextStructureBank } from './ela-text-structure';
import { elaVocabularyBank } from './ela-vocabulary';
import { elaWritingBank } from './ela-writing';

// Every ELA bank (one per catalogue topic): enough questions per band, distinct
// prompts, sound choices, an explanation for each question, plain text only.
const elaBanks: Record<string, TopicBank> = {
  'ela:phonics': elaPhonicsBank,
  'ela:vocabulary': elaVocabularyBank,
  'ela:reading comprehension': elaReadingComprehensionBank,
  'ela:grammar': elaGrammarBank,
  'ela:punctuation': elaPunctuationBank,
  'ela:spelling': elaSpellingBank,
  'ela:writing': elaWritingBank,
  'ela:figurative language': elaFigurativeLanguageBank,
  'ela:sentences': elaSentencesBank,
  'ela:poetry': elaPoetryBank,
  'ela:research': elaResearchBank,
  'ela:text structure': elaTextStructureBank,
};

const badText = /undefined|NaN|\[object Object\]/;
const markup = /<\/?[a-z][^>]*>|&[a-z]+;/i;
const normal = (text: string) => text.trim().toLowerCase();

describe.each(Object.entries(elaBanks))('%s bank', (key, bank) => {
  it('is registered in all-banks under its key', () => {
    expect(allBanks[key]).toBe(bank);
  });

  it.each(GRADE_BANDS)('has at least 15 distinct, well-formed questions for %s', (band) => {
    const questions = bank[band];
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
