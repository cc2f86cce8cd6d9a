import { Hono } from 'hono';
import { z } from 'zod';
import type { DiagnosticLevelsView, DiagnosticRecommendationList } from '../../events/assessments';
import { DomainError } from '../../events/log/domain-error';
import { diagnosticLevelsViewOf, recommendationsOf } from '../assessments/diagnostic-levels-view';
import { diagnosticSkills } from '../assessments/diagnostic-skills';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validated';

// The diagnostic's levels and recommendations (issue 30 item 1; docs/diagnostics.md "Calls").

const levelsQuery = z.object({ studentUserId: z.string('assessments.not_your_student').regex(/^[A-Za-z0-9_-]{1,64}$/, 'assessments.not_your_student') });

export function diagnosticLevelRoutes(log: FeatureLog<'catalogue' | 'diagnosticLevels' | 'directory'>) {
  const app = new Hono<AppEnv>();
  const { catalogue, diagnosticLevels, directory } = log.queries;
  const gradeOf = (studentUserId: string) => directory.classesOfStudent(studentUserId)[0]?.grade ?? null;

  /** The student, her parent, her teachers and her administrators; anyone else (and an unknown student) 403. */
  app.get('/diagnostic/levels', validated('query', levelsQuery, 'assessments.not_your_student'), (c) => {
    const user = requireUser(c);
    const { studentUserId } = c.req.valid('query');
    const student = directory.userById(studentUserId);
    const allowed =
      student !== undefined &&
      (student.role === 'student' || student.role === 'child') &&
      (user.userId === studentUserId ||
        (user.role === 'parent' && student.parentUserId === user.userId) ||
        (user.role === 'teacher' && directory.teachersOfStudent(studentUserId).includes(user.userId)) ||
        ((user.role === 'school_administrator' || user.role === 'district_administrator') && directory.studentsReachableBy(user).has(studentUserId)));
    if (!allowed) throw new DomainError('assessments.not_your_student', 403);
    const view: DiagnosticLevelsView = diagnosticLevelsViewOf(studentUserId, (subject) => diagnosticLevels.answersOf(studentUserId, subject), gradeOf(studentUserId));
    return c.json(view);
  });

  /** The signed-in student's next skills from her levels (none before her first answer). */
  app.get('/diagnostic/recommendations', (c) => {
    const user = requireUser(c);
    if (user.role !== 'student') throw new DomainError('assessments.not_a_student', 403);
    const list: DiagnosticRecommendationList = {
      recommendations: recommendationsOf((subject) => diagnosticLevels.answersOf(user.userId, subject), gradeOf(user.userId), (subject) => diagnosticSkills(catalogue, user.edition, subject)),
    };
    return c.json(list);
  });

  return app;
}
