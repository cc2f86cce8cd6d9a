import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministratorReportSkill, SkillProficiencyReport, SkillUsageReport } from '../../../events/reports/administrator-reports';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { ReportChart } from '../../shared/reports/report-chart';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { EmptyReport, ReportToolbar } from '../../shared/reports/report-toolbar';
import { minutesOf, percentOf, skillLabel } from './admin-report-format';

/** The skills a chart shows at most (the table has them all). */
const CHART_SKILLS = 10;

function skillColumns<Row extends AdministratorReportSkill>(t: ReturnType<typeof useTranslation>['t']): ReportColumn<Row>[] {
  return [
    { key: 'skill', header: t('adminReports.columns.skill'), cell: (row) => skillLabel(row), sortValue: (row) => skillLabel(row), rowHeader: true },
    { key: 'subject', header: t('adminReports.columns.subject'), cell: (row) => t(`curriculum.subject.${row.subject}`), sortValue: (row) => row.subject },
    { key: 'skillGrade', header: t('adminReports.columns.skillGrade'), cell: (row) => t(...gradeLabel(row.skillGrade)), sortValue: (row) => row.skillGrade, csvValue: (row) => row.skillGrade },
  ];
}

/** A skill on a chart's axis: its code, subject and grade ("C.3 Math 4"), one per skill (codes repeat across subjects and grades). */
const chartName = (t: ReturnType<typeof useTranslation>['t'], row: AdministratorReportSkill) => `${row.code ?? row.permacode} ${t(`curriculum.subject.${row.subject}`)} ${row.skillGrade}`;

/** "12 of 40" or "30%": a figure as a number or a percentage of its whole (§4 score mode). */
function scored(t: ReturnType<typeof useTranslation>['t'], mode: ScoreMode, part: number, whole: number) {
  if (mode === 'questions') return part;
  const value = percentOf(part, whole);
  return value === null ? t('reports.units.none') : t('reports.units.percent', { value });
}

type UsageRow = SkillUsageReport['rows'][number];

/** Skill Usage: per skill, students, questions, right answers (number or percentage) and minutes; the ten most practised as a chart. */
export function SkillUsageReportView({ data }: { data: SkillUsageReport }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const [shown, setShown] = useState<UsageRow[]>(data.rows);
  const columns = useMemo<ReportColumn<UsageRow>[]>(
    () => [
      ...skillColumns<UsageRow>(t),
      { key: 'students', header: t('adminReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      { key: 'questions', header: t('adminReports.columns.questions'), cell: (row) => row.questions, sortValue: (row) => row.questions, numeric: true },
      {
        key: 'accuracy',
        header: t('adminReports.columns.accuracy'),
        cell: (row) => scored(t, mode, row.correct, row.questions),
        sortValue: (row) => (mode === 'questions' ? row.correct : percentOf(row.correct, row.questions)),
        numeric: true,
      },
      { key: 'minutes', header: t('adminReports.columns.minutes'), cell: (row) => minutesOf(row.seconds), sortValue: (row) => row.seconds, csvValue: (row) => minutesOf(row.seconds), numeric: true },
    ],
    [t, mode],
  );
  if (data.rows.length === 0) return <EmptyReport text={t('adminReports.empty')} />;
  return (
    <>
      <ReportToolbar report="skill-usage" interval={data} columns={columns} rows={shown}>
        <ScoreModeToggle value={mode} onChange={setMode} />
      </ReportToolbar>
      <ReportChart
        kind="bar"
        title={t('adminReports.charts.topSkills')}
        data={data.rows.slice(0, CHART_SKILLS).map((row) => ({ skill: chartName(t, row), questions: row.questions }))}
        xKey="skill"
        xLabel={t('adminReports.columns.skill')}
        series={[{ key: 'questions', label: t('adminReports.columns.questions') }]}
        testId="skill-usage-chart"
      />
      <SortableTable caption={t('adminReports.labels.skill-usage')} columns={columns} rows={data.rows} rowKey={(row) => String(row.skillId)} onSorted={setShown} testId="skill-usage-table" />
    </>
  );
}

type ProficiencyRow = SkillProficiencyReport['rows'][number];

/** Skill Proficiency: per skill, students who practised it and who reached proficient and mastered (number or percentage of those who practised). */
export function SkillProficiencyReportView({ data }: { data: SkillProficiencyReport }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const [shown, setShown] = useState<ProficiencyRow[]>(data.rows);
  const columns = useMemo<ReportColumn<ProficiencyRow>[]>(
    () => [
      ...skillColumns<ProficiencyRow>(t),
      { key: 'studentsPractised', header: t('adminReports.columns.studentsPractised'), cell: (row) => row.studentsPractised, sortValue: (row) => row.studentsPractised, numeric: true },
      {
        key: 'proficient',
        header: t('adminReports.columns.proficient'),
        cell: (row) => scored(t, mode, row.proficient, row.studentsPractised),
        sortValue: (row) => (mode === 'questions' ? row.proficient : percentOf(row.proficient, row.studentsPractised)),
        numeric: true,
      },
      {
        key: 'mastered',
        header: t('adminReports.columns.mastered'),
        cell: (row) => scored(t, mode, row.mastered, row.studentsPractised),
        sortValue: (row) => (mode === 'questions' ? row.mastered : percentOf(row.mastered, row.studentsPractised)),
        numeric: true,
      },
    ],
    [t, mode],
  );
  if (data.rows.length === 0) return <EmptyReport text={t('adminReports.empty')} />;
  return (
    <>
      <ReportToolbar report="skill-proficiency" interval={data} columns={columns} rows={shown}>
        <ScoreModeToggle value={mode} onChange={setMode} />
      </ReportToolbar>
      <ReportChart
        kind="bar"
        title={t('adminReports.charts.proficiencyBySkill')}
        data={data.rows.slice(0, CHART_SKILLS).map((row) => ({ skill: chartName(t, row), proficient: row.proficient, mastered: row.mastered }))}
        xKey="skill"
        xLabel={t('adminReports.columns.skill')}
        series={[
          { key: 'proficient', label: t('adminReports.columns.proficient') },
          { key: 'mastered', label: t('adminReports.columns.mastered') },
        ]}
        testId="skill-proficiency-chart"
      />
      <SortableTable
        caption={t('adminReports.labels.skill-proficiency')}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => String(row.skillId)}
        onSorted={setShown}
        testId="skill-proficiency-table"
      />
    </>
  );
}
