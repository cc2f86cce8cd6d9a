import { useEffect } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/**
 * How the page around the content looks, set by features and read by the
 * layout and the header (which may not import those features):
 *
 * - `focusMode`: a student is in a running focus session (spec §2.10 "Focus
 *   mode adds a class to the header").
 * - `teacherBannersHiddenBy`: how many mounted pages asked to hide the teacher
 *   banners (spec §2: focus-zone and same-question-mode pages hide them). A
 *   count, not a flag, so a page leaving never un-hides for a page arriving.
 */
export interface PageChromeState {
  focusMode: boolean;
  teacherBannersHiddenBy: number;
  setFocusMode(on: boolean): void;
  /** Hides the teacher banners until the returned function is called. */
  hideTeacherBanners(): () => void;
}

export type PageChromeStore = StoreApi<PageChromeState>;

export function createPageChromeStore(): PageChromeStore {
  return createStore<PageChromeState>()((set) => ({
    focusMode: false,
    teacherBannersHiddenBy: 0,
    setFocusMode: (on) => set({ focusMode: on }),
    hideTeacherBanners: () => {
      set((state) => ({ teacherBannersHiddenBy: state.teacherBannersHiddenBy + 1 }));
      let shown = false;
      return () => {
        if (shown) return;
        shown = true;
        set((state) => ({ teacherBannersHiddenBy: Math.max(0, state.teacherBannersHiddenBy - 1) }));
      };
    },
  }));
}

/** The page's chrome. */
export const pageChromeStore = createPageChromeStore();

/** True while a student's focus session runs (the header adds its focus-mode class). */
export function useFocusMode(store: PageChromeStore = pageChromeStore): boolean {
  return useStore(store, (state) => state.focusMode);
}

/** True while the current page hides the teacher banners. */
export function useTeacherBannersHidden(store: PageChromeStore = pageChromeStore): boolean {
  return useStore(store, (state) => state.teacherBannersHiddenBy > 0);
}

/** Called by a page (focus-zone, same-question mode) to hide the teacher banners while it is shown. */
export function useHideTeacherBanners(store: PageChromeStore = pageChromeStore): void {
  useEffect(() => store.getState().hideTeacherBanners(), [store]);
}
