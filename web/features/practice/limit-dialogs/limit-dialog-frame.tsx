import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/modal-dialog/modal-dialog.css';
import './limit-dialogs.css';

export interface LimitDialogFrameProps {
  title: ReactNode;
  testId: string;
  onDismiss(): void;
  /** The language of the dialog's text (`es` for the translated dialog). */
  lang?: string;
  /** Beside the text from 601px (the race car), above it below. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the limit dialogs (spec §2.15, §2.16): a Radix modal dialog
 * (focus trapped, Escape and outside clicks dismiss, the page behind inert), its
 * title and a close button.
 */
export function LimitDialogFrame({ title, testId, onDismiss, lang, aside, children }: LimitDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-dialog-overlay" />
        <Dialog.Content className={aside ? 'modal-dialog limit-dialog limit-dialog--aside' : 'modal-dialog limit-dialog'} data-testid={testId} aria-describedby={undefined} lang={lang}>
          <div className="modal-dialog-header">
            <Dialog.Title className="modal-dialog-title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="modal-dialog-close" aria-label={t('limitDialogs.close')} data-testid={`${testId}-close`}>
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </div>
          <div className="limit-dialog-layout">
            {aside ? <div className="limit-dialog-aside">{aside}</div> : null}
            <div className="limit-dialog-body">{children}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
