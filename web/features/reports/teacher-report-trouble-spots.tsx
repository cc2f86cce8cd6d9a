import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandRowsToggle } from '../../shared/reports/expand-rows-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { CsvCell } from '../../shared/reports/csv';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { countColumn, skillColumn, studentColumn } from './report-columns';
import { QuestionDisplay } from '../../shared/question/question-display';
import { chartSkillLabels, formatInstant } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

interface WrongAnswer {
  response: string;
  level: number;
  answeredAt: string;
  /** Trouble spots groups identical ones. */
  count?: number;
}

/** Missed, as a share of the answered or "3 of 12" (the CSV: the number missed). */
const missedColumn = <Row extends { missed: number; answered: number }>(t: TFunction, mode: ScoreMode) =>
  countColumn<Row>(t, mode, { key: 'missed', header: t('reports.columns.missed'), part: (row) => row.missed, whole: (row) => row.answered, outOf: true, csvValue: (row) => row.missed });

/**
 * The answers given wrong, the same text once with how often in all (one answer can be wrong on several
 * questions: the expanded row shows each under its question), the three most given first.
 */
export function wrongAnswerSummary(wrongAnswers: readonly Pick<WrongAnswer, 'response' | 'count'>[]): { response: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const wrong of wrongAnswers) counts.set(wrong.response, (counts.get(wrong.response) ?? 0) + (wrong.count ?? 1));
  return [...counts].map(([response, count]) => ({ response, count })).sort((a, b) => b.count - a.count).slice(0, 3);
}

/** The three wrong answers most given, quoted, with how often when more than once (the CSV: as `csvValue` says). */
const wrongAnswersColumn = <Row extends { wrongAnswers: readonly WrongAnswer[] }>(t: TFunction, csvValue: (row: Row) => CsvCell): ReportColumn<Row> => ({
  key: 'wrongAnswers',
  header: t('reports.columns.wrongAnswers'),
  cell: (row) =>
    wrongAnswerSummary(row.wrongAnswers)
      .map((wrong) => `“${wrong.response || t('reports.values.noAnswerText')}”${wrong.count > 1 ? ` ×${wrong.count}` : ''}`)
      .join(', '),
  csvValue,
});

/**
 * What both trouble-spot reports have: Score mode (missed as a share of the
 * questions, or as a number) and Expand rows, their toggles, and the table's
 * rows expanding to the wrong answers given, each shown by `details`.
 */
function useTroubleSpotView<Row>(details: (row: Row) => ReactNode) {
  const tableId = useId();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const [expanded, setExpanded] = useState(false);
  const toggles = (
    <>
      <ScoreModeToggle value={mode} onChange={setMode} />
      <ExpandRowsToggle expanded={expanded} onChange={setExpanded} controls={tableId} />
    </>
  );
  return { mode, toggles, table: { id: tableId, expandAll: expanded, details } };
}

type TroubleRow = TeacherReportAnswers['trouble-spots']['skills'][number];
type WrongAnswerGroup = TroubleRow['wrongAnswers'][number];

/** One group of identical wrong answers: the question answered (prompt and picture), the answer, who gave it, how often. */
function WrongAnswerGroupItem({ group, timeZone }: { group: WrongAnswerGroup; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="report-wrong-answer" data-testid="wrong-answer-group">
      {group.question ? (
        <div className="report-wrong-question">
          <QuestionDisplay prompt={group.question.prompt} art={group.question.art} />
        </div>
      ) : (
        <p className="report-muted">{t('reports.values.questionGone')}</p>
      )}
      <p className="report-wrong-given">
        {t('reports.values.wrongAnswer', { response: group.response || t('reports.values.noAnswerText'), name: group.students.map((student) => student.displayName).join(', '), level: group.level })}{' '}
        <strong data-testid="wrong-answer-count">{t('reports.values.timesGiven', { count: group.count })}</strong>{' '}
        <span className="report-muted">{t('reports.values.latest', { time: formatInstant(group.answeredAt, timeZone, i18n.language) })}</span>
      </p>
    </li>
  );
}

/** Trouble spots: the skills most missed; each row's details show the wrong answers given, grouped, with their questions (Expand rows opens them all). */
export function TroubleSpotsBody({ data }: { data: TeacherReportAnswers['trouble-spots'] }) {
  const { t } = useTranslation();
  const { mode, toggles, table } = useTroubleSpotView<TroubleRow>((row) => (
    <ul className="report-details-list report-wrong-answers" data-testid="wrong-answers">
      {row.wrongAnswers.map((group, index) => (
        <WrongAnswerGroupItem key={index} group={group} timeZone={data.timeZone} />
      ))}
    </ul>
  ));
  const columns = useMemo<ReportColumn<TroubleRow>[]>(
    () => [
      skillColumn(t('reports.columns.skill'), true),
      missedColumn<TroubleRow>(t, mode),
      { key: 'answered', header: t('reports.columns.answered'), numeric: true, cell: (row) => row.answered, sortValue: (row) => row.answered },
      { key: 'studentsMissing', header: t('reports.columns.studentsMissing'), numeric: true, cell: (row) => row.studentsMissing, sortValue: (row) => row.studentsMissing },
      wrongAnswersColumn<TroubleRow>(t, (row) =>
        row.wrongAnswers
          .map((group) => `${group.question ? `${group.question.prompt} → ` : ''}${group.response} ×${group.count} (${group.students.map((student) => student.displayName).join(', ')})`)
          .join('; '),
      ),
    ],
    [t, mode],
  );
  // The chart's skills by name, never twice (a code repeats across subjects), with the subject when it mixes them.
  const shownSkills = data.skills.slice(0, 12);
  const labels = chartSkillLabels(t, shownSkills);
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
          data={shownSkills.map((skill) => ({ skill: labels.get(skill.permacode)!, missed: skill.missed }))}
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
  const { t, i18n } = useTranslation();
  const { mode, toggles, table } = useTroubleSpotView<StudentTroubleRow>((row) => (
    <ul className="report-details-list" data-testid="wrong-answers">
      {row.wrongAnswers.map((wrong, index) => (
        <li key={index}>
          {t('reports.values.ownWrongAnswer', { response: wrong.response || t('reports.values.noAnswerText'), level: wrong.level })}{' '}
          <span className="report-muted">{formatInstant(wrong.answeredAt, data.timeZone, i18n.language)}</span>
        </li>
      ))}
    </ul>
  ));
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
