// What the fluency zone's decider and the browser both know (docs/architecture.md "Boundaries":
// the browser imports these values; this module imports nothing). The rules are written out in
// docs/games.md.

/** The four operations of the fluency zone. */
export const FLUENCY_OPERATIONS = ['addition', 'subtraction', 'multiplication', 'division'] as const;
export type FluencyOperation = (typeof FLUENCY_OPERATIONS)[number];

/** `upTo` of a round: within 10 or 20 (addition, subtraction), to 10 × 10 or 12 × 12 (multiplication, division). */
export const FLUENCY_UP_TO = [10, 20, 12] as const;
export type FluencyUpTo = (typeof FLUENCY_UP_TO)[number];

/** The ranges each operation offers, the smaller first; the last is the one its progress grid shows. */
export const FLUENCY_RANGES: Readonly<Record<FluencyOperation, readonly [FluencyUpTo, FluencyUpTo]>> = {
  addition: [10, 20],
  subtraction: [10, 20],
  multiplication: [10, 12],
  division: [10, 12],
};

/** Whether an operation offers `upTo` (else 400 `fluency_zone.invalid_range`). */
export function isFluencyRange(operation: FluencyOperation, upTo: number): upTo is FluencyUpTo {
  return (FLUENCY_RANGES[operation] as readonly number[]).includes(upTo);
}

export function isFluencyOperation(value: unknown): value is FluencyOperation {
  return typeof value === 'string' && (FLUENCY_OPERATIONS as readonly string[]).includes(value);
}

/** How the prompt writes each operation. */
export const OPERATION_SIGNS: Readonly<Record<FluencyOperation, string>> = { addition: '+', subtraction: '−', multiplication: '×', division: '÷' };

/** A round lasts two minutes, timed by the server from the moment it started. */
export const ROUND_SECONDS = 120;
/** An answer that arrives this long after the round's end still counts (the request was on its way); later ones are refused. */
export const ANSWER_GRACE_SECONDS = 2;
/** A right answer within this many seconds (from the moment the server served the fact) is a fast one. */
export const FLUENT_SECONDS = 3;
/** Fluent: fast and right in FLUENT_RIGHT of the last FLUENT_WINDOW tries. */
export const FLUENT_RIGHT = 3;
export const FLUENT_WINDOW = 4;
/** The most facts one round serves (two a second): no one answers faster, and it bounds a round's events. */
export const MAX_FACTS_PER_ROUND = 240;
/** The longest response the server reads (over it, or not a whole number: 400 `fluency_zone.invalid_response`). */
export const MAX_RESPONSE_LENGTH = 4;

/** A fact's state on the progress grid. */
export const FACT_STATES = ['new', 'learning', 'fluent'] as const;
export type FactState = (typeof FACT_STATES)[number];

/** How one try of a fact went: right within FLUENT_SECONDS, right but slower, or wrong. */
export const FACT_OUTCOMES = ['fast', 'slow', 'missed'] as const;
export type FactOutcome = (typeof FACT_OUTCOMES)[number];
