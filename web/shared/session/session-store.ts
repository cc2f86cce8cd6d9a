import { createStore, useStore, type StoreApi } from 'zustand';
import { httpSessionApi, type SessionApi } from './session-api';
import { readPageSession } from './page-session';
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

/** `initial`: the session the page came with (page-session.ts): ready at once, not fetched again on start. */
export function createSessionStore(api: SessionApi = httpSessionApi, initial: Session | null = null): SessionStore {
  return createStore<SessionState>()((set, get) => ({
    phase: initial === null ? 'loading' : 'ready',
    session: initial,
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

/** The application's session store, starting from the page's own session when the server wrote one. */
export const sessionStore = createSessionStore(httpSessionApi, readPageSession());

export function useSession<T>(selector: (state: SessionState) => T, store: SessionStore = sessionStore): T {
  return useStore(store, selector);
}
