// Quizzes' limits and lists, values the server and the browser both use (issue 29 item 4,
// docs/quizzes.md; docs/architecture.md "Boundaries"): this module imports nothing.

export const QUIZ_LIMITS = {
  title: 120,
  /** Skills a quiz built from skills may name. */
  skills: 20,
  /** Questions generated per skill. */
  minQuestionsPerSkill: 1,
  maxQuestionsPerSkill: 10,
  defaultQuestionsPerSkill: 3,
  /** Questions in a quiz, whatever it is built from. */
  maxQuestions: 100,
  classes: 20,
  students: 2_000,
  /** The time limit, whole minutes. */
  minTimeLimitMinutes: 1,
  maxTimeLimitMinutes: 600,
  /** The longest a quiz stays open (opensAt → closesAt). */
  maxOpenDays: 366,
  /** The longest answer the server takes. */
  response: 200,
} as const;

/** The level practice's question engine draws a skill's quiz questions at (the middle of its five). */
export const QUIZ_QUESTION_LEVEL = 3;

/** Who a quiz resource is shared with. */
export const QUIZ_SHARE_SCOPES = ['school', 'district'] as const;
export type QuizShareScope = (typeof QUIZ_SHARE_SCOPES)[number];

/** A student's attempt: not started, started (answering), submitted (by the student, or by its deadline passing). */
export const QUIZ_ATTEMPT_STATUSES = ['not_started', 'in_progress', 'submitted'] as const;
export type QuizAttemptStatus = (typeof QUIZ_ATTEMPT_STATUSES)[number];

/** How an attempt ended: the student submitted it, or its deadline (closesAt or the time limit) passed. */
export const QUIZ_SUBMIT_REASONS = ['submitted', 'deadline'] as const;
export type QuizSubmitReason = (typeof QUIZ_SUBMIT_REASONS)[number];

/** The moment an attempt started at `startedAtMs` must end: the time limit from the start, never after closing. */
export function attemptDeadlineMs(startedAtMs: number, closesAtMs: number, timeLimitMinutes: number | null): number {
  return timeLimitMinutes === null ? closesAtMs : Math.min(closesAtMs, startedAtMs + timeLimitMinutes * 60_000);
}

/** The quiz's n-th question key, as the client sends it back (`q3`). */
export const quizQuestionKey = (questionNumber: number) => `q${questionNumber}`;
export function quizQuestionNumberOfKey(questionKey: string): number | null {
  const match = /^q([1-9]\d{0,3})$/.exec(questionKey);
  return match ? Number(match[1]) : null;
}
