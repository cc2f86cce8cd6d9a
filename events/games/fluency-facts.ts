import {
  FLUENCY_RANGES,
  FLUENT_RIGHT,
  FLUENT_SECONDS,
  FLUENT_WINDOW,
  OPERATION_SIGNS,
  type FactOutcome,
  type FactState,
  type FluencyOperation,
  type FluencyUpTo,
} from './fluency-contract';

// The facts of the fluency zone, the fluent rule and the scheduling rule (docs/games.md), pure.
//
// Every fact is built from two whole numbers a and b, its place on the progress grid (row a,
// column b): a + b, (a + b) − a, a × b and (a × b) ÷ a. Its key is the fact in ASCII as the
// prompt shows it — `3+4`, `7-3`, `3x4`, `12/3` — the same key in every range that holds it.

export interface FluencyFact {
  factKey: string;
  operation: FluencyOperation;
  /** The grid's row and column: the two numbers the fact is built from. */
  row: number;
  column: number;
  /** What the learner sees, e.g. `12 ÷ 3`. */
  prompt: string;
  answer: number;
}

const KEY_SIGNS: Readonly<Record<FluencyOperation, string>> = { addition: '+', subtraction: '-', multiplication: 'x', division: '/' };
const FACT_KEY = /^(\d{1,3})([+\-x/])(\d{1,3})$/;

/**
 * Whether the fact (a, b) is within the range:
 * - addition and subtraction within 10: a + b ≤ 10 (the sum, or the number subtracted from, is at most 10);
 * - within 20: a and b at most 10 — every sum of two numbers 0–10 and its two differences (2.OA.B.2);
 * - multiplication to 10 × 10 or 12 × 12: a and b at most 10 or 12;
 * - division likewise, never by 0 (a ≥ 1).
 */
export function inRange(operation: FluencyOperation, upTo: FluencyUpTo, row: number, column: number): boolean {
  if (row < 0 || column < 0) return false;
  switch (operation) {
    case 'addition':
    case 'subtraction':
      return upTo === 10 ? row + column <= 10 : upTo === 20 && row <= 10 && column <= 10;
    case 'multiplication':
      return (upTo === 10 || upTo === 12) && row <= upTo && column <= upTo;
    case 'division':
      return (upTo === 10 || upTo === 12) && row >= 1 && row <= upTo && column <= upTo;
  }
}

/** The fact at (row, column) of an operation (whether it is in a range or not). */
export function factAt(operation: FluencyOperation, row: number, column: number): FluencyFact {
  const [left, right, answer] =
    operation === 'addition'
      ? [row, column, row + column]
      : operation === 'subtraction'
        ? [row + column, row, column]
        : operation === 'multiplication'
          ? [row, column, row * column]
          : [row * column, row, column];
  return {
    factKey: `${left}${KEY_SIGNS[operation]}${right}`,
    operation,
    row,
    column,
    prompt: `${left} ${OPERATION_SIGNS[operation]} ${right}`,
    answer,
  };
}

/** Every fact of the range, row by row. */
export function factsOf(operation: FluencyOperation, upTo: FluencyUpTo): FluencyFact[] {
  const facts: FluencyFact[] = [];
  const largest = Math.max(...FLUENCY_RANGES[operation]);
  for (let row = 0; row <= largest; row++) {
    for (let column = 0; column <= largest; column++) if (inRange(operation, upTo, row, column)) facts.push(factAt(operation, row, column));
  }
  return facts;
}

/** The ranges of the operation that hold the fact. */
export function rangesOf(fact: Pick<FluencyFact, 'operation' | 'row' | 'column'>): FluencyUpTo[] {
  return FLUENCY_RANGES[fact.operation].filter((upTo) => inRange(fact.operation, upTo, fact.row, fact.column));
}

/** The fact a key names, when it is a fact of the operation's largest range; else null. */
export function factOfKey(factKey: string): FluencyFact | null {
  const match = FACT_KEY.exec(factKey);
  if (!match) return null;
  const left = Number(match[1]);
  const right = Number(match[3]);
  const operation = (Object.keys(KEY_SIGNS) as FluencyOperation[]).find((each) => KEY_SIGNS[each] === match[2])!;
  let row = left;
  let column = right;
  if (operation === 'subtraction') [row, column] = [right, left - right];
  if (operation === 'division') {
    if (right === 0 || left % right !== 0) return null;
    [row, column] = [right, left / right];
  }
  const fact = factAt(operation, row, column);
  return fact.factKey === factKey && rangesOf(fact).length > 0 ? fact : null;
}

/** How an answer went: right within FLUENT_SECONDS (3 s, inclusive) is fast. */
export function outcomeOf(correct: boolean, milliseconds: number): FactOutcome {
  if (!correct) return 'missed';
  return milliseconds <= FLUENT_SECONDS * 1_000 ? 'fast' : 'slow';
}

/** The fluent rule: fast and right in 3 of the last 4 tries; new before the first try; learning otherwise. */
export function factStateOf(outcomes: readonly FactOutcome[]): FactState {
  if (outcomes.length === 0) return 'new';
  const lastTries = outcomes.slice(-FLUENT_WINDOW);
  return lastTries.filter((outcome) => outcome === 'fast').length >= FLUENT_RIGHT ? 'fluent' : 'learning';
}

/** A fact missed or answered slowly in a round comes back once this many other facts went by. */
export const COME_BACK_AFTER = 3;

/** The scheduling weights (docs/games.md): a fact whose last try was missed or slow comes back most often. */
export const SCHEDULING_WEIGHTS = { missedOrSlow: 8, new: 4, learning: 2, fluent: 1 } as const;

/** A fact's weight in the draw, from its tries (oldest first). */
export function schedulingWeight(outcomes: readonly FactOutcome[]): number {
  const last = outcomes.at(-1);
  if (last === 'missed' || last === 'slow') return SCHEDULING_WEIGHTS.missedOrSlow;
  const state = factStateOf(outcomes);
  return state === 'new' ? SCHEDULING_WEIGHTS.new : state === 'fluent' ? SCHEDULING_WEIGHTS.fluent : SCHEDULING_WEIGHTS.learning;
}

export interface SchedulingInput {
  /** The round's facts. */
  pool: readonly FluencyFact[];
  /** The learner's recent tries per fact key (oldest first; at most the last four), from the read model. */
  recent: ReadonlyMap<string, readonly FactOutcome[]>;
  /** Facts missed or slow in this round, each with the served count after which it comes back. */
  comeBack: readonly { factKey: string; after: number }[];
  /** Facts served in this round so far. */
  served: number;
  /** The fact served last (never served twice in a row). */
  lastFactKey: string | null;
  /** A number in [0, 1): the round's randomness, injected (the route derives it from a new id). */
  draw: number;
}

/**
 * The next fact (docs/games.md "Which fact comes next"):
 * 1. a fact missed or answered slowly in this round is served again once three other facts went by (the earliest first);
 * 2. otherwise a weighted draw over the round's facts but the last one served: weight 8 when its last try was missed
 *    or slow, 4 when new, 2 when learning, 1 when fluent.
 */
export function nextFact({ pool, recent, comeBack, served, lastFactKey, draw }: SchedulingInput): FluencyFact {
  const due = comeBack.find((entry) => served >= entry.after && entry.factKey !== lastFactKey);
  const dueFact = due ? pool.find((fact) => fact.factKey === due.factKey) : undefined;
  if (dueFact) return dueFact;
  const candidates = pool.length > 1 ? pool.filter((fact) => fact.factKey !== lastFactKey) : pool;
  const weights = candidates.map((fact) => schedulingWeight(recent.get(fact.factKey) ?? []));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let point = Math.min(Math.max(draw, 0), 0.999_999_999) * total;
  for (let index = 0; index < candidates.length; index++) {
    point -= weights[index]!;
    if (point < 0) return candidates[index]!;
  }
  return candidates.at(-1)!;
}

/** A number in [0, 1) from a string (FNV-1a): the route's new id becomes the draw, so tests with sequential ids are repeatable. */
export function drawFrom(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}
