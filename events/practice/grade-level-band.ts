import { diagnosticBand } from '../diagnostics/diagnostic-band';
import { BAND_MIN_ANSWERS, type GradeLevelBand } from './practice-contract';

// The §9 grade-level band of a learner in one subject (docs/practice.md):
// where they work, against the grade of their class.
//
// - The working grade is the highest grade of the subject's skills the learner
//   is proficient in (SmartScore reached 80 at least once).
// - Not pinpointed: fewer than 20 answers in the subject, no proficient skill in
//   it yet, or no class grade to compare with (a family's child, say).
// - Otherwise, working grade − class grade: 1 or more above → Above grade;
//   0 → On grade; 1 below → Below grade; 2 or more below → Far below grade.

export { BAND_MIN_ANSWERS };

/**
 * Issue 30: a student whose diagnostic overall level in the subject is pinpointed (docs/diagnostics.md "The
 * band") is in the band of that level (`diagnosticBand`); otherwise practice's rule below decides.
 */
export function gradeLevelBand(
  practised: { questionsAnswered: number; proficientGrades: readonly number[] },
  classGrade: number | null,
  diagnostic: { level: number | null; pinpointed: boolean } | null = null,
): GradeLevelBand {
  if (diagnostic?.pinpointed && classGrade !== null) return diagnosticBand(diagnostic, classGrade);
  if (classGrade === null || practised.questionsAnswered < BAND_MIN_ANSWERS || practised.proficientGrades.length === 0) return 'Not pinpointed';
  const difference = Math.max(...practised.proficientGrades) - classGrade;
  if (difference >= 1) return 'Above grade';
  if (difference === 0) return 'On grade';
  return difference === -1 ? 'Below grade' : 'Far below grade';
}
