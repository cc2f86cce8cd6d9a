import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderPopovers } from '../../shared/header-popovers/header-popover-store';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import type { FamilyAccount } from './family-accounts';
import { closeOpenHeaderPopover, useHeaderServices, useTrackHeaderClick } from './header-context';

export interface SubAccountMenuProps {
  /** The family's other accounts; empty when not known. */
  accounts: FamilyAccount[];
  /** Opens the sub-account sign-in dialog for that account (null: any account). */
  onSwitch(username: string | null): void;
}

/**
 * The sub-account menu of a family parent or child (spec §1, §2.14): a
 * disclosure listing the family's other accounts, parent marked. Switching
 * opens the sub-account sign-in dialog (issue 13) with that account chosen.
 */
export function SubAccountMenu({ accounts, onSwitch }: SubAccountMenuProps) {
  const { t } = useTranslation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { popovers } = useHeaderServices();
  const track = useTrackHeaderClick(TRACKING_MODULES.headerSubAccountMenu);

  // Another header popover opened: this one closes.
  const otherOpen = useHeaderPopovers((s) => s.open !== null, popovers);
  useEffect(() => {
    if (otherOpen) setOpen(false);
  }, [otherOpen]);

  const dismissal = usePopoverDismissal({
    open,
    onDismiss: (reason) => {
      setOpen(false);
      if (reason === 'escape-key') button.current?.focus();
    },
  });

  // The menu closes as the sub-account dialog opens; its button is where focus returns when the dialog closes.
  const switchTo = (username: string | null) => {
    setOpen(false);
    button.current?.focus();
    onSwitch(username);
  };

  return (
    <div className="header-disclosure sub-account-menu" ref={dismissal.setReference} data-testid="sub-account-menu" {...dismissal.getReferenceProps()}>
      <button
        ref={button}
        type="button"
        className="header-link header-link-button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="sub-account-menu-button"
        onClick={() => {
          if (!open) closeOpenHeaderPopover(popovers);
          setOpen(!open);
        }}
      >
        {t('siteHeader.subAccounts.button')}
      </button>
      <div id={listId} className="header-dropdown" hidden={!open}>
        <p className="header-dropdown-note">{t('siteHeader.subAccounts.note')}</p>
        <ul>
          {accounts.length === 0 ? (
            <li>
              <SwitchButton label={t('siteHeader.subAccounts.otherAccount')} testId="sub-account-other" onClick={(event) => {
                track(HEADER_ACTIONS.headerSwitchesSubAccount, event);
                switchTo(null);
              }} />
            </li>
          ) : (
            accounts.map((account) => (
              <li key={account.username}>
                <SwitchButton
                  label={
                    account.isParent
                      ? t('siteHeader.subAccounts.switchToParent', { name: account.displayName })
                      : t('siteHeader.subAccounts.switchTo', { name: account.displayName })
                  }
                  testId={`sub-account-${account.username}`}
                  onClick={(event) => {
                    track(HEADER_ACTIONS.headerSwitchesSubAccount, event);
                    switchTo(account.username);
                  }}
                />
              </li>
            ))
          )}
        </ul>
      </div>
    </div>
  );
}

function SwitchButton({ label, testId, onClick }: { label: string; testId: string; onClick: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button type="button" className="header-dropdown-item" data-testid={testId} onClick={onClick}>
      {label}
    </button>
  );
}
