import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupHeaderText } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import { ReportViewToggle, type ReportView } from '../../shared/reports/report-view-toggle';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { studentColumn } from './report-columns';
import { skillLabel } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type GridRow = TeacherReportAnswers['score-grid']['students'][number];
type Skill = TeacherReportAnswers['score-grid']['skills'][number];

/** A SmartScore's band in the Report View: mastered (100), proficient (80+), practising. */
export const scoreBand = (score: number) => (score === 100 ? 'mastered' : score >= 80 ? 'proficient' : 'practising');

const averageOf = (row: GridRow): number | null => {
  const scores = Object.values(row.scores).map((cell) => cell.smartScore);
  return scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
};

/**
 * Score grid: students × skills. Report View: each cell coloured by its band,
 * skills named in full; Gradebook View: plain numbers under skill codes with
 * each student's average, as a gradebook. Score mode: the SmartScore
 * (percentage) or the questions answered. One subject at a time (the page's
 * subject picker); wider than its box, a hint says how many skills there are.
 */
export function ScoreGridBody({ data }: { data: TeacherReportAnswers['score-grid'] }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ReportView>('report');
  const [mode, setMode] = useState<ScoreMode>('percentage');
  // View by standards or skill plan: the skill columns in runs, one per group, under a header row naming each run.
  const runs = useMemo(() => {
    const grouping = data.grouping;
    if (!grouping?.grouped || grouping.groups.length === 0) return null;
    const skills = new Map(data.skills.map((skill) => [skill.permacode, skill]));
    return grouping.groups.map((group) => ({ key: group.key, header: groupHeaderText(group, grouping.viewBy, t), skills: group.permacodes.flatMap((permacode) => skills.get(permacode) ?? []) }));
  }, [data.grouping, data.skills, t]);
  const columns = useMemo<ReportColumn<GridRow>[]>(() => {
    const valueOf = (row: GridRow, skill: Skill) => {
      const cell = row.scores[skill.permacode];
      return cell ? (mode === 'percentage' ? cell.smartScore : cell.questions) : null;
    };
    const placed = runs ? runs.flatMap((run) => run.skills.map((skill) => ({ skill, key: `skill-${run.key}-${skill.permacode}` }))) : data.skills.map((skill) => ({ skill, key: `skill-${skill.permacode}` }));
    const skillColumns = placed.map(
      ({ skill, key }): ReportColumn<GridRow> => ({
        key,
        header: view === 'report' ? skillLabel(skill) : (skill.code ?? skill.permacode),
        numeric: true,
        sortValue: (row) => valueOf(row, skill),
        cell: (row) => {
          const cell = row.scores[skill.permacode];
          const value = valueOf(row, skill);
          if (!cell || value === null) {
            return view === 'report' ? <span className="score-cell score-cell-none">{t('reports.units.none')}<span className="visually-hidden"> {t('reports.scoreGrid.noScore')}</span></span> : '';
          }
          return view === 'report' ? (
            <span className={`score-cell score-cell-${scoreBand(cell.smartScore)}`} data-testid="score-cell">
              {value}
            </span>
          ) : (
            <span data-testid="gradebook-cell">{value}</span>
          );
        },
      }),
    );
    const student = studentColumn<GridRow>(t);
    if (view === 'report') return [student, ...skillColumns];
    const average: ReportColumn<GridRow> = { key: 'average', header: t('reports.columns.average'), numeric: true, cell: (row) => averageOf(row) ?? '', sortValue: averageOf };
    return [student, average, ...skillColumns];
  }, [data.skills, runs, mode, view, t]);
  const leading = view === 'report' ? 1 : 2;
  const columnGroups = runs ? [{ key: 'students', header: '', span: leading }, ...runs.map((run) => ({ key: run.key, header: run.header, span: run.skills.length }))] : undefined;

  const empty = data.skills.length === 0;
  return (
    <ReportSection
      report="score-grid"
      interval={data.interval}
      columns={columns}
      rows={data.students}
      rowKey={(row) => row.userId}
      caption={t('reports.labels.score-grid')}
      testId={view === 'report' ? 'score-grid-report' : 'score-grid-gradebook'}
      toggles={
        <>
          <ReportViewToggle value={view} onChange={setView} />
          <ScoreModeToggle value={mode} onChange={setMode} />
        </>
      }
      note={!empty && view === 'report' ? <p className="report-note">{t('reports.scoreGrid.legend')}</p> : null}
      emptyText={t('reports.frame.empty')}
      empty={empty}
      table={{
        className: view === 'report' ? 'score-grid score-grid-report' : 'score-grid score-grid-gradebook',
        columnGroups,
        // Wider than the screen: how many skill columns there are (issue 34).
        scrollHint: t('reports.scoreGrid.scrollHint', { count: data.skills.length, subject: data.subject ? t(`curriculum.subject.${data.subject}`) : '' }),
      }}
      tableKey={view}
    />
  );
}
