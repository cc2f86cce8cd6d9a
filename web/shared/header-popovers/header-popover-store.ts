import { createStore, useStore, type StoreApi } from 'zustand';

/**
 * Which header popover is open (spec §4 "Opening closes other navigation
 * popovers"). At most one at a time: opening one closes the others, and each
 * popover closes itself when it sees another one named here.
 */

export type HeaderPopoverId = 'live-messages' | 'user-menu' | 'notifications' | 'edition-picker' | 'skill-search';

export interface HeaderPopoverState {
  open: HeaderPopoverId | null;
  openPopover(id: HeaderPopoverId): void;
  /** Closes `id` if it is the open one (closing another popover's slot is a no-op). */
  closePopover(id: HeaderPopoverId): void;
}

export type HeaderPopoverStore = StoreApi<HeaderPopoverState>;

export function createHeaderPopoverStore(): HeaderPopoverStore {
  return createStore<HeaderPopoverState>()((set, get) => ({
    open: null,
    openPopover: (id) => {
      if (get().open !== id) set({ open: id });
    },
    closePopover: (id) => {
      if (get().open === id) set({ open: null });
    },
  }));
}

/** The page's header popovers. */
export const headerPopoverStore = createHeaderPopoverStore();

export function useHeaderPopovers<T>(
  selector: (state: HeaderPopoverState) => T,
  store: HeaderPopoverStore = headerPopoverStore,
): T {
  return useStore(store, selector);
}
