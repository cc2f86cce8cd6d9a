import { Hono } from 'hono';
import { z } from 'zod';
import { lessonProgress, lessonProgressStreams, MAX_LESSON_RESPONSE_LENGTH, takesLessons, type JudgedLessonCheck } from '../../events/lessons';
import { isLessonCheckKey, lessonContentOf } from '../../events/lessons/lesson-content';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { isCorrectResponse } from '../../events/practice/question-engine';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';
import { lessonPageOf, lessonSkillOf, lessonsInProgressOf, requireLessonSkill } from '../lessons/lesson-skills';

const checkBody = z.object({
  questionKey: z.string('lessons.unknown_check').max(16, 'lessons.unknown_check'),
  /** A choice's text or a number, as JSON or a form's field. */
  response: z.union([z.string().max(MAX_LESSON_RESPONSE_LENGTH, 'lessons.invalid_response'), z.number().transform(String)], 'lessons.invalid_response'),
});

/**
 * Lessons (issue 31; docs/lessons.md): a lesson anyone may read, its checks answered by signed-in
 * students (progress as events), and the student's lessons in progress. The check requires
 * `X-CSRF-Protection: 1`, as the product's pages send it.
 */
export function lessonRoutes(log: FeatureLog<'catalogue' | 'lessons'>) {
  const app = new Hono<AppEnv>();

  // Before `/lessons/:permacode`: `in-progress` is no permacode (those are 3–6 capitals and digits).
  app.get('/lessons/in-progress', (c) => {
    const user = requireUser(c);
    if (!takesLessons(user.role)) throw new DomainError('lessons.students_only', 403);
    return c.json({ lessons: lessonsInProgressOf(log, user.userId) });
  });

  app.get('/lessons/:permacode', (c) => {
    const skill = requireLessonSkill(log, c.req.param('permacode'));
    const user = c.get('user');
    return c.json(lessonPageOf(log, skill, user && takesLessons(user.role) ? user.userId : null));
  });

  app.post('/lessons/:permacode/check', requireCsrfHeader(), validated('body', checkBody, 'lessons.invalid_response'), async (c) => {
    const student = requireUser(c);
    const command = commandContext(c);
    const { questionKey, response } = c.req.valid('json');
    const lesson = lessonSkillOf(log, c.req.param('permacode'));
    const permacode = lesson?.permacode ?? 'unknown';
    await handleCommand(
      log.store,
      lessonProgress,
      lessonProgressStreams.progress(student.userId, permacode),
      { type: 'AnswerLessonCheck', data: { student: { userId: student.userId, role: student.role }, lesson, questionKey, response, now: command.now } },
      command,
    );
    // The decider accepted it: the lesson and the key are known. A retried request is judged the same way again.
    if (!lesson || !isLessonCheckKey(questionKey)) throw new DomainError('lessons.unknown_skill', 404);
    const check = lessonContentOf(lesson.engine).checks.find((candidate) => candidate.questionKey === questionKey)!;
    const row = log.queries.lessons.progressOf(student.userId, lesson.permacode);
    const answer: JudgedLessonCheck = {
      questionKey,
      correct: isCorrectResponse(check.question.accepts, response),
      correctAnswer: check.question.correctAnswer,
      explanation: check.question.explanation,
      checksAnswered: row?.checksAnswered ?? 0,
      checksRight: row?.checksRight ?? 0,
      finished: row?.finishedAt != null,
    };
    return c.json(answer);
  });

  return app;
}
