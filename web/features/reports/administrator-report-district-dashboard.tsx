import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistrictDashboardReport } from '../../../events/reports/administrator-reports';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { minutesColumn } from './report-columns';
import { minutesOf } from './report-format';

type Row = DistrictDashboardReport['rows'][number];

/** District Dashboard: a row per school; charts of the questions each answered and of the minutes practised, one measure each (On/Off). */
export function DistrictDashboardReportView({ data }: { data: DistrictDashboardReport }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(true);
  const columns = useMemo<ReportColumn<Row>[]>(
    () => [
      { key: 'school', header: t('adminReports.columns.school'), cell: (row) => row.schoolName, sortValue: (row) => row.schoolName, rowHeader: true },
      { key: 'students', header: t('adminReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      { key: 'studentsActive', header: t('adminReports.columns.studentsActive'), cell: (row) => row.studentsActive, sortValue: (row) => row.studentsActive, numeric: true },
      { key: 'questions', header: t('adminReports.columns.questions'), cell: (row) => row.questions, sortValue: (row) => row.questions, numeric: true },
      minutesColumn(t('adminReports.columns.minutes')),
      { key: 'skillsProficient', header: t('adminReports.columns.skillsProficient'), cell: (row) => row.skillsProficient, sortValue: (row) => row.skillsProficient, numeric: true },
      { key: 'skillsMastered', header: t('adminReports.columns.skillsMastered'), cell: (row) => row.skillsMastered, sortValue: (row) => row.skillsMastered, numeric: true },
    ],
    [t],
  );
  return (
    <ReportSection
      report="district-dashboard"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => row.schoolId}
      caption={t('adminReports.labels.district-dashboard')}
      testId="district-dashboard-table"
      toggles={<OnOffToggle label={t('adminReports.showChart')} checked={chart} onChange={setChart} testId="chart-toggle" />}
      chart={
        chart ? (
          // One measure per chart (issue 34): questions and minutes are counted in different units.
          <div className="report-charts">
            <ReportChart
              kind="bar"
              title={t('adminReports.charts.questionsBySchool')}
              data={data.rows.map((row) => ({ school: row.schoolName, questions: row.questions }))}
              xKey="school"
              xLabel={t('adminReports.columns.school')}
              series={[{ key: 'questions', label: t('adminReports.columns.questions') }]}
              testId="district-dashboard-chart"
            />
            <ReportChart
              kind="bar"
              title={t('adminReports.charts.minutesBySchool')}
              data={data.rows.map((row) => ({ school: row.schoolName, minutes: minutesOf(row.seconds) }))}
              xKey="school"
              xLabel={t('adminReports.columns.school')}
              series={[{ key: 'minutes', label: t('adminReports.columns.minutes'), colour: 'var(--color-success)' }]}
              testId="district-dashboard-minutes-chart"
            />
          </div>
        ) : null
      }
    />
  );
}
