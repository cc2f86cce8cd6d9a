import { createStore, useStore, type StoreApi } from 'zustand';
import type { NotificationMute } from '../../../events/notifications';
import { notificationsApi, type MuteTarget, type NotificationsApi } from './notifications-api';

/**
 * The user's mutes (`GET /notifications/mutes`) for the /notifications page's
 * "Muted notifications" list, with Unmute. Loaded when the page shows it, and
 * again when an item's mute or undo went through while it is shown.
 */
export interface MutedNotificationsState {
  mutes: NotificationMute[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The mute whose unmute failed last (its notice shows beside it). */
  failed: MuteTarget | null;
  busy: MuteTarget | null;
  load(): Promise<void>;
  /** Loads again if it was loaded (an item changed a mute). */
  refresh(): Promise<void>;
  unmute(target: MuteTarget): Promise<void>;
}

export type MutedNotificationsStore = StoreApi<MutedNotificationsState>;

export const sameTarget = (a: MuteTarget | null, b: MuteTarget) => a !== null && a.kind === b.kind && a.studentUserId === b.studentUserId;

export function createMutedNotificationsStore(api: Pick<NotificationsApi, 'fetchMutes' | 'unmute'> = notificationsApi): MutedNotificationsStore {
  return createStore<MutedNotificationsState>()((set, get) => ({
    mutes: [],
    status: 'idle',
    failed: null,
    busy: null,
    async load() {
      set({ status: get().status === 'loaded' ? 'loaded' : 'loading' });
      try {
        set({ mutes: await api.fetchMutes(), status: 'loaded' });
      } catch {
        set({ status: 'failed' });
      }
    },
    async refresh() {
      if (get().status !== 'idle') await get().load();
    },
    async unmute(target) {
      set({ busy: target, failed: null });
      try {
        await api.unmute(target);
        set({ mutes: get().mutes.filter((mute) => !sameTarget(mute, target)), busy: null });
      } catch {
        set({ failed: target, busy: null });
      }
    },
  }));
}

/** The page's store. */
export const mutedNotificationsStore = createMutedNotificationsStore();

export function useMutedNotifications<T>(selector: (state: MutedNotificationsState) => T, store: MutedNotificationsStore = mutedNotificationsStore): T {
  return useStore(store, selector);
}
