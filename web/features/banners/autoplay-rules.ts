/**
 * When the banners carousel moves by itself (spec §4, §9; CLARIFICATIONS
 * "Banner carousel and reduced motion"): every 10 s, one slide at a time, while
 * there is more than one banner, the person has not paused it, and it is not
 * held — by the pointer over it, by keyboard focus inside it (except on the
 * pause/play button, which must stay usable to start it again), or by being
 * less than half in view. Under prefers-reduced-motion it does not play until
 * the person presses Play, and slides change without animation.
 */

export const AUTOPLAY_DELAY_MS = 10_000;
/** IntersectionObserver threshold: held when less than this much of the carousel is in view. */
export const VISIBLE_THRESHOLD = 0.5;

export interface AutoplayInputs {
  slideCount: number;
  prefersReducedMotion: boolean;
  /** The pause/play button: null until pressed (then the default applies: play, unless reduced motion). */
  chosen: 'play' | 'pause' | null;
  hovered: boolean;
  /** Focus is inside the carousel, on something other than the pause/play button. */
  focusWithin: boolean;
  /** At least half of the carousel is in view. */
  visibleEnough: boolean;
}

export type AutoplayState = 'playing' | 'held' | 'paused' | 'single';

/** Whether the person wants it to play (what the pause/play button shows). */
export function wantsAutoplay(inputs: Pick<AutoplayInputs, 'chosen' | 'prefersReducedMotion'>): boolean {
  return inputs.chosen === null ? !inputs.prefersReducedMotion : inputs.chosen === 'play';
}

/** `playing`: slides advance every 10 s; `held`: wanted, but hover, focus or visibility holds it; `paused`: not wanted; `single`: nothing to move. */
export function autoplayState(inputs: AutoplayInputs): AutoplayState {
  if (inputs.slideCount < 2) return 'single';
  if (!wantsAutoplay(inputs)) return 'paused';
  if (inputs.hovered || inputs.focusWithin || !inputs.visibleEnough) return 'held';
  return 'playing';
}

/** Whether the visible ratio of an IntersectionObserver entry counts as "in view". */
export function isVisibleEnough(intersectionRatio: number): boolean {
  return intersectionRatio >= VISIBLE_THRESHOLD;
}
