import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../events/log/command-handler';
import { signIn, signInStreams } from '../../events/sign-in';
import { buildApp } from '../../server/app';
import { parseTrustedProxies } from '../../server/auth/client-address';
import { SIGN_IN_THROTTLE } from '../../server/auth/sign-in-throttle';
import { demoClasses } from '../../server/demo/demo-school';
import { signInClient, type SignInClient } from '../support/sign-in-client';
import { startTestApp } from '../support/test-app';

// Issue 13: throttling made for classrooms. A class signs in at once from one
// school address, young students mistype, a classmate types someone else's
// username: nobody is ever locked out by their username's failures, a whole
// class (even two) gets in, and only abuse far beyond any school is refused.

let t: Awaited<ReturnType<typeof startTestApp>>;
let client: SignInClient;
beforeAll(async () => {
  t = await startTestApp();
  client = signInClient(t.app);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const [room12, room3] = demoClasses.map((demoClass) => demoClass.students) as [string[], string[]];

/**
 * Signs in as a browser does: when the answer is 422 (the bot check is required),
 * solve the check and send again. Every status seen, in order.
 */
async function signInLikeABrowser(address: string, username: string, password: string): Promise<number[]> {
  const body = { username, password, rememberUser: false, location: 'SIGNIN_MODAL' };
  const first = await client.postJson(address, '/signin', body);
  if (first.status !== 422) return [first.status];
  const again = await client.postJson(address, '/signin', { ...body, recaptchaModel: { recaptchaToken: await client.botCheckToken('#signin', address) } });
  return [422, again.status];
}

describe('a classroom signing in from one address', () => {
  it('24 students, one typo each, sent at once: all get in, and no attempt is refused', async () => {
    t.clock.advance(HOUR);
    const school = '203.0.113.10';
    const typos = await Promise.all(room12.map((username) => signInLikeABrowser(school, username, 'classrom')));
    expect(typos.flat().every((status) => status === 401 || status === 422)).toBe(true);
    const answers = await Promise.all(room12.map((username) => signInLikeABrowser(school, username, 'classroom')));
    expect(answers.map((statuses) => statuses.at(-1))).toEqual(room12.map(() => 200));
    expect(answers.flat()).not.toContain(429);
    // One class's typos stay below the address's bot-check threshold: nobody even had to solve it.
    expect(answers.flat()).not.toContain(422);
  });

  it('two classes (44 students) sharing the address, one typo each: all get in; after the 40th failure they solve the bot check, never a 429', async () => {
    t.clock.advance(HOUR);
    const school = '203.0.113.11';
    const seen: number[][] = [];
    for (const username of [...room12, ...room3]) {
      seen.push(await signInLikeABrowser(school, username, `${username}-typo`));
      const signedIn = await signInLikeABrowser(school, username, 'classroom');
      expect(signedIn.at(-1), username).toBe(200);
      seen.push(signedIn);
    }
    expect(seen.flat()).not.toContain(429);
    expect(seen.flat().filter((status) => status === 422).length).toBeGreaterThan(0);
    const failures = t.log.queries.signIn.failureCount('network', school, new Date(t.clock().getTime() - SIGN_IN_THROTTLE.windowMs));
    expect(failures).toBe(44);
  });
});

describe('a classmate’s wrong guesses', () => {
  it('12 of them never turn the owner’s correct sign-in into a 429: it needs the bot check, and with it gets in', async () => {
    t.clock.advance(HOUR);
    const classroom = '203.0.113.12';
    for (let i = 0; i < 12; i++) {
      const guess = await signInLikeABrowser(classroom, 'zoe.q', `guess${i}`);
      expect(guess.at(-1)).toBe(401);
    }
    // From the classroom and from home alike.
    for (const address of [classroom, '198.51.100.34']) {
      const before = t.log.store.lastPosition();
      const withoutToken = await client.postJson(address, '/signin', { username: 'zoe.q', password: 'classroom' });
      expect(withoutToken.status).toBe(422);
      expect(await withoutToken.json()).toEqual({ error: 'signin_redesign.signin_form.login_error.bot_check_failed' });
      expect(t.log.store.lastPosition()).toBe(before);
      expect(await signInLikeABrowser(address, 'zoe.q', 'classroom')).toEqual([422, 200]);
    }
    // The rest of the class is not affected.
    expect(await signInLikeABrowser(classroom, 'henry.r', 'classroom')).toEqual([200]);
    // Fifteen minutes later the username needs nothing again.
    t.clock.advance(SIGN_IN_THROTTLE.windowMs);
    expect(await signInLikeABrowser(classroom, 'zoe.q', 'classroom')).toEqual([200]);
  });
});

describe('sustained abuse from one address', () => {
  /** `count` failures from `address`, appended as the route does (without 1,000 argon2 verifications). */
  async function failuresFrom(address: string, count: number) {
    for (let i = 0; i < count; i++) {
      await handleCommand(
        t.log.store,
        signIn,
        signInStreams.failures(`spray${i % 50}`),
        { type: 'RecordFailedSignIn', data: { username: `spray${i}`, address, reason: 'unknown_user' } },
        { actor: `visitor@${address}`, correlationId: 'abuse' },
      );
    }
  }

  it('is refused with 429 from the 1,000th failure in 15 minutes, for that address only, counted from the log (a restart keeps it)', async () => {
    t.clock.advance(HOUR);
    const abuser = '192.0.2.66';
    await failuresFrom(abuser, SIGN_IN_THROTTLE.refusedFromAddressFailures - 1);
    expect((await signInLikeABrowser(abuser, 'ruby.w', 'classroom')).at(-1)).toBe(200);
    await failuresFrom(abuser, 1);

    const before = t.log.store.lastPosition();
    const refused = await client.postJson(abuser, '/signin', { username: 'ruby.w', password: 'classroom' });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body).toEqual({ error: 'signin_redesign.signin_form.login_error.too_many_attempts', retryAfterSeconds: SIGN_IN_THROTTLE.windowMs / 1000 });
    expect(refused.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    expect(t.log.store.lastPosition()).toBe(before);
    expect((await client.postJson('198.51.100.35', '/signin', { username: 'ruby.w', password: 'classroom' })).status).toBe(200);

    // A new app over the same log (a restart) still refuses the address.
    const restarted = signInClient(buildApp({ log: t.log, realtime: null, clock: t.clock }));
    expect((await restarted.postJson(abuser, '/signin', { username: 'ruby.w', password: 'classroom' })).status).toBe(429);

    t.clock.advance(SIGN_IN_THROTTLE.windowMs);
    expect(await signInLikeABrowser(abuser, 'ruby.w', 'classroom')).toEqual([200]);
  }, 60_000);
});

describe('behind the school’s reverse proxy', () => {
  it('counts each client by the X-Forwarded-For address the trusted proxy saw, never by a hop the client wrote', async () => {
    t.clock.advance(HOUR);
    const behindProxy = signInClient(buildApp({ log: t.log, realtime: null, clock: t.clock, trustedProxies: parseTrustedProxies('10.0.0.0/8') }));
    const proxy = '10.1.2.3';
    const addressOfLastFailure = () => t.log.store.readAll(0, 1_000_000).filter((event) => event.type === 'SignInFailed').at(-1)?.data;

    await behindProxy.postJson(proxy, '/signin', { username: 'leo.k', password: 'wrong' }, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(addressOfLastFailure()).toMatchObject({ username: 'leo.k', address: '203.0.113.99' });
    // A hop the client wrote itself sits left of what our proxy saw: not believed.
    await behindProxy.postJson(proxy, '/signin', { username: 'aria.a', password: 'wrong' }, { headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.98' } });
    expect(addressOfLastFailure()).toMatchObject({ address: '203.0.113.98' });
    // A client that is not our proxy cannot name its address at all.
    await behindProxy.postJson('198.51.100.50', '/signin', { username: 'jack.b', password: 'wrong' }, { headers: { 'x-forwarded-for': '203.0.113.97' } });
    expect(addressOfLastFailure()).toMatchObject({ address: '198.51.100.50' });
    // Without TRUSTED_PROXIES the header is ignored.
    await client.postJson(proxy, '/signin', { username: 'lily.c', password: 'wrong' }, { headers: { 'x-forwarded-for': '203.0.113.96' } });
    expect(addressOfLastFailure()).toMatchObject({ address: proxy });
  });

  it('so one client behind the proxy reaching the address threshold does not make the others solve the bot check', async () => {
    t.clock.advance(HOUR);
    const behindProxy = signInClient(buildApp({ log: t.log, realtime: null, clock: t.clock, trustedProxies: parseTrustedProxies('10.0.0.0/8') }));
    const from = (client: string) => ({ headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < SIGN_IN_THROTTLE.botCheckFromAddressFailures; i++) {
      expect((await behindProxy.postJson('10.0.0.1', '/signin', { username: `nobody${i}`, password: 'x' }, from('203.0.113.150'))).status).toBe(401);
    }
    expect((await behindProxy.postJson('10.0.0.1', '/signin', { username: 'layla.s', password: 'classroom' }, from('203.0.113.150'))).status).toBe(422);
    expect((await behindProxy.postJson('10.0.0.1', '/signin', { username: 'layla.s', password: 'classroom' }, from('203.0.113.151'))).status).toBe(200);
  });
});
