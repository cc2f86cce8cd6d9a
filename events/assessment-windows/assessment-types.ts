// The assessment subjects and types (spec §3, §4), values the browser imports too
// (docs/architecture.md "Boundaries"): this module imports nothing.

/** The subjects an assessment window is for (spec §3: math and ela only). */
export const ASSESSMENT_SUBJECTS = ['math', 'ela'] as const;
export type AssessmentSubject = (typeof ASSESSMENT_SUBJECTS)[number];

/** Spec §4: the types an administrator can schedule, by subject. */
export const MATH_ASSESSMENT_TYPES = ['MATH_SCREENER', 'MATH_BENCHMARK'] as const;
export const ELA_ASSESSMENT_TYPES = [
  'ELA_FOUNDATIONS_SCREENER',
  'ELA_COMPREHENSION_SCREENER',
  'ELA_BENCHMARK',
  'ELA_READING_BENCHMARK',
  'ELA_WRITING_BENCHMARK',
] as const;
export const ASSESSMENT_TYPES = [...MATH_ASSESSMENT_TYPES, ...ELA_ASSESSMENT_TYPES] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const assessmentTypesBySubject: Readonly<Record<AssessmentSubject, readonly AssessmentType[]>> = {
  math: MATH_ASSESSMENT_TYPES,
  ela: ELA_ASSESSMENT_TYPES,
};

/**
 * Spec §4 chooses the banner text "by screener, benchmark, snapshot or other". Every
 * schedulable type is a screener or a benchmark; the banner model carries the type as a
 * string, so a type this build does not know (a snapshot, anything else) still gets a
 * text: `…_SNAPSHOT` is a snapshot, anything else is "other".
 */
export const ASSESSMENT_KINDS = ['screener', 'benchmark', 'snapshot', 'other'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export function assessmentKind(assessmentType: string): AssessmentKind {
  if (assessmentType.endsWith('_SCREENER')) return 'screener';
  if (assessmentType.endsWith('_BENCHMARK')) return 'benchmark';
  if (assessmentType.endsWith('_SNAPSHOT')) return 'snapshot';
  return 'other';
}
