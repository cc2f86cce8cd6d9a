import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusBanners } from '../features/focus-sessions/focus-banners';
import { TeacherFocusProvider } from '../features/focus-sessions/teacher-focus-host';
import { SameQuestionModeBanners } from '../features/same-question-mode/same-question-mode-banners';
import { TeacherRoomProvider } from '../features/same-question-mode/teacher-room-host';
import { QuestionReviewBanners } from '../features/instant-review/question-review-banners';
import { BandPartLoading, BannerBand } from '../features/banners/banner-band';
import { useBandSettledOnce } from '../shared/page-chrome/banner-band-parts';
import { BannersCarousel } from '../features/banners/banners-carousel';
import { useQuestionReviewBannerShown } from '../features/instant-review/question-review-banner-store';
import { ProfileSettingsEffects } from '../features/profile/profile-settings-effects';
import { SiteHeader } from '../features/site-header/site-header';
import { SearchQuickbar } from '../features/search/search-quickbar';
import { SearchQuickbarPopover } from '../features/search/search-quickbar-popover';
import { documentTitle } from '../shared/page-title/use-page-title';
import { RealtimeProvider } from '../shared/realtime/realtime-context';
import { NotificationsProvider } from '../features/notifications/notifications-context';
import { NotificationsMobileLink, NotificationsTrigger } from '../features/notifications/notifications-trigger';
import type { realtimeMachine } from '../shared/realtime/realtime-machine';
import { USER_TYPE } from '../shared/session/session';
import { useSession, type SessionStore } from '../shared/session/session-store';
import { useDialogAsked } from '../shared/sign-in-dialogs/sign-in-dialog-requests';
import { pageTitleKey, RouteContent } from './app-routes';
import { pageDescriptionKey, setPageDescription } from './page-description';
import { FirstPaintEnd } from './first-paint';
import { pagePath } from './page-routes';
import { followInAppLink, navigate, useRoutePath } from './router';
import { AdminContactsHost, AssessmentBanner, AssessmentTakeBanner, RacewayInvitationBanners, RenewalReminder, SignInDialogs, StudentLiveMessages, StudentQuizBanner, TeacherSetupHost } from './lazy-shell';

export interface AppRootProps {
  sessionStore: SessionStore;
  /** Tests pass a fake live link (`fakeRealtime().logic`). */
  realtimeLogic?: typeof realtimeMachine;
}

/** The layout: header, main landmark, and the route's content. */
export function AppRoot({ sessionStore, realtimeLogic }: AppRootProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const phase = useSession((s) => s.phase, sessionStore);
  const session = useSession((s) => s.session, sessionStore);
  const dialogAsked = useDialogAsked();
  const [signingOut, setSigningOut] = useState(false);
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(path);
  // Issue 12 (spec §2.22): while the question-review banner shows, the navigation marks no category.
  const questionReviewBannerShown = useQuestionReviewBannerShown();
  // Issue 33: the page waits for the band only once the session is known (before it, the loading line or the failure shows).
  const bandSettled = useBandSettledOnce(session !== null);
  const pageUnseen = session !== null && !bandSettled;

  // Issue 33: a page that came with its session (page-session.ts) does not ask for it again.
  useEffect(() => {
    if (sessionStore.getState().phase !== 'ready') void sessionStore.getState().loadSession();
  }, [sessionStore]);

  // The route's title (page-routes.ts) and description; a page that names itself sets it after this (usePageTitle).
  useLayoutEffect(() => {
    const titleKey = pageTitleKey(path);
    document.title = documentTitle(t('app.productName'), titleKey === null ? null : t(titleKey));
    // Issue 33: a description per group of pages, for search results.
    setPageDescription(document, t(pageDescriptionKey(path)));
  }, [path, t]);

  // After an in-app navigation, move focus to the new content as a page load would.
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    main.current?.focus();
  }, [path]);

  /** Signs out, then goes home (or to `nextPath`, e.g. the sign-in of another family account). */
  const signOut = (nextPath = '/') => {
    setSigningOut(true);
    void sessionStore
      .getState()
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        setSigningOut(false);
        navigate(nextPath);
      });
  };

  let content;
  if (session !== null) {
    // Issue 33: each page is a chunk of its own (lazy-pages.tsx); while it loads, the loading line shows.
    content = (
      <Suspense fallback={<PageLoading />}>
        <RouteContent path={path} session={session} sessionStore={sessionStore} />
        {/* Issue 33: the server's first paint gives way once the page and the band above it are in place. */}
        {pageUnseen ? null : <FirstPaintEnd />}
      </Suspense>
    );
  } else if (phase === 'failed') {
    content = (
      <section className="load-failed" role="alert">
        <FirstPaintEnd />
        <p>{t('app.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void sessionStore.getState().loadSession()}>
          {t('app.retry')}
        </button>
      </section>
    );
  } else {
    content = <PageLoading />;
  }

  return (
    <RealtimeProvider userId={session?.signedIn ? session.userId : null} {...(realtimeLogic ? { logic: realtimeLogic } : {})}>
      {/* Issue 16: the signed-in user's notifications, shared by the header's bell and the /notifications page. */}
      <NotificationsProvider userId={session?.signedIn ? session.userId : null} enabled={session?.signedIn === true && session.notificationsEnabled === true}>
      {/* Link clicks bubble here to become in-app navigations. */}
      <div className="app-shell" onClick={followInAppLink}>
        <SiteHeader
          session={session}
          currentPath={questionReviewBannerShown ? '' : path}
          /* Signed-in users see the search popover (spec §6): desktop only; below 1014px the mobile search toggle. */
          search={session?.signedIn ? <SearchQuickbarPopover /> : null}
          mobileSearch={session?.signedIn ? <SearchQuickbar variant="mobile" /> : null}
          notifications={session?.signedIn ? <NotificationsTrigger /> : null}
          mobileNotifications={session?.signedIn ? <NotificationsMobileLink /> : null}
          tools={
            session?.signedIn && session.userType === USER_TYPE.student ? (
              <Suspense fallback={null}>
                <StudentLiveMessages key={session.userId} userId={session.userId} />
              </Suspense>
            ) : null
          }
          onSignOut={signOut}
          signingOut={signingOut}
        />
        <TeacherFocusProvider session={session}>
          {/* A teacher's open same-question-mode room (issue 11): its banner, the room page and the start button share it. */}
          <TeacherRoomProvider session={session}>
            <FocusBanners session={session} />
            {/* Issue 14: a family parent whose membership nears its end gets a notice launching the server's renewal reminder (legacy dialog). */}
            {session?.signedIn && session.userType === USER_TYPE.familyParent ? (
              <Suspense fallback={null}>
                <RenewalReminder key={session.userId} userId={session.userId} />
              </Suspense>
            ) : null}
            <SameQuestionModeBanners session={session} currentPath={path} />
            {/* Issue 28: a student's class-race invitations (RACEWAY_INVITATION; docs/games.md). */}
            {session?.signedIn && session.userType === USER_TYPE.student ? (
              <Suspense fallback={null}>
                <RacewayInvitationBanners key={session.userId} currentPath={path} />
              </Suspense>
            ) : null}
            <QuestionReviewBanners session={session} currentPath={path} />
            {/* Issue 29: a student's open-quiz banner (docs/quizzes.md). */}
            {session?.signedIn && session.userType === USER_TYPE.student ? (
              <Suspense fallback={null}>
                <StudentQuizBanner session={session} currentPath={path} />
              </Suspense>
            ) : null}
            {/* Issue 32: one band for the assessment banner and the banners carousel (docs/banners.md "The band"). */}
            <BannerBand viewer={session === null ? null : session.signedIn ? session.userId : 'visitor'}>
              {/* Issue 16: a teacher's assessment due-date banner (docs/assessment-windows.md). */}
              {session?.signedIn && session.userType === USER_TYPE.teacher ? (
                <Suspense fallback={<BandPartLoading part="assessment" />}>
                  <AssessmentBanner key={session.userId} userId={session.userId} />
                </Suspense>
              ) : null}
              {/* Issue 30: a student's assessment to take, in the same place (docs/assessment-player.md). */}
              {session?.signedIn && session.userType === USER_TYPE.student ? (
                <Suspense fallback={<BandPartLoading part="assessment" />}>
                  <AssessmentTakeBanner key={session.userId} userId={session.userId} currentPath={pagePath(path)} />
                </Suspense>
              ) : null}
              {/* Issue 16: the banners carousel (docs/banners.md); hidden on focus-zone and same-question-mode pages. */}
              <BannersCarousel session={session} />
            </BannerBand>
            {/* Issue 33: on the first load the page waits unseen until the band above it is in place (at most 2.5 s). */}
            <main id="main-content" ref={main} tabIndex={-1} className={pageUnseen ? 'app-main settling' : 'app-main'} aria-busy={pageUnseen}>
              {content}
            </main>
          </TeacherRoomProvider>
        </TeacherFocusProvider>
        {/* Issue 13: the sign-in dialogs (sign-in, sub-accounts, switch to parent, forgot-info), opened from anywhere. */}
        {/* Issue 33: their chunk (lazy-shell.tsx) loads when the first of them is asked for, not with the page: */}
        {/* evaluating it took a long task of its own on every first load; the host opens the waiting request. */}
        <Suspense fallback={null}>
          {dialogAsked ? <SignInDialogs sessionStore={sessionStore} onAccountSwitched={() => navigate('/')} /> : null}
        {/* Issue 15: a teacher's setup dialogs (school and subjects, subjects, the roster prompt). */}
        {/* Issue 33: each host's chunk loads only for the users it can show something to. */}
        {session?.signedIn && session.userType === USER_TYPE.teacher ? (
          <TeacherSetupHost isTeacher userId={session.userId} currentPath={path} navigateTo={(to) => navigate(to)} />
        ) : null}
        {/* Issue 15: an administrator's contacts wizard (docs/admin-contacts.md); profile settings that apply everywhere (docs/profile.md). */}
        {session?.signedIn && session.userType === USER_TYPE.administrator ? <AdminContactsHost role={session.role} userId={session.userId} /> : null}
        </Suspense>
        <ProfileSettingsEffects userId={session?.signedIn ? session.userId : null} search={window.location.search} navigateTo={(to) => navigate(to, { replace: true })} />
      </div>
      </NotificationsProvider>
    </RealtimeProvider>
  );
}

/**
 * What `<main>` shows while the session or the page's chunk loads. It reserves no height: nothing
 * follows `<main>` in the layout, and a taller placeholder only enlarges what a late banner above
 * it moves (issue 33: measured, docs/performance.md).
 */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="loading" aria-busy="true">
      {t('app.loading')}
    </p>
  );
}
