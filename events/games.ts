import type { FactOutcome, FactState, FluencyOperation, FluencyUpTo } from './games/fluency-contract';
import type { GameListing } from './games/game-catalogue';
import type { ReportFrame } from './reports/teacher-reports';
import { fluencyRoundEvents } from './games/fluency-rounds';
import type { RaceEndReason, RaceMode } from './games/raceway-contract';
import { racewayEvents, type RaceStanding } from './games/raceway-races';

// Games (issue 28; docs/games.md): the game catalogue (events/games/game-catalogue.ts) and the
// fluency zone (events/games/fluency-rounds.ts, its facts and rules in fluency-facts.ts and
// fluency-contract.ts) and the raceway (events/games/raceway-races.ts, its questions in raceway-questions.ts and
// its shared rules in raceway-contract.ts).

export const gameEvents = [...fluencyRoundEvents, ...racewayEvents] as const;

export { fluencyRoundEvents, fluencyRounds, fluencyRoundStreams, isRoundOver, type FluencyRoundCommand, type FluencyRoundEvent } from './games/fluency-rounds';

export {
  mayStartClassRaces,
  racewayRaces,
  racewayStreams,
  racewayVisitorDays,
  standingsOf,
  type RaceStanding,
  type RacewayCommand,
  type RacewayEvent,
} from './games/raceway-races';

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

/** A car on the track: a racer (a student, the solo racer) or a solo race's pace car. */
export interface RaceCar {
  racerId: string;
  displayName: string;
  pace: boolean;
  /** Right answers so far: steps along the track, the line at `questions`. */
  position: number;
  joined: boolean;
  /** Across the line: their place (1 wins). */
  place: number | null;
}

/** The caller's own next question: never its answer. */
export interface RaceQuestionView {
  questionKey: string;
  prompt: string;
  answerType: 'number' | 'fraction' | 'choice' | 'text';
  choices: string[] | null;
}

/** `GET /raceway/races/{raceId}`: the standings and the caller's own next question. */
export interface RaceView {
  raceId: string;
  mode: RaceMode;
  skillName: string;
  permacode: string;
  questions: number;
  hostDisplayName: string;
  startedAt: string;
  /** The server's clock now (pace cars move by it). */
  serverTime: string;
  endedAt: string | null;
  endReason: RaceEndReason | null;
  /** What the caller is to the race: its host (a class race's teacher), a racer, or both (a solo racer). */
  role: 'host' | 'racer' | 'solo';
  /** The caller's car (null for a teacher). */
  racerId: string | null;
  joined: boolean;
  paceCars: { name: string; secondsPerQuestion: number }[];
  cars: RaceCar[];
  /** The caller's next question while they race; null for the teacher, before joining, after finishing or the end. */
  question: RaceQuestionView | null;
  /** Ms left of a wrong answer's penalty (0: none). */
  penaltyMs: number;
  /** The caller's last answer, judged (so a reload shows it). */
  lastAnswer: { questionKey: string; correct: boolean; correctAnswer: string } | null;
  /** Once over: the finish order (podium: the first three placed). */
  standings: RaceStanding[] | null;
}

/** `POST /raceway/races` → `{ raceId }`. */
export interface StartedRace {
  raceId: string;
}

/** `POST /raceway/races/{raceId}/answer` → the judgement, and the race after it. */
export interface JudgedRaceAnswer {
  correct: boolean;
  correctAnswer: string;
  position: number;
  penaltyMs: number;
  place: number | null;
  race: RaceView;
}

/** RACEWAY_INVITATION, on an invited student's general channel. */
export interface RacewayInvitationPush {
  event: 'RACEWAY_INVITATION';
  raceId: string;
  teacherDisplayName: string;
  skillName: string;
  questions: number;
  startedAt: string;
}

/** RACE_UPDATED (coalesced), on every participant's room channel: positions, never deltas. */
export interface RaceUpdatedPush {
  event: 'RACE_UPDATED';
  raceId: string;
  /** Each racer's position (right answers) as the read model holds it when the window closes. */
  positions: Record<string, number>;
  /** Racers who joined, and those across the line with their place. */
  joined: string[];
  places: Record<string, number>;
}

/** RACE_FINISHED, once, on every participant's room channel. */
export interface RaceFinishedPush {
  event: 'RACE_FINISHED';
  raceId: string;
  reason: RaceEndReason;
  standings: RaceStanding[];
  podium: RaceStanding[];
}

/** One student's row of `GET /reports/student-raceway?classId=`. */
export interface StudentRacewayRow {
  studentUserId: string;
  displayName: string;
  racesRun: number;
  wins: number;
  podiums: number;
  answered: number;
  right: number;
  /** Right ÷ answered, 0–1; null when nothing was answered. */
  accuracy: number | null;
  /** Answers per minute of racing (joining to the last answer); null when none. */
  questionsPerMinute: number | null;
}

/** `GET /reports/student-raceway?classId=&range=&from=&to=`: the report frame (grade: always null) and a row per student. */
export interface StudentRacewayReport extends ReportFrame {
  students: StudentRacewayRow[];
}
