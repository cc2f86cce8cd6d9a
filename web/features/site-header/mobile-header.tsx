import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderPopovers } from '../../shared/header-popovers/header-popover-store';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import { closeOpenHeaderPopover, useHeaderServices } from './header-context';
import { currentMenuLevel, mobileHeaderMachine } from './mobile-header-machine';
import { MobileMenu, type MobileMenuProps } from './mobile-menu';
import './mobile-header.css';

/** The desktop layout starts here (spec §9); below it the header is the mobile one. */
export const DESKTOP_MIN_WIDTH_PX = 1014;
/** Category menu resize debounce (spec §9). */
export const MENU_RESIZE_DEBOUNCE_MS = 100;

/**
 * The mobile header's state (mobile-header-machine.ts) with its page wiring:
 * Escape closes the open panel and gives focus back to its toggle; a resize to
 * the desktop layout (debounced 100 ms) closes it; another header popover
 * opening closes it.
 */
export function useMobileHeader() {
  const { popovers } = useHeaderServices();
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const actor = useActorRef(mobileHeaderMachine.provide({ actions: { closeOtherPopovers: () => closeOpenHeaderPopover(popovers) } }));
  const panel = useSelector(actor, (s) => s.value);

  // Escape (one the search's dropdown did not take for itself) closes the open panel.
  usePopoverDismissal({
    open: panel !== 'closed',
    outsidePress: false,
    onDismiss: () => {
      actor.send({ type: 'close' });
      (panel === 'menu' ? menuButton : searchButton).current?.focus();
    },
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth >= DESKTOP_MIN_WIDTH_PX) actor.send({ type: 'viewport.desktop' });
      }, MENU_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [actor]);

  const otherPopoverOpen = useHeaderPopovers((s) => s.open !== null, popovers);
  useEffect(() => {
    if (otherPopoverOpen) actor.send({ type: 'close' });
  }, [otherPopoverOpen, actor]);

  return { actor, panel, menuButton, searchButton };
}

export type MobileHeader = ReturnType<typeof useMobileHeader>;

/** The hamburger button (shown below 1014px). */
export function HamburgerButton({ mobile, menuId }: { mobile: MobileHeader; menuId: string }) {
  const { t } = useTranslation();
  const open = mobile.panel === 'menu';
  return (
    <button
      ref={mobile.menuButton}
      type="button"
      className="mobile-toggle hamburger-button"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      aria-label={t('siteHeader.mobile.menuButton')}
      data-testid="hamburger-button"
      onClick={() => mobile.actor.send({ type: 'menu.toggle' })}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
    </button>
  );
}

/** The mobile search toggle (shown below 1014px). */
export function MobileSearchToggle({ mobile, panelId }: { mobile: MobileHeader; panelId: string }) {
  const { t } = useTranslation();
  const open = mobile.panel === 'search';
  return (
    <button
      ref={mobile.searchButton}
      type="button"
      className="mobile-toggle mobile-search-toggle"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={t('siteHeader.mobile.searchButton')}
      data-testid="mobile-search-toggle"
      onClick={() => mobile.actor.send({ type: 'search.toggle' })}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

export type MobilePanelsProps = Omit<MobileMenuProps, 'id' | 'level' | 'onOpenList' | 'onBack' | 'onDone'> & {
  mobile: MobileHeader;
  menuId: string;
  searchPanelId: string;
  mobileSearch?: ReactNode;
};

/** The open mobile panel, under the header bar: the menu or the search. */
export function MobilePanels({ mobile, menuId, searchPanelId, mobileSearch, ...menu }: MobilePanelsProps) {
  const { t } = useTranslation();
  const levels = useSelector(mobile.actor, (s) => s.context.levels);
  const searchPanel = useRef<HTMLDivElement>(null);
  const labelId = useId();

  useEffect(() => {
    if (mobile.panel === 'search') searchPanel.current?.querySelector<HTMLElement>('input, button, a[href]')?.focus();
  }, [mobile.panel]);

  if (mobile.panel === 'menu') {
    return (
      <MobileMenu
        {...menu}
        id={menuId}
        level={currentMenuLevel(levels)}
        onOpenList={(level) => mobile.actor.send({ type: 'list.open', level })}
        onBack={() => mobile.actor.send({ type: 'back' })}
        onDone={() => mobile.actor.send({ type: 'close' })}
      />
    );
  }
  if (mobile.panel === 'search') {
    return (
      <div ref={searchPanel} id={searchPanelId} className="mobile-search-panel" role="region" aria-labelledby={labelId} data-testid="mobile-search-panel">
        <h2 id={labelId} className="visually-hidden">
          {t('siteHeader.mobile.searchButton')}
        </h2>
        {mobileSearch}
      </div>
    );
  }
  return null;
}
