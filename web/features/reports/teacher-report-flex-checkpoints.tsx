import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { levelText } from './assessment-report-columns';
import type { TeacherAssessmentReportAnswers } from './teacher-assessment-reports-api';
import { classStudentColumns, strandLabel } from './teacher-assessment-report-columns';

// The teacher Flex and checkpoint reports (issue 30 item 5, docs/assessment-reports.md "Teacher
// reports"): Flex overview and strand analysis, Checkpoint analysis and performance — chart,
// sortable table and CSV each.

type Answers = TeacherAssessmentReportAnswers;
type FlexRow = Answers['flex-overview']['rows'][number];
type FlexStrandRow = Answers['flex-strand-analysis']['rows'][number];
type ItemRow = Answers['checkpoint-analysis']['rows'][number];
type ScoreRow = Answers['checkpoint-performance']['rows'][number];

const TIERS = [1, 2, 3] as const;

/** Flex overview: each student's tier, percentile and strands right of answered (table); the students per tier (chart). */
export function FlexOverviewBody({ data }: { data: Answers['flex-overview'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<FlexRow>[]>(
    () => [
      ...classStudentColumns<FlexRow>(t),
      { key: 'tier', header: t('assessmentReports.columns.tier'), cell: (row) => (row.tier === null ? '—' : t(`assessmentReports.tiers.${row.tier}`)), sortValue: (row) => row.tier },
      { key: 'percentile', header: t('assessmentReports.columns.percentile'), cell: (row) => row.percentile ?? '—', sortValue: (row) => row.percentile, numeric: true },
      { key: 'level', header: t('assessmentReports.columns.level'), cell: (row) => levelText(row.level), sortValue: (row) => row.level, numeric: true },
      {
        key: 'strands',
        header: t('assessmentReports.columns.strandsRight'),
        cell: (row) => row.strands.map((strand) => `${strandLabel(t, strand.strand)} ${t('assessmentReports.teacher.rightOfAnswered', { correct: strand.correct, answered: strand.answered })}`).join(' · '),
        sortValue: (row) => row.strands.length,
      },
    ],
    [t],
  );
  const chartData = TIERS.map((tier) => ({ tier: t(`assessmentReports.tiers.${tier}`), students: data.rows.filter((row) => row.tier === tier).length }));
  return (
    <ReportSection
      report="flex-overview"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.subject}`}
      caption={t('reports.labels.flex-overview')}
      testId="flex-overview-table"
      emptyText={t('assessmentReports.emptyFlex')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.charts.studentsPerTier')}
          data={chartData}
          xKey="tier"
          xLabel={t('assessmentReports.columns.tier')}
          series={[{ key: 'students', label: t('assessmentReports.columns.students') }]}
          testId="flex-overview-chart"
        />
      }
    />
  );
}

/** Flex strand analysis: per strand, the mean share right (chart) and the students per tier (table). */
export function FlexStrandAnalysisBody({ data }: { data: Answers['flex-strand-analysis'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<FlexStrandRow>[]>(
    () => [
      { key: 'strand', header: t('assessmentReports.teacher.strand'), cell: (row) => strandLabel(t, row.strand), sortValue: (row) => row.strand, rowHeader: true },
      { key: 'subject', header: t('assessmentReports.columns.subject'), cell: (row) => t(`assessmentReports.subjects.${row.subject}`), sortValue: (row) => row.subject },
      { key: 'students', header: t('assessmentReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      { key: 'meanPercentRight', header: t('assessmentReports.teacher.meanPercentRight'), cell: (row) => row.meanPercentRight, sortValue: (row) => row.meanPercentRight, numeric: true },
      ...TIERS.map((tier): ReportColumn<FlexStrandRow> => ({
        key: `tier${tier}`,
        header: t(`assessmentReports.tiers.${tier}`),
        cell: (row) => row[`tier${tier}`],
        sortValue: (row) => row[`tier${tier}`],
        numeric: true,
      })),
    ],
    [t],
  );
  return (
    <ReportSection
      report="flex-strand-analysis"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.subject}|${row.strand}`}
      caption={t('reports.labels.flex-strand-analysis')}
      testId="flex-strands-table"
      emptyText={t('assessmentReports.emptyFlex')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.teacher.meanRightPerStrand')}
          data={data.rows.map((row) => ({ strand: strandLabel(t, row.strand), meanPercentRight: row.meanPercentRight }))}
          xKey="strand"
          xLabel={t('assessmentReports.teacher.strand')}
          series={[{ key: 'meanPercentRight', label: t('assessmentReports.teacher.meanPercentRight') }]}
          testId="flex-strands-chart"
        />
      }
    />
  );
}

/** Checkpoint analysis: per question of each checkpoint, the students who answered it and the share right (chart and table). */
export function CheckpointAnalysisBody({ data }: { data: Answers['checkpoint-analysis'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<ItemRow>[]>(
    () => [
      { key: 'checkpoint', header: t('assessmentReports.teacher.checkpoint'), cell: (row) => row.title, sortValue: (row) => row.title },
      { key: 'item', header: t('assessmentReports.teacher.item'), cell: (row) => t('assessmentReports.teacher.itemNumber', { position: row.position }), sortValue: (row) => row.position, rowHeader: true },
      { key: 'skill', header: t('assessmentReports.teacher.skill'), cell: (row) => row.skillName ?? '—', sortValue: (row) => row.skillName ?? '' },
      { key: 'standard', header: t('assessmentReports.teacher.standard'), cell: (row) => row.standardCodes.join(', ') || '—', sortValue: (row) => row.standardCodes.join(',') },
      { key: 'answered', header: t('assessmentReports.teacher.answered'), cell: (row) => row.answered, sortValue: (row) => row.answered, numeric: true },
      { key: 'percentRight', header: t('assessmentReports.teacher.percentRight'), cell: (row) => row.percentRight, sortValue: (row) => row.percentRight, numeric: true },
    ],
    [t],
  );
  const chartData = data.rows.map((row) => ({ item: `${row.title} · ${t('assessmentReports.teacher.itemNumber', { position: row.position })}`, percentRight: row.percentRight }));
  return (
    <ReportSection
      report="checkpoint-analysis"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.assessmentId}|${row.questionKey}`}
      caption={t('reports.labels.checkpoint-analysis')}
      testId="checkpoint-analysis-table"
      emptyText={t('assessmentReports.teacher.emptyCheckpoint')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.teacher.rightPerItem')}
          data={chartData}
          xKey="item"
          xLabel={t('assessmentReports.teacher.item')}
          series={[{ key: 'percentRight', label: t('assessmentReports.teacher.percentRight') }]}
          testId="checkpoint-analysis-chart"
        />
      }
    />
  );
}

/** Checkpoint performance: each student's score on each checkpoint (table); the mean score per checkpoint (chart). */
export function CheckpointPerformanceBody({ data }: { data: Answers['checkpoint-performance'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<ScoreRow>[]>(
    () => [
      ...classStudentColumns<ScoreRow>(t),
      { key: 'checkpoint', header: t('assessmentReports.teacher.checkpoint'), cell: (row) => row.title, sortValue: (row) => row.title },
      { key: 'right', header: t('assessmentReports.teacher.right'), cell: (row) => t('assessmentReports.teacher.rightOfAnswered', { correct: row.correct, answered: row.answered }), sortValue: (row) => row.correct },
      { key: 'score', header: t('assessmentReports.teacher.score'), cell: (row) => row.score, sortValue: (row) => row.score, numeric: true },
    ],
    [t],
  );
  const chartData = useMemo(() => {
    const checkpoints = new Map<string, { checkpoint: string; total: number; students: number }>();
    for (const row of data.rows) {
      const entry = checkpoints.get(row.assessmentId) ?? { checkpoint: row.title, total: 0, students: 0 };
      entry.total += row.score;
      entry.students += 1;
      checkpoints.set(row.assessmentId, entry);
    }
    return [...checkpoints.values()].map((entry) => ({ checkpoint: entry.checkpoint, meanScore: Math.round(entry.total / entry.students) }));
  }, [data.rows]);
  return (
    <ReportSection
      report="checkpoint-performance"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.assessmentId}`}
      caption={t('reports.labels.checkpoint-performance')}
      testId="checkpoint-performance-table"
      emptyText={t('assessmentReports.teacher.emptyCheckpoint')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.teacher.meanScorePerCheckpoint')}
          data={chartData}
          xKey="checkpoint"
          xLabel={t('assessmentReports.teacher.checkpoint')}
          series={[{ key: 'meanScore', label: t('assessmentReports.teacher.score') }]}
          testId="checkpoint-performance-chart"
        />
      }
    />
  );
}
