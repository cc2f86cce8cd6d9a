import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministratorReportSkill, SkillProficiencyReport, SkillUsageReport } from '../../../events/reports/administrator-reports';
import type { InView } from '../../../events/reports/report-view-by';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { ReportChart } from '../../shared/reports/report-chart';
import { skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { countColumn, minutesColumn, skillColumn } from './report-columns';

/** The skills a chart shows at most (the table has them all). */
const CHART_SKILLS = 10;

function skillColumns<Row extends AdministratorReportSkill>(t: TFunction): ReportColumn<Row>[] {
  return [
    skillColumn<Row>(t('adminReports.columns.skill'), true),
    { key: 'subject', header: t('adminReports.columns.subject'), cell: (row) => t(`curriculum.subject.${row.subject}`), sortValue: (row) => row.subject },
    { key: 'skillGrade', header: t('adminReports.columns.skillGrade'), cell: (row) => t(...gradeLabel(row.skillGrade)), sortValue: (row) => row.skillGrade, csvValue: (row) => row.skillGrade },
  ];
}

/** A skill on a chart's axis: its code, subject and grade ("C.3 Math 4"), one per skill (codes repeat across subjects and grades). */
const chartName = (t: TFunction, row: AdministratorReportSkill) => `${row.code ?? row.permacode} ${t(`curriculum.subject.${row.subject}`)} ${row.skillGrade}`;

type UsageRow = SkillUsageReport['rows'][number];

/** Skill Usage: per skill, students, questions, right answers (number or percentage) and minutes; the ten most practised as a chart. */
export function SkillUsageReportView({ data }: { data: InView<SkillUsageReport> }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const columns = useMemo<ReportColumn<UsageRow>[]>(
    () => [
      ...skillColumns<UsageRow>(t),
      { key: 'students', header: t('adminReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
      { key: 'questions', header: t('adminReports.columns.questions'), cell: (row) => row.questions, sortValue: (row) => row.questions, numeric: true },
      countColumn<UsageRow>(t, mode, { key: 'accuracy', header: t('adminReports.columns.accuracy'), part: (row) => row.correct, whole: (row) => row.questions }),
      minutesColumn(t('adminReports.columns.minutes')),
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="skill-usage"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => String(row.skillId)}
      caption={t('adminReports.labels.skill-usage')}
      testId="skill-usage-table"
      toggles={<ScoreModeToggle value={mode} onChange={setMode} />}
      emptyText={t('adminReports.empty')}
      chart={
        <ReportChart
          kind="bar"
          title={t('adminReports.charts.topSkills')}
          data={data.rows.slice(0, CHART_SKILLS).map((row) => ({ skill: chartName(t, row), questions: row.questions }))}
          xKey="skill"
          xLabel={t('adminReports.columns.skill')}
          series={[{ key: 'questions', label: t('adminReports.columns.questions') }]}
          testId="skill-usage-chart"
        />
      }
    />
  );
}

type ProficiencyRow = SkillProficiencyReport['rows'][number];

/** Skill Proficiency: per skill, students who practised it and who reached proficient and mastered (number or percentage of those who practised). */
export function SkillProficiencyReportView({ data }: { data: InView<SkillProficiencyReport> }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const columns = useMemo<ReportColumn<ProficiencyRow>[]>(
    () => [
      ...skillColumns<ProficiencyRow>(t),
      { key: 'studentsPractised', header: t('adminReports.columns.studentsPractised'), cell: (row) => row.studentsPractised, sortValue: (row) => row.studentsPractised, numeric: true },
      countColumn<ProficiencyRow>(t, mode, { key: 'proficient', header: t('adminReports.columns.proficient'), part: (row) => row.proficient, whole: (row) => row.studentsPractised }),
      countColumn<ProficiencyRow>(t, mode, { key: 'mastered', header: t('adminReports.columns.mastered'), part: (row) => row.mastered, whole: (row) => row.studentsPractised }),
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="skill-proficiency"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => String(row.skillId)}
      caption={t('adminReports.labels.skill-proficiency')}
      testId="skill-proficiency-table"
      toggles={<ScoreModeToggle value={mode} onChange={setMode} />}
      emptyText={t('adminReports.empty')}
      chart={
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
      }
    />
  );
}
