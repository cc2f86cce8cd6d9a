import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { entityId } from '../../events/curriculum';
import { DomainError } from '../../events/log/domain-error';
import { mayReadClassReports } from '../../events/reports/teacher-reports';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { quizAnalysisReport, studentQuizResultsReport, type QuizClass } from '../reports/quiz-reports';

// The teacher quiz reports (issue 29 item 5; docs/reports.md "Quiz reports"):
// `GET /reports/quiz-analysis?classId=&quizId=` and
// `GET /reports/student-quiz-results?classId=&studentUserId=`, plus `viewBy`, which
// is `grades` only (a quiz is not grouped by skill: any other view is 400
// `quiz_reports.view_by_grades_only`). A class's teacher reads her classes, an
// administrator the classes of her school or district (the class reports' rule).
// Read only, from the quizzes read model; no date range (a quiz is its own window).

const quizReportQuery = z.object({
  classId: z.string('reports.class_required').min(1, 'reports.class_required').max(64, 'reports.not_your_class'),
  quizId: entityId.max(64, 'quiz_reports.not_your_quiz').optional(),
  studentUserId: z.string().min(1, 'reports.not_your_student').max(64, 'reports.not_your_student').optional(),
  viewBy: z.enum(['grades'], 'quiz_reports.view_by_grades_only').optional(),
});

type QuizReportLog = FeatureLog<'directory' | 'quizzes' | 'teacherReports'>;

export function quizReportRoutes(log: QuizReportLog) {
  const app = new Hono<AppEnv>();
  const { directory, quizzes, teacherReports } = log.queries;

  /** The class, if the reader may read its reports (403 otherwise), with its students now. */
  const classOf = (c: Context<AppEnv>, classId: string): QuizClass => {
    const user = requireUser(c);
    if (!mayReadClassReports(user.role)) throw new DomainError('reports.not_a_teacher', 403);
    if (!directory.classesReachableBy(user).some((reachable) => reachable.classId === classId)) throw new DomainError('reports.not_your_class', 403);
    const context = teacherReports.classContext(classId);
    if (!context) throw new DomainError('reports.not_your_class', 403);
    return { classId, className: context.className, timeZone: context.timeZone, students: teacherReports.studentsOf(classId) };
  };
  const validQuery = validated('query', quizReportQuery, 'reports.invalid_query');

  app.get('/reports/quiz-analysis', validQuery, (c) => {
    const query = c.req.valid('query');
    return c.json({ ...quizAnalysisReport(quizzes, classOf(c, query.classId), query.quizId, requestTime(c)), viewBy: 'grades', grouping: null });
  });
  app.get('/reports/student-quiz-results', validQuery, (c) => {
    const query = c.req.valid('query');
    const theClass = classOf(c, query.classId);
    if (query.studentUserId !== undefined && !theClass.students.some((student) => student.userId === query.studentUserId)) throw new DomainError('reports.not_your_student', 403);
    return c.json({ ...studentQuizResultsReport(quizzes, theClass, query.studentUserId ?? null, requestTime(c)), viewBy: 'grades', grouping: null });
  });
  return app;
}
