import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeSpentReport } from '../../../events/reports/administrator-reports';
import { ExpandRowsToggle } from '../../shared/reports/expand-rows-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { minutesColumn } from './report-columns';
import { classGradeText, minutesOf } from './report-format';

interface GroupRow {
  key: string;
  schoolName: string;
  grade: number | null;
  days: TimeSpentReport['rows'];
  questions: number;
  seconds: number;
}

/** The report's rows per school and grade, with their days (newest first). */
function groupsOf(rows: TimeSpentReport['rows']): GroupRow[] {
  const groups = new Map<string, GroupRow>();
  for (const row of rows) {
    const key = `${row.schoolId}|${row.grade ?? 'none'}`;
    const group = groups.get(key) ?? { key, schoolName: row.schoolName, grade: row.grade, days: [], questions: 0, seconds: 0 };
    group.days.push(row);
    group.questions += row.questions;
    group.seconds += row.seconds;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, days: [...group.days].sort((a, b) => (a.day < b.day ? 1 : -1)) }));
}

/**
 * Time Spent: minutes per day over the range (a line chart), and per school and
 * grade their totals; each row expands (§4) to its days.
 */
export function TimeSpentReportView({ data }: { data: TimeSpentReport }) {
  const { t } = useTranslation();
  const tableId = useId();
  const [expanded, setExpanded] = useState(false);
  const groups = useMemo(() => groupsOf(data.rows), [data.rows]);
  const columns = useMemo<ReportColumn<GroupRow>[]>(
    () => [
      { key: 'school', header: t('adminReports.columns.school'), cell: (row) => row.schoolName, sortValue: (row) => row.schoolName, rowHeader: true },
      { key: 'grade', header: t('adminReports.columns.grade'), cell: (row) => classGradeText(t, row.grade), sortValue: (row) => row.grade },
      { key: 'days', header: t('adminReports.columns.days'), cell: (row) => row.days.length, sortValue: (row) => row.days.length, numeric: true },
      { key: 'questions', header: t('adminReports.columns.questions'), cell: (row) => row.questions, sortValue: (row) => row.questions, numeric: true },
      minutesColumn(t('adminReports.columns.minutes')),
    ],
    [t],
  );
  return (
    <ReportSection
      report="time-spent"
      interval={data}
      columns={columns}
      rows={groups}
      rowKey={(row) => row.key}
      caption={t('adminReports.labels.time-spent')}
      testId="time-spent-table"
      toggles={<ExpandRowsToggle expanded={expanded} onChange={setExpanded} controls={tableId} />}
      emptyText={t('adminReports.empty')}
      chart={
        <ReportChart
          kind="line"
          title={t('adminReports.charts.minutesPerDay')}
          data={data.days.map((day) => ({ day: day.day, minutes: minutesOf(day.seconds) }))}
          xKey="day"
          xLabel={t('adminReports.columns.day')}
          series={[{ key: 'minutes', label: t('adminReports.columns.minutes') }]}
          testId="time-spent-chart"
        />
      }
      table={{
        id: tableId,
        expandAll: expanded,
        details: (row) => (
          <table className="report-table administrator-report-days">
            <caption className="visually-hidden">{`${row.schoolName} · ${classGradeText(t, row.grade)}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminReports.columns.day')}</th>
                <th scope="col" className="report-numeric">
                  {t('adminReports.columns.studentsActive')}
                </th>
                <th scope="col" className="report-numeric">
                  {t('adminReports.columns.questions')}
                </th>
                <th scope="col" className="report-numeric">
                  {t('adminReports.columns.minutes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {row.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td className="report-numeric">{day.students}</td>
                  <td className="report-numeric">{day.questions}</td>
                  <td className="report-numeric">{minutesOf(day.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
      }}
    />
  );
}
