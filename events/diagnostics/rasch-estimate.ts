import { clampToScale, SCALE_MAX, SCALE_MIN } from './scale';

// A one-parameter (Rasch) estimate of a level on the grade-equivalent scale from
// answers to items of known difficulty (docs/diagnostics.md "The adaptive rule").
//
//   P(right | θ, b) = 1 / (1 + exp(−(θ − b) / S))                S = 100 points per logit
//   prior θ ~ Normal(μ, σ²)                                       μ = the student's grade middle, σ = 200
//   θ̂ = argmax  Σ [x·ln P + (1−x)·ln(1−P)] − (θ−μ)² / 2σ²         (Newton's method, kept on 0–1299)
//   information I(θ̂) = Σ P(1−P) / S² + 1/σ²,   SE = 1 / √I(θ̂)
//
// The prior keeps the estimate finite when every answer is right (or wrong) and
// makes the standard error 200 before any answer; each answer adds information.

export const POINTS_PER_LOGIT = 100;
export const PRIOR_SD = 200;

export interface ScoredAnswer {
  /** The item's difficulty on the scale. */
  difficulty: number;
  correct: boolean;
}

export interface LevelEstimate {
  /** The estimated level, a whole number on the scale. */
  level: number;
  /** Its standard error, in points of the scale. */
  standardError: number;
  answered: number;
}

function chanceRight(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(-(theta - difficulty) / POINTS_PER_LOGIT));
}

export function estimateLevel(answers: readonly ScoredAnswer[], priorLevel: number): LevelEstimate {
  const prior = clampToScale(priorLevel);
  const priorPrecision = 1 / (PRIOR_SD * PRIOR_SD);
  let theta = prior;
  for (let step = 0; step < 50; step++) {
    let slope = -(theta - prior) * priorPrecision;
    let curvature = priorPrecision;
    for (const answer of answers) {
      const p = chanceRight(theta, answer.difficulty);
      slope += ((answer.correct ? 1 : 0) - p) / POINTS_PER_LOGIT;
      curvature += (p * (1 - p)) / (POINTS_PER_LOGIT * POINTS_PER_LOGIT);
    }
    // A damped Newton step (at most half a grade at a time), kept on the scale.
    const move = Math.max(-50, Math.min(50, slope / curvature));
    const next = Math.min(SCALE_MAX, Math.max(SCALE_MIN, theta + move));
    if (Math.abs(next - theta) < 0.01) {
      theta = next;
      break;
    }
    theta = next;
  }
  let information = priorPrecision;
  for (const answer of answers) {
    const p = chanceRight(theta, answer.difficulty);
    information += (p * (1 - p)) / (POINTS_PER_LOGIT * POINTS_PER_LOGIT);
  }
  return { level: Math.round(theta), standardError: Math.round((1 / Math.sqrt(information)) * 10) / 10, answered: answers.length };
}
