import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../shared/reports/report-chart';
import { skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import { SegmentedToggle } from '../../shared/reports/segmented-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { skillColumn } from './report-columns';
import { chartSkillLabels, formatPercent, percentOf } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type Analysis = TeacherReportAnswers['skill-analysis'];
type AnalysisRow = Analysis['skills'][number];

/** Skills the chart shows (the most practised). */
const CHART_SKILLS = 12;

type BandMode = 'students' | 'share';
const bandLabel = (t: TFunction, band: { min: number; max: number }) => (band.min === band.max ? String(band.min) : t('reportsStudents.values.band', band));

/**
 * Skill analysis: per skill, its students by SmartScore band at the range's end
 * (counts, or shares of the skill's students: the score mode), who is stuck, and
 * the wrong answers given most often; a stacked chart of the bands.
 */
export function SkillAnalysisBody({ data }: { data: Analysis }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<BandMode>('students');
  // The chart's skills by name, never twice (issue 34: a code repeats across subjects).
  const chartLabels = chartSkillLabels(t, data.skills.slice(0, CHART_SKILLS));
  const columns = useMemo<ReportColumn<AnalysisRow>[]>(
    () => [
      skillColumn<AnalysisRow>(t('reports.columns.skill'), true),
      { key: 'students', header: t('reports.columns.students'), numeric: true, cell: (row) => row.students, sortValue: (row) => row.students },
      { key: 'questions', header: t('reports.columns.questions'), numeric: true, cell: (row) => row.questions, sortValue: (row) => row.questions },
      ...data.bands.map(
        (band, index): ReportColumn<AnalysisRow> => ({
          key: `band-${band.min}`,
          header: t('reportsStudents.columns.band', { band: bandLabel(t, band) }),
          numeric: true,
          cell: (row) => (mode === 'share' ? formatPercent(t, percentOf(row.bands[index] ?? 0, row.students)) : (row.bands[index] ?? 0)),
          sortValue: (row) => (mode === 'share' ? percentOf(row.bands[index] ?? 0, row.students) : (row.bands[index] ?? 0)),
        }),
      ),
      {
        key: 'stuck',
        header: t('reportsStudents.columns.stuck'),
        cell: (row) =>
          row.stuck.length === 0 ? (
            t('reports.units.none')
          ) : (
            <ul className="report-cell-list">
              {row.stuck.map((student) => (
                <li key={student.userId}>{t('reportsStudents.values.stuck', { name: student.displayName, score: student.score, count: student.helpRaised })}</li>
              ))}
            </ul>
          ),
        sortValue: (row) => row.stuck.length,
        csvValue: (row) => row.stuck.map((student) => student.displayName).join('; '),
      },
      {
        key: 'commonWrongAnswers',
        header: t('reportsStudents.columns.commonWrongAnswers'),
        cell: (row) =>
          row.commonWrongAnswers.length === 0 ? (
            t('reports.units.none')
          ) : (
            <ul className="report-cell-list">
              {row.commonWrongAnswers.map((wrong) => (
                <li key={wrong.response}>
                  {t('reportsStudents.values.commonWrongAnswer', { response: wrong.response || t('reports.values.noAnswerText'), times: wrong.count, count: wrong.students })}
                </li>
              ))}
            </ul>
          ),
        sortValue: (row) => row.commonWrongAnswers[0]?.count ?? 0,
        csvValue: (row) => row.commonWrongAnswers.map((wrong) => `${wrong.response} (${wrong.count})`).join('; '),
      },
    ],
    [t, mode, data.bands],
  );
  return (
    <ReportSection
      report="skill-analysis"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data.interval}
      columns={columns}
      rows={data.skills}
      rowKey={(row) => row.permacode}
      caption={t('reports.labels.skill-analysis')}
      testId="skill-analysis-table"
      toggles={
        <SegmentedToggle<BandMode>
          legend={t('reportsStudents.toggles.bandMode')}
          value={mode}
          onChange={setMode}
          testId="band-mode"
          options={[
            { value: 'students', label: t('reportsStudents.toggles.students') },
            { value: 'share', label: t('reportsStudents.toggles.share') },
          ]}
        />
      }
      note={<p className="report-note">{t('reportsStudents.skillAnalysis.note')}</p>}
      emptyText={t('reports.frame.empty')}
      tableKey={mode}
      chart={
        <ReportChart
          kind="bar"
          stacked
          title={t('reportsStudents.charts.bands')}
          data={data.skills.slice(0, CHART_SKILLS).map((row) => ({ skill: chartLabels.get(row.permacode)!, ...Object.fromEntries(data.bands.map((band, index) => [`band${index}`, row.bands[index] ?? 0])) }))}
          xKey="skill"
          xLabel={t('reports.columns.skill')}
          series={data.bands.map((band, index) => ({ key: `band${index}`, label: bandLabel(t, band) }))}
          testId="skill-analysis-chart"
        />
      }
    />
  );
}
