import type { MathContext, MathGenerator } from './math-context';
import { formatFraction, formatMixed, formatNumber as f, gcd, lcm, MINUS, ordinal } from './number-format';
import { choiceQuestion, compareQuestion, fractionQuestion, numberQuestion } from './question-forms';
import { NAMES } from './story-words';

// Fractions: equal shares in kindergarten, shaded parts in grades 1–2,
// equivalent fractions, fractions of a number and like denominators in grades
// 3–4, unlike denominators, mixed numbers and multiplying from grade 5,
// dividing from grade 6, signed fractions from grade 8. The simplest form is
// asked for from grade 5 (stage 5). 'like / unlike denominators' and 'mixed
// numbers' in a skill's name choose the kind; Compare → '<', '>' or '='.

interface Fraction {
  n: number;
  d: number;
}

const show = ({ n, d }: Fraction) => formatFraction(n, d);
const reduce = ({ n, d }: Fraction): Fraction => {
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
};
const SIMPLEST = ' Give your answer in simplest form.';
const simplestAsked = (context: MathContext) => context.stage >= 5;

/** The steps that reduce a result (and turn it into a mixed number), when the question asks for that. */
function finishSteps(result: Fraction, simplest: boolean): string[] {
  const steps: string[] = [];
  const reduced = reduce(result);
  if (simplest && reduced.d !== result.d) {
    const g = result.d / reduced.d;
    steps.push(`Simplify: divide the numerator and the denominator by ${g}: ${show(result)} = ${show(reduced)}.`);
  }
  const final = simplest ? reduced : result;
  if (Math.abs(final.n) > final.d && final.n % final.d !== 0) steps.push(`As a mixed number, ${show(final)} = ${formatMixed(final.n, final.d)}.`);
  if (final.n % final.d === 0 && final.d !== 1) steps.push(`${show(final)} is a whole number: ${f(final.n / final.d)}.`);
  return steps;
}

function answer(context: MathContext, prompt: string, result: Fraction, explanation: string[], simplest = simplestAsked(context), mixed = false) {
  const shown = simplest ? reduce(result) : result;
  return fractionQuestion({
    prompt: simplest ? `${prompt}${SIMPLEST}` : prompt,
    numerator: shown.n,
    denominator: shown.d,
    simplestFormRequired: simplest,
    mixed,
    explanation: [...explanation, ...finishSteps(result, simplest)],
  });
}

const SHARE_WORDS: Record<number, string> = { 2: 'one half', 3: 'one third', 4: 'one fourth' };

function equalShares(context: MathContext) {
  const { random } = context;
  const parts = random.int(2, 4);
  const thing = random.pick(['sandwich', 'pizza', 'cake', 'paper strip']);
  return choiceQuestion(random, {
    prompt: `A ${thing} is cut into ${parts} equal parts. What is one part called?`,
    art: { kind: 'fraction-bar', parts, shaded: 1 },
    correct: SHARE_WORDS[parts]!,
    distractors: Object.values(SHARE_WORDS),
    explanation: [`There are ${parts} equal parts.`, `${parts === 2 ? 'Two' : parts === 3 ? 'Three' : 'Four'} equal parts are ${parts === 2 ? 'halves' : parts === 3 ? 'thirds' : 'fourths'}, so one part is ${SHARE_WORDS[parts]}.`],
  });
}

function shaded(context: MathContext) {
  const { random } = context;
  const d = random.int(2, context.stage < 2 ? 4 : 8);
  const n = random.int(1, d - 1);
  return answer(
    context,
    `A bar is cut into ${d} equal parts and ${n} ${n === 1 ? 'is' : 'are'} shaded. What fraction of the bar is shaded?`,
    { n, d },
    [`The denominator counts all the equal parts: ${d}.`, `The numerator counts the shaded parts: ${n}.`, `So ${n}/${d} of the bar is shaded.`],
    false,
  );
}

function equivalent(context: MathContext) {
  const { random } = context;
  const base = reduce({ n: random.int(1, 5), d: random.int(2, 6) });
  const start = base.n >= base.d ? { n: 1, d: base.d + 1 } : base;
  const k = random.int(2, context.stage < 4 ? 4 : 6);
  const big = { n: start.n * k, d: start.d * k };
  const missingTop = random.chance(0.6);
  return numberQuestion({
    prompt: `What number goes in the box to make equivalent fractions?\n${show(start)} = ${missingTop ? `☐/${big.d}` : `${big.n}/☐`}`,
    answer: missingTop ? big.n : big.d,
    explanation: missingTop
      ? [`${start.d} × ${k} = ${big.d}, so the denominator was multiplied by ${k}.`, `Multiply the numerator by ${k} too: ${start.n} × ${k} = ${big.n}.`]
      : [`${start.n} × ${k} = ${big.n}, so the numerator was multiplied by ${k}.`, `Multiply the denominator by ${k} too: ${start.d} × ${k} = ${big.d}.`],
  });
}

function ofNumber(context: MathContext, word: boolean) {
  const { random } = context;
  const d = random.int(2, context.stage < 4 ? 5 : 10);
  const n = random.int(1, d - 1);
  const whole = d * random.int(2, context.stage < 4 ? 6 : 12);
  const part = (whole / d) * n;
  const name = random.pick(NAMES);
  return numberQuestion({
    prompt: word ? `${name} has ${whole} marbles and gives away ${show({ n, d })} of them. How many marbles does ${name} give away?` : `What is ${show({ n, d })} of ${whole}?`,
    answer: part,
    explanation: [`Split ${whole} into ${d} equal parts: ${whole} ÷ ${d} = ${whole / d}.`, `Take ${n} of those parts: ${n} × ${whole / d} = ${part}.`],
  });
}

function likeDenominators(context: MathContext, word = false) {
  const { random, stage } = context;
  const d = random.int(stage < 3 ? 3 : 4, stage < 4 ? 8 : 12);
  const add = stage < 3 || random.chance(0.5);
  const a = random.int(add ? 1 : 2, d - 1);
  const b = add ? random.int(1, stage < 4 ? Math.max(1, d - a) : d - 1) : random.int(1, a - 1);
  const result = { n: add ? a + b : a - b, d };
  const name = random.pick(NAMES);
  const prompt = word
    ? add
      ? `${name} ate ${a}/${d} of a pizza at lunch and ${b}/${d} of it at dinner. What fraction of the pizza did ${name} eat in all?`
      : `${name} had ${a}/${d} of a cake and ate ${b}/${d} of the cake. What fraction of the cake is left?`
    : `What is ${a}/${d} ${add ? '+' : MINUS} ${b}/${d}?`;
  return answer(context, prompt, result, [
    `The denominators are the same, so ${add ? 'add' : 'subtract'} the numerators: ${a} ${add ? '+' : MINUS} ${b} = ${result.n}.`,
    `Keep the denominator: ${show(result)}.`,
  ], simplestAsked(context), stage >= 4);
}

const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12];

function unlikePair(context: MathContext): [number, number] {
  const { random } = context;
  if (context.stage < 5) {
    const d1 = random.pick([2, 3, 4, 5]);
    return [d1, d1 * random.int(2, 3)];
  }
  const d1 = random.pick(DENOMINATORS);
  let d2 = random.pick(DENOMINATORS);
  if (d2 === d1) d2 = d1 === 12 ? 5 : DENOMINATORS[DENOMINATORS.indexOf(d1) + 1]!;
  return random.shuffle([d1, d2]) as [number, number];
}

function commonDenominatorSteps(x: Fraction, y: Fraction): [Fraction, Fraction, string[]] {
  const l = lcm(x.d, y.d);
  const xs = { n: (x.n * l) / x.d, d: l };
  const ys = { n: (y.n * l) / y.d, d: l };
  const rewrite = (from: Fraction, to: Fraction) => (from.d === l ? `${show(from)} stays ${show(to)}` : `${show(from)} = ${show(to)} (× ${l / from.d} on top and bottom)`);
  return [xs, ys, [`A common denominator of ${x.d} and ${y.d} is ${l}.`, `${rewrite(x, xs)}; ${rewrite(y, ys)}.`]];
}

function unlikeDenominators(context: MathContext, word = false) {
  const { random } = context;
  const [d1, d2] = unlikePair(context);
  const x = { n: properNumerator(context, d1), d: d1 };
  const y = { n: properNumerator(context, d2), d: d2 };
  const [xs, ys, steps] = commonDenominatorSteps(x, y);
  const add = random.chance(0.5) || xs.n === ys.n;
  const [first, second, firstS, secondS] = add || xs.n > ys.n ? [x, y, xs, ys] : [y, x, ys, xs];
  const result = { n: add ? firstS.n + secondS.n : firstS.n - secondS.n, d: firstS.d };
  const name = random.pick(NAMES);
  const prompt = word
    ? add
      ? `${name} walked ${show(first)} of a mile in the morning and ${show(second)} of a mile in the afternoon. How far did ${name} walk in all, in miles?`
      : `A jug holds ${show(first)} of a litre of juice. ${name} pours out ${show(second)} of a litre. How much juice is left, in litres?`
    : `What is ${show(first)} ${add ? '+' : MINUS} ${show(second)}?`;
  return answer(context, prompt, result, [...steps, `${add ? 'Add' : 'Subtract'} the numerators: ${firstS.n} ${add ? '+' : MINUS} ${secondS.n} = ${result.n}, so the answer is ${show(result)}.`], simplestAsked(context), true);
}

/** A numerator from 1 to d − 1 with no factor in common with d, so n/d is in simplest form. */
function properNumerator(context: MathContext, d: number): number {
  const choices = Array.from({ length: d - 1 }, (_, i) => i + 1).filter((n) => gcd(n, d) === 1);
  return context.random.pick(choices);
}

function mixedNumbers(context: MathContext) {
  const { random, stage } = context;
  const d = random.int(2, stage < 4 ? 4 : 8);
  const w = random.int(1, stage < 4 ? 3 : 5);
  const n = properNumerator(context, d);
  const mixed = `${w} ${n}/${d}`;
  if (stage < 2) {
    return choiceQuestion(random, {
      prompt: `Which mixed number means ${w} whole${w === 1 ? '' : 's'} and ${n}/${d} more?`,
      correct: mixed,
      distractors: [`${w + 1} ${n}/${d}`, `${n}/${d}`, `${w}/${d}`, `${w} ${d}/${n}`],
      explanation: [`A mixed number writes the wholes first, then the part left over: ${w} and ${n}/${d} is ${mixed}.`],
    });
  }
  if (stage < 4) {
    return numberQuestion({
      prompt: `Write ${mixed} as an improper fraction. What number goes in the box?\n${mixed} = ☐/${d}`,
      answer: w * d + n,
      explanation: [`Each whole is ${d}/${d}, so ${w} whole${w === 1 ? ' makes' : 's make'} ${w * d}/${d}.`, `Add the ${n}/${d}: ${w * d} + ${n} = ${w * d + n}, so ${mixed} = ${w * d + n}/${d}.`],
    });
  }
  const x = { n: w * d + n, d };
  if (stage >= 7 && random.chance(0.5)) {
    const other = { n: random.int(1, 4) * 2 + 1, d: 2 };
    const product = { n: x.n * other.n, d: x.d * other.d };
    return answer(context, `What is ${mixed} × ${formatMixed(other.n, other.d)}?`, product, [
      `Write the mixed numbers as improper fractions: ${mixed} = ${show(x)} and ${formatMixed(other.n, other.d)} = ${show(other)}.`,
      `Multiply the numerators and the denominators: ${x.n} × ${other.n} = ${product.n}, ${x.d} × ${other.d} = ${product.d}.`,
    ], true, true);
  }
  const d2 = stage < 5 ? d : unlikePair(context)[1];
  const y = { n: random.int(1, 3) * d2 + properNumerator(context, d2), d: d2 };
  const add = stage < 4.5 || random.chance(0.5) || y.n * d >= x.n * d2;
  const [xs, ys, steps] = commonDenominatorSteps(x, y);
  const result = { n: add ? xs.n + ys.n : xs.n - ys.n, d: xs.d };
  return answer(context, `What is ${mixed} ${add ? '+' : MINUS} ${formatMixed(y.n, y.d)}?`, result, [
    `Write the mixed numbers as improper fractions: ${mixed} = ${show(x)} and ${formatMixed(y.n, y.d)} = ${show(y)}.`,
    ...(d2 === d ? [] : steps),
    `${add ? 'Add' : 'Subtract'} the numerators: ${xs.n} ${add ? '+' : MINUS} ${ys.n} = ${result.n}, so the answer is ${show(result)}.`,
  ], simplestAsked(context), true);
}

function multiplyOrDivide(context: MathContext) {
  const { random, stage } = context;
  const properFraction = () => {
    const d = random.int(2, 9);
    return { n: properNumerator(context, d), d };
  };
  const x = properFraction();
  const y = properFraction();
  if (stage < 5.5) {
    const whole = random.int(2, 9);
    const product = { n: x.n * whole, d: x.d };
    return answer(context, `What is ${whole} × ${show(x)}?`, product, [`Multiply the numerator by the whole number: ${whole} × ${x.n} = ${product.n}.`, `Keep the denominator: ${show(product)}.`], true, true);
  }
  const signed = stage >= 8 && random.chance(0.5);
  const xs = signed ? { n: -x.n, d: x.d } : x;
  const xText = show(xs);
  if (stage < 6 || random.chance(0.5)) {
    const product = { n: xs.n * y.n, d: x.d * y.d };
    return answer(context, `What is ${xText} × ${show(y)}?`, product, [
      `Multiply the numerators: ${xs.n < 0 ? `(${f(xs.n)})` : xs.n} × ${y.n} = ${f(product.n)}.`,
      `Multiply the denominators: ${x.d} × ${y.d} = ${product.d}. So the product is ${show(product)}.`,
    ], true, true);
  }
  const quotient = { n: xs.n * y.d, d: x.d * y.n };
  return answer(context, `What is ${xText} ÷ ${show(y)}?`, quotient, [
    `Dividing by ${show(y)} is multiplying by its reciprocal, ${formatFraction(y.d, y.n)}.`,
    `${xText} × ${formatFraction(y.d, y.n)} = ${show(quotient)}.`,
  ], true, true);
}

function signedSum(context: MathContext) {
  const { random } = context;
  const [d1, d2] = unlikePair(context);
  const x = { n: -random.int(1, d1 - 1), d: d1 };
  const y = { n: random.int(1, d2 - 1), d: d2 };
  const [xs, ys, steps] = commonDenominatorSteps({ n: -x.n, d: x.d }, y);
  const result = { n: -xs.n + ys.n, d: xs.d };
  return answer(context, `What is ${show(x)} + ${show(y)}?`, result, [
    ...steps,
    `Add the numerators with their signs: ${f(-xs.n)} + ${ys.n} = ${f(result.n)}, so the answer is ${show(result)}.`,
  ], true, false);
}

function compare(context: MathContext) {
  const { random, stage } = context;
  let x: Fraction;
  let y: Fraction;
  let how: string[];
  if (stage < 1) {
    const [big, small] = [random.int(2, 3), 4];
    const bigFirst = random.chance(0.5);
    return choiceQuestion(random, {
      prompt: `Two friends share the same pizza. Which is bigger: ${bigFirst ? SHARE_WORDS[big] : SHARE_WORDS[small]} of the pizza, or ${bigFirst ? SHARE_WORDS[small] : SHARE_WORDS[big]} of it?`,
      correct: SHARE_WORDS[big]!,
      distractors: [SHARE_WORDS[small]!],
      explanation: [`Cutting the pizza into more equal parts makes each part smaller.`, `${big} parts are fewer than ${small} parts, so ${SHARE_WORDS[big]} is bigger.`],
    });
  }
  if (stage < 3) {
    [x, y] = [{ n: 1, d: random.int(2, 8) }, { n: 1, d: random.int(2, 8) }];
    how = ['With the same numerator, more equal parts make each part smaller: the bigger denominator is the smaller fraction.'];
  } else if (stage < 4) {
    const d = random.int(3, 10);
    [x, y] = [{ n: random.int(1, d - 1), d }, { n: random.int(1, d - 1), d }];
    how = ['The denominators are the same, so compare the numerators.'];
  } else {
    const [d1, d2] = unlikePair(context);
    x = { n: random.int(1, d1 - 1), d: d1 };
    const k = random.int(2, 3);
    y = random.chance(0.2) ? { n: x.n * k, d: x.d * k } : { n: random.int(1, d2 - 1), d: d2 };
    const [xs, ys, steps] = commonDenominatorSteps(x, y);
    how = [...steps, `Compare the numerators: ${xs.n} and ${ys.n}.`];
  }
  return compareQuestion(random, { left: show(x), right: show(y), leftValue: x.n / x.d, rightValue: y.n / y.d, explanation: how });
}

function estimate(context: MathContext) {
  const { random } = context;
  // No fraction exactly halfway between two benchmarks (1/4, 3/4): one answer only.
  const candidates: Fraction[] = [];
  for (let d = 3; d <= 12; d++) for (let n = 1; n < d; n++) if (4 * n !== d && 4 * n !== 3 * d) candidates.push({ n, d });
  const { n, d } = random.pick(candidates);
  const value = n / d;
  const benchmarks = [
    { text: '0', value: 0 },
    { text: '1/2', value: 0.5 },
    { text: '1', value: 1 },
  ];
  const closest = benchmarks.reduce((best, b) => (Math.abs(b.value - value) < Math.abs(best.value - value) ? b : best));
  return choiceQuestion(random, {
    prompt: `Is ${n}/${d} closest to 0, 1/2 or 1?`,
    correct: closest.text,
    distractors: benchmarks.map((b) => b.text),
    explanation: [
      `${n}/${d} is about ${f(value, 2)}.`,
      `Its distance to 0 is about ${f(value, 2)}, to 1/2 about ${f(Math.abs(value - 0.5), 2)}, to 1 about ${f(1 - value, 2)}.`,
      `The smallest distance is to ${closest.text}.`,
    ],
  });
}

function numberLine(context: MathContext) {
  const { random } = context;
  const d = random.int(2, context.stage < 4 ? 6 : 12);
  const mark = random.int(1, d - 1);
  return answer(context, `A number line from 0 to 1 is split into ${d} equal parts. What fraction is at the ${ordinal(mark)} mark after 0?`, { n: mark, d }, [
    `Each part is 1/${d} of the distance from 0 to 1.`,
    `${mark} part${mark === 1 ? '' : 's'} from 0 is ${mark}/${d}.`,
  ], false);
}

export const fractionsQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 1 && hints.style !== 'compare') return equalShares(context);
  switch (hints.style) {
    case 'compare':
      return compare(context);
    case 'estimate':
      return estimate(context);
    case 'number-line':
      return numberLine(context);
    case 'word':
      if (stage < 2) return equalShares(context);
      if (stage < 4) return ofNumber(context, true);
      return hints.fractions === 'unlike' || (stage >= 5 && random.chance(0.5)) ? unlikeDenominators(context, true) : likeDenominators(context, true);
    default:
      break;
  }
  if (hints.fractions === 'like') return stage < 2 ? shaded(context) : likeDenominators(context);
  if (hints.fractions === 'unlike') return stage < 3 ? compare(context) : unlikeDenominators(context);
  if (hints.fractions === 'mixed') return mixedNumbers(context);
  if (hints.style === 'missing') return stage < 3 ? shaded(context) : equivalent(context);
  if (stage < 2.5) return shaded(context);
  if (stage < 3.5) return random.pick([shaded, equivalent, (c: MathContext) => ofNumber(c, false), likeDenominators])(context);
  if (stage < 4.5) return random.pick([equivalent, likeDenominators, mixedNumbers, (c: MathContext) => ofNumber(c, false)])(context);
  if (stage < 6) return random.pick([unlikeDenominators, mixedNumbers, multiplyOrDivide])(context);
  if (stage < 8) return random.pick([unlikeDenominators, mixedNumbers, multiplyOrDivide, multiplyOrDivide])(context);
  return random.pick([signedSum, mixedNumbers, multiplyOrDivide, unlikeDenominators])(context);
};
