import { lazy, type ComponentType } from 'react';
import { USER_TYPE, type Session } from '../shared/session/session';
import { matchPageRoute, type PageName } from './page-routes';

/**
 * Issue 33: every feature page is a chunk of its own, loaded when its route is first shown
 * (app-routes.tsx renders these inside the Suspense of app-root.tsx). Each keeps the name and
 * the props of the component it loads.
 */
const loaders = new Set<() => Promise<unknown>>();

function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  loaders.add(load);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each keeps its component's own props (the return type)
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as unknown as M[K];
}

const focusZone = () => import('../features/focus-sessions/focus-zone-page');
export const FocusZoneLink = lazyNamed(focusZone, 'FocusZoneLink');
export const FocusZonePage = lazyNamed(focusZone, 'FocusZonePage');
const homePage = () => import('../features/home/home-page');
export const HomePage = lazyNamed(homePage, 'HomePage');
// Issue 32: the day at a glance on a student's and a teacher's home, a chunk of its own (not the visitor's first visit).
const homeSummary = () => import('../features/home/home-summary');
export const HomeSummary = lazyNamed(homeSummary, 'HomeSummary');
const landingPage = () => import('../features/landing-pages/landing-page');
export const LandingPage = lazyNamed(landingPage, 'LandingPage');
const skillPage = () => import('../features/landing-pages/skill-page');
export const SkillPage = lazyNamed(skillPage, 'SkillPage');
const topicPage = () => import('../features/landing-pages/topic-page');
export const TopicPage = lazyNamed(topicPage, 'TopicPage');
const subjectLinks = () => import('../features/landing-pages/subject-links');
export const SubjectLinks = lazyNamed(subjectLinks, 'SubjectLinks');
const liveClassroomPage = () => import('../features/live-classroom/live-classroom-page');
export const LiveClassroomPage = lazyNamed(liveClassroomPage, 'LiveClassroomPage');
export const ComposeMessagePage = lazyNamed(() => import('../features/live-messages/compose-message-page'), 'ComposeMessagePage');
export const SentMessagesPage = lazyNamed(() => import('../features/live-messages/sent-messages-page'), 'SentMessagesPage');
const myPracticePage = () => import('../features/my-practice/my-practice-page');
export const MyPracticePage = lazyNamed(myPracticePage, 'MyPracticePage');
const practiceArea = () => import('../features/practice/practice-area');
export const PracticeArea = lazyNamed(practiceArea, 'PracticeArea');
export const SameQuestionRoomPage = lazyNamed(() => import('../features/same-question-mode/same-question-room-page'), 'SameQuestionRoomPage');
export const StartGroupJamButton = lazyNamed(() => import('../features/same-question-mode/start-group-jam-button'), 'StartGroupJamButton');
export const ReviewPage = lazyNamed(() => import('../features/instant-review/review-page'), 'ReviewPage');
const startReview = () => import('../features/instant-review/start-review-page');
export const InstantReviewLink = lazyNamed(startReview, 'InstantReviewLink');
export const StartReviewPage = lazyNamed(startReview, 'StartReviewPage');
export const SearchResultsPage = lazyNamed(() => import('../features/search/search-results-page'), 'SearchResultsPage');
const signInPage = () => import('../features/sign-in/sign-in-page');
export const SignInPage = lazyNamed(signInPage, 'SignInPage');
export const QuestionSetEditorPage = lazyNamed(() => import('../features/spark-studio/question-set-editor-page'), 'QuestionSetEditorPage');
export const SparkStudioPage = lazyNamed(() => import('../features/spark-studio/spark-studio-page'), 'SparkStudioPage');
export const RosterPage = lazyNamed(() => import('../features/roster/roster-page'), 'RosterPage');
export const ExplorerPage = lazyNamed(() => import('../features/explorer/explorer-page'), 'ExplorerPage');
const teacherReportPage = () => import('../features/reports/teacher-report-page');
export const TeacherReportPage = lazyNamed(teacherReportPage, 'TeacherReportPage');
export const AdministratorReportPage = lazyNamed(() => import('../features/reports/administrator-report-page'), 'AdministratorReportPage');
export const StandardsReportPage = lazyNamed(() => import('../features/reports/administrator-report-standards-page'), 'StandardsReportPage');
export const QuizReportPage = lazyNamed(() => import('../features/reports/teacher-report-quiz-page'), 'QuizReportPage');
export const ScratchpadWorkReportPage = lazyNamed(() => import('../features/reports/teacher-report-scratchpad-work-page'), 'ScratchpadWorkReportPage');
export const QuizResourceReportPage = lazyNamed(() => import('../features/reports/administrator-report-quiz-resource-page'), 'QuizResourceReportPage');
const progressReports = () => import('../features/reports/progress-report-pages');
export const ProgressPage = lazyNamed(progressReports, 'ProgressPage');
export const ProgressSharePage = lazyNamed(progressReports, 'ProgressSharePage');
export const ReportsIndexPage = lazyNamed(() => import('../features/reports/reports-index-page'), 'ReportsIndexPage');
export const ProfilePage = lazyNamed(() => import('../features/profile/profile-page'), 'ProfilePage');
export const NotificationsPage = lazyNamed(() => import('../features/notifications/notifications-page'), 'NotificationsPage');
const bannersManage = () => import('../features/banners/banners-manage-page');
export const BannersManageLink = lazyNamed(bannersManage, 'BannersManageLink');
export const BannersManagePage = lazyNamed(bannersManage, 'BannersManagePage');
const assessmentSchedule = () => import('../features/assessment-windows/assessment-schedule-page');
export const AssessmentScheduleLink = lazyNamed(assessmentSchedule, 'AssessmentScheduleLink');
export const AssessmentSchedulePage = lazyNamed(assessmentSchedule, 'AssessmentSchedulePage');
const currentUnits = () => import('../features/skill-plans/current-units');
export const CurrentUnits = lazyNamed(currentUnits, 'CurrentUnits');
export const SkillPlansPage = lazyNamed(() => import('../features/skill-plans/skill-plans-page'), 'SkillPlansPage');
const currentTakeoffLessons = () => import('../features/takeoff/current-takeoff-lessons');
export const CurrentTakeoffLessons = lazyNamed(currentTakeoffLessons, 'CurrentTakeoffLessons');
export const TakeoffPage = lazyNamed(() => import('../features/takeoff/takeoff-page'), 'TakeoffPage');
const gameRoutes = () => import('./game-routes');
export const FluencyZoneRoute = lazyNamed(gameRoutes, 'FluencyZoneRoute');
export const FluencyProgressRoute = lazyNamed(gameRoutes, 'FluencyProgressRoute');
export const RacewayRoute = lazyNamed(gameRoutes, 'RacewayRoute');
export const RacewayRaceRoute = lazyNamed(gameRoutes, 'RacewayRaceRoute');
const quizRoutes = () => import('./quiz-routes');
/** Issue 33: a student's home list and open-quiz banner, without the quiz pages. */
const quizHomeRoutes = () => import('./quiz-home-routes');
export const HomeQuizzes = lazyNamed(quizHomeRoutes, 'HomeQuizzes');
export const QuizBuilderRoute = lazyNamed(quizRoutes, 'QuizBuilderRoute');
export const TakeQuizRoute = lazyNamed(quizRoutes, 'TakeQuizRoute');
export const TeacherQuizRoute = lazyNamed(quizRoutes, 'TeacherQuizRoute');
export const TeacherQuizzesRoute = lazyNamed(quizRoutes, 'TeacherQuizzesRoute');
const commonAssessments = () => import('../features/assessments/common-assessments-page');
export const CommonAssessmentsLink = lazyNamed(commonAssessments, 'CommonAssessmentsLink');
export const CommonAssessmentsPage = lazyNamed(commonAssessments, 'CommonAssessmentsPage');
const assessmentRoutes = () => import('./assessment-routes');
const assessmentHomeRoutes = () => import('./assessment-home-routes');
export const HomeAssessments = lazyNamed(assessmentHomeRoutes, 'HomeAssessments');
const checkpointRoutes = () => import('./checkpoint-routes');
export const AssignCheckpointLink = lazyNamed(checkpointRoutes, 'AssignCheckpointLink');
export const AssignCheckpointRoute = lazyNamed(checkpointRoutes, 'AssignCheckpointRoute');

export const TakeAssessmentRoute = lazyNamed(assessmentRoutes, 'TakeAssessmentRoute');
export const AssessmentProgressRoute = lazyNamed(assessmentRoutes, 'AssessmentProgressRoute');
const lessonRoutes = () => import('./lesson-routes');
const lessonHomeRoutes = () => import('./lesson-home-routes');
export const HomeLessons = lazyNamed(lessonHomeRoutes, 'HomeLessons');
export const LessonRoute = lazyNamed(lessonRoutes, 'LessonRoute');
const accountRecoveryRoutes = () => import('./account-recovery-routes');
export const AccountRecoveryRoute = lazyNamed(accountRecoveryRoutes, 'AccountRecoveryRoute');
/** Issue 14's games and fluency-zone dialogs of a landing page, for a visitor (account-recovery-routes.tsx). */
loaders.add(accountRecoveryRoutes);
export const VisitorMemberFeatures = lazy(async () => {
  const { visitorMemberFeatures } = await accountRecoveryRoutes();
  return { default: ({ session, subject }: { session: Session; subject: string }) => visitorMemberFeatures(session, subject) };
});

/** Loads every page's chunk at once: tests that render the app call it first, so a page shows as soon as its route does. */
export function loadEveryPage(): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load()));
}

/** The chunks the most visited pages need, started at once (with the page's session, or before it is known) rather than after it. */
const firstChunksOf: Partial<Record<PageName, (() => Promise<unknown>)[]>> = {
  home: [homePage, homeSummary, subjectLinks],
  signIn: [signInPage],
  landingPage: [landingPage, accountRecoveryRoutes],
  skillPage: [skillPage, practiceArea],
  topicPage: [topicPage],
  myPractice: [myPracticePage],
  liveClassroom: [liveClassroomPage],
  teacherReport: [teacherReportPage],
};

/** A student's home shows her quizzes, lessons, assessments, units and takeoff lessons too (app-routes.tsx). */
const studentHomeChunks = [quizHomeRoutes, lessonHomeRoutes, assessmentHomeRoutes, currentUnits, currentTakeoffLessons];

/**
 * Issue 33: starts loading the chunks of the page at `path` (the page load's route) at once. `session`: the
 * page's own (page-session.ts) when the server wrote it, else null (the session's request is made beside these).
 */
export function preloadPageOf(path: string, session: Session | null): void {
  const route = matchPageRoute(path);
  const chunks = [...((route && firstChunksOf[route.name]) ?? [])];
  // Before the session is known, a home may be a student's: hers are started too.
  if (route?.name === 'home' && (session === null || (session.signedIn && session.userType === USER_TYPE.student))) chunks.push(...studentHomeChunks);
  for (const load of chunks) void load().catch(() => undefined);
}
