import { estimateLevel, type ScoredAnswer } from './rasch-estimate';
import { clampToScale, gradeMiddle, itemAt, type ItemLevel } from './scale';
import { STRANDS_BY_SUBJECT, type DiagnosticSubject, type Strand } from './strands';

// LevelUp's adaptive rule (docs/diagnostics.md "The adaptive rule"): a level per
// strand from that strand's answers (rasch-estimate.ts), pinpointed once sure
// enough; the overall level; and the next item, at the current level of the
// least-sure strand. Pure.

/** A strand's level is pinpointed when its standard error is at most this many points… */
export const PINPOINT_MAX_SE = 60;
/** …and it has at least this many answers. */
export const PINPOINT_MIN_ANSWERS = 8;

export interface StrandAnswer extends ScoredAnswer {
  strand: Strand;
}

export interface StrandLevel {
  strand: Strand;
  /** Null before the strand's first answer. */
  level: number | null;
  standardError: number;
  answered: number;
  pinpointed: boolean;
}

export interface OverallLevel {
  /** Null before any answer. */
  level: number | null;
  standardError: number;
  pinpointed: boolean;
}

export interface DiagnosticLevels {
  overall: OverallLevel;
  strands: StrandLevel[];
}

/** The level a student starts from: the middle of their grade (grade 4 when no grade is known). */
export function priorLevelOf(grade: number | null): number {
  return gradeMiddle(grade ?? 4);
}

export function isPinpointed(estimate: { standardError: number; answered: number }): boolean {
  return estimate.answered >= PINPOINT_MIN_ANSWERS && estimate.standardError <= PINPOINT_MAX_SE;
}

export function strandLevels(subject: DiagnosticSubject, answers: readonly StrandAnswer[], priorLevel: number): StrandLevel[] {
  return STRANDS_BY_SUBJECT[subject].map((strand) => {
    const own = answers.filter((answer) => answer.strand === strand);
    const estimate = estimateLevel(own, priorLevel);
    return { strand, level: own.length === 0 ? null : estimate.level, standardError: estimate.standardError, answered: own.length, pinpointed: isPinpointed(estimate) };
  });
}

/**
 * The overall level: the mean of the levels of the strands answered so far (each
 * strand counts the same), its standard error √(Σ SEᵢ²) / k; pinpointed when every
 * strand of the subject is.
 */
export function overallLevel(strands: readonly StrandLevel[]): OverallLevel {
  const answered = strands.filter((strand): strand is StrandLevel & { level: number } => strand.level !== null);
  if (answered.length === 0) return { level: null, standardError: strands[0]?.standardError ?? 0, pinpointed: false };
  const level = Math.round(clampToScale(answered.reduce((sum, strand) => sum + strand.level, 0) / answered.length));
  const standardError = Math.round((Math.sqrt(answered.reduce((sum, strand) => sum + strand.standardError ** 2, 0)) / answered.length) * 10) / 10;
  return { level, standardError, pinpointed: strands.length > 0 && strands.every((strand) => strand.pinpointed) };
}

export function diagnosticLevels(subject: DiagnosticSubject, answers: readonly StrandAnswer[], priorLevel: number): DiagnosticLevels {
  const strands = strandLevels(subject, answers, priorLevel);
  return { overall: overallLevel(strands), strands };
}

export interface NextItem {
  strand: Strand;
  /** The target difficulty: the strand's current level (the prior before its first answer). */
  difficulty: number;
  /** The engine's grade and level nearest it. */
  grade: number;
  level: ItemLevel;
}

/** The next item: the least-sure strand (largest SE; then fewest answers; then the strand order), at its current level. */
export function nextItem(subject: DiagnosticSubject, answers: readonly StrandAnswer[], priorLevel: number): NextItem {
  const strands = strandLevels(subject, answers, priorLevel);
  let chosen = strands[0]!;
  for (const strand of strands.slice(1)) {
    if (strand.standardError > chosen.standardError || (strand.standardError === chosen.standardError && strand.answered < chosen.answered)) chosen = strand;
  }
  const difficulty = chosen.level ?? clampToScale(priorLevel);
  return { strand: chosen.strand, difficulty, ...itemAt(difficulty) };
}
