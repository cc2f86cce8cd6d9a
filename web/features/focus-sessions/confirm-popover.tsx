import { useMergeRefs } from '@floating-ui/react';
import { useRef } from 'react';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';

export interface ConfirmPopoverProps {
  /** Classes of the element holding the button and the popover (it anchors the popover). */
  className: string;
  /** The button that asks (and, while asking, takes the question back). */
  button: { label: string; testId: string; busy: boolean; onClick(): void };
  open: boolean;
  question: string;
  confirm: { label: string; testId: string };
  cancel: { label: string; testId: string };
  popoverTestId?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A button with a small confirmation beside it (the focus ribbons' "Opt out"
 * and "End session"): a non-modal dialog naming the question, its confirm
 * button focused. Cancel and Escape close it and give focus back to the button.
 */
export function ConfirmPopover({ className, button, open, question, confirm, cancel, popoverTestId, onConfirm, onCancel }: ConfirmPopoverProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelAndReturn = () => {
    onCancel();
    trigger.current?.focus();
  };
  const dismissal = usePopoverDismissal({ open, outsidePress: false, onDismiss: cancelAndReturn });
  const triggerRef = useMergeRefs([trigger, dismissal.setReference]);
  return (
    <div className={className}>
      <button
        ref={triggerRef}
        type="button"
        className="button button-quiet"
        data-testid={button.testId}
        aria-expanded={open}
        aria-disabled={button.busy}
        onClick={button.onClick}
      >
        {button.label}
      </button>
      {open ? (
        <div ref={dismissal.setFloating} className="focus-popover" role="dialog" aria-label={question} data-testid={popoverTestId}>
          <p>{question}</p>
          <div className="focus-popover-buttons">
            <button type="button" className="button button-primary" data-testid={confirm.testId} autoFocus onClick={onConfirm}>
              {confirm.label}
            </button>
            <button type="button" className="button button-quiet" data-testid={cancel.testId} onClick={cancelAndReturn}>
              {cancel.label}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
