import { getJson, postJson } from '../http/json-request';
import { parseSession, type Session, type SignInCredentials } from './session';

/** The server calls behind the session store; replaceable in tests. */
export interface SessionApi {
  fetchSession(): Promise<Session>;
  signIn(credentials: SignInCredentials): Promise<void>;
  signOut(): Promise<void>;
}

export const httpSessionApi: SessionApi = {
  async fetchSession() {
    return parseSession(await getJson('/session'));
  },
  async signIn(credentials) {
    await postJson('/signin', {
      username: credentials.username,
      password: credentials.password,
      rememberUser: credentials.rememberUser,
    });
  },
  async signOut() {
    await postJson('/signout');
  },
};
