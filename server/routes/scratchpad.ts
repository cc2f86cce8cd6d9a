import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DomainError } from '../../events/log/domain-error';
import { knownAssessment } from '../assessments/student-assessments';
import { mayWatchLiveClassroom } from '../../events/practice';
import { quizQuestionNumberOfKey } from '../../events/quizzes/quiz-contract';
import { mayReadClassReports } from '../../events/reports/teacher-reports';
import type { ScratchpadAnswer, ScratchpadWorkReport, ScratchpadWorkView } from '../../events/scratchpad';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validated';

// The scratchpad's calls (issue 31 item 3; docs/scratchpad.md). The work itself is sent with the practice
// quiz and assessment answers (server/routes/practice.ts, quizzes.ts, assessments.ts); this file answers the teacher's reads:
// one answer's work, and the teacher report `scratchpad-work`.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const workQuery = z.object({
  studentUserId: z.string().regex(ID, 'scratchpad.unknown_work'),
  answerKey: z.string().regex(/^(practice:[A-Za-z0-9_-]{1,64}|quiz:[A-Za-z0-9_-]{1,64}:[A-Za-z0-9_-]{1,8}|assessment:[A-Za-z0-9_-]{1,120}:s\d{1,6}q\d{1,6})$/, 'scratchpad.unknown_work'),
});
const reportQuery = z.object({
  classId: z.string('reports.class_required').min(1, 'reports.class_required').max(64, 'reports.not_your_class'),
  studentUserId: z.string().regex(ID, 'reports.not_your_student').optional(),
});

const ASSESSMENT_QUESTION = /^s\d+q(\d+)$/;

export function scratchpadRoutes(log: FeatureLog<'assessments' | 'assessmentWindows' | 'catalogue' | 'directory' | 'quizzes' | 'scratchpad' | 'teacherReports'>) {
  const app = new Hono<AppEnv>();
  const { catalogue, directory, quizzes, scratchpad, teacherReports } = log.queries;

  /** The report's title of an answer: the skill's name, the quiz's title or the assessment's title. */
  const titleOf = (answer: ScratchpadAnswer): string => {
    if (answer.kind === 'practice') return catalogue.skillByPermacode(answer.permacode)?.name ?? answer.permacode;
    if (answer.kind === 'quiz') return quizzes.quiz(answer.quizId)?.title ?? '';
    return knownAssessment(log, answer.assessmentId)?.title ?? '';
  };
  /** The question's number: a quiz's, or an assessment's in its sitting; null for practice. */
  const numberOf = (answer: ScratchpadAnswer): number | null => {
    if (answer.kind === 'quiz') return quizQuestionNumberOfKey(answer.questionKey);
    if (answer.kind === 'assessment') return Number(ASSESSMENT_QUESTION.exec(answer.questionKey)?.[1] ?? 0) || null;
    return null;
  };

  /** The work kept with one answer: for a teacher of the student's class or an administrator of their school or district. */
  app.get('/scratchpad/work', validated('query', workQuery, 'scratchpad.unknown_work'), (c) => {
    const user = requireUser(c);
    const { studentUserId, answerKey } = c.req.valid('query');
    if (!mayWatchLiveClassroom(user.role) || !directory.studentsReachableBy(user).has(studentUserId)) throw new DomainError('scratchpad.not_your_student', 403);
    const work = scratchpad.workFor(studentUserId, answerKey);
    if (!work) throw new DomainError('scratchpad.unknown_work', 404);
    const view: ScratchpadWorkView = work;
    return c.json(view);
  });

  /** The class, if the reader may read its reports (the class reports' rule: its teacher, its school's or district's administrators). */
  const classOf = (c: Context<AppEnv>, classId: string) => {
    const user = requireUser(c);
    if (!mayReadClassReports(user.role)) throw new DomainError('reports.not_a_teacher', 403);
    if (!directory.classesReachableBy(user).some((reachable) => reachable.classId === classId)) throw new DomainError('reports.not_your_class', 403);
    const context = teacherReports.classContext(classId);
    if (!context) throw new DomainError('reports.not_your_class', 403);
    return { classId, className: context.className, students: teacherReports.studentsOf(classId) };
  };

  /** The teacher report `scratchpad-work`: per student of the class (or the one chosen), the answers with work, the latest first. */
  app.get('/reports/scratchpad-work', validated('query', reportQuery, 'reports.invalid_query'), (c) => {
    const { classId, studentUserId } = c.req.valid('query');
    const theClass = classOf(c, classId);
    if (studentUserId !== undefined && !theClass.students.some((student) => student.userId === studentUserId)) throw new DomainError('reports.not_your_student', 403);
    const report: ScratchpadWorkReport = {
      classId,
      className: theClass.className,
      students: theClass.students
        .filter((student) => studentUserId === undefined || student.userId === studentUserId)
        .map((student) => ({
          userId: student.userId,
          displayName: student.displayName,
          answers: scratchpad.workSummariesOf(student.userId).map(({ answerKey, answer, strokeCount, keptAt }) => ({
            answerKey,
            kind: answer.kind,
            title: titleOf(answer),
            questionNumber: numberOf(answer),
            strokeCount,
            keptAt,
          })),
        })),
    };
    return c.json(report);
  });

  return app;
}
