import type { MathContext, MathGenerator } from './math-context';
import { choiceQuestion, compareQuestion, numberQuestion } from './question-forms';
import { formatNumber as f, MINUS, term } from './number-format';

// Integers: before grade 6 the whole numbers around zero (before/after,
// between, counting back past zero with temperatures); from grade 6 negative
// numbers: opposites, absolute value, ordering, the four operations, and
// order of operations with signs.

/** a + b for any signs, the way it is taught: same signs add sizes, different signs subtract them. */
export function signedSumSteps(a: number, b: number): string[] {
  const sum = a + b;
  const written = `${f(a)} + ${term(b)}`;
  if (a === 0 || b === 0) return [`Adding 0 changes nothing: ${written} = ${f(sum)}.`];
  if (Math.sign(a) === Math.sign(b)) {
    return [
      `Both numbers are ${a > 0 ? 'positive' : 'negative'}: add their sizes, ${f(Math.abs(a))} + ${f(Math.abs(b))} = ${f(Math.abs(sum))}.`,
      `Keep the sign: ${written} = ${f(sum)}.`,
    ];
  }
  const [big, small] = Math.abs(a) >= Math.abs(b) ? [a, b] : [b, a];
  return [
    `The signs differ: subtract the smaller size from the bigger, ${f(Math.abs(big))} ${MINUS} ${f(Math.abs(small))} = ${f(Math.abs(sum))}.`,
    sum === 0 ? `The sizes are equal, so they cancel: ${written} = 0.` : `The bigger size, ${f(Math.abs(big))}, is ${big > 0 ? 'positive' : 'negative'}, so ${written} = ${f(sum)}.`,
  ];
}

/** a − b: add the opposite. */
export function signedDifferenceSteps(a: number, b: number): string[] {
  return [`Subtracting a number is adding its opposite: ${f(a)} ${MINUS} ${term(b)} = ${f(a)} + ${term(-b)}.`, ...signedSumSteps(a, -b)];
}

export function signedProductSteps(a: number, b: number, operation: '×' | '÷'): string[] {
  const value = operation === '×' ? a * b : a / b;
  const same = Math.sign(a) === Math.sign(b);
  return [
    `Work with the sizes: ${f(Math.abs(a))} ${operation} ${f(Math.abs(b))} = ${f(Math.abs(value))}.`,
    value === 0 ? 'Zero has no sign: the answer is 0.' : `${same ? 'Same signs give a positive answer' : 'Different signs give a negative answer'}: ${term(a)} ${operation} ${term(b)} = ${f(value)}.`,
  ];
}

function nonZero(context: MathContext, size: number): number {
  const value = context.random.int(1, size);
  return context.random.chance(0.5) ? -value : value;
}

function wholeNumbersNearZero(context: MathContext) {
  const { random, stage } = context;
  const top = stage < 1 ? 10 : stage < 2 ? 20 : stage < 3 ? 100 : 1000;
  if (context.hints.style === 'compare') {
    const a = random.int(0, top);
    const b = random.chance(0.2) ? a : random.int(0, top);
    return compareQuestion(random, { left: f(a), right: f(b), leftValue: a, rightValue: b, explanation: [`On a number line, the number further right is greater.`] });
  }
  const n = random.int(1, top - 1);
  const kind = random.pick(['before', 'after', 'between'] as const);
  if (kind === 'between') {
    return numberQuestion({
      prompt: `Which number comes between ${f(n - 1)} and ${f(n + 1)}?`,
      answer: n,
      explanation: [`Count on from ${f(n - 1)}: the next number is ${f(n)}, and then comes ${f(n + 1)}.`],
    });
  }
  const answer = kind === 'before' ? n - 1 : n + 1;
  return numberQuestion({
    prompt: context.hints.style === 'number-line' ? `On a number line, which number is just to the ${kind === 'before' ? 'left' : 'right'} of ${f(n)}?` : `Which number comes just ${kind} ${f(n)}?`,
    answer,
    explanation: [kind === 'before' ? `The number just before is 1 less: ${f(n)} ${MINUS} 1 = ${f(answer)}.` : `The number just after is 1 more: ${f(n)} + 1 = ${f(answer)}.`],
  });
}

function temperatures(context: MathContext) {
  const { random } = context;
  const start = random.int(1, 12);
  const drop = random.int(start + 1, start + 10);
  const end = start - drop;
  return numberQuestion({
    prompt: `The temperature is ${start}°C in the evening. By midnight it falls by ${drop} degrees. What is the temperature at midnight, in °C?`,
    answer: end,
    display: `${f(end)}°C`,
    explanation: [`Falling ${start} degrees takes it to 0°C.`, `It falls ${drop - start} more degrees below zero: ${f(end)}°C.`],
  });
}

function negatives(context: MathContext) {
  const { random, stage, hints } = context;
  const size = stage < 8 ? 20 : stage < 10 ? 50 : 100;
  if (hints.style === 'compare') {
    const a = nonZero(context, size);
    const b = random.chance(0.2) ? a : nonZero(context, size);
    return compareQuestion(random, {
      left: f(a),
      right: f(b),
      leftValue: a,
      rightValue: b,
      explanation: ['On a number line, the number further right is greater; every negative number is less than every positive one.'],
    });
  }
  if (hints.style === 'word') return temperatures(context);
  if (stage < 6) {
    const kind = random.pick(['opposite', 'temperature', 'line'] as const);
    if (kind === 'temperature') return temperatures(context);
    const n = nonZero(context, size);
    if (kind === 'opposite') {
      return numberQuestion({ prompt: `What is the opposite of ${f(n)}?`, answer: -n, explanation: [`The opposite is the same distance from 0 on the other side: ${f(-n)}.`] });
    }
    const jump = random.int(2, 9);
    return numberQuestion({
      prompt: `On a number line, start at ${f(n)} and move ${jump} to the left. Where do you land?`,
      answer: n - jump,
      explanation: [`Moving left subtracts: ${f(n)} ${MINUS} ${jump} = ${f(n - jump)}.`],
    });
  }
  if (stage < 7 || hints.style === 'number-line') {
    const kind = random.pick(['absolute', 'sum', 'difference'] as const);
    const a = nonZero(context, size);
    if (kind === 'absolute') {
      return numberQuestion({ prompt: `What is |${f(a)}|, the absolute value of ${f(a)}?`, answer: Math.abs(a), explanation: [`Absolute value is the distance from 0, never negative: ${f(a)} is ${f(Math.abs(a))} away from 0.`] });
    }
    const b = nonZero(context, size);
    const sum = kind === 'sum';
    return numberQuestion({
      prompt: hints.style === 'number-line'
        ? `On a number line, start at ${f(a)} and move ${Math.abs(b)} to the ${b > 0 === sum ? 'right' : 'left'}. Where do you land?`
        : `What is ${f(a)} ${sum ? '+' : MINUS} ${term(b)}?`,
      answer: sum ? a + b : a - b,
      explanation: sum ? signedSumSteps(a, b) : signedDifferenceSteps(a, b),
    });
  }
  const kind = random.pick(stage < 8 ? (['product', 'quotient', 'sum', 'difference'] as const) : (['product', 'quotient', 'order', 'power'] as const));
  const a = nonZero(context, 12);
  const b = nonZero(context, 12);
  switch (kind) {
    case 'product':
      return numberQuestion({ prompt: `What is ${term(a)} × ${term(b)}?`, answer: a * b, explanation: signedProductSteps(a, b, '×') });
    case 'quotient':
      return numberQuestion({ prompt: `What is ${f(a * b)} ÷ ${term(b)}?`, answer: a, explanation: signedProductSteps(a * b, b, '÷') });
    case 'sum': {
      const c = nonZero(context, size);
      return numberQuestion({ prompt: `What is ${f(c)} + ${term(b)}?`, answer: c + b, explanation: signedSumSteps(c, b) });
    }
    case 'difference': {
      const c = nonZero(context, size);
      return numberQuestion({ prompt: `What is ${f(c)} ${MINUS} ${term(b)}?`, answer: c - b, explanation: signedDifferenceSteps(c, b) });
    }
    case 'order': {
      const c = nonZero(context, 9);
      const inner = b - c;
      const answer = a * inner + c;
      return numberQuestion({
        prompt: `What is ${term(a)} × (${f(b)} ${MINUS} ${term(c)}) + ${term(c)}?`,
        answer,
        explanation: [
          `Brackets first: ${f(b)} ${MINUS} ${term(c)} = ${f(inner)}.`,
          `Then multiply: ${term(a)} × ${term(inner)} = ${f(a * inner)}.`,
          `Then add: ${f(a * inner)} + ${term(c)} = ${f(answer)}.`,
        ],
      });
    }
    case 'power': {
      const base = -random.int(2, stage < 10 ? 4 : 6);
      const exponent = random.int(2, base < -3 ? 3 : 4);
      const answer = base ** exponent;
      return numberQuestion({
        prompt: `What is (${f(base)})^${exponent}?`,
        answer,
        explanation: [
          `Multiply ${f(base)} by itself ${exponent} times: ${Array(exponent).fill(term(base)).join(' × ')}.`,
          `The size is ${f(Math.abs(answer))}; an ${exponent % 2 === 0 ? 'even' : 'odd'} number of negative factors makes it ${exponent % 2 === 0 ? 'positive' : 'negative'}: ${f(answer)}.`,
        ],
      });
    }
  }
}

function orderQuestion(context: MathContext) {
  const { random } = context;
  const values = new Set<number>();
  while (values.size < 4) values.add(nonZero(context, 15));
  const numbers = [...values];
  const least = Math.min(...numbers);
  return choiceQuestion(random, {
    prompt: `Which number is the least?\n${numbers.map(f).join(', ')}`,
    correct: f(least),
    distractors: numbers.filter((n) => n !== least).map(f),
    explanation: ['The least number is the one furthest left on a number line.', `Negative numbers further from 0 are smaller: ${f(least)} is the least.`],
  });
}

export const integersQuestion: MathGenerator = (context) => {
  if (context.stage < 4) return wholeNumbersNearZero(context);
  if (context.stage >= 6 && context.hints.style === 'plain' && context.random.chance(0.2)) return orderQuestion(context);
  return negatives(context);
};
