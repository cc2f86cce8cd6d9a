import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentScoreRow, CommonAssessmentItemAnalysisReport, CommonAssessmentResultsReport, SchoolCheckpointPerformanceReport } from '../../../events/reports/administrator-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { assessmentPlaceLabel, placeColumns } from './assessment-report-columns';

// The administrator reports of scored forms (issue 30 item 5, docs/assessment-reports.md): Checkpoint
// Performance, Common Assessment Results and Common Assessment Item Analysis — chart, sortable table
// and CSV each, over each student's latest sitting of each assessment.

type T = ReturnType<typeof useTranslation>['t'];

function scoreColumns(t: T, assessmentKey: string): ReportColumn<AssessmentScoreRow>[] {
  return [
    ...placeColumns<AssessmentScoreRow>(t, true),
    { key: 'assessment', header: t(assessmentKey), cell: (row) => row.title, sortValue: (row) => row.title },
    { key: 'students', header: t('assessmentReports.columns.students'), cell: (row) => row.students, sortValue: (row) => row.students, numeric: true },
    { key: 'meanScore', header: t('assessmentReports.forms.meanScore'), cell: (row) => row.meanScore, sortValue: (row) => row.meanScore, numeric: true },
  ];
}

/** The students and mean score per school, grade and assessment: one view for checkpoints and common assessments. */
function AssessmentScoresView({ data, report, assessmentKey, emptyKey, testId }: { data: SchoolCheckpointPerformanceReport | CommonAssessmentResultsReport; report: string; assessmentKey: string; emptyKey: string; testId: string }) {
  const { t } = useTranslation();
  const columns = useMemo(() => scoreColumns(t, assessmentKey), [t, assessmentKey]);
  const chartData = data.rows.map((row) => ({ place: `${assessmentPlaceLabel(t, row)} · ${row.title}`, meanScore: row.meanScore }));
  return (
    <ReportSection
      report={report}
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.schoolId}|${row.grade}|${row.assessmentId}`}
      caption={t(`adminReports.labels.${report}`)}
      testId={`${testId}-table`}
      emptyText={t(emptyKey)}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.forms.meanScorePerAssessment')}
          data={chartData}
          xKey="place"
          xLabel={t('adminReports.columns.school')}
          series={[{ key: 'meanScore', label: t('assessmentReports.forms.meanScore') }]}
          testId={`${testId}-chart`}
        />
      }
    />
  );
}

/** Checkpoint Performance (administrators): per school, grade and checkpoint. */
export function SchoolCheckpointPerformanceView({ data }: { data: SchoolCheckpointPerformanceReport }) {
  return <AssessmentScoresView data={data} report="school-checkpoint-performance" assessmentKey="assessmentReports.teacher.checkpoint" emptyKey="assessmentReports.teacher.emptyCheckpoint" testId="school-checkpoints" />;
}

/** Common Assessment Results: per school, grade and common assessment. */
export function CommonAssessmentResultsView({ data }: { data: CommonAssessmentResultsReport }) {
  return <AssessmentScoresView data={data} report="common-assessment-results" assessmentKey="assessmentReports.forms.assessment" emptyKey="assessmentReports.forms.emptyCommon" testId="common-results" />;
}

type ItemRow = CommonAssessmentItemAnalysisReport['rows'][number];

/** Common Assessment Item Analysis: per question, the share right over all schools and in each school (a column and a chart series per school). */
export function CommonAssessmentItemAnalysisView({ data }: { data: CommonAssessmentItemAnalysisReport }) {
  const { t } = useTranslation();
  const schools = useMemo(() => {
    const named = new Map<string, string>();
    for (const row of data.rows) for (const school of row.schools) named.set(school.schoolId, school.schoolName);
    return [...named.entries()].map(([schoolId, schoolName]) => ({ schoolId, schoolName })).sort((a, b) => a.schoolName.localeCompare(b.schoolName));
  }, [data.rows]);
  const shareOf = (row: ItemRow, schoolId: string) => row.schools.find((school) => school.schoolId === schoolId)?.percentRight ?? null;
  const columns = useMemo<ReportColumn<ItemRow>[]>(
    () => [
      { key: 'assessment', header: t('assessmentReports.forms.assessment'), cell: (row) => row.title, sortValue: (row) => row.title },
      { key: 'item', header: t('assessmentReports.teacher.item'), cell: (row) => t('assessmentReports.teacher.itemNumber', { position: row.position }), sortValue: (row) => row.position, rowHeader: true },
      { key: 'standard', header: t('assessmentReports.teacher.standard'), cell: (row) => row.standardCodes.join(', ') || '—', sortValue: (row) => row.standardCodes.join(',') },
      { key: 'answered', header: t('assessmentReports.teacher.answered'), cell: (row) => row.answered, sortValue: (row) => row.answered, numeric: true },
      { key: 'percentRight', header: t('assessmentReports.forms.allSchools'), cell: (row) => row.percentRight, sortValue: (row) => row.percentRight, numeric: true },
      ...schools.map(
        (school): ReportColumn<ItemRow> => ({
          key: `school:${school.schoolId}`,
          header: t('assessmentReports.forms.schoolRight', { school: school.schoolName }),
          cell: (row) => shareOf(row, school.schoolId) ?? '—',
          sortValue: (row) => shareOf(row, school.schoolId),
          numeric: true,
        }),
      ),
    ],
    [t, schools],
  );
  const chartData = data.rows.map((row) => ({
    item: `${row.title} · ${t('assessmentReports.teacher.itemNumber', { position: row.position })}`,
    ...Object.fromEntries(schools.map((school, index) => [`school${index}`, shareOf(row, school.schoolId) ?? 0])),
  }));
  return (
    <ReportSection
      report="common-assessment-item-analysis"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.assessmentId}|${row.questionKey}`}
      caption={t('adminReports.labels.common-assessment-item-analysis')}
      testId="common-items-table"
      emptyText={t('assessmentReports.forms.emptyCommon')}
      chart={
        <ReportChart
          kind="bar"
          title={t('assessmentReports.forms.rightPerItemPerSchool')}
          data={chartData}
          xKey="item"
          xLabel={t('assessmentReports.teacher.item')}
          series={schools.map((school, index) => ({ key: `school${index}`, label: school.schoolName }))}
          testId="common-items-chart"
        />
      }
    />
  );
}
