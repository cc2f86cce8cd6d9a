import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

export interface EndReviewDialogProps {
  open: boolean;
  sending: boolean;
  onClose(): void;
  onConfirm(): void;
}

/**
 * The End review confirm modal (spec §2.22): a header, a message, a close button and
 * the confirm-exit button. Radix: focus stays inside while open and returns to the
 * End review button when it closes; Escape closes it.
 */
export function EndReviewDialog({ open, sending, onClose, onConfirm }: EndReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="qrm-overlay" />
        <Dialog.Content className="qrm-dialog" data-testid="qrm-end-dialog">
          <Dialog.Title className="qrm-dialog-title">{t('instantReview.endDialog.header')}</Dialog.Title>
          <Dialog.Description className="qrm-dialog-message">{t('instantReview.endDialog.message')}</Dialog.Description>
          <div className="qrm-dialog-buttons">
            <button type="button" className="button button-primary" data-testid="qrm-end-confirm" aria-disabled={sending || undefined} onClick={() => (sending ? undefined : onConfirm())}>
              {sending ? t('instantReview.banner.ending') : t('instantReview.endDialog.confirmExit')}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="button button-quiet" data-testid="qrm-end-close">
                {t('instantReview.endDialog.close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
