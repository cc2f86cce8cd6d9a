// The grade-equivalent scale (docs/diagnostics.md "The scale"): kindergarten is
// 0–99, grade g is g×100 to g×100+99 with its middle at g×100+50 (450 = the
// middle of grade 4), and the top is 1299 (the end of grade 12). Pure.

export const SCALE_MIN = 0;
export const SCALE_MAX = 1299;
export const TOP_GRADE = 12;

/** The practice engine's question levels, 1 (easiest) to 5. */
export type ItemLevel = 1 | 2 | 3 | 4 | 5;

export function clampToScale(level: number): number {
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, level));
}

/** The middle of a grade: g×100+50. */
export function gradeMiddle(grade: number): number {
  return grade * 100 + 50;
}

/** The grade a level is in (0 = kindergarten, at most 12). */
export function gradeOfLevel(level: number): number {
  return Math.min(TOP_GRADE, Math.max(0, Math.floor(clampToScale(level) / 100)));
}

/**
 * The difficulty of a question on the scale: a skill of grade g at the engine's
 * level ℓ is g×100 + 10 + 20(ℓ−1), so levels 1–5 sit at 10, 30, 50, 70, 90 of the
 * grade and level 3 at its middle.
 */
export function itemDifficulty(grade: number, level: ItemLevel): number {
  return grade * 100 + 10 + 20 * (level - 1);
}

/** The (grade, level) whose difficulty is nearest a point of the scale. */
export function itemAt(difficulty: number): { grade: number; level: ItemLevel } {
  const point = clampToScale(difficulty);
  const grade = gradeOfLevel(point);
  const level = Math.min(5, Math.max(1, Math.round((point - grade * 100 - 10) / 20) + 1)) as ItemLevel;
  return { grade, level };
}
