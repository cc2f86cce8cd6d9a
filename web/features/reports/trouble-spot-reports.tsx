import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandRowsToggle } from '../../shared/reports/expand-rows-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { formatInstant, formatPercent, percentOf, skillLabel } from './report-format';
import { EmptyReport, ReportToolbar } from '../../shared/reports/report-toolbar';
import type { ReportAnswers } from './reports-api';

type TroubleRow = ReportAnswers['trouble-spots']['skills'][number];

const missedColumn = <Row extends { missed: number; answered: number }>(t: ReturnType<typeof useTranslation>['t'], mode: ScoreMode): ReportColumn<Row> => ({
  key: 'missed',
  header: t('reports.columns.missed'),
  numeric: true,
  cell: (row) => (mode === 'percentage' ? formatPercent(t, percentOf(row.missed, row.answered)) : t('reports.values.outOf', { part: row.missed, whole: row.answered })),
  sortValue: (row) => (mode === 'percentage' ? percentOf(row.missed, row.answered) : row.missed),
  csvValue: (row) => row.missed,
});

/**
 * Trouble spots: the skills most missed; each row's details list the wrong
 * answers given (Expand rows opens them all). Score mode: missed as a share of
 * the questions, or as a number.
 */
export function TroubleSpotsBody({ data }: { data: ReportAnswers['trouble-spots'] }) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const [expanded, setExpanded] = useState(false);
  const [shown, setShown] = useState<TroubleRow[]>(data.skills);
  const columns = useMemo<ReportColumn<TroubleRow>[]>(
    () => [
      { key: 'skill', header: t('reports.columns.skill'), rowHeader: true, cell: (row) => skillLabel(row), sortValue: (row) => skillLabel(row) },
      missedColumn<TroubleRow>(t, mode),
      { key: 'answered', header: t('reports.columns.answered'), numeric: true, cell: (row) => row.answered, sortValue: (row) => row.answered },
      { key: 'studentsMissing', header: t('reports.columns.studentsMissing'), numeric: true, cell: (row) => row.studentsMissing, sortValue: (row) => row.studentsMissing },
      {
        key: 'wrongAnswers',
        header: t('reports.columns.wrongAnswers'),
        cell: (row) => row.wrongAnswers.slice(0, 3).map((wrong) => `“${wrong.response || t('reports.values.noAnswerText')}”`).join(', '),
        csvValue: (row) => row.wrongAnswers.map((wrong) => `${wrong.displayName}: ${wrong.response}`).join('; '),
      },
    ],
    [t, mode],
  );
  return (
    <>
      <ReportToolbar report="trouble-spots" interval={data.interval} columns={columns} rows={shown}>
        <ScoreModeToggle value={mode} onChange={setMode} />
        <ExpandRowsToggle expanded={expanded} onChange={setExpanded} controls={tableId} />
      </ReportToolbar>
      {data.skills.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <>
          <ReportChart
            kind="bar"
            title={t('reports.charts.troubleSpots')}
            data={data.skills.slice(0, 12).map((skill) => ({ skill: skill.code ?? skill.permacode, missed: skill.missed }))}
            xKey="skill"
            xLabel={t('reports.columns.skill')}
            series={[{ key: 'missed', label: t('reports.columns.missed'), colour: 'var(--color-danger)' }]}
            testId="trouble-chart"
          />
          <SortableTable
            id={tableId}
            caption={t('reports.labels.trouble-spots')}
            columns={columns}
            rows={data.skills}
            rowKey={(row) => row.permacode}
            expandAll={expanded}
            onSorted={setShown}
            details={(row) => (
              <ul className="report-details-list" data-testid="wrong-answers">
                {row.wrongAnswers.map((wrong, index) => (
                  <li key={index}>
                    {t('reports.values.wrongAnswer', { response: wrong.response || t('reports.values.noAnswerText'), name: wrong.displayName, level: wrong.level })}{' '}
                    <span className="report-muted">{formatInstant(wrong.answeredAt, data.timeZone, i18n.language)}</span>
                  </li>
                ))}
              </ul>
            )}
            testId="trouble-table"
          />
        </>
      )}
    </>
  );
}

type StudentTroubleRow = ReportAnswers['student-trouble-spots']['rows'][number];

/** Student trouble spots: per student and skill, what they missed; rows expand to their wrong answers. */
export function StudentTroubleSpotsBody({ data }: { data: ReportAnswers['student-trouble-spots'] }) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const [expanded, setExpanded] = useState(false);
  const [shown, setShown] = useState<StudentTroubleRow[]>(data.rows);
  const columns = useMemo<ReportColumn<StudentTroubleRow>[]>(
    () => [
      { key: 'student', header: t('reports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName },
      { key: 'skill', header: t('reports.columns.skill'), cell: (row) => skillLabel(row), sortValue: (row) => skillLabel(row) },
      missedColumn<StudentTroubleRow>(t, mode),
      { key: 'answered', header: t('reports.columns.answered'), numeric: true, cell: (row) => row.answered, sortValue: (row) => row.answered },
      {
        key: 'wrongAnswers',
        header: t('reports.columns.wrongAnswers'),
        cell: (row) => row.wrongAnswers.slice(0, 3).map((wrong) => `“${wrong.response || t('reports.values.noAnswerText')}”`).join(', '),
        csvValue: (row) => row.wrongAnswers.map((wrong) => wrong.response).join('; '),
      },
    ],
    [t, mode],
  );
  return (
    <>
      <ReportToolbar report="student-trouble-spots" interval={data.interval} columns={columns} rows={shown}>
        <ScoreModeToggle value={mode} onChange={setMode} />
        <ExpandRowsToggle expanded={expanded} onChange={setExpanded} controls={tableId} />
      </ReportToolbar>
      {data.rows.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <SortableTable
          id={tableId}
          caption={t('reports.labels.student-trouble-spots')}
          columns={columns}
          rows={data.rows}
          rowKey={(row) => `${row.userId}|${row.permacode}`}
          expandAll={expanded}
          onSorted={setShown}
          details={(row) => (
            <ul className="report-details-list" data-testid="wrong-answers">
              {row.wrongAnswers.map((wrong, index) => (
                <li key={index}>
                  {t('reports.values.ownWrongAnswer', { response: wrong.response || t('reports.values.noAnswerText'), level: wrong.level })}{' '}
                  <span className="report-muted">{formatInstant(wrong.answeredAt, data.timeZone, i18n.language)}</span>
                </li>
              ))}
            </ul>
          )}
          testId="student-trouble-table"
        />
      )}
    </>
  );
}
