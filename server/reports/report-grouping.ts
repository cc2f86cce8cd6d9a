import type { SkillPlanUnit } from '../../events/skill-plans';
import type { Standard } from '../../events/standards/standard';
import type { AvailableReportView, ReportGroup, ReportGrouping, ReportViewFields } from '../../events/reports/report-view-by';

// View by standards, by skill plan and by takeoff (docs/reports.md "View by"): the same answer,
// its skill rows grouped. Grouping never changes a figure: it only lists, per group,
// which of the answer's skills fall under it; the page draws the group headers.

/** The rows each skill report's answer has, by report (`GET /reports/{report}`); a report not listed is not about skills. */
const SKILL_ROWS: Readonly<Record<string, (answer: never) => readonly { permacode: string }[]>> = {
  'skills-practiced': (answer: { skills: { permacode: string }[] }) => answer.skills,
  'trouble-spots': (answer: { skills: { permacode: string }[] }) => answer.skills,
  'student-trouble-spots': (answer: { rows: { permacode: string }[] }) => answer.rows,
  'score-grid': (answer: { skills: { permacode: string }[] }) => answer.skills,
  'questions-log': (answer: { answers: { permacode: string }[] }) => answer.answers,
  'progress-and-improvement': (answer: { rows: { permacode: string }[] }) => answer.rows,
  'skill-analysis': (answer: { skills: { permacode: string }[] }) => answer.skills,
  'student-score-chart': (answer: { lines: { permacode: string }[] }) => answer.lines,
  // The skills of the page's skill picker (the chosen skill is one of them).
  'skill-score-chart': (answer: { skills: { permacode: string }[] }) => answer.skills,
  'skill-usage': (answer: { rows: { permacode: string }[] }) => answer.rows,
  'skill-proficiency': (answer: { rows: { permacode: string }[] }) => answer.rows,
};

/** The reports whose rows view by standards or skill plan groups (the others answer `grouped: false`). */
export const GROUPED_REPORTS: readonly string[] = Object.keys(SKILL_ROWS);

/** The permacodes of a report answer's skill rows (each once, in the rows' order); null when the report is not about skills. */
export function skillsOfAnswer(report: string, answer: unknown): string[] | null {
  const rows = SKILL_ROWS[report];
  return rows ? [...new Set((rows as (answer: unknown) => readonly { permacode: string }[])(answer).map((row) => row.permacode))] : null;
}

const group = (fields: Partial<ReportGroup> & Pick<ReportGroup, 'key' | 'kind' | 'permacodes'>): ReportGroup => ({
  code: null,
  name: null,
  description: null,
  startsOn: null,
  endsOn: null,
  className: null,
  ...fields,
});

/** The key of the rest: "No standard" / "Not in the plan". */
export const OTHER_GROUP = 'other';

/**
 * By standard: each skill under every standard it is aligned to (one per skill
 * today, docs/standards.md), standards by subject, grade and code; the skills
 * with none (Spanish, a science topic no expectation covers, a skill the
 * catalogue no longer has) last, under "No standard".
 */
export function standardsGrouping(standardsOf: (permacode: string) => readonly Standard[], permacodes: readonly string[]): ReportGrouping {
  const byCode = new Map<string, { standard: Standard; permacodes: string[] }>();
  const none: string[] = [];
  for (const permacode of permacodes) {
    const standards = standardsOf(permacode);
    if (standards.length === 0) none.push(permacode);
    for (const standard of standards) {
      const entry = byCode.get(standard.code) ?? { standard, permacodes: [] };
      entry.permacodes.push(permacode);
      byCode.set(standard.code, entry);
    }
  }
  const groups = [...byCode.values()]
    .sort(
      (a, b) =>
        a.standard.subject.localeCompare(b.standard.subject) ||
        a.standard.grade - b.standard.grade ||
        a.standard.code.localeCompare(b.standard.code, undefined, { numeric: true }),
    )
    .map(({ standard, permacodes: codes }) => group({ key: `standard:${standard.code}`, kind: 'standard', code: standard.code, description: standard.description, permacodes: codes }));
  if (none.length > 0) groups.push(group({ key: OTHER_GROUP, kind: 'other', permacodes: none }));
  return { viewBy: 'standards', grouped: true, hasPlan: null, groups };
}

/** A unit to group by, with the class whose plan it is (administrator reports name it; null on a class's own report). */
export interface PlanUnitOf {
  unit: SkillPlanUnit;
  className: string | null;
}

/**
 * By skill plan: each skill under every unit that lists it (the units in the
 * plan's order; a skill in two units is listed under both), the rest last under
 * "Not in the plan". `units` null: there is no plan — an empty grouping whose
 * `hasPlan` is false (the page says so and shows the figures ungrouped).
 */
export function skillPlanGrouping(units: readonly PlanUnitOf[] | null, permacodes: readonly string[]): ReportGrouping {
  if (units === null) return { viewBy: 'skill-plan', grouped: true, hasPlan: false, groups: [] };
  const planned = new Set<string>();
  const groups: ReportGroup[] = [];
  for (const { unit, className } of units) {
    const listed = new Set(unit.permacodes);
    const mine = permacodes.filter((permacode) => listed.has(permacode));
    for (const permacode of mine) planned.add(permacode);
    if (mine.length > 0) {
      groups.push(group({ key: `unit:${unit.unitId}`, kind: 'unit', name: unit.name, startsOn: unit.startsOn, endsOn: unit.endsOn, className, permacodes: mine }));
    }
  }
  const rest = permacodes.filter((permacode) => !planned.has(permacode));
  if (rest.length > 0) groups.push(group({ key: OTHER_GROUP, kind: 'other', permacodes: rest }));
  return { viewBy: 'skill-plan', grouped: true, hasPlan: true, groups };
}

/** A takeoff lesson to group by: its number and name, its skills (the lesson's and those practised after it), its plan and class. */
export interface TakeoffLessonOf {
  planId: string;
  planName: string;
  lessonNumber: number;
  lessonName: string;
  permacodes: readonly string[];
  /** The class whose assignment it is (administrator reports name it; null on a class's own report). */
  className: string | null;
  /** The class, to tell two classes' assignments of one plan apart. */
  classId: string;
}

/**
 * By takeoff (issue 31, docs/takeoff.md): each skill under every lesson of the
 * assigned plans that names it (the lesson's own skill and the skills practised
 * after it), lessons in order, the rest last under "Not in the plan" (key
 * `other`). `lessons` null: no class in view follows a plan — `hasPlan` false.
 */
export function takeoffGrouping(lessons: readonly TakeoffLessonOf[] | null, permacodes: readonly string[]): ReportGrouping {
  if (lessons === null) return { viewBy: 'takeoff', grouped: true, hasPlan: false, groups: [] };
  const planned = new Set<string>();
  const groups: ReportGroup[] = [];
  for (const lesson of lessons) {
    const listed = new Set(lesson.permacodes);
    const mine = permacodes.filter((permacode) => listed.has(permacode));
    for (const permacode of mine) planned.add(permacode);
    if (mine.length > 0) {
      groups.push(
        group({
          key: `lesson:${lesson.classId}:${lesson.planId}:${lesson.lessonNumber}`,
          kind: 'lesson',
          code: String(lesson.lessonNumber),
          name: lesson.lessonName,
          description: lesson.planName,
          className: lesson.className,
          permacodes: mine,
        }),
      );
    }
  }
  const rest = permacodes.filter((permacode) => !planned.has(permacode));
  if (rest.length > 0) groups.push(group({ key: OTHER_GROUP, kind: 'other', permacodes: rest }));
  return { viewBy: 'takeoff', grouped: true, hasPlan: true, groups };
}

/** A report that is not about skills: the same figures, and the note that the view does not group them. */
export const notGrouped = (viewBy: Exclude<AvailableReportView, 'grades'>): ReportGrouping => ({ viewBy, grouped: false, hasPlan: null, groups: [] });

/** How the answer's skills are grouped in a view (each view's source of groups given lazily: read only when asked). */
export interface ViewGroupers {
  standardsOf(permacode: string): readonly Standard[];
  /** The units to group by, or null when there is no plan. */
  planUnits(): readonly PlanUnitOf[] | null;
  /** The takeoff lessons to group by, or null when no class in view follows a takeoff plan. */
  takeoffLessons(): readonly TakeoffLessonOf[] | null;
}

/** A report's answer in the view asked for: the answer unchanged, plus `viewBy` and `grouping` (null under grades). */
export function inView<Answer extends object>(report: string, answer: Answer, viewBy: AvailableReportView, groupers: ViewGroupers): Answer & ReportViewFields {
  if (viewBy === 'grades') return { ...answer, viewBy, grouping: null };
  const permacodes = skillsOfAnswer(report, answer);
  if (permacodes === null) return { ...answer, viewBy, grouping: notGrouped(viewBy) };
  const grouping =
    viewBy === 'standards'
      ? standardsGrouping(groupers.standardsOf, permacodes)
      : viewBy === 'skill-plan'
        ? skillPlanGrouping(groupers.planUnits(), permacodes)
        : takeoffGrouping(groupers.takeoffLessons(), permacodes);
  return { ...answer, viewBy, grouping };
}
