import { describe, expect, it } from 'vitest';
import { autoplayState, isVisibleEnough, wantsAutoplay, type AutoplayInputs, type AutoplayState } from './autoplay-rules';

const base: AutoplayInputs = { slideCount: 3, prefersReducedMotion: false, chosen: null, hovered: false, focusWithin: false, visibleEnough: true };

describe('the carousel’s autoplay rules (spec §4: paused on hover, on focus, when under half visible; reduced motion: no autoplay)', () => {
  const table: [string, Partial<AutoplayInputs>, AutoplayState][] = [
    ['several banners, nothing holding it', {}, 'playing'],
    ['one banner: nothing to move', { slideCount: 1 }, 'single'],
    ['no banners', { slideCount: 0 }, 'single'],
    ['two banners', { slideCount: 2 }, 'playing'],
    ['the pointer is over it', { hovered: true }, 'held'],
    ['focus is inside it', { focusWithin: true }, 'held'],
    ['less than half of it is in view', { visibleEnough: false }, 'held'],
    ['hovered and focused and out of view', { hovered: true, focusWithin: true, visibleEnough: false }, 'held'],
    ['the person pressed Pause', { chosen: 'pause' }, 'paused'],
    ['paused and hovered: still paused', { chosen: 'pause', hovered: true }, 'paused'],
    ['the person pressed Play again', { chosen: 'play' }, 'playing'],
    ['reduced motion: no autoplay', { prefersReducedMotion: true }, 'paused'],
    ['reduced motion, the person pressed Play', { prefersReducedMotion: true, chosen: 'play' }, 'playing'],
    ['reduced motion, Play pressed, the pointer over it', { prefersReducedMotion: true, chosen: 'play', hovered: true }, 'held'],
    ['reduced motion with one banner', { prefersReducedMotion: true, slideCount: 1 }, 'single'],
  ];
  it.each(table)('%s → %s', (_, change, expected) => {
    expect(autoplayState({ ...base, ...change })).toBe(expected);
  });

  it('the pause/play button shows what the person wants', () => {
    expect(wantsAutoplay({ chosen: null, prefersReducedMotion: false })).toBe(true);
    expect(wantsAutoplay({ chosen: null, prefersReducedMotion: true })).toBe(false);
    expect(wantsAutoplay({ chosen: 'pause', prefersReducedMotion: false })).toBe(false);
    expect(wantsAutoplay({ chosen: 'play', prefersReducedMotion: true })).toBe(true);
  });

  it('half in view is in view; less is not', () => {
    expect([0, 0.49, 0.5, 1].map(isVisibleEnough)).toEqual([false, false, true, true]);
  });
});
