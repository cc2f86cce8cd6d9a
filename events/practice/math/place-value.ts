import { placeParts } from './arithmetic-steps';
import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, plural, round } from './number-format';
import { compareQuestion, numberQuestion } from './question-forms';
import { NAMES } from './story-words';

// Place value: tens and ones in K–1, hundreds in grade 2, thousands and
// rounding in grades 3–4, decimal places and powers of ten in grades 5–7,
// scientific notation from grade 8.

const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands'];

function digitsFor(context: MathContext): number {
  const { stage, hints } = context;
  if (hints.digits) return hints.digits;
  if (hints.upTo) return 2;
  return stage < 2 ? 2 : stage < 3 ? 3 : stage < 4 ? 4 : stage < 5 ? 5 : 6;
}

/** A number of `digits` distinct non-zero digits, so each digit names one place. */
function distinctDigits(context: MathContext, digits: number): number {
  return Number(context.random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, digits).join(''));
}

function tensAndOnes(context: MathContext) {
  const { random, stage } = context;
  const tens = random.int(1, stage < 1 ? 1 : 9);
  const ones = random.int(0, 9);
  const n = tens * 10 + ones;
  if (random.chance(0.5)) {
    return numberQuestion({
      prompt: `What number is ${tens} ten${tens === 1 ? '' : 's'} and ${ones} one${ones === 1 ? '' : 's'}?`,
      answer: n,
      explanation: [`${tens} ten${tens === 1 ? '' : 's'} is ${tens * 10}.`, `${tens * 10} and ${ones} more is ${n}.`],
    });
  }
  return numberQuestion({
    prompt: `${n} is ${tens} ten${tens === 1 ? '' : 's'} and how many ones?`,
    answer: ones,
    explanation: [`${tens} ten${tens === 1 ? '' : 's'} is ${tens * 10}.`, `${n} ${MINUS} ${tens * 10} = ${ones}, so there ${ones === 1 ? 'is' : 'are'} ${ones} one${ones === 1 ? '' : 's'}.`],
  });
}

function digitValue(context: MathContext) {
  const { random } = context;
  const digits = Math.max(2, digitsFor(context));
  const n = distinctDigits(context, digits);
  const position = random.int(1, digits - 1);
  const digit = Number(String(n).at(-1 - position));
  const value = digit * 10 ** position;
  return numberQuestion({
    prompt: `What is the value of the digit ${digit} in ${f(n)}?`,
    answer: value,
    explanation: [`The ${digit} is in the ${PLACE_NAMES[position]} place.`, `So its value is ${digit} × ${f(10 ** position)} = ${f(value)}.`],
  });
}

function expandedForm(context: MathContext) {
  const n = distinctDigits(context, Math.max(2, digitsFor(context)));
  const parts = placeParts(n);
  if (context.hints.style === 'missing') {
    const hidden = context.random.int(0, parts.length - 1);
    return numberQuestion({
      prompt: `What number goes in the box?\n${parts.map((part, i) => (i === hidden ? '☐' : f(part))).join(' + ')} = ${f(n)}`,
      answer: parts[hidden]!,
      explanation: [`${f(n)} in expanded form is ${parts.map(f).join(' + ')}.`, `The missing part is ${f(parts[hidden]!)}.`],
    });
  }
  return numberQuestion({
    prompt: `What number is ${parts.map(f).join(' + ')}?`,
    answer: n,
    explanation: [`Put each part in its place: ${parts.map((part, i) => `${String(part)[0]} in the ${PLACE_NAMES[parts.length - 1 - i]} place`).join(', ')}.`, `The number is ${f(n)}.`],
  });
}

function rounding(context: MathContext) {
  const { random } = context;
  const digits = Math.max(2, digitsFor(context));
  const place = 10 ** random.int(Math.max(1, digits - 3), digits - 1);
  let n = random.int(10 ** (digits - 1), 10 ** digits - 1);
  if (Math.floor(n / (place / 10)) % 10 === 0) n += place / 10;
  const result = Math.round(n / place) * place;
  const next = Math.floor(n / (place / 10)) % 10;
  const name = { 10: 'ten', 100: 'hundred', 1000: 'thousand', 10_000: 'ten thousand', 100_000: 'hundred thousand' }[place] ?? 'ten';
  return numberQuestion({
    prompt: `Round ${f(n)} to the nearest ${name}.`,
    answer: result,
    explanation: [`Look at the digit just right of the ${name}s place: ${next}.`, `${next} is ${next >= 5 ? '5 or more, so round up' : 'less than 5, so round down'}: ${f(result)}.`],
  });
}

function decimalDigitValue(context: MathContext) {
  const { random } = context;
  const digits = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
  const n = round(digits[0]! + digits[1]! / 10 + digits[2]! / 100 + digits[3]! / 1000);
  const position = random.int(1, 3);
  const digit = digits[position]!;
  const value = round(digit / 10 ** position);
  const names = ['', 'tenths', 'hundredths', 'thousandths'];
  return numberQuestion({
    prompt: `What is the value of the digit ${digit} in ${f(n)}?`,
    answer: value,
    explanation: [`The ${digit} is in the ${names[position]} place.`, `So its value is ${digit} × ${f(1 / 10 ** position)} = ${f(value)}.`],
  });
}

function timesGreater(context: MathContext) {
  const { random } = context;
  const digit = random.int(1, 9);
  const high = random.int(2, 5);
  const low = random.int(0, high - 1);
  const ratio = 10 ** (high - low);
  return numberQuestion({
    prompt: `How many times greater is the value of the ${digit} in ${f(digit * 10 ** high)} than the value of the ${digit} in ${f(digit * 10 ** low)}?`,
    answer: ratio,
    explanation: [`The values are ${f(digit * 10 ** high)} and ${f(digit * 10 ** low)}.`, `Each place to the left is worth 10 times more; ${high - low} places is ${f(ratio)} times: ${f(digit * 10 ** low)} × ${f(ratio)} = ${f(digit * 10 ** high)}.`],
  });
}

function scientific(context: MathContext) {
  const { random } = context;
  const mantissa = round(random.int(11, 99) / 10);
  const exponent = random.chance(context.stage >= 9 ? 0.4 : 0) ? -random.int(2, 5) : random.int(3, 7);
  const n = round(mantissa * 10 ** exponent, 8);
  const written = f(n, 10);
  if (random.chance(0.5)) {
    return numberQuestion({
      prompt: `What number goes in the box?\n${written} = ${f(mantissa)} × 10^☐`,
      answer: exponent,
      explanation: [
        `Move the decimal point until one non-zero digit is left of it: ${f(mantissa)}.`,
        `It moved ${Math.abs(exponent)} places to the ${exponent > 0 ? 'left, so the power is positive' : 'right, so the power is negative'}: 10^${f(exponent)}.`,
      ],
    });
  }
  return numberQuestion({
    prompt: `Write ${f(mantissa)} × 10^${f(exponent)} as an ordinary number.`,
    answer: n,
    display: written,
    explanation: [`Multiplying by 10^${f(exponent)} moves the decimal point ${Math.abs(exponent)} places to the ${exponent > 0 ? 'right' : 'left'}.`, `${f(mantissa)} becomes ${written}.`],
  });
}

function tenMoreOrLess(context: MathContext) {
  const { random } = context;
  const step = context.stage < 2 ? 10 : random.pick([10, 100]);
  const n = random.int(step + 1, step * 10 - 1);
  const more = random.chance(0.5);
  const result = more ? n + step : n - step;
  return numberQuestion({
    prompt: `On a number line, what number is ${step} ${more ? 'more' : 'less'} than ${f(n)}?`,
    answer: result,
    explanation: [`${step} ${more ? 'more' : 'less'} is one ${step === 10 ? 'ten' : 'hundred'} ${more ? 'more' : 'less'}: the other digits stay the same unless you cross a ${step === 10 ? 'hundred' : 'thousand'}.`, `${f(n)} ${more ? '+' : MINUS} ${step} = ${f(result)}.`],
  });
}

function wordQuestion(context: MathContext) {
  const { random, stage } = context;
  const sizes = stage < 2 ? [10, 1] : stage < 4 ? [100, 10, 1] : [1000, 100, 10, 1];
  const counts = sizes.map(() => random.int(1, 9));
  const n = sizes.reduce((sum, size, i) => sum + size * counts[i]!, 0);
  const name = random.pick(NAMES);
  const packs = sizes.map((size, i) => (size === 1 ? `${plural(counts[i]!, 'single pencil')}` : `${plural(counts[i]!, 'box', 'boxes')} of ${f(size)}`));
  return numberQuestion({
    prompt: `${name} has pencils in ${packs.slice(0, -1).join(', ')} and ${packs.at(-1)}. How many pencils is that?`,
    answer: n,
    explanation: [`${sizes.map((size, i) => `${counts[i]} × ${f(size)} = ${f(counts[i]! * size)}`).join('; ')}.`, `${sizes.map((size, i) => f(counts[i]! * size)).join(' + ')} = ${f(n)}.`],
  });
}

function compare(context: MathContext) {
  const { random } = context;
  const digits = Math.max(2, digitsFor(context));
  const a = random.int(10 ** (digits - 1), 10 ** digits - 1);
  const swap = String(a).split('');
  const i = random.int(0, digits - 2);
  [swap[i], swap[i + 1]] = [swap[i + 1]!, swap[i]!];
  const b = random.chance(0.15) ? a : random.chance(0.6) && swap[0] !== '0' ? Number(swap.join('')) : random.int(10 ** (digits - 1), 10 ** digits - 1);
  return compareQuestion(random, {
    left: f(a),
    right: f(b),
    leftValue: a,
    rightValue: b,
    explanation: ['Both numbers have the same number of digits, so compare digit by digit from the left.', 'The first place where the digits differ decides.'],
  });
}

export const placeValueQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 1) return tensAndOnes(context);
  switch (hints.style) {
    case 'compare':
      return compare(context);
    case 'estimate':
      return rounding(context);
    case 'number-line':
      return tenMoreOrLess(context);
    case 'word':
      return wordQuestion(context);
    case 'missing':
      return expandedForm(context);
    default:
      break;
  }
  if (stage < 2) return random.pick([tensAndOnes, digitValue, tenMoreOrLess])(context);
  if (stage < 3) return random.pick([digitValue, expandedForm, tenMoreOrLess])(context);
  if (stage < 5) return random.pick([digitValue, rounding, expandedForm])(context);
  if (stage < 6) return random.pick([decimalDigitValue, rounding, timesGreater])(context);
  if (stage < 8) return random.pick([decimalDigitValue, timesGreater, scientific])(context);
  return scientific(context);
};
