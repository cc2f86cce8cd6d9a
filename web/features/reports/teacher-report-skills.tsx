import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { countColumn, skillColumn, studentColumn, timeColumn } from './report-columns';
import { chartSkillLabels } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type SkillRow = TeacherReportAnswers['skills-practiced']['skills'][number];

/** Skills practiced: per skill; Score mode: accuracy as a percentage or right answers out of questions. */
export function SkillsPracticedBody({ data }: { data: TeacherReportAnswers['skills-practiced'] }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const columns = useMemo<ReportColumn<SkillRow>[]>(
    () => [
      skillColumn(t('reports.columns.skill'), true),
      { key: 'grade', header: t('reports.columns.grade'), cell: (row) => t(...gradeLabel(row.grade)), sortValue: (row) => row.grade },
      { key: 'students', header: t('reports.columns.students'), numeric: true, cell: (row) => row.students, sortValue: (row) => row.students },
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      countColumn<SkillRow>(t, mode, { key: 'accuracy', header: t('reports.columns.accuracy'), part: (row) => row.correct, whole: (row) => row.questions, outOf: true }),
      timeColumn(t),
      { key: 'averageScore', header: t('reports.columns.averageScore'), numeric: true, cell: (row) => row.averageScore, sortValue: (row) => row.averageScore },
      { key: 'proficient', header: t('reports.columns.proficient'), numeric: true, cell: (row) => row.proficientStudents, sortValue: (row) => row.proficientStudents },
      { key: 'mastered', header: t('reports.columns.mastered'), numeric: true, cell: (row) => row.masteredStudents, sortValue: (row) => row.masteredStudents },
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="skills-practiced"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data.interval}
      columns={columns}
      rows={data.skills}
      rowKey={(row) => row.permacode}
      caption={t('reports.labels.skills-practiced')}
      testId="skills-table"
      toggles={<ScoreModeToggle value={mode} onChange={setMode} />}
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="bar"
          title={t('reports.charts.skillsPracticed')}
          data={(() => {
            // Skills by name, never twice (issue 34: a code repeats across subjects).
            const shown = data.skills.slice(0, 12);
            const labels = chartSkillLabels(t, shown);
            return shown.map((skill) => ({ skill: labels.get(skill.permacode)!, questions: skill.questions }));
          })()}
          xKey="skill"
          xLabel={t('reports.columns.skill')}
          series={[{ key: 'questions', label: t('reports.columns.questions') }]}
          testId="skills-chart"
        />
      }
    />
  );
}

type ProgressRow = TeacherReportAnswers['progress-and-improvement']['rows'][number];

/** Progress and improvement: per student and skill; On/Off: only rows that gained. A chart of the average gain per skill. */
export function ProgressBody({ data }: { data: TeacherReportAnswers['progress-and-improvement'] }) {
  const { t } = useTranslation();
  const [gainsOnly, setGainsOnly] = useState(false);
  const rows = useMemo(() => (gainsOnly ? data.rows.filter((row) => row.gained > 0) : data.rows), [data.rows, gainsOnly]);
  const columns = useMemo<ReportColumn<ProgressRow>[]>(
    () => [
      studentColumn(t),
      skillColumn(t('reports.columns.skill'), false),
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
      timeColumn(t),
    ],
    [t],
  );
  const labels = chartSkillLabels(t, data.rows);
  const bySkill = new Map<string, { skill: string; total: number; count: number }>();
  for (const row of data.rows) {
    const entry = bySkill.get(row.permacode) ?? { skill: labels.get(row.permacode)!, total: 0, count: 0 };
    entry.total += row.gained;
    entry.count += 1;
    bySkill.set(row.permacode, entry);
  }
  const chartData = [...bySkill.values()].slice(0, 12).map((entry) => ({ skill: entry.skill, gained: Math.round(entry.total / entry.count) }));
  return (
    <ReportSection
      report="progress-and-improvement"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data.interval}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.userId}|${row.permacode}`}
      caption={t('reports.labels.progress-and-improvement')}
      testId="progress-table"
      toggles={<OnOffToggle label={t('reports.toggles.gainsOnly')} checked={gainsOnly} onChange={setGainsOnly} testId="toggle-gains-only" />}
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="bar"
          title={t('reports.charts.progress')}
          data={chartData}
          xKey="skill"
          xLabel={t('reports.columns.skill')}
          series={[{ key: 'gained', label: t('reports.columns.gained') }]}
          testId="progress-chart"
        />
      }
    />
  );
}
