import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaBotCheck, BOT_CHECK_CHALLENGE_LIFETIME_MS } from '../../server/bot-check/altcha-bot-check';
import { signInClient, solvedToken, type SignInClient } from '../support/sign-in-client';
import { startTestApp } from '../support/test-app';

// Issue 13: the self-hosted ALTCHA bot check, end to end — the challenge route,
// and the token as POST /signin takes it where the throttle requires it (here:
// ava.b after 3 failures). A solved token is accepted once; a replayed, expired,
// altered or other action's token is 422, and nothing is appended.

let t: Awaited<ReturnType<typeof startTestApp>>;
let client: SignInClient;
beforeAll(async () => {
  t = await startTestApp();
  client = signInClient(t.app);
});
afterAll(() => t.close());

const SCHOOL = '203.0.113.40';
const botCheckFailed = { error: 'signin_redesign.signin_form.login_error.bot_check_failed' };

/** ava.b's sign-in from the quick form, with a token (or none). */
const signIn = (token?: string, password = 'classroom') =>
  client.postJson(SCHOOL, '/signin', { username: 'ava.b', password, location: 'QUICK_SIGNIN', ...(token === undefined ? {} : { recaptchaModel: { recaptchaToken: token } }) });

/** Three typos make ava.b's sign-ins need the bot check (docs/sign-in.md). */
async function requireBotCheckForAva() {
  for (let i = 0; i < 3; i++) expect((await signIn(undefined, `typo${i}`)).status).toBe(401);
}

describe('GET /bot-check/challenge', () => {
  it('answers a signed ALTCHA challenge for a known action, with the action and a 10-minute expiry signed in', async () => {
    for (const action of ['signin_mini', 'signin_10q_limit', '#signin', '#sub-account']) {
      const response = await client.request(SCHOOL, `/bot-check/challenge?action=${encodeURIComponent(action)}`);
      expect(response.status).toBe(200);
      const challenge = await response.json();
      expect(challenge).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256', data: { action } }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(challenge.parameters.data.expiresAt).toBe(t.clock().getTime() + BOT_CHECK_CHALLENGE_LIFETIME_MS);
    }
  });

  it('refuses an unknown action with 400 bot_check.unknown_action and appends nothing', async () => {
    const before = t.log.store.lastPosition();
    for (const query of ['', '?action=', '?action=login', '?action=%23', `?action=%23${'x'.repeat(64)}`, '?action=%23a%20b']) {
      const response = await client.request(SCHOOL, `/bot-check/challenge${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'bot_check.unknown_action' });
    }
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('is announced in GET /session for visitors and signed-in users alike', async () => {
    const model = { enabled: true, siteKey: '/bot-check/challenge', scriptSrc: '' };
    expect((await (await t.request('/session')).json()).botVerification).toEqual(model);
    expect((await (await t.request('/session', { cookie: await t.signIn('ms.rivera') })).json()).botVerification).toEqual(model);
  });
});

describe('a solved token where the bot check is required', () => {
  beforeAll(requireBotCheckForAva);

  it('is missing: 422 with the bot-verification error, nothing appended', async () => {
    const before = t.log.store.lastPosition();
    const response = await signIn();
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(botCheckFailed);
    expect((await signIn('')).status).toBe(422);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('is accepted once; the same token replayed is refused', async () => {
    const token = await client.botCheckToken('signin_mini');
    const first = await signIn(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ userKind: 'STUDENT' });
    const before = t.log.store.lastPosition();
    const replayed = await signIn(token);
    expect(replayed.status).toBe(422);
    expect(await replayed.json()).toEqual(botCheckFailed);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('is refused when used twice at the same moment: only one of them gets in', async () => {
    const token = await client.botCheckToken('signin_mini');
    const statuses = (await Promise.all([signIn(token), signIn(token), signIn(token)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 422, 422]);
  });

  it('is refused 10 minutes after the challenge was issued', async () => {
    const token = await client.botCheckToken('signin_mini');
    t.clock.advance(BOT_CHECK_CHALLENGE_LIFETIME_MS);
    // The failures are 10 minutes old now: still within the 15-minute window.
    expect((await signIn(token)).status).toBe(422);
    t.clock.advance(-BOT_CHECK_CHALLENGE_LIFETIME_MS);
  });

  it('is refused for another action than the form’s location implies', async () => {
    expect((await signIn(await client.botCheckToken('signin_10q_limit'))).status).toBe(422);
    expect((await signIn(await client.botCheckToken('#signin'))).status).toBe(422);
    const practiceLimit = await client.postJson(SCHOOL, '/signin', {
      username: 'ava.b',
      password: 'classroom',
      location: 'PRACTICE_LIMIT_MODAL',
      recaptchaModel: { recaptchaToken: await client.botCheckToken('signin_10q_limit') },
    });
    expect(practiceLimit.status).toBe(200);
    const dialog = await client.postJson(SCHOOL, '/signin', {
      username: 'ava.b',
      password: 'classroom',
      location: 'SIGNIN_MODAL',
      recaptchaModel: { recaptchaToken: await client.botCheckToken('#signin') },
    });
    expect(dialog.status).toBe(200);
  });

  it('is refused when altered, unsolved, made up or signed with another key', async () => {
    const challenge = await client.challenge('signin_mini');
    const payload = JSON.parse(Buffer.from(await solvedToken(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const stretched = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, data: { action: 'signin_mini', expiresAt: Date.now() + 1e9 } } } };
    const otherAction = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, data: { ...payload.challenge.parameters.data, action: '#signin' } } } };
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    const foreign = await solvedToken(await altchaBotCheck({ key: randomBytes(32) }).challenge('signin_mini', t.clock()));
    for (const [what, token] of [
      ['a later expiry', encode(stretched)],
      ['another action', encode(otherAction)],
      ['a wrong derived key', encode(wrongKey)],
      ['no signature', encode(unsigned)],
      ['not base64 JSON', 'bm90IGpzb24='],
      ['garbage', '!!!'],
      ['another server’s', foreign],
    ] as const) {
      expect((await signIn(token)).status, what).toBe(422);
    }
    // The untouched payload still works: nothing above used it up.
    expect((await signIn(encode(payload))).status).toBe(200);
  });
});

describe('a token where the bot check is not required', () => {
  it('may be sent and is not needed: a first sign-in needs none', async () => {
    expect((await client.postJson('198.51.100.77', '/signin', { username: 'noah.c', password: 'classroom', recaptchaModel: { recaptchaToken: 'anything' } })).status).toBe(200);
    expect((await client.postJson('198.51.100.77', '/signin', { username: 'mia.d', password: 'classroom' })).status).toBe(200);
  });
});
