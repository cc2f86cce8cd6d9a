import './reports-chunk-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizResourceFrame, QuizResourceItemAnalysisReport, QuizResourceResultsReport } from '../../../events/reports/quiz-resource-reports';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { numberColumn, placeColumns } from './administrator-report-standards-columns';
import { quizItemColumns, rightPerQuestion } from './quiz-item-columns';
import { countColumn } from './report-columns';
import { formatPercent, percentOf } from './report-format';

type ResultsRow = QuizResourceResultsReport['rows'][number];

/** The resource shown — its title, who shared it with whom, its questions — and the schools that used it. */
function ResourceHeading({ data }: { data: QuizResourceFrame }) {
  const { t } = useTranslation();
  const resource = data.resource!;
  return (
    <>
      <h2 data-testid="quiz-resource-title">{resource.title}</h2>
      <p className="report-note" data-testid="quiz-resource-summary">
        {t(`quizResourceReports.sharedBy.${resource.sharedScope}`, { author: resource.authorName, school: resource.authorSchoolName })} ·{' '}
        {t('quizResourceReports.summary', { questions: resource.questionCount, schools: data.schools.length, uses: resource.uses })}
      </p>
    </>
  );
}

const NoResource = () => {
  const { t } = useTranslation();
  return <p data-testid="quiz-resource-empty">{t('quizResourceReports.noResources')}</p>;
};

/** Quiz Resource Results: a row per school and grade — students assigned, submitted (number or percentage), average score; a chart per school (On/Off). */
export function QuizResourceResultsView({ data }: { data: QuizResourceResultsReport }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(true);
  const [mode, setMode] = useState<ScoreMode>('questions');
  const columns = useMemo<ReportColumn<ResultsRow>[]>(
    () => [
      ...placeColumns<ResultsRow>(t, true),
      numberColumn<ResultsRow>('assigned', t('quizResourceReports.columns.assigned'), (row) => row.assigned),
      countColumn<ResultsRow>(t, mode, { key: 'submitted', header: t('quizResourceReports.columns.submitted'), part: (row) => row.submitted, whole: (row) => row.assigned }),
      {
        key: 'averageScore',
        header: t('quizResourceReports.columns.averageScore'),
        cell: (row) => formatPercent(t, row.averageScore),
        sortValue: (row) => row.averageScore,
        csvValue: (row) => row.averageScore ?? '',
        numeric: true,
      },
    ],
    [t, mode],
  );
  if (data.resource === null) return <NoResource />;
  return (
    <>
      <ResourceHeading data={data} />
      <ReportSection
        report="quiz-resource-results"
        interval={data}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => `${row.schoolId}|${row.grade}`}
        caption={t('quizResourceReports.labels.quiz-resource-results')}
        testId="quiz-resource-results-table"
        toggles={
          <>
            <OnOffToggle label={t('adminReports.showChart')} checked={chart} onChange={setChart} testId="chart-toggle" />
            <ScoreModeToggle value={mode} onChange={setMode} />
          </>
        }
        note={<p className="report-note">{t('quizResourceReports.scoreRule')}</p>}
        emptyText={t('quizResourceReports.noAssignments')}
        chart={
          chart ? (
            <div className="quiz-resource-charts">
              {data.schools.map((school) => (
                <ReportChart
                  key={school.schoolId}
                  kind="bar"
                  title={t('quizResourceReports.charts.school', { school: school.schoolName })}
                  data={data.rows
                    .filter((row) => row.schoolId === school.schoolId)
                    .map((row) => ({
                      grade: row.grade === null ? t('adminReports.noClass') : t(...gradeLabel(row.grade)),
                      submitted: percentOf(row.submitted, row.assigned) ?? 0,
                      averageScore: row.averageScore ?? 0,
                    }))}
                  xKey="grade"
                  xLabel={t('standardsReports.columns.grade')}
                  series={[
                    { key: 'submitted', label: t('quizResourceReports.charts.submittedPercent') },
                    { key: 'averageScore', label: t('quizResourceReports.columns.averageScore') },
                  ]}
                  testId={`quiz-resource-chart-${school.schoolId}`}
                />
              ))}
            </div>
          ) : null
        }
      />
    </>
  );
}

/** Quiz Resource Item Analysis: per question of the resource over every school's assigned students — prompt, share right, the wrong answers chosen; a chart of the share right. */
export function QuizResourceItemAnalysisView({ data }: { data: QuizResourceItemAnalysisReport }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(true);
  const columns = useMemo(() => quizItemColumns(t), [t]);
  if (data.resource === null) return <NoResource />;
  return (
    <>
      <ResourceHeading data={data} />
      <ReportSection
        report="quiz-resource-item-analysis"
        interval={data}
        columns={columns}
        rows={data.items}
        rowKey={(row) => String(row.questionNumber)}
        caption={t('quizResourceReports.labels.quiz-resource-item-analysis')}
        testId="quiz-resource-items-table"
        toggles={<OnOffToggle label={t('adminReports.showChart')} checked={chart} onChange={setChart} testId="chart-toggle" />}
        note={
          <p className="report-note" data-testid="quiz-resource-schools">
            {t('quizResourceReports.rightRule')}{' '}
            {t('quizResourceReports.schoolsCounted', { schools: data.schools.map((school) => t('quizResourceReports.schoolFigures', { school: school.schoolName, submitted: school.submitted, assigned: school.assigned })).join('; ') })}
          </p>
        }
        chart={
          chart ? (
            <ReportChart
              kind="bar"
              title={t('quizReports.charts.rightPerQuestion')}
              data={rightPerQuestion(t, data.items)}
              xKey="question"
              xLabel={t('quizReports.columns.question')}
              series={[{ key: 'right', label: t('quizReports.charts.rightPercent') }]}
              testId="quiz-resource-items-chart"
            />
          ) : null
        }
      />
    </>
  );
}
