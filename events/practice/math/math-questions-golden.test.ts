import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateQuestion, MATH_TOPICS, QUESTION_LEVELS, type GeneratedQuestion, type MathTopic } from '../question-engine';

/**
 * The math generators' questions, pinned: for every topic, grade 0–12 and level 1–5, six skills
 * (one per name pattern of the catalogue) each give a question from a fixed seed, and the digest of
 * those questions — prompt, choices, answer rule, explanation and picture — must stay as recorded
 * (`__snapshots__/math-questions-golden.test.ts.snap`). The properties in question-engine.test.ts
 * prove what every question must be (well formed, its own answer right); this proves the questions
 * did not change unseen: a changed generator fails here and, if the change is meant, is recorded
 * again with `npx vitest run events/practice/math/math-questions-golden.test.ts -u` (the sample
 * below shows one question per topic in the snapshot as text, to read in a review).
 *
 * It is also what lets a mutation run (`npm run mutate -- events`) judge a generator in
 * milliseconds per mutant: almost any mutant changes some question here.
 */

const PATTERNS = ['{t}: {o}', '{o} with {t}', 'Word problems: {t}', '{t} on a number line', 'Estimate {t}', 'Compare {t}'];
const OBJECTS = ['one-digit numbers', 'two-digit numbers', 'three-digit numbers', 'up to 10', 'up to 20', 'up to 100', 'like denominators', 'unlike denominators', 'mixed numbers', 'multiples of 10', 'models', 'area and perimeter', 'arrays', 'equal groups', 'missing numbers'];

function skillName(topic: string, pattern: string, object: string): string {
  const word = pattern.startsWith('{t}') ? topic.charAt(0).toUpperCase() + topic.slice(1) : topic;
  const name = pattern.replace('{t}', word).replace('{o}', object);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function questionsOf(topic: MathTopic, grade: number, level: (typeof QUESTION_LEVELS)[number]): GeneratedQuestion[] {
  return PATTERNS.map((pattern, index) => {
    const name = skillName(topic, pattern, OBJECTS[(grade * 5 + level + index) % OBJECTS.length]!);
    return generateQuestion({ subject: 'math', grade, topic, name }, level, `golden-${grade}-${level}-${index}`);
  });
}

const digest = (questions: GeneratedQuestion[]) => createHash('sha256').update(JSON.stringify(questions)).digest('hex').slice(0, 16);

describe.each(MATH_TOPICS)('math questions of %s, pinned', (topic: MathTopic) => {
  it('gives the recorded questions for every grade and level', () => {
    const digests: Record<string, string> = {};
    for (let grade = 0; grade <= 12; grade++) {
      for (const level of QUESTION_LEVELS) digests[`grade ${grade}, level ${level}`] = digest(questionsOf(topic, grade, level));
    }
    expect(digests).toMatchSnapshot();
  });

  it('gives the recorded sample question (grade 4, level 3, the first pattern)', () => {
    expect(questionsOf(topic, 4, 3)[0]).toMatchSnapshot();
  });
});
