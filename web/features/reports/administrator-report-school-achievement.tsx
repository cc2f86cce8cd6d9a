import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeLevelBand } from '../../../events/practice';
import type { SchoolAchievementReport } from '../../../events/reports/administrator-reports';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { SegmentedToggle } from '../../shared/reports/segmented-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { countColumn } from './report-columns';
import { classGradeText } from './report-format';

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

/**
 * School Achievement: per school, grade and subject, students in each
 * grade-level band — as numbers of students or percentages (§4), with a
 * stacked chart (On/Off).
 */
export function SchoolAchievementReportView({ data }: { data: SchoolAchievementReport }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CountMode>('students');
  const [chart, setChart] = useState(true);
  const several = data.schoolOptions.length > 1 && data.schoolId === null;
  const columns = useMemo<ReportColumn<Row>[]>(
    () => [
      ...(several ? [{ key: 'school', header: t('adminReports.columns.school'), cell: (row: Row) => row.schoolName, sortValue: (row: Row) => row.schoolName }] : []),
      { key: 'grade', header: t('adminReports.columns.grade'), cell: (row) => classGradeText(t, row.grade), sortValue: (row) => row.grade, csvValue: (row) => classGradeText(t, row.grade), rowHeader: true },
      { key: 'subject', header: t('adminReports.columns.subject'), cell: (row) => t(`curriculum.subject.${row.subject}`), sortValue: (row) => row.subject },
      { key: 'students', header: t('adminReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      ...BANDS.map((band) =>
        countColumn<Row>(t, mode === 'percentage' ? 'percentage' : 'questions', {
          key: BAND_KEYS[band],
          header: t(`adminReports.bands.${band}`),
          part: (row) => row.bands[band],
          whole: (row) => row.students,
        }),
      ),
    ],
    [t, mode, several],
  );
  const chartData = data.rows.map((row) => ({
    group: `${several ? `${row.schoolName} · ` : ''}${classGradeText(t, row.grade)} · ${t(`curriculum.subject.${row.subject}`)}`,
    ...Object.fromEntries(BANDS.map((band) => [BAND_KEYS[band], row.bands[band]])),
  }));
  return (
    <ReportSection
      report="school-achievement"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.schoolId}|${row.grade ?? 'none'}|${row.subject}`}
      caption={t('adminReports.labels.school-achievement')}
      testId="school-achievement-table"
      toggles={
        <>
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
        </>
      }
      note={
        <>
          <p className="report-note">{t('adminReports.bandRule')}</p>
          {/* Issue 34: "Not pinpointed" explained where it shows (its column and the chart's legend). */}
          <p className="report-note" data-testid="not-pinpointed-note">
            <strong>{t('adminReports.bands.Not pinpointed')}</strong>: {t('adminReports.notPinpointedWhy')}
          </p>
        </>
      }
      chart={
        chart ? (
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
        ) : null
      }
    />
  );
}
