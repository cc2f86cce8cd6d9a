import type { Subject } from '../../events/curriculum';
import { daysFrom } from '../../events/reports/report-ranges';
import type {
  AdministratorReportSkill,
  DistrictDashboardReport,
  SchoolAchievementReport,
  SkillProficiencyReport,
  SkillUsageReport,
  TimeSpentReport,
} from '../../events/reports/administrator-reports';
import type { FeatureLog } from '../features/feature-log';
import { DIAGNOSTIC_SUBJECTS } from '../../events/diagnostics/strands';
import { pinpointedLevel } from '../assessments/diagnostic-levels-view';
import { achievementRows } from './achievement-bands';
import type { AdministratorScope } from './administrator-scope';

// The five administrator reports (issue 18, docs/administrator-reports.md), each a
// query over the school-reports read model for the administrator's scope.

const byName = (a: { schoolName: string }, b: { schoolName: string }) => a.schoolName.localeCompare(b.schoolName);

/** A skill's code and name as the catalogue has them now. */
export function reportSkillOf(log: FeatureLog<'administratorReports' | 'catalogue'>, skill: { skillId: number; permacode: string; subject: Subject; skillGrade: number }): AdministratorReportSkill & { url: string | null } {
  const item = log.queries.catalogue.skillByPermacode(skill.permacode);
  return { skillId: skill.skillId, permacode: skill.permacode, code: item?.code ?? null, name: item?.name ?? skill.permacode, subject: skill.subject, skillGrade: skill.skillGrade, url: item?.url ?? null };
}

const withoutUrl = ({ url: _url, ...skill }: AdministratorReportSkill & { url: string | null }): AdministratorReportSkill => skill;

export function districtDashboard(log: FeatureLog<'administratorReports' | 'catalogue'>, { frame, scopes, schoolNames }: AdministratorScope): DistrictDashboardReport {
  const reports = log.queries.administratorReports;
  const rows = reports.activityBySchool(scopes, frame.grade).map((activity) => ({
    schoolName: schoolNames.get(activity.schoolId) ?? activity.schoolId,
    students: reports.studentsOfSchool(activity.schoolId).filter((student) => frame.grade === null || student.grade === frame.grade).length,
    ...activity,
  }));
  return { ...frame, rows: rows.sort(byName) };
}

/**
 * School Achievement: every student of each school (of the grade, when filtered), per subject,
 * in a grade-level band at the END of the range — from all their practice up to that day
 * (events/practice/grade-level-band.ts, achievement-bands.ts).
 */
export function schoolAchievement(log: FeatureLog<'administratorReports' | 'catalogue' | 'diagnosticLevels'>, { frame, scopes, schoolNames }: AdministratorScope): SchoolAchievementReport {
  const reports = log.queries.administratorReports;
  /** Issue 30: the students' pinpointed diagnostic overall levels (docs/diagnostics.md "The band"). */
  const diagnosticsOf = (students: readonly { learnerId: string; grade: number | null }[]) => {
    const levels = new Map<string, number>();
    for (const student of students) {
      for (const subject of DIAGNOSTIC_SUBJECTS) {
        const level = pinpointedLevel(log.queries.diagnosticLevels.answersOf(student.learnerId, subject), subject, student.grade);
        if (level !== null) levels.set(`${student.learnerId}|${subject}`, level);
      }
    }
    return levels;
  };
  const schools = scopes.map((scope) => {
    const students = reports.studentsOfSchool(scope.schoolId).filter((student) => frame.grade === null || student.grade === frame.grade);
    const standings = reports.standingsUpTo(
      students.map((student) => student.learnerId),
      scope.toDay,
    );
    return { schoolId: scope.schoolId, schoolName: schoolNames.get(scope.schoolId) ?? scope.schoolId, students, standings, diagnostics: diagnosticsOf(students) };
  });
  return { ...frame, rows: achievementRows(schools) };
}

/** Time Spent: per school, grade and day; and per day of the range over all of them (days without practice as zeros). */
export function timeSpent(log: FeatureLog<'administratorReports' | 'catalogue'>, { frame, scopes, schoolNames }: AdministratorScope): TimeSpentReport {
  const found = log.queries.administratorReports.timeSpent(scopes, frame.grade);
  const rows = found.map((row) => ({ ...row, schoolName: schoolNames.get(row.schoolId) ?? row.schoolId }));
  const totals = new Map<string, { questions: number; seconds: number; students: number }>();
  for (const row of found) {
    const total = totals.get(row.day) ?? { questions: 0, seconds: 0, students: 0 };
    totals.set(row.day, { questions: total.questions + row.questions, seconds: total.seconds + row.seconds, students: total.students + row.students });
  }
  const firstDay = frame.fromDay ?? found[0]?.day ?? frame.toDay;
  const lastDay = [frame.toDay, ...found.map((row) => row.day)].sort().at(-1)!;
  const days = daysFrom(firstDay, lastDay).map((day) => ({ day, ...(totals.get(day) ?? { questions: 0, seconds: 0, students: 0 }) }));
  return { ...frame, rows, days };
}

export function skillUsage(log: FeatureLog<'administratorReports' | 'catalogue'>, { frame, scopes }: AdministratorScope): SkillUsageReport {
  const rows = log.queries.administratorReports.skillUsage(scopes, frame.grade).map((row) => ({
    ...withoutUrl(reportSkillOf(log, row)),
    students: row.students,
    questions: row.questions,
    correct: row.correct,
    seconds: row.seconds,
  }));
  return { ...frame, rows };
}

export function skillProficiency(log: FeatureLog<'administratorReports' | 'catalogue'>, { frame, scopes }: AdministratorScope): SkillProficiencyReport {
  const rows = log.queries.administratorReports.skillProficiency(scopes, frame.grade).map((row) => ({
    ...withoutUrl(reportSkillOf(log, row)),
    studentsPractised: row.studentsPractised,
    proficient: row.proficient,
    mastered: row.mastered,
  }));
  return { ...frame, rows };
}
