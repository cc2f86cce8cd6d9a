import { diagnosticBand } from '../../events/diagnostics/diagnostic-band';
import type { GradeLevelBand } from '../../events/practice';
import { localDayOf } from '../../events/reports/report-ranges';
import type {
  AssessmentBandCounts,
  CheckpointAnalysisReport,
  CheckpointPerformanceReport,
  FlexOverviewReport,
  FlexStrandAnalysisReport,
  LevelUpOverviewReport,
  LevelUpStandardsPerformanceReport,
  LevelUpStrandAnalysisReport,
} from '../../events/reports/teacher-assessment-reports';
import type { ReportFrame } from '../../events/reports/teacher-reports';
import type { AssessmentResultRow } from '../../projections/assessment-results';

// The teacher assessment reports (issue 30 item 5, docs/assessment-reports.md "Teacher reports"),
// from the assessment results read model (projections/assessment-results.ts). A result counts for
// the class when the student was in the class when she took it (the result's classIds), its local
// day (the school's time zone) is in the range and, with a grade chosen, she was in that grade.
// Pure: the route gives the results and the names.

export interface ClassAssessmentInput {
  frame: ReportFrame;
  /** The class's results of one kind, oldest first (projections/assessment-results.ts `ofClass`). */
  resultsOf: (kind: AssessmentResultRow['kind']) => readonly AssessmentResultRow[];
  /** Display names of students (the class's, and anyone's who has left it). */
  namesOf: (userIds: readonly string[]) => Record<string, string>;
}

/** The results of the range (and grade) only. */
function inRange({ frame, resultsOf }: ClassAssessmentInput, kind: AssessmentResultRow['kind']): AssessmentResultRow[] {
  const { fromDay, toDay } = frame.interval;
  return resultsOf(kind).filter((result) => {
    if (frame.grade !== null && result.grade !== frame.grade) return false;
    const day = localDayOf(result.finishedAt, frame.timeZone);
    return (fromDay === null || day >= fromDay) && day <= toDay;
  });
}

/** The latest result per student and key (results come oldest first). */
function latestBy(results: readonly AssessmentResultRow[], keyOf: (result: AssessmentResultRow) => string): AssessmentResultRow[] {
  const latest = new Map<string, AssessmentResultRow>();
  for (const result of results) latest.set(`${result.studentUserId}|${keyOf(result)}`, result);
  return [...latest.values()];
}

const percent = (correct: number, answered: number) => (answered === 0 ? 0 : Math.round((100 * correct) / answered));
const byStrand = <Row extends { subject: string; strand: string }>(a: Row, b: Row) => a.subject.localeCompare(b.subject) || a.strand.localeCompare(b.strand);
const bySubjectThenName = <Row extends { subject: string; displayName: string }>(a: Row, b: Row) => a.subject.localeCompare(b.subject) || a.displayName.localeCompare(b.displayName);

function named(input: ClassAssessmentInput, results: readonly AssessmentResultRow[]) {
  const names = input.namesOf([...new Set(results.map((result) => result.studentUserId))]);
  return (result: AssessmentResultRow) => ({ studentUserId: result.studentUserId, displayName: names[result.studentUserId] ?? result.studentUserId, subject: result.subject });
}

const noBands = (): AssessmentBandCounts => ({ 'Above grade': 0, 'On grade': 0, 'Below grade': 0, 'Far below grade': 0, 'Not pinpointed': 0 });

/** LevelUp overview: each student's latest LevelUp sitting per subject in the range. */
export function levelUpOverviewReport(input: ClassAssessmentInput): LevelUpOverviewReport {
  const latest = latestBy(inRange(input, 'levelup'), (result) => result.subject);
  const who = named(input, latest);
  const rows = latest.map((result) => ({
    ...who(result),
    level: result.level,
    pinpointed: result.pinpointed,
    band: diagnosticBand({ level: result.level, pinpointed: result.pinpointed }, result.grade),
    strands: result.strands.map((strand) => ({ strand: strand.strand, level: strand.level, pinpointed: strand.pinpointed })),
    finishedAt: result.finishedAt,
  }));
  return { ...input.frame, rows: rows.sort(bySubjectThenName) };
}

/** LevelUp strand analysis: per subject and strand, the students per band of their strand level (the overall level's rule, diagnosticBand). */
export function levelUpStrandAnalysisReport(input: ClassAssessmentInput): LevelUpStrandAnalysisReport {
  const strands = new Map<string, LevelUpStrandAnalysisReport['rows'][number]>();
  for (const result of latestBy(inRange(input, 'levelup'), (each) => each.subject)) {
    for (const strand of result.strands) {
      const key = `${result.subject}|${strand.strand}`;
      const row = strands.get(key) ?? { subject: result.subject, strand: strand.strand, students: 0, bands: noBands() };
      const band: GradeLevelBand = diagnosticBand({ level: strand.level, pinpointed: strand.pinpointed }, result.grade);
      row.students += 1;
      row.bands[band] += 1;
      strands.set(key, row);
    }
  }
  return { ...input.frame, rows: [...strands.values()].sort(byStrand) };
}

/** LevelUp standards performance: per standard, every LevelUp item the class answered in the range (each sitting counts). */
export function levelUpStandardsPerformanceReport(input: ClassAssessmentInput): LevelUpStandardsPerformanceReport {
  const standards = new Map<string, LevelUpStandardsPerformanceReport['rows'][number]>();
  for (const result of inRange(input, 'levelup')) {
    for (const item of result.items) {
      for (const standardCode of new Set(item.standardCodes)) {
        const key = `${result.subject}|${standardCode}`;
        const row = standards.get(key) ?? { standardCode, subject: result.subject, answered: 0, correct: 0, percentRight: 0 };
        row.answered += 1;
        if (item.correct) row.correct += 1;
        standards.set(key, row);
      }
    }
  }
  const rows = [...standards.values()].map((row) => ({ ...row, percentRight: percent(row.correct, row.answered) }));
  return { ...input.frame, rows: rows.sort((a, b) => a.subject.localeCompare(b.subject) || a.standardCode.localeCompare(b.standardCode, 'en', { numeric: true })) };
}

/** Flex overview: each student's latest Flex snapshot per subject in the range. */
export function flexOverviewReport(input: ClassAssessmentInput): FlexOverviewReport {
  const latest = latestBy(inRange(input, 'flex'), (result) => result.subject);
  const who = named(input, latest);
  const rows = latest.map((result) => ({
    ...who(result),
    level: result.level,
    tier: result.tier,
    percentile: result.percentile,
    strands: result.strands.map((strand) => ({ strand: strand.strand, correct: strand.correct, answered: strand.answered })),
    finishedAt: result.finishedAt,
  }));
  return { ...input.frame, rows: rows.sort(bySubjectThenName) };
}

/** Flex strand analysis: per subject and strand, over the students' latest snapshots that answered it: the mean share right and the students per tier. */
export function flexStrandAnalysisReport(input: ClassAssessmentInput): FlexStrandAnalysisReport {
  const strands = new Map<string, { subject: 'math' | 'ela'; strand: string; shares: number[]; tiers: Record<1 | 2 | 3, number> }>();
  for (const result of latestBy(inRange(input, 'flex'), (each) => each.subject)) {
    for (const strand of result.strands) {
      if (strand.answered === 0) continue;
      const key = `${result.subject}|${strand.strand}`;
      const entry = strands.get(key) ?? { subject: result.subject, strand: strand.strand, shares: [], tiers: { 1: 0, 2: 0, 3: 0 } };
      entry.shares.push(strand.correct / strand.answered);
      if (result.tier !== null) entry.tiers[result.tier] += 1;
      strands.set(key, entry);
    }
  }
  const rows = [...strands.values()].map(({ subject, strand, shares, tiers }) => ({
    subject,
    strand,
    students: shares.length,
    meanPercentRight: Math.round((100 * shares.reduce((sum, share) => sum + share, 0)) / shares.length),
    tier1: tiers[1],
    tier2: tiers[2],
    tier3: tiers[3],
  }));
  return { ...input.frame, rows: rows.sort(byStrand) };
}

/** Checkpoint analysis: per item of each checkpoint, over each student's latest sitting of that checkpoint in the range. */
export function checkpointAnalysisReport(input: ClassAssessmentInput, skillNameOf: (permacode: string) => string | null): CheckpointAnalysisReport {
  const items = new Map<string, CheckpointAnalysisReport['rows'][number]>();
  for (const result of latestBy(inRange(input, 'checkpoint'), (each) => each.assessmentId)) {
    for (const [index, item] of result.items.entries()) {
      const key = `${result.assessmentId}|${item.questionKey}`;
      const row = items.get(key) ?? {
        assessmentId: result.assessmentId,
        title: result.title,
        subject: result.subject,
        questionKey: item.questionKey,
        position: index + 1,
        permacode: item.permacode,
        skillName: item.permacode === null ? null : skillNameOf(item.permacode),
        standardCodes: item.standardCodes,
        answered: 0,
        correct: 0,
        percentRight: 0,
      };
      row.answered += 1;
      if (item.correct) row.correct += 1;
      items.set(key, row);
    }
  }
  const rows = [...items.values()].map((row) => ({ ...row, percentRight: percent(row.correct, row.answered) }));
  return { ...input.frame, rows: rows.sort((a, b) => a.title.localeCompare(b.title) || a.assessmentId.localeCompare(b.assessmentId) || a.position - b.position) };
}

/** Checkpoint performance: per student and checkpoint, the latest sitting's score (percent of its items right). */
export function checkpointPerformanceReport(input: ClassAssessmentInput): CheckpointPerformanceReport {
  const latest = latestBy(inRange(input, 'checkpoint'), (result) => result.assessmentId);
  const who = named(input, latest);
  const rows = latest.map((result) => {
    const correct = result.items.filter((item) => item.correct).length;
    return { ...who(result), assessmentId: result.assessmentId, title: result.title, correct, answered: result.items.length, score: percent(correct, result.items.length), finishedAt: result.finishedAt };
  });
  return { ...input.frame, rows: rows.sort((a, b) => a.title.localeCompare(b.title) || a.assessmentId.localeCompare(b.assessmentId) || a.displayName.localeCompare(b.displayName)) };
}
