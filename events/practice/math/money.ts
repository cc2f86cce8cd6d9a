import type { MathContext, MathGenerator } from './math-context';
import { formatMoney, formatNumber as f, MINUS, round } from './number-format';
import { choiceQuestion, numberQuestion } from './question-forms';
import { betterBuy } from './ratios';
import { NAMES, THINGS } from './story-words';

// Money, in dollars and cents ($ and ¢): counting 1¢ and 5¢ coins in
// kindergarten, adding 10¢ and 25¢ coins in grades 1–2, adding prices and
// making change in grades 3–4, unit prices in grade 5, discounts in grades
// 6–7, simple and compound interest from grade 8.

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

type Coins = Map<number, number>;

function coinsFor(context: MathContext): Coins {
  const { random, stage } = context;
  const kinds = stage < 1 ? [5, 1] : stage < 2 ? [10, 5, 1] : [25, 10, 5, 1];
  const coins: Coins = new Map();
  for (const kind of kinds) {
    const count = random.int(kind === kinds[0] ? 1 : 0, stage < 1 ? 3 : 4);
    if (count > 0) coins.set(kind, count);
  }
  if (coins.size === 1 && [...coins.values()][0] === 1) coins.set(1, random.int(1, 4));
  return coins;
}

/** The same amount in other coins: one coin changed into smaller ones. */
function changedCoins(coins: Coins): Coins {
  const smaller: Record<number, [number, number][]> = { 25: [[10, 2], [5, 1]], 10: [[5, 2]], 5: [[1, 5]] };
  const kind = [...coins.keys()].find((k) => k > 1 && (coins.get(k) ?? 0) > 0);
  if (kind === undefined) return coins;
  const changed: Coins = new Map(coins);
  changed.set(kind, changed.get(kind)! - 1);
  for (const [small, count] of smaller[kind]!) changed.set(small, (changed.get(small) ?? 0) + count);
  return new Map([...changed].filter(([, count]) => count > 0).sort(([x], [y]) => y - x));
}

const total = (coins: Coins) => [...coins].reduce((sum, [kind, count]) => sum + kind * count, 0);
const describe = (coins: Coins) => {
  const parts = [...coins].map(([kind, count]) => `${COUNT_WORDS[count] ?? count} ${kind}¢ coin${count === 1 ? '' : 's'}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
};

function countCoins(context: MathContext) {
  const coins = coinsFor(context);
  const cents = total(coins);
  const counting = [...coins].map(([kind, count]) => `${COUNT_WORDS[count] ?? count} ${kind}¢ coin${count === 1 ? ' is' : 's are'} ${kind * count}¢`);
  return numberQuestion({
    prompt: `How many cents are ${describe(coins)}?`,
    answer: cents,
    display: `${cents}¢`,
    explanation: [`Count the biggest coins first: ${counting.join('; ')}.`, `Add them: ${[...coins].map(([kind, count]) => kind * count).join(' + ')} = ${cents}¢.`],
  });
}

function compareCoins(context: MathContext) {
  const { random } = context;
  const first = coinsFor(context);
  let second = coinsFor(context);
  if (random.chance(0.2)) second = changedCoins(first);
  const [a, b] = [total(first), total(second)];
  const [textA, textB] = [describe(first), describe(second)];
  return choiceQuestion(random, {
    prompt: `Which is more money?\nA: ${textA}\nB: ${textB}`,
    correct: a === b ? 'They are the same amount' : a > b ? 'A' : 'B',
    distractors: ['A', 'B', 'They are the same amount'],
    explanation: [`A is ${a}¢.`, `B is ${b}¢.`, a === b ? 'They are equal.' : `${Math.max(a, b)}¢ is more than ${Math.min(a, b)}¢, so ${a > b ? 'A' : 'B'} is more money.`],
  });
}

/** A price in dollars with cents, between `low` and `high` dollars. */
function price(context: MathContext, low: number, high: number): number {
  return context.random.int(low * 100, high * 100) / 100;
}

function addPricesSteps(a: number, b: number): string[] {
  const [ca, cb] = [Math.round(a * 100) % 100, Math.round(b * 100) % 100];
  const [da, db] = [Math.floor(a), Math.floor(b)];
  const cents = ca + cb;
  return [
    `Add the dollars: $${da} + $${db} = $${da + db}.`,
    `Add the cents: ${ca}¢ + ${cb}¢ = ${cents}¢${cents >= 100 ? ` = ${formatMoney(cents / 100)}` : ''}.`,
    `Together: $${da + db} + ${formatMoney(cents / 100)} = ${formatMoney(a + b)}.`,
  ];
}

function addPrices(context: MathContext) {
  const a = price(context, 1, context.stage < 4 ? 9 : 40);
  const b = price(context, 1, context.stage < 4 ? 9 : 40);
  const sum = round(a + b, 2);
  return numberQuestion({
    prompt: `A book costs ${formatMoney(a)} and a pen costs ${formatMoney(b)}. How much do they cost together?`,
    answer: sum,
    display: formatMoney(sum),
    explanation: addPricesSteps(a, b),
  });
}

function change(context: MathContext) {
  const { random, stage } = context;
  const paid = stage < 4 ? random.pick([5, 10]) : random.pick([10, 20, 50]);
  const cost = price(context, 1, paid - 1);
  const back = round(paid - cost, 2);
  const name = random.pick(NAMES);
  return numberQuestion({
    prompt: `${name} buys a snack for ${formatMoney(cost)} and pays with a $${paid} bill. How much change does ${name} get?`,
    answer: back,
    display: formatMoney(back),
    explanation: [`Change is what was paid minus the cost: $${paid}.00 ${MINUS} ${formatMoney(cost)}.`, `Count up from ${formatMoney(cost)} to $${paid}.00: that is ${formatMoney(back)}.`],
  });
}

function priceTimesQuantity(context: MathContext) {
  const { random } = context;
  const each = price(context, 1, 12);
  const count = random.int(2, 9);
  const [thing, things] = random.pick(THINGS);
  const cost = round(each * count, 2);
  return numberQuestion({
    prompt: `One ${thing} costs ${formatMoney(each)}. How much do ${count} ${things} cost?`,
    answer: cost,
    display: formatMoney(cost),
    explanation: [`Multiply the price by the number bought: ${count} × ${formatMoney(each)}.`, `${count} × ${Math.round(each * 100)}¢ = ${f(Math.round(cost * 100))}¢ = ${formatMoney(cost)}.`],
  });
}

function unitPrice(context: MathContext) {
  const { random } = context;
  const each = price(context, 1, 9);
  const count = random.int(2, 8);
  const cost = round(each * count, 2);
  const [thing, things] = random.pick(THINGS);
  return numberQuestion({
    prompt: `${count} ${things} cost ${formatMoney(cost)} in all. How much does one ${thing} cost?`,
    answer: each,
    display: formatMoney(each),
    explanation: [`Divide the total by the number of ${things}: ${formatMoney(cost)} ÷ ${count}.`, `${f(Math.round(cost * 100))}¢ ÷ ${count} = ${Math.round(each * 100)}¢ = ${formatMoney(each)}.`],
  });
}

function discount(context: MathContext) {
  const { random } = context;
  const percent = random.pick([10, 20, 25, 30, 40, 50]);
  const original = random.int(2, 30) * (percent === 25 ? 4 : 10);
  const off = round((original * percent) / 100, 2);
  const sale = round(original - off, 2);
  return numberQuestion({
    prompt: `A jacket costs ${formatMoney(original)}. It is on sale for ${percent}% off. What is the sale price?`,
    answer: sale,
    display: formatMoney(sale),
    explanation: [`${percent}% of ${formatMoney(original)} is ${percent}/100 × ${f(original)} = ${formatMoney(off)}.`, `Take it off the price: ${formatMoney(original)} ${MINUS} ${formatMoney(off)} = ${formatMoney(sale)}.`],
  });
}

function interest(context: MathContext) {
  const { random, stage } = context;
  const principal = random.int(2, 50) * 100;
  const rate = random.int(2, 8);
  const years = random.int(2, stage < 10 ? 5 : 3);
  if (stage < 10 || random.chance(0.5)) {
    const earned = (principal * rate * years) / 100;
    return numberQuestion({
      prompt: `${formatMoney(principal, true)} is saved at ${rate}% simple interest per year. How much interest does it earn in ${years} years?`,
      answer: earned,
      display: formatMoney(earned),
      explanation: [`Simple interest = principal × rate × time.`, `${f(principal)} × ${rate}/100 × ${years} = ${formatMoney(earned)}.`],
    });
  }
  const balance = round(principal * (1 + rate / 100) ** years, 2);
  return numberQuestion({
    prompt: `${formatMoney(principal, true)} is saved at ${rate}% interest compounded once a year. What is the balance after ${years} years, to the nearest cent?`,
    answer: balance,
    tolerance: 0.01,
    display: formatMoney(balance),
    explanation: [`Each year the balance is multiplied by 1 + ${rate}/100 = ${f(1 + rate / 100)}.`, `${f(principal)} × ${f(1 + rate / 100)}^${years} = ${formatMoney(balance)}.`],
  });
}

function estimate(context: MathContext) {
  const a = price(context, 1, 20);
  const b = price(context, 1, 20);
  const [ra, rb] = [Math.round(a), Math.round(b)];
  return numberQuestion({
    prompt: `Estimate ${formatMoney(a)} + ${formatMoney(b)} by rounding each price to the nearest dollar first.`,
    answer: ra + rb,
    display: `$${ra + rb}`,
    explanation: [`${formatMoney(a)} rounds to $${ra}.`, `${formatMoney(b)} rounds to $${rb}.`, `$${ra} + $${rb} = $${ra + rb}.`],
  });
}

function missing(context: MathContext) {
  const { random } = context;
  const cost = random.int(2, 20);
  const has = random.int(1, cost * 100 - 1) / 100;
  const need = round(cost - has, 2);
  const name = random.pick(NAMES);
  return numberQuestion({
    prompt: `${name} has ${formatMoney(has)} and wants a game that costs ${formatMoney(cost)}. How much more money does ${name} need?`,
    answer: need,
    display: formatMoney(need),
    explanation: [`Find the difference: ${formatMoney(cost)} ${MINUS} ${formatMoney(has)}.`, `Count up from ${formatMoney(has)} to ${formatMoney(cost)}: ${formatMoney(need)}.`],
  });
}

export const moneyQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (hints.style === 'compare') return stage < 5 ? compareCoins(context) : betterBuy(context);
  if (stage < 3) return countCoins(context);
  if (hints.style === 'estimate') return estimate(context);
  if (hints.style === 'missing') return missing(context);
  if (stage < 4) return random.pick([addPrices, change, countCoins])(context);
  if (stage < 5) return random.pick([priceTimesQuantity, change, addPrices])(context);
  if (stage < 6) return random.pick([unitPrice, priceTimesQuantity, change])(context);
  if (stage < 8) return random.pick([discount, unitPrice])(context);
  return random.pick([interest, discount])(context);
};
