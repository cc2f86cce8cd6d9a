/**
 * A written question of a subject's bank (ELA, science, social studies,
 * Spanish): one correct answer and plausible distractors. The engine shuffles
 * the choices per question (by the question's seed).
 */
export interface BankQuestion {
  /** The question as the student reads it (plain text). */
  prompt: string;
  correct: string;
  /** Two or three plausible wrong answers, none equal to `correct` or to each other. */
  distractors: readonly string[];
  /** One or two short sentences: why the correct answer is right. */
  explanation: string;
}

/** Grade bands of the banks: K–2 (grades 0–2), 3–5, 6–8, 9–12. */
export const GRADE_BANDS = ['K-2', '3-5', '6-8', '9-12'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

export function gradeBandOf(grade: number): GradeBand {
  if (grade <= 2) return 'K-2';
  if (grade <= 5) return '3-5';
  if (grade <= 8) return '6-8';
  return '9-12';
}

/** One topic's bank: at least 15 questions per grade band. */
export type TopicBank = Readonly<Record<GradeBand, readonly BankQuestion[]>>;
