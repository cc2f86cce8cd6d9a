import { useTranslation } from 'react-i18next';

export interface SiteHeaderProps {
  /** The signed-in user, or null for a visitor. */
  user: { displayName: string } | null;
  onSignOut(): void;
  /** While true the sign-out button is inert (the request is in flight). */
  signingOut?: boolean;
}

/**
 * Placeholder site header: skip link, product name, and either the user's
 * name with "Sign out" or a "Sign in" link.
 */
export function SiteHeader({ user, onSignOut, signingOut = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
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
