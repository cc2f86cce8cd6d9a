import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProgressReport } from '../../../events/reports/administrator-reports';
import { durationText } from '../../shared/i18n/duration';
import { useLoad } from '../../shared/loading/use-load';
import type { DateRangeValue } from '../../shared/reports/date-range-picker';
import { ReportChart } from '../../shared/reports/report-chart';
import { LoadedReport, ReportIntervalNote } from '../../shared/reports/report-page';
import { rangeComplete, reportSearch } from '../../shared/reports/report-query';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import type { ProgressReportsApi } from './progress-reports-api';
import { formatPercent, percentOf, skillLabel } from './report-format';

type SkillRow = StudentProgressReport['skills'][number];


/** Cumulative skills proficient and mastered at the end of each day a skill was reached (up to the range's end). */
export function reachedOverTime(milestones: StudentProgressReport['milestones']): { day: string; proficient: number; mastered: number }[] {
  const points: { day: string; proficient: number; mastered: number }[] = [];
  let proficient = 0;
  let mastered = 0;
  for (const milestone of milestones) {
    if (milestone.kind === 'proficient') proficient++;
    else mastered++;
    const last = points.at(-1);
    if (last?.day === milestone.day) Object.assign(last, { proficient, mastered });
    else points.push({ day: milestone.day, proficient, mastered });
  }
  return points;
}

/**
 * One learner's progress and growth over a range: totals, questions per day,
 * skills proficient and mastered over time, and every skill practised with its
 * SmartScore at the start and the end (a sortable table with CSV).
 */
export function ProgressReportView({ studentUserId, range, api, headingLevel = 2 }: { studentUserId: string; range: DateRangeValue; api: ProgressReportsApi; headingLevel?: 2 | 3 }) {
  const query = reportSearch(range, {});
  const answer = useLoad(`${studentUserId}?${query}`, rangeComplete(range) ? (signal) => api.fetchProgress(studentUserId, query, { signal }) : null);
  return (
    <LoadedReport answer={answer} testIdPrefix="progress">
      {(report) => <LearnerProgress report={report} headingLevel={headingLevel} />}
    </LoadedReport>
  );
}

/** One learner's progress (the progress pages, and the teachers' Progress and growth report). */
export function LearnerProgress({ report, headingLevel }: { report: StudentProgressReport; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="progress-view" aria-labelledby={headingId} data-testid="progress-view" data-learner={report.learner.userId}>
      <Heading id={headingId}>{report.learner.displayName}</Heading>
      <ReportIntervalNote fromDay={report.fromDay} toDay={report.toDay} timeZone={report.timeZone} />
      <ProgressTotals report={report} />
      {report.totals.questions === 0 ? (
        <p className="report-empty" data-testid="progress-empty">
          {t('studentProgress.empty')}
        </p>
      ) : (
        <>
          <div className="progress-charts">
            <ReportChart
              kind="bar"
              title={t('studentProgress.charts.questionsPerDay')}
              data={report.days.map((day) => ({ day: day.day, questions: day.questions }))}
              xKey="day"
              xLabel={t('adminReports.columns.day')}
              series={[{ key: 'questions', label: t('studentProgress.charts.questions') }]}
              testId="progress-questions-chart"
            />
            <ReportChart
              kind="line"
              title={t('studentProgress.charts.reachedOverTime')}
              data={reachedOverTime(report.milestones)}
              xKey="day"
              xLabel={t('adminReports.columns.day')}
              series={[
                { key: 'proficient', label: t('studentProgress.charts.proficient') },
                { key: 'mastered', label: t('studentProgress.charts.mastered') },
              ]}
              testId="progress-reached-chart"
            />
          </div>
          <ProgressSkills report={report} />
        </>
      )}
    </section>
  );
}

function ProgressTotals({ report }: { report: StudentProgressReport }) {
  const { t } = useTranslation();
  const totals: [string, string | number][] = [
    ['questions', report.totals.questions],
    ['accuracy', formatPercent(t, percentOf(report.totals.correct, report.totals.questions))],
    ['time', durationText(t, report.totals.seconds)],
    ['daysActive', report.totals.daysActive],
    ['skillsPractised', report.totals.skillsPractised],
    ['proficient', report.totals.proficient],
    ['mastered', report.totals.mastered],
  ];
  return (
    <dl className="progress-totals" data-testid="progress-totals">
      {totals.map(([key, value]) => (
        <div key={key} className="progress-total" data-total={key}>
          <dt>{t(`studentProgress.totals.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusOf = (t: TFunction, row: SkillRow) => t(`studentProgress.status.${row.mastered ? 'mastered' : row.proficient ? 'proficient' : 'practising'}`);

function ProgressSkills({ report }: { report: StudentProgressReport }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<SkillRow>[]>(
    () => [
      {
        key: 'skill',
        header: t('studentProgress.columns.skill'),
        cell: (row) => (row.url ? <a href={row.url}>{skillLabel(row)}</a> : skillLabel(row)),
        sortValue: (row) => skillLabel(row),
        rowHeader: true,
      },
      { key: 'questions', header: t('studentProgress.columns.questions'), cell: (row) => row.questions, sortValue: (row) => row.questions, numeric: true },
      {
        key: 'accuracy',
        header: t('studentProgress.columns.accuracy'),
        cell: (row) => formatPercent(t, percentOf(row.correct, row.questions) ?? 0),
        sortValue: (row) => percentOf(row.correct, row.questions),
        numeric: true,
      },
      { key: 'time', header: t('studentProgress.columns.time'), cell: (row) => durationText(t, row.seconds), sortValue: (row) => row.seconds, numeric: true },
      { key: 'scoreAtStart', header: t('studentProgress.columns.scoreAtStart'), cell: (row) => row.scoreAtStart, sortValue: (row) => row.scoreAtStart, numeric: true },
      { key: 'scoreAtEnd', header: t('studentProgress.columns.scoreAtEnd'), cell: (row) => row.scoreAtEnd, sortValue: (row) => row.scoreAtEnd, numeric: true },
      {
        key: 'growth',
        header: t('studentProgress.columns.growth'),
        cell: (row) => (row.scoreAtEnd - row.scoreAtStart > 0 ? `+${row.scoreAtEnd - row.scoreAtStart}` : row.scoreAtEnd - row.scoreAtStart),
        sortValue: (row) => row.scoreAtEnd - row.scoreAtStart,
        numeric: true,
      },
      { key: 'status', header: t('studentProgress.columns.status'), cell: (row) => statusOf(t, row), sortValue: (row) => statusOf(t, row) },
    ],
    [t],
  );
  return (
    <ReportSection
      report={`progress-${report.learner.userId}`}
      interval={report}
      columns={columns}
      rows={report.skills}
      rowKey={(row) => String(row.skillId)}
      caption={t('studentProgress.skillsCaption', { name: report.learner.displayName })}
      testId="progress-skills"
    />
  );
}
