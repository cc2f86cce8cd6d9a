import {
  arrow,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState, type HTMLProps, type ReactNode, type Ref } from 'react';
import {
  carrotAlignment,
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_SCREEN_PADDING_PX,
  TOOLTIP_SHOW_DELAY_MS,
  tooltipGap,
  type TooltipSide,
} from './tooltip-timing';
import './tooltip.css';

/** What the anchor element must carry: a ref and the hover/focus handlers (and `aria-describedby` while shown). */
export type TooltipAnchorProps = HTMLProps<Element> & { ref: Ref<never> };

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode;
  /** Renders the anchor; spread the given props onto it. */
  children: (anchor: TooltipAnchorProps) => ReactNode;
  /** Preferred side; flips when there is no room. */
  side?: TooltipSide;
  showDelayMs?: number;
  hideDelayMs?: number;
  testId?: string;
}

/**
 * A small accessible tooltip (spec §9) on Floating UI: shown after a hover
 * delay or at once on keyboard focus, hidden after a short delay, on blur or on
 * Escape; `role="tooltip"` and `aria-describedby` tie it to its anchor.
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
  showDelayMs = TOOLTIP_SHOW_DELAY_MS,
  hideDelayMs = TOOLTIP_HIDE_DELAY_MS,
  testId = 'tooltip',
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const arrowRef = useRef<HTMLDivElement>(null);
  const placement: Placement = side === 'top' ? 'top-start' : 'bottom-start';
  const { refs, floatingStyles, context, middlewareData, placement: finalPlacement } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(({ placement: current, rects }) => ({
        mainAxis: tooltipGap(current),
        crossAxis: carrotAlignment(rects.reference.width),
      })),
      flip({ padding: TOOLTIP_SCREEN_PADDING_PX }),
      shift({ padding: TOOLTIP_SCREEN_PADDING_PX }),
      arrow({ element: arrowRef }),
    ],
  });
  const hover = useHover(context, { delay: { open: showDelayMs, close: hideDelayMs }, move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  const shownSide = finalPlacement.startsWith('top') ? 'top' : 'bottom';
  const carrot = middlewareData.arrow;
  return (
    <>
      {children({ ref: refs.setReference as Ref<never>, ...getReferenceProps() })}
      {open ? (
        <div
          ref={refs.setFloating}
          className={`tooltip tooltip--${shownSide}`}
          data-testid={testId}
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {content}
          <div
            ref={arrowRef}
            className="tooltip-carrot"
            aria-hidden="true"
            style={{ left: carrot?.x !== undefined ? `${carrot.x}px` : undefined }}
          />
        </div>
      ) : null}
    </>
  );
}
