import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './teacher-setup.css';

export interface SetupDialogFrameProps {
  title: string;
  description: string;
  testId: string;
  /** Null: the dialog cannot be closed (no close button; Escape and outside clicks do nothing). */
  onClose: (() => void) | null;
  children: ReactNode;
}

/** The Radix modal every teacher setup dialog shares (focus trapped, the page behind inert). */
export function SetupDialogFrame({ title, description, testId, onClose, children }: SetupDialogFrameProps) {
  const { t } = useTranslation();
  const refuse = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open onOpenChange={(open) => (open || onClose === null ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="teacher-setup-overlay" />
        <Dialog.Content
          className="teacher-setup-dialog"
          data-testid={testId}
          {...(onClose === null ? { onEscapeKeyDown: refuse, onPointerDownOutside: refuse, onInteractOutside: refuse } : {})}
        >
          <div className="teacher-setup-header">
            <Dialog.Title className="teacher-setup-title">{title}</Dialog.Title>
            {onClose === null ? null : (
              <Dialog.Close asChild>
                <button type="button" className="teacher-setup-close" aria-label={t('teacherSetup.close')} data-testid={`${testId}-close`}>
                  <span aria-hidden="true">×</span>
                </button>
              </Dialog.Close>
            )}
          </div>
          <Dialog.Description className="teacher-setup-description">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
