import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderPopovers } from '../../shared/header-popovers/header-popover-store';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { cycleFocus } from '../../shared/focus-trap/focus-cycle';
import { useHeaderServices, useTrackHeaderClick } from './header-context';
import './user-menu.css';

export interface UserMenuProps {
  displayName: string;
  username: string;
  onSignOut(): void;
  /** While true the sign-out button is inert (the request is in flight). */
  signingOut?: boolean;
}

/**
 * The user navigation menu (spec §2.18). A toggle button (`aria-expanded`)
 * opens it; the close button, the mask around it and Escape close it. Opening
 * focuses the first link, Tab cycles within, and closing gives focus back to
 * the toggle. It is one of the header popovers: opening it closes the others.
 */
export function UserMenu({ displayName, username, onSignOut, signingOut = false }: UserMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const { popovers } = useHeaderServices();
  const open = useHeaderPopovers((s) => s.open === 'user-menu', popovers);
  const track = useTrackHeaderClick(TRACKING_MODULES.headerUserMenu);

  const close = (returnFocus = true) => {
    popovers.getState().closePopover('user-menu');
    if (returnFocus) trigger.current?.focus();
  };

  // Signed out (or gone) while open: the menu must not be open for the next user.
  useEffect(() => () => popovers.getState().closePopover('user-menu'), [popovers]);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);

  // Escape closes it; a click on the mask around it does too (see below), so presses outside are the mask's.
  usePopoverDismissal({ open, outsidePress: false, onDismiss: () => close() });

  return (
    <div className="user-menu-area">
      <button
        ref={trigger}
        type="button"
        className="user-menu-trigger"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="dialog"
        data-testid="user-menu-trigger"
        onClick={() => (open ? close() : popovers.getState().openPopover('user-menu'))}
      >
        <span className="user-menu-avatar" aria-hidden="true">
          {displayName.trim().charAt(0).toUpperCase()}
        </span>
        <span className="user-name" data-testid="header-user-name">
          {displayName}
        </span>
        <span className="visually-hidden">{t('siteHeader.userMenu.triggerSuffix')}</span>
        <svg className="user-menu-caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open ? (
        <>
          <div className="user-menu-mask" data-testid="user-menu-mask" aria-hidden="true" onClick={() => close()} />
          <div
            ref={menu}
            id={menuId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="user-menu"
            data-testid="user-menu"
            onKeyDown={(event) => {
              if (menu.current) cycleFocus(menu.current, event);
            }}
          >
            <div className="user-menu-head">
              <div>
                <p id={titleId} className="user-menu-name">
                  {displayName}
                </p>
                <p className="user-menu-username">{t('siteHeader.userMenu.signedInAs', { username })}</p>
              </div>
              <button
                type="button"
                className="user-menu-close"
                aria-label={t('siteHeader.userMenu.close')}
                data-testid="user-menu-close"
                onClick={() => close()}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
            </div>
            <ul className="user-menu-list">
              <li>
                <a
                  href="/profile"
                  className="header-dropdown-item user-menu-item"
                  data-testid="user-menu-profile"
                  onClick={(event) => {
                    track(HEADER_ACTIONS.headerProfileLink, event);
                    close(false);
                  }}
                >
                  {t('siteHeader.userMenu.profile')}
                </a>
              </li>
              <li>
                <a
                  href="/notifications"
                  className="header-dropdown-item user-menu-item"
                  data-testid="user-menu-notifications"
                  onClick={(event) => {
                    track(HEADER_ACTIONS.headerNotificationsLink, event);
                    close(false);
                  }}
                >
                  {t('siteHeader.links.notifications')}
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className="header-dropdown-item user-menu-item"
                  data-testid="header-signout"
                  aria-disabled={signingOut}
                  onClick={(event) => {
                    if (signingOut) return;
                    track(HEADER_ACTIONS.headerSignOut, event);
                    onSignOut();
                  }}
                >
                  {t('header.signOut')}
                </button>
              </li>
            </ul>
          </div>
        </>
      ) : null}
    </div>
  );
}
