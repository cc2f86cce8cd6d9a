import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentLiveMessages } from '../features/live-messages/student-live-messages';
import { FocusBanners } from '../features/focus-sessions/focus-banners';
import { TeacherFocusProvider } from '../features/focus-sessions/teacher-focus-host';
import { SiteHeader } from '../features/site-header/site-header';
import { SkillSearch } from '../features/skill-search/skill-search';
import { SkillSearchPopover } from '../features/skill-search/skill-search-popover';
import { documentTitle } from '../shared/page-title/use-page-title';
import { RealtimeProvider } from '../shared/realtime/realtime-context';
import type { realtimeMachine } from '../shared/realtime/realtime-machine';
import { USER_TYPE } from '../shared/session/session';
import { useSession, type SessionStore } from '../shared/session/session-store';
import { pageTitleKey, RouteContent } from './app-routes';
import { followInAppLink, navigate, useRoutePath } from './router';

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
  const [signingOut, setSigningOut] = useState(false);
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(path);

  useEffect(() => {
    void sessionStore.getState().loadSession();
  }, [sessionStore]);

  // The route's title (page-routes.ts); a page that names itself sets it after this (usePageTitle).
  useLayoutEffect(() => {
    const titleKey = pageTitleKey(path);
    document.title = documentTitle(t('app.productName'), titleKey === null ? null : t(titleKey));
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
    content = <RouteContent path={path} session={session} sessionStore={sessionStore} />;
  } else if (phase === 'failed') {
    content = (
      <section className="load-failed" role="alert">
        <p>{t('app.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void sessionStore.getState().loadSession()}>
          {t('app.retry')}
        </button>
      </section>
    );
  } else {
    content = (
      <p className="loading" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  }

  return (
    <RealtimeProvider userId={session?.signedIn ? session.userId : null} {...(realtimeLogic ? { logic: realtimeLogic } : {})}>
      {/* Link clicks bubble here to become in-app navigations. */}
      <div className="app-shell" onClick={followInAppLink}>
        <SiteHeader
          session={session}
          currentPath={path}
          /* Signed-in users see the search popover (spec §6): desktop only; below 1014px the mobile search toggle. */
          search={session?.signedIn ? <SkillSearchPopover /> : null}
          mobileSearch={session?.signedIn ? <SkillSearch variant="mobile" /> : null}
          tools={
            session?.signedIn && session.userType === USER_TYPE.student ? (
              <StudentLiveMessages key={session.userId} userId={session.userId} />
            ) : null
          }
          onSignOut={signOut}
          signingOut={signingOut}
        />
        <TeacherFocusProvider session={session}>
          <FocusBanners session={session} />
          <main id="main-content" ref={main} tabIndex={-1} className="app-main">
            {content}
          </main>
        </TeacherFocusProvider>
      </div>
    </RealtimeProvider>
  );
}
