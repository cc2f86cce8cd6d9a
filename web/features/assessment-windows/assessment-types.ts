import type { AssessmentKind, AssessmentSubject, AssessmentType } from '../../../events/assessment-windows';

// The browser's copy of the assessment types (events/assessment-windows.ts owns
// them; web/ imports events/ as types only). The types below make the compiler
// check this copy against the events' lists: a type added there fails here.

/** Every schedulable type, by subject, in the order the scheduling form offers them. */
export const assessmentTypesBySubject = {
  math: ['MATH_SCREENER', 'MATH_BENCHMARK'],
  ela: ['ELA_FOUNDATIONS_SCREENER', 'ELA_COMPREHENSION_SCREENER', 'ELA_BENCHMARK', 'ELA_READING_BENCHMARK', 'ELA_WRITING_BENCHMARK'],
} as const satisfies Record<AssessmentSubject, readonly AssessmentType[]>;

type Listed = (typeof assessmentTypesBySubject)[AssessmentSubject][number];
/** Compiles only while every AssessmentType is listed above. */
const everyTypeListed: Record<Exclude<AssessmentType, Listed>, never> = {};
void everyTypeListed;

export const ASSESSMENT_SUBJECT_LIST: readonly AssessmentSubject[] = ['math', 'ela'];
export const SCHEDULABLE_TYPES: readonly string[] = [...assessmentTypesBySubject.math, ...assessmentTypesBySubject.ela];

/** As events/assessment-windows.ts `assessmentKind`: `…_SCREENER`, `…_BENCHMARK`, `…_SNAPSHOT`, anything else "other". */
export function assessmentKind(assessmentType: string): AssessmentKind {
  if (assessmentType.endsWith('_SCREENER')) return 'screener';
  if (assessmentType.endsWith('_BENCHMARK')) return 'benchmark';
  if (assessmentType.endsWith('_SNAPSHOT')) return 'snapshot';
  return 'other';
}
