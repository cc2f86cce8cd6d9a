import { diagnosticBand } from '../../events/diagnostics/diagnostic-band';
import { benchmarkGrowth } from '../../events/diagnostics/form-scoring';
import type {
  AssessmentStudentPlace,
  BenchmarkGrowthReport,
  BenchmarkGrowthRow,
  FlexDiagnosticResultsReport,
  FlexDiagnosticStrandsReport,
  FlexDiagnosticTierAnalysisReport,
  FlexStudentRow,
  LevelUpDiagnosticResultsReport,
  LevelUpStudentRow,
  ScreenerStudentRow,
  ScreenerSummaryRow,
  UniversalScreenerResultsReport,
} from '../../events/reports/administrator-reports';
import { localDayOf } from '../../events/reports/report-ranges';
import type { AssessmentResultRow } from '../../projections/assessment-results';
import type { FeatureLog } from '../features/feature-log';
import type { AdministratorScope } from './administrator-scope';

// The administrator assessment reports (issue 30 item 5, docs/assessment-reports.md), from the
// assessment results read model (projections/assessment-results.ts): a result counts when the
// student's school is one of the chosen schools, its local day (that school's time zone) is in the
// range, and — with a grade chosen — the student was in that grade when she took it.

export type AssessmentReportLog = FeatureLog<'assessmentResults' | 'directory' | 'teacherReports'>;

/** The results of one kind that count in the administrator's scope (school, range, grade), oldest first. */
export function resultsInScope(log: AssessmentReportLog, scope: AdministratorScope, kind: AssessmentResultRow['kind']): AssessmentResultRow[] {
  const days = new Map(scope.scopes.map((each) => [each.schoolId, each]));
  return log.queries.assessmentResults.ofSchools(kind, [...days.keys()]).filter((result) => {
    const school = result.schoolId === null ? undefined : days.get(result.schoolId);
    if (!school) return false;
    if (scope.frame.grade !== null && result.grade !== scope.frame.grade) return false;
    const day = localDayOf(result.finishedAt, log.queries.teacherReports.timeZoneOfSchool(school.schoolId));
    return (school.fromDay === null || day >= school.fromDay) && day <= school.toDay;
  });
}

/** The latest result per student and subject (results come oldest first). */
function latestPerStudent(results: readonly AssessmentResultRow[]): AssessmentResultRow[] {
  const latest = new Map<string, AssessmentResultRow>();
  for (const result of results) latest.set(`${result.studentUserId}|${result.subject}`, result);
  return [...latest.values()];
}

export const byPlace = <Row extends { schoolName: string; grade: number | null; subject: string }>(a: Row, b: Row) =>
  a.schoolName.localeCompare(b.schoolName) || (a.grade ?? -1) - (b.grade ?? -1) || a.subject.localeCompare(b.subject);

/** Universal Screener Results: every screened student (her latest screener per subject in the range), at risk at tier 2 or 3. */
export function universalScreenerResults(log: AssessmentReportLog, scope: AdministratorScope): UniversalScreenerResultsReport {
  const latest = latestPerStudent(resultsInScope(log, scope, 'screener'));
  const names = log.queries.directory.displayNamesOf(latest.map((result) => result.studentUserId));
  const rows: ScreenerStudentRow[] = latest
    .map((result) => ({
      ...studentPlace(result, scope, names),
      assessmentType: result.assessmentType,
      level: result.level,
      percentile: result.percentile,
      tier: result.tier,
      atRisk: result.atRisk ?? (result.tier !== null && result.tier > 1),
      finishedAt: result.finishedAt,
    }))
    .sort((a, b) => byPlace(a, b) || a.displayName.localeCompare(b.displayName));
  const summary = new Map<string, ScreenerSummaryRow>();
  for (const row of rows) {
    const key = `${row.schoolId}|${row.grade}|${row.subject}`;
    const entry = summary.get(key) ?? { schoolId: row.schoolId, schoolName: row.schoolName, grade: row.grade, subject: row.subject, screened: 0, atRisk: 0 };
    entry.screened += 1;
    if (row.atRisk) entry.atRisk += 1;
    summary.set(key, entry);
  }
  return { ...scope.frame, summary: [...summary.values()].sort(byPlace), rows };
}

/** Benchmark Growth: per student and subject, the latest benchmark level of each period of the year taken in the range, and the growth from the first to the last. */
export function benchmarkGrowthReport(log: AssessmentReportLog, scope: AdministratorScope): BenchmarkGrowthReport {
  const results = resultsInScope(log, scope, 'benchmark');
  const students = new Map<string, BenchmarkGrowthRow>();
  const names = log.queries.directory.displayNamesOf(results.map((result) => result.studentUserId));
  for (const result of results) {
    if (result.period === null) continue;
    const key = `${result.studentUserId}|${result.subject}`;
    const row = students.get(key) ?? {
      ...studentPlace(result, scope, names),
      beginning: null,
      middle: null,
      end: null,
      growth: null,
    };
    row[result.period] = result.level;
    students.set(key, row);
  }
  const rows = [...students.values()].map((row) => {
    const taken = [row.beginning, row.middle, row.end].filter((level): level is number => level !== null);
    return { ...row, growth: taken.length < 2 ? null : benchmarkGrowth(taken[0]!, taken[taken.length - 1]!) };
  });
  return { ...scope.frame, rows: rows.sort((a, b) => byPlace(a, b) || a.displayName.localeCompare(b.displayName)) };
}

/** Who took it, where, named: the fields every student row starts with. */
function studentPlace(result: AssessmentResultRow, scope: AdministratorScope, names: Record<string, string>): AssessmentStudentPlace {
  return {
    studentUserId: result.studentUserId,
    displayName: names[result.studentUserId] ?? result.studentUserId,
    schoolId: result.schoolId!,
    schoolName: scope.schoolNames.get(result.schoolId!) ?? '',
    grade: result.grade,
    subject: result.subject,
  };
}

const byPlaceThenName = <Row extends { schoolName: string; grade: number | null; subject: string; displayName: string }>(a: Row, b: Row) => byPlace(a, b) || a.displayName.localeCompare(b.displayName);

/** LevelUp Diagnostic Results: each student's latest LevelUp sitting per subject in the range — overall and strand levels, and the band from the overall level (diagnosticBand). */
export function levelUpDiagnosticResults(log: AssessmentReportLog, scope: AdministratorScope): LevelUpDiagnosticResultsReport {
  const latest = latestPerStudent(resultsInScope(log, scope, 'levelup'));
  const names = log.queries.directory.displayNamesOf(latest.map((result) => result.studentUserId));
  const rows: LevelUpStudentRow[] = latest
    .map((result) => ({
      ...studentPlace(result, scope, names),
      level: result.level,
      pinpointed: result.pinpointed,
      band: diagnosticBand({ level: result.level, pinpointed: result.pinpointed }, result.grade),
      strands: result.strands.map((strand) => ({ strand: strand.strand, level: strand.level, pinpointed: strand.pinpointed })),
      finishedAt: result.finishedAt,
    }))
    .sort(byPlaceThenName);
  const summary = new Map<string, LevelUpDiagnosticResultsReport['summary'][number]>();
  for (const row of rows) {
    const key = `${row.schoolId}|${row.grade}|${row.subject}`;
    const entry = summary.get(key) ?? {
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      grade: row.grade,
      subject: row.subject,
      students: 0,
      bands: { 'Above grade': 0, 'On grade': 0, 'Below grade': 0, 'Far below grade': 0, 'Not pinpointed': 0 },
    };
    entry.students += 1;
    entry.bands[row.band] += 1;
    summary.set(key, entry);
  }
  return { ...scope.frame, summary: [...summary.values()].sort(byPlace), rows };
}

function latestFlexRows(log: AssessmentReportLog, scope: AdministratorScope): FlexStudentRow[] {
  const latest = latestPerStudent(resultsInScope(log, scope, 'flex'));
  const names = log.queries.directory.displayNamesOf(latest.map((result) => result.studentUserId));
  return latest
    .map((result) => ({
      ...studentPlace(result, scope, names),
      level: result.level,
      percentile: result.percentile,
      tier: result.tier,
      strands: result.strands.map((strand) => ({ strand: strand.strand, correct: strand.correct, answered: strand.answered })),
      finishedAt: result.finishedAt,
    }))
    .sort(byPlaceThenName);
}

/** Flex Diagnostic Results: each student's latest Flex snapshot per subject in the range. */
export function flexDiagnosticResults(log: AssessmentReportLog, scope: AdministratorScope): FlexDiagnosticResultsReport {
  return { ...scope.frame, rows: latestFlexRows(log, scope) };
}

/** Flex Diagnostic Tier Analysis: per school, grade and subject, how many students' latest snapshot is in each tier. */
export function flexDiagnosticTierAnalysis(log: AssessmentReportLog, scope: AdministratorScope): FlexDiagnosticTierAnalysisReport {
  const groups = new Map<string, FlexDiagnosticTierAnalysisReport['rows'][number]>();
  for (const row of latestFlexRows(log, scope)) {
    const key = `${row.schoolId}|${row.grade}|${row.subject}`;
    const entry = groups.get(key) ?? { schoolId: row.schoolId, schoolName: row.schoolName, grade: row.grade, subject: row.subject, students: 0, tier1: 0, tier2: 0, tier3: 0 };
    entry.students += 1;
    if (row.tier !== null) entry[`tier${row.tier}`] += 1;
    groups.set(key, entry);
  }
  return { ...scope.frame, rows: [...groups.values()].sort(byPlace) };
}

/** Flex Diagnostic Strands: per school, grade, subject and strand, the mean share right over the latest snapshots that answered the strand. */
export function flexDiagnosticStrands(log: AssessmentReportLog, scope: AdministratorScope): FlexDiagnosticStrandsReport {
  const groups = new Map<string, { row: FlexDiagnosticStrandsReport['rows'][number]; shares: number[] }>();
  for (const row of latestFlexRows(log, scope)) {
    for (const strand of row.strands) {
      if (strand.answered === 0) continue;
      const key = `${row.schoolId}|${row.grade}|${row.subject}|${strand.strand}`;
      const entry = groups.get(key) ?? { row: { schoolId: row.schoolId, schoolName: row.schoolName, grade: row.grade, subject: row.subject, strand: strand.strand, students: 0, meanPercentRight: 0 }, shares: [] };
      entry.shares.push(strand.correct / strand.answered);
      groups.set(key, entry);
    }
  }
  const rows = [...groups.values()].map(({ row, shares }) => ({
    ...row,
    students: shares.length,
    meanPercentRight: Math.round((100 * shares.reduce((sum, share) => sum + share, 0)) / shares.length),
  }));
  return { ...scope.frame, rows: rows.sort((a, b) => byPlace(a, b) || a.strand.localeCompare(b.strand)) };
}
