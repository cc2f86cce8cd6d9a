import { createStore, useStore, type StoreApi } from 'zustand';
import { httpSessionApi, type SessionApi } from './session-api';
import type { Session, SignInCredentials } from './session';
import type { SignedIn } from '../sign-in-form/sign-in-request';

export type SessionPhase = 'loading' | 'ready' | 'failed';

export interface SessionState {
  phase: SessionPhase;
  /** null until the first `GET /session` answers. */
  session: Session | null;
  loadSession(): Promise<void>;
  /** Signs in then reloads the session; rejects with HttpError on failure. Answers `{ debugId, userKind }` when the server gave them. */
  signIn(credentials: SignInCredentials): Promise<SignedIn | void>;
  /** Signs out and reloads the session (the visitor's). */
  signOut(): Promise<void>;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(api: SessionApi = httpSessionApi): SessionStore {
  return createStore<SessionState>()((set, get) => ({
    phase: 'loading',
    session: null,
    async loadSession() {
      if (get().session === null) set({ phase: 'loading' });
      try {
        set({ phase: 'ready', session: await api.fetchSession() });
      } catch {
        set({ phase: get().session === null ? 'failed' : 'ready' });
      }
    },
    async signIn(credentials) {
      const signedIn = await api.signIn(credentials);
      set({ phase: 'ready', session: await api.fetchSession() });
      return signedIn;
    },
    async signOut() {
      try {
        await api.signOut();
      } finally {
        await get().loadSession();
      }
    },
  }));
}

/** The application's session store. */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T, store: SessionStore = sessionStore): T {
  return useStore(store, selector);
}
