import './reports-chunk-text';
import type { TFunction } from 'i18next';
import type { ReportStandard, StandardsReportPlace } from '../../../events/reports/standards-reports';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { classGradeText } from './report-format';

// The columns the standards reports share (administrator-report-standards-*.tsx).

/** The standard a row is about ("4.NF.B.3 Add and subtract fractions…"), its row header; sorted by its code. */
export const standardColumn = <Row extends ReportStandard>(t: TFunction): ReportColumn<Row> => ({
  key: 'standard',
  header: t('standardsReports.columns.standard'),
  rowHeader: true,
  cell: (row) => t('standardsReports.standardOption', { code: row.code, description: row.description }),
  sortValue: (row) => row.code,
  csvValue: (row) => row.code,
});

/** The standard's domain and subject ("Number and Operations—Fractions"). */
export const domainColumn = <Row extends ReportStandard>(t: TFunction): ReportColumn<Row> => ({
  key: 'domain',
  header: t('standardsReports.columns.domain'),
  cell: (row) => row.domain,
  sortValue: (row) => row.domain,
});

/** The row's school and its students' grade. */
export const placeColumns = <Row extends StandardsReportPlace>(t: TFunction, rowHeader = false): ReportColumn<Row>[] => [
  { key: 'school', header: t('standardsReports.columns.school'), cell: (row) => row.schoolName, sortValue: (row) => row.schoolName, ...(rowHeader ? { rowHeader } : {}) },
  { key: 'grade', header: t('standardsReports.columns.grade'), cell: (row) => classGradeText(t, row.grade), sortValue: (row) => row.grade, csvValue: (row) => row.grade },
];

/** A count, sortable, right-aligned. */
export const numberColumn = <Row,>(key: string, header: string, value: (row: Row) => number): ReportColumn<Row> => ({ key, header, cell: value, sortValue: value, numeric: true });
