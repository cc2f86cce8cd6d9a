import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The live classroom's dialogs about one student (the questions log, the live scratchpad): a
 * Radix dialog titled for the student, with a close button; open while `open`, closing by
 * Escape, the button or a click outside (`onClose`), focus going back to `returnFocusTo()`.
 */
export function StudentDialog({
  open,
  title,
  closeLabel,
  testId,
  className,
  onClose,
  returnFocusTo,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  /** The test ids of the dialog and of its close button. */
  testId: { dialog: string; close: string };
  className?: string;
  onClose(): void;
  returnFocusTo(): HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="questions-log-overlay" />
        <Dialog.Content
          className={className ? `questions-log-dialog ${className}` : 'questions-log-dialog'}
          data-testid={testId.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <div className="questions-log-header">
            <Dialog.Title className="questions-log-title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="button" data-testid={testId.close}>
                {closeLabel}
              </button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
