import { DomainError } from '../../events/log/domain-error';
import type {
  ReportStandard,
  StandardsPerformanceReport,
  StandardsProficiencyDetailsReport,
  StandardsProficiencyOverviewReport,
  StandardsReportPlace,
  StandardsReportSkill,
} from '../../events/reports/standards-reports';
import { STANDARDS, standardByCode, type Standard } from '../../events/standards';
import type { DirectoryUser } from '../../projections/school-directory';
import type { StudentSkillPractice } from '../../projections/reports/standards-reports';
import type { FeatureLog } from '../features/feature-log';
import type { AdministratorScope } from './administrator-scope';

// The administrator standards reports (issue 29, docs/administrator-reports.md
// "Standards reports"): each a grouping, by the skill's standard (one per skill,
// docs/standards.md), of the school's students × skills practised in the range
// (projections/reports/standards-reports.ts). Skills aligned to no standard
// (Spanish, some science) are left out. A student is counted once per school.

export type StandardsReportLog = FeatureLog<'catalogue' | 'standards' | 'standardsReports'>;

/** A student × skill practised, under the skill's standard. */
interface Practised extends StudentSkillPractice {
  standard: Standard;
}

const frameworkOrder = new Map(STANDARDS.map((standard, index) => [standard.code, index]));
const orderOf = (code: string) => frameworkOrder.get(code) ?? Number.MAX_SAFE_INTEGER;

const reportStandard = (standard: Standard): ReportStandard => ({
  code: standard.code,
  description: standard.description,
  domain: standard.domain,
  subject: standard.subject,
  standardGrade: standard.grade,
  standardGradeMax: standard.gradeMax,
});

/** The scope's practice, each under its skill's standard (the skills without one left out). */
function practisedByStandard(log: StandardsReportLog, { frame, scopes }: AdministratorScope): Practised[] {
  const standardOf = new Map<string, Standard | null>();
  const practised: Practised[] = [];
  for (const row of log.queries.standardsReports.studentSkills(scopes, frame.grade)) {
    if (!standardOf.has(row.permacode)) standardOf.set(row.permacode, log.queries.standards.standardsOf(row.permacode)[0] ?? null);
    const standard = standardOf.get(row.permacode);
    if (standard) practised.push({ ...row, standard });
  }
  return practised;
}

/** Rows grouped by a key, in first-seen order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/**
 * A group's students (a student counted once per school), and those who reached a level in
 * EVERY skill of the group they practised — the rule of proficient (80) and mastered (100) in a
 * standard.
 */
export function studentsReaching(rows: readonly StudentSkillPractice[]): { students: number; proficient: number; mastered: number } {
  const students = groupBy(rows, (row) => `${row.schoolId}|${row.learnerId}`);
  return {
    students: students.length,
    proficient: students.filter((skills) => skills.every((skill) => skill.proficient)).length,
    mastered: students.filter((skills) => skills.every((skill) => skill.mastered)).length,
  };
}

/** The mean SmartScore at the end of the range over the student × skill pairs (whole number); null for none. */
export function averageScore(rows: readonly StudentSkillPractice[]): number | null {
  const scores = rows.flatMap((row) => (row.scoreEnd === null ? [] : [row.scoreEnd]));
  return scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

const placeOf = (row: StudentSkillPractice, schoolNames: Map<string, string>): StandardsReportPlace => ({
  schoolId: row.schoolId,
  schoolName: schoolNames.get(row.schoolId) ?? row.schoolId,
  grade: row.grade,
});

/** Framework order, then school name, then grade (no class last). */
const byStandardAndPlace = (a: StandardsReportPlace & { code: string }, b: StandardsReportPlace & { code: string }) =>
  orderOf(a.code) - orderOf(b.code) || byPlace(a, b);
const byPlace = (a: StandardsReportPlace, b: StandardsReportPlace) => a.schoolName.localeCompare(b.schoolName) || (a.grade ?? 99) - (b.grade ?? 99);

export function standardsProficiencyOverview(log: StandardsReportLog, scope: AdministratorScope): StandardsProficiencyOverviewReport {
  const practised = practisedByStandard(log, scope);
  const rows = groupBy(practised, (row) => `${row.standard.code}|${row.schoolId}|${row.grade}`).map((group) => {
    const { students, proficient } = studentsReaching(group);
    return { ...reportStandard(group[0]!.standard), ...placeOf(group[0]!, scope.schoolNames), students, proficient };
  });
  // Per domain: each student × standard once, proficient when proficient in the standard.
  const domains = groupBy(practised, (row) => `${row.standard.subject}|${row.standard.domain}`).map((group) => {
    const pairs = groupBy(group, (row) => `${row.schoolId}|${row.learnerId}|${row.standard.code}`);
    return {
      subject: group[0]!.standard.subject,
      domain: group[0]!.standard.domain,
      students: pairs.length,
      proficient: pairs.filter((skills) => skills.every((skill) => skill.proficient)).length,
    };
  });
  return { ...scope.frame, rows: rows.sort(byStandardAndPlace), domains: domains.sort((a, b) => a.subject.localeCompare(b.subject) || a.domain.localeCompare(b.domain)) };
}

/** `code` must be a standard of the frameworks: 400 otherwise. */
export function standardOfQuery(code: string | undefined): Standard | undefined {
  if (code === undefined) return undefined;
  const standard = standardByCode(code);
  if (!standard) throw new DomainError('standards_reports.unknown_standard', 400);
  return standard;
}

export function standardsProficiencyDetails(log: StandardsReportLog, scope: AdministratorScope, user: DirectoryUser, code: string | undefined): StandardsProficiencyDetailsReport {
  const asked = standardOfQuery(code);
  const practised = practisedByStandard(log, scope);
  const options = [...new Map(practised.map((row) => [row.standard.code, row.standard])).values()].sort((a, b) => orderOf(a.code) - orderOf(b.code));
  const standard = asked ?? options[0] ?? null;
  const standardOptions = options.map((each) => ({ code: each.code, description: each.description, subject: each.subject }));
  if (!standard) return { ...scope.frame, standard: null, standardOptions, skills: [], rows: [] };

  const ofStandard = practised.filter((row) => row.standard.code === standard.code);
  const aligned = log.queries.standards.skillsOfStandard(user.edition, standard.code);
  const permacodes = [...aligned, ...[...new Set(ofStandard.map((row) => row.permacode))].filter((permacode) => !aligned.includes(permacode)).sort()];
  const skills = permacodes.map((permacode): StandardsReportSkill => {
    const item = log.queries.catalogue.skillByPermacode(permacode);
    const reached = studentsReaching(ofStandard.filter((row) => row.permacode === permacode));
    const skillGrade = item?.grade ?? ofStandard.find((row) => row.permacode === permacode)?.skillGrade ?? standard.grade;
    return { permacode, code: item?.code ?? null, name: item?.name ?? permacode, skillGrade, ...reached };
  });
  const rows = groupBy(ofStandard, (row) => `${row.schoolId}|${row.grade}`).map((group) => ({ ...placeOf(group[0]!, scope.schoolNames), ...studentsReaching(group) }));
  return { ...scope.frame, standard: reportStandard(standard), standardOptions, skills, rows: rows.sort(byPlace) };
}

/** Questions, right answers, students and the average SmartScore of a group. */
function performanceOf(rows: readonly StudentSkillPractice[]) {
  return {
    students: new Set(rows.map((row) => `${row.schoolId}|${row.learnerId}`)).size,
    questions: rows.reduce((sum, row) => sum + row.questions, 0),
    correct: rows.reduce((sum, row) => sum + row.correct, 0),
    averageScore: averageScore(rows),
  };
}

export function standardsPerformance(log: StandardsReportLog, scope: AdministratorScope): StandardsPerformanceReport {
  const practised = practisedByStandard(log, scope);
  const rows = groupBy(practised, (row) => `${row.standard.code}|${row.schoolId}|${row.grade}`).map((group) => ({
    ...reportStandard(group[0]!.standard),
    ...placeOf(group[0]!, scope.schoolNames),
    ...performanceOf(group),
  }));
  const standards = groupBy(practised, (row) => row.standard.code)
    .map((group) => ({ ...reportStandard(group[0]!.standard), ...performanceOf(group) }))
    .sort((a, b) => b.questions - a.questions || orderOf(a.code) - orderOf(b.code));
  return { ...scope.frame, rows: rows.sort(byStandardAndPlace), standards };
}
