import type {
  AssessmentScoreRow,
  CommonAssessmentItemAnalysisReport,
  CommonAssessmentResultsReport,
  SchoolCheckpointPerformanceReport,
} from '../../events/reports/administrator-reports';
import type { AssessmentResultRow } from '../../projections/assessment-results';
import type { AdministratorScope } from './administrator-scope';
import { byPlace, resultsInScope, type AssessmentReportLog } from './assessment-reports';

// The administrator reports of scored forms (issue 30 item 5, docs/assessment-reports.md): School
// Checkpoint Performance, Common Assessment Results and Common Assessment Item Analysis, from the
// assessment results read model. A sitting's score is the share of its items right; each student
// counts once per assessment, with her latest sitting of it in the range (a retake replaces it).

const percent = (correct: number, answered: number) => (answered === 0 ? 0 : Math.round((100 * correct) / answered));

/** Each student's latest sitting of each assessment of this kind in scope. */
function latestSittings(log: AssessmentReportLog, scope: AdministratorScope, kind: 'checkpoint' | 'common'): AssessmentResultRow[] {
  const latest = new Map<string, AssessmentResultRow>();
  for (const result of resultsInScope(log, scope, kind)) latest.set(`${result.studentUserId}|${result.assessmentId}`, result);
  return [...latest.values()];
}

/** Per school, grade and assessment: the students who took it and their mean score. */
function scoresPerPlace(log: AssessmentReportLog, scope: AdministratorScope, kind: 'checkpoint' | 'common'): AssessmentScoreRow[] {
  const groups = new Map<string, { row: AssessmentScoreRow; total: number }>();
  for (const result of latestSittings(log, scope, kind)) {
    const key = `${result.schoolId}|${result.grade}|${result.assessmentId}`;
    const entry = groups.get(key) ?? {
      row: {
        schoolId: result.schoolId!,
        schoolName: scope.schoolNames.get(result.schoolId!) ?? '',
        grade: result.grade,
        subject: result.subject,
        assessmentId: result.assessmentId,
        title: result.title,
        students: 0,
        meanScore: 0,
      },
      total: 0,
    };
    entry.row.students += 1;
    entry.total += percent(result.items.filter((item) => item.correct).length, result.items.length);
    groups.set(key, entry);
  }
  return [...groups.values()]
    .map(({ row, total }) => ({ ...row, meanScore: Math.round(total / row.students) }))
    .sort((a, b) => byPlace(a, b) || a.title.localeCompare(b.title) || a.assessmentId.localeCompare(b.assessmentId));
}

/** School Checkpoint Performance: per school, grade and checkpoint, the students who took it and their mean score. */
export function schoolCheckpointPerformance(log: AssessmentReportLog, scope: AdministratorScope): SchoolCheckpointPerformanceReport {
  return { ...scope.frame, rows: scoresPerPlace(log, scope, 'checkpoint') };
}

/** Common Assessment Results: per school, grade and common assessment, the students who took it and their mean score. */
export function commonAssessmentResults(log: AssessmentReportLog, scope: AdministratorScope): CommonAssessmentResultsReport {
  return { ...scope.frame, rows: scoresPerPlace(log, scope, 'common') };
}

type ItemRow = CommonAssessmentItemAnalysisReport['rows'][number];

/** Common Assessment Item Analysis: per item of each common assessment, the share right over all schools in scope and per school. */
export function commonAssessmentItemAnalysis(log: AssessmentReportLog, scope: AdministratorScope): CommonAssessmentItemAnalysisReport {
  const items = new Map<string, { row: ItemRow; correct: number; schools: Map<string, { answered: number; correct: number }> }>();
  for (const result of latestSittings(log, scope, 'common')) {
    for (const [index, item] of result.items.entries()) {
      const key = `${result.assessmentId}|${item.questionKey}`;
      const entry = items.get(key) ?? {
        row: { assessmentId: result.assessmentId, title: result.title, subject: result.subject, questionKey: item.questionKey, position: index + 1, standardCodes: item.standardCodes, answered: 0, percentRight: 0, schools: [] },
        correct: 0,
        schools: new Map(),
      };
      const school = entry.schools.get(result.schoolId!) ?? { answered: 0, correct: 0 };
      entry.row.answered += 1;
      school.answered += 1;
      if (item.correct) {
        entry.correct += 1;
        school.correct += 1;
      }
      entry.schools.set(result.schoolId!, school);
      items.set(key, entry);
    }
  }
  const schoolName = (schoolId: string) => scope.schoolNames.get(schoolId) ?? '';
  const rows = [...items.values()].map(({ row, correct, schools }) => ({
    ...row,
    percentRight: percent(correct, row.answered),
    schools: [...schools.entries()]
      .map(([schoolId, school]) => ({ schoolId, schoolName: schoolName(schoolId), answered: school.answered, percentRight: percent(school.correct, school.answered) }))
      .sort((a, b) => a.schoolName.localeCompare(b.schoolName)),
  }));
  return { ...scope.frame, rows: rows.sort((a, b) => a.title.localeCompare(b.title) || a.assessmentId.localeCompare(b.assessmentId) || a.position - b.position) };
}
