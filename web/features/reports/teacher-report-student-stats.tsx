import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { studentColumn, timeColumn } from './report-columns';
import { minutesOf } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type StatsRow = TeacherReportAnswers['student-stats']['students'][number];

const count = (key: string, header: string, value: (row: StatsRow) => number): ReportColumn<StatsRow> => ({ key, header, numeric: true, cell: value, sortValue: value });

/**
 * Student stats: per student totals (questions, time, skills, mastered) and
 * streaks (local days in a row with practice); the class's — or the chosen
 * student's — minutes by day of the week and by hour of the day (the school's
 * time zone).
 */
export function StudentStatsBody({ data }: { data: TeacherReportAnswers['student-stats'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<StatsRow>[]>(
    () => [
      studentColumn(t),
      count('questions', t('reports.columns.questions'), (row) => row.questions),
      timeColumn(t),
      count('skills', t('reports.columns.skillsPractised'), (row) => row.skills),
      count('mastered', t('reports.columns.masteredSkills'), (row) => row.masteredSkills),
      count('daysActive', t('reports.columns.daysActive'), (row) => row.daysActive),
      count('longestStreak', t('reportsStudents.columns.longestStreak'), (row) => row.longestStreak),
      count('currentStreak', t('reportsStudents.columns.currentStreak'), (row) => row.currentStreak),
    ],
    [t],
  );
  const whose = data.studentUserId === null ? t('reportsStudents.stats.wholeClass') : (data.students[0]?.displayName ?? '');
  return (
    <ReportSection
      report="student-stats"
      interval={data.interval}
      columns={columns}
      rows={data.students}
      rowKey={(row) => row.userId}
      caption={t('reports.labels.student-stats')}
      testId="student-stats-table"
      note={<p className="report-note">{t('reportsStudents.stats.note', { timeZone: data.timeZone })}</p>}
      emptyText={t('reports.frame.empty')}
      empty={data.students.every((row) => row.questions === 0)}
      chart={
        <div className="report-charts">
          <ReportChart
            kind="bar"
            title={t('reportsStudents.charts.byWeekday', { whose })}
            data={data.weekdays.map((day) => ({ weekday: t(`reportsStudents.weekdays.${day.weekday}`), minutes: minutesOf(day.seconds), questions: day.questions }))}
            xKey="weekday"
            xLabel={t('reportsStudents.columns.weekday')}
            series={[
              { key: 'minutes', label: t('reports.columns.minutes') },
              { key: 'questions', label: t('reports.columns.questions') },
            ]}
            testId="stats-weekday-chart"
          />
          <ReportChart
            kind="bar"
            title={t('reportsStudents.charts.byHour', { whose })}
            data={data.hours.map((hour) => ({ hour: `${String(hour.hour).padStart(2, '0')}:00`, minutes: minutesOf(hour.seconds), questions: hour.questions }))}
            xKey="hour"
            xLabel={t('reportsStudents.columns.hour')}
            series={[
              { key: 'minutes', label: t('reports.columns.minutes') },
              { key: 'questions', label: t('reports.columns.questions') },
            ]}
            testId="stats-hour-chart"
          />
        </div>
      }
    />
  );
}
