import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandRowsToggle } from '../../shared/reports/expand-rows-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { CsvCell } from '../../shared/reports/csv';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { countColumn, skillColumn, studentColumn } from './report-columns';
import { formatInstant } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

interface WrongAnswer {
  response: string;
  level: number;
  answeredAt: string;
}

/** Missed, as a share of the answered or "3 of 12" (the CSV: the number missed). */
const missedColumn = <Row extends { missed: number; answered: number }>(t: TFunction, mode: ScoreMode) =>
  countColumn<Row>(t, mode, { key: 'missed', header: t('reports.columns.missed'), part: (row) => row.missed, whole: (row) => row.answered, outOf: true, csvValue: (row) => row.missed });

/** The first three wrong answers given, quoted (the CSV: as `csvValue` says). */
const wrongAnswersColumn = <Row extends { wrongAnswers: readonly WrongAnswer[] }>(t: TFunction, csvValue: (row: Row) => CsvCell): ReportColumn<Row> => ({
  key: 'wrongAnswers',
  header: t('reports.columns.wrongAnswers'),
  cell: (row) =>
    row.wrongAnswers
      .slice(0, 3)
      .map((wrong) => `“${wrong.response || t('reports.values.noAnswerText')}”`)
      .join(', '),
  csvValue,
});

/**
 * What both trouble-spot reports have: Score mode (missed as a share of the
 * questions, or as a number) and Expand rows, their toggles, and the table's
 * rows expanding to the wrong answers given, each said by `describe`.
 */
function useTroubleSpotView<Row extends { wrongAnswers: readonly WrongAnswer[] }>(timeZone: string, describe: (wrong: Row['wrongAnswers'][number]) => string) {
  const { i18n } = useTranslation();
  const tableId = useId();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const [expanded, setExpanded] = useState(false);
  const toggles = (
    <>
      <ScoreModeToggle value={mode} onChange={setMode} />
      <ExpandRowsToggle expanded={expanded} onChange={setExpanded} controls={tableId} />
    </>
  );
  const table = {
    id: tableId,
    expandAll: expanded,
    details: (row: Row) => (
      <ul className="report-details-list" data-testid="wrong-answers">
        {row.wrongAnswers.map((wrong, index) => (
          <li key={index}>
            {describe(wrong)} <span className="report-muted">{formatInstant(wrong.answeredAt, timeZone, i18n.language)}</span>
          </li>
        ))}
      </ul>
    ),
  };
  return { mode, toggles, table };
}

type TroubleRow = TeacherReportAnswers['trouble-spots']['skills'][number];

/** Trouble spots: the skills most missed; each row's details list the wrong answers given (Expand rows opens them all). */
export function TroubleSpotsBody({ data }: { data: TeacherReportAnswers['trouble-spots'] }) {
  const { t } = useTranslation();
  const { mode, toggles, table } = useTroubleSpotView<TroubleRow>(data.timeZone, (wrong) =>
    t('reports.values.wrongAnswer', { response: wrong.response || t('reports.values.noAnswerText'), name: wrong.displayName, level: wrong.level }),
  );
  const columns = useMemo<ReportColumn<TroubleRow>[]>(
    () => [
      skillColumn(t('reports.columns.skill'), true),
      missedColumn<TroubleRow>(t, mode),
      { key: 'answered', header: t('reports.columns.answered'), numeric: true, cell: (row) => row.answered, sortValue: (row) => row.answered },
      { key: 'studentsMissing', header: t('reports.columns.studentsMissing'), numeric: true, cell: (row) => row.studentsMissing, sortValue: (row) => row.studentsMissing },
      wrongAnswersColumn<TroubleRow>(t, (row) => row.wrongAnswers.map((wrong) => `${wrong.displayName}: ${wrong.response}`).join('; ')),
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="trouble-spots"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data.interval}
      columns={columns}
      rows={data.skills}
      rowKey={(row) => row.permacode}
      caption={t('reports.labels.trouble-spots')}
      testId="trouble-table"
      toggles={toggles}
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="bar"
          title={t('reports.charts.troubleSpots')}
          data={data.skills.slice(0, 12).map((skill) => ({ skill: skill.code ?? skill.permacode, missed: skill.missed }))}
          xKey="skill"
          xLabel={t('reports.columns.skill')}
          series={[{ key: 'missed', label: t('reports.columns.missed'), colour: 'var(--color-danger)' }]}
          testId="trouble-chart"
        />
      }
      table={table}
    />
  );
}

type StudentTroubleRow = TeacherReportAnswers['student-trouble-spots']['rows'][number];

/** Student trouble spots: per student and skill, what they missed; rows expand to their wrong answers. */
export function StudentTroubleSpotsBody({ data }: { data: TeacherReportAnswers['student-trouble-spots'] }) {
  const { t } = useTranslation();
  const { mode, toggles, table } = useTroubleSpotView<StudentTroubleRow>(data.timeZone, (wrong) =>
    t('reports.values.ownWrongAnswer', { response: wrong.response || t('reports.values.noAnswerText'), level: wrong.level }),
  );
  const columns = useMemo<ReportColumn<StudentTroubleRow>[]>(
    () => [
      studentColumn(t),
      skillColumn(t('reports.columns.skill'), false),
      missedColumn<StudentTroubleRow>(t, mode),
      { key: 'answered', header: t('reports.columns.answered'), numeric: true, cell: (row) => row.answered, sortValue: (row) => row.answered },
      wrongAnswersColumn<StudentTroubleRow>(t, (row) => row.wrongAnswers.map((wrong) => wrong.response).join('; ')),
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="student-trouble-spots"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data.interval}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.userId}|${row.permacode}`}
      caption={t('reports.labels.student-trouble-spots')}
      testId="student-trouble-table"
      toggles={toggles}
      emptyText={t('reports.frame.empty')}
      table={table}
    />
  );
}
