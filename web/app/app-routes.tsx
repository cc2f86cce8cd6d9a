import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseReviewPagePath } from '../features/instant-review/review-path';
import { parseLandingPagePath, parseSkillPagePath, parseTopicPagePath } from '../../events/curriculum';
import type { SessionStore } from '../shared/session/session-store';
import { usePageTitle } from '../shared/page-title/use-page-title';
import { USER_TYPE, type Session } from '../shared/session/session';
import { matchPageRoute, pagePath, SPARK_STUDIO_SET_PATH } from './page-routes';
import { navigate, useRouteSearch } from './router';
import {
  AccountRecoveryRoute,
  AdministratorReportPage,
  AssessmentProgressRoute,
  AssessmentScheduleLink,
  AssignCheckpointLink,
  AssignCheckpointRoute,
  AssessmentSchedulePage,
  CommonAssessmentsLink,
  CommonAssessmentsPage,
  BannersManageLink,
  BannersManagePage,
  ComposeMessagePage,
  CurrentTakeoffLessons,
  CurrentUnits,
  ExplorerPage,
  FluencyProgressRoute,
  FluencyZoneRoute,
  FocusZoneLink,
  FocusZonePage,
  HomePage,
  HomeAssessments,
  HomeLessons,
  HomeSummary,
  HomeQuizzes,
  InstantReviewLink,
  LandingPage,
  LessonRoute,
  LiveClassroomPage,
  MyPracticePage,
  NotificationsPage,
  PracticeArea,
  ProfilePage,
  ProgressPage,
  ProgressSharePage,
  QuestionSetEditorPage,
  QuizBuilderRoute,
  QuizReportPage,
  QuizResourceReportPage,
  RacewayRaceRoute,
  RacewayRoute,
  ReportsIndexPage,
  ReviewPage,
  RosterPage,
  SameQuestionRoomPage,
  ScratchpadWorkReportPage,
  SearchResultsPage,
  SentMessagesPage,
  SignInPage,
  SkillPage,
  SkillPlansPage,
  SparkStudioPage,
  StandardsReportPage,
  StartGroupJamButton,
  StartReviewPage,
  SubjectLinks,
  TakeAssessmentRoute,
  TakeoffPage,
  TakeQuizRoute,
  TeacherQuizRoute,
  TeacherQuizzesRoute,
  TeacherReportPage,
  TopicPage,
  VisitorMemberFeatures,
} from './lazy-pages';
import { teacherReportOfPath } from '../features/reports/teacher-report-definitions';
import { administratorReportOfPath } from '../features/reports/administrator-report-definitions';
import { standardsReportOfPath } from '../features/reports/administrator-report-standards-definitions';
import { quizResourceReportOfPath } from '../features/reports/administrator-report-quiz-resource-definitions';
import { quizReportOfPath } from '../features/reports/teacher-report-quiz-definitions';

/** The signed-in user types whose home shows `GET /home/summary` (issue 32; a visitor's does too). */
const HOME_SUMMARY_TYPES: ReadonlySet<number> = new Set([USER_TYPE.student, USER_TYPE.familyChild, USER_TYPE.teacher, USER_TYPE.familyParent, USER_TYPE.administrator]);

export interface RouteContentProps {
  path: string;
  session: Session;
  sessionStore: SessionStore;
}

/** What `<main>` shows for a path once the session is known: the page route's content (page-routes.ts). */
export function RouteContent({ path, session, sessionStore }: RouteContentProps) {
  const route = matchPageRoute(path);
  if (route === null) return <NotFound />;
  switch (route.name) {
    case 'home':
      return (
        <HomePage session={session}>
          {/* Issue 32: each user type's day at a glance (docs/home.md). */}
          {!session.signedIn || HOME_SUMMARY_TYPES.has(session.userType) ? <HomeSummary navigateTo={navigate} /> : null}
          {session.signedIn && session.userType === USER_TYPE.teacher ? <FocusZoneLink /> : null}
          {session.signedIn && session.userType === USER_TYPE.teacher ? <InstantReviewLink /> : null}
          {session.signedIn && session.userType === USER_TYPE.teacher ? <AssignCheckpointLink /> : null}
          {session.signedIn && session.userType === USER_TYPE.administrator ? <BannersManageLink /> : null}
          {session.signedIn && session.userType === USER_TYPE.administrator ? <AssessmentScheduleLink /> : null}
          {session.signedIn && session.userType === USER_TYPE.administrator ? <CommonAssessmentsLink /> : null}
          {session.signedIn && session.userType === USER_TYPE.student ? <CurrentUnits /> : null}
          {session.signedIn && session.userType === USER_TYPE.student ? <CurrentTakeoffLessons /> : null}
          {/* Issue 29: a student's open quizzes and released scores (docs/quizzes.md); issue 31: her lessons in progress
              (docs/lessons.md); issue 30: her assessments. Issue 33: their chunks load for signed-in users only. */}
          {session.signedIn ? <HomeQuizzes session={session} /> : null}
          {session.signedIn ? <HomeLessons session={session} /> : null}
          {session.signedIn ? <HomeAssessments session={session} /> : null}
          <SubjectLinks />
        </HomePage>
      );
    case 'signIn':
      return session.signedIn ? <Redirect to="/" /> : <SignInRoute sessionStore={sessionStore} />;
    case 'sentLiveMessages':
      return senderOnly(session, () => <SentMessagesPage />);
    case 'composeLiveMessage':
      return senderOnly(session, (sender) => <ComposeMessagePage sender={sender} onSent={() => navigate('/live-messages')} />);
    case 'focusZone':
      return session.signedIn ? <FocusZonePage session={session} /> : <Redirect to="/signin" />;
    case 'searchResults':
      return <SearchRoute />;
    case 'landingPage': {
      const address = parseLandingPagePath(pagePath(path))!;
      // Issue 14: a visitor opens games and the math fluency zone here, which opens their dialogs.
      return (
        <>
          <LandingPage address={address} />
          <VisitorMemberFeatures session={session} subject={address.subject} />
        </>
      );
    }
    case 'skillPage': {
      const address = parseSkillPagePath(pagePath(path))!;
      // A teacher can start a group jam (same-question mode, issue 11) on the skill.
      const groupJam =
        session.signedIn && session.userType === USER_TYPE.teacher ? <StartGroupJamButton source={{ skillId: address.permacode }} navigateTo={(href) => navigate(href)} /> : null;
      return <SkillPage key={path} address={address} practice={<PracticeArea permacode={address.permacode} groupJam={groupJam} />} />;
    }
    case 'topicPage':
      // Issue 34: a topic of a grade page; an unknown topic is the page's own "not found".
      return <TopicPage key={path} address={parseTopicPagePath(pagePath(path))!} />;
    case 'myPractice':
      return learnerOnly(session, () => <MyPracticePage />);
    case 'liveClassroom':
      return senderOnly(session, () => <LiveClassroomPage />);
    case 'teacherReport': {
      // Issue 18: a teacher report (docs/reports.md); the server decides which classes.
      const report = teacherReportOfPath(pagePath(path))!;
      return senderOnly(session, () => <TeacherReportPage key={report} report={report} />);
    }
    case 'quizReport': {
      // Issue 29 item 5: a teacher quiz report (docs/reports.md "Quiz reports"); the server decides which classes.
      const report = quizReportOfPath(pagePath(path))!;
      return senderOnly(session, () => <QuizReportPage key={report} report={report} />);
    }
    case 'scratchpadReport':
      // Issue 31 item 3: the teacher report of scratchpad work (docs/scratchpad.md); the server decides which classes.
      return senderOnly(session, () => <ScratchpadWorkReportPage />);
    case 'sameQuestionRoom':
      // Issue 11: the room's page shows the student's or the teacher's view.
      if (!session.signedIn) return <Redirect to="/signin" />;
      if (session.userType === USER_TYPE.student || session.userType === USER_TYPE.teacher) return <SameQuestionRoomPage session={session} path={pagePath(path)} />;
      return <NotFound />;
    case 'instantReview':
      // Issue 12: a teacher starts a review of what their students missed.
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.teacher ? <StartReviewPage navigateTo={(href) => navigate(href)} /> : <NotFound />;
    case 'questionReview': {
      // Issue 12: the teacher's projector page or a student's answer page (the server says which).
      if (!session.signedIn) return <Redirect to="/signin" />;
      if (session.userType !== USER_TYPE.student && session.userType !== USER_TYPE.teacher) return <NotFound />;
      const qrmSessionId = parseReviewPagePath(pagePath(path))!;
      return <ReviewPage key={qrmSessionId} qrmSessionId={qrmSessionId} navigateTo={(href) => navigate(href)} />;
    }
    case 'sparkStudio':
      return senderOnly(session, () => <SparkStudioPage onOpenSet={(href) => navigate(href)} />);
    case 'sparkStudioSet': {
      const questionSetId = SPARK_STUDIO_SET_PATH.exec(pagePath(path))![1]!;
      return senderOnly(session, (sender) => (
        <QuestionSetEditorPage key={questionSetId} questionSetId={questionSetId} canStartGroupJam={sender === 'teacher'} onDeleted={() => navigate('/sparkstudio')} />
      ));
    }
    case 'roster':
      // Issue 15: a teacher's classes and students.
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.teacher ? <RosterPage /> : <NotFound />;
    case 'profile':
      // Issue 15: Profile & Settings, for every signed-in user.
      return session.signedIn ? <ProfilePage key={session.userId} /> : <Redirect to="/signin" />;
    case 'reportsIndex':
      // Issue 18: every report the user may open (docs/administrator-reports.md).
      return session.signedIn ? <ReportsIndexPage session={session} /> : <Redirect to="/signin" />;
    case 'administratorReport': {
      // Issue 18: an administrator report; the server decides which schools.
      if (!session.signedIn) return <Redirect to="/signin" />;
      const report = administratorReportOfPath(pagePath(path))!;
      return session.userType === USER_TYPE.administrator ? <AdministratorReportPage key={report} report={report} /> : <NotFound />;
    }
    case 'standardsReport': {
      // Issue 29: a standards report; the server decides which schools.
      if (!session.signedIn) return <Redirect to="/signin" />;
      const report = standardsReportOfPath(pagePath(path))!;
      return session.userType === USER_TYPE.administrator ? <StandardsReportPage key={report} report={report} /> : <NotFound />;
    }
    case 'quizResourceReport': {
      // Issue 29 item 5: a quiz-resource report; the server decides which schools and resources.
      if (!session.signedIn) return <Redirect to="/signin" />;
      const report = quizResourceReportOfPath(pagePath(path))!;
      return session.userType === USER_TYPE.administrator ? <QuizResourceReportPage key={report} report={report} /> : <NotFound />;
    }
    case 'progress':
      // Issue 18: a learner's own progress; a parent's children's.
      if (!session.signedIn) return <Redirect to="/signin" />;
      return ([USER_TYPE.student, USER_TYPE.familyChild, USER_TYPE.familyParent] as number[]).includes(session.userType) ? <ProgressPage /> : <NotFound />;
    case 'progressShare':
      // Issue 18: Progress Share, for users with shared analytics access (a family's parent).
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.navigation.sharedAnalyticsAccess ? <ProgressSharePage /> : <NotFound />;
    case 'notifications':
      // Issue 16: every notification, for every signed-in user.
      return session.signedIn ? <NotificationsPage /> : <Redirect to="/signin" />;
    case 'bannersManage':
      // Issue 16: an administrator's banners for their teachers (docs/banners.md).
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.administrator ? <BannersManagePage /> : <NotFound />;
    case 'assessmentSchedule':
      // Issue 16: school and district administrators schedule assessment windows.
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.administrator ? <AssessmentSchedulePage /> : <NotFound />;
    case 'commonAssessments':
      // Issue 30 item 3: school and district administrators assign common assessments (docs/assessment-player.md).
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.administrator ? <CommonAssessmentsPage /> : <NotFound />;
    case 'skillPlans':
      // Issue 29: a teacher's skill plans; an administrator reads her school's (the server decides which).
      return senderOnly(session, (viewer) => <SkillPlansPage teacher={viewer === 'teacher'} />);
    case 'takeoff':
      // Issue 31: a teacher's takeoff lesson plans (docs/takeoff.md); others are not shown the page.
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.teacher ? <TakeoffPage /> : <NotFound />;
    case 'fluencyZone':
      // Issue 28: the math fluency zone (a game's page); a visitor gets its sign-in dialog.
      return <FluencyZoneRoute session={session} />;
    case 'fluencyProgress':
      return <FluencyProgressRoute session={session} path={path} />;
    case 'raceway':
      // Issue 28: the raceway; a visitor races solo (3 a day), then gets the raceway-limit dialog.
      return <RacewayRoute session={session} />;
    case 'racewayRace':
      return <RacewayRaceRoute path={path} />;
    // Issue 29: quizzes (docs/quizzes.md): a teacher's pages, a student's quiz.
    case 'teacherQuizzes':
      return session.signedIn ? (session.userType === USER_TYPE.teacher ? <TeacherQuizzesRoute session={session} /> : <NotFound />) : <Redirect to="/signin" />;
    case 'quizBuilder':
      return session.signedIn ? (session.userType === USER_TYPE.teacher ? <QuizBuilderRoute session={session} /> : <NotFound />) : <Redirect to="/signin" />;
    case 'teacherQuiz':
      return session.signedIn ? (session.userType === USER_TYPE.teacher ? <TeacherQuizRoute session={session} path={path} /> : <NotFound />) : <Redirect to="/signin" />;
    case 'takeQuiz':
      return session.signedIn ? (session.userType === USER_TYPE.student ? <TakeQuizRoute session={session} path={path} /> : <NotFound />) : <Redirect to="/signin" />;
    // Issue 30: assessments (docs/assessment-player.md): a student's assessment, a teacher's progress page.
    case 'takeAssessment':
      return session.signedIn ? (session.userType === USER_TYPE.student ? <TakeAssessmentRoute session={session} path={path} /> : <NotFound />) : <Redirect to="/signin" />;
    case 'assignCheckpoint':
      // Issue 30: a teacher assigns a checkpoint (docs/diagnostics.md "Pages").
      return session.signedIn ? (session.userType === USER_TYPE.teacher ? <AssignCheckpointRoute session={session} /> : <NotFound />) : <Redirect to="/signin" />;
    case 'assessmentProgress':
      return session.signedIn ? (session.userType === USER_TYPE.teacher ? <AssessmentProgressRoute session={session} path={path} /> : <NotFound />) : <Redirect to="/signin" />;
    case 'lesson':
      // Issue 31: a skill's lesson (docs/lessons.md); students answer its checks, the server decides who may.
      return <LessonRoute session={session} path={path} />;
    case 'explorer':
      // Issue 18: the event explorer; the server lets engineers only (docs/explorer.md).
      if (!session.signedIn) return <Redirect to="/signin" />;
      return session.userType === USER_TYPE.engineer ? <ExplorerPage /> : <NotFound />;
    // Issue 14: reset links, joining a family, district sign-in pages (account-recovery-routes.tsx).
    case 'resetPassword':
    case 'resetSecretWord':
    case 'membership':
    case 'membershipConfirm':
    case 'districtSignIn':
      return <AccountRecoveryRoute name={route.name} path={path} session={session} sessionStore={sessionStore} />;
    default: {
      const _exhaustive: never = route.name;
      return _exhaustive;
    }
  }
}

/** The i18n key of a path's `document.title`; null: the page names itself (usePageTitle), as the not-found page does. */
export function pageTitleKey(path: string): string | null {
  return matchPageRoute(path)?.titleKey ?? null;
}

/** Live-message sender pages and the live classroom: teachers and administrators; a visitor is asked to sign in. */
function senderOnly(session: Session, page: (sender: 'teacher' | 'administrator') => ReactNode): ReactNode {
  if (!session.signedIn) return <Redirect to="/signin" />;
  if (session.userType === USER_TYPE.teacher) return page('teacher');
  if (session.userType === USER_TYPE.administrator) return page('administrator');
  return <NotFound />;
}

/** Pages of a learner's own practice: students and family children; a visitor is asked to sign in. */
function learnerOnly(session: Session, page: () => ReactNode): ReactNode {
  if (!session.signedIn) return <Redirect to="/signin" />;
  if (session.userType === USER_TYPE.student || session.userType === USER_TYPE.familyChild) return page();
  return <NotFound />;
}

/** The search results page reads its query string from the address and changes it in the app. */
function SearchRoute() {
  const search = useRouteSearch();
  return <SearchResultsPage search={search} onNavigate={(href) => navigate(href)} />;
}

function SignInRoute({ sessionStore }: { sessionStore: SessionStore }) {
  const search = useRouteSearch();
  return (
    <SignInPage sessionStore={sessionStore} onSignedIn={() => navigate('/')} initialUsername={new URLSearchParams(search).get('username') ?? ''} />
  );
}

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('app.notFoundTitle'));
  return (
    <section className="not-found">
      <h1>{t('app.notFoundTitle')}</h1>
      <p>{t('app.notFoundBody')}</p>
      <p>
        <a href="/">{t('app.goHome')}</a>
      </p>
    </section>
  );
}
