import type { FactOutcome, FactState, FluencyOperation, FluencyUpTo } from './games/fluency-contract';
import type { GameListing } from './games/game-catalogue';
import { fluencyRoundEvents } from './games/fluency-rounds';

// Games (issue 28; docs/games.md): the game catalogue (events/games/game-catalogue.ts) and the
// fluency zone (events/games/fluency-rounds.ts, its facts and rules in fluency-facts.ts and
// fluency-contract.ts). The raceway's events join `gameEvents` when it comes.

export const gameEvents = [...fluencyRoundEvents] as const;

export { fluencyRoundEvents, fluencyRounds, fluencyRoundStreams, isRoundOver, type FluencyRoundCommand, type FluencyRoundEvent } from './games/fluency-rounds';

/** Profile & Settings' hideGames (spec §3): whoever has it on sees no game link, result or page; the game routes answer 403 `games.hidden`. */
export function gamesHiddenBy(values: { hideGames: boolean }): boolean {
  return values.hideGames;
}

/** `GET /games?subject=&grade=`. */
export interface GamesList {
  games: GameListing[];
}

/** `POST /fluency-zone/rounds` → `{ roundId }`, and more. */
export interface StartedFluencyRound {
  roundId: string;
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  startedAt: string;
  endsAt: string;
  /** Whole seconds until the round ends, by the server's clock. */
  secondsLeft: number;
}

/** `GET /fluency-zone/rounds/{roundId}/fact` → `{ factKey, prompt }` (never the answer), and more. */
export interface ServedFluencyFact {
  factKey: string;
  prompt: string;
  /** The fact's number in the round (1 for the first). */
  servedNumber: number;
  secondsLeft: number;
}

/** `POST /fluency-zone/rounds/{roundId}/answer` → `{ correct, seconds, correctAnswer }`, and more. */
export interface JudgedFluencyAnswer {
  correct: boolean;
  /** From the moment the server served the fact to the moment it took the answer, to a tenth. */
  seconds: number;
  correctAnswer: number;
  factKey: string;
  outcome: FactOutcome;
  /** The fact's state after this answer. */
  factState: FactState;
  /** This round's answers and right answers so far. */
  answered: number;
  right: number;
  secondsLeft: number;
}

/** A fact of `GET /fluency-zone/progress?operation=`. */
export interface FluencyFactProgress {
  factKey: string;
  prompt: string;
  /** Its place on the grid: the two numbers the fact is built from. */
  row: number;
  column: number;
  /** The ranges (`upTo`) that hold it. */
  ranges: FluencyUpTo[];
  state: FactState;
  tries: number;
  /** The last four tries, oldest first. */
  recent: FactOutcome[];
}

/** A round of the learner's history, newest first. */
export interface FluencyRoundSummary {
  roundId: string;
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  startedAt: string;
  endsAt: string;
  /** Past its end (and the grace): no more answers. */
  finished: boolean;
  answered: number;
  right: number;
  /** Right ÷ answered, 0–1; null when nothing was answered. */
  accuracy: number | null;
  /** Facts answered per minute of the round's two minutes. */
  factsPerMinute: number;
  /** The longest run of right answers in the round. */
  bestStreak: number;
}

/** `GET /fluency-zone/progress?operation=` → every fact of the operation with its state, and more. */
export interface FluencyProgress {
  operation: FluencyOperation;
  /** The ranges of the operation; the grid holds every fact of the last. */
  ranges: FluencyUpTo[];
  facts: FluencyFactProgress[];
  counts: Record<FactState, number>;
  /** Right answers in a row (across rounds of the operation): now, and the best ever. */
  streak: { current: number; best: number };
  rounds: FluencyRoundSummary[];
}
