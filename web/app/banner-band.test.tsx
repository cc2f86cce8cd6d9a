// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssessmentBannerModel } from '../../events/assessment-windows';
import type { Banner } from '../../events/banners';
import { createI18n } from '../shared/i18n/i18n-setup';
import { bannerBandPartsStore } from '../shared/page-chrome/banner-band-parts';
import { pageChromeStore } from '../shared/page-chrome/page-chrome-store';
import { parseSession } from '../shared/session/session-api';
import { AssessmentBanner } from '../features/assessment-windows/assessment-banner';
import { BAND_HINT_KEY, BandPartLoading, BannerBand } from '../features/banners/banner-band';
import type { BannerTrackingCalls } from '../features/banners/banner-tracking';
import { BannersCarousel } from '../features/banners/banners-carousel';

// Issue 32 item 4: the band's states with its real parts — the teacher's assessment banner and the
// carousel (one banner: plain, no Embla) — each loading through a promise the test settles.

const teacher = parseSession({ userId: 'u_ms_rivera', username: 'ms.rivera', displayName: 'Ms. Rivera', userType: 4, role: 'teacher', navigation: { signedIn: true } });
const mathScreener: AssessmentBannerModel = { mathAssessmentType: 'MATH_SCREENER', mathDueDate: '2026-11-20', mathInProgress: true, elaAssessmentType: null, elaDueDate: null, elaInProgress: false };
const noWindow: AssessmentBannerModel = { mathAssessmentType: null, mathDueDate: null, mathInProgress: false, elaAssessmentType: null, elaDueDate: null, elaInProgress: false };
const districtBanner: Banner = { bannerId: 1004, bannerText: 'Fall screeners are open', ctaText: 'Read the guide', ctaLink: '/guide', hasSignedInClick: false, hasSignedInDisplay: false };
const calls: BannerTrackingCalls = { track: async () => undefined, signedOutClick: async () => undefined, signedOutDismiss: async () => undefined };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function memoryStorage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

afterEach(() => {
  cleanup();
  expect(bannerBandPartsStore.getState().parts).toEqual({}); // an unmounted part no longer counts
});

function renderBand(options: { assessment?: AssessmentBannerModel | null; banners?: Banner[]; storage?: ReturnType<typeof memoryStorage> }) {
  const assessment = deferred<AssessmentBannerModel>();
  const banners = deferred<Banner[]>();
  const storage = options.storage ?? memoryStorage();
  render(
    <I18nextProvider i18n={createI18n()}>
      <BannerBand viewer="u_ms_rivera" storage={storage}>
        <AssessmentBanner userId="u_ms_rivera" load={() => assessment.promise} storage={memoryStorage()} now={() => new Date(2026, 10, 5, 9, 0)} />
        <BannersCarousel session={teacher} loadBanners={() => banners.promise} calls={calls} />
      </BannerBand>
    </I18nextProvider>,
  );
  const settle = async () => {
    await act(async () => {
      assessment.resolve(options.assessment ?? noWindow);
      banners.resolve(options.banners ?? []);
      await Promise.resolve();
    });
  };
  return { storage, settle };
}

const band = () => screen.getByTestId('banner-band');

describe('the banner band', () => {
  it('the assessment banner and the carousel: one labelled region holding both, in that order', async () => {
    const { settle } = renderBand({ assessment: mathScreener, banners: [districtBanner] });
    await settle();
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(region).toBe(band());
    expect(band()).toHaveAttribute('data-state', 'shown');
    expect([...band().children].map((child) => child.querySelector('[data-testid]')?.getAttribute('data-testid') ?? child.getAttribute('data-testid'))).toEqual(['assessment-banner-headline', 'banners-carousel']);
  });

  it('while the assessment banner loads, the carousel already has its half (so it is not resized when it comes)', async () => {
    const assessment = deferred<AssessmentBannerModel>();
    render(
      <I18nextProvider i18n={createI18n()}>
        <BannerBand viewer="u_ms_rivera" storage={memoryStorage()}>
          <AssessmentBanner userId="u_ms_rivera" load={() => assessment.promise} storage={memoryStorage()} now={() => new Date(2026, 10, 5, 9, 0)} />
          <BannersCarousel session={teacher} loadBanners={async () => [districtBanner]} calls={calls} />
        </BannerBand>
      </I18nextProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('banners-carousel')).toBeInTheDocument();
    expect(band()).toHaveClass('banner-band--two');
    await act(async () => assessment.resolve(noWindow));
    expect(band()).not.toHaveClass('banner-band--two'); // no assessment banner after all: the carousel takes the band
  });

  it('the assessment banner only', async () => {
    const { settle } = renderBand({ assessment: mathScreener, banners: [] });
    await settle();
    expect(band()).toHaveAttribute('data-state', 'shown');
    expect(screen.getByTestId('assessment-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('banners-carousel')).toBeNull();
    expect(band().children).toHaveLength(1);
  });

  it('the carousel only', async () => {
    const { settle } = renderBand({ assessment: noWindow, banners: [districtBanner] });
    await settle();
    expect(band()).toHaveAttribute('data-state', 'shown');
    expect(screen.getByTestId('banners-carousel')).toBeInTheDocument();
    expect(screen.queryByTestId('assessment-banner')).toBeNull();
  });

  it('nothing to show: nothing rendered, no region, no height reserved', async () => {
    const { settle } = renderBand({ assessment: noWindow, banners: [] });
    await settle();
    expect(band()).toBeEmptyDOMElement();
    expect(band()).toHaveAttribute('data-state', 'empty');
    expect(band()).not.toHaveAttribute('role');
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
  });

  it('reserves its height while the parts load when it showed something last time, and remembers what it showed', async () => {
    const storage = memoryStorage({ [`${BAND_HINT_KEY}:u_ms_rivera`]: '1' });
    const { settle } = renderBand({ assessment: noWindow, banners: [], storage });
    expect(band()).toHaveAttribute('data-state', 'reserved');
    expect(band()).not.toHaveAttribute('role'); // a reserved band is an empty box, not a region
    await settle();
    expect(band()).toHaveAttribute('data-state', 'empty'); // nothing came: the room is given back
    expect(storage.map.get(`${BAND_HINT_KEY}:u_ms_rivera`)).toBe('0');
  });

  it('reserves nothing while loading when it showed nothing (or was never shown) before; remembers a band that showed', async () => {
    const { settle, storage } = renderBand({ assessment: mathScreener, banners: [districtBanner] });
    expect(band()).toHaveAttribute('data-state', 'empty');
    expect(storage.map.size).toBe(0); // nothing is written before the parts have settled
    await settle();
    expect(storage.map.get(`${BAND_HINT_KEY}:u_ms_rivera`)).toBe('1');
  });

  it('stays reserved while a part’s chunk is still loading (its Suspense fallback counts as loading)', async () => {
    const storage = memoryStorage({ [`${BAND_HINT_KEY}:u_ms_rivera`]: '1' });
    render(
      <I18nextProvider i18n={createI18n()}>
        <BannerBand viewer="u_ms_rivera" storage={storage}>
          <BandPartLoading part="assessment" />
        </BannerBand>
      </I18nextProvider>,
    );
    expect(band()).toHaveAttribute('data-state', 'reserved');
  });

  it('hidden on a focus-zone page: the parts show nothing and the band takes no room', async () => {
    const show = pageChromeStore.getState().hideTeacherBanners();
    try {
      const storage = memoryStorage({ [`${BAND_HINT_KEY}:u_ms_rivera`]: '1' });
      const { settle } = renderBand({ assessment: mathScreener, banners: [districtBanner], storage });
      await settle();
      expect(band()).toHaveAttribute('data-state', 'empty');
      expect(band()).toBeEmptyDOMElement();
    } finally {
      show();
    }
  });
});
