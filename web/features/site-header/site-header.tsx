import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusMode } from '../../shared/page-chrome/page-chrome-store';
import type { Session } from '../../shared/session/session';
import { openDialog } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import type { EditionPickerApi } from './edition-picker-api';
import { EditionPicker } from './edition-picker';
import { familyOf } from './family-accounts';
import { HeaderServicesContext, useHeaderServices, useTrackHeaderClick, type HeaderServices } from './header-context';
import { headerNavigationFor } from './header-links';
import { HamburgerButton, MobilePanels, MobileSearchToggle, useMobileHeader } from './mobile-header';
import { useNavCacheRefresh, type NavCacheRefreshDeps } from './nav-cache-refresh';
import { SiteNav } from './site-nav';
import { QuickSignIn } from './quick-sign-in';
import { UserMenu } from './user-menu';
import './site-header.css';

export interface SiteHeaderProps {
  /** The session, or null while it loads. */
  session: Session | null;
  /** The page's path, to mark the current subject. */
  currentPath?: string;
  /** Header tools the layout mounts for this user (e.g. the student's live-message airplane). */
  tools?: ReactNode;
  /** The desktop search (a header button and popover), shown from 1014px. */
  search?: ReactNode;
  /** The mobile search, shown in the panel the mobile search toggle opens. */
  mobileSearch?: ReactNode;
  /** Issue 16: the notifications bell and popover (from 1014px), and below 1014px its link in the mobile container. */
  notifications?: ReactNode;
  mobileNotifications?: ReactNode;
  /** Signs out, then goes to `nextPath` (home by default). */
  onSignOut(nextPath?: string): void;
  /** While true the sign-out button is inert (the request is in flight). */
  signingOut?: boolean;
  /** Test seams. */
  services?: HeaderServices;
  editionApi?: EditionPickerApi;
  followEditionUrl?: (url: string) => void;
  navCacheRefresh?: NavCacheRefreshDeps;
}

/**
 * The site header (spec §2.6, §2.7, §2.18): skip link, product name, the
 * navigation of the user's type, the edition picker, the user navigation menu
 * or sign-in, and below 1014px the hamburger menu and mobile search.
 */
export function SiteHeader({ services, ...props }: SiteHeaderProps) {
  const inherited = useHeaderServices();
  return (
    <HeaderServicesContext.Provider value={services ?? inherited}>
      <SiteHeaderContent {...props} />
    </HeaderServicesContext.Provider>
  );
}

function SiteHeaderContent({
  session,
  currentPath = '/',
  tools = null,
  search = null,
  mobileSearch = null,
  notifications = null,
  mobileNotifications = null,
  onSignOut,
  signingOut = false,
  editionApi,
  followEditionUrl,
  navCacheRefresh,
}: Omit<SiteHeaderProps, 'services'>) {
  const { t } = useTranslation();
  const focusMode = useFocusMode(); // spec §2.10: focus mode adds a class to the header
  const mobile = useMobileHeader();
  const menuId = useId();
  const searchPanelId = useId();
  const trackAccount = useTrackHeaderClick(TRACKING_MODULES.headerAccountNav);
  useNavCacheRefresh(session, navCacheRefresh);

  const navigation = session === null ? null : headerNavigationFor(session);
  const family = session === null ? { others: [], parent: null } : familyOf(session);
  // Switching family accounts and switching to the parent are sign-in dialogs (issue 13, spec §4 "Dialog switching").
  const switchAccount = (username: string | null) => openDialog({ type: 'subAccountSignIn', ...(username === null ? {} : { username }) });
  const openSwitchToParent = (opener: HTMLElement | null) => openDialog({ type: 'switchToParent' }, { returnFocusTo: opener });
  const navProps = {
    familyAccounts: family.others,
    onSwitchAccount: switchAccount,
  };

  return (
    <header className={focusMode ? 'site-header site-header--focus-mode' : 'site-header'}>
      {session === null || session.navigation.skipToContent ? (
        <a className="skip-link" href="#main-content" data-testid="skip-to-content">
          {t('header.skipToContent')}
        </a>
      ) : null}
      <div className="site-header-bar">
        {navigation ? <HamburgerButton mobile={mobile} menuId={menuId} /> : null}
        <a
          className="product-name"
          href="/"
          data-testid="product-name"
          onClick={(event) => trackAccount(HEADER_ACTIONS.headerHomeLink, event)}
        >
          {/* Issue 34: the whole name, or on phones a short mark (never "Liv…"). The link's name is always the
              whole one, from its text: on phones the name is visually hidden, not removed, and no aria-label
              (an aria-label other than the visible text fails axe's label-content-name-mismatch). */}
          <span className="product-name-full">{t('app.productName')}</span>
          <span className="product-name-short" aria-hidden="true">
            {t('app.productShortMark')}
          </span>
        </a>
        {search ? <div className="header-search">{search}</div> : null}
        <nav className="user-nav" aria-label={t('header.userNavigation')}>
          <EditionPicker {...(editionApi ? { api: editionApi } : {})} {...(followEditionUrl ? { follow: followEditionUrl } : {})} />
          {tools}
          {notifications}
          {session?.signedIn ? (
            <UserMenu
              displayName={session.displayName}
              username={session.username}
              onSignOut={() => onSignOut()}
              signingOut={signingOut}
            />
          ) : session !== null ? (
            <QuickSignIn onHeaderClick={(event) => trackAccount(HEADER_ACTIONS.headerSignInLink, event)} />
          ) : null}
        </nav>
        {mobileNotifications}
        {mobileSearch && navigation ? <MobileSearchToggle mobile={mobile} panelId={searchPanelId} /> : null}
      </div>
      {navigation ? (
        <SiteNav
          {...navProps}
          navigation={navigation}
          currentPath={currentPath}
          onChildMembership={(opener) => openSwitchToParent(opener)}
        />
      ) : null}
      {navigation ? (
        <MobilePanels
          {...navProps}
          mobile={mobile}
          menuId={menuId}
          searchPanelId={searchPanelId}
          mobileSearch={mobileSearch}
          navigation={navigation}
          onChildMembership={() => {
            mobile.actor.send({ type: 'close' });
            openSwitchToParent(mobile.menuButton.current);
          }}
        />
      ) : null}
    </header>
  );
}
