import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCallsOf } from '../../web/app/page-first-calls';
import { USER_TYPE } from '../../web/shared/session/session';
import { settled } from '../support/accessibility';
import { holdOutPageAnswers } from '../support/page-answers';
import { signInWithSignInCall, startE2e, type E2e } from '../support/e2e-server';

/**
 * Issue 33: a signed-in user's page arrives with what its first GET calls answer her
 * (server/routes/web-client.ts, web/app/page-first-calls.ts), and the app takes those answers
 * instead of asking (web/shared/http/page-answers.ts). In the system Chromium over the real server,
 * with the live link held back (its first connect asks some calls again, on purpose): each page
 * loads once with its answers taken out and once as served; every answered call is one the page
 * makes, and each goes over the network exactly once less.
 */

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const VIEWS = [
  { username: 'ava.b', userType: USER_TYPE.student, address: '/', ready: 'home-heading' },
  { username: 'ms.rivera', userType: USER_TYPE.teacher, address: '/analytics/live-classroom', ready: 'live-class' },
] as const;

/** How many times each GET path went over the network while the page at `address` loaded; `withoutAnswers`: its answers block taken out of the page. */
async function callsOnLoad(username: string, address: string, ready: string, withoutAnswers: boolean): Promise<Map<string, number>> {
  const { context, page: signedIn } = await signInWithSignInCall(e2e.browser, e2e.url, username);
  // A page of its own: the sign-in's page goes on asking as its live link connects.
  await signedIn.close();
  const page = await context.newPage();
  try {
    // No live link: its first connect would ask some calls again, at a moment of its own.
    await context.route('**/pubsub/**', (route) => route.abort());
    await context.routeWebSocket(/.*/, (socket) => socket.close());
    if (withoutAnswers) await holdOutPageAnswers(page, 'all');
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      const path = `${url.pathname}${url.search}`;
      if (request.method() === 'GET' && request.resourceType() !== 'document') asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    await page.goto(`${e2e.url}${address}`);
    await page.getByTestId(ready).waitFor({ timeout: 30_000 });
    await settled(page);
    return asked;
  } finally {
    await context.close();
  }
}

describe('the answers a page comes with', () => {
  for (const { username, userType, address, ready } of VIEWS) {
    const answered = firstCallsOf(address, userType);
    it(`${username} at ${address}: each of its ${answered.length} answered calls is made, and asked over the network once less`, async () => {
      const without = await callsOnLoad(username, address, ready, true);
      const withAnswers = await callsOnLoad(username, address, ready, false);
      const counts = (asked: Map<string, number>) => Object.fromEntries(answered.map((path) => [path, asked.get(path) ?? 0]));
      // Every call the list names is one the page makes (the list has not drifted from the client) ...
      expect(answered.filter((path) => (without.get(path) ?? 0) === 0)).toEqual([]);
      // ... and its first asking is answered by the page.
      expect(counts(withAnswers)).toEqual(Object.fromEntries(answered.map((path) => [path, (without.get(path) ?? 0) - 1])));
    });
  }
});
