import type { TFunction } from 'i18next';
import type { CsvCell } from '../../shared/reports/csv';
import type { ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatMinutes, formatPercent, minutesOf, percentOf, skillLabel } from './report-format';

// The columns several reports share, each written once.

/** The student a row is about, as its row header. */
export const studentColumn = <Row extends { displayName: string }>(t: TFunction): ReportColumn<Row> => ({
  key: 'student',
  header: t('reports.columns.student'),
  rowHeader: true,
  cell: (row) => row.displayName,
  sortValue: (row) => row.displayName,
});

/** The skill a row is about ("A.3 Add two numbers"); the row header unless the row is a student's. */
export const skillColumn = <Row extends { code: string | null; name: string }>(header: string, rowHeader: boolean): ReportColumn<Row> => ({
  key: 'skill',
  header,
  ...(rowHeader ? { rowHeader } : {}),
  cell: (row) => skillLabel(row),
  sortValue: (row) => skillLabel(row),
});

/** Time practised, "12 min" (the CSV: minutes). */
export const timeColumn = <Row extends { seconds: number }>(t: TFunction): ReportColumn<Row> => ({
  key: 'time',
  header: t('reports.columns.time'),
  numeric: true,
  cell: (row) => formatMinutes(t, row.seconds),
  sortValue: (row) => row.seconds,
  csvValue: (row) => minutesOf(row.seconds),
});

/** Minutes practised, as a plain number (administrator reports). */
export const minutesColumn = <Row extends { seconds: number }>(header: string): ReportColumn<Row> => ({
  key: 'minutes',
  header,
  numeric: true,
  cell: (row) => minutesOf(row.seconds),
  sortValue: (row) => row.seconds,
  csvValue: (row) => minutesOf(row.seconds),
});

/**
 * A count out of a whole (right answers of the questions, missed of the
 * answered, students proficient of those who practised) as the score mode says
 * (spec §4): a percentage, or the count — "12 of 40" when `outOf`. It sorts by
 * what it shows.
 */
export function countColumn<Row>(
  t: TFunction,
  mode: ScoreMode,
  column: { key: string; header: string; part(row: Row): number; whole(row: Row): number; outOf?: boolean; csvValue?(row: Row): CsvCell },
): ReportColumn<Row> {
  const { key, header, part, whole, outOf = false, csvValue } = column;
  return {
    key,
    header,
    numeric: true,
    cell: (row) =>
      mode === 'percentage' ? formatPercent(t, percentOf(part(row), whole(row))) : outOf ? t('reports.values.outOf', { part: part(row), whole: whole(row) }) : part(row),
    sortValue: (row) => (mode === 'percentage' ? percentOf(part(row), whole(row)) : part(row)),
    ...(csvValue ? { csvValue } : {}),
  };
}
