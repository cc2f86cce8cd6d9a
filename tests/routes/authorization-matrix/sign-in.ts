import { DEMO_PASSWORD } from '../../../server/demo/demo-school';
import { everyone, get, postJson, type RouteRule } from '../matrix-requests';

// Signing in and out, the session, a family member’s switch (issue 13).
// The rules of the routes server/features/sign-in.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'POST /signin': {
    allowed: everyone,
    // Everyone signs in with their own account; the visitor with joon's (a family child without a secret word).
    request: (fx, role) => postJson(fx, role, '/signin', [['username', fx.username(role) ?? 'joon'], ['password', DEMO_PASSWORD], ['rememberUser', false]]),
    appendsOn4xx: { status: 401, reason: 'a failed sign-in records SignInFailed: the throttle counts failures from the log' },
    visitorAppends: {
      limit: 'SignInFailed: 1,000 per 15 minutes per address (throttle from the log — the bot check from 3 per username or 40 per address — and the failedSignIn public-write limit for attempts sent at once); SignedIn: only with a right password',
      why: 'a session starts only for an account whose password was given; failures, keyed by a caller-chosen username, are bounded per address',
    },
    fuzzRuns: 3,
  },
  // Issue 13: a family member switches the session to another (a fresh session each time: the switch ends it).
  'POST /signin/sub-account': {
    allowed: ['parent', 'child'],
    request: async (fx, role) => {
      const cookie = await fx.freshCookie(role);
      let token = 'not-a-sub-account-login-of-this-session';
      if (role === 'parent' || role === 'child') {
        const session = (await (await fx.t.request('/session', { cookie })).json()) as { subAccounts: { username: string; subAccountEncryptedLogin: string }[] };
        token = session.subAccounts.find((member) => member.username === 'joon')!.subAccountEncryptedLogin;
      }
      return { method: 'POST', path: '/signin/sub-account', body: { type: 'json', fields: [['subAccountEncryptedLogin', token]] }, cookie };
    },
    appendsOn4xx: { status: 401, reason: 'a wrong secret word or parent password records SignInFailed: the throttle counts failures from the log' },
    fuzzRuns: 3,
  },
  'POST /signout': { allowed: everyone, request: async (fx, role) => ({ method: 'POST', path: '/signout', cookie: await fx.freshCookie(role) }), fuzzRuns: 3 },
  'GET /session': { allowed: everyone, request: (fx, role) => get(fx, role, '/session') },
};
