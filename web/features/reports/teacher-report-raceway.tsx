import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatPercent } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type RacerRow = TeacherReportAnswers['student-raceway']['students'][number];

/**
 * Student raceway report (spec §9; issue 28, docs/games.md): per student of the class, over the range — races run,
 * wins and podiums, accuracy and questions per minute; a table with its CSV, like the other reports.
 */
export function StudentRacewayBody({ data }: { data: TeacherReportAnswers['student-raceway'] }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<RacerRow>[]>(
    () => [
      { key: 'student', header: t('reports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName },
      { key: 'racesRun', header: t('reports.columns.racesRun'), numeric: true, cell: (row) => row.racesRun, sortValue: (row) => row.racesRun },
      { key: 'wins', header: t('reports.columns.wins'), numeric: true, cell: (row) => row.wins, sortValue: (row) => row.wins },
      { key: 'podiums', header: t('reports.columns.podiums'), numeric: true, cell: (row) => row.podiums, sortValue: (row) => row.podiums },
      {
        key: 'accuracy',
        header: t('reports.columns.raceAccuracy'),
        numeric: true,
        cell: (row) => formatPercent(t, row.accuracy === null ? null : Math.round(row.accuracy * 100)),
        sortValue: (row) => row.accuracy ?? -1,
        csvValue: (row) => (row.accuracy === null ? '' : Math.round(row.accuracy * 100)),
      },
      {
        key: 'questionsPerMinute',
        header: t('reports.columns.questionsPerMinute'),
        numeric: true,
        cell: (row) => (row.questionsPerMinute === null ? t('reports.units.none') : row.questionsPerMinute),
        sortValue: (row) => row.questionsPerMinute ?? -1,
        csvValue: (row) => row.questionsPerMinute ?? '',
      },
    ],
    [t],
  );
  return (
    <ReportSection
      report="student-raceway"
      interval={data.interval}
      columns={columns}
      rows={data.students}
      rowKey={(row) => row.studentUserId}
      caption={t('reports.labels.student-raceway')}
      testId="student-raceway-table"
      emptyText={t('reports.frame.empty')}
    />
  );
}
