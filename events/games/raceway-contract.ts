// The raceway's rules the server and the browser share (issue 28, docs/games.md): pure, imports nothing.

/** Questions in a race: the line is this many right answers away. */
export const RACE_MIN_QUESTIONS = 5;
export const RACE_MAX_QUESTIONS = 30;
export const RACE_DEFAULT_QUESTIONS = 10;
/** A wrong answer shows the answer and holds the car: the next answer is taken only this long after it, by the server's clock. */
export const RACE_PENALTY_MS = 3_000;
/** Races a visitor may run a day (a UTC day, counted on the server by its visitor id); then the raceway-limit dialog. */
export const VISITOR_DAILY_RACES = 3;
/** A first race's pace (seconds per right answer) before the racer has a pace of their own. */
export const DEFAULT_SECONDS_PER_QUESTION = 8;
/** The two pace cars of a solo race: a bit faster and a bit slower than the racer's own recent pace. */
export const PACE_CAR_FACTORS = [0.9, 1.2] as const;
/** The longest answer text. */
export const MAX_RACE_RESPONSE_LENGTH = 200;
/** The level the practice engine's questions are drawn at (a race is for speed: mid-level questions). */
export const RACE_QUESTION_LEVEL = 2;

export const RACE_MODES = ['solo', 'class'] as const;
export type RaceMode = (typeof RACE_MODES)[number];
export const RACE_END_REASONS = ['all_finished', 'ended'] as const;
export type RaceEndReason = (typeof RACE_END_REASONS)[number];

/** A pace car's position (right answers) `elapsedMs` after the start: never past the line. */
export function paceCarPosition(secondsPerQuestion: number, elapsedMs: number, questions: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(questions, Math.floor(elapsedMs / (secondsPerQuestion * 1_000)));
}

/** `/raceway?permacode=F35P&grade=4`: the raceway's page with a math skill (of that grade) chosen — a skill page's "Race this skill". */
export function racewaySkillPath(permacode: string, grade: number): string {
  return `/raceway?${new URLSearchParams({ permacode, grade: String(grade) })}`;
}
