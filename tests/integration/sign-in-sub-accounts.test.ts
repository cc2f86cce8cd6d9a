import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInClient, type SignInClient } from '../support/sign-in-client';
import { sessionCookieOf, startTestApp } from '../support/test-app';

// Issue 13: family sub-accounts. A parent's or child's GET /session lists the
// family with an opaque `subAccountEncryptedLogin` for this session only;
// POST /signin/sub-account switches the session to that member — with the
// member's secret word where they have one, with the parent's password for a
// child becoming the parent — ending the old session and starting a new one.

let t: Awaited<ReturnType<typeof startTestApp>>;
let client: SignInClient;
beforeAll(async () => {
  t = await startTestApp();
  client = signInClient(t.app);
});
afterAll(() => t.close());

const HOME = '198.51.100.60';
/** Everything secret this file sends or receives, to look for in the log at the end. */
const secrets = new Set<string>(['sunflower', 'Sunflower', 'tulip', 'daisy0', 'daisy1', 'daisy2', 'not-the-parents-password']);

interface Member {
  username: string;
  displayName: string;
  isParent: boolean;
  isSecretWordRequired: boolean;
  avatarUrl: null;
  subAccountEncryptedLogin: string;
}

async function signedIn(username: string): Promise<string> {
  const response = await client.postJson(HOME, '/signin', { username, password: 'classroom' });
  expect(response.status).toBe(200);
  const cookie = sessionCookieOf(response);
  secrets.add(cookie.split('=')[1]!);
  return cookie;
}

async function familyOf(cookie: string): Promise<Record<string, Member>> {
  const session = (await (await client.request(HOME, '/session', { cookie })).json()) as { subAccounts: Member[] };
  for (const member of session.subAccounts) secrets.add(member.subAccountEncryptedLogin);
  return Object.fromEntries(session.subAccounts.map((member) => [member.username, member]));
}

const switchTo = (cookie: string, body: Record<string, unknown>) => client.postJson(HOME, '/signin/sub-account', body, { cookie });
const usernameOf = async (cookie: string) => ((await (await client.request(HOME, '/session', { cookie })).json()) as { username?: string }).username;

describe('the family in GET /session', () => {
  it('is the whole family, parent first and marked, each with an opaque login token', async () => {
    const family = Object.values(await familyOf(await signedIn('park.family')));
    expect(family.map(({ subAccountEncryptedLogin: _token, ...member }) => member)).toEqual([
      { username: 'park.family', displayName: 'Park Family', isParent: true, isSecretWordRequired: false, avatarUrl: null },
      { username: 'joon', displayName: 'Joon', isParent: false, isSecretWordRequired: false, avatarUrl: null },
      { username: 'mina', displayName: 'Mina', isParent: false, isSecretWordRequired: true, avatarUrl: null },
    ]);
    for (const { subAccountEncryptedLogin: token } of family) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,512}$/);
      const bytes = Buffer.from(token, 'base64url').toString('latin1');
      for (const visible of ['u_', 'joon', 'mina', 'park']) expect(bytes).not.toContain(visible);
    }
    // A new token every time: nothing to compare or collect.
    const again = await familyOf(await signedIn('park.family'));
    expect(again.joon!.subAccountEncryptedLogin).not.toBe(family[1]!.subAccountEncryptedLogin);
  });
});

describe('POST /signin/sub-account', () => {
  it('switches a parent to a child without a secret word at once: the old session ends, a new one starts, the events say so', async () => {
    const parent = await signedIn('park.family');
    const { joon } = await familyOf(parent);
    const before = t.log.store.lastPosition();
    const response = await switchTo(parent, { subAccountEncryptedLogin: joon!.subAccountEncryptedLogin });
    expect(response.status).toBe(200);
    const { debugId, userKind } = await response.json();
    expect(userKind).toBe('CHILD');
    const child = sessionCookieOf(response);
    secrets.add(child.split('=')[1]!);
    expect(await usernameOf(child)).toBe('joon');
    expect(await usernameOf(parent)).toBeUndefined();

    const appended = t.log.store.readAll(before, 100);
    expect(appended.map((event) => event.type)).toEqual(['SignedIn', 'SignedOut']);
    const [started, ended] = appended as [(typeof appended)[number], (typeof appended)[number]];
    expect(started.data).toMatchObject({ userId: 'u_joon', location: null, switchedFromSessionId: (ended.data as { sessionId: string }).sessionId });
    expect(ended.data).toMatchObject({ userId: 'u_park_family', reason: 'switched_sub_account' });
    expect(started.metadata.correlationId).toBe(debugId);
    expect(ended.metadata.correlationId).toBe(debugId);
  });

  it('asks for a child’s secret word: blank 400, wrong 401 (recorded, never the word), right signs in', async () => {
    const parent = await signedIn('park.family');
    const { mina } = await familyOf(parent);
    const token = mina!.subAccountEncryptedLogin;
    const before = t.log.store.lastPosition();
    for (const blank of [{}, { secretWord: '' }, { secretWord: '   ' }]) {
      const response = await switchTo(parent, { subAccountEncryptedLogin: token, ...blank });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'secret_word_form.error.blank' });
    }
    expect(t.log.store.lastPosition()).toBe(before);

    const wrong = await switchTo(parent, { subAccountEncryptedLogin: token, secretWord: 'tulip' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'secret_word_form.error.incorrect' });
    expect(t.log.store.readAll(before, 100).map((event) => [event.type, event.data])).toEqual([
      ['SignInFailed', { username: 'mina', address: HOME, reason: 'wrong_secret_word' }],
    ]);
    expect(await usernameOf(parent)).toBe('park.family');

    const right = await switchTo(parent, { subAccountEncryptedLogin: token, secretWord: 'sunflower' });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ userKind: 'CHILD' });
    expect(await usernameOf(sessionCookieOf(right))).toBe('mina');
    expect(await usernameOf(parent)).toBeUndefined();
  });

  it('lets a child become the parent only with the parent’s password', async () => {
    const child = await signedIn('mina');
    const family = await familyOf(child);
    const token = family['park.family']!.subAccountEncryptedLogin;
    expect((await switchTo(child, { subAccountEncryptedLogin: token })).status).toBe(400);
    const wrong = await switchTo(child, { subAccountEncryptedLogin: token, password: 'not-the-parents-password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'signin_redesign.signin_form.login_error.server_error' });
    expect(await usernameOf(child)).toBe('mina');
    const right = await switchTo(child, { subAccountEncryptedLogin: token, password: 'classroom' });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ userKind: 'PARENT' });
    expect(await usernameOf(sessionCookieOf(right))).toBe('park.family');
  });

  it('lets a child switch to a sibling without a secret word at once', async () => {
    const child = await signedIn('mina');
    const { joon } = await familyOf(child);
    const response = await switchTo(child, { subAccountEncryptedLogin: joon!.subAccountEncryptedLogin });
    expect(response.status).toBe(200);
    expect(await usernameOf(sessionCookieOf(response))).toBe('joon');
  });

  it('refuses a forged, altered or another session’s token with 400 sign_in.invalid_sub_account, appending nothing', async () => {
    const parent = await signedIn('park.family');
    const { joon } = await familyOf(parent);
    const token = joon!.subAccountEncryptedLogin;
    const otherSession = await signedIn('park.family');
    const before = t.log.store.lastPosition();
    const refused = async (what: string, subAccountEncryptedLogin: string, cookie = parent) => {
      const response = await switchTo(cookie, { subAccountEncryptedLogin });
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toEqual({ error: 'sign_in.invalid_sub_account' });
    };
    for (let i = 0; i < token.length; i += 7) {
      await refused(`character ${i} altered`, `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`);
    }
    await refused('truncated', token.slice(0, -1));
    await refused('lengthened', `${token}A`);
    await refused('made up', Buffer.from(JSON.stringify({ t: 'u_joon', f: 'u_park_family' })).toString('base64url'));
    await refused('a user id', 'u_joon');
    await refused('empty', '');
    await refused('another session’s', token, otherSession);
    expect(t.log.store.lastPosition()).toBe(before);
    // The untouched token still works in its own session.
    expect((await switchTo(parent, { subAccountEncryptedLogin: token })).status).toBe(200);
    // …and, that session having ended, never again.
    expect((await switchTo(parent, { subAccountEncryptedLogin: token })).status).toBe(401);
  });

  it('is for a family’s members only: a visitor 401, anyone else 403', async () => {
    const token = (await familyOf(await signedIn('park.family'))).joon!.subAccountEncryptedLogin;
    expect((await client.postJson(HOME, '/signin/sub-account', { subAccountEncryptedLogin: token })).status).toBe(401);
    const student = await signedIn('ava.b');
    const response = await switchTo(student, { subAccountEncryptedLogin: token });
    expect(response.status).toBe(403);
  });

  it('throttles secret-word guesses like passwords: from the third, the bot check; never a 429', async () => {
    const parent = await signedIn('park.family');
    const token = (await familyOf(parent)).mina!.subAccountEncryptedLogin;
    // mina's one wrong secret word above counts too: two more make three.
    for (const guess of ['daisy0', 'daisy1']) expect((await switchTo(parent, { subAccountEncryptedLogin: token, secretWord: guess })).status).toBe(401);
    const withoutBotCheck = await switchTo(parent, { subAccountEncryptedLogin: token, secretWord: 'daisy2' });
    expect(withoutBotCheck.status).toBe(422);
    expect(await withoutBotCheck.json()).toEqual({ error: 'signin_redesign.signin_form.login_error.bot_check_failed' });
    const quickFormToken = await client.botCheckToken('signin_mini', HOME);
    expect((await switchTo(parent, { subAccountEncryptedLogin: token, secretWord: 'sunflower', recaptchaModel: { recaptchaToken: quickFormToken } })).status).toBe(422);
    const botCheckToken = await client.botCheckToken('#sub-account', HOME);
    secrets.add(botCheckToken);
    const right = await switchTo(parent, { subAccountEncryptedLogin: token, secretWord: 'sunflower', recaptchaModel: { recaptchaToken: botCheckToken } });
    expect(right.status).toBe(200);
  });
});

describe('the log', () => {
  it('holds no secret word, password, session token, sub-account login or bot-check token: every event’s JSON scanned', () => {
    const events = t.log.store.readAll(0, 1_000_000);
    expect(events.some((event) => event.type === 'SignInFailed' && (event.data as { reason: string }).reason === 'wrong_secret_word')).toBe(true);
    const everything = events.map((event) => JSON.stringify(event));
    for (const secret of secrets) {
      expect(everything.filter((json) => json.includes(secret)), `"${secret.slice(0, 20)}…" in the log`).toEqual([]);
    }
    expect(everything.filter((json) => json.includes('"classroom"'))).toEqual([]);
  });
});
