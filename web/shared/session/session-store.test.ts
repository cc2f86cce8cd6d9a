import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import type { Session } from './session';
import { parseSession } from './session-api';
import { createSessionStore } from './session-store';

const visitor = parseSession({ userType: 0, navigation: { signedIn: false, skipToContent: true } });
const teacher = parseSession({
  userId: 'u_rivera',
  username: 'ms.rivera',
  displayName: 'Ms. Rivera',
  userType: 4,
  role: 'teacher',
  edition: 'US',
  schoolId: 'school_maple',
  navigation: { signedIn: true, skipToContent: true, focusModeEligible: true },
});

function storeOver(initial: Session) {
  let current = initial;
  return createSessionStore({
    fetchSession: async () => current,
    signIn: async ({ password }) => {
      if (password !== 'classroom') throw new HttpError(401, 'signin_redesign.signin_form.login_error.server_error');
      current = teacher;
    },
    signOut: async () => {
      current = visitor;
    },
  });
}

describe('session store', () => {
  it('reads the session, a visitor by default', async () => {
    expect(parseSession({})).toMatchObject({ signedIn: false, userType: 0 });
    expect(teacher).toMatchObject({ signedIn: true, userType: 4, navigation: { focusModeEligible: true, cacheRefresh: false } });
    const store = storeOver(visitor);
    expect(store.getState().phase).toBe('loading');
    await store.getState().loadSession();
    expect(store.getState()).toMatchObject({ phase: 'ready', session: visitor });
  });

  it('signs in and out, reloading the session each time', async () => {
    const store = storeOver(visitor);
    await store.getState().loadSession();
    await expect(store.getState().signIn({ username: 'ms.rivera', password: 'x', rememberUser: false })).rejects.toThrow(
      HttpError,
    );
    expect(store.getState().session).toEqual(visitor);
    await store.getState().signIn({ username: 'ms.rivera', password: 'classroom', rememberUser: true });
    expect(store.getState().session).toEqual(teacher);
    await store.getState().signOut();
    expect(store.getState().session).toEqual(visitor);
  });

  it('says when the first load failed', async () => {
    const store = createSessionStore({
      fetchSession: async () => {
        throw new HttpError(0, 'app.error.network');
      },
      signIn: async () => undefined,
      signOut: async () => undefined,
    });
    await store.getState().loadSession();
    expect(store.getState()).toMatchObject({ phase: 'failed', session: null });
  });
});
