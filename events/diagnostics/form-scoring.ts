import { overallLevel, priorLevelOf, strandLevels, type StrandLevel } from './adaptive-rule';
import type { FormItem } from './assessment-forms';
import { FLEX_NORMS, type NormSeason } from './flex-norms';
import type { DiagnosticSubject, Strand } from './strands';

// Scoring a fixed form (docs/diagnostics.md "Scoring a form"): right of total per
// strand and overall; for forms on the scale, the strand levels by the same Rasch
// estimate as LevelUp (prior: the grade's middle), the overall level, a percentile
// against the norm table (flex-norms.ts, illustrative) and a tier. Pure.

export interface FormAnswer {
  itemKey: string;
  correct: boolean;
}

export interface StrandScore {
  strand: Strand;
  right: number;
  total: number;
  level: number | null;
}

export interface FormScore {
  right: number;
  answered: number;
  total: number;
  strands: StrandScore[];
  /** The overall level of the strands the form covers; null for a form off the scale (a common assessment). */
  level: number | null;
}

export function scoreForm(subject: DiagnosticSubject, grade: number, items: readonly FormItem[], answers: readonly FormAnswer[]): FormScore {
  const byKey = new Map(items.map((item) => [item.itemKey, item]));
  const answered = answers.filter((answer) => byKey.has(answer.itemKey));
  const onScale = answered.flatMap((answer) => {
    const item = byKey.get(answer.itemKey)!;
    return item.strand !== null && item.difficulty !== null ? [{ strand: item.strand, difficulty: item.difficulty, correct: answer.correct }] : [];
  });
  const covered = new Set(items.flatMap((item) => (item.strand ? [item.strand] : [])));
  const levels: StrandLevel[] = strandLevels(subject, onScale, priorLevelOf(grade)).filter((strand) => covered.has(strand.strand));
  const strands = levels.map((strand) => ({
    strand: strand.strand,
    right: onScale.filter((answer) => answer.strand === strand.strand && answer.correct).length,
    total: items.filter((item) => item.strand === strand.strand).length,
    level: strand.level,
  }));
  return { right: answered.filter((answer) => answer.correct).length, answered: answered.length, total: items.length, strands, level: levels.length > 0 ? overallLevel(levels).level : null };
}

/** The season of the norm table a date is in (the same months as the benchmark periods). */
export function normSeasonOf(isoDate: string): NormSeason {
  const month = Number(isoDate.slice(5, 7));
  if (month >= 8 && month <= 11) return 'fall';
  if (month === 12 || month <= 2) return 'winter';
  return 'spring';
}

/** The standard normal distribution function (Abramowitz–Stegun 26.2.17, error below 1e-7). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/** The percentile (1–99) of an overall level among students of the grade in the season. */
export function percentileOf(subject: DiagnosticSubject, grade: number, season: NormSeason, level: number): number {
  const norm = FLEX_NORMS.find((row) => row.subject === subject && row.grade === grade && row.season === season);
  if (!norm) throw new RangeError(`no norm for ${subject} grade ${grade} ${season}`);
  return Math.min(99, Math.max(1, Math.round(normalCdf((level - norm.mean) / norm.sd) * 100)));
}

/** Tier 1 on track (percentile 40 or more), Tier 2 some risk (20–39), Tier 3 high risk (below 20). */
export type Tier = 1 | 2 | 3;
export const TIER_2_BELOW = 40;
export const TIER_3_BELOW = 20;

export function tierOf(percentile: number): Tier {
  if (percentile < TIER_3_BELOW) return 3;
  return percentile < TIER_2_BELOW ? 2 : 1;
}

/** A screener flags a student at risk at Tier 2 or 3. */
export function isAtRisk(tier: Tier): boolean {
  return tier !== 1;
}

/** Benchmark growth: the change of overall level from one period's benchmark to a later one's. */
export function benchmarkGrowth(earlier: number | null, later: number | null): number | null {
  return earlier === null || later === null ? null : later - earlier;
}
