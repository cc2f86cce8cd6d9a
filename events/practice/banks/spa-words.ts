import type { BankQuestion } from '../bank-question';

// Word tables for the Spanish banks: each table entry becomes a question, its
// distractors taken from other entries of the same table (so they are the same
// kind of word: a colour for a colour, a month for a month).

export interface SpanishWord {
  /** The Spanish word or phrase, with its accents. */
  readonly es: string;
  /** Its English meaning, as the answer choice shows it. */
  readonly en: string;
  /** An optional extra sentence for the explanation. */
  readonly note?: string;
}

// Distractors for one word: other entries of the pool (the word's own table
// unless another is given), spread out so that neighbouring questions do not
// share the same three wrong answers.
function distractorsFor(word: SpanishWord, index: number, pool: readonly SpanishWord[], side: 'es' | 'en'): string[] {
  const others = pool.filter((other) => other[side] !== word[side]);
  if (others.length < 3) throw new Error('a word table needs at least 4 entries');
  const at = pool.indexOf(word);
  const base = at >= 0 ? at : index;
  const offsets = others.length >= 5 ? [0, 2, 4] : [0, 1, 2];
  return offsets.map((offset) => others[(base + offset) % others.length]![side]);
}

function explain(word: SpanishWord): string {
  return `"${word.es}" means "${word.en}".${word.note ? ` ${word.note}` : ''}`;
}

/** "What does 'rojo' mean?": the English meaning is the answer. */
export function meaningQuestions(words: readonly SpanishWord[], pool: readonly SpanishWord[] = words): BankQuestion[] {
  return words.map((word, i) => ({
    prompt: `What does "${word.es}" mean in English?`,
    correct: word.en,
    distractors: distractorsFor(word, i, pool, 'en'),
    explanation: explain(word),
  }));
}

/** "How do you say 'red' in Spanish?": the Spanish word is the answer. */
export function spanishForQuestions(words: readonly SpanishWord[], pool: readonly SpanishWord[] = words): BankQuestion[] {
  return words.map((word, i) => ({
    prompt: `How do you say "${word.en}" in Spanish?`,
    correct: word.es,
    distractors: distractorsFor(word, i, pool, 'es'),
    explanation: explain(word),
  }));
}
