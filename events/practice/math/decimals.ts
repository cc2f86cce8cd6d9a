import { signedSumSteps } from './integers';
import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, ordinal, round } from './number-format';
import { choiceQuestion, compareQuestion, numberQuestion } from './question-forms';
import { NAMES } from './story-words';

// Decimals: tenths as shaded parts of a bar in K–2, tenths and hundredths as
// fractions in grade 3, comparing, adding and subtracting in grade 4,
// multiplying by 10/100/1000 and rounding in grade 5, multiplying and dividing
// decimals in grade 6, fractions to decimals and signed decimals after that.

const PLACE_NAMES = ['whole number', 'tenth', 'hundredth', 'thousandth'];

/** A decimal with `places` decimal places: whole part up to `maxWhole`. */
function decimal(context: MathContext, places: number, maxWhole: number, minWhole = 0): number {
  const scale = 10 ** places;
  const units = context.random.int(minWhole * scale + 1, (maxWhole + 1) * scale - 1);
  // Never a whole number, and the last decimal place is used (2.30 would read as 2.3).
  return round((units % 10 === 0 ? units + 1 : units) / scale);
}

const placesOf = (x: number) => (String(round(x)).split('.')[1] ?? '').length;
const padded = (x: number, places: number) => x.toFixed(places);

function columnSteps(a: number, b: number, add: boolean): string[] {
  const places = Math.max(placesOf(a), placesOf(b));
  const scale = 10 ** places;
  const [x, y] = [Math.round(a * scale), Math.round(b * scale)];
  const result = round(add ? a + b : a - b);
  const unit = PLACE_NAMES[places] ?? 'thousandth';
  const sameWidth = placesOf(a) === placesOf(b) ? '' : ` (write ${padded(a, places)} and ${padded(b, places)} with the same number of decimal places)`;
  return [
    `Line up the decimal points${sameWidth}.`,
    `Work in ${unit}s: ${f(x)} ${add ? '+' : MINUS} ${f(y)} = ${f(add ? x + y : x - y)} ${unit}s.`,
    `Put the decimal point back ${places} place${places === 1 ? '' : 's'} from the right: ${f(result)}.`,
  ];
}

function tenthsOfBar(context: MathContext) {
  const { random, stage } = context;
  const shaded = random.int(1, 9);
  const prompt = `A bar is cut into 10 equal parts and ${shaded} ${shaded === 1 ? 'is' : 'are'} shaded. ${stage < 2 ? 'Which decimal shows the shaded part?' : 'Write the shaded part as a decimal.'}`;
  const explanation = [`Each part is one tenth, 0.1.`, `${shaded} tenths is 0.${shaded}.`];
  const art = { kind: 'fraction-bar' as const, parts: 10, shaded };
  if (stage < 2) return choiceQuestion(random, { prompt, art, correct: `0.${shaded}`, distractors: [`${shaded}`, `0.0${shaded}`, `${shaded}0`], explanation });
  return numberQuestion({ prompt, art, answer: shaded / 10, explanation });
}

function fractionToDecimal(context: MathContext) {
  const { random, stage } = context;
  if (stage < 5) {
    const d = random.pick([10, 100]);
    const n = random.int(1, d - 1);
    const value = round(n / d);
    return numberQuestion({
      prompt: `Write ${n}/${d} as a decimal.`,
      answer: value,
      explanation: [d === 10 ? `${n}/10 is ${n} tenth${n === 1 ? '' : 's'}: the ${n} goes in the tenths place.` : `${n}/100 is ${n} hundredth${n === 1 ? '' : 's'}: the last digit goes in the hundredths place.`, `So ${n}/${d} = ${f(value)}.`],
    });
  }
  const d = random.pick([2, 4, 5, 8, 20, 25, 40, 50]);
  let n = random.int(1, d - 1);
  while (n % 2 === 0 && d % 2 === 0) n = random.int(1, d - 1) | 1;
  const power = d <= 10 ? (d === 8 ? 1000 : d === 4 ? 100 : 10) : d === 40 ? 1000 : 100;
  const value = round(n / d);
  return numberQuestion({
    prompt: `Write ${n}/${d} as a decimal.`,
    answer: value,
    explanation: [`Make the denominator ${f(power)}: multiply top and bottom by ${power / d}: ${n}/${d} = ${n * (power / d)}/${f(power)}.`, `${n * (power / d)}/${f(power)} = ${f(value)}.`],
  });
}

function addOrSubtract(context: MathContext, word: boolean) {
  const { random, stage } = context;
  const [places, maxWhole] = stage < 4 ? [1, 9] : stage < 5 ? [2, 20] : [random.int(1, 3), 100];
  let a = decimal(context, places, maxWhole);
  let b = decimal(context, random.chance(0.5) ? places : Math.max(1, places - 1), maxWhole);
  const add = random.chance(0.5);
  if (!add && b > a) [a, b] = [b, a];
  const result = round(add ? a + b : a - b);
  const name = random.pick(NAMES);
  const prompt = word
    ? add
      ? `${name} has a ribbon ${f(a)} m long and another ${f(b)} m long. How long are they together, in metres?`
      : `A jug holds ${f(a)} litres of water. ${name} pours out ${f(b)} litres. How many litres are left?`
    : `What is ${f(a)} ${add ? '+' : MINUS} ${f(b)}?`;
  return numberQuestion({ prompt, answer: result, explanation: columnSteps(a, b, add) });
}

function powersOfTen(context: MathContext) {
  const { random } = context;
  const x = decimal(context, random.int(1, 3), 99);
  const power = random.pick([10, 100, 1000]);
  const zeros = Math.log10(power);
  const multiply = random.chance(0.5);
  const result = round(multiply ? x * power : x / power);
  return numberQuestion({
    prompt: `What is ${f(x)} ${multiply ? '×' : '÷'} ${f(power)}?`,
    answer: result,
    explanation: [`${multiply ? 'Multiplying' : 'Dividing'} by ${f(power)} moves every digit ${zeros} place${zeros === 1 ? '' : 's'} to the ${multiply ? 'left' : 'right'}.`, `${f(x)} becomes ${f(result)}.`],
  });
}

function rounding(context: MathContext) {
  const { random } = context;
  const toWhole = random.chance(0.5);
  const x = decimal(context, toWhole ? random.int(1, 2) : 2, 50);
  const result = toWhole ? Math.round(x) : round(Math.round(round(x * 10)) / 10);
  const next = toWhole ? Math.floor(round(x * 10)) % 10 : Math.floor(round(x * 100)) % 10;
  return numberQuestion({
    prompt: `Round ${f(x)} to the nearest ${toWhole ? 'whole number' : 'tenth'}.`,
    answer: result,
    explanation: [
      `Look at the digit after the ${toWhole ? 'ones' : 'tenths'} place: ${next}.`,
      `${next} is ${next >= 5 ? '5 or more, so round up' : 'less than 5, so round down'}: ${f(result)}.`,
    ],
  });
}

function multiply(context: MathContext) {
  const { random, stage } = context;
  const a = decimal(context, 1, stage < 6 ? 9 : 20);
  const b = stage < 6 ? random.int(2, 9) : decimal(context, random.int(1, 2), 5);
  const product = round(a * b);
  const [pa, pb] = [placesOf(a), placesOf(b)];
  const [ia, ib] = [Math.round(a * 10 ** pa), Math.round(b * 10 ** pb)];
  return numberQuestion({
    prompt: `What is ${f(a)} × ${f(b)}?`,
    answer: product,
    explanation: [
      `Multiply without the decimal points: ${f(ia)} × ${f(ib)} = ${f(ia * ib)}.`,
      `The factors have ${pa + pb} decimal place${pa + pb === 1 ? '' : 's'} in all, so the product has ${pa + pb}: ${f(product)}.`,
    ],
  });
}

function divide(context: MathContext) {
  const { random, stage } = context;
  if (stage < 7 || random.chance(0.5)) {
    const divisor = random.int(2, 9);
    const quotient = decimal(context, 1, 12, 1);
    const dividend = round(quotient * divisor);
    return numberQuestion({
      prompt: `What is ${f(dividend)} ÷ ${divisor}?`,
      answer: quotient,
      explanation: [
        `Divide as with whole numbers, keeping the decimal point in place: ${f(Math.round(dividend * 10))} ÷ ${divisor} = ${f(Math.round(quotient * 10))} tenths.`,
        `So ${f(dividend)} ÷ ${divisor} = ${f(quotient)}. Check: ${divisor} × ${f(quotient)} = ${f(dividend)}.`,
      ],
    });
  }
  const divisor = round(random.int(2, 9) / random.pick([10, 100]));
  const quotient = random.int(2, 40);
  const dividend = round(divisor * quotient);
  const scale = 10 ** placesOf(divisor);
  return numberQuestion({
    prompt: `What is ${f(dividend)} ÷ ${f(divisor)}?`,
    answer: quotient,
    explanation: [
      `Multiply both numbers by ${scale} so the divisor is a whole number: ${f(round(dividend * scale))} ÷ ${f(round(divisor * scale))}.`,
      `${f(round(dividend * scale))} ÷ ${f(round(divisor * scale))} = ${quotient}.`,
    ],
  });
}

function signed(context: MathContext) {
  const { random } = context;
  const a = -decimal(context, 2, 20);
  const b = decimal(context, random.int(1, 2), 20);
  return numberQuestion({ prompt: `What is ${f(a)} + ${f(b)}?`, answer: round(a + b), explanation: signedSumSteps(a, b) });
}

function numberLine(context: MathContext) {
  const { random, stage } = context;
  if (stage < 4) {
    const mark = random.int(1, 9);
    return numberQuestion({
      prompt: `A number line from 0 to 1 is cut into 10 equal parts. What decimal is at the ${ordinal(mark)} mark after 0?`,
      answer: mark / 10,
      explanation: ['Each part is one tenth, 0.1.', `${mark} parts from 0 is ${mark} tenths: 0.${mark}.`],
    });
  }
  const low = decimal(context, 1, 9);
  const high = round(low + 0.1);
  const middle = round(low + 0.05);
  return numberQuestion({
    prompt: `What decimal is exactly halfway between ${f(low)} and ${f(high)} on a number line?`,
    answer: middle,
    explanation: [`Write them in hundredths: ${padded(low, 2)} and ${padded(high, 2)}.`, `Halfway between ${Math.round(low * 100)} and ${Math.round(high * 100)} hundredths is ${Math.round(middle * 100)} hundredths: ${f(middle)}.`],
  });
}

function compare(context: MathContext) {
  const { random, stage } = context;
  const a = decimal(context, stage < 4 ? 1 : 2, stage < 4 ? 1 : 9);
  const same = random.chance(0.15);
  const tricky = random.chance(0.4);
  const b = same ? a : tricky ? round(Math.floor(a) + random.int(1, 9) / 10) : decimal(context, stage < 4 ? 1 : random.int(1, 3), stage < 4 ? 1 : 9);
  const places = Math.max(placesOf(a), placesOf(b)) + (same ? 1 : 0);
  return compareQuestion(random, {
    left: f(a),
    right: same ? padded(b, places) : f(b),
    leftValue: a,
    rightValue: b,
    explanation: [`Give both the same number of decimal places: ${padded(a, places)} and ${padded(b, places)}.`, 'Compare digit by digit from the left.'],
  });
}

function estimate(context: MathContext) {
  const a = decimal(context, 1, 20);
  const b = decimal(context, 1, 20);
  const [ra, rb] = [Math.round(a), Math.round(b)];
  return numberQuestion({
    prompt: `Estimate ${f(a)} + ${f(b)} by rounding each number to the nearest whole number first.`,
    answer: ra + rb,
    explanation: [`${f(a)} rounds to ${ra}.`, `${f(b)} rounds to ${rb}.`, `${ra} + ${rb} = ${ra + rb}.`],
  });
}

function missing(context: MathContext) {
  const a = decimal(context, 1, 9);
  const b = decimal(context, 1, 9);
  const total = round(a + b);
  return numberQuestion({
    prompt: `What number goes in the box?\n${f(a)} + ☐ = ${f(total)}`,
    answer: b,
    explanation: [`The missing part is the total minus the part you know: ${f(total)} ${MINUS} ${f(a)}.`, ...columnSteps(total, a, false)],
  });
}

export const decimalsQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 3) return hints.style === 'compare' && stage >= 2 ? compare(context) : tenthsOfBar(context);
  switch (hints.style) {
    case 'compare':
      return compare(context);
    case 'estimate':
      return estimate(context);
    case 'number-line':
      return numberLine(context);
    case 'word':
      return addOrSubtract(context, true);
    case 'missing':
      return missing(context);
    default:
      break;
  }
  if (stage < 4) return random.pick([fractionToDecimal, (c: MathContext) => addOrSubtract(c, false), numberLine])(context);
  if (stage < 5) return random.pick([compare, (c: MathContext) => addOrSubtract(c, false), fractionToDecimal])(context);
  if (stage < 6) return random.pick([powersOfTen, rounding, multiply, (c: MathContext) => addOrSubtract(c, false)])(context);
  if (stage < 7) return random.pick([multiply, divide, fractionToDecimal])(context);
  return random.pick([multiply, divide, fractionToDecimal, signed])(context);
};
