import type { MiddlewareHandler } from 'hono';
import { landingPagePath, parseCurriculumPath } from '../../events/curriculum';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';

/**
 * Curriculum focus, enforced on the server: while a student is in a focus
 * session and has not opted out, a subject or grade page (or a page below a
 * grade, such as a skill) outside the allowed ones redirects to the session's
 * grade landing page.
 */
export function curriculumGuard(log: FeatureLog<'focusSessions'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const page = c.req.method === 'GET' ? parseCurriculumPath(c.req.path) : null;
    if (!page || user?.role !== 'student') return next();
    const running = log.queries.focusSessions.runningSessionOfStudent(user.userId);
    if (!running || running.status !== 'in') return next();
    const { subjects, grades } = running.session;
    const allowed = subjects.includes(page.subject) && (page.grade === null || grades.includes(page.grade));
    if (allowed) return next();
    return c.redirect(landingPagePath(subjects[0]!, grades[0]!), 302);
  };
}
