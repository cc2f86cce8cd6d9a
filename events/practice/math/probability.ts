import type { MathContext, MathGenerator } from './math-context';
import { formatFraction, formatNumber as f, gcd, MINUS } from './number-format';
import { choiceQuestion, fractionQuestion, numberQuestion } from './question-forms';

// Probability: certain, likely, unlikely, impossible and "more likely" in K–3,
// a probability as a fraction from grade 4 (in simplest form from grade 6),
// dice and spinners and complements in grades 6–7, two independent events and
// expected counts in grades 7–8, picks without replacement, combinations and
// "or" events from grade 9.

const COLOURS = ['red', 'blue', 'green', 'yellow'];
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

interface Bag {
  counts: [string, number][];
  total: number;
}

function bagFor(context: MathContext, colours: number, allowZero = false): Bag {
  const { random } = context;
  const names = random.shuffle(COLOURS).slice(0, colours);
  const counts = names.map((name, i) => [name, random.int(allowZero && i > 0 ? 0 : 1, context.stage < 2 ? 6 : 9)] as [string, number]);
  return { counts, total: counts.reduce((sum, [, n]) => sum + n, 0) };
}

const describeBag = (bag: Bag) =>
  bag.counts
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');

function likelihood(context: MathContext) {
  const { random } = context;
  const bag = bagFor(context, 2, true);
  const [colour, count] = random.pick(bag.counts);
  if (count * 2 === bag.total) bag.counts[0]![1] += 1;
  const total = bag.counts.reduce((sum, [, n]) => sum + n, 0);
  const n = bag.counts.find(([name]) => name === colour)![1];
  const word = n === total ? 'certain' : n === 0 ? 'impossible' : n * 2 > total ? 'likely' : 'unlikely';
  return choiceQuestion(random, {
    prompt: `A bag of marbles has ${describeBag(bag)}. You pick one without looking. Picking a ${colour} marble is…`,
    correct: word,
    distractors: ['certain', 'likely', 'unlikely', 'impossible'],
    explanation: [
      `${n} of the ${total} marbles ${n === 1 ? 'is' : 'are'} ${colour}.`,
      word === 'certain' ? 'Every marble is that colour, so it is certain.' : word === 'impossible' ? 'There are none of that colour, so it is impossible.' : `That is ${word === 'likely' ? 'more' : 'less'} than half of them, so it is ${word}.`,
    ],
  });
}

function moreLikely(context: MathContext) {
  const { random } = context;
  const bag = bagFor(context, context.stage < 2 ? 2 : 3);
  const counts = bag.counts.map(([, n]) => n);
  const most = Math.max(...counts);
  if (counts.filter((n) => n === most).length > 1) bag.counts[0]![1] = most + 1;
  const [winner] = bag.counts.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return choiceQuestion(random, {
    prompt: `A bag of marbles has ${describeBag(bag)}. You pick one without looking. Which colour are you most likely to pick?`,
    correct: winner,
    distractors: bag.counts.map(([name]) => name),
    explanation: [`There are more ${winner} marbles than any other colour, so ${winner} is the most likely.`],
  });
}

function probabilityAnswer(context: MathContext, prompt: string, favourable: number, total: number, explanation: string[]) {
  const simplest = context.stage >= 6;
  return fractionQuestion({
    prompt: simplest ? `${prompt} Give your answer as a fraction in simplest form.` : `${prompt} Give your answer as a fraction.`,
    numerator: favourable,
    denominator: total,
    simplestFormRequired: simplest,
    explanation: [...explanation, ...(simplest && gcd(favourable, total) > 1 ? [`Simplify: ${favourable}/${total} = ${formatFraction(favourable / gcd(favourable, total), total / gcd(favourable, total))}.`] : [])],
  });
}

function pickColour(context: MathContext) {
  const { random } = context;
  const bag = bagFor(context, 3);
  const [colour, n] = random.pick(bag.counts);
  const not = context.stage >= 6 && random.chance(0.3);
  const favourable = not ? bag.total - n : n;
  return probabilityAnswer(context, `A bag of marbles has ${describeBag(bag)}. What is the probability of picking ${not ? `a marble that is not ${colour}` : `a ${colour} marble`}?`, favourable, bag.total, [
    `There are ${bag.total} marbles in all.`,
    not ? `${bag.total} ${MINUS} ${n} = ${favourable} are not ${colour}.` : `${n} of them ${n === 1 ? 'is' : 'are'} ${colour}.`,
    `Probability = favourable ÷ total = ${favourable}/${bag.total}.`,
  ]);
}

const DIE_EVENTS: { text: string; outcomes: number[] }[] = [
  { text: 'an even number', outcomes: [2, 4, 6] },
  { text: 'an odd number', outcomes: [1, 3, 5] },
  { text: 'a number greater than 4', outcomes: [5, 6] },
  { text: 'a number less than 3', outcomes: [1, 2] },
  { text: 'a 6', outcomes: [6] },
  { text: 'a multiple of 3', outcomes: [3, 6] },
  { text: 'a number greater than 1', outcomes: [2, 3, 4, 5, 6] },
];

function die(context: MathContext) {
  const event = context.random.pick(DIE_EVENTS);
  return probabilityAnswer(context, `You roll a fair six-sided die. What is the probability of rolling ${event.text}?`, event.outcomes.length, 6, [
    `A die has 6 equally likely outcomes.`,
    `${capitalized(event.text)}: ${event.outcomes.join(', ')} — that is ${event.outcomes.length} outcome${event.outcomes.length === 1 ? '' : 's'}.`,
    `Probability = ${event.outcomes.length}/6.`,
  ]);
}

function twoEvents(context: MathContext) {
  const { random } = context;
  const event = random.pick(DIE_EVENTS);
  const coin = random.chance(0.5) ? 'heads' : 'tails';
  const favourable = event.outcomes.length;
  return probabilityAnswer(context, `You flip a fair coin and roll a fair six-sided die. What is the probability of ${coin} and ${event.text}?`, favourable, 12, [
    `P(${coin}) = 1/2 and P(${event.text}) = ${favourable}/6.`,
    `The events are independent, so multiply: 1/2 × ${favourable}/6 = ${favourable}/12.`,
  ]);
}

function expected(context: MathContext, estimate: boolean) {
  const { random } = context;
  const event = random.pick(DIE_EVENTS.filter((e) => 6 % e.outcomes.length === 0 || e.outcomes.length === 2));
  const rolls = 6 * random.int(2, 20);
  const value = (rolls * event.outcomes.length) / 6;
  return numberQuestion({
    prompt: `${estimate ? 'Estimate: ' : ''}A fair die is rolled ${rolls} times. About how many times would you expect to roll ${event.text}?`,
    answer: value,
    explanation: [`P(${event.text}) = ${event.outcomes.length}/6.`, `Expected count = ${event.outcomes.length}/6 × ${rolls} = ${f(value)}.`],
  });
}

function withoutReplacement(context: MathContext) {
  const { random } = context;
  const red = random.int(2, 6);
  const blue = random.int(2, 6);
  const total = red + blue;
  return probabilityAnswer(context, `A bag has ${red} red and ${blue} blue marbles. Two are picked without putting the first back. What is the probability that both are red?`, red * (red - 1), total * (total - 1), [
    `First pick: ${red}/${total} are red.`,
    `Second pick: ${red - 1} red are left out of ${total - 1}.`,
    `Multiply: ${red}/${total} × ${red - 1}/${total - 1} = ${red * (red - 1)}/${total * (total - 1)}.`,
  ]);
}

function combinations(context: MathContext) {
  const { random } = context;
  const n = random.int(4, 9);
  const k = random.int(2, 3);
  const value = k === 2 ? (n * (n - 1)) / 2 : (n * (n - 1) * (n - 2)) / 6;
  return numberQuestion({
    prompt: `In how many ways can you choose ${k} students from a group of ${n}, if the order does not matter?`,
    answer: value,
    explanation: [
      `Ordered choices: ${Array.from({ length: k }, (_, i) => n - i).join(' × ')} = ${f(value * (k === 2 ? 2 : 6))}.`,
      `Each group is counted ${k === 2 ? '2 × 1 = 2' : '3 × 2 × 1 = 6'} times, so divide: ${f(value)}.`,
    ],
  });
}

function either(context: MathContext) {
  const { random } = context;
  const [a, b] = random.shuffle(DIE_EVENTS.slice(0, 6)).slice(0, 2) as [(typeof DIE_EVENTS)[number], (typeof DIE_EVENTS)[number]];
  const union = [...new Set([...a.outcomes, ...b.outcomes])].sort();
  return probabilityAnswer(context, `You roll a fair six-sided die. What is the probability of rolling ${a.text} or ${b.text}?`, union.length, 6, [
    `${capitalized(a.text)}: ${a.outcomes.join(', ')}; ${b.text}: ${b.outcomes.join(', ')}.`,
    `Together (counting each outcome once): ${union.join(', ')} — ${union.length} outcome${union.length === 1 ? '' : 's'}.`,
    `Probability = ${union.length}/6.`,
  ]);
}

function compare(context: MathContext) {
  const { random } = context;
  const [a, b] = random.shuffle(DIE_EVENTS).slice(0, 2) as [(typeof DIE_EVENTS)[number], (typeof DIE_EVENTS)[number]];
  const [na, nb] = [a.outcomes.length, b.outcomes.length];
  const first = `rolling ${a.text}`;
  const second = `rolling ${b.text}`;
  return choiceQuestion(random, {
    prompt: `You roll a fair six-sided die. Which is more likely: ${first} or ${second}?`,
    correct: na === nb ? 'They are equally likely' : na > nb ? first : second,
    distractors: [first, second, 'They are equally likely'],
    explanation: [`${capitalized(a.text)}: ${na} of the 6 outcomes.`, `${capitalized(b.text)}: ${nb} of the 6 outcomes.`, na === nb ? 'The same number of outcomes: equally likely.' : `More outcomes means more likely.`],
  });
}

export const probabilityQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 2) return hints.style === 'compare' || random.chance(0.5) ? moreLikely(context) : likelihood(context);
  if (hints.style === 'compare') return compare(context);
  if (hints.style === 'estimate' && stage >= 5) return expected(context, true);
  if (stage < 4) return random.pick([moreLikely, likelihood])(context);
  if (stage < 6) return random.pick([pickColour, pickColour, likelihood])(context);
  if (stage < 7) return random.pick([pickColour, die])(context);
  if (stage < 9) return random.pick([die, twoEvents, (c: MathContext) => expected(c, false), pickColour])(context);
  return random.pick([withoutReplacement, combinations, either, twoEvents])(context);
};
