import { Hono } from 'hono';
import type { HomeSummary } from '../../events/home/home-contract';
import { DomainError } from '../../events/log/domain-error';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { administratorHome } from '../home/administrator-home';
import { parentHome } from '../home/parent-home';
import { studentHome } from '../home/student-home';
import { visitorHome } from '../home/visitor-home';
import { currentEdition } from '../edition-picker/current-edition';
import type { VisitorIds } from '../practice/visitor-ids';
import { teacherHome } from '../home/teacher-home';

export type HomeLog = FeatureLog<
  | 'administratorReports'
  | 'assessmentWindows'
  | 'catalogue'
  | 'directory'
  | 'editionPicker'
  | 'home'
  | 'instantReview'
  | 'liveMessages'
  | 'practice'
  | 'profile'
  | 'progressMail'
  | 'quizzes'
  | 'sameQuestionMode'
  | 'skillPlans'
  | 'takeoff'
  | 'teacherReports'
>;

/** The user types whose home `GET /home/summary` builds (docs/home.md). */
const SUMMARY_ROLES = new Set(['student', 'child', 'teacher', 'parent', 'school_administrator', 'district_administrator']);
export const mayReadHomeSummary = (role: string) => SUMMARY_ROLES.has(role);

/**
 * `GET /home/summary` (issue 32; docs/home.md): the user's home, by user type, from read models only
 * (nothing is appended, no cookie is set). A user type without a summary is 403.
 */
export function homeRoutes(log: HomeLog, { visitors }: { visitors: VisitorIds }) {
  const app = new Hono<AppEnv>();

  app.get('/home/summary', (c) => {
    const user = c.get('user');
    const now = requestTime(c);
    if (!user) return c.json(visitorHome(log, currentEdition(c, log), visitors.knownVisitorOf(c), now) satisfies HomeSummary);
    if (!mayReadHomeSummary(user.role)) throw new DomainError('home.no_summary', 403);
    const summary: HomeSummary =
      user.role === 'teacher'
        ? teacherHome(log, user.userId, now)
        : user.role === 'parent'
          ? parentHome(log, user.userId, now)
          : user.role === 'school_administrator' || user.role === 'district_administrator'
            ? administratorHome(log, user, now)
            : studentHome(log, user.userId, now);
    return c.json(summary);
  });

  return app;
}
