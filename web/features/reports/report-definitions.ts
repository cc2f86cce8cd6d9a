import type { TeacherReport } from '../../../events/reports/teacher-reports';

/**
 * What each teacher report's filter bar has (docs/reports.md): view by grades
 * where the report is about skills; a student where it is about one student
 * (`required`) or may be narrowed to one (`optional`).
 */
export interface ReportDefinition {
  viewByGrades: boolean;
  student: 'none' | 'optional' | 'required';
  /** Its tracking label (spec §9 teacher-side report areas). */
  label: string;
}

export const REPORT_DEFINITIONS: Readonly<Record<TeacherReport, ReportDefinition>> = {
  'student-usage': { viewByGrades: false, student: 'none', label: 'Student usage' },
  'skills-practiced': { viewByGrades: true, student: 'none', label: 'Skills practiced' },
  'trouble-spots': { viewByGrades: true, student: 'none', label: 'Trouble spots' },
  'student-trouble-spots': { viewByGrades: true, student: 'optional', label: 'Student trouble spots' },
  'score-grid': { viewByGrades: true, student: 'none', label: 'Score grid' },
  'questions-log': { viewByGrades: true, student: 'required', label: 'Questions log' },
  'student-summary': { viewByGrades: false, student: 'optional', label: 'Student summary' },
  'progress-and-improvement': { viewByGrades: true, student: 'none', label: 'Progress and improvement' },
  'live-message': { viewByGrades: false, student: 'none', label: 'Live message' },
};
