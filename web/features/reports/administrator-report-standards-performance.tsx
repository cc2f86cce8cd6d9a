import './reports-chunk-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardsPerformanceReport } from '../../../events/reports/standards-reports';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { domainColumn, numberColumn, placeColumns, standardColumn } from './administrator-report-standards-columns';
import { countColumn } from './report-columns';
import { percentOf } from './report-format';

/** The standards a chart shows at most (the most practised; the table has them all). */
const CHART_STANDARDS = 10;

type Row = StandardsPerformanceReport['rows'][number];

/**
 * Standards Performance: a row per standard, school and grade — students, questions,
 * right answers (percentage or number) and the average SmartScore reached; a chart
 * of the share right and the average SmartScore of the ten most practised standards (On/Off).
 */
export function StandardsPerformanceView({ data }: { data: StandardsPerformanceReport }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(true);
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const columns = useMemo<ReportColumn<Row>[]>(
    () => [
      standardColumn<Row>(t),
      domainColumn<Row>(t),
      ...placeColumns<Row>(t),
      numberColumn<Row>('students', t('standardsReports.columns.students'), (row) => row.students),
      numberColumn<Row>('questions', t('standardsReports.columns.questions'), (row) => row.questions),
      countColumn<Row>(t, mode, { key: 'accuracy', header: t('standardsReports.columns.accuracy'), part: (row) => row.correct, whole: (row) => row.questions }),
      {
        key: 'averageScore',
        header: t('standardsReports.columns.averageScore'),
        cell: (row) => row.averageScore ?? t('reports.units.none'),
        sortValue: (row) => row.averageScore,
        numeric: true,
      },
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="standards-performance"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.code}|${row.schoolId}|${row.grade}`}
      caption={t('standardsReports.labels.standards-performance')}
      testId="standards-performance-table"
      toggles={
        <>
          <OnOffToggle label={t('adminReports.showChart')} checked={chart} onChange={setChart} testId="chart-toggle" />
          <ScoreModeToggle value={mode} onChange={setMode} />
        </>
      }
      emptyText={t('standardsReports.noStandards')}
      chart={
        chart ? (
          <ReportChart
            kind="bar"
            title={t('standardsReports.charts.performanceByStandard')}
            data={data.standards.slice(0, CHART_STANDARDS).map((standard) => ({
              standard: standard.code,
              accuracy: percentOf(standard.correct, standard.questions) ?? 0,
              averageScore: standard.averageScore ?? 0,
            }))}
            xKey="standard"
            xLabel={t('standardsReports.columns.standard')}
            series={[
              { key: 'accuracy', label: t('standardsReports.charts.accuracyPercent') },
              { key: 'averageScore', label: t('standardsReports.columns.averageScore') },
            ]}
            testId="standards-performance-chart"
          />
        ) : null
      }
    />
  );
}
