/**
 * Spec §8 "Profile autosave returning errorMessage": the message is stored
 * under a per-field browser-storage key with an expiry (spec §9 "Browser
 * storage items can expire"), the page reloads the first time it appears, and
 * an error analytics event is sent. A network error is stored the same way.
 */
export const AUTOSAVE_ERROR_TTL_MS = 60 * 60 * 1000;

export function autosaveErrorKey(field: string): string {
  return `profile.autosave.error.${field}`;
}

interface StoredError {
  message: string;
  expiresAt: number;
}

export interface AutosaveErrorStore {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now(): number;
}

const browser = (): AutosaveErrorStore => ({ storage: window.localStorage, now: () => Date.now() });

/** The field's stored message while it has not expired (an expired one is removed). */
export function storedAutosaveError(field: string, { storage, now }: AutosaveErrorStore = browser()): string | null {
  const text = storage.getItem(autosaveErrorKey(field));
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as StoredError;
    if (typeof stored.message === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > now()) return stored.message;
  } catch {
    // unreadable: dropped below
  }
  storage.removeItem(autosaveErrorKey(field));
  return null;
}

/** Stores the message; true when it appears for the first time (nothing, or another message, was stored). */
export function recordAutosaveError(field: string, message: string, store: AutosaveErrorStore = browser()): boolean {
  const first = storedAutosaveError(field, store) !== message;
  const stored: StoredError = { message, expiresAt: store.now() + AUTOSAVE_ERROR_TTL_MS };
  store.storage.setItem(autosaveErrorKey(field), JSON.stringify(stored));
  return first;
}

export function clearAutosaveError(field: string, { storage }: AutosaveErrorStore = browser()): void {
  storage.removeItem(autosaveErrorKey(field));
}

/** The error analytics event, onto the page data list (as click analytics, no HTTP call). */
export function trackAutosaveError(field: string, message: string, page: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!Array.isArray(page?.dataLayer)) {
    console.warn('Profile autosave error tracking: the page has no dataLayer');
    return;
  }
  page.dataLayer.push({ event: 'profile_autosave_error', field, error_message: message });
}
