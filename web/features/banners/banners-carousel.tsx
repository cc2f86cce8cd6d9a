import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../../events/banners';
import { useBandPart } from '../../shared/page-chrome/banner-band-parts';
import { useFocusMode, useTeacherBannersHidden } from '../../shared/page-chrome/page-chrome-store';
import type { Session } from '../../shared/session/session';
import { BannerContent } from './banner-content';
import { bannerTrackingCalls, createBannerTracker, type BannerTracker, type BannerTrackingCalls } from './banner-tracking';
import { fetchBanners } from './banners-api';
import { useVisibleEnough } from './carousel-environment';
import './banners.css';

const BannerSlider = lazy(async () => ({ default: (await import('./banner-slider')).BannerSlider }));

export interface BannersCarouselProps {
  session: Session | null;
  /** Tests give fakes. */
  loadBanners?: (signal: AbortSignal) => Promise<Banner[]>;
  calls?: BannerTrackingCalls;
}

/**
 * The banners carousel between the header and the page (issue 16, spec §2.23,
 * §4; docs/banners.md): the caller's banners from `GET /banners`, one shown
 * plain or several in a slider. Hidden on focus-zone and same-question-mode
 * pages (they hide the teacher banners) and in a student's focus mode.
 */
export function BannersCarousel({ session, loadBanners = fetchBanners, calls = bannerTrackingCalls }: BannersCarouselProps) {
  const hiddenByPage = useTeacherBannersHidden();
  const focusMode = useFocusMode();
  if (session === null || hiddenByPage || focusMode) return null;
  const viewer = session.signedIn ? session.userId : 'visitor';
  return <ViewerBanners key={viewer} signedIn={session.signedIn} loadBanners={loadBanners} calls={calls} />;
}

function ViewerBanners({ signedIn, loadBanners, calls }: { signedIn: boolean; loadBanners: (signal: AbortSignal) => Promise<Banner[]>; calls: BannerTrackingCalls }) {
  const [banners, setBanners] = useState<Banner[]>([]);
  const [loaded, setLoaded] = useState(false);
  // Issue 32: the banner band (banner-band.tsx) keeps its height while the banners load, and knows when they show.
  useBandPart('carousel', banners.length > 0 ? 'shown' : loaded ? 'none' : 'pending');
  const tracker = useMemo(() => createBannerTracker(signedIn, calls), [signedIn, calls]);

  useEffect(() => {
    const controller = new AbortController();
    loadBanners(controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setBanners(list);
        setLoaded(true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('banners: loading failed', error);
        setLoaded(true);
      },
    );
    return () => controller.abort();
  }, [loadBanners]);

  // Spec §4: a dismissed banner leaves the list (and is recorded: the log, or the signed-out cookie).
  // Focus, on the removed button, goes to the carousel that is left.
  const host = useRef<HTMLDivElement>(null);
  const [dismissals, setDismissals] = useState(0);
  const dismiss = (banner: Banner) => {
    tracker.dismissed(banner);
    setBanners((list) => list.filter((each) => each.bannerId !== banner.bannerId));
    setDismissals((n) => n + 1);
  };
  useEffect(() => {
    if (dismissals > 0) host.current?.querySelector<HTMLElement>('[data-testid="banners-carousel"]')?.focus();
  }, [dismissals]);

  if (banners.length === 0) return null;
  return (
    <div ref={host} className="banners-host">
      {banners.length === 1 ? (
        <PlainBanner banner={banners[0]!} tracker={tracker} onDismiss={dismiss} />
      ) : (
        // Issue 33: the carousel library (Embla) loads only when there are banners to slide.
        <Suspense fallback={null}>
          <BannerSlider banners={banners} tracker={tracker} onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}

/** A single banner, shown plain: no arrows, nothing moves. */
function PlainBanner({ banner, tracker, onDismiss }: { banner: Banner; tracker: BannerTracker; onDismiss(banner: Banner): void }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const visibleEnough = useVisibleEnough(section);
  useEffect(() => {
    if (visibleEnough) tracker.shown(banner);
  }, [banner, visibleEnough, tracker]);
  return (
    <section ref={section} className="banners banners--single" aria-label={t('banners.carousel.label')} tabIndex={-1} data-testid="banners-carousel" data-selected={banner.bannerId}>
      <div className="banners-slide" data-testid="banner-slide" data-banner-id={banner.bannerId}>
        <BannerContent banner={banner} index={0} onFollow={tracker.clicked} onDismiss={onDismiss} />
      </div>
    </section>
  );
}
