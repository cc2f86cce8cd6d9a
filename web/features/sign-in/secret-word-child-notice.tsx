import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

/** Spec §4: a child who forgot the secret word is told to ask the parent (a child cannot reset it). */
export function SecretWordChildNotice({ onDismiss, onCloseFocus }: { onDismiss(): void; onCloseFocus(): void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('signInDialogs.childNotice.title')} description={t('signInDialogs.childNotice.body')} testId="secret-word-child-notice" onDismiss={onDismiss} onCloseFocus={onCloseFocus}>
      <div className="signin-dialog-actions">
        <button type="button" className="button button-primary" data-testid="secret-word-child-notice-ok" onClick={onDismiss}>
          {t('signInDialogs.childNotice.ok')}
        </button>
      </div>
    </DialogFrame>
  );
}
