import type { useTranslation } from 'react-i18next';
import type { ReportColumn } from '../../shared/reports/sortable-table';

// What the teacher assessment reports' tables share (issue 30 item 5; docs/assessment-reports.md
// "Teacher reports"): the student-and-subject columns, and a strand's name.

type T = ReturnType<typeof useTranslation>['t'];

/** A strand's name ("Fractions"); a strand the text does not know shows as recorded. */
export const strandLabel = (t: T, strand: string) => t(`assessmentReports.strands.${strand}`, { defaultValue: strand });

/** Student (the row header) and subject: the columns every per-student table of a class starts with. */
export function classStudentColumns<Row extends { displayName: string; subject: string }>(t: T): ReportColumn<Row>[] {
  return [
    { key: 'student', header: t('assessmentReports.columns.student'), cell: (row) => row.displayName, sortValue: (row) => row.displayName, rowHeader: true },
    { key: 'subject', header: t('assessmentReports.columns.subject'), cell: (row) => t(`assessmentReports.subjects.${row.subject}`), sortValue: (row) => row.subject },
  ];
}
