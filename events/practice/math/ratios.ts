import type { MathContext, MathGenerator } from './math-context';
import { formatMoney, formatNumber as f, gcd, round } from './number-format';
import { choiceQuestion, numberQuestion } from './question-forms';
import { NAMES, THINGS, twoNames } from './story-words';

// Ratios, rates and percent: "for every" doubling in K–2, scaling a ratio in
// grades 3–5 (and easy percents in grade 5), unit rates, equivalent ratios and
// percent of a number in grade 6, proportions and percent change in grade 7,
// simplest ratios, reverse percent, sharing in a ratio and compound change
// from grade 8.

function forEvery(context: MathContext) {
  const { random, stage } = context;
  const [one, many, per] = random.pick([
    ['bike', 'wheels', 2],
    ['dog', 'legs', 4],
    ['hand', 'fingers', 5],
    ['tricycle', 'wheels', 3],
  ] as const);
  const count = random.int(2, stage < 1 ? 3 : 5);
  return numberQuestion({
    prompt: `Each ${one} has ${per} ${many}. How many ${many} do ${count} ${one}s have?`,
    answer: count * per,
    explanation: [`Count ${per} for each ${one}: ${Array.from({ length: count }, (_, i) => (i + 1) * per).join(', ')}.`, `${count} ${one}s have ${count * per} ${many}.`],
  });
}

function scaleRatio(context: MathContext, word: boolean) {
  const { random } = context;
  const a = random.int(1, 5);
  let b = random.int(2, 7);
  if (b === a) b += 1;
  const k = random.int(2, context.stage < 6 ? 6 : 12);
  const name = random.pick(NAMES);
  return numberQuestion({
    prompt: word
      ? `${name} makes lemonade with ${a} cup${a === 1 ? '' : 's'} of lemon juice for every ${b} cups of water. How many cups of water go with ${a * k} cups of lemon juice?`
      : `For every ${a} red bead${a === 1 ? '' : 's'} there are ${b} blue beads. How many blue beads go with ${a * k} red beads?`,
    answer: b * k,
    explanation: [`${a * k} is ${k} times ${a}.`, `So multiply the other part by ${k} too: ${b} × ${k} = ${b * k}.`],
  });
}

function unitRate(context: MathContext) {
  const { random } = context;
  const each = random.int(2, 15) * random.pick([1, 0.5, 0.25]);
  const count = random.int(2, 8);
  const [thing, things] = random.pick(THINGS);
  const total = round(each * count, 2);
  return numberQuestion({
    prompt: `${count} ${things} cost ${formatMoney(total)}. What is the cost of one ${thing}?`,
    answer: each,
    display: formatMoney(each),
    explanation: [`A unit rate is the amount for one: divide by ${count}.`, `${formatMoney(total)} ÷ ${count} = ${formatMoney(each)}.`],
  });
}

function percentSteps(percent: number, whole: number): string[] {
  const part = (percent * whole) / 100;
  const tenth = whole / 10;
  if (percent === 50) return [`50% is one half: ${f(whole)} ÷ 2 = ${f(part)}.`];
  if (percent === 25) return [`25% is one quarter: ${f(whole)} ÷ 4 = ${f(part)}.`];
  if (percent === 75) return [`25% is one quarter: ${f(whole)} ÷ 4 = ${f(whole / 4)}.`, `75% is three quarters: 3 × ${f(whole / 4)} = ${f(part)}.`];
  const first = `10% is ${f(whole)} ÷ 10 = ${f(tenth)}.`;
  if (percent === 10) return [first];
  if (percent === 5) return [first, `5% is half of that: ${f(tenth)} ÷ 2 = ${f(part)}.`];
  if (percent === 15) return [first, `5% is half of that, ${f(tenth / 2)}; 15% = ${f(tenth)} + ${f(tenth / 2)} = ${f(part)}.`];
  return [first, `${percent}% is ${percent / 10} × 10%: ${percent / 10} × ${f(tenth)} = ${f(part)}.`];
}

function percentOf(context: MathContext) {
  const { random, stage } = context;
  const percent = stage < 6 ? random.pick([10, 50]) : random.pick([10, 20, 25, 30, 40, 50, 75, 5, 15]);
  const whole = random.int(1, 20) * (percent % 10 === 0 ? 10 : 20);
  const part = (percent * whole) / 100;
  return numberQuestion({
    prompt: `What is ${percent}% of ${f(whole)}?`,
    answer: part,
    explanation: percentSteps(percent, whole),
  });
}

function percentChange(context: MathContext) {
  const { random } = context;
  const before = random.int(2, 20) * 10;
  const percent = random.pick([10, 20, 25, 30, 50, 75]);
  const up = random.chance(0.5);
  const change = (before * percent) / 100;
  const after = up ? before + change : before - change;
  return numberQuestion({
    prompt: `A price goes ${up ? 'up' : 'down'} from $${f(before)} to $${f(after)}. By what percent did it ${up ? 'increase' : 'decrease'}?`,
    answer: percent,
    display: `${percent}%`,
    explanation: [`The change is $${f(Math.abs(after - before))}.`, `Percent change = change ÷ original × 100 = ${f(change)} ÷ ${f(before)} × 100 = ${percent}%.`],
  });
}

function proportion(context: MathContext) {
  const { random } = context;
  const a = random.int(2, 9);
  const b = random.int(2, 12);
  const k = random.int(2, 9);
  return numberQuestion({
    prompt: `Solve the proportion for x: ${a}/${b} = ${a * k}/x`,
    answer: b * k,
    explanation: [`${a} × ${k} = ${a * k}, so the second ratio is the first scaled by ${k}.`, `x = ${b} × ${k} = ${b * k}.`],
  });
}

function simplestRatio(context: MathContext) {
  const { random } = context;
  let a = random.int(1, 9);
  let b = random.int(1, 9);
  if (a === b) b += 1;
  const g = gcd(a, b);
  [a, b] = [a / g, b / g];
  const k = random.int(2, 9);
  const correct = `${a}:${b}`;
  return choiceQuestion(random, {
    prompt: `Write the ratio ${a * k}:${b * k} in simplest form.`,
    correct,
    distractors: [`${b}:${a}`, `${a * 2}:${b * 2}`, `${a + 1}:${b + 1}`, `${a * k}:${b}`],
    explanation: [`The greatest common factor of ${a * k} and ${b * k} is ${k}.`, `Divide both parts by ${k}: ${a * k} ÷ ${k} = ${a}, ${b * k} ÷ ${k} = ${b}: ${correct}.`],
  });
}

function share(context: MathContext) {
  const { random } = context;
  const a = random.int(1, 5);
  let b = random.int(2, 7);
  if (b === a) b += 1;
  const unit = random.int(2, 20) * 5;
  const total = (a + b) * unit;
  const [one, other] = twoNames(random);
  const bigger = Math.max(a, b) * unit;
  return numberQuestion({
    prompt: `$${f(total)} is shared between ${one} and ${other} in the ratio ${a}:${b}. How many dollars is the larger share?`,
    answer: bigger,
    display: `$${f(bigger)}`,
    explanation: [`There are ${a} + ${b} = ${a + b} equal parts.`, `One part is $${f(total)} ÷ ${a + b} = $${f(unit)}.`, `The larger share is ${Math.max(a, b)} parts: ${Math.max(a, b)} × $${f(unit)} = $${f(bigger)}.`],
  });
}

function reversePercent(context: MathContext) {
  const { random } = context;
  const percent = random.pick([10, 20, 25, 40, 50]);
  const original = random.int(2, 20) * 20;
  const sale = (original * (100 - percent)) / 100;
  return numberQuestion({
    prompt: `After a ${percent}% discount a coat costs $${f(sale)}. What was the original price, in dollars?`,
    answer: original,
    display: `$${f(original)}`,
    explanation: [`After ${percent}% off, the sale price is ${100 - percent}% of the original.`, `So the original is $${f(sale)} ÷ ${f((100 - percent) / 100)} = $${f(original)}.`],
  });
}

function compoundChange(context: MathContext) {
  const { random } = context;
  const start = random.int(1, 9) * 1000;
  const rate = random.pick([5, 10, 20]);
  const years = random.int(2, 3);
  const grow = random.chance(0.5);
  const value = round(start * (1 + ((grow ? 1 : -1) * rate) / 100) ** years, 2);
  return numberQuestion({
    prompt: `A town of ${f(start)} people ${grow ? 'grows' : 'shrinks'} by ${rate}% every year. How many people live there after ${years} years? Round to the nearest whole number.`,
    answer: Math.round(value),
    tolerance: 1,
    explanation: [`Each year multiplies the population by ${f(1 + ((grow ? 1 : -1) * rate) / 100)}.`, `${f(start)} × ${f(1 + ((grow ? 1 : -1) * rate) / 100)}^${years} = ${f(value)}, about ${f(Math.round(value))}.`],
  });
}

export function betterBuy(context: MathContext) {
  const { random } = context;
  const [smallCount, bigCount] = [random.int(2, 4), random.int(5, 8)];
  const smallEach = random.int(10, 30) / 10;
  const bigEach = round(smallEach + random.pick([-0.4, -0.2, 0.2, 0.4]), 2);
  const [small, big] = [round(smallCount * smallEach, 2), round(bigCount * bigEach, 2)];
  const a = `${smallCount} for ${formatMoney(small)}`;
  const b = `${bigCount} for ${formatMoney(big)}`;
  return choiceQuestion(random, {
    prompt: `Which is the better buy (the lower price for each)?`,
    correct: smallEach < bigEach ? a : b,
    distractors: [a, b],
    explanation: [`${a}: ${formatMoney(small)} ÷ ${smallCount} = ${formatMoney(smallEach)} each.`, `${b}: ${formatMoney(big)} ÷ ${bigCount} = ${formatMoney(bigEach)} each.`, `${formatMoney(Math.min(smallEach, bigEach))} is lower, so ${smallEach < bigEach ? a : b} is the better buy.`],
  });
}

function estimatePercent(context: MathContext) {
  const { random } = context;
  const percent = random.pick([10, 20, 25, 50]);
  const shownPercent = percent + random.pick([-1, 1, 2, -2]);
  const whole = random.int(2, 20) * 20;
  const shownWhole = whole + random.pick([-2, -1, 1, 2]);
  return numberQuestion({
    prompt: `Estimate ${shownPercent}% of ${shownWhole} by rounding to ${percent}% of ${whole}.`,
    answer: (percent * whole) / 100,
    explanation: [`${shownPercent}% is close to ${percent}%, and ${shownWhole} is close to ${whole}.`, `${percent}% of ${whole} = ${whole} × ${percent} ÷ 100 = ${f((percent * whole) / 100)}.`],
  });
}

export const ratiosQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 3) return forEvery(context);
  if (hints.style === 'word') return stage < 7 ? scaleRatio(context, true) : random.pick([share, reversePercent, (c: MathContext) => scaleRatio(c, true)])(context);
  if (hints.style === 'compare') return betterBuy(context);
  if (hints.style === 'estimate' && stage >= 5) return estimatePercent(context);
  if (stage < 5) return scaleRatio(context, false);
  if (stage < 6) return random.pick([(c: MathContext) => scaleRatio(c, false), percentOf])(context);
  if (stage < 7) return random.pick([unitRate, percentOf, (c: MathContext) => scaleRatio(c, false)])(context);
  if (stage < 8) return random.pick([proportion, percentChange, percentOf, unitRate])(context);
  return random.pick([simplestRatio, share, reversePercent, percentChange, ...(stage >= 9 ? [compoundChange] : [])])(context);
};

