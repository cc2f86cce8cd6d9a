import './reports-chunk-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardsProficiencyDetailsReport, StandardsReportSkill } from '../../../events/reports/standards-reports';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import { SortableTable, type ReportColumn } from '../../shared/reports/sortable-table';
import { numberColumn, placeColumns } from './administrator-report-standards-columns';
import { countColumn, skillColumn } from './report-columns';
import { classGradeText } from './report-format';

type Row = StandardsProficiencyDetailsReport['rows'][number];

/**
 * Standards Proficiency Details: the standard (its code, words, domain and grades),
 * the skills aligned to it, then per school and grade the students who practised
 * it, are proficient and mastered (number or percentage), with a chart of them.
 */
export function StandardsProficiencyDetailsView({ data }: { data: StandardsProficiencyDetailsReport }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const columns = useMemo<ReportColumn<Row>[]>(
    () => [
      ...placeColumns<Row>(t, true),
      numberColumn<Row>('students', t('standardsReports.columns.students'), (row) => row.students),
      countColumn<Row>(t, mode, { key: 'proficient', header: t('standardsReports.columns.proficient'), part: (row) => row.proficient, whole: (row) => row.students }),
      countColumn<Row>(t, mode, { key: 'mastered', header: t('standardsReports.columns.mastered'), part: (row) => row.mastered, whole: (row) => row.students }),
    ],
    [t, mode],
  );
  const skillColumns = useMemo<ReportColumn<StandardsReportSkill>[]>(
    () => [
      skillColumn<StandardsReportSkill>(t('standardsReports.columns.skill'), true),
      { key: 'skillGrade', header: t('standardsReports.columns.skillGrade'), cell: (row) => t(...gradeLabel(row.skillGrade)), sortValue: (row) => row.skillGrade },
      numberColumn<StandardsReportSkill>('students', t('standardsReports.columns.students'), (row) => row.students),
      numberColumn<StandardsReportSkill>('proficient', t('standardsReports.columns.proficient'), (row) => row.proficient),
      numberColumn<StandardsReportSkill>('mastered', t('standardsReports.columns.mastered'), (row) => row.mastered),
    ],
    [t],
  );
  const standard = data.standard;
  if (!standard) {
    return (
      <p className="report-empty" data-testid="report-empty">
        {t('standardsReports.noStandards')}
      </p>
    );
  }
  const grades =
    standard.standardGrade === standard.standardGradeMax
      ? t(...gradeLabel(standard.standardGrade))
      : t('standardsReports.gradesRange', { from: t(...gradeLabel(standard.standardGrade)), to: t(...gradeLabel(standard.standardGradeMax)) });
  return (
    <>
      <h2 data-testid="standard-heading">{t('standardsReports.standardHeading', { code: standard.code, description: standard.description })}</h2>
      <p className="report-note">{t('standardsReports.standardAbout', { domain: standard.domain, grades })}</p>
      <SortableTable
        caption={t('standardsReports.skillsCaption', { code: standard.code })}
        columns={skillColumns}
        rows={data.skills}
        rowKey={(row) => row.permacode}
        testId="standard-skills-table"
      />
      <ReportSection
        report="standards-proficiency-details"
        interval={data}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => `${row.schoolId}|${row.grade}`}
        caption={t('standardsReports.labels.standards-proficiency-details')}
        testId="standards-details-table"
        toggles={<ScoreModeToggle value={mode} onChange={setMode} />}
        note={<p className="report-note">{t('standardsReports.proficientRule')}</p>}
        emptyText={t('adminReports.empty')}
        chart={
          <ReportChart
            kind="bar"
            title={t('standardsReports.charts.proficiencyBySchoolGrade')}
            data={data.rows.map((row) => ({ place: `${row.schoolName} · ${classGradeText(t, row.grade)}`, students: row.students, proficient: row.proficient, mastered: row.mastered }))}
            xKey="place"
            xLabel={t('standardsReports.columns.school')}
            series={[
              { key: 'students', label: t('standardsReports.columns.students') },
              { key: 'proficient', label: t('standardsReports.columns.proficient') },
              { key: 'mastered', label: t('standardsReports.columns.mastered') },
            ]}
            testId="standards-details-chart"
          />
        }
      />
    </>
  );
}
