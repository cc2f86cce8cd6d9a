import { useEffect, useLayoutEffect, useState } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/**
 * The banner band (issue 32 item 4; docs/banners.md "The band"): what each of its parts — the
 * assessment banner, the banners carousel — is doing, reported by the part itself so the band
 * (which may not import those features) knows whether to keep its height reserved.
 *
 * - `pending`: the part is loading what it will show;
 * - `shown`: it shows something;
 * - `none`: it settled on nothing (no banner, hidden on this page, or its request failed).
 */
export type BandPartState = 'pending' | 'shown' | 'none';

export interface BannerBandPartsState {
  parts: Readonly<Record<string, BandPartState>>;
  report(part: string, state: BandPartState): void;
  /** The part left the page (unmounted): it no longer counts. */
  leave(part: string): void;
}

export type BannerBandPartsStore = StoreApi<BannerBandPartsState>;

export function createBannerBandPartsStore(): BannerBandPartsStore {
  return createStore<BannerBandPartsState>()((set) => ({
    parts: {},
    report: (part, state) => set((current) => (current.parts[part] === state ? current : { parts: { ...current.parts, [part]: state } })),
    leave: (part) =>
      set((current) => {
        if (!(part in current.parts)) return current;
        const { [part]: _left, ...rest } = current.parts;
        return { parts: rest };
      }),
  }));
}

export const bannerBandPartsStore = createBannerBandPartsStore();

/** A part of the band reports its state while it is mounted (before paint, so the band's height follows in the same frame). */
export function useBandPart(part: string, state: BandPartState, store: BannerBandPartsStore = bannerBandPartsStore): void {
  useLayoutEffect(() => {
    store.getState().report(part, state);
  }, [part, state, store]);
  useLayoutEffect(() => () => store.getState().leave(part), [part, store]);
}

/** The band's summary: whether any part shows something, and whether any is still loading. */
export function useBandParts(store: BannerBandPartsStore = bannerBandPartsStore): { shown: boolean; pending: boolean } {
  const shown = useStore(store, (state) => Object.values(state.parts).includes('shown'));
  const pending = useStore(store, (state) => Object.values(state.parts).includes('pending'));
  return { shown, pending };
}

/** The longest the page waits unseen for the band on its first load (`useBandSettledOnce`). */
export const BAND_FIRST_WAIT_MS = 2500;

const anyPending = (state: BannerBandPartsState) => Object.values(state.parts).includes('pending');

/**
 * Issue 33 (nothing shifts): false while the band's parts load on the page's first load, so the page
 * below it can wait unseen and appear with the band in place, instead of being pushed down by it.
 * `ready`: the parts are mounted (the session is known). True once no part is pending — checked on
 * the next turn, after the parts have reported — or `maxWaitMs` after `ready`, and true from then on.
 */
export function useBandSettledOnce(ready: boolean, store: BannerBandPartsStore = bannerBandPartsStore, maxWaitMs = BAND_FIRST_WAIT_MS): boolean {
  const [settled, setSettled] = useState(false);
  const pending = useStore(store, anyPending);
  useEffect(() => {
    if (!ready || settled) return;
    const check = setTimeout(() => {
      if (!anyPending(store.getState())) setSettled(true);
    }, 0);
    return () => clearTimeout(check);
  }, [ready, settled, pending, store]);
  useEffect(() => {
    if (!ready || settled) return;
    const cap = setTimeout(() => setSettled(true), maxWaitMs);
    return () => clearTimeout(cap);
    // The wait counts from when the parts were mounted, not from each change.
  }, [ready]);
  return settled;
}
