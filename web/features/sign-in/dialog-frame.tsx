import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './sign-in-dialogs.css';

export interface DialogFrameProps {
  title: ReactNode;
  /** Text under the title, read as the dialog's description. */
  description?: ReactNode;
  testId: string;
  /** Dismissing (Escape, the close button, a click outside). */
  onDismiss(): void;
  /** Called as the dialog closes: puts focus back where the person was (the host decides where). */
  onCloseFocus?: () => void;
  /** A wider dialog, in two columns from 601px (the sign-in dialog). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame every sign-in dialog shares: a Radix modal dialog (focus trapped,
 * Escape and outside clicks dismiss, the page behind inert), a title, an
 * optional description and a close button. Shown while mounted: the host
 * mounts the one its machine state names.
 */
export function DialogFrame({ title, description, testId, onDismiss, onCloseFocus, wide = false, children }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="signin-dialog-overlay" />
        <Dialog.Content
          className={wide ? 'signin-dialog signin-dialog--wide' : 'signin-dialog'}
          data-testid={testId}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus?.();
          }}
        >
          <div className="signin-dialog-header">
            <Dialog.Title className="signin-dialog-title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="signin-dialog-close" aria-label={t('signInDialogs.dialog.close')} data-testid={`${testId}-close`}>
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </div>
          {description === undefined ? null : <Dialog.Description className="signin-dialog-description">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
