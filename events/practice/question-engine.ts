import { bankFor, questionFromBank } from './bank-questions';
import type { GeneratedQuestion, PracticeSkill, QuestionLevel } from './generated-question';
import { mathQuestion } from './math/math-topics';
import { seededRandom } from './seeded-random';

// The question engine: a practice question from (skill, level, seed), the same
// every time, so the server can regenerate a question from its key and judge
// the answer without storing it. Pure: no clock, no I/O, no Math.random.
// Math questions are generated per topic (events/practice/math/); the other
// subjects pick from their written banks (events/practice/banks/).

export { QUESTION_LEVELS } from './generated-question';
export type { AnswerRule, AnswerType, GeneratedQuestion, PracticeSkill, QuestionArt, QuestionLevel } from './generated-question';
export { isCorrectResponse } from './answer-rules';
export { MissingQuestionBankError } from './bank-questions';
export { MATH_TOPICS, type MathTopic } from './math/math-topics';

export function generateQuestion(skill: PracticeSkill, level: QuestionLevel, seed: string): GeneratedQuestion {
  if (!Number.isInteger(skill.grade) || skill.grade < 0 || skill.grade > 12) throw new RangeError(`generateQuestion: grade ${skill.grade} is not 0–12`);
  if (![1, 2, 3, 4, 5].includes(level)) throw new RangeError(`generateQuestion: level ${level} is not 1–5`);
  const random = seededRandom(`${skill.subject}|${skill.grade}|${skill.topic}|${skill.name}|${level}|${seed}`);
  if (skill.subject === 'math') return mathQuestion(skill, level, random);
  return questionFromBank(bankFor(skill), skill, random);
}
