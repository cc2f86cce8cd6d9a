import type { TeacherReport } from '../../../events/reports/teacher-reports';

/** The teacher reports' pages, `/analytics/reports/{report}` (page-routes.ts imports this: pure data). */
export const TEACHER_REPORT_PAGES = [
  'student-usage',
  'skills-practiced',
  'trouble-spots',
  'student-trouble-spots',
  'score-grid',
  'questions-log',
  'student-summary',
  'progress-and-improvement',
  'live-message',
] as const satisfies readonly TeacherReport[];

export const teacherReportPath = (report: TeacherReport) => `/analytics/reports/${report}`;

/** `/analytics/reports/score-grid` → `score-grid`; null for any other path. */
export function teacherReportOfPath(path: string): TeacherReport | null {
  const match = /^\/analytics\/reports\/([a-z-]+)$/.exec(path);
  return match && (TEACHER_REPORT_PAGES as readonly string[]).includes(match[1]!) ? (match[1] as TeacherReport) : null;
}
