import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState, type FocusEvent as ReactFocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../../events/banners';
import { AUTOPLAY_DELAY_MS, autoplayState, wantsAutoplay } from './autoplay-rules';
import { BannerContent } from './banner-content';
import type { BannerTracker } from './banner-tracking';
import { usePrefersReducedMotion, useVisibleEnough } from './carousel-environment';

export interface BannerSliderProps {
  banners: Banner[];
  tracker: BannerTracker;
  onDismiss(banner: Banner): void;
}

/** Embla's scroll speed (its default); 0 moves at once (reduced motion). */
const SLIDE_DURATION = 25;

/**
 * Focus inside a slide brings that slide into view at once, however the focus
 * came (Tab, a screen reader, a script). Embla's own handler only acts when a
 * Tab key press came within 10 ms before the focus, which a slow Chromebook
 * misses: the focused button then sits out of view.
 */
function bringFocusedSlideIn(api: NonNullable<UseEmblaCarouselType[1]>, event: FocusEvent): false {
  const index = api.slideNodes().indexOf(event.currentTarget as HTMLElement);
  if (index < 0) return false;
  api.rootNode().scrollLeft = 0; // the browser scrolled the clipped viewport to the focus; Embla's transforms place the slide
  api.scrollTo(index, true);
  return false;
}

/**
 * Two or more banners (spec §2.23, §4): one slide at a time, infinite, left and
 * right arrows, a dismiss button per banner and a pause/play button; autoplay
 * every 10 s by the rules of autoplay-rules.ts. Every slide's controls stay in
 * the Tab order (a slide comes into view when focus enters it).
 */
export function BannerSlider({ banners, tracker, onDismiss }: BannerSliderProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const section = useRef<HTMLElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const visibleEnough = useVisibleEnough(section);
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [selected, setSelected] = useState(0);

  const autoplay = useMemo(
    () => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false, jump: reducedMotion }),
    [reducedMotion],
  );
  const [viewport, embla] = useEmblaCarousel({ loop: true, slidesToScroll: 1, duration: reducedMotion ? 0 : SLIDE_DURATION, watchFocus: bringFocusedSlideIn }, [autoplay]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const state = autoplayState({ slideCount: banners.length, prefersReducedMotion: reducedMotion, chosen, hovered, focusWithin, visibleEnough });
  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const plugin = embla.plugins().autoplay;
      if (!plugin) return;
      if (state === 'playing') plugin.play();
      else plugin.stop();
    };
    apply();
    // A resize (the banner band gaining its second part, a window resized) re-initialises Embla and its
    // plugins, and the autoplay plugin starts stopped (playOnInit false): apply the state again.
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, state]);

  // Spec §4: a banner's display is tracked once, when its slide is first shown.
  const shown = banners[Math.min(selected, banners.length - 1)];
  useEffect(() => {
    if (shown && visibleEnough) tracker.shown(shown);
  }, [shown, visibleEnough, tracker]);

  const focusMoved = (event: ReactFocusEvent<HTMLElement>, entering: boolean) => {
    const next = entering ? event.target : event.relatedTarget;
    setFocusWithin(next instanceof Node && section.current?.contains(next) === true && next !== pauseButton.current);
  };

  const playing = wantsAutoplay({ chosen, prefersReducedMotion: reducedMotion });

  return (
    <section
      ref={section}
      className="banners banners--slider"
      aria-roledescription="carousel"
      aria-label={t('banners.carousel.label')}
      tabIndex={-1}
      data-testid="banners-carousel"
      data-autoplay={state}
      data-selected={shown?.bannerId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => focusMoved(event, true)}
      onBlur={(event) => focusMoved(event, false)}
    >
      <div className="banners-viewport" ref={viewport}>
        <div className="banners-track" aria-live={state === 'playing' ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <div
              key={banner.bannerId}
              className="banners-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banners.carousel.slide', { number: index + 1, count: banners.length })}
              data-testid="banner-slide"
              data-banner-id={banner.bannerId}
            >
              <BannerContent banner={banner} index={index} onFollow={tracker.clicked} onDismiss={onDismiss} />
            </div>
          ))}
        </div>
      </div>
      <div className="banners-controls">
        <button type="button" className="banners-control" aria-label={t('banners.carousel.previous')} data-testid="banners-previous" onClick={() => embla?.scrollPrev(reducedMotion)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" />
          </svg>
        </button>
        <button
          ref={pauseButton}
          type="button"
          className="banners-control"
          aria-label={t(playing ? 'banners.carousel.pause' : 'banners.carousel.play')}
          data-testid="banners-pause-play"
          data-wants={playing ? 'play' : 'pause'}
          onClick={() => setChosen(playing ? 'pause' : 'play')}
        >
          {playing ? (
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 3v10M11 3v10" />
            </svg>
          ) : (
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="banners-icon-filled">
              <path d="M5 3l8 5-8 5z" />
            </svg>
          )}
        </button>
        <button type="button" className="banners-control" aria-label={t('banners.carousel.next')} data-testid="banners-next" onClick={() => embla?.scrollNext(reducedMotion)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 3l5 5-5 5" />
          </svg>
        </button>
      </div>
    </section>
  );
}
