import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeLevelBand } from '../../../events/practice';
import type { FlexDiagnosticResultsReport, FlexDiagnosticStrandsReport, FlexDiagnosticTierAnalysisReport, FlexStudentRow, LevelUpDiagnosticResultsReport, LevelUpStudentRow } from '../../../events/reports/administrator-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { assessmentPlaceLabel, placeColumns, studentColumns } from './assessment-report-columns';

// The administrator diagnostic reports (issue 30 item 5, docs/assessment-reports.md): LevelUp
// Diagnostic Results, Flex Diagnostic Results, Tier Analysis and Strands — chart, sortable
// table and CSV each, over each student's latest result per subject.

type T = ReturnType<typeof useTranslation>['t'];

const BANDS: GradeLevelBand[] = ['Above grade', 'On grade', 'Below grade', 'Far below grade', 'Not pinpointed'];
const BAND_KEYS: Record<GradeLevelBand, string> = { 'Above grade': 'above', 'On grade': 'on', 'Below grade': 'below', 'Far below grade': 'farBelow', 'Not pinpointed': 'notPinpointed' };

const strandsText = (t: T, strands: readonly { strand: string; level?: number | null; correct?: number; answered?: number }[]) =>
  strands
    .map((strand) => `${t(`assessmentReports.strands.${strand.strand}`)} ${strand.level !== undefined ? (strand.level ?? '—') : `${strand.correct}/${strand.answered}`}`)
    .join(' · ');

/** LevelUp Diagnostic Results: students per band per school, grade and subject (chart); each student's levels (table). */
export function LevelUpDiagnosticResultsView({ data }: { data: LevelUpDiagnosticResultsReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<LevelUpStudentRow>[]>(
    () => [
      ...studentColumns<LevelUpStudentRow>(t),
      { key: 'level', header: t('assessmentReports.columns.level'), cell: (row) => row.level ?? '—', sortValue: (row) => row.level, numeric: true },
      { key: 'band', header: t('assessmentReports.columns.band'), cell: (row) => t(`adminReports.bands.${row.band}`), sortValue: (row) => BANDS.indexOf(row.band) },
      { key: 'strands', header: t('assessmentReports.columns.strands'), cell: (row) => strandsText(t, row.strands), sortValue: (row) => row.strands.length },
    ],
    [t],
  );
  const chartData = data.summary.map((row) => ({ place: assessmentPlaceLabel(t, row), ...Object.fromEntries(BANDS.map((band) => [BAND_KEYS[band], row.bands[band]])) }));
  return (
    <ReportSection
      report="levelup-diagnostic-results"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.subject}`}
      caption={t('adminReports.labels.levelup-diagnostic-results')}
      testId="levelup-results-table"
      emptyText={t('assessmentReports.emptyLevelUp')}
      note={<p className="report-note">{t('assessmentReports.pinpointRule')}</p>}
      chart={
        <ReportChart
          kind="bar"
          stacked
          title={t('adminReports.charts.bandsByGrade')}
          data={chartData}
          xKey="place"
          xLabel={t('adminReports.columns.school')}
          series={BANDS.map((band) => ({ key: BAND_KEYS[band], label: t(`adminReports.bands.${band}`) }))}
          testId="levelup-results-chart"
        />
      }
    />
  );
}

/** Flex Diagnostic Results: each student's latest snapshot — level, percentile, tier and strands (table); students per tier (chart). */
export function FlexDiagnosticResultsView({ data }: { data: FlexDiagnosticResultsReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<FlexStudentRow>[]>(
    () => [
      ...studentColumns<FlexStudentRow>(t),
      { key: 'level', header: t('assessmentReports.columns.level'), cell: (row) => row.level ?? '—', sortValue: (row) => row.level, numeric: true },
      { key: 'percentile', header: t('assessmentReports.columns.percentile'), cell: (row) => row.percentile ?? '—', sortValue: (row) => row.percentile, numeric: true },
      { key: 'tier', header: t('assessmentReports.columns.tier'), cell: (row) => (row.tier === null ? '—' : t(`assessmentReports.tiers.${row.tier}`)), sortValue: (row) => row.tier },
      { key: 'strands', header: t('assessmentReports.columns.strandsRight'), cell: (row) => strandsText(t, row.strands), sortValue: (row) => row.strands.length },
    ],
    [t],
  );
  const tiers = ([1, 2, 3] as const).map((tier) => ({ tier: t(`assessmentReports.tiers.${tier}`), students: data.rows.filter((row) => row.tier === tier).length }));
  return (
    <ReportSection
      report="flex-diagnostic-results"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.subject}`}
      caption={t('adminReports.labels.flex-diagnostic-results')}
      testId="flex-results-table"
      emptyText={t('assessmentReports.emptyFlex')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.charts.studentsPerTier')}
          data={tiers}
          xKey="tier"
          xLabel={t('assessmentReports.columns.tier')}
          series={[{ key: 'students', label: t('assessmentReports.columns.students') }]}
          testId="flex-results-chart"
        />
      }
    />
  );
}

type TierRow = FlexDiagnosticTierAnalysisReport['rows'][number];

/** Flex Diagnostic Tier Analysis: per school, grade and subject, the students in each tier (chart and table). */
export function FlexDiagnosticTierAnalysisView({ data }: { data: FlexDiagnosticTierAnalysisReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<TierRow>[]>(
    () => [
      ...placeColumns<TierRow>(t, true),
      { key: 'students', header: t('assessmentReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      ...([1, 2, 3] as const).map((tier): ReportColumn<TierRow> => ({
        key: `tier${tier}`,
        header: t(`assessmentReports.tiers.${tier}`),
        cell: (row) => row[`tier${tier}`],
        sortValue: (row) => row[`tier${tier}`],
        numeric: true,
      })),
    ],
    [t],
  );
  const chartData = data.rows.map((row) => ({ place: assessmentPlaceLabel(t, row), tier1: row.tier1, tier2: row.tier2, tier3: row.tier3 }));
  return (
    <ReportSection
      report="flex-diagnostic-tier-analysis"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.schoolId}|${row.grade}|${row.subject}`}
      caption={t('adminReports.labels.flex-diagnostic-tier-analysis')}
      testId="flex-tiers-table"
      emptyText={t('assessmentReports.emptyFlex')}
      chart={
        <ReportChart
          kind="bar"
          stacked
          title={t('assessmentReports.charts.studentsPerTier')}
          data={chartData}
          xKey="place"
          xLabel={t('adminReports.columns.school')}
          series={([1, 2, 3] as const).map((tier) => ({ key: `tier${tier}`, label: t(`assessmentReports.tiers.${tier}`) }))}
          testId="flex-tiers-chart"
        />
      }
    />
  );
}

type StrandRow = FlexDiagnosticStrandsReport['rows'][number];

/** Flex Diagnostic Strands: per school, grade and strand, the mean share right (chart and table). */
export function FlexDiagnosticStrandsView({ data }: { data: FlexDiagnosticStrandsReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<StrandRow>[]>(
    () => [
      ...placeColumns<StrandRow>(t, true),
      { key: 'strand', header: t('assessmentReports.teacher.strand'), cell: (row) => t(`assessmentReports.strands.${row.strand}`, { defaultValue: row.strand }), sortValue: (row) => row.strand },
      { key: 'students', header: t('assessmentReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      { key: 'meanPercentRight', header: t('assessmentReports.teacher.meanPercentRight'), cell: (row) => row.meanPercentRight, sortValue: (row) => row.meanPercentRight, numeric: true },
    ],
    [t],
  );
  const chartData = data.rows.map((row) => ({ place: `${assessmentPlaceLabel(t, row)} · ${t(`assessmentReports.strands.${row.strand}`, { defaultValue: row.strand })}`, meanPercentRight: row.meanPercentRight }));
  return (
    <ReportSection
      report="flex-diagnostic-strands"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.schoolId}|${row.grade}|${row.subject}|${row.strand}`}
      caption={t('adminReports.labels.flex-diagnostic-strands')}
      testId="flex-strands-table"
      emptyText={t('assessmentReports.emptyFlex')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.teacher.meanRightPerStrand')}
          data={chartData}
          xKey="place"
          xLabel={t('assessmentReports.teacher.strand')}
          series={[{ key: 'meanPercentRight', label: t('assessmentReports.teacher.meanPercentRight') }]}
          testId="flex-strands-chart"
        />
      }
    />
  );
}
