import { formatNumber as f, MINUS } from './number-format';

// Step-by-step explanations of whole-number arithmetic, the way a student
// works it on paper: counting on for small sums, column addition with carrying,
// column subtraction with borrowing, partial products and long division.

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions', 'ten millions'];
const PLACE_UNITS = ['one', 'ten', 'hundred', 'thousand', 'ten thousand', 'hundred thousand', 'million', 'ten million'];

const digitsOf = (n: number) => String(n).split('').reverse().map(Number);
const place = (i: number) => PLACES[i] ?? `10^${i} place`;
const placeUnit = (i: number) => PLACE_UNITS[i] ?? `10^${i}`;

function countList(from: number, count: number, step: 1 | -1): string {
  return Array.from({ length: count }, (_, i) => f(from + step * (i + 1))).join(', ');
}

export function additionSteps(a: number, b: number): string[] {
  const sum = a + b;
  const [big, small] = a >= b ? [a, b] : [b, a];
  if (small === 0) return [`Adding 0 leaves a number the same: ${f(a)} + ${f(b)} = ${f(sum)}.`];
  if (big <= 20 && small <= 5 && sum <= 20) {
    return [`Start at ${f(big)} and count on ${f(small)}: ${countList(big, small, 1)}.`, `So ${f(a)} + ${f(b)} = ${f(sum)}.`];
  }
  if (big <= 9 && sum > 10) {
    const toTen = 10 - big;
    return [
      `Make a ten: ${big} + ${toTen} = 10.`,
      `That leaves ${small} ${MINUS} ${toTen} = ${small - toTen} of the ${small}, and 10 + ${small - toTen} = ${sum}.`,
      `So ${a} + ${b} = ${sum}.`,
    ];
  }
  const da = digitsOf(a);
  const db = digitsOf(b);
  const steps: string[] = [];
  let carry = 0;
  const length = Math.max(da.length, db.length);
  for (let i = 0; i < length; i++) {
    const x = da[i];
    const y = db[i];
    const total = (x ?? 0) + (y ?? 0) + carry;
    const parts = [x, y].filter((d) => d !== undefined).map(String);
    if (carry) parts.push('1 carried');
    const last = i === length - 1;
    const write = total >= 10 && !last ? `Write ${total % 10}, carry 1 to the ${place(i + 1)}.` : `Write ${total}.`;
    steps.push(parts.length > 1 ? `Add the ${place(i)}: ${parts.join(' + ')} = ${total}. ${write}` : `Bring down the ${place(i)}: ${total}.`);
    carry = total >= 10 ? 1 : 0;
  }
  steps.push(`So ${f(a)} + ${f(b)} = ${f(sum)}.`);
  return steps;
}

export function subtractionSteps(a: number, b: number): string[] {
  const difference = a - b;
  if (b === 0) return [`Taking away 0 leaves a number the same: ${f(a)} ${MINUS} 0 = ${f(a)}.`];
  if (a <= 20 && b <= 4) {
    return [`Start at ${f(a)} and count back ${b}: ${countList(a, b, -1)}.`, `So ${f(a)} ${MINUS} ${f(b)} = ${f(difference)}.`];
  }
  if (a <= 20) {
    return [`Think addition: ${f(b)} + what makes ${f(a)}?`, `${f(b)} + ${f(difference)} = ${f(a)}, so ${f(a)} ${MINUS} ${f(b)} = ${f(difference)}.`];
  }
  const da = digitsOf(a);
  const db = digitsOf(b);
  const steps: string[] = [];
  let borrow = 0;
  for (let i = 0; i < da.length; i++) {
    const top = da[i]! - borrow;
    const bottom = db[i] ?? 0;
    const isTopPlace = i === da.length - 1;
    if (i >= db.length && borrow === 0) {
      if (!(isTopPlace && top === 0)) steps.push(`Bring down the ${place(i)}: ${top}.`);
      continue;
    }
    if (top === -1) {
      steps.push(
        `Subtract the ${place(i)}: this 0 had to lend 1 to the ${place(i - 1)}, so it first borrows 1 ${placeUnit(i + 1)} from the ${place(i + 1)} and becomes 10, then 9 after lending: 9 ${MINUS} ${bottom} = ${9 - bottom}.`,
      );
      borrow = 1;
      continue;
    }
    const note = borrow ? ` (the ${da[i]} lent 1, so it is now ${top})` : '';
    if (top < bottom) {
      steps.push(`Subtract the ${place(i)}${note}: ${top} is less than ${bottom}, so borrow 1 ${placeUnit(i + 1)} (10 ${place(i)}) from the ${place(i + 1)}: ${top + 10} ${MINUS} ${bottom} = ${top + 10 - bottom}.`);
      borrow = 1;
    } else {
      if (!(isTopPlace && top - bottom === 0 && i > 0)) steps.push(`Subtract the ${place(i)}${note}: ${top} ${MINUS} ${bottom} = ${top - bottom}.`);
      borrow = 0;
    }
  }
  steps.push(`So ${f(a)} ${MINUS} ${f(b)} = ${f(difference)}.`);
  return steps;
}

/** Splits a number into its place values: 347 → [300, 40, 7] (zeros left out). */
export function placeParts(n: number): number[] {
  return digitsOf(n)
    .map((d, i) => d * 10 ** i)
    .filter((part) => part !== 0)
    .reverse();
}

export function multiplicationSteps(a: number, b: number): string[] {
  const product = a * b;
  const result = `So ${f(a)} × ${f(b)} = ${f(product)}.`;
  if (a === 0 || b === 0) return [`Any number times 0 is 0: ${f(a)} × ${f(b)} = 0.`];
  if (a === 1 || b === 1) return [`Any number times 1 is itself: ${f(a)} × ${f(b)} = ${f(product)}.`];
  const zeros = (n: number) => (String(n).match(/0+$/)?.[0].length ?? 0);
  if (a <= 10 && b <= 10) {
    if (a === 10 || b === 10) return [`Times 10: write a 0 after ${a === 10 ? b : a}.`, result];
    if (a <= 5) return [`${a} × ${b} means ${a} groups of ${b}: ${Array(a).fill(b).join(' + ')} = ${product}.`];
    if (a === 9) return [`9 × ${b} is 10 × ${b} take away one ${b}: ${10 * b} ${MINUS} ${b} = ${product}.`, result];
    return [`Split ${a} into 5 + ${a - 5}: 5 × ${b} = ${5 * b} and ${a - 5} × ${b} = ${(a - 5) * b}.`, `Add: ${5 * b} + ${(a - 5) * b} = ${product}.`, result];
  }
  const za = zeros(a);
  const zb = zeros(b);
  if (za + zb > 0 && a / 10 ** za <= 12 && b / 10 ** zb <= 12) {
    const x = a / 10 ** za;
    const y = b / 10 ** zb;
    return [`Multiply without the zeros: ${x} × ${y} = ${x * y}.`, `Then write the ${za + zb} zero${za + zb === 1 ? '' : 's'} back: ${f(product)}.`, result];
  }
  const [big, small] = a >= b ? [a, b] : [b, a];
  if (small <= 10) {
    const parts = placeParts(big);
    return [
      `Split ${f(big)} into ${parts.map(f).join(' + ')}.`,
      `${parts.map((part) => `${f(part)} × ${small} = ${f(part * small)}`).join('; ')}.`,
      `Add the parts: ${parts.map((part) => f(part * small)).join(' + ')} = ${f(product)}.`,
      result,
    ];
  }
  const parts = placeParts(small);
  return [
    `Split ${f(small)} into ${parts.map(f).join(' + ')} and multiply ${f(big)} by each part.`,
    `${parts.map((part) => `${f(big)} × ${f(part)} = ${f(big * part)}`).join('; ')}.`,
    `Add the parts: ${parts.map((part) => f(big * part)).join(' + ')} = ${f(product)}.`,
    result,
  ];
}

export function divisionSteps(dividend: number, divisor: number): string[] {
  const quotient = Math.floor(dividend / divisor);
  const remainder = dividend % divisor;
  const answer = `${f(quotient)}${remainder ? ` R ${remainder}` : ''}`;
  if (quotient <= 12 && divisor <= 12) {
    if (remainder === 0) return [`Think multiplication: ${divisor} × ${quotient} = ${f(dividend)}.`, `So ${f(dividend)} ÷ ${divisor} = ${quotient}.`];
    return [
      `Find the biggest multiple of ${divisor} that is not more than ${dividend}: ${divisor} × ${quotient} = ${divisor * quotient}.`,
      `${dividend} ${MINUS} ${divisor * quotient} = ${remainder} is left over.`,
      `So ${dividend} ÷ ${divisor} = ${answer}: quotient ${quotient}, remainder ${remainder}.`,
    ];
  }
  const digits = String(dividend).split('').map(Number);
  const steps: string[] = [];
  let current = 0;
  let started = false;
  for (let i = 0; i < digits.length; i++) {
    current = current * 10 + digits[i]!;
    if (!started && current < divisor && i < digits.length - 1) continue;
    const q = Math.floor(current / divisor);
    const product = q * divisor;
    const lead = started ? `Bring down the ${digits[i]}: ${f(current)}.` : `Start with ${f(current)}.`;
    steps.push(`${lead} ${f(divisor)} goes into ${f(current)} ${q} time${q === 1 ? '' : 's'} (${f(divisor)} × ${q} = ${f(product)}), leaving ${f(current - product)}.`);
    current -= product;
    started = true;
  }
  steps.push(`So ${f(dividend)} ÷ ${f(divisor)} = ${answer}.`);
  steps.push(`Check: ${f(divisor)} × ${f(quotient)}${remainder ? ` + ${remainder}` : ''} = ${f(dividend)}.`);
  return steps;
}
