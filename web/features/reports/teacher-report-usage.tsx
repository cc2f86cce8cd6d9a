import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { countColumn, studentColumn, timeColumn } from './report-columns';
import { minutesOf } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type UsageRow = TeacherReportAnswers['student-usage']['students'][number];

/** Student usage: questions and minutes per day (chart), per student (table); On/Off: students who did not practise. */
export function StudentUsageBody({ data }: { data: TeacherReportAnswers['student-usage'] }) {
  const { t } = useTranslation();
  const [showIdle, setShowIdle] = useState(true);
  const rows = useMemo(() => (showIdle ? data.students : data.students.filter((student) => student.questions > 0)), [data.students, showIdle]);
  const columns = useMemo<ReportColumn<UsageRow>[]>(
    () => [
      studentColumn(t),
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      timeColumn(t),
      { key: 'daysActive', header: t('reports.columns.daysActive'), numeric: true, cell: (row) => row.daysActive, sortValue: (row) => row.daysActive },
    ],
    [t],
  );
  return (
    <ReportSection
      report="student-usage"
      interval={data.interval}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      caption={t('reports.labels.student-usage')}
      testId="usage-table"
      toggles={<OnOffToggle label={t('reports.toggles.showIdle')} checked={showIdle} onChange={setShowIdle} testId="toggle-show-idle" />}
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="bar"
          title={t('reports.charts.usage')}
          data={data.days.map((day) => ({ day: day.day, questions: day.questions, minutes: minutesOf(day.seconds) }))}
          xKey="day"
          xLabel={t('reports.columns.day')}
          series={[
            { key: 'questions', label: t('reports.columns.questions') },
            { key: 'minutes', label: t('reports.columns.minutes') },
          ]}
          testId="usage-chart"
        />
      }
    />
  );
}

type SummaryRow = TeacherReportAnswers['student-summary']['students'][number];

/** Student summary: per student; Score mode: accuracy as a percentage or as right answers out of questions. */
export function StudentSummaryBody({ data }: { data: TeacherReportAnswers['student-summary'] }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const columns = useMemo<ReportColumn<SummaryRow>[]>(
    () => [
      studentColumn(t),
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      countColumn<SummaryRow>(t, mode, { key: 'accuracy', header: t('reports.columns.accuracy'), part: (row) => row.correct, whole: (row) => row.questions, outOf: true }),
      timeColumn(t),
      { key: 'skillsPractised', header: t('reports.columns.skillsPractised'), numeric: true, cell: (row) => row.skillsPractised, sortValue: (row) => row.skillsPractised },
      { key: 'proficientSkills', header: t('reports.columns.proficientSkills'), numeric: true, cell: (row) => row.proficientSkills, sortValue: (row) => row.proficientSkills },
      { key: 'masteredSkills', header: t('reports.columns.masteredSkills'), numeric: true, cell: (row) => row.masteredSkills, sortValue: (row) => row.masteredSkills },
      { key: 'lastPractised', header: t('reports.columns.lastPractised'), cell: (row) => row.lastPractisedDay ?? t('reports.units.none'), sortValue: (row) => row.lastPractisedDay },
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="student-summary"
      interval={data.interval}
      columns={columns}
      rows={data.students}
      rowKey={(row) => row.userId}
      caption={t('reports.labels.student-summary')}
      testId="summary-table"
      toggles={<ScoreModeToggle value={mode} onChange={setMode} />}
      emptyText={t('reports.frame.empty')}
    />
  );
}
