import { describe, expect, it } from 'vitest';
import { createProfilePreferencesStore, DEFAULT_PREFERENCES } from './profile-preferences-store';

describe('the profile preferences store', () => {
  it('is loading from the moment a signed-in user’s preferences are asked for until they arrive, then holds them', async () => {
    let arrive: (value: typeof DEFAULT_PREFERENCES) => void = () => undefined;
    const store = createProfilePreferencesStore(() => new Promise((resolve) => (arrive = resolve)));
    expect(store.getState().loading).toBe(false);
    const loaded = store.getState().load('u1');
    expect(store.getState().loading).toBe(true);
    arrive({ ...DEFAULT_PREFERENCES, hideTimer: true });
    await loaded;
    expect(store.getState().loading).toBe(false);
    expect(store.getState().preferences.hideTimer).toBe(true);
  });

  it('stops loading when the preferences cannot be loaded, keeping the defaults', async () => {
    const store = createProfilePreferencesStore(() => Promise.reject(new Error('offline')));
    const original = console.error;
    console.error = () => undefined;
    try {
      await store.getState().load('u1');
    } finally {
      console.error = original;
    }
    expect(store.getState().loading).toBe(false);
    expect(store.getState().preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('a visitor has the defaults and nothing loading', async () => {
    const store = createProfilePreferencesStore(() => Promise.reject(new Error('never asked')));
    await store.getState().load(null);
    expect(store.getState()).toMatchObject({ loading: false, preferences: DEFAULT_PREFERENCES });
  });
});
