import type { MathContext, MathGenerator } from './math-context';
import { rectangleQuestion } from './measurement';
import { formatNumber as f, gcd, MINUS, round } from './number-format';
import { choiceQuestion, compareQuestion, fractionQuestion, numberQuestion } from './question-forms';

// Geometry: sides and corners of drawn shapes in kindergarten, polygons by
// name in grades 1–2, kinds of angle (art 'angle') in grade 3, angles on a
// line and in a triangle in grades 4–5, angle sums of polygons in grades 6–7,
// Pythagoras from grade 8, regular polygons, trigonometric ratios and
// non-whole Pythagoras from grade 9. 'area and perimeter' → rectangles.

const article = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
const capitalizedArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun}`;

const POLYGONS: [string, number][] = [
  ['triangle', 3],
  ['square', 4],
  ['rectangle', 4],
  ['pentagon', 5],
  ['hexagon', 6],
  ['octagon', 8],
];

function countSides(context: MathContext) {
  const { random } = context;
  const shape = random.pick(['triangle', 'rectangle', 'square'] as const);
  const sides = shape === 'triangle' ? [3, 4, 5] : shape === 'square' ? [3] : [5, 3];
  const count = shape === 'triangle' ? 3 : 4;
  const corners = random.chance(0.5);
  return numberQuestion({
    prompt: `How many ${corners ? 'corners' : 'sides'} does this shape have?`,
    art: { kind: 'shape', shape, sides, unit: 'cm', labels: sides.map(() => '') },
    answer: count,
    explanation: [`Count the ${corners ? 'corners (where two sides meet)' : 'straight sides'} one by one.`, `A ${shape} has ${count} ${corners ? 'corners' : 'sides'}.`],
  });
}

function polygonByName(context: MathContext) {
  const { random } = context;
  const [name, sides] = random.pick(POLYGONS);
  if (random.chance(0.5)) {
    return numberQuestion({
      prompt: `How many sides does ${article(name)} have?`,
      answer: sides,
      explanation: [`${capitalizedArticle(name)} has ${sides} straight sides${name === 'square' ? ', all the same length' : ''}.`],
    });
  }
  const distinct = POLYGONS.filter(([, n]) => n !== sides).map(([other]) => other);
  return choiceQuestion(random, {
    prompt: `Which shape has ${sides} sides?`,
    correct: name,
    distractors: distinct,
    explanation: [`Count the sides of each shape: ${article(name)} has ${sides}.`],
  });
}

function angleKind(degrees: number): string {
  return degrees < 90 ? 'acute' : degrees === 90 ? 'right' : degrees < 180 ? 'obtuse' : degrees === 180 ? 'straight' : 'reflex';
}

function classifyAngle(context: MathContext) {
  const { random, stage } = context;
  const degrees = random.pick([random.int(2, 8) * 10, 90, random.int(10, 17) * 10, ...(stage >= 5 ? [180, random.int(19, 35) * 10] : [])]);
  const kind = angleKind(degrees);
  return choiceQuestion(random, {
    prompt: 'What kind of angle is this?',
    art: { kind: 'angle', degrees },
    correct: kind,
    distractors: stage >= 5 ? ['acute', 'right', 'obtuse', 'straight', 'reflex'] : ['acute', 'right', 'obtuse'],
    explanation: [
      'Acute is less than a right angle (90°), obtuse is between 90° and 180°, a straight angle is 180°, and reflex is more than 180°.',
      `This angle is ${degrees}°, so it is ${kind}.`,
    ],
  });
}

function estimateAngle(context: MathContext) {
  const { random } = context;
  const degrees = random.int(1, 17) * 10;
  const options = [30, 60, 90, 120, 150];
  const nearest = options.reduce((best, o) => (Math.abs(o - degrees) < Math.abs(best - degrees) ? o : best));
  const shown = nearest + random.pick([-5, 0, 5]);
  return choiceQuestion(random, {
    prompt: 'About how big is this angle?',
    art: { kind: 'angle', degrees: shown },
    correct: `about ${nearest}°`,
    distractors: options.map((o) => `about ${o}°`),
    explanation: [`Compare with a right angle (a square corner, 90°) and a straight line (180°).`, `This angle measures ${shown}°, so about ${nearest}° is the best estimate.`],
  });
}

function missingAngle(context: MathContext) {
  const { random, stage } = context;
  const kind = stage < 5 ? random.pick(['line', 'right'] as const) : random.pick(['line', 'triangle', 'point'] as const);
  if (kind === 'right' || kind === 'line') {
    const total = kind === 'right' ? 90 : 180;
    const known = random.int(2, total / 5 - 2) * 5;
    return numberQuestion({
      prompt: kind === 'right' ? `A right angle is split into two angles. One is ${known}°. What is the other, in degrees?` : `Two angles make a straight line. One is ${known}°. What is the other, in degrees?`,
      answer: total - known,
      display: `${total - known}°`,
      explanation: [`Angles ${kind === 'right' ? 'in a right angle add up to 90°' : 'on a straight line add up to 180°'}.`, `${total} ${MINUS} ${known} = ${total - known}°.`],
    });
  }
  if (kind === 'triangle') {
    const a = random.int(20, 100);
    const b = random.int(20, 160 - a);
    return numberQuestion({
      prompt: `Two angles of a triangle are ${a}° and ${b}°. What is the third angle, in degrees?`,
      answer: 180 - a - b,
      display: `${180 - a - b}°`,
      explanation: ['The angles of a triangle add up to 180°.', `180 ${MINUS} ${a} ${MINUS} ${b} = ${180 - a - b}°.`],
    });
  }
  const angles = [random.int(60, 150), random.int(60, 120)];
  const rest = 360 - angles[0]! - angles[1]!;
  return numberQuestion({
    prompt: `Three angles meet at a point. Two of them are ${angles[0]}° and ${angles[1]}°. What is the third, in degrees?`,
    answer: rest,
    display: `${rest}°`,
    explanation: ['Angles around a point add up to 360°.', `360 ${MINUS} ${angles[0]} ${MINUS} ${angles[1]} = ${rest}°.`],
  });
}

function polygonAngles(context: MathContext) {
  const { random, stage } = context;
  const [name, sides] = random.pick(POLYGONS.filter(([n]) => n !== 'square' && n !== 'rectangle' && n !== 'triangle'));
  const sum = (sides - 2) * 180;
  if (stage >= 9 && random.chance(0.5)) {
    return numberQuestion({
      prompt: `What is each interior angle of a regular ${name}, in degrees?`,
      answer: sum / sides,
      display: `${f(sum / sides)}°`,
      explanation: [`The angles of ${sides === 8 ? 'an' : 'a'} ${sides}-sided polygon add up to (${sides} ${MINUS} 2) × 180 = ${f(sum)}°.`, `A regular ${name} has ${sides} equal angles: ${f(sum)} ÷ ${sides} = ${f(sum / sides)}°.`],
    });
  }
  return numberQuestion({
    prompt: `What is the sum of the interior angles of ${article(name)}, in degrees?`,
    answer: sum,
    display: `${f(sum)}°`,
    explanation: [`${capitalizedArticle(name)} has ${sides} sides, so it splits into ${sides - 2} triangles from one corner.`, `(${sides} ${MINUS} 2) × 180 = ${f(sum)}°.`],
  });
}

function complementary(context: MathContext) {
  const { random } = context;
  const supplementary = random.chance(0.5);
  const total = supplementary ? 180 : 90;
  const angle = random.int(5, total - 5);
  return numberQuestion({
    prompt: `What is the ${supplementary ? 'supplement' : 'complement'} of a ${angle}° angle, in degrees?`,
    answer: total - angle,
    display: `${total - angle}°`,
    explanation: [`${supplementary ? 'Supplementary angles add up to 180°' : 'Complementary angles add up to 90°'}.`, `${total} ${MINUS} ${angle} = ${total - angle}°.`],
  });
}

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [20, 21, 29],
];

function pythagoras(context: MathContext, word: boolean) {
  const { random, stage } = context;
  if (stage >= 9 && !word && random.chance(0.4)) {
    const [a, b] = [random.int(2, 12), random.int(2, 12)];
    const c = Math.sqrt(a * a + b * b);
    const rounded = round(c, 1);
    if (Number.isInteger(c)) return pythagoras({ ...context, stage: 8 }, false);
    return numberQuestion({
      prompt: `A right triangle has legs of ${a} cm and ${b} cm. How long is the hypotenuse, to one decimal place?`,
      art: { kind: 'shape', shape: 'triangle', sides: [a, b, round(c, 2)], unit: 'cm', labels: [`${a} cm`, `${b} cm`, '?'] },
      answer: rounded,
      tolerance: 0.05,
      display: `${f(rounded)} cm`,
      explanation: [`c² = a² + b² = ${a * a} + ${b * b} = ${a * a + b * b}.`, `c = √${a * a + b * b} ≈ ${f(rounded)} cm.`],
    });
  }
  const [a, b, c] = random.pick(TRIPLES);
  const findLeg = random.chance(0.3);
  if (word) {
    return numberQuestion({
      prompt: `A ladder ${c} m long leans against a wall. Its foot is ${a} m from the wall. How high up the wall does it reach, in metres?`,
      answer: b,
      display: `${b} m`,
      explanation: [`The ladder is the hypotenuse: height² = ${c}² ${MINUS} ${a}² = ${c * c} ${MINUS} ${a * a} = ${b * b}.`, `height = √${b * b} = ${b} m.`],
    });
  }
  return numberQuestion({
    prompt: findLeg ? `A right triangle has a hypotenuse of ${c} cm and one leg of ${a} cm. How long is the other leg, in cm?` : `A right triangle has legs of ${a} cm and ${b} cm. How long is the hypotenuse, in cm?`,
    art: { kind: 'shape', shape: 'triangle', sides: [a, b, c], unit: 'cm', labels: findLeg ? [`${a} cm`, '?', `${c} cm`] : [`${a} cm`, `${b} cm`, '?'] },
    answer: findLeg ? b : c,
    display: `${findLeg ? b : c} cm`,
    explanation: findLeg
      ? [`b² = c² ${MINUS} a² = ${c * c} ${MINUS} ${a * a} = ${b * b}.`, `b = √${b * b} = ${b} cm.`]
      : [`c² = a² + b² = ${a * a} + ${b * b} = ${c * c}.`, `c = √${c * c} = ${c} cm.`],
  });
}

function trigRatio(context: MathContext) {
  const { random } = context;
  const [a, b, c] = random.pick(TRIPLES);
  const ratio = random.pick(['sin', 'cos', 'tan'] as const);
  const [n, d] = ratio === 'sin' ? [b, c] : ratio === 'cos' ? [a, c] : [b, a];
  const g = gcd(n, d);
  return fractionQuestion({
    prompt: `A right triangle has legs ${a} and ${b} and hypotenuse ${c}. The angle θ is opposite the side ${b}. What is ${ratio} θ? Give a fraction in simplest form.`,
    art: { kind: 'shape', shape: 'triangle', sides: [a, b, c], unit: 'cm', labels: [`${a}`, `${b}`, `${c}`] },
    numerator: n,
    denominator: d,
    simplestFormRequired: true,
    explanation: [
      ratio === 'sin' ? 'sin θ = opposite ÷ hypotenuse.' : ratio === 'cos' ? 'cos θ = adjacent ÷ hypotenuse.' : 'tan θ = opposite ÷ adjacent.',
      `${ratio} θ = ${n}/${d}${g > 1 ? ` = ${n / g}/${d / g}` : ''}.`,
    ],
  });
}

function compareAngles(context: MathContext) {
  const { random } = context;
  const degrees = random.int(3, 17) * 10 + random.pick([0, 5]);
  const other = random.pick([{ text: 'a right angle', value: 90 }, { text: 'a straight angle', value: 180 }, { text: `${degrees === 90 ? 100 : 90}°`, value: degrees === 90 ? 100 : 90 }]);
  return compareQuestion(random, {
    intro: 'Which sign makes this true? (Compare the sizes of the angles.)',
    left: `${degrees}°`,
    right: other.text,
    leftValue: degrees,
    rightValue: other.value,
    explanation: [`${other.text === 'a right angle' ? 'A right angle is 90°.' : other.text === 'a straight angle' ? 'A straight angle is 180°.' : `Compare ${degrees}° with ${other.text}.`}`],
  });
}

export const geometryQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (hints.areaAndPerimeter && stage >= 1) return rectangleQuestion(context);
  if (stage < 1) return countSides(context);
  if (hints.style === 'compare' && stage >= 3) return compareAngles(context);
  if (hints.style === 'estimate' && stage >= 3) return estimateAngle(context);
  if (hints.style === 'word' && stage >= 8) return pythagoras(context, true);
  if (stage < 3) return random.pick([countSides, polygonByName])(context);
  if (stage < 4) return random.pick([classifyAngle, polygonByName])(context);
  if (stage < 6) return random.pick([classifyAngle, missingAngle])(context);
  if (stage < 8) return random.pick([missingAngle, polygonAngles, complementary])(context);
  if (stage < 9) return random.pick([(c: MathContext) => pythagoras(c, false), polygonAngles, missingAngle])(context);
  return random.pick([(c: MathContext) => pythagoras(c, false), polygonAngles, trigRatio])(context);
};
