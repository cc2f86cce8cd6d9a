import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { skillColumn } from './report-columns';
import { formatInstant } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type AnswerRow = TeacherReportAnswers['questions-log']['answers'][number];

/** Questions log: one student's answers, newest first; On/Off: wrong answers only. */
export function QuestionsLogBody({ data }: { data: TeacherReportAnswers['questions-log'] }) {
  const { t, i18n } = useTranslation();
  const [wrongOnly, setWrongOnly] = useState(false);
  const rows = useMemo(() => (wrongOnly ? data.answers.filter((answer) => !answer.correct) : data.answers), [data.answers, wrongOnly]);
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
      skillColumn(t('reports.columns.skill'), false),
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
      <ReportSection
        report="questions-log"
        grouping={data.grouping}
        permacodeOf={skillOfRow}
        interval={data.interval}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.position)}
        caption={t('reports.labels.questions-log')}
        testId="questions-log-table"
        toggles={<OnOffToggle label={t('reports.toggles.wrongOnly')} checked={wrongOnly} onChange={setWrongOnly} testId="toggle-wrong-only" />}
        note={data.truncated ? <p className="report-interval">{t('reports.questionsLog.truncated', { count: data.answers.length })}</p> : null}
        emptyText={t('reports.frame.empty')}
      />
    </>
  );
}
