import type { GradeLevelBand } from '../practice/practice-contract';
import type { OverallLevel } from './adaptive-rule';
import { gradeOfLevel } from './scale';

// The grade-level band from a diagnostic (docs/diagnostics.md "The band"): the
// grade of the overall level against the student's grade, by practice's rule
// (1 or more above → Above grade; the same → On grade; 1 below → Below grade; 2 or
// more below → Far below grade); Not pinpointed until the overall level is
// pinpointed, or without a grade to compare with.

export function diagnosticBand(overall: Pick<OverallLevel, 'level' | 'pinpointed'>, studentGrade: number | null): GradeLevelBand {
  if (!overall.pinpointed || overall.level === null || studentGrade === null) return 'Not pinpointed';
  const difference = gradeOfLevel(overall.level) - studentGrade;
  if (difference >= 1) return 'Above grade';
  if (difference === 0) return 'On grade';
  return difference === -1 ? 'Below grade' : 'Far below grade';
}
