import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { formatMinutes, formatPercent, minutesOf, percentOf } from './report-format';
import { EmptyReport, ReportToolbar } from '../../shared/reports/report-toolbar';
import type { ReportAnswers } from './reports-api';

type UsageRow = ReportAnswers['student-usage']['students'][number];

/** Student usage: questions and minutes per day (chart), per student (table); On/Off: students who did not practise. */
export function StudentUsageBody({ data }: { data: ReportAnswers['student-usage'] }) {
  const { t } = useTranslation();
  const [showIdle, setShowIdle] = useState(true);
  const rows = useMemo(() => (showIdle ? data.students : data.students.filter((student) => student.questions > 0)), [data.students, showIdle]);
  const [shown, setShown] = useState<UsageRow[]>(rows);
  const columns = useMemo<ReportColumn<UsageRow>[]>(
    () => [
      { key: 'student', header: t('reports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName },
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      { key: 'time', header: t('reports.columns.time'), numeric: true, cell: (row) => formatMinutes(t, row.seconds), sortValue: (row) => row.seconds, csvValue: (row) => minutesOf(row.seconds) },
      { key: 'daysActive', header: t('reports.columns.daysActive'), numeric: true, cell: (row) => row.daysActive, sortValue: (row) => row.daysActive },
    ],
    [t],
  );
  const chartData = data.days.map((day) => ({ day: day.day, questions: day.questions, minutes: minutesOf(day.seconds) }));
  return (
    <>
      <ReportToolbar report="student-usage" interval={data.interval} columns={columns} rows={shown}>
        <OnOffToggle label={t('reports.toggles.showIdle')} checked={showIdle} onChange={setShowIdle} testId="toggle-show-idle" />
      </ReportToolbar>
      <ReportChart
        kind="bar"
        title={t('reports.charts.usage')}
        data={chartData}
        xKey="day"
        xLabel={t('reports.columns.day')}
        series={[
          { key: 'questions', label: t('reports.columns.questions') },
          { key: 'minutes', label: t('reports.columns.minutes') },
        ]}
        testId="usage-chart"
      />
      {rows.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <SortableTable caption={t('reports.labels.student-usage')} columns={columns} rows={rows} rowKey={(row) => row.userId} onSorted={setShown} testId="usage-table" />
      )}
    </>
  );
}

type SummaryRow = ReportAnswers['student-summary']['students'][number];

/** Student summary: per student; Score mode: accuracy as a percentage or as right answers out of questions. */
export function StudentSummaryBody({ data }: { data: ReportAnswers['student-summary'] }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const [shown, setShown] = useState<SummaryRow[]>(data.students);
  const columns = useMemo<ReportColumn<SummaryRow>[]>(
    () => [
      { key: 'student', header: t('reports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName },
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      {
        key: 'accuracy',
        header: t('reports.columns.accuracy'),
        numeric: true,
        cell: (row) => (mode === 'percentage' ? formatPercent(t, percentOf(row.correct, row.questions)) : t('reports.values.outOf', { part: row.correct, whole: row.questions })),
        sortValue: (row) => (mode === 'percentage' ? percentOf(row.correct, row.questions) : row.correct),
      },
      { key: 'time', header: t('reports.columns.time'), numeric: true, cell: (row) => formatMinutes(t, row.seconds), sortValue: (row) => row.seconds, csvValue: (row) => minutesOf(row.seconds) },
      { key: 'skillsPractised', header: t('reports.columns.skillsPractised'), numeric: true, cell: (row) => row.skillsPractised, sortValue: (row) => row.skillsPractised },
      { key: 'proficientSkills', header: t('reports.columns.proficientSkills'), numeric: true, cell: (row) => row.proficientSkills, sortValue: (row) => row.proficientSkills },
      { key: 'masteredSkills', header: t('reports.columns.masteredSkills'), numeric: true, cell: (row) => row.masteredSkills, sortValue: (row) => row.masteredSkills },
      { key: 'lastPractised', header: t('reports.columns.lastPractised'), cell: (row) => row.lastPractisedDay ?? t('reports.units.none'), sortValue: (row) => row.lastPractisedDay },
    ],
    [t, mode],
  );
  return (
    <>
      <ReportToolbar report="student-summary" interval={data.interval} columns={columns} rows={shown}>
        <ScoreModeToggle value={mode} onChange={setMode} />
      </ReportToolbar>
      {data.students.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <SortableTable caption={t('reports.labels.student-summary')} columns={columns} rows={data.students} rowKey={(row) => row.userId} onSorted={setShown} testId="summary-table" />
      )}
    </>
  );
}
