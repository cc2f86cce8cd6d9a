import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusMode } from '../../shared/page-chrome/page-chrome-store';
import { USER_TYPE } from '../../shared/session/session';

export interface SiteHeaderProps {
  /** The signed-in user, or null for a visitor. */
  user: { displayName: string; userType: number } | null;
  /** Header tools the layout mounts for this user (e.g. the student's live-message airplane). */
  tools?: ReactNode;
  onSignOut(): void;
  /** While true the sign-out button is inert (the request is in flight). */
  signingOut?: boolean;
}

/**
 * Placeholder site header: skip link, product name, and either the user's
 * tools, name and "Sign out" or a "Sign in" link. Teachers and administrators
 * get a link to their live messages.
 */
export function SiteHeader({ user, tools = null, onSignOut, signingOut = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  // A student's running focus session (spec §2.10: focus mode adds a class to the header).
  const focusMode = useFocusMode();
  return (
    <header className={focusMode ? 'site-header site-header--focus-mode' : 'site-header'}>
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <a className="product-name" href="/">
        {t('app.productName')}
      </a>
      <nav className="user-nav" aria-label={t('header.userNavigation')}>
        {user === null ? (
          <a className="button button-link" href="/signin" data-testid="header-signin">
            {t('header.signIn')}
          </a>
        ) : (
          <>
            {user.userType === USER_TYPE.teacher || user.userType === USER_TYPE.administrator ? (
              <a href="/live-messages" data-testid="header-live-messages">
                {t('header.liveMessages')}
              </a>
            ) : null}
            {tools}
            <span className="user-name" data-testid="header-user-name">
              {user.displayName}
            </span>
            <button
              type="button"
              className="button button-quiet"
              data-testid="header-signout"
              aria-disabled={signingOut}
              onClick={() => {
                if (!signingOut) onSignOut();
              }}
            >
              {t('header.signOut')}
            </button>
          </>
        )}
      </nav>
    </header>
  );
}
