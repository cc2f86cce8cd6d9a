import { z } from 'zod';
import { createStore, useStore } from 'zustand';
import type { ProfilePreferences } from '../../../events/profile';
import { getJson } from '../http/json-request';

/**
 * The profile settings other pages apply (spec §3; issue 15): the practice
 * page's timer, the interface language, and (issue 28) whether games are hidden. Loaded once per signed-in user from
 * `GET /profile/preferences`; the profile page updates it as fields save.
 * Shared because the profile feature writes it and practice reads it.
 */
export const profilePreferencesSchema = z.object({
  hideTimer: z.boolean(),
  hideScratchpad: z.boolean(),
  /** Issue 28: absent in an older answer → games shown. */
  hideGames: z.boolean().catch(false),
  /** Issue 31 item 5: absent in an older answer → grades shown. */
  hideGradeLevels: z.boolean().catch(false),
  enableAudio: z.boolean(),
  editLanguage: z.enum(['en', 'es']),
}) satisfies z.ZodType<ProfilePreferences>;

export const DEFAULT_PREFERENCES: ProfilePreferences = { hideTimer: false, hideScratchpad: false, hideGames: false, hideGradeLevels: false, enableAudio: true, editLanguage: 'en' };

interface ProfilePreferencesState {
  preferences: ProfilePreferences;
  loadedFor: string | null;
  /** True while a signed-in user's preferences are on their way: pages hold back what a setting may hide (the timer). */
  loading: boolean;
  load(userId: string | null): Promise<void>;
  update(change: Partial<ProfilePreferences>): void;
}

export function createProfilePreferencesStore(fetchPreferences: () => Promise<ProfilePreferences> = () => getJson('/profile/preferences', profilePreferencesSchema)) {
  return createStore<ProfilePreferencesState>()((set, get) => ({
    preferences: DEFAULT_PREFERENCES,
    loadedFor: null,
    loading: false,
    async load(userId) {
      if (userId === null) {
        set({ preferences: DEFAULT_PREFERENCES, loadedFor: null, loading: false });
        return;
      }
      if (get().loadedFor === userId) return;
      set({ loadedFor: userId, loading: true });
      try {
        const preferences = await fetchPreferences();
        if (get().loadedFor === userId) set({ preferences });
      } catch (error) {
        console.error('Profile preferences could not be loaded', error);
      } finally {
        if (get().loadedFor === userId) set({ loading: false });
      }
    },
    update: (change) => set({ preferences: { ...get().preferences, ...change } }),
  }));
}

export const profilePreferencesStore = createProfilePreferencesStore();

export function useProfilePreferences<T>(selector: (preferences: ProfilePreferences) => T): T {
  return useStore(profilePreferencesStore, (state) => selector(state.preferences));
}

/** Whether the signed-in user's preferences are still loading (see `loading`). */
export function useProfilePreferencesLoading(): boolean {
  return useStore(profilePreferencesStore, (state) => state.loading);
}
