import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GradeLevelBand } from '../../../events/practice';
import type { SchoolAchievementReport } from '../../../events/reports/administrator-reports';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { SegmentedToggle } from '../../shared/reports/segmented-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { ReportToolbar } from '../../shared/reports/report-toolbar';
import { percentOf } from './admin-report-format';

type Row = SchoolAchievementReport['rows'][number];
type CountMode = 'percentage' | 'students';

/** The bands' column keys, in the order of the spec (§3); the record's type makes it name every band. */
const BAND_KEYS: Record<GradeLevelBand, string> = {
  'Above grade': 'above',
  'On grade': 'on',
  'Below grade': 'below',
  'Far below grade': 'farBelow',
  'Not pinpointed': 'notPinpointed',
};
const BANDS = Object.keys(BAND_KEYS) as GradeLevelBand[];
const gradeText = (t: TFunction, grade: number | null) => (grade === null ? t('adminReports.noClass') : t(...gradeLabel(grade)));

/**
 * School Achievement: per school, grade and subject, students in each
 * grade-level band — as numbers of students or percentages (§4), with a
 * stacked chart (On/Off).
 */
export function SchoolAchievementReportView({ data }: { data: SchoolAchievementReport }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CountMode>('students');
  const [chart, setChart] = useState(true);
  const [shown, setShown] = useState<Row[]>(data.rows);
  const several = data.schoolOptions.length > 1 && data.schoolId === null;
  const columns = useMemo<ReportColumn<Row>[]>(() => {
    const count = (row: Row, band: GradeLevelBand) => (mode === 'percentage' ? percentOf(row.bands[band], row.students) : row.bands[band]);
    return [
      ...(several ? [{ key: 'school', header: t('adminReports.columns.school'), cell: (row: Row) => row.schoolName, sortValue: (row: Row) => row.schoolName }] : []),
      { key: 'grade', header: t('adminReports.columns.grade'), cell: (row) => gradeText(t, row.grade), sortValue: (row) => row.grade, csvValue: (row) => gradeText(t, row.grade), rowHeader: true },
      { key: 'subject', header: t('adminReports.columns.subject'), cell: (row) => t(`curriculum.subject.${row.subject}`), sortValue: (row) => row.subject },
      { key: 'students', header: t('adminReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      ...BANDS.map(
        (band): ReportColumn<Row> => ({
          key: BAND_KEYS[band],
          header: t(`adminReports.bands.${band}`),
          cell: (row) => {
            const value = count(row, band);
            return value === null ? t('reports.units.none') : mode === 'percentage' ? t('reports.units.percent', { value }) : value;
          },
          sortValue: (row) => count(row, band),
          numeric: true,
        }),
      ),
    ];
  }, [t, mode, several]);
  const chartData = data.rows.map((row) => ({
    group: `${several ? `${row.schoolName} · ` : ''}${gradeText(t, row.grade)} · ${t(`curriculum.subject.${row.subject}`)}`,
    ...Object.fromEntries(BANDS.map((band) => [BAND_KEYS[band], row.bands[band]])),
  }));
  return (
    <>
      <ReportToolbar report="school-achievement" interval={data} columns={columns} rows={shown}>
        <SegmentedToggle<CountMode>
          legend={t('reports.toggles.scoreMode')}
          value={mode}
          onChange={setMode}
          testId="count-mode"
          options={[
            { value: 'students', label: t('adminReports.columns.students') },
            { value: 'percentage', label: t('reports.toggles.percentage') },
          ]}
        />
        <OnOffToggle label={t('adminReports.showChart')} checked={chart} onChange={setChart} testId="chart-toggle" />
      </ReportToolbar>
      <p className="admin-report-note">{t('adminReports.bandRule')}</p>
      {chart ? (
        <ReportChart
          kind="bar"
          stacked
          title={t('adminReports.charts.bandsByGrade')}
          data={chartData}
          xKey="group"
          xLabel={t('adminReports.columns.grade')}
          series={BANDS.map((band) => ({ key: BAND_KEYS[band], label: t(`adminReports.bands.${band}`) }))}
          testId="school-achievement-chart"
        />
      ) : null}
      <SortableTable
        caption={t('adminReports.labels.school-achievement')}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => `${row.schoolId}|${row.grade ?? 'none'}|${row.subject}`}
        onSorted={setShown}
        testId="school-achievement-table"
      />
    </>
  );
}
