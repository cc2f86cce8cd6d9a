import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { formatMinutes, formatPercent, minutesOf, percentOf, skillLabel } from './report-format';
import { EmptyReport, ReportToolbar } from '../../shared/reports/report-toolbar';
import type { ReportAnswers } from './reports-api';

type SkillRow = ReportAnswers['skills-practiced']['skills'][number];

/** Skills practiced: per skill; Score mode: accuracy as a percentage or right answers out of questions. */
export function SkillsPracticedBody({ data }: { data: ReportAnswers['skills-practiced'] }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const [shown, setShown] = useState<SkillRow[]>(data.skills);
  const columns = useMemo<ReportColumn<SkillRow>[]>(
    () => [
      { key: 'skill', header: t('reports.columns.skill'), rowHeader: true, cell: (row) => skillLabel(row), sortValue: (row) => skillLabel(row) },
      { key: 'grade', header: t('reports.columns.grade'), cell: (row) => t(...gradeLabel(row.grade)), sortValue: (row) => row.grade },
      { key: 'students', header: t('reports.columns.students'), numeric: true, cell: (row) => row.students, sortValue: (row) => row.students },
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      {
        key: 'accuracy',
        header: t('reports.columns.accuracy'),
        numeric: true,
        cell: (row) => (mode === 'percentage' ? formatPercent(t, percentOf(row.correct, row.questions)) : t('reports.values.outOf', { part: row.correct, whole: row.questions })),
        sortValue: (row) => (mode === 'percentage' ? percentOf(row.correct, row.questions) : row.correct),
      },
      { key: 'time', header: t('reports.columns.time'), numeric: true, cell: (row) => formatMinutes(t, row.seconds), sortValue: (row) => row.seconds, csvValue: (row) => minutesOf(row.seconds) },
      { key: 'averageScore', header: t('reports.columns.averageScore'), numeric: true, cell: (row) => row.averageScore, sortValue: (row) => row.averageScore },
      { key: 'proficient', header: t('reports.columns.proficient'), numeric: true, cell: (row) => row.proficientStudents, sortValue: (row) => row.proficientStudents },
      { key: 'mastered', header: t('reports.columns.mastered'), numeric: true, cell: (row) => row.masteredStudents, sortValue: (row) => row.masteredStudents },
    ],
    [t, mode],
  );
  return (
    <>
      <ReportToolbar report="skills-practiced" interval={data.interval} columns={columns} rows={shown}>
        <ScoreModeToggle value={mode} onChange={setMode} />
      </ReportToolbar>
      {data.skills.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <>
          <ReportChart
            kind="bar"
            title={t('reports.charts.skillsPracticed')}
            data={data.skills.slice(0, 12).map((skill) => ({ skill: skill.code ?? skill.permacode, questions: skill.questions }))}
            xKey="skill"
            xLabel={t('reports.columns.skill')}
            series={[{ key: 'questions', label: t('reports.columns.questions') }]}
            testId="skills-chart"
          />
          <SortableTable caption={t('reports.labels.skills-practiced')} columns={columns} rows={data.skills} rowKey={(row) => row.permacode} onSorted={setShown} testId="skills-table" />
        </>
      )}
    </>
  );
}

type ProgressRow = ReportAnswers['progress-and-improvement']['rows'][number];

/** Progress and improvement: per student and skill; On/Off: only rows that gained. A chart of the average gain per skill. */
export function ProgressBody({ data }: { data: ReportAnswers['progress-and-improvement'] }) {
  const { t } = useTranslation();
  const [gainsOnly, setGainsOnly] = useState(false);
  const rows = useMemo(() => (gainsOnly ? data.rows.filter((row) => row.gained > 0) : data.rows), [data.rows, gainsOnly]);
  const [shown, setShown] = useState<ProgressRow[]>(rows);
  const columns = useMemo<ReportColumn<ProgressRow>[]>(
    () => [
      { key: 'student', header: t('reports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName },
      { key: 'skill', header: t('reports.columns.skill'), cell: (row) => skillLabel(row), sortValue: (row) => skillLabel(row) },
      { key: 'startScore', header: t('reports.columns.startScore'), numeric: true, cell: (row) => row.startScore, sortValue: (row) => row.startScore },
      { key: 'endScore', header: t('reports.columns.endScore'), numeric: true, cell: (row) => row.endScore, sortValue: (row) => row.endScore },
      {
        key: 'gained',
        header: t('reports.columns.gained'),
        numeric: true,
        cell: (row) => (row.gained > 0 ? t('reports.values.gained', { count: row.gained }) : row.gained),
        sortValue: (row) => row.gained,
      },
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      { key: 'time', header: t('reports.columns.time'), numeric: true, cell: (row) => formatMinutes(t, row.seconds), sortValue: (row) => row.seconds, csvValue: (row) => minutesOf(row.seconds) },
    ],
    [t],
  );
  const bySkill = new Map<string, { skill: string; total: number; count: number }>();
  for (const row of data.rows) {
    const entry = bySkill.get(row.permacode) ?? { skill: row.code ?? row.permacode, total: 0, count: 0 };
    entry.total += row.gained;
    entry.count += 1;
    bySkill.set(row.permacode, entry);
  }
  const chartData = [...bySkill.values()].slice(0, 12).map((entry) => ({ skill: entry.skill, gained: Math.round(entry.total / entry.count) }));
  return (
    <>
      <ReportToolbar report="progress-and-improvement" interval={data.interval} columns={columns} rows={shown}>
        <OnOffToggle label={t('reports.toggles.gainsOnly')} checked={gainsOnly} onChange={setGainsOnly} testId="toggle-gains-only" />
      </ReportToolbar>
      {rows.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <>
          <ReportChart
            kind="bar"
            title={t('reports.charts.progress')}
            data={chartData}
            xKey="skill"
            xLabel={t('reports.columns.skill')}
            series={[{ key: 'gained', label: t('reports.columns.gained') }]}
            testId="progress-chart"
          />
          <SortableTable
            caption={t('reports.labels.progress-and-improvement')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.userId}|${row.permacode}`}
            onSorted={setShown}
            testId="progress-table"
          />
        </>
      )}
    </>
  );
}
