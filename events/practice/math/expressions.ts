import { linear, polynomial } from './algebra-text';
import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, term } from './number-format';
import { choiceQuestion, compareQuestion, numberQuestion } from './question-forms';

// Expressions: adding three numbers and the order of addends in K–2, brackets
// and the order of operations in grades 3–5, evaluating with a variable and
// exponents in grade 6, like terms and the distributive property in grade 7,
// polynomials and the laws of exponents from grade 8.

function threeAddends(context: MathContext) {
  const { random, stage } = context;
  const top = stage < 1 ? 3 : stage < 2 ? 6 : 9;
  const [a, b, c] = [random.int(1, top), random.int(1, top), random.int(1, top)];
  const pair = a + c === 10 ? `${a} + ${c} = 10 first` : `${a} + ${b} = ${a + b} first`;
  return numberQuestion({
    prompt: `What is ${a} + ${b} + ${c}?`,
    answer: a + b + c,
    explanation: [`Add two of the numbers: ${pair}.`, `Then add the last one: the total is ${a + b + c}.`],
  });
}

function sameAs(context: MathContext) {
  const { random } = context;
  const [a, b] = [random.int(1, 9), random.int(1, 9)];
  return choiceQuestion(random, {
    prompt: `Which is the same as ${a} + ${b}?`,
    correct: `${b} + ${a}`,
    distractors: [`${b} + ${a + 1}`, `${a} ${MINUS} ${b}`, `${a + 1} + ${b + 1}`, `${b} + ${b}`].filter((d) => d !== `${b} + ${a}`),
    explanation: [`Adding in any order gives the same total: ${a} + ${b} = ${b} + ${a} = ${a + b}.`],
  });
}

interface Expression {
  text: string;
  value: number;
  steps: string[];
}

function orderOfOperations(context: MathContext): Expression {
  const { random, stage } = context;
  const [a, b, c] = [random.int(2, 9), random.int(2, 9), random.int(2, stage < 4 ? 5 : 9)];
  switch (random.int(0, stage < 4 ? 1 : 3)) {
    case 0:
      return { text: `(${a} + ${b}) × ${c}`, value: (a + b) * c, steps: [`Brackets first: ${a} + ${b} = ${a + b}.`, `Then multiply: ${a + b} × ${c} = ${(a + b) * c}.`] };
    case 1:
      return { text: `${a} + ${b} × ${c}`, value: a + b * c, steps: [`Multiply before adding: ${b} × ${c} = ${b * c}.`, `Then add: ${a} + ${b * c} = ${a + b * c}.`] };
    case 2: {
      const d = random.int(2, 6);
      const big = c * b + a;
      return {
        text: `${big} ${MINUS} ${c * d} ÷ ${d} × ${b}`,
        value: a,
        steps: [`Divide and multiply from left to right: ${c * d} ÷ ${d} = ${c}, then ${c} × ${b} = ${c * b}.`, `Then subtract: ${big} ${MINUS} ${c * b} = ${a}.`],
      };
    }
    default: {
      const value = c * (a + b) - a;
      return { text: `${c} × (${a} + ${b}) ${MINUS} ${a}`, value, steps: [`Brackets first: ${a} + ${b} = ${a + b}.`, `Then multiply: ${c} × ${a + b} = ${c * (a + b)}.`, `Then subtract: ${c * (a + b)} ${MINUS} ${a} = ${value}.`] };
    }
  }
}

function withVariable(context: MathContext): Expression {
  const { random, stage } = context;
  const x = stage < 8 ? random.int(1, 10) : random.int(-5, 5);
  if (stage < 6) {
    const [a, b] = [random.int(2, 9), random.int(1, 20)];
    return { text: `${a} × n + ${b}, when n = ${x}`, value: a * x + b, steps: [`Put ${x} in place of n: ${a} × ${x} + ${b}.`, `Multiply first: ${a * x}; then add: ${a * x + b}.`] };
  }
  if (stage < 8) {
    const [a, b] = [random.int(2, 9), random.int(-12, 12)];
    const squared = random.chance(0.4);
    const text = squared ? polynomial([[1, 'x²'], [b, '']]) : linear(a, b);
    const value = squared ? x * x + b : a * x + b;
    return {
      text: `${text}, when x = ${x}`,
      value,
      steps: squared
        ? [`x² = ${x} × ${x} = ${x * x}.`, `${x * x}${b ? ` ${b > 0 ? '+' : MINUS} ${Math.abs(b)}` : ''} = ${f(value)}.`]
        : [`Put ${x} in place of x: ${a} × ${x}${b ? ` ${b > 0 ? '+' : MINUS} ${Math.abs(b)}` : ''}.`, `${a * x}${b ? ` ${b > 0 ? '+' : MINUS} ${Math.abs(b)}` : ''} = ${f(value)}.`],
    };
  }
  const [a, b, c] = [random.int(1, 4), random.int(-6, 6), random.int(-9, 9)];
  const value = a * x * x + b * x + c;
  return {
    text: `${polynomial([[a, 'x²'], [b, 'x'], [c, '']])}, when x = ${f(x)}`,
    value,
    steps: [
      `Put ${term(x)} in place of x: ${a} × ${term(x)}² + ${term(b)} × ${term(x)} + ${term(c)}.`,
      `${term(x)}² = ${x * x}, so this is ${a * x * x} + ${term(b * x)} + ${term(c)} = ${f(value)}.`,
    ],
  };
}

function evaluate(context: MathContext) {
  const expression = context.stage < 5 || context.random.chance(0.3) ? orderOfOperations(context) : withVariable(context);
  return numberQuestion({ prompt: `What is the value of ${expression.text}?`, answer: expression.value, explanation: expression.steps });
}

function likeTerms(context: MathContext) {
  const { random } = context;
  const [a, b, c, d] = [random.int(2, 9), random.int(2, 9) * random.pick([1, -1]), random.int(1, 9), random.int(1, 9) * random.pick([1, -1])];
  const text = `${a}x + ${c} ${b > 0 ? '+' : MINUS} ${Math.abs(b)}x ${d > 0 ? '+' : MINUS} ${Math.abs(d)}`;
  const correct = linear(a + b, c + d);
  return choiceQuestion(random, {
    prompt: `Simplify: ${text}`,
    correct,
    distractors: [linear(a + b + c + d, 0), linear(a - b, c + d), linear(a + b, c - d), polynomial([[a + b, 'x²'], [c + d, '']])],
    explanation: [`Collect the x terms: ${a}x ${b > 0 ? '+' : MINUS} ${Math.abs(b)}x = ${linear(a + b, 0)}.`, `Collect the numbers: ${c} ${d > 0 ? '+' : MINUS} ${Math.abs(d)} = ${f(c + d)}.`, `So the expression is ${correct}.`],
  });
}

function distribute(context: MathContext) {
  const { random, stage } = context;
  const k = random.int(2, 9) * (stage >= 8 ? random.pick([1, -1]) : 1);
  const b = random.int(1, 9) * random.pick([1, -1]);
  const correct = linear(k, k * b);
  return choiceQuestion(random, {
    prompt: `Which expression equals ${f(k)}(x ${b > 0 ? '+' : MINUS} ${Math.abs(b)})?`,
    correct,
    distractors: [linear(k, b), linear(1, k * b), linear(k, -k * b), linear(k + b, 0)],
    explanation: [`Multiply each term in the brackets by ${f(k)}: ${f(k)} × x = ${linear(k, 0)} and ${term(k)} × ${term(b)} = ${f(k * b)}.`, `So ${f(k)}(x ${b > 0 ? '+' : MINUS} ${Math.abs(b)}) = ${correct}.`],
  });
}

function expand(context: MathContext) {
  const { random } = context;
  const a = random.int(1, 7) * random.pick([1, -1]);
  const b = random.int(1, 7) * random.pick([1, -1]);
  const correct = polynomial([[1, 'x²'], [a + b, 'x'], [a * b, '']]);
  return choiceQuestion(random, {
    prompt: `Expand: (${linear(1, a)})(${linear(1, b)})`,
    correct,
    distractors: [polynomial([[1, 'x²'], [a * b, '']]), polynomial([[1, 'x²'], [a * b, 'x'], [a + b, '']]), polynomial([[1, 'x²'], [a + b, 'x'], [-(a * b), '']]), polynomial([[2, 'x'], [a + b, '']])],
    explanation: [`Multiply each term by each term: x × x = x², x × ${term(b)} + ${term(a)} × x = ${linear(a + b, 0)}, ${term(a)} × ${term(b)} = ${f(a * b)}.`, `So the product is ${correct}.`],
  });
}

function exponentLaw(context: MathContext) {
  const { random } = context;
  const [m, n] = [random.int(2, 9), random.int(2, 9)];
  const kind = random.pick(['product', 'quotient', 'power'] as const);
  const [text, answer, rule] =
    kind === 'product'
      ? [`x^${m} × x^${n}`, m + n, `Multiplying powers of the same base adds the exponents: ${m} + ${n} = ${m + n}.`]
      : kind === 'quotient'
        ? [`x^${m + n} ÷ x^${n}`, m, `Dividing powers of the same base subtracts the exponents: ${m + n} ${MINUS} ${n} = ${m}.`]
        : [`(x^${m})^${n}`, m * n, `A power of a power multiplies the exponents: ${m} × ${n} = ${m * n}.`];
  return numberQuestion({ prompt: `What number goes in the box?\n${text} = x^☐`, answer, explanation: [rule, `So ${text} = x^${answer}.`] });
}

function wordQuestion(context: MathContext) {
  const { random } = context;
  const [base, rate, units] = [random.int(2, 6), random.int(2, 5), random.int(3, 12)];
  const cost = base + rate * units;
  return numberQuestion({
    prompt: `A taxi charges $${base} plus $${rate} for every kilometre. The cost of a ride of k kilometres is ${base} + ${rate}k dollars. What does a ${units} km ride cost, in dollars?`,
    answer: cost,
    display: `$${cost}`,
    explanation: [`Put k = ${units}: ${base} + ${rate} × ${units}.`, `Multiply first: ${rate} × ${units} = ${rate * units}; then ${base} + ${rate * units} = ${cost}.`],
  });
}

function compare(context: MathContext) {
  const { random } = context;
  const [a, b, c] = [random.int(2, 9), random.int(2, 9), random.int(2, 9)];
  const right = random.pick([
    { text: `${a} × ${b} + ${a} × ${c}`, value: a * b + a * c, steps: `${a} × ${b} + ${a} × ${c} = ${a * b} + ${a * c} = ${a * b + a * c}.` },
    { text: `${a} × ${b} + ${c}`, value: a * b + c, steps: `${a} × ${b} + ${c} = ${a * b} + ${c} = ${a * b + c}.` },
    { text: `(${a} + ${b}) × ${c}`, value: (a + b) * c, steps: `(${a} + ${b}) × ${c} = ${a + b} × ${c} = ${(a + b) * c}.` },
  ]);
  return compareQuestion(random, {
    left: `${a} × (${b} + ${c})`,
    right: right.text,
    leftValue: a * (b + c),
    rightValue: right.value,
    explanation: [`${a} × (${b} + ${c}) = ${a} × ${b + c} = ${a * (b + c)}.`, right.steps],
  });
}

export const expressionsQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (stage < 3) return hints.style === 'compare' || random.chance(0.3) ? sameAs(context) : threeAddends(context);
  if (hints.style === 'compare') return compare(context);
  if (hints.style === 'word') return wordQuestion(context);
  if (stage < 7) return evaluate(context);
  if (stage < 8) return random.pick([evaluate, likeTerms, distribute])(context);
  return random.pick([evaluate, likeTerms, distribute, expand, exponentLaw])(context);
};
