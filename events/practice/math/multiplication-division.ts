import { divisionSteps, multiplicationSteps } from './arithmetic-steps';
import { signedProductSteps } from './integers';
import { digitRange, type MathContext, type MathGenerator } from './math-context';
import { formatNumber as f, plural, term } from './number-format';
import { choiceQuestion, compareQuestion, numberQuestion } from './question-forms';
import { CONTAINERS, THINGS, twoNames } from './story-words';

// Multiplication and division: equal groups and sharing in K–1, facts of 2, 5
// and 10 in grade 2, all facts to 10 × 10 in grade 3, two-digit by one-digit
// in grade 4, multi-digit after that; division with remainders from grade 4
// (asked as the quotient or the remainder, each a number); signed factors from
// grade 7.

/** Two factors sized by the skill's hints or else its stage. */
function factors(context: MathContext): [number, number] {
  const { random, stage, hints } = context;
  if (hints.upTo) {
    const a = random.int(1, Math.min(10, hints.upTo));
    return [a, random.int(1, Math.max(1, Math.min(10, Math.floor(hints.upTo / a))))];
  }
  if (hints.multiplesOfTen) {
    const tens = random.int(1, 9) * 10;
    return stage < 4 ? [tens, random.int(2, 9)] : [tens, random.int(2, 9) * random.pick([10, 100])];
  }
  if (hints.digits) {
    const [low, high] = digitRange(hints.digits);
    return [random.int(Math.max(2, low), high), random.int(2, stage < 4 ? 9 : stage < 6 ? 12 : 99)];
  }
  if (stage < 1) return [random.int(2, 3), random.int(1, 4)];
  if (stage < 2) return [random.int(2, 5), random.int(1, 5)];
  if (stage < 3) return [random.int(2, 10), random.pick([2, 5, 10, 3, 4])];
  if (stage < 4) return [random.int(2, 10), random.int(2, 10)];
  if (stage < 5) return [random.int(11, 99), random.int(3, 9)];
  if (stage < 6) return random.chance(0.5) ? [random.int(11, 99), random.int(11, 99)] : [random.int(101, 999), random.int(3, 9)];
  return [random.int(101, 999), random.int(11, 99)];
}

function groupsPrompt(context: MathContext, groups: number, each: number): string {
  const { random, hints } = context;
  const [name] = twoNames(random);
  const [thing, things] = random.pick(THINGS);
  const [container, containers] = random.pick(CONTAINERS);
  if (groups > 12 || each > 12) {
    return `A factory packs ${plural(each, thing, things)} in each ${container}. How many ${things} are in ${plural(groups, container, containers)}?`;
  }
  if (hints.model === 'arrays' || hints.model === 'models') {
    return `An array of dots has ${plural(groups, 'row')} with ${plural(each, 'dot')} in each row. How many dots are there in all?`;
  }
  return `${name} has ${plural(groups, container, containers)} with ${plural(each, thing, things)} in each ${container}. How many ${things} are there in all?`;
}

function multiply(context: MathContext) {
  const { random, stage, hints } = context;
  // Past grade 6 a small range ('up to 20') is practised with negative factors.
  const smallSigned = hints.upTo !== undefined && stage >= 6;
  if (smallSigned || (stage >= 7 && hints.style === 'plain' && !hints.digits && !hints.upTo && random.chance(0.4))) {
    const size = Math.min(hints.upTo ?? 15, 15);
    const a = random.int(-size, size) || 3;
    const b = random.int(-Math.min(size, 12), Math.min(size, 12)) || -4;
    return numberQuestion({ prompt: `What is ${term(a)} × ${term(b)}?`, answer: a * b, explanation: signedProductSteps(a, b, '×') });
  }
  const [a, b] = factors(context);
  const product = a * b;
  const written = `${f(a)} × ${f(b)}`;
  const steps = multiplicationSteps(a, b);
  switch (hints.style) {
    case 'word':
      return numberQuestion({ prompt: groupsPrompt(context, a, b), answer: product, explanation: [`${plural(a, 'equal group')} of ${f(b)} is ${written}.`, ...steps] });
    case 'missing':
      return numberQuestion({
        prompt: `What number goes in the box?\n${f(a)} × ☐ = ${f(product)}`,
        answer: b,
        explanation: [`Think division: ${f(product)} ÷ ${f(a)} = ${f(b)}.`, `Check: ${written} = ${f(product)}.`],
      });
    case 'number-line':
      return numberQuestion({
        prompt: `On a number line, start at 0 and make ${plural(a, 'jump')} of ${f(b)}. Where do you land?`,
        answer: product,
        explanation: [`${f(a)} jumps of ${f(b)} is ${written}.`, ...steps],
      });
    case 'compare': {
      const [c, d] = factors(context);
      return compareQuestion(random, {
        left: written,
        right: `${f(c)} × ${f(d)}`,
        leftValue: product,
        rightValue: c * d,
        explanation: [`${written} = ${f(product)}.`, `${f(c)} × ${f(d)} = ${f(c * d)}.`],
      });
    }
    case 'estimate': {
      if (a < 11 && b < 11) break;
      const round = (n: number) => {
        const place = n < 100 ? 10 : n < 1000 ? 100 : 1000;
        return n < 10 ? n : Math.round(n / place) * place;
      };
      const [ra, rb] = [round(a), round(b)];
      return numberQuestion({
        prompt: `Estimate ${written} by rounding ${a >= 10 && b >= 10 ? 'each number' : 'the bigger number'} to its greatest place first.`,
        answer: ra * rb,
        explanation: [`${f(a)} rounds to ${f(ra)}${b >= 10 ? ` and ${f(b)} rounds to ${f(rb)}` : ''}.`, `${f(ra)} × ${f(rb)} = ${f(ra * rb)}.`],
      });
    }
    default:
      break;
  }
  if ((hints.model && a <= 12 && b <= 12) || stage < 2) {
    return numberQuestion({ prompt: groupsPrompt(context, a, b), answer: product, explanation: [`${plural(a, 'group')} of ${f(b)} is ${written}.`, ...steps] });
  }
  return numberQuestion({ prompt: `What is ${written}?`, answer: product, explanation: steps });
}

/** Divisor, quotient and remainder sized by the stage (no remainder before grade 4). */
function division(context: MathContext): { divisor: number; quotient: number; remainder: number } {
  const { random, stage, hints } = context;
  const withRemainder = stage >= 3.5 && random.chance(0.6);
  const remainderFor = (divisor: number) => (withRemainder ? random.int(1, divisor - 1) : 0);
  if (hints.upTo) {
    const divisor = random.int(2, Math.min(10, Math.floor(hints.upTo / 2)));
    return { divisor, quotient: random.int(1, Math.max(1, Math.floor(hints.upTo / divisor))), remainder: 0 };
  }
  if (stage < 2) {
    const divisor = random.int(2, stage < 1 ? 3 : 5);
    return { divisor, quotient: random.int(1, stage < 1 ? 3 : 5), remainder: 0 };
  }
  if (stage < 3) return { divisor: random.pick([2, 5, 10]), quotient: random.int(1, 10), remainder: 0 };
  if (stage < 4 || hints.digits === 1) {
    const divisor = random.int(2, 9);
    return { divisor, quotient: random.int(2, 10), remainder: remainderFor(divisor) };
  }
  if (stage < 5 || hints.digits === 2) {
    const divisor = random.int(3, 9);
    return { divisor, quotient: random.int(11, 99), remainder: remainderFor(divisor) };
  }
  if (stage < 6) {
    const divisor = random.chance(0.5) ? random.int(3, 9) : random.int(11, 25);
    return { divisor, quotient: random.int(21, divisor < 10 ? 999 : 99), remainder: remainderFor(divisor) };
  }
  const divisor = random.int(12, 99);
  return { divisor, quotient: random.int(21, 999), remainder: remainderFor(divisor) };
}

/** 'Which is the best estimate of 7,173 ÷ 9?' with estimates a power of ten apart. */
function estimateQuotient(context: MathContext) {
  const { random, stage } = context;
  const divisor = stage < 5 ? random.int(3, 9) : random.int(11, 99);
  const magnitude = 10 ** random.int(1, stage < 6 ? 2 : 3);
  const estimate = random.int(1, 9) * magnitude;
  const compatible = estimate * divisor;
  const dividend = compatible + random.pick([-1, 1]) * random.int(1, Math.floor((divisor * magnitude) / 4));
  return choiceQuestion(random, {
    prompt: `Which is the best estimate of ${f(dividend)} ÷ ${f(divisor)}?`,
    correct: f(estimate),
    distractors: [f(estimate * 10), f(estimate / 10), f(estimate * 100)],
    explanation: [`${f(dividend)} is close to ${f(compatible)}, which divides easily by ${f(divisor)}.`, `${f(compatible)} ÷ ${f(divisor)} = ${f(estimate)}, so ${f(dividend)} ÷ ${f(divisor)} is about ${f(estimate)}.`],
  });
}

function divide(context: MathContext) {
  const { random, hints } = context;
  if (hints.upTo !== undefined && context.stage >= 6) {
    const size = Math.min(hints.upTo, 12);
    const [a, b] = [random.int(1, size) * random.pick([1, -1]), random.int(2, size) * random.pick([1, -1])];
    return numberQuestion({ prompt: `What is ${f(a * b)} ÷ ${term(b)}?`, answer: a, explanation: signedProductSteps(a * b, b, '÷') });
  }
  const { divisor, quotient, remainder } = division(context);
  const dividend = divisor * quotient + remainder;
  const written = `${f(dividend)} ÷ ${f(divisor)}`;
  const steps = divisionSteps(dividend, divisor);
  const askRemainder = remainder > 0 && random.chance(0.5);
  const ask = remainder > 0 ? (askRemainder ? ' What is the remainder?' : ' What is the quotient (the whole-number part)?') : '';
  const answer = askRemainder ? remainder : quotient;
  const [name] = twoNames(random);
  const [, things] = random.pick(THINGS);
  switch (hints.style) {
    case 'word': {
      const prompt =
        dividend > 100
          ? askRemainder
            ? `A factory packs ${f(dividend)} ${things} into boxes of ${f(divisor)}. After filling as many boxes as it can, how many ${things} are left over?`
            : `A factory packs ${f(dividend)} ${things} into boxes of ${f(divisor)}. How many ${remainder ? 'full boxes can it fill' : 'boxes does it fill'}?`
          : askRemainder
            ? `${name} shares ${f(dividend)} ${things} equally among ${f(divisor)} friends, giving out as many as possible. How many ${things} are left over?`
            : `${name} shares ${f(dividend)} ${things} equally among ${f(divisor)} friends${remainder ? ', giving out as many as possible' : ''}. How many ${things} does each friend get?`;
      return numberQuestion({ prompt, answer, explanation: [`Putting ${things} into equal groups means dividing: ${written}.`, ...steps] });
    }
    case 'missing':
      if (remainder === 0) {
        return numberQuestion({
          prompt: `What number goes in the box?\n${f(dividend)} ÷ ☐ = ${f(quotient)}`,
          answer: divisor,
          explanation: [`Think multiplication: ${f(quotient)} × ☐ = ${f(dividend)}.`, `${f(quotient)} × ${f(divisor)} = ${f(dividend)}, so the missing number is ${f(divisor)}.`],
        });
      }
      break;
    case 'compare': {
      // Two division facts (no remainders), sized like the facts of grades 3–4.
      const facts = { ...context, stage: Math.min(context.stage, 3.4) };
      const [one, other] = [division(facts), division(facts)];
      const text = (d: typeof one) => `${f(d.divisor * d.quotient)} ÷ ${f(d.divisor)}`;
      return compareQuestion(random, {
        left: text(one),
        right: text(other),
        leftValue: one.quotient,
        rightValue: other.quotient,
        explanation: [`${text(one)} = ${f(one.quotient)}.`, `${text(other)} = ${f(other.quotient)}.`],
      });
    }
    case 'estimate':
      if (context.stage >= 3) return estimateQuotient(context);
      break;
    default:
      break;
  }
  if (context.stage < 2) {
    return numberQuestion({
      prompt: `${name} shares ${f(dividend)} ${things} equally between ${f(divisor)} friends. How many ${things} does each friend get?`,
      answer,
      explanation: [`Give the friends one each, round after round, until none are left.`, `Each friend gets ${f(quotient)}, because ${f(divisor)} × ${f(quotient)} = ${f(dividend)}.`],
    });
  }
  return numberQuestion({ prompt: `What is ${written}?${ask}`, answer, explanation: steps });
}

export const multiplicationQuestion: MathGenerator = multiply;
export const divisionQuestion: MathGenerator = divide;
