import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GradeBand, TopicBank } from './bank-question';
import { questionFromBank } from './bank-questions';
import { allBanks } from './banks/all-banks';
import {
  generateQuestion,
  isCorrectResponse,
  MATH_TOPICS,
  MissingQuestionBankError,
  QUESTION_LEVELS,
  type AnswerRule,
  type GeneratedQuestion,
  type MathTopic,
  type PracticeSkill,
  type QuestionLevel,
} from './question-engine';
import { seededRandom } from './seeded-random';

// The catalogue names math skills from these patterns and objects
// (server/catalogue/catalogue-vocabulary.ts), with the topic's name for {t}.
const PATTERNS = ['{t}: {o}', '{o} with {t}', 'Word problems: {t}', '{t} on a number line', 'Estimate {t}', 'Compare {t}'];
const OBJECTS = ['one-digit numbers', 'two-digit numbers', 'three-digit numbers', 'up to 10', 'up to 20', 'up to 100', 'like denominators', 'unlike denominators', 'mixed numbers', 'multiples of 10', 'models', 'area and perimeter', 'arrays', 'equal groups', 'missing numbers'];

function skillName(topic: string, pattern: string, object: string): string {
  const word = pattern.startsWith('{t}') ? topic.charAt(0).toUpperCase() + topic.slice(1) : topic;
  const name = pattern.replace('{t}', word).replace('{o}', object);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const skill = (topic: string, grade: number, name: string): PracticeSkill => ({ subject: 'math', grade, topic, name });
const grades = fc.integer({ min: 0, max: 12 });
const levels = fc.constantFrom(...QUESTION_LEVELS);
const seeds = fc.string({ minLength: 1, maxLength: 24 });
const names = (topic: string) => fc.tuple(fc.constantFrom(...PATTERNS), fc.constantFrom(...OBJECTS)).map(([pattern, object]) => skillName(topic, pattern, object));

/** A response that must be judged wrong: another choice, the number plus more than its tolerance, the fraction plus one. */
function wrongResponse(question: GeneratedQuestion): string {
  const rule: AnswerRule = question.accepts;
  switch (rule.kind) {
    case 'choice':
      return question.choices!.find((choice) => choice !== rule.correct)!;
    case 'number':
      return String(rule.value + Math.max(1, 2 * (rule.tolerance ?? 0) + 1));
    case 'fraction':
      return `${rule.numerator + rule.denominator}/${rule.denominator}`;
  }
}

/** Property runs per topic: under a mutation run (`npm run mutate`, which sets MUTATE_NAME) fewer, as each
 * mutant re-runs them and the pinned questions of math-questions-golden.test.ts catch most changes first. */
const WELL_FORMED_RUNS = process.env.MUTATE_NAME ? 60 : 1000;

const BAD_TEXT = /NaN|Infinity|undefined|null|\[object Object\]/;

function texts(question: GeneratedQuestion): string[] {
  const art = question.art;
  const artTexts =
    art?.kind === 'bar-graph'
      ? [art.title, art.unit, ...art.bars.map((bar) => bar.label), ...art.bars.map((bar) => String(bar.value))]
      : art?.kind === 'shape'
        ? [art.unit, ...(art.labels ?? []), ...art.sides.map(String)]
        : art
          ? Object.values(art).map(String)
          : [];
  return [question.prompt, question.correctAnswer, ...(question.choices ?? []), ...question.explanation, ...artTexts];
}

function expectWellFormed(question: GeneratedQuestion, where: string) {
  for (const text of texts(question)) expect(text, where).not.toMatch(BAD_TEXT);
  expect(question.prompt.trim(), where).not.toBe('');
  expect(question.prompt, `${where}: no HTML in the prompt`).not.toMatch(/<\/?[a-z]/i);
  expect(question.explanation.length, where).toBeGreaterThan(0);
  for (const step of question.explanation) expect(step.trim(), where).not.toBe('');
  expect(question.answerType, where).toBe(question.accepts.kind);
  if (question.answerType === 'choice') {
    const choices = question.choices ?? [];
    expect(choices.length, where).toBeGreaterThanOrEqual(2);
    expect(choices.length, where).toBeLessThanOrEqual(5);
    expect(new Set(choices).size, `${where}: duplicate choices ${choices.join(' | ')}`).toBe(choices.length);
    expect(choices, where).toContain(question.correctAnswer);
  } else {
    expect(question.choices, where).toBeUndefined();
  }
  if (question.accepts.kind === 'number') expect(Number.isFinite(question.accepts.value), where).toBe(true);
  if (question.accepts.kind === 'fraction') {
    expect(Number.isSafeInteger(question.accepts.numerator), where).toBe(true);
    expect(Number.isSafeInteger(question.accepts.denominator) && question.accepts.denominator > 0, where).toBe(true);
  }
}

describe('math questions', () => {
  it('covers the 18 math topics of the catalogue', () => {
    expect([...MATH_TOPICS].sort()).toEqual(
      ['addition', 'subtraction', 'multiplication', 'division', 'fractions', 'decimals', 'geometry', 'measurement', 'time', 'money', 'place value', 'patterns', 'data and graphs', 'ratios', 'integers', 'expressions', 'equations', 'probability'].sort(),
    );
  });

  describe.each(MATH_TOPICS)('%s', (topic: MathTopic) => {
    it('accepts its own correct answer and rejects a wrong one, for every grade 0–12 and level 1–5', () => {
      for (let grade = 0; grade <= 12; grade++) {
        for (const level of QUESTION_LEVELS) {
          fc.assert(
            fc.property(seeds, names(topic), (seed, name) => {
              const question = generateQuestion(skill(topic, grade, name), level, seed);
              const where = `grade ${grade}, level ${level}, "${name}", seed ${JSON.stringify(seed)}: ${question.prompt}`;
              expect(isCorrectResponse(question.accepts, question.correctAnswer), where).toBe(true);
              expect(isCorrectResponse(question.accepts, wrongResponse(question)), where).toBe(false);
            }),
            { numRuns: 6 },
          );
        }
      }
    });

    it('makes 1,000 well-formed questions: distinct choices holding the answer, clean text, an explanation', () => {
      fc.assert(
        fc.property(grades, levels, seeds, names(topic), (grade, level, seed, name) => {
          expectWellFormed(generateQuestion(skill(topic, grade, name), level, seed), `grade ${grade}, level ${level}, "${name}", seed ${JSON.stringify(seed)}`);
        }),
        { numRuns: WELL_FORMED_RUNS },
      );
    });

    it('is deterministic: the same skill, level and seed give the same question; other seeds give others', () => {
      fc.assert(
        fc.property(grades, levels, seeds, names(topic), (grade, level, seed, name) => {
          expect(generateQuestion(skill(topic, grade, name), level, seed)).toEqual(generateQuestion(skill(topic, grade, name), level, seed));
        }),
        { numRuns: 50 },
      );
      for (const grade of [0, 6, 12]) {
        const prompts = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(generateQuestion(skill(topic, grade, skillName(topic, '{t}: {o}', 'models')), 3, `seed-${i}`))));
        expect(prompts.size, `grade ${grade}`).toBeGreaterThan(1);
      }
    });
  });

  it('pitches kindergarten low and grade 12 high', () => {
    const sizes = (grade: number, level: QuestionLevel) =>
      Array.from({ length: 50 }, (_, i) => generateQuestion(skill('addition', grade, 'Addition: models'), level, `s${i}`)).map((q) => (q.accepts.kind === 'number' ? Math.abs(q.accepts.value) : 0));
    expect(Math.max(...sizes(0, 1))).toBeLessThanOrEqual(10);
    expect(Math.max(...sizes(0, 3))).toBeLessThanOrEqual(10);
    expect(Math.max(...sizes(12, 5))).toBeGreaterThan(100);
  });

  it('follows the skill name: word problems, comparisons, estimates, like and unlike denominators', () => {
    const ask = (topic: string, grade: number, name: string) => generateQuestion(skill(topic, grade, name), 3, 'hint');
    expect(ask('addition', 3, 'Compare addition').choices?.sort()).toEqual(['<', '=', '>']);
    expect(ask('fractions', 4, 'Fractions: unlike denominators').prompt).toMatch(/\d+\/(\d+) [+−] \d+\/(?!\1\b)\d+/);
    expect(ask('fractions', 4, 'Fractions: like denominators').prompt).toMatch(/\d+\/(\d+) [+−] \d+\/\1\?/);
    expect(ask('subtraction', 3, 'Word problems: subtraction').prompt).toMatch(/[A-Z][a-z]+ .*\?$/);
    expect(ask('addition', 4, 'Estimate addition').prompt).toMatch(/^Estimate .* rounding/);
    expect(ask('time', 2, 'Time: models').art?.kind).toBe('clock');
    expect(ask('data and graphs', 5, 'Data and graphs: models').art?.kind).toBe('bar-graph');
  });

  it('throws a clear error for an unknown math topic, a grade out of range or a bad level', () => {
    expect(() => generateQuestion(skill('calculus', 12, 'Calculus: limits'), 3, 's')).toThrow(/calculus/);
    expect(() => generateQuestion(skill('addition', 13, 'Addition: models'), 3, 's')).toThrow(RangeError);
    expect(() => generateQuestion(skill('addition', 2, 'Addition: models'), 7 as QuestionLevel, 's')).toThrow(RangeError);
  });
});

describe('bank questions', () => {
  const questionsOf = (band: GradeBand) =>
    Array.from({ length: 3 }, (_, i) => ({ prompt: `${band} question ${i}?`, correct: `right ${band} ${i}`, distractors: [`wrong a ${i}`, `wrong b ${i}`, `wrong c ${i}`], explanation: `Because ${band} ${i}.` }));
  const bank: TopicBank = { 'K-2': questionsOf('K-2'), '3-5': questionsOf('3-5'), '6-8': questionsOf('6-8'), '9-12': questionsOf('9-12') };
  const ela = (grade: number): PracticeSkill => ({ subject: 'ela', grade, topic: 'grammar', name: 'Grammar: pronouns' });

  it("picks a question of the skill's grade band, with its choices shuffled by seed", () => {
    for (const [grade, band] of [[0, 'K-2'], [2, 'K-2'], [3, '3-5'], [5, '3-5'], [6, '6-8'], [8, '6-8'], [9, '9-12'], [12, '9-12']] as const) {
      const question = questionFromBank(bank, ela(grade), seededRandom(`s${grade}`));
      expect(question.prompt).toMatch(new RegExp(`^${band} question \\d\\?$`));
      const source = bank[band].find((q) => q.prompt === question.prompt)!;
      expect(question).toMatchObject({ answerType: 'choice', correctAnswer: source.correct, explanation: [source.explanation], accepts: { kind: 'choice', correct: source.correct } });
      expect([...question.choices!].sort()).toEqual([source.correct, ...source.distractors].sort());
      expect(isCorrectResponse(question.accepts, source.correct)).toBe(true);
      expect(isCorrectResponse(question.accepts, source.distractors[0]!)).toBe(false);
    }
    const orders = new Set(Array.from({ length: 30 }, (_, i) => questionFromBank({ ...bank, '3-5': [bank['3-5'][0]!] }, ela(4), seededRandom(`o${i}`)).choices!.join('|')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('throws MissingQuestionBankError for a topic with no bank yet', () => {
    expect(() => generateQuestion({ subject: 'sci', grade: 3, topic: 'no such topic', name: 'No such topic: fossils' }, 1, 's')).toThrow(MissingQuestionBankError);
    expect(() => generateQuestion({ subject: 'ss', grade: 3, topic: 'constructor', name: 'x' }, 1, 's')).toThrow(MissingQuestionBankError);
  });

  it('turns every registered bank into well-formed, deterministic questions', () => {
    for (const [key, topicBank] of Object.entries(allBanks)) {
      const [subject, topic] = key.split(':') as [PracticeSkill['subject'], string];
      expect(subject).not.toBe('math');
      for (const grade of [0, 4, 7, 10]) {
        for (let i = 0; i < 5; i++) {
          const practiceSkill = { subject, grade, topic, name: topic };
          const question = generateQuestion(practiceSkill, 2, `bank-${i}`);
          expect(generateQuestion(practiceSkill, 2, `bank-${i}`)).toEqual(question);
          expectWellFormed(question, `${key} grade ${grade}`);
          expect(isCorrectResponse(question.accepts, question.correctAnswer)).toBe(true);
          expect(topicBank).toBeDefined();
        }
      }
    }
  });
});

describe('seededRandom', () => {
  it('is deterministic and stays in range', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = a.int(min, min + span);
          expect(b.int(min, min + span)).toBe(x);
          expect(x).toBeGreaterThanOrEqual(min);
          expect(x).toBeLessThanOrEqual(min + span);
        }
        expect([...a.shuffle([1, 2, 3, 4, 5])].sort()).toEqual([1, 2, 3, 4, 5]);
      }),
    );
  });
});
