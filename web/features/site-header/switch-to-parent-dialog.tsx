import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { useTrackHeaderClick } from './header-context';
import './switch-to-parent-dialog.css';

export interface SwitchToParentDialogProps {
  open: boolean;
  /** The parent's display name, when known. */
  parentName: string | null;
  /** Signs the child out and opens the parent's sign-in. */
  onApprove(): void;
  /** Closing; focus goes back to the link that opened the dialog. */
  onClose(): void;
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The switch-to-parent dialog (spec §2.17, §4 "Child-membership link opens
 * switch-to-parent"): a header, an instruction and an approve button. Opened
 * from the child-membership link, on the desktop bar or in the mobile menu.
 */
export function SwitchToParentDialog({ open, parentName, onApprove, onClose, returnFocusTo }: SwitchToParentDialogProps) {
  const { t } = useTranslation();
  const track = useTrackHeaderClick(TRACKING_MODULES.headerSiteNav);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog switch-to-parent-dialog"
          data-testid="switch-to-parent-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <Dialog.Title className="dialog-title">{t('siteHeader.switchToParent.title')}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {parentName === null
              ? t('siteHeader.switchToParent.instruction')
              : t('siteHeader.switchToParent.instructionNamed', { name: parentName })}
          </Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button" data-testid="switch-to-parent-cancel">
                {t('siteHeader.switchToParent.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button button-primary"
              data-testid="switch-to-parent-approve"
              onClick={(event) => {
                track(HEADER_ACTIONS.headerSwitchesToParent, event);
                onClose();
                onApprove();
              }}
            >
              {t('siteHeader.switchToParent.approve')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
