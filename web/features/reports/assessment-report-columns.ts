import type { useTranslation } from 'react-i18next';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { classGradeText } from './report-format';

// What every assessment report's table shares (issue 30 item 5; docs/assessment-reports.md): the
// student-and-place columns, a place's label for a chart, and a level or a dash.

type T = ReturnType<typeof useTranslation>['t'];

/** "Maple Elementary · Grade 4 · Math": a school, grade and subject as one chart label. */
export const assessmentPlaceLabel = (t: T, row: { schoolName: string; grade: number | null; subject: string }) =>
  `${row.schoolName} · ${classGradeText(t, row.grade)} · ${t(`assessmentReports.subjects.${row.subject}`)}`;

/** A level on the grade-equivalent scale, or a dash when there is none. */
export const levelText = (level: number | null) => (level === null ? '—' : String(level));

/** The columns every student table of the assessment reports starts with: student, school, grade, subject. */
export function studentColumns<Row extends { displayName: string; schoolName: string; grade: number | null; subject: string }>(t: T): ReportColumn<Row>[] {
  return [
    { key: 'student', header: t('assessmentReports.columns.student'), cell: (row) => row.displayName, sortValue: (row) => row.displayName, rowHeader: true },
    ...placeColumns<Row>(t),
  ];
}

/** School, grade and subject: the columns of a place (the first is the row header when no student leads). */
export function placeColumns<Row extends { schoolName: string; grade: number | null; subject: string }>(t: T, schoolIsRowHeader = false): ReportColumn<Row>[] {
  return [
    { key: 'school', header: t('adminReports.columns.school'), cell: (row) => row.schoolName, sortValue: (row) => row.schoolName, ...(schoolIsRowHeader ? { rowHeader: true } : {}) },
    { key: 'grade', header: t('adminReports.columns.grade'), cell: (row) => classGradeText(t, row.grade), sortValue: (row) => row.grade },
    { key: 'subject', header: t('assessmentReports.columns.subject'), cell: (row) => t(`assessmentReports.subjects.${row.subject}`), sortValue: (row) => row.subject },
  ];
}
