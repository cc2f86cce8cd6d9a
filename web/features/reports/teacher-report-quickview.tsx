import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatMinutes, minutesOf } from './report-format';
import { reportPath } from './report-paths';
import type { TeacherReportAnswers } from './teacher-reports-api';

type QuickviewRow = TeacherReportAnswers['students-quickview']['students'][number];

const count = (key: string, header: string, value: (row: QuickviewRow) => number): ReportColumn<QuickviewRow> => ({ key, header, numeric: true, cell: value, sortValue: value });
const time = (t: TFunction, key: string, header: string, seconds: (row: QuickviewRow) => number): ReportColumn<QuickviewRow> => ({
  key,
  header,
  numeric: true,
  cell: (row) => formatMinutes(t, seconds(row)),
  sortValue: seconds,
  csvValue: (row) => minutesOf(seconds(row)),
});

/** The link to a student's Student summary (the class's report, narrowed to them). */
export const studentSummaryHref = (classId: string, studentUserId: string) => `${reportPath('student-summary')}?${new URLSearchParams({ classId, studentUserId }).toString()}`;

/**
 * Students quickview: each student today and this week — questions, time,
 * skills, needs-help flags (the live classroom's rule), skills at 80+ and 100 —
 * each named with a link to their Student summary. On/Off: only students who
 * need help now or were flagged this week.
 */
export function StudentsQuickviewBody({ data }: { data: TeacherReportAnswers['students-quickview'] }) {
  const { t } = useTranslation();
  const [onlyHelp, setOnlyHelp] = useState(false);
  const rows = useMemo(() => (onlyHelp ? data.students.filter((row) => row.needsHelpNow || row.week.helpRaised > 0) : data.students), [data.students, onlyHelp]);
  const columns = useMemo<ReportColumn<QuickviewRow>[]>(
    () => [
      {
        key: 'student',
        header: t('reports.columns.student'),
        rowHeader: true,
        cell: (row) => (
          <a href={studentSummaryHref(data.classId, row.userId)} aria-label={t('reportsStudents.quickview.summaryLink', { name: row.displayName })}>
            {row.displayName}
          </a>
        ),
        sortValue: (row) => row.displayName,
      },
      {
        key: 'needsHelpNow',
        header: t('reportsStudents.columns.needsHelpNow'),
        cell: (row) => (row.needsHelpNow ? <strong className="report-flag">{t('reportsStudents.values.needsHelp')}</strong> : t('reports.units.none')),
        sortValue: (row) => (row.needsHelpNow ? 1 : 0),
        csvValue: (row) => (row.needsHelpNow ? t('reportsStudents.values.needsHelp') : ''),
      },
      count('todayQuestions', t('reportsStudents.columns.todayQuestions'), (row) => row.today.questions),
      time(t, 'todayTime', t('reportsStudents.columns.todayTime'), (row) => row.today.seconds),
      count('todaySkills', t('reportsStudents.columns.todaySkills'), (row) => row.today.skills),
      count('todayHelp', t('reportsStudents.columns.todayHelp'), (row) => row.today.helpRaised),
      count('weekQuestions', t('reportsStudents.columns.weekQuestions'), (row) => row.week.questions),
      time(t, 'weekTime', t('reportsStudents.columns.weekTime'), (row) => row.week.seconds),
      count('weekSkills', t('reportsStudents.columns.weekSkills'), (row) => row.week.skills),
      count('weekHelp', t('reportsStudents.columns.weekHelp'), (row) => row.week.helpRaised),
      count('weekProficient', t('reportsStudents.columns.weekProficient'), (row) => row.week.proficientSkills),
      count('weekMastered', t('reportsStudents.columns.weekMastered'), (row) => row.week.masteredSkills),
      count('skillsAt80', t('reportsStudents.columns.skillsAt80'), (row) => row.skillsAt80),
      count('skillsAt100', t('reportsStudents.columns.skillsAt100'), (row) => row.skillsAt100),
      { key: 'lastPractised', header: t('reports.columns.lastPractised'), cell: (row) => row.lastPractisedDay ?? t('reports.units.none'), sortValue: (row) => row.lastPractisedDay },
    ],
    [t, data.classId],
  );
  return (
    <ReportSection
      report="students-quickview"
      interval={data.interval}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      caption={t('reports.labels.students-quickview')}
      testId="quickview-table"
      toggles={<OnOffToggle label={t('reportsStudents.toggles.onlyNeedsHelp')} checked={onlyHelp} onChange={setOnlyHelp} testId="toggle-only-needs-help" />}
      note={<p className="report-note">{t('reportsStudents.quickview.note', { today: data.today, weekStart: data.weekStart })}</p>}
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="bar"
          title={t('reportsStudents.charts.quickview')}
          data={rows.map((row) => ({ student: row.displayName, today: row.today.questions, week: row.week.questions }))}
          xKey="student"
          xLabel={t('reports.columns.student')}
          series={[
            { key: 'today', label: t('reportsStudents.columns.todayQuestions') },
            { key: 'week', label: t('reportsStudents.columns.weekQuestions') },
          ]}
          testId="quickview-chart"
        />
      }
    />
  );
}
