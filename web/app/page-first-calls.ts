import { USER_TYPE, type UserType } from '../shared/session/session';
import { matchPageRoute, type PageName } from './page-routes';

/**
 * Issue 33: the GET calls a signed-in user's page makes first, which the server answers in the page
 * itself (server/routes/web-client.ts writes them, web/shared/http/page-answers.ts hands them to the
 * first call of each), so the page shows without a round trip per call. Read calls only (no POST,
 * nothing that issues a question), never a credential (`/pubsub/credentials` is asked for as before).
 * A call missing here still works: it asks the server (docs/performance.md "Answers with the page").
 */

/** What the layout asks for every signed-in user: the edition, the banners, the profile's settings, the notifications. */
const SHELL = ['/editions', '/banners', '/profile/preferences', '/notifications/feed'];

/** The layout's calls of one kind of user: a student's and a teacher's live banners, a parent's renewal reminder. */
const SHELL_OF: Partial<Record<UserType, readonly string[]>> = {
  [USER_TYPE.student]: [
    '/focus-zone/fetch-student-session-info',
    '/same-question-mode/get-student-invitations',
    '/instant-review/student-invitation',
    '/liveMessage/fetchMessages',
    '/quizzes/assigned',
    '/assessments/assigned',
  ],
  [USER_TYPE.teacher]: ['/instant-review/active-session', '/same-question-mode/active-room', '/focus-zone/teacher-session-info', '/assessment-windows/banner'],
  [USER_TYPE.familyParent]: ['/legacy-dialogs/renewal-reminder'],
};

/** A page's own first calls, by the kind of user it is shown to. */
const PAGE_OF: Partial<Record<PageName, Partial<Record<UserType, readonly string[]>>>> = {
  home: {
    [USER_TYPE.student]: ['/home/summary', '/skill-plans/current', '/takeoff/current', '/lessons/in-progress'],
    [USER_TYPE.teacher]: ['/home/summary'],
    [USER_TYPE.administrator]: ['/home/summary'],
    [USER_TYPE.familyParent]: ['/home/summary'],
    [USER_TYPE.familyChild]: ['/home/summary', '/lessons/in-progress'],
  },
  liveClassroom: { [USER_TYPE.teacher]: ['/analytics/live-classroom/classes'] },
  teacherReport: { [USER_TYPE.teacher]: ['/reports/classes'] },
};

/** The paths (exactly as the client asks for them) a signed-in user's page at `pathname` asks first. */
export function firstCallsOf(pathname: string, userType: UserType): string[] {
  const route = matchPageRoute(pathname);
  const page = route ? (PAGE_OF[route.name]?.[userType] ?? []) : [];
  return [...SHELL, ...(SHELL_OF[userType] ?? []), ...page];
}
