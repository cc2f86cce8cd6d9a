import type { AssessmentType } from '../assessment-windows/assessment-types';
import { strandOfSkill, type DiagnosticSkill } from './recommendations';
import { clampToScale, gradeMiddle, itemAt, itemDifficulty, type ItemLevel } from './scale';
import { ELA_STRANDS, MATH_STRANDS, STRANDS_BY_SUBJECT, type DiagnosticSubject, type Strand } from './strands';

// The fixed forms (docs/diagnostics.md "Fixed forms"): Flex, the screeners, the
// benchmarks, checkpoints and common assessments. A form is a list of items, each
// at a strand and a point of the scale (the server draws a catalogue skill of that
// strand and grade for it), or a checkpoint's chosen skill, or a Spark Studio
// question. Pure: dates come in as ISO strings.

export type FormItem =
  | { itemKey: string; source: 'engine'; strand: Strand; difficulty: number; grade: number; level: ItemLevel }
  | { itemKey: string; source: 'skill'; strand: Strand | null; difficulty: number; grade: number; level: ItemLevel; permacode: string }
  | { itemKey: string; source: 'spark'; strand: null; difficulty: null; questionId: string };

/** The part of the school year a date is in: beginning August–November, middle December–February, end March–July (UTC months). */
export const YEAR_PERIODS = ['beginning', 'middle', 'end'] as const;
export type YearPeriod = (typeof YEAR_PERIODS)[number];

export function yearPeriodOf(isoDate: string): YearPeriod {
  const month = Number(isoDate.slice(5, 7));
  if (month >= 8 && month <= 11) return 'beginning';
  if (month === 12 || month <= 2) return 'middle';
  return 'end';
}

/** Items of a strand at offsets from a centre, the strands taking turns (round robin), so a form mixes its strands. */
function interleaved(prefix: string, strands: readonly Strand[], centre: number, offsets: readonly number[]): FormItem[] {
  const items: FormItem[] = [];
  offsets.forEach((offset, index) => {
    for (const strand of strands) {
      const difficulty = clampToScale(centre + offset);
      items.push({ itemKey: `${prefix}-${strand}-${index + 1}`, source: 'engine', strand, difficulty, ...itemAt(difficulty) });
    }
  });
  return items;
}

/** Flex: per strand 4 items in kindergarten to grade 2 and 6 from grade 3, spread about the grade's middle (math 20/30 items, ELA 16/24). */
export const FLEX_OFFSETS_EARLY = [-50, 0, 20, 50] as const;
export const FLEX_OFFSETS = [-100, -50, -20, 20, 50, 100] as const;

export function flexForm(subject: DiagnosticSubject, grade: number): FormItem[] {
  return interleaved('flex', STRANDS_BY_SUBJECT[subject], gradeMiddle(grade), grade <= 2 ? FLEX_OFFSETS_EARLY : FLEX_OFFSETS);
}

/** The strands each window type covers. */
export const STRANDS_BY_ASSESSMENT_TYPE: Readonly<Record<AssessmentType, readonly Strand[]>> = {
  MATH_SCREENER: MATH_STRANDS,
  MATH_BENCHMARK: MATH_STRANDS,
  ELA_FOUNDATIONS_SCREENER: ['vocabulary', 'language'],
  ELA_COMPREHENSION_SCREENER: ['reading-literature', 'reading-informational'],
  ELA_BENCHMARK: ELA_STRANDS,
  ELA_READING_BENCHMARK: ['reading-literature', 'reading-informational'],
  ELA_WRITING_BENCHMARK: ['language', 'vocabulary'],
};

/** A screener: the grade's expectations, 3 items per strand below and at the middle of the grade (a screener asks "on track?"; 5 per strand for a two-strand ELA screener). */
export function screenerForm(type: AssessmentType, grade: number): FormItem[] {
  const strands = STRANDS_BY_ASSESSMENT_TYPE[type];
  return interleaved('screener', strands, gradeMiddle(grade), strands.length <= 2 ? [-100, -50, -25, 0, 25] : [-75, -25, 0]);
}

/** Where in the grade a benchmark's items centre: a quarter in at the beginning, the middle, three quarters at the end. */
export const BENCHMARK_CENTRE: Readonly<Record<YearPeriod, number>> = { beginning: 25, middle: 50, end: 75 };

/** A benchmark: 4 items per strand about the point of the grade the period should have reached. */
export function benchmarkForm(type: AssessmentType, grade: number, windowStartDate: string): FormItem[] {
  return interleaved('benchmark', STRANDS_BY_ASSESSMENT_TYPE[type], grade * 100 + BENCHMARK_CENTRE[yearPeriodOf(windowStartDate)], [-50, -15, 15, 50]);
}

/** A checkpoint is a short check: 1–20 skills, 2 questions each (engine levels 2 and 4). */
export const CHECKPOINT_MAX_SKILLS = 20;
export const CHECKPOINT_QUESTIONS_PER_SKILL = 2;

/**
 * The skills of a checkpoint from a teacher's choice: the skills she named, then for each
 * standard she named its skills in catalogue order (those of `grade` first), each skill
 * once, at most 20 in all, each with its strand.
 */
export function checkpointSkills(choice: { permacodes: readonly string[]; standardCodes: readonly string[]; grade: number }, skills: readonly DiagnosticSkill[]): { permacode: string; grade: number; strand: Strand | null }[] {
  const byPermacode = new Map(skills.map((skill) => [skill.permacode, skill]));
  const chosen: DiagnosticSkill[] = choice.permacodes.flatMap((permacode) => byPermacode.get(permacode) ?? []);
  for (const code of choice.standardCodes) {
    const ofStandard = skills.filter((skill) => skill.standardCodes.includes(code));
    chosen.push(...ofStandard.filter((skill) => skill.grade === choice.grade), ...ofStandard.filter((skill) => skill.grade !== choice.grade));
  }
  const unique = [...new Map(chosen.map((skill) => [skill.permacode, skill])).values()].slice(0, CHECKPOINT_MAX_SKILLS);
  return unique.map((skill) => ({ permacode: skill.permacode, grade: skill.grade, strand: strandOfSkill(skill) }));
}

export function checkpointForm(skills: readonly { permacode: string; grade: number; strand: Strand | null }[]): FormItem[] {
  const items: FormItem[] = [];
  for (const level of [2, 4] as const) {
    skills.forEach((skill) => {
      items.push({ itemKey: `checkpoint-${skill.permacode}-${level}`, source: 'skill', strand: skill.strand, difficulty: itemDifficulty(skill.grade, level), grade: skill.grade, level, permacode: skill.permacode });
    });
  }
  return items;
}

/** A common assessment: the Spark Studio set's questions, in the set's order. */
export function commonAssessmentForm(questions: readonly { questionId: string }[]): FormItem[] {
  return questions.map((question) => ({ itemKey: `common-${question.questionId}`, source: 'spark', strand: null, difficulty: null, questionId: question.questionId }));
}
