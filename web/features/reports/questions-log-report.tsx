import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { formatInstant, skillLabel } from './report-format';
import { EmptyReport, ReportToolbar } from '../../shared/reports/report-toolbar';
import type { ReportAnswers } from './reports-api';

type AnswerRow = ReportAnswers['questions-log']['answers'][number];

/** Questions log: one student's answers, newest first; On/Off: wrong answers only. */
export function QuestionsLogBody({ data }: { data: ReportAnswers['questions-log'] }) {
  const { t, i18n } = useTranslation();
  const [wrongOnly, setWrongOnly] = useState(false);
  const rows = useMemo(() => (wrongOnly ? data.answers.filter((answer) => !answer.correct) : data.answers), [data.answers, wrongOnly]);
  const [shown, setShown] = useState<AnswerRow[]>(rows);
  const columns = useMemo<ReportColumn<AnswerRow>[]>(
    () => [
      {
        key: 'answeredAt',
        header: t('reports.columns.answeredAt'),
        rowHeader: true,
        cell: (row) => formatInstant(row.answeredAt, data.timeZone, i18n.language),
        sortValue: (row) => row.position,
        csvValue: (row) => row.answeredAt,
      },
      { key: 'skill', header: t('reports.columns.skill'), cell: (row) => skillLabel(row), sortValue: (row) => skillLabel(row) },
      { key: 'level', header: t('reports.columns.level'), numeric: true, cell: (row) => row.level, sortValue: (row) => row.level },
      { key: 'response', header: t('reports.columns.response'), cell: (row) => row.response || t('reports.values.noAnswerText'), sortValue: (row) => row.response },
      {
        key: 'result',
        header: t('reports.columns.result'),
        cell: (row) => <span className={row.correct ? 'answer-right' : 'answer-wrong'}>{row.correct ? t('reports.values.right') : t('reports.values.wrong')}</span>,
        sortValue: (row) => (row.correct ? 1 : 0),
        csvValue: (row) => (row.correct ? 'right' : 'wrong'),
      },
      { key: 'smartScore', header: t('reports.columns.smartScore'), numeric: true, cell: (row) => row.scoreAfter, sortValue: (row) => row.scoreAfter },
      { key: 'time', header: t('reports.columns.seconds'), numeric: true, cell: (row) => row.secondsSpent, sortValue: (row) => row.secondsSpent },
    ],
    [t, i18n.language, data.timeZone],
  );
  return (
    <>
      <h2 className="report-subject">{data.student.displayName}</h2>
      <ReportToolbar report="questions-log" interval={data.interval} columns={columns} rows={shown}>
        <OnOffToggle label={t('reports.toggles.wrongOnly')} checked={wrongOnly} onChange={setWrongOnly} testId="toggle-wrong-only" />
      </ReportToolbar>
      {data.truncated ? <p className="report-interval">{t('reports.questionsLog.truncated', { count: data.answers.length })}</p> : null}
      {rows.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <SortableTable caption={t('reports.labels.questions-log')} columns={columns} rows={rows} rowKey={(row) => String(row.position)} onSorted={setShown} testId="questions-log-table" />
      )}
    </>
  );
}
