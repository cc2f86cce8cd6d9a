/**
 * Tooltip timings and geometry (spec §9): shown after a hover delay, hidden
 * shortly after the pointer leaves, kept 10 px inside the screen, 12 px above
 * or 20 px below its anchor, with the carrot 30 px from the tooltip's side.
 */
export const TOOLTIP_SHOW_DELAY_MS = 500;
/** The remember-me tooltip of the quick sign-in form (spec §2.12). */
export const REMEMBER_ME_TOOLTIP_SHOW_DELAY_MS = 75;
/** The Progress Share analytics tooltip (spec §2). */
export const SHARED_ANALYTICS_TOOLTIP_SHOW_DELAY_MS = 700;
export const TOOLTIP_HIDE_DELAY_MS = 75;

export const TOOLTIP_SCREEN_PADDING_PX = 10;
export const TOOLTIP_OFFSET_TOP_PX = 12;
export const TOOLTIP_OFFSET_BOTTOM_PX = 20;
export const TOOLTIP_CARROT_OFFSET_PX = 30;

export type TooltipSide = 'top' | 'bottom';

/** The gap between anchor and tooltip for the side it ends up on (after a flip). */
export function tooltipGap(placement: string): number {
  return placement.startsWith('top') ? TOOLTIP_OFFSET_TOP_PX : TOOLTIP_OFFSET_BOTTOM_PX;
}

/**
 * How far along the anchor the tooltip starts, so that its carrot — 30 px in
 * from the tooltip's side — points at the anchor's middle.
 */
export function carrotAlignment(referenceWidth: number): number {
  return referenceWidth / 2 - TOOLTIP_CARROT_OFFSET_PX;
}
