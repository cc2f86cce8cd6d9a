import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, round } from './number-format';
import { choiceQuestion, compareQuestion, numberQuestion } from './question-forms';
import { NAMES } from './story-words';

// Measurement: comparing lengths in cubes in K–1, adding and subtracting
// lengths in grade 2, perimeter and area of rectangles (art 'shape') in grade
// 3, metric conversions and volume of boxes in grades 4–5, areas of triangles
// and circles in grades 6–7, cylinders, surface area and scale factors from
// grade 8. 'area and perimeter' in a skill's name keeps to those.

function compareLengths(context: MathContext) {
  const { random } = context;
  const [a, b] = [random.int(2, 10), random.int(2, 10)];
  const [first, second] = random.shuffle(['pencil', 'crayon', 'ribbon', 'stick']) as [string, string];
  if (a === b || context.stage >= 0.5) {
    const [long, short] = a >= b ? [a + (a === b ? 1 : 0), b] : [b, a];
    return numberQuestion({
      prompt: `A ${first} is ${long} cubes long. A ${second} is ${short} cubes long. How many cubes longer is the ${first}?`,
      answer: long - short,
      explanation: [`Line them up and count the extra cubes: ${long} ${MINUS} ${short} = ${long - short}.`],
    });
  }
  const longer = a > b ? first : second;
  return choiceQuestion(random, {
    prompt: `A ${first} is ${a} cubes long. A ${second} is ${b} cubes long. Which is longer?`,
    correct: `the ${longer}`,
    distractors: [`the ${first}`, `the ${second}`],
    explanation: [`${Math.max(a, b)} cubes is more than ${Math.min(a, b)} cubes, so the ${longer} is longer.`],
  });
}

function addLengths(context: MathContext) {
  const { random } = context;
  const name = random.pick(NAMES);
  const [a, b] = [random.int(10, 60), random.int(5, 40)];
  if (random.chance(0.5)) {
    return numberQuestion({
      prompt: `${name} has a ribbon ${a} cm long and another ${b} cm long. How long are they end to end, in cm?`,
      answer: a + b,
      display: `${a + b} cm`,
      explanation: [`End to end means adding the lengths: ${a} + ${b} = ${a + b} cm.`],
    });
  }
  const [long, short] = a >= b ? [a, b] : [b, a];
  return numberQuestion({
    prompt: `A rope is ${long} cm long. ${name} cuts off ${short} cm. How long is the rope now, in cm?`,
    answer: long - short,
    display: `${long - short} cm`,
    explanation: [`Cutting off means subtracting: ${long} ${MINUS} ${short} = ${long - short} cm.`],
  });
}

/** Perimeter or area of a rectangle or square, drawn with its sides labelled. */
export function rectangleQuestion(context: MathContext) {
  const { random, stage } = context;
  const square = random.chance(0.3);
  const longest = stage < 2 ? 5 : stage < 4 ? 10 : 20;
  const width = random.int(2, longest);
  const drawn = random.int(2, longest);
  const height = square ? width : drawn === width ? drawn + 1 : drawn;
  const unit = random.pick(['cm', 'm']);
  const shape = square ? 'square' : 'rectangle';
  const art = { kind: 'shape' as const, shape: shape as 'square' | 'rectangle', sides: square ? [width] : [width, height], unit };
  const findSide = stage >= 5 && !square && random.chance(0.3);
  if (findSide) {
    const area = width * height;
    return numberQuestion({
      prompt: `A rectangle has an area of ${area} square ${unit} and a width of ${width} ${unit}. What is its height, in ${unit}?`,
      art: { ...art, labels: [`${width} ${unit}`, '?'] },
      answer: height,
      display: `${height} ${unit}`,
      explanation: [`Area = width × height, so height = area ÷ width.`, `${area} ÷ ${width} = ${height} ${unit}.`],
    });
  }
  const areaAsked = stage >= 3 && random.chance(0.5);
  if (areaAsked) {
    return numberQuestion({
      prompt: `What is the area of this ${shape}, in square ${unit}?`,
      art,
      answer: width * height,
      display: `${width * height} square ${unit}`,
      explanation: [`Area of a ${shape} = ${square ? 'side × side' : 'width × height'}.`, `${width} × ${height} = ${width * height} square ${unit}.`],
    });
  }
  const perimeter = 2 * (width + height);
  return numberQuestion({
    prompt: `What is the perimeter of this ${shape}, in ${unit}?`,
    art,
    answer: perimeter,
    display: `${perimeter} ${unit}`,
    explanation: [`The perimeter is the distance all the way around: add all four sides.`, `${width} + ${height} + ${width} + ${height} = ${perimeter} ${unit}.`],
  });
}

const CONVERSIONS = [
  { big: 'm', small: 'cm', factor: 100 },
  { big: 'km', small: 'm', factor: 1000 },
  { big: 'cm', small: 'mm', factor: 10 },
  { big: 'kg', small: 'g', factor: 1000 },
  { big: 'L', small: 'mL', factor: 1000 },
  { big: 'ft', small: 'in', factor: 12 },
  { big: 'yd', small: 'ft', factor: 3 },
];

function conversion(context: MathContext) {
  const { random, stage } = context;
  const c = random.pick(CONVERSIONS);
  const decimalAmount = stage >= 5 && c.factor % 10 === 0 && random.chance(0.5);
  const amount = decimalAmount ? round(random.int(11, 99) / 10) : random.int(2, 12);
  const toSmall = stage < 5 || random.chance(0.6);
  if (toSmall) {
    const value = round(amount * c.factor);
    return numberQuestion({
      prompt: `What number goes in the box?\n${f(amount)} ${c.big} = ☐ ${c.small}`,
      answer: value,
      explanation: [`1 ${c.big} = ${f(c.factor)} ${c.small}.`, `${f(amount)} × ${f(c.factor)} = ${f(value)} ${c.small}.`],
    });
  }
  const small = amount * c.factor;
  return numberQuestion({
    prompt: `What number goes in the box?\n${f(small)} ${c.small} = ☐ ${c.big}`,
    answer: amount,
    explanation: [`1 ${c.big} = ${f(c.factor)} ${c.small}, so divide by ${f(c.factor)}.`, `${f(small)} ÷ ${f(c.factor)} = ${f(amount)} ${c.big}.`],
  });
}

function compareUnits(context: MathContext) {
  const { random } = context;
  const c = random.pick(CONVERSIONS.filter((conversion) => conversion.factor >= 10));
  const big = random.int(1, 9);
  const small = random.chance(0.2) ? big * c.factor : big * c.factor + random.pick([-1, 1]) * random.int(1, c.factor / 2);
  return compareQuestion(random, {
    left: `${big} ${c.big}`,
    right: `${f(small)} ${c.small}`,
    leftValue: big * c.factor,
    rightValue: small,
    explanation: [`Use the same unit: 1 ${c.big} = ${f(c.factor)} ${c.small}, so ${big} ${c.big} = ${f(big * c.factor)} ${c.small}.`, `Compare ${f(big * c.factor)} ${c.small} with ${f(small)} ${c.small}.`],
  });
}

function boxVolume(context: MathContext) {
  const { random } = context;
  const [l, w, h] = [random.int(2, 12), random.int(2, 10), random.int(2, 8)];
  return numberQuestion({
    prompt: `A box is ${l} cm long, ${w} cm wide and ${h} cm high. What is its volume, in cubic cm?`,
    answer: l * w * h,
    display: `${f(l * w * h)} cubic cm`,
    explanation: [`Volume = length × width × height.`, `${l} × ${w} × ${h} = ${f(l * w * h)} cubic cm.`],
  });
}

function triangleArea(context: MathContext) {
  const { random } = context;
  const base = random.int(2, 20);
  const height = random.int(1, 10) * 2;
  const hypotenuse = round(Math.sqrt(base * base + height * height), 2);
  return numberQuestion({
    prompt: `What is the area of this right triangle, in square cm?`,
    art: { kind: 'shape', shape: 'triangle', sides: [base, height, hypotenuse], unit: 'cm', labels: [`${base} cm`, `${height} cm`, ''] },
    answer: (base * height) / 2,
    display: `${f((base * height) / 2)} square cm`,
    explanation: [`Area of a triangle = base × height ÷ 2.`, `${base} × ${height} ÷ 2 = ${f((base * height) / 2)} square cm.`],
  });
}

function circle(context: MathContext) {
  const { random } = context;
  const r = random.int(2, 15);
  const area = random.chance(0.5);
  const value = round(area ? Math.PI * r * r : 2 * Math.PI * r, 1);
  return numberQuestion({
    prompt: `A circle has a radius of ${r} cm. What is its ${area ? 'area, in square cm' : 'circumference, in cm'}? Use π ≈ 3.14 or the π key and round to one decimal place.`,
    answer: value,
    tolerance: Math.max(0.1, round(value * 0.002, 1) + 0.05),
    explanation: area
      ? [`Area = π × r × r.`, `π × ${r} × ${r} = ${f(value)} square cm (about).`]
      : [`Circumference = 2 × π × r.`, `2 × π × ${r} = ${f(value)} cm (about).`],
  });
}

function cylinder(context: MathContext) {
  const { random } = context;
  const [r, h] = [random.int(2, 10), random.int(2, 20)];
  const value = round(Math.PI * r * r * h, 1);
  return numberQuestion({
    prompt: `A cylinder has a radius of ${r} cm and a height of ${h} cm. What is its volume, in cubic cm? Round to the nearest whole number.`,
    answer: Math.round(value),
    tolerance: Math.max(1, Math.round(value * 0.002)),
    explanation: [`Volume = π × r² × h.`, `π × ${r}² × ${h} = π × ${r * r * h} ≈ ${f(Math.round(value))} cubic cm.`],
  });
}

function scaleFactor(context: MathContext) {
  const { random } = context;
  const k = random.int(2, 5);
  const area = random.int(2, 20);
  const volume = random.chance(0.4);
  const power = volume ? 3 : 2;
  return numberQuestion({
    prompt: `A shape has ${volume ? `a volume of ${area} cubic cm` : `an area of ${area} square cm`}. Every length is multiplied by ${k}. What is the new ${volume ? 'volume, in cubic cm' : 'area, in square cm'}?`,
    answer: area * k ** power,
    explanation: [`Multiplying lengths by ${k} multiplies ${volume ? 'volume by ' + k + '³' : 'area by ' + k + '²'} = ${k ** power}.`, `${area} × ${k ** power} = ${f(area * k ** power)}.`],
  });
}

function bestEstimate(context: MathContext) {
  const { random } = context;
  const [thing, size, unit, others] = random.pick([
    ['a pencil', 15, 'cm', ['15 m', '15 km', '15 mm']],
    ['a door', 2, 'm', ['2 cm', '2 km', '20 m']],
    ['a bag of sugar', 1, 'kg', ['1 g', '100 kg', '10 g']],
    ['a glass of water', 250, 'mL', ['250 L', '2 mL', '25 L']],
    ['a school bus', 12, 'm', ['12 cm', '12 km', '120 m']],
    ['an apple', 150, 'g', ['150 kg', '15 kg', '1 g']],
  ] as const);
  return choiceQuestion(random, {
    prompt: `Which is the best estimate for ${thing}?`,
    correct: `${size} ${unit}`,
    distractors: others,
    explanation: [`Think of the size of each unit: ${size} ${unit} is about right for ${thing}.`, 'The other choices are far too big or too small.'],
  });
}

export const measurementQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (hints.areaAndPerimeter) return stage < 6 || random.chance(0.5) ? rectangleQuestion(context) : triangleArea(context);
  if (hints.style === 'estimate' && stage >= 1) return bestEstimate(context);
  if (hints.style === 'compare') return stage < 2 ? compareLengths(context) : compareUnits(context);
  if (hints.style === 'missing' && stage >= 3) return conversion(context);
  if (stage < 2) return compareLengths(context);
  if (stage < 3) return random.pick([addLengths, rectangleQuestion])(context);
  if (stage < 4) return random.pick([rectangleQuestion, addLengths, conversion])(context);
  if (stage < 6) return random.pick([conversion, rectangleQuestion, boxVolume])(context);
  if (stage < 8) return random.pick([triangleArea, circle, boxVolume, conversion])(context);
  return random.pick([cylinder, circle, scaleFactor, triangleArea])(context);
};
