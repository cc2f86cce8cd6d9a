import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, term } from './number-format';
import { choiceQuestion, numberQuestion } from './question-forms';
import { NAMES } from './story-words';

// Patterns: repeating colour patterns and counting on in kindergarten, skip
// counting in grades 1–2, add and subtract rules in grade 3, multiply rules in
// grades 4–5, rules with negatives and the nth term in grades 6–7, geometric
// and quadratic sequences from grade 8. Missing numbers can sit anywhere.

const COLOURS = ['red', 'blue', 'green', 'yellow'];

function repeating(context: MathContext) {
  const { random } = context;
  const [a, b, c] = random.shuffle(COLOURS);
  const unit = random.chance(context.stage < 0.5 ? 0 : 0.5) ? [a!, b!, c!] : [a!, b!];
  const shown = random.int(unit.length + 2, 7);
  const sequence = Array.from({ length: shown }, (_, i) => unit[i % unit.length]!);
  const next = unit[shown % unit.length]!;
  return choiceQuestion(random, {
    prompt: `What colour comes next?\n${sequence.join(', ')}, ?`,
    correct: next,
    distractors: COLOURS,
    explanation: [`The pattern repeats ${unit.join(', ')} again and again.`, `After ${sequence.at(-1)} comes ${next}.`],
  });
}

interface Sequence {
  terms: number[];
  rule: string;
  next: (previous: number) => number;
  describe: (previous: number) => string;
}

function arithmetic(start: number, step: number): Sequence {
  return {
    terms: [start],
    rule: step >= 0 ? `add ${f(step)}` : `subtract ${f(-step)}`,
    next: (x) => x + step,
    describe: (x) => `${f(x)} ${step >= 0 ? '+' : MINUS} ${f(Math.abs(step))} = ${f(x + step)}`,
  };
}

function geometric(start: number, ratio: number): Sequence {
  return { terms: [start], rule: `multiply by ${f(ratio)}`, next: (x) => x * ratio, describe: (x) => `${term(x)} × ${term(ratio)} = ${f(x * ratio)}` };
}

function sequenceFor(context: MathContext): Sequence {
  const { random, stage } = context;
  if (stage < 1) return arithmetic(random.int(0, 5), 1);
  if (stage < 2) return random.chance(0.2) ? arithmetic(random.int(10, 20), -1) : arithmetic(0, random.pick([2, 5, 10]));
  if (stage < 3) {
    const step = random.pick([2, 3, 5, 10, 100]);
    return random.chance(0.3) ? arithmetic(step * random.int(8, 15), -step) : arithmetic(step * random.int(0, 5), step);
  }
  if (stage < 4) {
    const step = random.int(2, 12);
    return random.chance(0.3) ? arithmetic(step * 6 + random.int(1, 20), -step) : arithmetic(random.int(1, 30), step);
  }
  if (stage < 6) return random.chance(0.5) ? geometric(random.int(1, 5), random.int(2, 3)) : arithmetic(random.int(10, 100), random.int(6, 25) * random.pick([1, -1]));
  if (stage < 8) return arithmetic(random.int(-20, 20), random.int(2, 9) * random.pick([1, -1]));
  return random.chance(0.6) ? geometric(random.int(1, 4) * random.pick([1, -1]), random.pick([2, 3, -2])) : arithmetic(random.int(-50, 50), random.int(3, 15) * random.pick([1, -1]));
}

function grow(sequence: Sequence, count: number): number[] {
  const terms = [...sequence.terms];
  while (terms.length < count) terms.push(sequence.next(terms.at(-1)!));
  return terms;
}

function nextTerm(context: MathContext) {
  const sequence = sequenceFor(context);
  const terms = grow(sequence, 6);
  const shown = terms.slice(0, 5);
  const answer = terms[5]!;
  if (context.hints.style === 'missing') {
    const hidden = context.random.int(1, 3);
    return numberQuestion({
      prompt: `What number is missing from the pattern?\n${shown.map((x, i) => (i === hidden ? '☐' : f(x))).join(', ')}`,
      answer: shown[hidden]!,
      explanation: [`The rule is: ${sequence.rule}.`, `${sequence.describe(shown[hidden - 1]!)}, so the missing number is ${f(shown[hidden]!)}.`],
    });
  }
  return numberQuestion({
    prompt: `What number comes next?\n${shown.map(f).join(', ')}, ☐`,
    answer,
    explanation: [`Look from one number to the next: the rule is ${sequence.rule}.`, `${sequence.describe(shown[4]!)}.`],
  });
}

function whichRule(context: MathContext) {
  const { random } = context;
  const step = random.int(2, 9);
  const start = random.int(1, 20);
  const add = random.chance(0.6);
  const terms = grow(add ? arithmetic(start, step) : arithmetic(start + step * 6, -step), 5);
  const correct = add ? `add ${step}` : `subtract ${step}`;
  return choiceQuestion(random, {
    prompt: `What is the rule of this pattern?\n${terms.map(f).join(', ')}`,
    correct,
    distractors: [add ? `subtract ${step}` : `add ${step}`, `add ${step + 1}`, `multiply by ${step}`, `add ${step - 1}`],
    explanation: [`${f(terms[0]!)} to ${f(terms[1]!)} is a change of ${add ? '+' : MINUS}${step}, and every step is the same.`, `So the rule is ${correct}.`],
  });
}

function nthTerm(context: MathContext) {
  const { random } = context;
  const a = random.int(2, 9) * random.pick([1, 1, -1]);
  const b = random.int(-10, 10);
  const n = random.int(6, 25);
  const value = a * n + b;
  const rule = `${a === -1 ? MINUS : f(a)}n${b === 0 ? '' : ` ${b > 0 ? '+' : MINUS} ${Math.abs(b)}`}`;
  return numberQuestion({
    prompt: `The nth term of a sequence is ${rule}. What is term number ${n}?`,
    answer: value,
    explanation: [`Put n = ${n} into the rule: ${term(a)} × ${n}${b === 0 ? '' : ` ${b > 0 ? '+' : MINUS} ${Math.abs(b)}`}.`, `${f(a * n)}${b === 0 ? '' : ` ${b > 0 ? '+' : MINUS} ${Math.abs(b)}`} = ${f(value)}.`],
  });
}

function quadratic(context: MathContext) {
  const { random } = context;
  const a = random.int(1, 3);
  const b = random.int(-3, 5);
  const c = random.int(-5, 5);
  const terms = [1, 2, 3, 4, 5, 6].map((n) => a * n * n + b * n + c);
  const first = terms.slice(1).map((x, i) => x - terms[i]!);
  return numberQuestion({
    prompt: `What number comes next?\n${terms.slice(0, 5).map(f).join(', ')}, ☐`,
    answer: terms[5]!,
    explanation: [
      `The differences are ${first.slice(0, 4).map(f).join(', ')}: they grow by ${2 * a} each time.`,
      `So the next difference is ${f(first[3]!)} + ${2 * a} = ${f(first[4]!)}, and the next number is ${f(terms[4]!)} + ${term(first[4]!)} = ${f(terms[5]!)}.`,
    ],
  });
}

function savings(context: MathContext) {
  const { random, stage } = context;
  const start = random.int(0, stage < 3 ? 10 : 50);
  const weekly = random.int(2, stage < 3 ? 5 : 20);
  const weeks = random.int(3, stage < 3 ? 6 : 12);
  const total = start + weekly * weeks;
  const name = random.pick(NAMES);
  return numberQuestion({
    prompt: `${name} has $${start} and saves $${weekly} every week. How many dollars will ${name} have after ${weeks} weeks?`,
    answer: total,
    display: `$${f(total)}`,
    explanation: [`Each week adds $${weekly}: ${weeks} weeks add ${weeks} × $${weekly} = $${weekly * weeks}.`, `$${start} + $${weekly * weeks} = $${f(total)}.`],
  });
}

function jumps(context: MathContext) {
  const { random, stage } = context;
  const step = random.int(2, stage < 3 ? 5 : 12);
  const count = random.int(3, 8);
  return numberQuestion({
    prompt: `On a number line, start at 0 and jump by ${step}s. Where do you land after ${count} jumps?`,
    answer: step * count,
    explanation: [`Count by ${step}s: ${Array.from({ length: count }, (_, i) => f(step * (i + 1))).join(', ')}.`, `After ${count} jumps you land on ${f(step * count)}.`],
  });
}

export const patternsQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 1 && hints.style !== 'missing' && random.chance(0.5)) return repeating(context);
  if (hints.style === 'word' && stage >= 1) return savings(context);
  if (hints.style === 'number-line' && stage >= 1) return jumps(context);
  if (hints.style === 'missing') return nextTerm(context);
  if (stage >= 3 && stage < 5 && random.chance(0.3)) return whichRule(context);
  if (stage >= 6 && stage < 8 && random.chance(0.4)) return nthTerm(context);
  if (stage >= 8 && random.chance(0.3)) return quadratic(context);
  return nextTerm(context);
};
