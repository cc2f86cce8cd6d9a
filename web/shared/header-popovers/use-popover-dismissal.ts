import { useDismiss, useFloatingRootContext, useInteractions } from '@floating-ui/react';
import { useState } from 'react';

export type DismissReason = 'escape-key' | 'outside-press';

export interface PopoverDismissalOptions {
  open: boolean;
  /** Called when Escape is pressed, or a press lands outside the reference and floating elements. */
  onDismiss(reason: DismissReason): void;
  /** Default true. */
  escapeKey?: boolean;
  /** Default true. */
  outsidePress?: boolean;
}

/**
 * The one way a header popover (or any popover) closes on Escape and on a
 * press outside it: Floating UI's `useDismiss`, listening on the document only
 * while `open`. Put `setReference` on the trigger (or on a wrapper holding the
 * trigger and the panel) and `setFloating` on the panel, and spread the props
 * getters there; a press inside either is not outside. Escape stops at the
 * first popover that handles it.
 */
export function usePopoverDismissal({ open, onDismiss, escapeKey = true, outsidePress = true }: PopoverDismissalOptions) {
  const [reference, setReference] = useState<Element | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const context = useFloatingRootContext({
    open,
    onOpenChange: (next, _event, reason) => {
      if (!next) onDismiss(reason === 'escape-key' ? 'escape-key' : 'outside-press');
    },
    elements: { reference, floating },
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context, { escapeKey, outsidePress })]);
  return { setReference, setFloating, getReferenceProps, getFloatingProps };
}
