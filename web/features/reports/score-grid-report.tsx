import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportViewToggle, type ReportView } from '../../shared/reports/report-view-toggle';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { skillLabel } from './report-format';
import { EmptyReport, ReportToolbar } from '../../shared/reports/report-toolbar';
import type { ReportAnswers } from './reports-api';

type GridRow = ReportAnswers['score-grid']['students'][number];
type Skill = ReportAnswers['score-grid']['skills'][number];

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
 * (percentage) or the questions answered.
 */
export function ScoreGridBody({ data }: { data: ReportAnswers['score-grid'] }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ReportView>('report');
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const [shown, setShown] = useState<GridRow[]>(data.students);
  const columns = useMemo<ReportColumn<GridRow>[]>(() => {
    const valueOf = (row: GridRow, skill: Skill) => {
      const cell = row.scores[skill.permacode];
      return cell ? (mode === 'percentage' ? cell.smartScore : cell.questions) : null;
    };
    const skillColumns = data.skills.map(
      (skill): ReportColumn<GridRow> => ({
        key: `skill-${skill.permacode}`,
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
    const student: ReportColumn<GridRow> = { key: 'student', header: t('reports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName };
    if (view === 'report') return [student, ...skillColumns];
    const average: ReportColumn<GridRow> = { key: 'average', header: t('reports.columns.average'), numeric: true, cell: (row) => averageOf(row) ?? '', sortValue: averageOf };
    return [student, average, ...skillColumns];
  }, [data.skills, mode, view, t]);

  return (
    <>
      <ReportToolbar report="score-grid" interval={data.interval} columns={columns} rows={shown}>
        <ReportViewToggle value={view} onChange={setView} />
        <ScoreModeToggle value={mode} onChange={setMode} />
      </ReportToolbar>
      {data.skills.length === 0 ? (
        <EmptyReport text={t('reports.frame.empty')} />
      ) : (
        <>
          {view === 'report' ? <p className="report-legend">{t('reports.scoreGrid.legend')}</p> : null}
          <SortableTable
            key={view}
            caption={t('reports.labels.score-grid')}
            columns={columns}
            rows={data.students}
            rowKey={(row) => row.userId}
            onSorted={setShown}
            className={view === 'report' ? 'score-grid score-grid-report' : 'score-grid score-grid-gradebook'}
            testId={view === 'report' ? 'score-grid-report' : 'score-grid-gradebook'}
          />
        </>
      )}
    </>
  );
}
