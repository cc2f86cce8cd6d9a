import type { GeneratedQuestion, QuestionArt } from '../generated-question';
import type { Random } from '../seeded-random';
import { formatFraction, formatMixed, formatNumber, gcd } from './number-format';

// The three forms a math question takes: a number to type, a fraction to type,
// or a choice. Each builds the answer rule and the displayed answer together,
// so they can never disagree.

interface QuestionText {
  prompt: string;
  explanation: string[];
  art?: QuestionArt;
}

const withArt = (art: QuestionArt | undefined) => (art ? { art } : {});

/** A number to type; `display` writes the answer (e.g. '$5.75', '45°'); `tolerance` for estimates and rounding. */
export function numberQuestion(text: QuestionText & { answer: number; tolerance?: number; display?: string }): GeneratedQuestion {
  return {
    prompt: text.prompt,
    answerType: 'number',
    ...withArt(text.art),
    correctAnswer: text.display ?? formatNumber(text.answer),
    explanation: text.explanation,
    accepts: text.tolerance ? { kind: 'number', value: text.answer, tolerance: text.tolerance } : { kind: 'number', value: text.answer },
  };
}

/**
 * A fraction to type. With `simplestFormRequired` the rule holds the reduced
 * fraction; without it the fraction as computed (4/8 stays 4/8, 1/2 is accepted).
 * `mixed` shows an improper answer as a mixed number (both forms are accepted).
 */
export function fractionQuestion(
  text: QuestionText & { numerator: number; denominator: number; simplestFormRequired: boolean; mixed?: boolean },
): GeneratedQuestion {
  const sign = text.denominator < 0 ? -1 : 1;
  const divisor = text.simplestFormRequired ? gcd(text.numerator, text.denominator) || 1 : 1;
  const numerator = (sign * text.numerator) / divisor;
  const denominator = Math.abs(text.denominator) / divisor;
  return {
    prompt: text.prompt,
    answerType: 'fraction',
    ...withArt(text.art),
    correctAnswer:
      numerator % denominator === 0 ? formatNumber(numerator / denominator) : text.mixed ? formatMixed(numerator, denominator) : formatFraction(numerator, denominator),
    explanation: text.explanation,
    accepts: { kind: 'fraction', numerator, denominator, simplestFormRequired: text.simplestFormRequired },
  };
}

/** A choice: the correct answer and up to four distinct distractors, in a seeded order. */
export function choiceQuestion(random: Random, text: QuestionText & { correct: string; distractors: readonly string[] }): GeneratedQuestion {
  const distractors = [...new Set(text.distractors)].filter((choice) => choice !== text.correct && choice.trim() !== '').slice(0, 4);
  if (distractors.length === 0) throw new Error(`choiceQuestion: no distractor for "${text.prompt}"`);
  return {
    prompt: text.prompt,
    answerType: 'choice',
    choices: random.shuffle([text.correct, ...distractors]),
    ...withArt(text.art),
    correctAnswer: text.correct,
    explanation: text.explanation,
    accepts: { kind: 'choice', correct: text.correct },
  };
}

/** Which sign goes between two values: '<', '>' or '='. */
export function compareQuestion(
  random: Random,
  text: { left: string; right: string; leftValue: number; rightValue: number; explanation: string[]; intro?: string },
): GeneratedQuestion {
  const difference = text.leftValue - text.rightValue;
  const sign = Math.abs(difference) < 1e-9 ? '=' : difference < 0 ? '<' : '>';
  const meaning = sign === '=' ? 'is equal to' : sign === '<' ? 'is less than' : 'is greater than';
  return choiceQuestion(random, {
    prompt: `${text.intro ?? 'Which sign makes this true?'}\n${text.left}  ☐  ${text.right}`,
    correct: sign,
    distractors: ['<', '>', '='],
    explanation: [...text.explanation, `So ${text.left} ${meaning} ${text.right}: ${text.left} ${sign} ${text.right}.`],
  });
}
