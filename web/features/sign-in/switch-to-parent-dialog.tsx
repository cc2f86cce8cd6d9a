import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

export interface SwitchToParentDialogProps {
  /** The parent's display name, when known. */
  parentName: string | null;
  onApprove(): void;
  onDismiss(): void;
  onCloseFocus(): void;
}

/**
 * The switch-to-parent dialog (spec §2.17, §4 "Child-membership link opens
 * switch-to-parent"): a header, an instruction and an approve button, which
 * opens the switch-to-parent avatar dialog.
 */
export function SwitchToParentDialog({ parentName, onApprove, onDismiss, onCloseFocus }: SwitchToParentDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t('signInDialogs.switchToParent.title')}
      description={parentName === null ? t('signInDialogs.switchToParent.instruction') : t('signInDialogs.switchToParent.instructionNamed', { name: parentName })}
      testId="switch-to-parent-dialog"
      onDismiss={onDismiss}
      onCloseFocus={onCloseFocus}
    >
      <div className="signin-dialog-actions">
        <button type="button" className="button" data-testid="switch-to-parent-cancel" onClick={onDismiss}>
          {t('signInDialogs.switchToParent.cancel')}
        </button>
        <button type="button" className="button button-primary" data-testid="switch-to-parent-approve" onClick={onApprove}>
          {t('signInDialogs.switchToParent.approve')}
        </button>
      </div>
    </DialogFrame>
  );
}
