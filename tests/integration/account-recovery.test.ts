import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../server/mail/start-mail-catcher.mjs';
import { linkIn, startMailingTestApp, startTestMailCatcher, type TestMailCatcher } from '../support/mail-catcher';
import { sessionCookieOf } from '../support/test-app';

// Issue 14 account recovery over real SMTP: the app mails through a real MailDev
// and the tests read the mail from its HTTP API.

let mail: TestMailCatcher;
let t: Awaited<ReturnType<typeof startMailingTestApp>>;
beforeAll(async () => {
  mail = await startTestMailCatcher();
  t = await startMailingTestApp(mail);
}, 60_000);
afterAll(async () => {
  t?.close();
  await mail?.stop();
});

const HOUR = 60 * 60 * 1000;
const request = (body: Record<string, unknown>, cookie?: string) => t.postJson('/credential-request', body, cookie ? { cookie } : {});
const errorOf = (type: string) => ({ error: `credential_request_dialog.form.error.${type}`, type });

async function expectRefused(body: Record<string, unknown>, type: string, extra: Record<string, unknown> = {}) {
  const before = t.log.store.lastPosition();
  const response = await request(body);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ ...errorOf(type), ...extra });
  expect(t.log.store.lastPosition()).toBe(before);
}

describe('POST /credential-request errors (spec §8)', () => {
  it('MISSING_EMAIL for a blank address (username and password requests)', async () => {
    await expectRefused({ type: 'USERNAME', email: '  ' }, 'MISSING_EMAIL');
    await expectRefused({ type: 'USERNAME' }, 'MISSING_EMAIL');
    await expectRefused({ type: 'PASSWORD', username: 'ms.rivera', email: '' }, 'MISSING_EMAIL');
  });

  it('MISSING_USERNAME for a password request without a username', async () => {
    await expectRefused({ type: 'PASSWORD', username: ' ', email: 'ms.rivera@example.com' }, 'MISSING_USERNAME');
    await expectRefused({ type: 'PASSWORD', email: 'ms.rivera@example.com' }, 'MISSING_USERNAME');
  });

  it('INVALID_EMAIL for an address the §5 check refuses', async () => {
    await expectRefused({ type: 'USERNAME', email: 'ms.rivera@example' }, 'INVALID_EMAIL');
    await expectRefused({ type: 'USERNAME', email: 'ms.rivera@example.notatld' }, 'INVALID_EMAIL');
    await expectRefused({ type: 'PASSWORD', username: 'ms.rivera', email: 'a"b@example.com' }, 'INVALID_EMAIL');
  });

  it('NO_ACCOUNT when no account has the address', async () => {
    await expectRefused({ type: 'USERNAME', email: 'nobody.at.all@example.com' }, 'NO_ACCOUNT');
  });

  it('USERNAME_NOT_FOUND for an unknown username', async () => {
    await expectRefused({ type: 'PASSWORD', username: 'no.such.user', email: 'ms.rivera@example.com' }, 'USERNAME_NOT_FOUND');
  });

  it('WRONG_CUSTOM_DOMAIN when the account is not in the district of the custom domain, or no district has it', async () => {
    await expectRefused({ type: 'PASSWORD', username: 'park.family', email: 'park.family@example.com', customDomain: 'riverside' }, 'WRONG_CUSTOM_DOMAIN');
    await expectRefused({ type: 'PASSWORD', username: 'ms.rivera', email: 'ms.rivera@example.com', customDomain: 'nowhere' }, 'WRONG_CUSTOM_DOMAIN');
  });

  it('MISMATCHED_USERNAME_AND_EMAIL when the address is not the account’s (and for a student, who has none)', async () => {
    await expectRefused({ type: 'PASSWORD', username: 'ms.rivera', email: 'mr.okafor.x@example.com' }, 'MISMATCHED_USERNAME_AND_EMAIL');
    await expectRefused({ type: 'PASSWORD', username: 'ava.b', email: 'ava.b@example.com' }, 'MISMATCHED_USERNAME_AND_EMAIL');
  });

  it('SSO_ONLY with the district’s custom domain and its sign-in page for an account that signs in only through single sign-on', async () => {
    await expectRefused({ type: 'PASSWORD', username: 'mr.okafor', email: 'mr.okafor@example.com' }, 'SSO_ONLY', {
      ssoCustomDomain: 'riverside',
      ssoCustomDomainUrl: 'http://localhost/signin/riverside',
    });
  });

  it('refuses a request of no known type with 400, appending nothing', async () => {
    const before = t.log.store.lastPosition();
    const response = await request({ type: 'EVERYTHING', email: 'ms.rivera@example.com' });
    expect(response.status).toBe(400);
    expect(t.log.store.lastPosition()).toBe(before);
  });
});

describe('forgot username', () => {
  it('mails the usernames on the address (a parent’s includes the children) and answers where it went', async () => {
    const already = (await mail.to('park.family@example.com')).length;
    const response = await request({ type: 'USERNAME', email: ' Park.Family@Example.com ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ supportEmail: 'support@example.com', familyEmail: 'park.family@example.com' });
    const usernames = await mail.next('park.family@example.com', already);
    expect(usernames.subject).toBe('Your Live Classroom usernames');
    for (const username of ['park.family', 'mina', 'joon']) expect(usernames.text).toContain(username);
  });
});

describe('forgot password', () => {
  it('mails a link that sets a new password once, ends the other sessions, and the old password stops working', async () => {
    const otherSession = await t.signIn('ms.rivera');
    expect((await (await t.request('/session', { cookie: otherSession })).json()).username).toBe('ms.rivera');

    const already = (await mail.to('ms.rivera@example.com')).length;
    const response = await request({ type: 'PASSWORD', username: 'MS.Rivera', email: 'ms.rivera@example.com', customDomain: 'riverside' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ supportEmail: 'support@example.com', familyEmail: 'ms.rivera@example.com' });
    const resetMail = await mail.next('ms.rivera@example.com', already);
    const { url, token } = linkIn(resetMail, '/reset-password');
    expect(url.origin).toBe('http://localhost');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const check = await t.postJson('/credential-request/reset-token', { token });
    expect(await check.json()).toEqual({ kind: 'PASSWORD', username: 'ms.rivera' });

    const tooShort = await t.postJson('/credential-request/reset-password', { token, newPassword: 'short' });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toEqual({ error: 'credential_request.reset.password_too_short' });

    const reset = await t.postJson('/credential-request/reset-password', { token, newPassword: 'a new long password' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ username: 'ms.rivera' });

    // The other session is over; the old password fails; the new one works.
    expect((await (await t.request('/session', { cookie: otherSession })).json()).userType).toBe(0);
    expect((await t.postJson('/signin', { username: 'ms.rivera', password: 'classroom', rememberUser: false })).status).toBe(401);
    const fresh = await t.postJson('/signin', { username: 'ms.rivera', password: 'a new long password', rememberUser: false });
    expect(fresh.status).toBe(200);
    expect((await (await t.request('/session', { cookie: sessionCookieOf(fresh) })).json()).username).toBe('ms.rivera');

    // Used twice: refused, and the password stays.
    const again = await t.postJson('/credential-request/reset-password', { token, newPassword: 'yet another password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'credential_request.reset.invalid_token' });
    expect((await t.postJson('/credential-request/reset-token', { token })).status).toBe(400);
    expect((await t.postJson('/signin', { username: 'ms.rivera', password: 'yet another password', rememberUser: false })).status).toBe(401);
  });

  it('refuses an altered token and an expired one (after an hour), changing nothing', async () => {
    t.clock.advance(HOUR);
    const already = (await mail.to('admin.lee@example.com')).length;
    expect((await request({ type: 'PASSWORD', username: 'admin.lee', email: 'admin.lee@example.com' })).status).toBe(200);
    const { token } = linkIn(await mail.next('admin.lee@example.com', already), '/reset-password');

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const before = t.log.store.lastPosition();
    for (const bad of [altered, token.slice(1), '', 'x'.repeat(200)]) {
      const response = await t.postJson('/credential-request/reset-password', { token: bad, newPassword: 'a new long password' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'credential_request.reset.invalid_token' });
    }

    t.clock.advance(HOUR);
    const expired = await t.postJson('/credential-request/reset-password', { token, newPassword: 'a new long password' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: 'credential_request.reset.invalid_token' });
    expect(t.log.store.lastPosition()).toBe(before);
    expect((await t.postJson('/signin', { username: 'admin.lee', password: 'classroom', rememberUser: false })).status).toBe(200);
  });

  it('works a minute before the hour is up', async () => {
    t.clock.advance(HOUR);
    const already = (await mail.to('district.chen@example.com')).length;
    expect((await request({ type: 'PASSWORD', username: 'district.chen', email: 'district.chen@example.com' })).status).toBe(200);
    const { token } = linkIn(await mail.next('district.chen@example.com', already), '/reset-password');
    t.clock.advance(HOUR - 60_000);
    expect((await t.postJson('/credential-request/reset-password', { token, newPassword: 'district password 2' })).status).toBe(200);
  });

  it('lets one of two uses sent at once through', async () => {
    t.clock.advance(HOUR);
    const already = (await mail.to('new.teacher@example.com')).length;
    expect((await request({ type: 'PASSWORD', username: 'new.teacher', email: 'new.teacher@example.com' })).status).toBe(200);
    const { token } = linkIn(await mail.next('new.teacher@example.com', already), '/reset-password');
    const answers = await Promise.all(['first password', 'second password'].map((newPassword) => t.postJson('/credential-request/reset-password', { token, newPassword })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const completions = t.log.store.readAll(0, 1_000_000).filter((event) => event.type === 'PasswordResetCompleted' && (event.data as { userId: string }).userId === 'u_new_teacher');
    expect(completions).toHaveLength(1);
  });

  it('mails a family child’s link to the parent', async () => {
    t.clock.advance(HOUR);
    const already = (await mail.to('park.family@example.com')).length;
    expect((await request({ type: 'PASSWORD', username: 'joon', email: 'park.family@example.com' })).status).toBe(200);
    const resetMail = await mail.next('park.family@example.com', already);
    expect(resetMail.subject).toBe('Reset the password of joon');
  });
});

describe('forgot secret word', () => {
  it('mails a parent a link per child that sets the child’s secret word', async () => {
    t.clock.advance(HOUR);
    const parent = await t.signIn('park.family');
    const session = await (await t.request('/session', { cookie: parent })).json();
    const mina = session.subAccounts.find((member: { username: string }) => member.username === 'mina');
    const already = (await mail.to('park.family@example.com')).length;
    const response = await request({ type: 'SECRET_WORD', targetEncryptedLogin: mina.subAccountEncryptedLogin }, parent);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ supportEmail: 'support@example.com', familyEmail: 'p•••@example.com' });
    const secretMail = await mail.next('park.family@example.com', already);
    expect(secretMail.text).toContain('mina');
    expect(secretMail.text).not.toContain('joon');
    const { token } = linkIn(secretMail, '/reset-secret-word');
    expect(await (await t.postJson('/credential-request/reset-token', { token })).json()).toEqual({ kind: 'SECRET_WORD', username: 'mina' });
    // A secret-word link is not a password link.
    expect((await t.postJson('/credential-request/reset-password', { token, newPassword: 'a new long password' })).status).toBe(400);
    expect(await (await t.postJson('/credential-request/reset-secret-word', { token, newSecretWord: '  ' })).json()).toEqual({ error: 'secret_word_form.error.blank' });
    expect((await t.postJson('/credential-request/reset-secret-word', { token, newSecretWord: 'tulip' })).status).toBe(200);
    expect((await t.postJson('/credential-request/reset-secret-word', { token, newSecretWord: 'daisy' })).status).toBe(400);

    // The parent switches to mina with the new word; the old one is wrong.
    const loginOf = async (cookie: string) =>
      (await (await t.request('/session', { cookie })).json()).subAccounts.find((member: { username: string }) => member.username === 'mina').subAccountEncryptedLogin;
    const oldWord = await t.postJson('/signin/sub-account', { subAccountEncryptedLogin: await loginOf(parent), secretWord: 'sunflower' }, { cookie: parent });
    expect(oldWord.status).toBe(401);
    const newWord = await t.postJson('/signin/sub-account', { subAccountEncryptedLogin: await loginOf(parent), secretWord: 'tulip' }, { cookie: parent });
    expect(newWord.status).toBe(200);
    expect(await newWord.json()).toMatchObject({ userKind: 'CHILD' });
  });

  it('mails links for every child when no child is named', async () => {
    t.clock.advance(HOUR);
    const parent = await t.signIn('park.family');
    const already = (await mail.to('park.family@example.com')).length;
    expect((await request({ type: 'SECRET_WORD' }, parent)).status).toBe(200);
    const secretMail = await mail.next('park.family@example.com', already);
    expect(secretMail.text.match(/\/reset-secret-word\?token=/g)).toHaveLength(2);
  });

  it('answers a child with the ask-your-parent confirmation and mails nothing', async () => {
    const child = await t.signIn('joon');
    const before = t.log.store.lastPosition();
    const response = await request({ type: 'SECRET_WORD' }, child);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ supportEmail: 'support@example.com', familyEmail: null, askParent: true });
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('refuses a visitor (401), a teacher (403) and a forged or foreign sub-account login (400)', async () => {
    expect((await request({ type: 'SECRET_WORD' })).status).toBe(401);
    expect((await request({ type: 'SECRET_WORD' }, await t.signIn('mr.okafor'))).status).toBe(403);
    const parent = await t.signIn('park.family');
    const forged = await request({ type: 'SECRET_WORD', targetEncryptedLogin: 'forged-login' }, parent);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'sign_in.invalid_sub_account' });
    // The parent's own entry is not a child.
    const session = await (await t.request('/session', { cookie: parent })).json();
    const own = session.subAccounts.find((member: { isParent: boolean }) => member.isParent);
    expect((await request({ type: 'SECRET_WORD', targetEncryptedLogin: own.subAccountEncryptedLogin }, parent)).status).toBe(400);
  });
});

describe('the log', () => {
  it('holds no token, no link and no address in clear for any credential request', async () => {
    const text = t.logText();
    const mails = await mail.all();
    expect(mails.length).toBeGreaterThan(5);
    for (const caught of mails) {
      for (const match of caught.text.matchAll(/token=([A-Za-z0-9_-]+)/g)) expect(text).not.toContain(match[1]);
    }
    expect(text).not.toContain('reset-password?');
    const requests = t.log.store.readAll(0, 1_000_000).filter((event) => ['CredentialRequested', 'PasswordResetCompleted', 'SecretWordResetCompleted'].includes(event.type));
    expect(requests.length).toBeGreaterThan(5);
    expect(JSON.stringify(requests.map((event) => event.data))).not.toMatch(/@/);
    for (const password of ['a new long password', 'district password 2', 'tulip']) expect(text).not.toContain(password);
  });
});

describe('throttling', () => {
  it('answers 429 past 30 requests an hour from one address, appending nothing', async () => {
    t.clock.advance(HOUR);
    let answered = 0;
    let response: Response;
    do {
      response = await request({ type: 'USERNAME', email: 'nobody.at.all@example.com' });
      answered++;
    } while (response.status === 400 && answered < 100);
    expect(answered).toBe(31);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: 'credential_request.too_many_requests' });
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a mail server that fails', () => {
  it('answers 503 mail.not_sent, the request recorded and nothing else told', async () => {
    const unreachable = await startMailingTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await unreachable.postJson('/credential-request', { type: 'PASSWORD', username: 'ms.rivera', email: 'ms.rivera@example.com' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'mail.not_sent' });
      expect(logged).toHaveBeenCalled();
      expect(String(logged.mock.calls[0])).not.toContain('ms.rivera@example.com');
    } finally {
      logged.mockRestore();
      unreachable.close();
    }
  }, 30_000);
});

