import type { GeneratedQuestion, PracticeSkill, QuestionLevel } from '../generated-question';
import type { Random } from '../seeded-random';
import { additionQuestion, subtractionQuestion } from './addition-subtraction';
import { dataAndGraphsQuestion } from './data-and-graphs';
import { decimalsQuestion } from './decimals';
import { equationsQuestion } from './equations';
import { expressionsQuestion } from './expressions';
import { fractionsQuestion } from './fractions';
import { geometryQuestion } from './geometry';
import { integersQuestion } from './integers';
import { skillHints, stageOf, type MathGenerator } from './math-context';
import { measurementQuestion } from './measurement';
import { moneyQuestion } from './money';
import { divisionQuestion, multiplicationQuestion } from './multiplication-division';
import { patternsQuestion } from './patterns';
import { placeValueQuestion } from './place-value';
import { probabilityQuestion } from './probability';
import { ratiosQuestion } from './ratios';
import { timeQuestion } from './time';

// The math topics of the catalogue (tags[1] of a math skill) and their generators.

const generators = {
  addition: additionQuestion,
  subtraction: subtractionQuestion,
  multiplication: multiplicationQuestion,
  division: divisionQuestion,
  fractions: fractionsQuestion,
  decimals: decimalsQuestion,
  geometry: geometryQuestion,
  measurement: measurementQuestion,
  time: timeQuestion,
  money: moneyQuestion,
  'place value': placeValueQuestion,
  patterns: patternsQuestion,
  'data and graphs': dataAndGraphsQuestion,
  ratios: ratiosQuestion,
  integers: integersQuestion,
  expressions: expressionsQuestion,
  equations: equationsQuestion,
  probability: probabilityQuestion,
} satisfies Record<string, MathGenerator>;

export type MathTopic = keyof typeof generators;
export const MATH_TOPICS = Object.keys(generators) as MathTopic[];

export function isMathTopic(topic: string): topic is MathTopic {
  return Object.hasOwn(generators, topic);
}

export function mathQuestion(skill: PracticeSkill, level: QuestionLevel, random: Random): GeneratedQuestion {
  if (!isMathTopic(skill.topic)) throw new Error(`No math generator for the topic "${skill.topic}"`);
  return generators[skill.topic]({ grade: skill.grade, level, stage: stageOf(skill.grade, level), random, hints: skillHints(skill.name) });
}
