import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeLevelBand } from '../../../events/practice';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { levelText } from './assessment-report-columns';
import type { TeacherAssessmentReportAnswers } from './teacher-assessment-reports-api';
import { classStudentColumns, strandLabel } from './teacher-assessment-report-columns';

// The teacher LevelUp reports (issue 30 item 5, docs/assessment-reports.md "Teacher reports"): LevelUp
// overview, strand analysis and standards performance — chart, sortable table and CSV each.

type Answers = TeacherAssessmentReportAnswers;
type OverviewRow = Answers['levelup-overview']['rows'][number];
type StrandRow = Answers['levelup-strand-analysis']['rows'][number];
type StandardRow = Answers['levelup-standards-performance']['rows'][number];

const BANDS: GradeLevelBand[] = ['Above grade', 'On grade', 'Below grade', 'Far below grade', 'Not pinpointed'];
const BAND_KEYS: Record<GradeLevelBand, string> = { 'Above grade': 'above', 'On grade': 'on', 'Below grade': 'below', 'Far below grade': 'farBelow', 'Not pinpointed': 'notPinpointed' };

/** LevelUp overview: each student's overall level, band and strand levels (table); the students per band (chart). */
export function LevelUpOverviewBody({ data }: { data: Answers['levelup-overview'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<OverviewRow>[]>(
    () => [
      ...classStudentColumns<OverviewRow>(t),
      { key: 'level', header: t('assessmentReports.columns.level'), cell: (row) => levelText(row.level), sortValue: (row) => row.level, numeric: true },
      { key: 'band', header: t('assessmentReports.columns.band'), cell: (row) => t(`adminReports.bands.${row.band}`), sortValue: (row) => BANDS.indexOf(row.band) },
      {
        key: 'strands',
        header: t('assessmentReports.columns.strands'),
        cell: (row) => row.strands.map((strand) => `${strandLabel(t, strand.strand)} ${levelText(strand.level)}`).join(' · '),
        sortValue: (row) => row.strands.length,
      },
    ],
    [t],
  );
  const chartData = BANDS.map((band) => ({ band: t(`adminReports.bands.${band}`), students: data.rows.filter((row) => row.band === band).length }));
  return (
    <ReportSection
      report="levelup-overview"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.subject}`}
      caption={t('reports.labels.levelup-overview')}
      testId="levelup-overview-table"
      emptyText={t('assessmentReports.emptyLevelUp')}
      note={<p className="report-note">{t('assessmentReports.pinpointRule')}</p>}
      chart={
        <ReportChart
          kind="bar"
          title={t('adminReports.charts.bandsByGrade')}
          data={chartData}
          xKey="band"
          xLabel={t('assessmentReports.columns.band')}
          series={[{ key: 'students', label: t('assessmentReports.columns.students') }]}
          testId="levelup-overview-chart"
        />
      }
    />
  );
}

/** LevelUp strand analysis: per strand, the students in each band (stacked chart and table). */
export function LevelUpStrandAnalysisBody({ data }: { data: Answers['levelup-strand-analysis'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<StrandRow>[]>(
    () => [
      { key: 'strand', header: t('assessmentReports.teacher.strand'), cell: (row) => strandLabel(t, row.strand), sortValue: (row) => row.strand, rowHeader: true },
      { key: 'subject', header: t('assessmentReports.columns.subject'), cell: (row) => t(`assessmentReports.subjects.${row.subject}`), sortValue: (row) => row.subject },
      { key: 'students', header: t('assessmentReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      ...BANDS.map((band): ReportColumn<StrandRow> => ({ key: BAND_KEYS[band], header: t(`adminReports.bands.${band}`), cell: (row) => row.bands[band], sortValue: (row) => row.bands[band], numeric: true })),
    ],
    [t],
  );
  const chartData = data.rows.map((row) => ({ strand: strandLabel(t, row.strand), ...Object.fromEntries(BANDS.map((band) => [BAND_KEYS[band], row.bands[band]])) }));
  return (
    <ReportSection
      report="levelup-strand-analysis"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.subject}|${row.strand}`}
      caption={t('reports.labels.levelup-strand-analysis')}
      testId="levelup-strands-table"
      emptyText={t('assessmentReports.emptyLevelUp')}
      chart={
        <ReportChart
          kind="bar"
          stacked
          title={t('assessmentReports.teacher.bandsPerStrand')}
          data={chartData}
          xKey="strand"
          xLabel={t('assessmentReports.teacher.strand')}
          series={BANDS.map((band) => ({ key: BAND_KEYS[band], label: t(`adminReports.bands.${band}`) }))}
          testId="levelup-strands-chart"
        />
      }
    />
  );
}

/** LevelUp standards performance: per standard, the questions answered and the share right (chart and table). */
export function LevelUpStandardsPerformanceBody({ data }: { data: Answers['levelup-standards-performance'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<StandardRow>[]>(
    () => [
      { key: 'standard', header: t('assessmentReports.teacher.standard'), cell: (row) => row.standardCode, sortValue: (row) => row.standardCode, rowHeader: true },
      { key: 'subject', header: t('assessmentReports.columns.subject'), cell: (row) => t(`assessmentReports.subjects.${row.subject}`), sortValue: (row) => row.subject },
      { key: 'answered', header: t('assessmentReports.teacher.answered'), cell: (row) => row.answered, sortValue: (row) => row.answered, numeric: true },
      { key: 'percentRight', header: t('assessmentReports.teacher.percentRight'), cell: (row) => row.percentRight, sortValue: (row) => row.percentRight, numeric: true },
    ],
    [t],
  );
  return (
    <ReportSection
      report="levelup-standards-performance"
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.subject}|${row.standardCode}`}
      caption={t('reports.labels.levelup-standards-performance')}
      testId="levelup-standards-table"
      emptyText={t('assessmentReports.teacher.emptyStandards')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.teacher.rightPerStandard')}
          data={data.rows.map((row) => ({ standard: row.standardCode, percentRight: row.percentRight }))}
          xKey="standard"
          xLabel={t('assessmentReports.teacher.standard')}
          series={[{ key: 'percentRight', label: t('assessmentReports.teacher.percentRight') }]}
          testId="levelup-standards-chart"
        />
      }
    />
  );
}
