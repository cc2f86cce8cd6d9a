import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import type { HeaderLink } from './header-links';

export interface MoreMenuProps {
  /** The less-used links of the desktop row (header-links.ts `desktopLinks`). */
  links: HeaderLink[];
  /** One link as a dropdown item (site-nav.tsx gives a NavLink); `onFollow` closes the list. */
  renderLink(link: HeaderLink, onFollow: () => void): ReactNode;
  /** The list opens: the open header popover closes. */
  onOpen(): void;
}

/**
 * Issue 32: the desktop row's "More" disclosure — a button (aria-expanded,
 * aria-controls) and the list of links it shows. Escape closes it and gives
 * focus back to the button; a press outside (another header popover's button
 * too), focus leaving it or a link being followed closes it. It imports no
 * header module at run time (the links come through `renderLink`): its lazy
 * chunk (site-nav.tsx) then splits nothing out of the first visit's scripts.
 */
export function MoreMenu({ links, renderLink, onOpen }: MoreMenuProps) {
  const { t } = useTranslation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const dismissal = usePopoverDismissal({
    open,
    onDismiss: (reason) => {
      close();
      if (reason === 'escape-key') button.current?.focus();
    },
  });

  // Tabbing past the last link (or back before the button) closes the list.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div className="header-disclosure more-menu" ref={dismissal.setReference} data-testid="nav-more" onBlur={onBlur} {...dismissal.getReferenceProps()}>
      <button
        ref={button}
        type="button"
        className="header-link header-link-button more-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="nav-more-button"
        onClick={() => {
          if (!open) onOpen();
          setOpen(!open);
        }}
      >
        {t('siteHeader.more')}
        <span className="more-menu-caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="header-dropdown more-menu-list" hidden={!open} data-testid="nav-more-list">
        {links.map((link) => (
          <li key={link.key}>{renderLink(link, close)}</li>
        ))}
      </ul>
    </div>
  );
}
