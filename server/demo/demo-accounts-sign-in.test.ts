import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, startTestApp } from '../../tests/support/test-app';

/**
 * Every demo account signs in with the demo password, and `GET /session` then names it and gives
 * its kind: what its header and home page show (web/app/signed-in-home.test.tsx).
 * tests/e2e/sign-in.test.ts signs in through the page once per kind; these accounts' rows moved
 * here and there (docs/testing.md).
 */
const accounts: [username: string, displayName: string, userType: number][] = [
  ['ms.rivera', 'Ms. Rivera', 4],
  ['mr.okafor', 'Mr. Okafor', 4],
  ['new.teacher', 'New Teacher', 4],
  ['ava.b', 'Ava B.', 2],
  ['noah.c', 'Noah C.', 2],
  ['mia.d', 'Mia D.', 2],
  ['leo.k', 'Leo K.', 2],
  ['admin.lee', 'Dr. Lee', 13],
  ['district.chen', 'Ms. Chen', 13],
  ['park.family', 'Park Family', 11],
  ['mina', 'Mina', 12],
  ['joon', 'Joon', 12],
];

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the demo accounts sign in', () => {
  for (const [username, displayName, userType] of accounts) {
    it(`${username}: ${displayName}, user type ${userType}`, async () => {
      const response = await t.postJson('/signin', { username, password: 'classroom', rememberUser: false });
      expect(response.status).toBe(200);
      const session = await (await t.request('/session', { cookie: sessionCookieOf(response) })).json();
      expect(session).toMatchObject({ username, displayName, userType, navigation: { signedIn: true } });
    });
  }
});
