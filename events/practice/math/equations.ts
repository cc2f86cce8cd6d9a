import { linear, polynomial } from './algebra-text';
import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, term } from './number-format';
import { numberQuestion } from './question-forms';

// Equations: a missing number in an addition or subtraction in K–2, in a
// multiplication or division in grades 3–4, one-step equations in x in grades
// 5–6, two-step in grade 7, x on both sides in grade 8, brackets, systems,
// quadratics and exponentials from grade 9. Every answer is a whole number.

const plusOrMinus = (n: number) => `${n >= 0 ? '+' : MINUS} ${f(Math.abs(n))}`;

function missingAddend(context: MathContext) {
  const { random, stage } = context;
  const total = random.int(3, stage < 1 ? 10 : stage < 2 ? 20 : 100);
  const part = random.int(1, total - 1);
  const other = total - part;
  if (random.chance(0.5)) {
    return numberQuestion({
      prompt: `What number goes in the box?\n${part} + ☐ = ${total}`,
      answer: other,
      explanation: [`Think: ${part} and how many more make ${total}?`, `${total} ${MINUS} ${part} = ${other}, so ${part} + ${other} = ${total}.`],
    });
  }
  return numberQuestion({
    prompt: `What number goes in the box?\n☐ ${MINUS} ${part} = ${other}`,
    answer: total,
    explanation: [`Undo taking away ${part} by adding it back: ${other} + ${part} = ${total}.`, `Check: ${total} ${MINUS} ${part} = ${other}.`],
  });
}

function missingFactor(context: MathContext) {
  const { random } = context;
  const [a, b] = [random.int(2, 12), random.int(2, 12)];
  if (random.chance(0.5)) {
    return numberQuestion({
      prompt: `What number goes in the box?\n☐ × ${a} = ${a * b}`,
      answer: b,
      explanation: [`Undo multiplying by ${a} by dividing: ${a * b} ÷ ${a} = ${b}.`, `Check: ${b} × ${a} = ${a * b}.`],
    });
  }
  return numberQuestion({
    prompt: `What number goes in the box?\n${a * b} ÷ ☐ = ${a}`,
    answer: b,
    explanation: [`Think multiplication: ${a} × ☐ = ${a * b}.`, `${a} × ${b} = ${a * b}, so the missing number is ${b}.`],
  });
}

function oneStep(context: MathContext) {
  const { random, stage } = context;
  const x = stage < 6 ? random.int(1, 30) : random.int(-20, 30);
  const k = random.int(2, 12);
  switch (random.int(0, 3)) {
    case 0:
      return numberQuestion({ prompt: `Solve for x: x + ${k} = ${f(x + k)}`, answer: x, explanation: [`Subtract ${k} from both sides: x = ${f(x + k)} ${MINUS} ${k}.`, `x = ${f(x)}.`] });
    case 1:
      return numberQuestion({ prompt: `Solve for x: x ${MINUS} ${k} = ${f(x - k)}`, answer: x, explanation: [`Add ${k} to both sides: x = ${f(x - k)} + ${k}.`, `x = ${f(x)}.`] });
    case 2:
      return numberQuestion({ prompt: `Solve for x: ${k}x = ${f(k * x)}`, answer: x, explanation: [`Divide both sides by ${k}: x = ${f(k * x)} ÷ ${k}.`, `x = ${f(x)}.`] });
    default:
      return numberQuestion({ prompt: `Solve for x: x ÷ ${k} = ${f(x)}`, answer: k * x, explanation: [`Multiply both sides by ${k}: x = ${f(x)} × ${k}.`, `x = ${f(k * x)}.`] });
  }
}

function twoStep(context: MathContext, word: boolean) {
  const { random } = context;
  const early = context.stage < 6;
  const x = early ? random.int(1, 15) : random.int(-10, 15);
  const a = random.int(2, 9) * (context.stage >= 8 && random.chance(0.3) ? -1 : 1);
  const b = early ? random.int(1, 20) : random.int(-20, 20) || 5;
  const c = a * x + b;
  const prompt = word
    ? `I think of a number, multiply it by ${f(a)} and ${b > 0 ? `add ${b}` : `subtract ${-b}`}. The result is ${f(c)}. What is my number?`
    : `Solve for x: ${linear(a, b)} = ${f(c)}`;
  return numberQuestion({
    prompt,
    answer: x,
    explanation: [
      ...(word ? [`Write it as an equation: ${linear(a, b)} = ${f(c)}.`] : []),
      `${b > 0 ? `Subtract ${b} from` : `Add ${-b} to`} both sides: ${linear(a, 0)} = ${f(c - b)}.`,
      `Divide both sides by ${f(a)}: x = ${f(c - b)} ÷ ${term(a)} = ${f(x)}.`,
      `Check: ${term(a)} × ${term(x)} ${plusOrMinus(b)} = ${f(c)}.`,
    ],
  });
}

function bothSides(context: MathContext) {
  const { random } = context;
  const x = random.int(-10, 12);
  const c = random.int(1, 6);
  const a = c + random.int(1, 6);
  const b = random.int(-15, 15);
  const d = (a - c) * x + b;
  return numberQuestion({
    prompt: `Solve for x: ${linear(a, b)} = ${linear(c, d)}`,
    answer: x,
    explanation: [
      `Subtract ${linear(c, 0)} from both sides: ${linear(a - c, b)} = ${f(d)}.`,
      `${b >= 0 ? `Subtract ${b} from` : `Add ${-b} to`} both sides: ${linear(a - c, 0)} = ${f(d - b)}.`,
      `Divide by ${a - c}: x = ${f(x)}.`,
    ],
  });
}

function brackets(context: MathContext) {
  const { random } = context;
  const x = random.int(-8, 12);
  const k = random.int(2, 5);
  const m = random.int(-6, 6) || 2;
  const n = random.int(-10, 10);
  const c = random.int(1, k - 1 || 1);
  const left = k * (x + m) + n;
  const d = left - c * x;
  const open = `${k}(${linear(1, m)})${n === 0 ? '' : ` ${plusOrMinus(n)}`}`;
  return numberQuestion({
    prompt: `Solve for x: ${open} = ${linear(c, d)}`,
    answer: x,
    explanation: [
      `Expand the brackets: ${linear(k, k * m + n)} = ${linear(c, d)}.`,
      `Subtract ${linear(c, 0)} from both sides: ${linear(k - c, k * m + n)} = ${f(d)}.`,
      `Move the number: ${linear(k - c, 0)} = ${f(d - k * m - n)}, so x = ${f(x)}.`,
    ],
  });
}

function system(context: MathContext) {
  const { random } = context;
  const x = random.int(-5, 12);
  const y = random.int(-5, 12);
  return numberQuestion({
    prompt: `Solve the system for x:\nx + y = ${f(x + y)}\nx ${MINUS} y = ${f(x - y)}`,
    answer: x,
    explanation: [`Add the two equations: 2x = ${f(x + y)} + ${term(x - y)} = ${f(2 * x)}.`, `Divide by 2: x = ${f(x)}.`, `(Then y = ${f(x + y)} ${MINUS} ${term(x)} = ${f(y)}.)`],
  });
}

function quadratic(context: MathContext) {
  const { random } = context;
  const r = random.int(-9, 9);
  let s = random.int(-9, 9);
  if (s === r) s = r + random.int(1, 4);
  const larger = Math.max(r, s);
  return numberQuestion({
    prompt: `What is the larger solution of ${polynomial([[1, 'x²'], [-(r + s), 'x'], [r * s, '']])} = 0?`,
    answer: larger,
    explanation: [
      `Find two numbers that multiply to ${f(r * s)} and add to ${f(r + s)}: ${f(r)} and ${f(s)}.`,
      `So (${linear(1, -r)})(${linear(1, -s)}) = 0, and x = ${f(r)} or x = ${f(s)}.`,
      `The larger solution is ${f(larger)}.`,
    ],
  });
}

function exponential(context: MathContext) {
  const { random } = context;
  const base = random.pick([2, 3, 5]);
  const x = random.int(2, base === 2 ? 8 : 4);
  return numberQuestion({
    prompt: `Solve for x: ${base}^x = ${f(base ** x)}`,
    answer: x,
    explanation: [`Write ${f(base ** x)} as a power of ${base}: ${Array(x).fill(base).join(' × ')} = ${base}^${x}.`, `So x = ${x}.`],
  });
}

export const equationsQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 3) return missingAddend(context);
  if (hints.style === 'word') return twoStep(context, true);
  if (stage < 5) return random.chance(0.6) ? missingFactor(context) : missingAddend(context);
  if (stage < 7) return oneStep(context);
  if (stage < 8) return random.chance(0.7) ? twoStep(context, false) : oneStep(context);
  if (stage < 9) return random.chance(0.6) ? bothSides(context) : twoStep(context, false);
  return random.pick([brackets, bothSides, system, quadratic, exponential])(context);
};
