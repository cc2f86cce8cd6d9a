import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './banner-band.css';
import { useStore } from 'zustand';
import { useBandPart, useBandParts, type BandPartState, type BannerBandPartsStore, bannerBandPartsStore } from '../../shared/page-chrome/banner-band-parts';

/** Where the band remembers, per viewer, whether it showed something on the last page load. */
export const BAND_HINT_KEY = 'lc_banner_band';

type HintStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readHint(storage: HintStorage | null, viewer: string): boolean {
  try {
    return storage?.getItem(`${BAND_HINT_KEY}:${viewer}`) === '1';
  } catch {
    return false; // storage refused (private mode): no reservation
  }
}

function writeHint(storage: HintStorage | null, viewer: string, shown: boolean): void {
  try {
    storage?.setItem(`${BAND_HINT_KEY}:${viewer}`, shown ? '1' : '0');
  } catch {
    // storage refused: the next load reserves nothing
  }
}

const browserStorage = (): HintStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export type BandState = 'shown' | 'reserved' | 'empty';

const mayShow = (state: BandPartState | undefined) => state === 'pending' || state === 'shown';
/** The assessment banner and the carousel both show, or may still. */
export const bothMayShow = (parts: Readonly<Record<string, BandPartState>>) => mayShow(parts.assessment) && mayShow(parts.carousel);

/** Which parts show something, in a stable order (a key that changes when one arrives or leaves). */
const shownPartsKey = (parts: Readonly<Record<string, BandPartState>>) =>
  Object.keys(parts)
    .filter((part) => parts[part] === 'shown')
    .sort()
    .join(' ');

export interface BannerBandProps {
  /** The signed-in user's id, `visitor`, or null while the session loads (nothing is remembered for null). */
  viewer: string | null;
  children: ReactNode;
  /** Replaceable in tests. */
  storage?: HintStorage | null;
  store?: BannerBandPartsStore;
}

/**
 * One band under the header (issue 32 item 4; docs/banners.md "The band"): the assessment banner and
 * the banners carousel side by side on a desktop, one pane after the other (swiped, or reached by Tab)
 * on a phone, never taller than 90 px on a desktop and 120 px on a phone (a fixed height, banners.css).
 * It has its height while a part shows something, and keeps it reserved while the parts load when it
 * showed something on this viewer's last page load (no layout shift); otherwise it takes no room.
 */
export function BannerBand({ viewer, children, storage = browserStorage(), store = bannerBandPartsStore }: BannerBandProps) {
  const { t } = useTranslation();
  const { shown, pending } = useBandParts(store);
  const [remembered, setRemembered] = useState(() => viewer !== null && readHint(storage, viewer));
  const [rememberedFor, setRememberedFor] = useState(viewer);
  if (rememberedFor !== viewer) {
    setRememberedFor(viewer);
    setRemembered(viewer !== null && readHint(storage, viewer));
  }
  // The hint is written once the parts have settled (after having loaded), never from the first empty render.
  const sawPending = useRef(false);
  useEffect(() => {
    if (pending) sawPending.current = true;
    else if (sawPending.current && viewer !== null) writeHint(storage, viewer, shown);
  }, [pending, shown, viewer, storage]);

  // On a phone the band is scrolled panes with mandatory snapping, and a browser keeps the pane it
  // snapped to in view when the layout changes: a carousel that came first stayed in view after the
  // assessment banner arrived before it, the first pane out of view. When the parts that show change,
  // the band opens on its first pane again.
  const band = useRef<HTMLDivElement>(null);
  const shownParts = useStore(store, (current) => shownPartsKey(current.parts));
  useLayoutEffect(() => {
    if (band.current) band.current.scrollLeft = 0;
  }, [shownParts]);

  const state: BandState = shown ? 'shown' : pending && remembered ? 'reserved' : 'empty';
  // While both parts show or may still show, the carousel has its own half (its pane) from the start, so
  // the assessment banner arriving does not resize it (a resize re-initialises Embla).
  const two = useStore(store, (current) => bothMayShow(current.parts));
  return (
    <div ref={band} className={`banner-band banner-band--${state}${two ? ' banner-band--two' : ''}`} data-testid="banner-band" data-state={state} {...(shown ? { role: 'region', 'aria-label': t('banners.band.label') } : {})}>
      {children}
    </div>
  );
}

/** A band part's Suspense fallback: its chunk is loading, so the part is pending. */
export function BandPartLoading({ part, store = bannerBandPartsStore }: { part: string; store?: BannerBandPartsStore }) {
  useBandPart(part, 'pending', store);
  return null;
}
