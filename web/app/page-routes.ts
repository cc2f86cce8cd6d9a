import { parseLandingPagePath, parseSkillPagePath, parseTopicPagePath } from '../../events/curriculum';
import { parseRoomPagePath } from '../features/same-question-mode/room-path';
import { INSTANT_REVIEW_START_PATH, parseReviewPagePath } from '../features/instant-review/review-path';
import { TEACHER_REPORT_PAGES, teacherReportOfPath } from '../features/reports/teacher-report-definitions';
import { ADMINISTRATOR_REPORT_PAGES, administratorReportOfPath } from '../features/reports/administrator-report-definitions';
import { parseTakeQuizPath, parseTeacherQuizPath, QUIZ_BUILDER_PATH, TEACHER_QUIZZES_PATH } from '../features/quizzes/quiz-paths';
import { QUIZ_RESOURCE_REPORT_PAGES, quizResourceReportOfPath } from '../features/reports/administrator-report-quiz-resource-definitions';
import { STANDARDS_REPORT_PAGES, standardsReportOfPath } from '../features/reports/administrator-report-standards-definitions';
import { QUIZ_REPORT_PAGES, quizReportOfPath } from '../features/reports/teacher-report-quiz-definitions';
import { SCRATCHPAD_REPORT_PAGES, scratchpadReportOfPath } from '../features/reports/teacher-report-scratchpad-work-definitions';
import { parseLessonPath } from '../features/lessons/lesson-paths';
import { ASSIGN_CHECKPOINT_PATH, parseAssessmentProgressPath, parseTakeAssessmentPath } from '../shared/links/assessment-paths';
import { FLUENCY_PROGRESS_PAGES, FLUENCY_ZONE_PATH, parseFluencyProgressPath, parseRacePagePath, RACEWAY_PATH } from '../features/games/game-paths';

/**
 * The app's page routes: the one table the client's router renders from, the
 * server answers 200 (else 404) from, and the accessibility sweep walks. Pure
 * data and matching only (the server imports it): what each page shows is in
 * app-routes.tsx.
 */

/** Who a page is for (spec §1 user types; administrators are school or district ones). */
export type PageAudience = 'visitor' | 'student' | 'teacher' | 'administrator' | 'parent' | 'child' | 'engineer';

export const EVERYONE: readonly PageAudience[] = ['visitor', 'student', 'teacher', 'administrator', 'parent', 'child'];
const SIGNED_IN: readonly PageAudience[] = ['student', 'teacher', 'administrator', 'parent', 'child'];

export type PageName =
  | 'home'
  | 'signIn'
  | 'sentLiveMessages'
  | 'composeLiveMessage'
  | 'focusZone'
  | 'searchResults'
  | 'landingPage'
  | 'skillPage'
  // Issue 34: a topic of a grade page, `/math/grade-4/topics/{slug}` (web/features/landing-pages/topic-page.tsx).
  | 'topicPage'
  | 'myPractice'
  | 'liveClassroom'
  | 'sameQuestionRoom'
  // Issue 12: instant review's start page and its review page (teacher's projector, students' answers).
  | 'instantReview'
  | 'questionReview'
  | 'sparkStudio'
  | 'sparkStudioSet'
  // Issue 14: reset links, joining a family, district sign-in pages.
  | 'resetPassword'
  | 'resetSecretWord'
  | 'membership'
  | 'membershipConfirm'
  | 'districtSignIn'
  // Issue 15: the teacher's roster.
  | 'roster'
  // Issue 15: Profile & Settings (web/features/profile).
  | 'profile'
  // Issue 16: every notification of the signed-in user (web/features/notifications).
  | 'notifications'
  // Issue 16: the administrators' banners for their teachers (web/features/banners).
  | 'bannersManage'
  // Issue 16: administrators schedule assessment windows (web/features/assessment-windows).
  | 'assessmentSchedule'
  // Issue 18: the teacher reports, `/analytics/reports/{report}` (web/features/reports).
  | 'teacherReport'
  // Issue 18: the event explorer, engineers only (web/features/explorer).
  | 'explorer'
  // Issue 18: the reports index, the administrator reports, a learner's progress and Progress Share (docs/administrator-reports.md).
  | 'reportsIndex'
  | 'administratorReport'
  | 'standardsReport'
  | 'quizResourceReport'
  | 'quizReport'
  // Issue 31 item 3: the scratchpad work report (docs/scratchpad.md).
  | 'scratchpadReport'
  | 'progress'
  | 'progressShare'
  // Issue 28: the math fluency zone and its progress grid (web/features/games; docs/games.md).
  | 'fluencyZone'
  | 'fluencyProgress'
  // Issue 28: the raceway (choose and start) and a race's page (web/features/games; docs/games.md).
  | 'raceway'
  | 'racewayRace'
  // Issue 29: a teacher's skill plans (web/features/skill-plans; docs/skill-plans.md).
  | 'skillPlans'
  // Issue 31: takeoff lesson plans, assigned and moved on by a teacher (web/features/takeoff; docs/takeoff.md).
  | 'takeoff'
  // Issue 29: quizzes — the teacher's list, builder and quiz page, and a student's quiz (web/features/quizzes; docs/quizzes.md).
  | 'teacherQuizzes'
  | 'quizBuilder'
  | 'teacherQuiz'
  | 'takeQuiz'
  // Issue 31: a skill's lesson (web/features/lessons; docs/lessons.md).
  | 'lesson'
  // Issue 30: a student's assessment and a teacher's progress page of one (web/features/assessments; docs/assessment-player.md).
  | 'takeAssessment'
  | 'assessmentProgress'
  // Issue 30 item 3: an administrator's common assessments (web/features/assessments; docs/assessment-player.md).
  | 'commonAssessments'
  // Issue 30: a teacher assigns a checkpoint (web/features/assessments; docs/diagnostics.md "Pages").
  | 'assignCheckpoint';

export interface PageRoute {
  name: PageName;
  /** Whether a path (without its query, trailing slash removed) is this page. */
  matches(path: string): boolean;
  /** Addresses of this page to open in sweeps and tests (with a query where the page needs one). */
  examples: readonly string[];
  /** Who opens it; anyone else is sent elsewhere (sign-in, home) or told it is not theirs. */
  audience: readonly PageAudience[];
  /** The i18n key of its `document.title` (before " · Live Classroom"); null: it names itself from its data. */
  titleKey: string | null;
}

const exactly =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

/** `/sparkstudio/sets/{questionSetId}`: Spark Studio's editor of a set. */
export const SPARK_STUDIO_SET_PATH = /^\/sparkstudio\/sets\/([A-Za-z0-9_-]{1,64})$/;

/** The join pages (issue 14, spec §2): the English and the translated practice-limit dialogs' links. */
export const MEMBERSHIP_PATHS = ['/membership', '/membership/family/subscribe/monthly/math'] as const;

/**
 * `/signin/{customDomainName}`: a district's sign-in page (issue 14). Names are
 * lowercase letters, digits and inner hyphens, 2–63 (docs/sign-in.md); the fixed
 * paths under `/signin/` are reserved (events/school-directory.ts
 * RESERVED_CUSTOM_DOMAIN_NAMES, which no district can take) and never this page.
 */
export const DISTRICT_SIGN_IN_PATH = /^\/signin\/([a-z0-9][a-z0-9-]{0,61}[a-z0-9])$/;
export const RESERVED_SIGN_IN_NAMES: ReadonlySet<string> = new Set([
  'sub-account', 'signin', 'signout', 'custom-domains', 'reset-password', 'reset-secret-word', 'forgot-username', 'forgot-password',
  'forgot-secret-word', 'membership', 'help', 'api', 'assets', 'static', 'admin', 'www',
]);

/** The custom domain name of a district sign-in page's path, or null. */
export function districtSignInName(path: string): string | null {
  const name = DISTRICT_SIGN_IN_PATH.exec(path)?.[1] ?? null;
  return name === null || RESERVED_SIGN_IN_NAMES.has(name) ? null : name;
}

export const pageRoutes: readonly PageRoute[] = [
  { name: 'home', matches: exactly('/'), examples: ['/'], audience: EVERYONE, titleKey: 'app.homeTitle' },
  { name: 'signIn', matches: exactly('/signin'), examples: ['/signin'], audience: ['visitor'], titleKey: 'signin.title' },
  {
    name: 'sentLiveMessages',
    matches: exactly('/live-messages'),
    examples: ['/live-messages'],
    audience: ['teacher', 'administrator'],
    titleKey: 'liveMessages.sent.title',
  },
  {
    name: 'composeLiveMessage',
    matches: exactly('/live-messages/new'),
    examples: ['/live-messages/new'],
    audience: ['teacher', 'administrator'],
    titleKey: 'liveMessages.compose.title',
  },
  { name: 'focusZone', matches: exactly('/focus-zone'), examples: ['/focus-zone'], audience: ['teacher'], titleKey: 'focusSessions.zone.title' },
  { name: 'searchResults', matches: exactly('/search'), examples: ['/search?q=fractions'], audience: EVERYONE, titleKey: 'searchResults.title' },
  {
    name: 'landingPage',
    matches: (path) => parseLandingPagePath(path) !== null,
    examples: ['/math', '/math/grade-4', '/ela/grade-0'],
    audience: EVERYONE,
    titleKey: null,
  },
  {
    name: 'skillPage',
    matches: (path) => parseSkillPagePath(path) !== null,
    examples: ['/math/grade-4/skills/18MCV'],
    audience: EVERYONE,
    titleKey: null,
  },
  {
    // Issue 34: a topic of a grade page (the demo catalogue's grade 4 math has Addition; docs/search.md).
    name: 'topicPage',
    matches: (path) => parseTopicPagePath(path) !== null,
    examples: ['/math/grade-4/topics/addition'],
    audience: EVERYONE,
    titleKey: null,
  },
  { name: 'myPractice', matches: exactly('/my-practice'), examples: ['/my-practice'], audience: ['student', 'child'], titleKey: 'myPractice.title' },
  {
    name: 'liveClassroom',
    matches: exactly('/analytics/live-classroom'),
    examples: ['/analytics/live-classroom'],
    audience: ['teacher', 'administrator'],
    titleKey: 'liveClassroom.title',
  },
  {
    // Issue 11: `{namespace}{practice path}/{roomId}`, a same-question-mode room (web/features/same-question-mode/room-path.ts).
    name: 'sameQuestionRoom',
    matches: (path) => parseRoomPagePath(path) !== null,
    examples: ['/same-question-mode/math/grade-4/skills/18MCV/r_demo'],
    audience: ['student', 'teacher'],
    titleKey: null,
  },
  { name: 'instantReview', matches: exactly(INSTANT_REVIEW_START_PATH), examples: [INSTANT_REVIEW_START_PATH], audience: ['teacher'], titleKey: 'instantReview.start.title' },
  {
    // `{instantReviewURLNamespace}{questionReviewModePracticeURL}/{qrmSessionId}` (web/features/instant-review/review-path.ts).
    name: 'questionReview',
    matches: (path) => parseReviewPagePath(path) !== null,
    examples: ['/instant-review/question-review/qrm_demo'],
    audience: ['student', 'teacher'],
    titleKey: null,
  },
  { name: 'sparkStudio', matches: exactly('/sparkstudio'), examples: ['/sparkstudio'], audience: ['teacher', 'administrator'], titleKey: 'sparkStudio.title' },
  {
    // Spark Studio's editor of a set (any id: the page says when it does not exist or is not the viewer's).
    name: 'sparkStudioSet',
    matches: (path) => SPARK_STUDIO_SET_PATH.test(path),
    examples: ['/sparkstudio/sets/qs_demo_fractions'],
    audience: ['teacher', 'administrator'],
    titleKey: null,
  },
  // Issue 14 (web/features/account-recovery, membership, district-sign-in).
  { name: 'resetPassword', matches: exactly('/reset-password'), examples: ['/reset-password?token=not-a-real-token'], audience: EVERYONE, titleKey: 'accountRecovery.resetPassword.title' },
  {
    name: 'resetSecretWord',
    matches: exactly('/reset-secret-word'),
    examples: ['/reset-secret-word?token=not-a-real-token'],
    audience: EVERYONE,
    titleKey: 'accountRecovery.resetSecretWord.title',
  },
  { name: 'membership', matches: exactly(...MEMBERSHIP_PATHS), examples: [...MEMBERSHIP_PATHS], audience: EVERYONE, titleKey: 'membershipPage.title' },
  { name: 'membershipConfirm', matches: exactly('/membership/confirm'), examples: ['/membership/confirm?token=not-a-real-token'], audience: EVERYONE, titleKey: 'membershipPage.confirm.title' },
  { name: 'districtSignIn', matches: (path) => districtSignInName(path) !== null, examples: ['/signin/riverside'], audience: ['visitor'], titleKey: null },
  // Issue 15 (web/features/roster): the go-to-roster dialog's target.
  { name: 'roster', matches: exactly('/roster/view'), examples: ['/roster/view'], audience: ['teacher'], titleKey: 'roster.title' },
  // Issue 15 (web/features/profile): Profile & Settings; `?showProfileDialog` on any page leads here.
  { name: 'profile', matches: exactly('/profile'), examples: ['/profile'], audience: SIGNED_IN, titleKey: 'profile.title' },
  // Issue 16 (web/features/notifications): the popover's "See all" and the mobile bell's target.
  { name: 'notifications', matches: exactly('/notifications'), examples: ['/notifications'], audience: SIGNED_IN, titleKey: 'notificationsWeb.page.title' },
  // Issue 16 (web/features/banners): school and district administrators write banners for their teachers.
  { name: 'bannersManage', matches: exactly('/banners/manage'), examples: ['/banners/manage'], audience: ['administrator'], titleKey: 'banners.manage.title' },
  // Issue 16 (web/features/assessment-windows): school and district administrators schedule assessment windows.
  // Issue 29 (web/features/skill-plans): teachers plan their classes in units of skills; administrators read their school's plans.
  // Not `/skill-plans`: that path is the JSON call (docs/skill-plans.md).
  { name: 'skillPlans', matches: exactly('/classes/skill-plans'), examples: ['/classes/skill-plans'], audience: ['teacher', 'administrator'], titleKey: 'skillPlansWeb.title' },
  // Issue 31 (web/features/takeoff): a teacher's takeoff lesson plans (`/takeoff/plans` is the JSON call; docs/takeoff.md).
  { name: 'takeoff', matches: exactly('/classes/takeoff'), examples: ['/classes/takeoff'], audience: ['teacher'], titleKey: 'takeoffWeb.title' },
  // Issue 30 item 3 (web/features/assessments): administrators assign common assessments. Not `/assessments/common`: that path is the JSON call.
  { name: 'commonAssessments', matches: exactly('/common-assessments'), examples: ['/common-assessments'], audience: ['administrator'], titleKey: null },
  { name: 'assessmentSchedule', matches: exactly('/assessments/schedule'), examples: ['/assessments/schedule'], audience: ['administrator'], titleKey: 'assessmentWindowsWeb.schedule.title' },
  // Issue 18 (web/features/reports): the teacher reports; administrators see their school's classes' too.
  {
    name: 'teacherReport',
    matches: (path) => teacherReportOfPath(path) !== null,
    examples: TEACHER_REPORT_PAGES.map((report) => `/analytics/reports/${report}`),
    audience: ['teacher', 'administrator'],
    titleKey: null,
  },
  // Issue 29 item 5 (web/features/reports, teacher-report-quiz-*; docs/reports.md "Quiz reports"): like the teacher reports.
  {
    name: 'quizReport',
    matches: (path) => quizReportOfPath(path) !== null,
    examples: QUIZ_REPORT_PAGES.map((report) => `/analytics/reports/${report}`),
    audience: ['teacher', 'administrator'],
    titleKey: null,
  },
  // Issue 31 item 3 (web/features/reports, teacher-report-scratchpad-work-*; docs/scratchpad.md): like the teacher reports.
  {
    name: 'scratchpadReport',
    matches: (path) => scratchpadReportOfPath(path) !== null,
    examples: SCRATCHPAD_REPORT_PAGES.map((report) => `/analytics/reports/${report}`),
    audience: ['teacher', 'administrator'],
    titleKey: null,
  },
  // Issue 18 (web/features/reports: the index, the administrator reports, progress; docs/administrator-reports.md).
  { name: 'reportsIndex', matches: exactly('/analytics/reports'), examples: ['/analytics/reports'], audience: SIGNED_IN, titleKey: 'reportsIndex.title' },
  {
    name: 'administratorReport',
    matches: (path) => administratorReportOfPath(path) !== null,
    examples: ADMINISTRATOR_REPORT_PAGES.map((report) => `/analytics/reports/${report}`),
    audience: ['administrator'],
    titleKey: null,
  },
  // Issue 29 (web/features/reports, administrator-report-standards-*; docs/administrator-reports.md "Standards reports").
  {
    name: 'standardsReport',
    matches: (path) => standardsReportOfPath(path) !== null,
    examples: STANDARDS_REPORT_PAGES.map((report) => `/analytics/reports/${report}`),
    audience: ['administrator'],
    titleKey: null,
  },
  // Issue 29 item 5 (web/features/reports, administrator-report-quiz-resource-*; docs/administrator-reports.md "Quiz resource reports").
  {
    name: 'quizResourceReport',
    matches: (path) => quizResourceReportOfPath(path) !== null,
    examples: QUIZ_RESOURCE_REPORT_PAGES.map((report) => `/analytics/reports/${report}`),
    audience: ['administrator'],
    titleKey: null,
  },
  { name: 'progress', matches: exactly('/analytics/progress'), examples: ['/analytics/progress'], audience: ['student', 'child', 'parent'], titleKey: 'studentProgress.title' },
  { name: 'progressShare', matches: exactly('/analytics/progress-share'), examples: ['/analytics/progress-share'], audience: ['parent'], titleKey: 'studentProgress.shareTitle' },
  // Issue 28 (web/features/games): the fluency zone — a game's page — and its progress grid per operation; visitors get its sign-in dialog.
  {
    name: 'fluencyZone',
    matches: exactly(FLUENCY_ZONE_PATH),
    examples: [FLUENCY_ZONE_PATH, `${FLUENCY_ZONE_PATH}?operation=multiplication&upTo=12`],
    audience: EVERYONE,
    titleKey: 'games.fluency.title',
  },
  { name: 'fluencyProgress', matches: (path) => parseFluencyProgressPath(path) !== null, examples: FLUENCY_PROGRESS_PAGES, audience: EVERYONE, titleKey: 'games.progress.title' },
  // Issue 28: the raceway — a game's page — and a race (a visitor races solo, 3 a day, then the raceway-limit dialog).
  { name: 'raceway', matches: exactly(RACEWAY_PATH), examples: [RACEWAY_PATH, `${RACEWAY_PATH}?subject=math&grade=3`], audience: EVERYONE, titleKey: 'raceway.title' },
  { name: 'racewayRace', matches: (path) => parseRacePagePath(path) !== null, examples: [`${RACEWAY_PATH}/race/example-race`], audience: EVERYONE, titleKey: 'raceway.title' },
  // Issue 29 (web/features/quizzes; docs/quizzes.md): a teacher's quizzes, the builder (also assigning a quiz resource), a quiz's live page; a student's quiz.
  { name: 'teacherQuizzes', matches: exactly(TEACHER_QUIZZES_PATH), examples: [TEACHER_QUIZZES_PATH], audience: ['teacher'], titleKey: 'quizzes.title' },
  { name: 'quizBuilder', matches: exactly(QUIZ_BUILDER_PATH), examples: [QUIZ_BUILDER_PATH], audience: ['teacher'], titleKey: 'quizzes.builder.title' },
  { name: 'teacherQuiz', matches: (path) => parseTeacherQuizPath(path) !== null, examples: [`${TEACHER_QUIZZES_PATH}/quiz_demo_fractions`], audience: ['teacher'], titleKey: null },
  { name: 'takeQuiz', matches: (path) => parseTakeQuizPath(path) !== null, examples: ['/quiz/quiz_demo_fractions'], audience: ['student'], titleKey: null },
  // Issue 31 (web/features/lessons; docs/lessons.md): a skill's lesson — anyone reads it, students answer its checks.
  { name: 'lesson', matches: (path) => parseLessonPath(path) !== null, examples: ['/lesson/18MCV'], audience: EVERYONE, titleKey: null },
  // Issue 30 (web/features/assessments; docs/assessment-player.md): a student's assessment (any kind, one player) and its
  // progress for a teacher; an assessment of a window is `window-{windowId}` (the demo's ELA benchmark window).
  { name: 'takeAssessment', matches: (path) => parseTakeAssessmentPath(path) !== null, examples: ['/assessment/window-window_maple_ela_benchmark'], audience: ['student'], titleKey: null },
  {
    name: 'assessmentProgress',
    matches: (path) => parseAssessmentProgressPath(path) !== null,
    examples: ['/teacher/assessments/window-window_maple_ela_benchmark'],
    audience: ['teacher'],
    titleKey: null,
  },
  // Issue 30 (web/features/assessments; docs/diagnostics.md "Pages"): a teacher assigns a checkpoint to one of her classes.
  { name: 'assignCheckpoint', matches: exactly(ASSIGN_CHECKPOINT_PATH), examples: [ASSIGN_CHECKPOINT_PATH], audience: ['teacher'], titleKey: null },
  // Issue 18 (web/features/explorer): the event explorer; engineers only (docs/explorer.md).
  { name: 'explorer', matches: exactly('/explorer'), examples: ['/explorer'], audience: ['engineer'], titleKey: 'explorer.title' },
];

/** A path without its query and trailing slash: `/math/` → `/math`. */
export function pagePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/** The page route a path is, or null (the not-found page, 404 from the server). */
export function matchPageRoute(pathname: string): PageRoute | null {
  const path = pagePath(pathname);
  return pageRoutes.find((route) => route.matches(path)) ?? null;
}
