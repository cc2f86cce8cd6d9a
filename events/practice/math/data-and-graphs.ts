import type { QuestionArt } from '../generated-question';
import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS, round } from './number-format';
import { choiceQuestion, numberQuestion } from './question-forms';

// Data and graphs: every question reads a small bar graph (art 'bar-graph').
// K–1 read one bar and find the most; grades 2–5 compare bars and add them up
// on scales of 2, 5 and 10; grades 6–7 find the mean, median and range; from
// grade 8 a share of the total as a percent and a mean to one decimal place.

interface Theme {
  title: string;
  unit: string;
  question: string;
  labels: string[];
  /** 'chose banana', 'read on Monday'. */
  phrase: (label: string) => string;
}

const THEMES: Theme[] = [
  { title: 'Favourite fruit', unit: 'students', question: 'students', labels: ['Apple', 'Banana', 'Orange', 'Grape', 'Pear'], phrase: (l) => `chose ${l.toLowerCase()}` },
  { title: 'Pets in our class', unit: 'pets', question: 'pets', labels: ['Dogs', 'Cats', 'Fish', 'Birds', 'Rabbits'], phrase: (l) => `are ${l.toLowerCase()}` },
  { title: 'Books read', unit: 'books', question: 'books', labels: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], phrase: (l) => `were read on ${l}` },
  { title: 'Weather this month', unit: 'days', question: 'days', labels: ['Sunny', 'Rainy', 'Cloudy', 'Windy', 'Snowy'], phrase: (l) => `were ${l.toLowerCase()}` },
  { title: 'Favourite sport', unit: 'students', question: 'students', labels: ['Football', 'Swimming', 'Tennis', 'Basketball', 'Cycling'], phrase: (l) => `chose ${l.toLowerCase()}` },
];

interface Graph {
  theme: Theme;
  bars: { label: string; value: number }[];
  art: QuestionArt;
}

function graphFor(context: MathContext, count?: number, values?: number[]): Graph {
  const { random, stage } = context;
  const theme = random.pick(THEMES);
  const bars = count ?? (stage < 1 ? 3 : stage < 3 ? 4 : 5);
  const scale = stage < 3 ? 1 : stage < 5 ? random.pick([2, 5, 10]) : random.pick([1, 2, 5]);
  const top = stage < 1 ? 5 : stage < 2 ? 10 : stage < 3 ? 20 : 10;
  const labels = theme.labels.slice(0, bars);
  const numbers = values ?? labels.map(() => random.int(1, top) * scale);
  const list = labels.map((label, i) => ({ label, value: numbers[i]! }));
  return { theme, bars: list, art: { kind: 'bar-graph', title: theme.title, unit: theme.unit, bars: list } };
}

const read = (bar: { label: string; value: number }) => `The ${bar.label} bar reaches ${f(bar.value)}.`;

function readBar(context: MathContext) {
  const graph = graphFor(context);
  const bar = context.random.pick(graph.bars);
  return numberQuestion({
    prompt: `Look at the bar graph "${graph.theme.title}". How many ${graph.theme.question} ${graph.theme.phrase(bar.label)}?`,
    art: graph.art,
    answer: bar.value,
    explanation: [`Find the ${bar.label} bar and read across to the scale.`, read(bar)],
  });
}

function mostOrLeast(context: MathContext) {
  const { random } = context;
  const graph = graphFor(context);
  const most = random.chance(0.6);
  const values = graph.bars.map((b) => b.value);
  const extreme = most ? Math.max(...values) : Math.min(...values);
  const winners = graph.bars.filter((b) => b.value === extreme);
  // One clear answer: lift the first of tied tallest bars, or the others of tied shortest bars.
  if (winners.length > 1) {
    if (most) winners[0]!.value += 1;
    else for (const bar of winners.slice(1)) bar.value += 1;
  }
  const target = graph.bars.reduce((best, b) => ((most ? b.value > best.value : b.value < best.value) ? b : best));
  return choiceQuestion(random, {
    prompt: `Look at the bar graph "${graph.theme.title}". Which has the ${most ? 'most' : 'fewest'} ${graph.theme.question}?`,
    art: graph.art,
    correct: target.label,
    distractors: graph.bars.map((b) => b.label),
    explanation: [`The ${most ? 'tallest' : 'shortest'} bar shows the ${most ? 'most' : 'fewest'}.`, `${read(target)} ${target.label} is the ${most ? 'tallest' : 'shortest'}.`],
  });
}

function difference(context: MathContext) {
  const { random } = context;
  const graph = graphFor(context);
  const [a, b] = random.shuffle(graph.bars);
  if (a!.value === b!.value) a!.value += graph.bars.length;
  const [big, small] = a!.value > b!.value ? [a!, b!] : [b!, a!];
  return numberQuestion({
    prompt: `Look at the bar graph "${graph.theme.title}". How many more ${graph.theme.question} ${graph.theme.phrase(big.label)} than ${graph.theme.phrase(small.label)}?`,
    art: graph.art,
    answer: big.value - small.value,
    explanation: [read(big), read(small), `${f(big.value)} ${MINUS} ${f(small.value)} = ${f(big.value - small.value)}.`],
  });
}

function total(context: MathContext) {
  const graph = graphFor(context, context.stage < 3 ? 3 : 4);
  const sum = graph.bars.reduce((s, b) => s + b.value, 0);
  return numberQuestion({
    prompt: `Look at the bar graph "${graph.theme.title}". How many ${graph.theme.question} are shown in all?`,
    art: graph.art,
    answer: sum,
    explanation: [`Read every bar: ${graph.bars.map((b) => `${b.label} ${f(b.value)}`).join(', ')}.`, `Add them: ${graph.bars.map((b) => f(b.value)).join(' + ')} = ${f(sum)}.`],
  });
}

function statistics(context: MathContext) {
  const { random } = context;
  const kind = random.pick(['mean', 'median', 'range'] as const);
  const count = kind === 'median' ? 5 : random.int(4, 5);
  const values = Array.from({ length: count }, () => random.int(2, 30));
  if (kind === 'mean') {
    const excess = values.reduce((s, v) => s + v, 0) % count;
    values[0] = values[0]! + (count - excess) % count;
  }
  const graph = graphFor(context, count, values);
  const sorted = [...values].sort((x, y) => x - y);
  const sum = values.reduce((s, v) => s + v, 0);
  const listed = `The values are ${values.map(f).join(', ')}.`;
  switch (kind) {
    case 'mean':
      return numberQuestion({
        prompt: `Look at the bar graph "${graph.theme.title}". What is the mean (average) number of ${graph.theme.question} per bar?`,
        art: graph.art,
        answer: sum / count,
        explanation: [listed, `Add them: ${f(sum)}.`, `Divide by the number of bars: ${f(sum)} ÷ ${count} = ${f(sum / count)}.`],
      });
    case 'median':
      return numberQuestion({
        prompt: `Look at the bar graph "${graph.theme.title}". What is the median of the ${count} values?`,
        art: graph.art,
        answer: sorted[2]!,
        explanation: [`Put the values in order: ${sorted.map(f).join(', ')}.`, `The middle one (the 3rd of 5) is ${f(sorted[2]!)}.`],
      });
    default:
      return numberQuestion({
        prompt: `Look at the bar graph "${graph.theme.title}". What is the range of the values?`,
        art: graph.art,
        answer: sorted.at(-1)! - sorted[0]!,
        explanation: [listed, `Range = greatest ${MINUS} least = ${f(sorted.at(-1)!)} ${MINUS} ${f(sorted[0]!)} = ${f(sorted.at(-1)! - sorted[0]!)}.`],
      });
  }
}

function percentOfTotal(context: MathContext) {
  const { random } = context;
  const whole = random.pick([20, 25, 50, 100]);
  const cuts = new Set<number>();
  while (cuts.size < 3) cuts.add(random.int(1, whole - 1));
  const edges = [0, ...[...cuts].sort((x, y) => x - y), whole];
  const values = edges.slice(1).map((edge, i) => edge - edges[i]!);
  const graph = graphFor(context, 4, values);
  const bar = random.pick(graph.bars);
  const percent = (bar.value * 100) / whole;
  return numberQuestion({
    prompt: `Look at the bar graph "${graph.theme.title}". What percent of all the ${graph.theme.question} ${graph.theme.phrase(bar.label)}?`,
    art: graph.art,
    answer: percent,
    display: `${f(percent)}%`,
    explanation: [`The total is ${values.map(f).join(' + ')} = ${whole}.`, read(bar), `${f(bar.value)} ÷ ${whole} × 100 = ${f(percent)}%.`],
  });
}

function decimalMean(context: MathContext) {
  const { random } = context;
  const values = Array.from({ length: random.int(4, 5) }, () => random.int(2, 30));
  const graph = graphFor(context, values.length, values);
  const sum = values.reduce((s, v) => s + v, 0);
  const mean = round(sum / values.length, 1);
  return numberQuestion({
    prompt: `Look at the bar graph "${graph.theme.title}". What is the mean number of ${graph.theme.question} per bar, to one decimal place?`,
    art: graph.art,
    answer: mean,
    tolerance: 0.05,
    explanation: [`Add the values: ${values.map(f).join(' + ')} = ${f(sum)}.`, `Divide by ${values.length}: ${f(sum)} ÷ ${values.length} = ${f(sum / values.length, 4)}, about ${f(mean)}.`],
  });
}

function compare(context: MathContext) {
  const { random } = context;
  const graph = graphFor(context);
  const [a, b] = random.shuffle(graph.bars) as [Graph['bars'][number], Graph['bars'][number]];
  const same = 'The same number';
  return choiceQuestion(random, {
    prompt: `Look at the bar graph "${graph.theme.title}". Which is more: ${a.label} or ${b.label}?`,
    art: graph.art,
    correct: a.value === b.value ? same : a.value > b.value ? a.label : b.label,
    distractors: [a.label, b.label, same],
    explanation: [read(a), read(b), a.value === b.value ? 'The bars are the same height.' : `${f(Math.max(a.value, b.value))} is more than ${f(Math.min(a.value, b.value))}.`],
  });
}

export const dataAndGraphsQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  if (hints.style === 'compare') return compare(context);
  if (stage < 1) return random.pick([readBar, mostOrLeast])(context);
  if (stage < 2) return random.pick([readBar, mostOrLeast, difference])(context);
  if (stage < 6) return random.pick([readBar, difference, total, mostOrLeast])(context);
  if (stage < 8) return random.pick([statistics, statistics, difference])(context);
  return random.pick([percentOfTotal, statistics, decimalMean])(context);
};
