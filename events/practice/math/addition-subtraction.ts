import { additionSteps, subtractionSteps } from './arithmetic-steps';
import { signedDifferenceSteps, signedSumSteps } from './integers';
import { digitRange, type MathContext, type MathGenerator } from './math-context';
import { formatNumber as f, MINUS, plural, term } from './number-format';
import { choiceQuestion, compareQuestion, numberQuestion } from './question-forms';
import { THINGS, twoNames } from './story-words';

// Addition and subtraction of whole numbers: within 5 and 10 in kindergarten,
// 20 in grade 1, two-digit numbers with carrying and borrowing from grade 2,
// three and four digits in grades 3–4, up to six digits after that; from
// grade 7 (or at level 5 of grade 6) also signed numbers. The skill name can
// fix the size ('two-digit numbers', 'up to 20', 'multiples of 10') and the
// style (word problems, missing numbers, number line, estimates, comparisons).

type Operation = 'add' | 'subtract';

/** Operands with no carrying (addition) or borrowing (subtraction): digit by digit. */
function withoutRegrouping(context: MathContext, digits: number, operation: Operation): [number, number] {
  const { random } = context;
  let a = 0;
  let b = 0;
  for (let i = 0; i < digits; i++) {
    const leading = i === digits - 1;
    const x = random.int(leading ? (operation === 'add' ? 1 : 2) : 0, operation === 'add' ? 8 : 9);
    const y = operation === 'add' ? random.int(leading ? 1 : 0, 9 - x) : random.int(leading ? 1 : 0, leading ? x - 1 : x);
    a += x * 10 ** i;
    b += y * 10 ** i;
  }
  return [a, b];
}

/** Two whole numbers for `a + b` (or `a − b`, a ≥ b) sized by the skill's hints or else its stage. */
function wholeOperands(context: MathContext, operation: Operation): [number, number] {
  const { random, stage, hints } = context;
  const pair = (total: number, smallest = 1): [number, number] => {
    const whole = random.int(Math.max(smallest * 2, 1), total);
    const part = random.int(smallest, whole - smallest);
    return operation === 'add' ? [part, whole - part] : [whole, part];
  };
  if (hints.multiplesOfTen) {
    const scale = stage < 3 ? 10 : stage < 5 ? random.pick([10, 100]) : random.pick([10, 100, 1000]);
    const [a, b] = pair(stage < 3 ? 10 : 99, 1);
    return [a * scale, b * scale];
  }
  if (hints.upTo) return pair(hints.upTo);
  if (hints.digits) {
    if (stage < 2 + hints.digits / 2) return withoutRegrouping(context, hints.digits, operation);
    const [low, high] = digitRange(hints.digits);
    const a = random.int(operation === 'add' ? low : low + 1, high);
    return [a, random.int(low, operation === 'add' ? high : a)];
  }
  if (stage < 0) return pair(5);
  if (stage < 1) return pair(10);
  if (stage < 2) return pair(20);
  if (stage < 2.5) return withoutRegrouping(context, 2, operation);
  const digits = stage < 3 ? 2 : stage < 4 ? 3 : stage < 5 ? 4 : stage < 6 ? 5 : 6;
  const [low, high] = digitRange(digits);
  const a = random.int(low, high);
  const b = operation === 'add' ? random.int(digitRange(digits - (random.chance(0.3) ? 1 : 0))[0], high) : random.int(Math.floor(low / 2), a - 1);
  return [a, b];
}

const symbol = (operation: Operation) => (operation === 'add' ? '+' : MINUS);
const steps = (operation: Operation, a: number, b: number) => (operation === 'add' ? additionSteps(a, b) : subtractionSteps(a, b));
const apply = (operation: Operation, a: number, b: number) => (operation === 'add' ? a + b : a - b);

function roundingPlace(n: number): number {
  return n < 100 ? 10 : n < 1000 ? 100 : n < 10_000 ? 1000 : n < 100_000 ? 10_000 : 100_000;
}
const placeName = (p: number) => ({ 10: 'ten', 100: 'hundred', 1000: 'thousand', 10_000: 'ten thousand', 100_000: 'hundred thousand' })[p] ?? 'ten';

function estimateQuestion(context: MathContext, operation: Operation) {
  const { random } = context;
  if (context.stage < 1.5) {
    const [a, b] = operation === 'add' ? [random.int(2, 9), random.int(2, 9)] : [random.int(11, 19), random.int(1, 9)];
    const value = apply(operation, a, b);
    const relation = value > 10 ? 'more than 10' : value < 10 ? 'less than 10' : 'equal to 10';
    return choiceQuestion(random, {
      prompt: `Without counting everything: is ${a} ${symbol(operation)} ${b} more than 10, less than 10, or equal to 10?`,
      correct: relation,
      distractors: ['more than 10', 'less than 10', 'equal to 10'],
      explanation: [...steps(operation, a, b), `${value} is ${relation}.`],
    });
  }
  const [a, b] = wholeOperands({ ...context, stage: Math.min(context.stage, 6), hints: { ...context.hints, upTo: undefined } }, operation);
  const place = roundingPlace(Math.max(a, 20));
  const ra = Math.round(a / place) * place;
  const rb = Math.round(b / place) * place;
  const estimate = apply(operation, ra, rb);
  return numberQuestion({
    prompt: `Estimate ${f(a)} ${symbol(operation)} ${f(b)} by rounding each number to the nearest ${placeName(place)} first.`,
    answer: estimate,
    explanation: [`${f(a)} rounds to ${f(ra)}.`, `${f(b)} rounds to ${f(rb)}.`, `${f(ra)} ${symbol(operation)} ${f(rb)} = ${f(estimate)}.`],
  });
}

function wordQuestion(context: MathContext, operation: Operation, a: number, b: number) {
  const { random } = context;
  const [one, other] = twoNames(random);
  const [thing, things] = random.pick(THINGS);
  const value = apply(operation, a, b);
  const count = (n: number) => plural(n, thing, things);
  const prompt =
    a >= 1000
      ? operation === 'add'
        ? `A stadium sold ${f(a)} tickets for Saturday's game and ${f(b)} tickets for Sunday's. How many tickets did it sell in all?`
        : random.pick([
            `A library had ${f(a)} books and lent out ${f(b)} of them. How many books are still on the shelves?`,
            `A city has ${f(a)} people and a town nearby has ${f(b)}. How many more people live in the city?`,
          ])
      : operation === 'add'
      ? random.pick([
          `${one} has ${count(a)}. ${other} gives ${one} ${f(b)} more. How many ${things} does ${one} have now?`,
          `A class collected ${count(a)} on Monday and ${count(b)} on Tuesday. How many ${things} did they collect in all?`,
        ])
      : random.pick([
          `${one} had ${count(a)} and gave ${f(b)} of them to ${other}. How many ${things} does ${one} have left?`,
          `${one} has ${count(a)}. ${other} has ${count(b)}. How many more ${things} does ${one} have than ${other}?`,
        ]);
  const meaning = operation === 'add' ? `Putting together means adding: ${f(a)} + ${f(b)}.` : `Taking away or finding how many more means subtracting: ${f(a)} ${MINUS} ${f(b)}.`;
  return numberQuestion({ prompt, answer: value, explanation: [meaning, ...steps(operation, a, b)] });
}

function wholeQuestion(context: MathContext, operation: Operation) {
  const { random, hints } = context;
  if (hints.style === 'estimate') return estimateQuestion(context, operation);
  const [a, b] = wholeOperands(context, operation);
  const value = apply(operation, a, b);
  const written = `${f(a)} ${symbol(operation)} ${f(b)}`;
  switch (hints.style) {
    case 'word': {
      const [x, y] = context.stage > 5 ? wholeOperands({ ...context, stage: 5 }, operation) : [a, b];
      return wordQuestion(context, operation, x, y);
    }
    case 'missing': {
      const missingFirst = random.chance(0.5);
      const prompt = missingFirst ? `What number goes in the box?\n☐ ${symbol(operation)} ${f(b)} = ${f(value)}` : `What number goes in the box?\n${f(a)} ${symbol(operation)} ☐ = ${f(value)}`;
      const answer = missingFirst ? a : b;
      const undo =
        operation === 'add'
          ? `The missing part is the total minus the part you know: ${f(value)} ${MINUS} ${f(missingFirst ? b : a)} = ${f(answer)}.`
          : missingFirst
            ? `The missing number is what is left plus what was taken away: ${f(value)} + ${f(b)} = ${f(a)}.`
            : `The missing number is the difference between the start and what is left: ${f(a)} ${MINUS} ${f(value)} = ${f(b)}.`;
      return numberQuestion({ prompt, answer, explanation: [undo, `Check: ${written} = ${f(value)}.`] });
    }
    case 'number-line':
      return numberQuestion({
        prompt: `On a number line, start at ${f(a)} and jump ${f(b)} to the ${operation === 'add' ? 'right' : 'left'}. Where do you land?`,
        answer: value,
        explanation: [`Jumping ${operation === 'add' ? 'right adds' : 'left subtracts'}: ${written}.`, ...steps(operation, a, b)],
      });
    case 'compare': {
      const offset = random.pick([0, 1, -1, 2, -2, 10, -10].map((n) => n * (value >= 100 ? 10 : 1)));
      const other = Math.max(0, value + offset);
      return compareQuestion(random, { left: written, right: f(other), leftValue: value, rightValue: other, explanation: steps(operation, a, b) });
    }
    default:
      return numberQuestion({ prompt: `What is ${written}?`, answer: value, explanation: steps(operation, a, b) });
  }
}

function signedQuestion(context: MathContext, operation: Operation) {
  const { random } = context;
  const size = context.hints.upTo ?? (context.stage < 9 ? 99 : 999);
  const a = random.int(-size, size);
  const b = random.int(-size, size) || 1;
  const value = apply(operation, a, b);
  return numberQuestion({
    prompt: `What is ${f(a)} ${symbol(operation)} ${term(b)}?`,
    answer: value,
    explanation: operation === 'add' ? signedSumSteps(a, b) : signedDifferenceSteps(a, b),
  });
}

function question(operation: Operation): MathGenerator {
  return (context) => {
    const { stage, hints, random } = context;
    if (hints.style !== 'plain' || hints.digits || hints.multiplesOfTen) return wholeQuestion(context, operation);
    // Past grade 6 a small range ('up to 20') is practised with negative numbers too.
    if (hints.upTo) return stage >= 6 ? signedQuestion(context, operation) : wholeQuestion(context, operation);
    return stage >= 7 && random.chance(0.5) ? signedQuestion(context, operation) : wholeQuestion(context, operation);
  };
}

export const additionQuestion = question('add');
export const subtractionQuestion = question('subtract');
