import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkGrowthReport, ScreenerStudentRow, ScreenerSummaryRow, UniversalScreenerResultsReport, BenchmarkGrowthRow } from '../../../events/reports/administrator-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { assessmentPlaceLabel, levelText, studentColumns } from './assessment-report-columns';

// The administrator assessment reports (issue 30 item 5, docs/assessment-reports.md): Universal
// Screener Results and Benchmark Growth, each a chart, a sortable table and its CSV.


/** Universal Screener Results: at risk and on track per school, grade and subject (chart), and every screened student (table). */
export function UniversalScreenerResultsView({ data }: { data: UniversalScreenerResultsReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<ScreenerStudentRow>[]>(
    () => [
      ...studentColumns<ScreenerStudentRow>(t),
      { key: 'level', header: t('assessmentReports.columns.level'), cell: (row) => levelText(row.level), sortValue: (row) => row.level, numeric: true },
      { key: 'percentile', header: t('assessmentReports.columns.percentile'), cell: (row) => (row.percentile === null ? '—' : row.percentile), sortValue: (row) => row.percentile, numeric: true },
      { key: 'risk', header: t('assessmentReports.columns.risk'), cell: (row) => t(row.atRisk ? 'assessmentReports.atRisk' : 'assessmentReports.onTrack'), sortValue: (row) => (row.atRisk ? 1 : 0) },
    ],
    [t],
  );
  const chartData = data.summary.map((row: ScreenerSummaryRow) => ({ place: assessmentPlaceLabel(t, row), atRisk: row.atRisk, onTrack: row.screened - row.atRisk }));
  return (
    <ReportSection
      report="universal-screener-results"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.subject}`}
      caption={t('adminReports.labels.universal-screener-results')}
      testId="universal-screener-table"
      emptyText={t('assessmentReports.emptyScreener')}
      chart={
        <ReportChart
          kind="bar"
          stacked
          title={t('assessmentReports.charts.screened')}
          data={chartData}
          xKey="place"
          xLabel={t('adminReports.columns.school')}
          series={[
            { key: 'onTrack', label: t('assessmentReports.onTrack') },
            { key: 'atRisk', label: t('assessmentReports.atRisk') },
          ]}
          testId="universal-screener-chart"
        />
      }
    />
  );
}

/** Benchmark Growth: each student's levels at the beginning, middle and end of the year, and the growth (table); the mean level per period (chart). */
export function BenchmarkGrowthView({ data }: { data: BenchmarkGrowthReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<BenchmarkGrowthRow>[]>(
    () => [
      ...studentColumns<BenchmarkGrowthRow>(t),
      { key: 'beginning', header: t('assessmentReports.periods.beginning'), cell: (row) => levelText(row.beginning), sortValue: (row) => row.beginning, numeric: true },
      { key: 'middle', header: t('assessmentReports.periods.middle'), cell: (row) => levelText(row.middle), sortValue: (row) => row.middle, numeric: true },
      { key: 'end', header: t('assessmentReports.periods.end'), cell: (row) => levelText(row.end), sortValue: (row) => row.end, numeric: true },
      { key: 'growth', header: t('assessmentReports.columns.growth'), cell: (row) => (row.growth === null ? '—' : row.growth > 0 ? `+${row.growth}` : String(row.growth)), sortValue: (row) => row.growth, numeric: true },
    ],
    [t],
  );
  const periods = (['beginning', 'middle', 'end'] as const).map((period) => {
    const levels = data.rows.map((row) => row[period]).filter((level): level is number => level !== null);
    return { period: t(`assessmentReports.periods.${period}`), level: levels.length === 0 ? 0 : Math.round(levels.reduce((sum, level) => sum + level, 0) / levels.length) };
  });
  return (
    <ReportSection
      report="benchmark-growth"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.subject}`}
      caption={t('adminReports.labels.benchmark-growth')}
      testId="benchmark-growth-table"
      emptyText={t('assessmentReports.emptyBenchmark')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.charts.meanLevel')}
          data={periods}
          xKey="period"
          xLabel={t('assessmentReports.columns.period')}
          series={[{ key: 'level', label: t('assessmentReports.columns.meanLevel') }]}
          testId="benchmark-growth-chart"
        />
      }
    />
  );
}
