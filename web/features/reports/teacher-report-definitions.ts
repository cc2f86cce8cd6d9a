import type { TeacherReport } from '../../../events/reports/teacher-reports';
import { reportOfPath } from './report-paths';

/**
 * What each teacher report's filter bar has (docs/reports.md): view by grades
 * where the report is about skills; a student where it is about one student
 * (`required`) or may be narrowed to one (`optional`).
 */
export interface TeacherReportDefinition {
  viewByGrades: boolean;
  student: 'none' | 'optional' | 'required';
  /** Its tracking label (spec §9 teacher-side report areas). */
  label: string;
  /** False: the report has its own days (Students quickview: today and this week), no date range. */
  dateRange?: false;
  /** A skill picker from the report's own answer (Skill score chart). */
  skillPicker?: true;
  /** A subject picker from the report's own answer (Score grid: one subject at a time, issue 34). */
  subjectPicker?: true;
}

/** The teacher reports, in the order of spec §9 (the reports index lists them so); the type makes it name each one. */
export const TEACHER_REPORT_DEFINITIONS: Readonly<Record<TeacherReport, TeacherReportDefinition>> = {
  'students-quickview': { viewByGrades: false, student: 'none', label: 'Students quickview', dateRange: false },
  'student-usage': { viewByGrades: false, student: 'none', label: 'Student usage' },
  'student-summary': { viewByGrades: false, student: 'optional', label: 'Student summary' },
  // Issue 30 item 5 (docs/assessment-reports.md "Teacher reports"): no skills, so no view by.
  'levelup-overview': { viewByGrades: false, student: 'none', label: 'LevelUp overview' },
  'levelup-strand-analysis': { viewByGrades: false, student: 'none', label: 'LevelUp strand analysis' },
  'levelup-standards-performance': { viewByGrades: false, student: 'none', label: 'LevelUp standards performance' },
  'flex-overview': { viewByGrades: false, student: 'none', label: 'Flex overview' },
  'flex-strand-analysis': { viewByGrades: false, student: 'none', label: 'Flex strand analysis' },
  'skills-practiced': { viewByGrades: true, student: 'none', label: 'Skills practiced' },
  'trouble-spots': { viewByGrades: true, student: 'none', label: 'Trouble spots' },
  'skill-analysis': { viewByGrades: true, student: 'none', label: 'Skill analysis' },
  'checkpoint-analysis': { viewByGrades: false, student: 'none', label: 'Checkpoint analysis' },
  'checkpoint-performance': { viewByGrades: false, student: 'none', label: 'Checkpoint performance' },
  'student-trouble-spots': { viewByGrades: true, student: 'optional', label: 'Student trouble spots' },
  'score-grid': { viewByGrades: true, student: 'none', label: 'Score grid', subjectPicker: true },
  'student-score-chart': { viewByGrades: true, student: 'required', label: 'Student score chart' },
  'skill-score-chart': { viewByGrades: true, student: 'none', label: 'Skill score chart', skillPicker: true },
  'questions-log': { viewByGrades: true, student: 'required', label: 'Questions log' },
  'progress-and-growth': { viewByGrades: false, student: 'required', label: 'Progress and growth' },
  'progress-and-improvement': { viewByGrades: true, student: 'none', label: 'Progress and improvement' },
  'live-message': { viewByGrades: false, student: 'none', label: 'Live message' },
  'student-stats': { viewByGrades: false, student: 'optional', label: 'Student stats' },
  'student-raceway': { viewByGrades: false, student: 'none', label: 'Student raceway report' },
};

/** The teacher reports' pages, `/analytics/reports/{report}` (page-routes.ts imports this: pure data). */
export const TEACHER_REPORT_PAGES = Object.keys(TEACHER_REPORT_DEFINITIONS) as TeacherReport[];

/** `/analytics/reports/score-grid` → `score-grid`; null for any other path. */
export const teacherReportOfPath = (path: string) => reportOfPath(path, TEACHER_REPORT_PAGES);
