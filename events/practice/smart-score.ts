// SmartScore (issue 10, docs/practice.md): 0–100 per student and skill. A right
// answer raises it by less as it grows; a wrong one lowers it, by more in the
// challenge zone (90+). 80 is proficient; 100 is mastery, reached only by a run
// of right answers in the challenge zone. The question level follows the score.

export const PROFICIENT_SCORE = 80;
export const CHALLENGE_ZONE = 90;
export const MASTERY_SCORE = 100;
/** Right answers in a row, all in the challenge zone, that mastery needs. */
export const MASTERY_RUN = 5;

export interface SmartScoreState {
  score: number;
  /** Right answers in a row given while the score was in the challenge zone. */
  challengeRun: number;
}

export const initialSmartScore = (): SmartScoreState => ({ score: 0, challengeRun: 0 });

/** The score after one answer. */
export function scoreAfter(state: SmartScoreState, correct: boolean): SmartScoreState {
  const { score } = state;
  if (correct) {
    if (score < CHALLENGE_ZONE) return { score: Math.min(CHALLENGE_ZONE, score + Math.max(1, Math.ceil((100 - score) / 8))), challengeRun: 0 };
    const challengeRun = state.challengeRun + 1;
    // In the challenge zone: two points a right answer, up to 98; 100 only at the end of a full run.
    if (challengeRun >= MASTERY_RUN) return { score: MASTERY_SCORE, challengeRun };
    return { score: Math.max(score, Math.min(MASTERY_SCORE - 2, score + 2)), challengeRun };
  }
  if (score >= CHALLENGE_ZONE) return { score: Math.max(0, score - 10), challengeRun: 0 };
  return { score: Math.max(0, score - (2 + Math.floor(score / 12))), challengeRun: 0 };
}

/** Question level 1–5 from the score: 0–19 → 1, 20–39 → 2, 40–59 → 3, 60–79 → 4, 80+ → 5. */
export function levelForScore(score: number): 1 | 2 | 3 | 4 | 5 {
  return (1 + Math.min(4, Math.floor(Math.max(0, score) / 20))) as 1 | 2 | 3 | 4 | 5;
}
