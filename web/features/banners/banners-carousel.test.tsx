// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../events/banners';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { pageChromeStore } from '../../shared/page-chrome/page-chrome-store';
import { parseSession } from '../../shared/session/session-api';
import type { Session } from '../../shared/session/session';
import type { BannerTrackingCalls } from './banner-tracking';
import { BannersCarousel } from './banners-carousel';

// Embla measures slides and moves them with transforms, which jsdom cannot lay
// out: here it is a stand-in with Embla's API (select events, scrollNext/Prev,
// the autoplay plugin's play/stop), so the component's own rules are what is
// tested. The real Embla runs in Chromium in tests/e2e/banners.test.ts.
const embla = vi.hoisted(() => ({ autoplay: [] as string[] }));
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({ name: 'autoplay' }) }));
vi.mock('embla-carousel-react', async () => {
  const { useState } = await import('react');
  function createFake() {
    let viewport: HTMLElement | null = null;
    let selected = 0;
    const listeners = new Map<string, Set<() => void>>();
    const count = () => viewport?.querySelectorAll('.banners-slide').length ?? 0;
    const emit = (name: string) => listeners.get(name)?.forEach((listener) => listener());
    const api = {
      ref: (node: HTMLElement | null) => {
        viewport = node;
      },
      selectedScrollSnap: () => selected,
      scrollNext: () => {
        selected = (selected + 1) % count();
        emit('select');
      },
      scrollPrev: () => {
        selected = (selected - 1 + count()) % count();
        emit('select');
      },
      on(name: string, listener: () => void) {
        if (!listeners.has(name)) listeners.set(name, new Set());
        listeners.get(name)!.add(listener);
        return api;
      },
      off(name: string, listener: () => void) {
        listeners.get(name)?.delete(listener);
        return api;
      },
      plugins: () => ({ autoplay: { play: () => embla.autoplay.push('play'), stop: () => embla.autoplay.push('stop') } }),
    };
    return api;
  }
  return {
    default: () => {
      const [api] = useState(createFake);
      return [api.ref, api];
    },
  };
});

const banner = (bannerId: number, overrides: Partial<Banner> = {}): Banner => ({
  bannerId,
  bannerText: `Banner ${bannerId}`,
  ctaText: `Go ${bannerId}`,
  ctaLink: `/page-${bannerId}`,
  hasSignedInClick: false,
  hasSignedInDisplay: false,
  ...overrides,
});

const teacher = parseSession({ userId: 'u_ms_rivera', username: 'ms.rivera', displayName: 'Ms. Rivera', userType: 4, role: 'teacher', navigation: { signedIn: true } });
const visitor = parseSession({ userType: 0, navigation: { signedIn: false } });

function fakeCalls() {
  const calls: string[] = [];
  const api: BannerTrackingCalls = {
    track: async (bannerId, kind) => void calls.push(`${kind} ${bannerId}`),
    signedOutClick: async (bannerId) => void calls.push(`signed-out click ${bannerId}`),
    signedOutDismiss: async (bannerId) => void calls.push(`signed-out dismiss ${bannerId}`),
  };
  return { calls, api };
}

async function renderCarousel(session: Session, banners: Banner[], calls: BannerTrackingCalls) {
  const load = async () => banners;
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        {/* Links are followed by the app's router; here they go nowhere. */}
        <div onClickCapture={(event) => event.preventDefault()}>
          <BannersCarousel session={session} loadBanners={load} calls={calls} />
        </div>
      </I18nextProvider>
    </StrictMode>,
  );
  // Issue 33: the slider is a chunk loaded when there are banners to slide.
  await act(async () => {
    await import('./banner-slider');
    await Promise.resolve();
  });
  return userEvent.setup();
}

const selectedId = () => Number(screen.getByTestId('banners-carousel').getAttribute('data-selected'));

let reducedMotion = false;
beforeEach(() => {
  embla.autoplay.length = 0;
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the banners carousel', () => {
  it('tracks each banner’s display once, when its slide is first shown, and not when the server has it already', async () => {
    const { calls, api } = fakeCalls();
    const user = await renderCarousel(teacher, [banner(1), banner(2), banner(3, { hasSignedInDisplay: true })], api);
    expect(selectedId()).toBe(1);
    expect(calls).toEqual(['display 1']);
    await user.click(screen.getByTestId('banners-next'));
    expect(selectedId()).toBe(2);
    await user.click(screen.getByTestId('banners-next'));
    expect(selectedId()).toBe(3);
    await user.click(screen.getByTestId('banners-next')); // infinite: back to the first
    expect(selectedId()).toBe(1);
    await user.click(screen.getByTestId('banners-previous'));
    expect(selectedId()).toBe(3);
    await user.click(screen.getByTestId('banners-previous'));
    expect(calls).toEqual(['display 1', 'display 2']);
  });

  it('colours the calls to action by index: blue, green, teal, orange, purple, pink, blue', async () => {
    const { api } = fakeCalls();
    await renderCarousel(teacher, [1, 2, 3, 4, 5, 6, 7].map((id) => banner(id)), api);
    expect(screen.getAllByTestId('banner-cta').map((cta) => cta.getAttribute('data-cta-colour'))).toEqual(['blue', 'green', 'teal', 'orange', 'purple', 'pink', 'blue']);
    expect(screen.getAllByTestId('banner-cta')[3]).toHaveClass('banner-cta--orange');
  });

  it('tracks a click once per banner (none when already recorded); an https link opens in a new tab', async () => {
    const { calls, api } = fakeCalls();
    const user = await renderCarousel(teacher, [banner(1), banner(2, { hasSignedInClick: true, ctaLink: 'https://example.org/x' })], api);
    const [first, second] = screen.getAllByTestId('banner-cta');
    await user.click(first!);
    await user.click(first!);
    await user.click(second!);
    expect(calls.filter((call) => call.startsWith('click'))).toEqual(['click 1']);
    expect(first).not.toHaveAttribute('target');
    expect(second).toHaveAttribute('target', '_blank');
    expect(second).toHaveAccessibleName('Go 2 (opens in a new tab)');
  });

  it('a dismissed banner leaves the list: a slider of two becomes one plain banner, then nothing', async () => {
    const { calls, api } = fakeCalls();
    const user = await renderCarousel(teacher, [banner(1), banner(2), banner(3)], api);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    await user.click(within(screen.getAllByTestId('banner-slide')[1]!).getByRole('button', { name: 'Dismiss this announcement' }));
    expect(screen.getAllByTestId('banner-slide').map((slide) => slide.getAttribute('data-banner-id'))).toEqual(['1', '3']);
    expect(screen.getByTestId('banners-carousel')).toHaveFocus();
    await user.click(within(screen.getAllByTestId('banner-slide')[0]!).getByTestId('banner-dismiss'));
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryByTestId('banners-next')).not.toBeInTheDocument();
    expect(screen.queryByTestId('banners-pause-play')).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-text')).toHaveTextContent('Banner 3');
    await user.click(screen.getByTestId('banner-dismiss'));
    expect(screen.queryByTestId('banners-carousel')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('dismiss'))).toEqual(['dismiss 2', 'dismiss 1', 'dismiss 3']);
  });

  it('a visitor’s displays are not tracked; their clicks and dismissals go to the signed-out calls', async () => {
    const { calls, api } = fakeCalls();
    const user = await renderCarousel(visitor, [banner(1001)], api);
    expect(screen.getByTestId('banners-carousel')).toHaveAccessibleName('Announcements');
    await user.click(screen.getByTestId('banner-cta'));
    await user.click(screen.getByTestId('banner-dismiss'));
    expect(calls).toEqual(['signed-out click 1001', 'signed-out dismiss 1001']);
  });

  it('plays, holds on hover and on focus inside, pauses and plays from its button', async () => {
    const { api } = fakeCalls();
    const user = await renderCarousel(teacher, [banner(1), banner(2)], api);
    const carousel = screen.getByTestId('banners-carousel');
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    expect(embla.autoplay.at(-1)).toBe('play');
    await user.hover(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'held');
    expect(embla.autoplay.at(-1)).toBe('stop');
    await user.unhover(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    act(() => screen.getAllByTestId('banner-cta')[0]!.focus());
    expect(carousel).toHaveAttribute('data-autoplay', 'held');
    // Focus on the pause/play button does not hold it: the button must be able to start it.
    act(() => screen.getByTestId('banners-pause-play').focus());
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await user.keyboard('{Enter}');
    expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    expect(screen.getByTestId('banners-pause-play')).toHaveAccessibleName('Play the announcements');
    expect(embla.autoplay.at(-1)).toBe('stop');
    await user.keyboard('{Enter}');
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    expect(screen.getByTestId('banners-pause-play')).toHaveAccessibleName('Pause the announcements');
  });

  it('under prefers-reduced-motion it does not play until Play is pressed', async () => {
    reducedMotion = true;
    const { api } = fakeCalls();
    const user = await renderCarousel(teacher, [banner(1), banner(2)], api);
    const carousel = screen.getByTestId('banners-carousel');
    expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    expect(embla.autoplay).not.toContain('play');
    await user.click(screen.getByRole('button', { name: 'Play the announcements' }));
    await user.unhover(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
  });

  it('less than half in view: held, and no display tracked until it is half in view', async () => {
    const observers: ((entries: { intersectionRatio: number }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { intersectionRatio: number }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { calls, api } = fakeCalls();
    await renderCarousel(teacher, [banner(1), banner(2)], api);
    const carousel = screen.getByTestId('banners-carousel');
    expect(carousel).toHaveAttribute('data-autoplay', 'held');
    act(() => observers.forEach((report) => report([{ intersectionRatio: 0.4 }])));
    expect(carousel).toHaveAttribute('data-autoplay', 'held');
    expect(calls).toEqual([]);
    act(() => observers.forEach((report) => report([{ intersectionRatio: 0.5 }])));
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    expect(calls).toEqual(['display 1']);
    act(() => observers.forEach((report) => report([{ intersectionRatio: 0.1 }])));
    expect(carousel).toHaveAttribute('data-autoplay', 'held');
  });

  it('is hidden on pages that hide the teacher banners and in a student’s focus mode', async () => {
    const { api } = fakeCalls();
    const show = pageChromeStore.getState().hideTeacherBanners();
    await renderCarousel(teacher, [banner(1), banner(2)], api);
    expect(screen.queryByTestId('banners-carousel')).not.toBeInTheDocument();
    act(() => show());
    await act(() => Promise.resolve());
    expect(screen.getByTestId('banners-carousel')).toBeInTheDocument();
    act(() => pageChromeStore.getState().setFocusMode(true));
    expect(screen.queryByTestId('banners-carousel')).not.toBeInTheDocument();
    act(() => pageChromeStore.getState().setFocusMode(false));
  });
});
