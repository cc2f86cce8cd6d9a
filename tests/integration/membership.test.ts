import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailingTestApp, startTestMailCatcher, type TestMailCatcher } from '../support/mail-catcher';
import { sessionCookieOf } from '../support/test-app';

// Issue 14 joining (a family parent confirms the address by a mailed link, then
// adds children) and the renewal reminder (the legacy server-driven dialog).

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

const DAY = 24 * 60 * 60 * 1000;
const join = (body: Record<string, unknown>, cookie?: string) => t.postJson('/membership/family', body, cookie ? { cookie } : {});
const valid = { username: 'lee.family', email: 'Lee.Family@example.org', password: 'family password', displayName: 'Lee Family' };

async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const answered = await response;
  expect(answered.status).toBe(status);
  expect(await answered.json()).toEqual({ error });
}

describe('joining as a family', () => {
  it('refuses bad usernames, addresses and passwords, appending nothing', async () => {
    const teacher = await t.signIn('ms.rivera');
    const before = t.log.store.lastPosition();
    await expectError(join({ ...valid, username: 'x' }), 400, 'membership.error.username_invalid');
    await expectError(join({ ...valid, username: 'has space' }), 400, 'membership.error.username_invalid');
    await expectError(join({ ...valid, username: 'park.family' }), 400, 'membership.error.username_taken');
    await expectError(join({ ...valid, email: ' ' }), 400, 'credential_request_dialog.form.error.MISSING_EMAIL');
    await expectError(join({ ...valid, email: 'lee@family' }), 400, 'credential_request_dialog.form.error.INVALID_EMAIL');
    await expectError(join({ ...valid, password: 'short' }), 400, 'membership.error.password_too_short');
    await expectError(join({ ...valid, password: 'p'.repeat(129) }), 400, 'membership.error.password_too_long');
    await expectError(join(valid, teacher), 403, 'membership.error.already_signed_in');
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('mails a confirmation link; following it creates the parent, starts a year and signs in; the parent adds a child who signs in with its secret word', async () => {
    const response = await join(valid);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ email: 'lee.family@example.org' });
    // The username is held while the link is out; the account does not exist yet.
    await expectError(join({ ...valid, email: 'other@example.org' }), 400, 'membership.error.username_taken');
    expect((await t.postJson('/signin', { username: 'lee.family', password: 'family password', rememberUser: false })).status).toBe(401);

    const confirmation = await mail.next('lee.family@example.org', 0);
    expect(confirmation.text).toContain('nothing to pay');
    const { url, token } = linkIn(confirmation, '/membership/confirm');
    expect(url.origin).toBe('http://localhost');

    const confirmed = await t.postJson('/membership/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ username: 'lee.family', userKind: 'PARENT' });
    const parent = sessionCookieOf(confirmed);
    expect(await (await t.request('/membership/family', { cookie: parent })).json()).toEqual({
      family: { parentUsername: 'lee.family', email: 'lee.family@example.org', endsOn: '2027-11-02', children: [] },
    });
    await expectError(t.postJson('/membership/confirm', { token }), 400, 'membership.error.invalid_token');

    // The parent signs in with the chosen password.
    expect((await t.postJson('/signin', { username: 'lee.family', password: 'family password', rememberUser: false })).status).toBe(200);

    // Adding children: with a secret word and without.
    await expectError(t.postJson('/membership/children', { username: 'mina' }, { cookie: parent }), 400, 'membership.error.username_taken');
    const added = await t.postJson('/membership/children', { username: 'Hana.Lee', displayName: 'Hana', secretWord: ' marigold ' }, { cookie: parent });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ username: 'hana.lee' });
    expect((await t.postJson('/membership/children', { username: 'jun.lee' }, { cookie: parent })).status).toBe(201);
    const family = (await (await t.request('/membership/family', { cookie: parent })).json()).family;
    expect(family.children.map((child: { username: string; hasSecretWord: boolean }) => [child.username, child.hasSecretWord])).toEqual([
      ['hana.lee', true],
      ['jun.lee', false],
    ]);

    // With an Idempotency-Key the child is created once; a retry with the key answers the same and creates nothing.
    const addSol = () => t.postJson('/membership/children', { username: 'sol.lee' }, { cookie: parent, headers: { 'idempotency-key': 'add-sol-1' } });
    const keyed = await addSol();
    expect(keyed.status).toBe(201);
    const keyedAnswer = await keyed.json();
    expect(keyedAnswer).toMatchObject({ username: 'sol.lee', userId: expect.any(String) });
    expect(t.log.queries.directory.userById(keyedAnswer.userId)).toMatchObject({ username: 'sol.lee', role: 'child' });
    const beforeRetry = t.log.store.lastPosition();
    const retried = await addSol();
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual(keyedAnswer);
    expect(t.log.store.lastPosition()).toBe(beforeRetry);
    const withSol = (await (await t.request('/membership/family', { cookie: parent })).json()).family;
    expect(withSol.children.map((member: { username: string }) => member.username).sort()).toEqual(['hana.lee', 'jun.lee', 'sol.lee']);

    // Hana signs in from the family's session with her secret word.
    const session = await (await t.request('/session', { cookie: parent })).json();
    const hana = session.subAccounts.find((member: { username: string }) => member.username === 'hana.lee');
    expect(hana).toMatchObject({ isParent: false, isSecretWordRequired: true });
    expect((await t.postJson('/signin/sub-account', { subAccountEncryptedLogin: hana.subAccountEncryptedLogin, secretWord: 'wrong' }, { cookie: parent })).status).toBe(401);
    const switched = await t.postJson('/signin/sub-account', { subAccountEncryptedLogin: hana.subAccountEncryptedLogin, secretWord: 'marigold' }, { cookie: parent });
    expect(switched.status).toBe(200);
    const child = sessionCookieOf(switched);
    expect(await (await t.request('/session', { cookie: child })).json()).toMatchObject({ username: 'hana.lee', role: 'child' });
    // A child sees its family without the address, and cannot add children.
    expect((await (await t.request('/membership/family', { cookie: child })).json()).family).toMatchObject({ parentUsername: 'lee.family', email: null });
    await expectError(t.postJson('/membership/children', { username: 'sneaky.kid' }, { cookie: child }), 403, 'membership.error.parents_only');
  });

  it('refuses a confirmation link that expired (24 hours) or was altered', async () => {
    expect((await join({ ...valid, username: 'kim.family', email: 'kim@example.net' })).status).toBe(202);
    const { token } = linkIn(await mail.next('kim@example.net', 0), '/membership/confirm');
    await expectError(t.postJson('/membership/confirm', { token: `${token}x` }), 400, 'membership.error.invalid_token');
    t.clock.advance(DAY);
    await expectError(t.postJson('/membership/confirm', { token }), 400, 'membership.error.invalid_token');
    // The username is free again.
    expect((await join({ ...valid, username: 'kim.family', email: 'kim@example.net' })).status).toBe(202);
  });

  it('lets only parents add children, and at most 8', async () => {
    await expectError(t.postJson('/membership/children', { username: 'a.child' }), 401, 'request.sign_in_required');
    await expectError(t.postJson('/membership/children', { username: 'a.child' }, { cookie: await t.signIn('ms.rivera', 'classroom') }), 403, 'membership.error.parents_only');
    const parent = await t.signIn('park.family');
    for (let n = 3; n <= 8; n++) expect((await t.postJson('/membership/children', { username: `park.kid${n}` }, { cookie: parent })).status).toBe(201);
    await expectError(t.postJson('/membership/children', { username: 'park.kid9' }, { cookie: parent }), 409, 'membership.error.too_many_children');
  });

  it('answers 429 past 10 join requests an hour from one address, appending nothing', async () => {
    t.clock.advance(60 * 60 * 1000);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await join({ ...valid, username: `many.family${n}`, email: `many${n}@example.com` })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
    const before = t.log.store.lastPosition();
    const refused = await join({ ...valid, username: 'one.more', email: 'one.more@example.com' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'membership.error.too_many_requests', retryAfterSeconds: expect.any(Number) });
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('keeps no password, secret word or token in the log', async () => {
    const text = t.logText();
    for (const secret of ['family password', 'marigold']) expect(text).not.toContain(secret);
    for (const caught of await mail.all()) for (const match of caught.text.matchAll(/token=([A-Za-z0-9_-]+)/g)) expect(text).not.toContain(match[1]);
  });
});

describe('the renewal reminder (legacy server-driven dialog)', () => {
  it('shows park.family the dialog near the end, puts it off for a week, and renews for a year', async () => {
    const parent = await t.signIn('park.family');
    expect((await t.request('/legacy-dialogs/renewal-reminder', { cookie: await t.signIn('ms.rivera', 'classroom') })).status).toBe(204);
    expect((await t.request('/legacy-dialogs/renewal-reminder')).status).toBe(204);

    const dialog = await (await t.request('/legacy-dialogs/renewal-reminder', { cookie: parent })).json();
    // Seeded at 2026-11-02 to end 10 days later; a day has passed in this file.
    expect(dialog).toEqual({
      header: 'Your family membership ends on 12 November 2026',
      body: expect.stringContaining('nothing to pay'),
      buttons: [
        { text: 'Not now', handler: 'submit', name: 'choice', value: 'later' },
        { text: 'See membership', handler: 'href=/membership' },
        { text: 'Renew for a year', handler: 'submit', name: 'choice', value: 'renew' },
      ],
      form: { action: '/legacy-dialogs/renewal-reminder', method: 'POST' },
    });

    const form = (choice?: string, cookie = parent) =>
      t.request('/legacy-dialogs/renewal-reminder', { method: 'POST', cookie, body: new URLSearchParams(choice ? { choice } : {}), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    // "Not now" is the dialog's own submit button: the dialog posts its name=value (choice=later) as form data.
    const notNow = dialog.buttons.find((button: { text: string }) => button.text === 'Not now');
    const later = await t.request('/legacy-dialogs/renewal-reminder', {
      method: 'POST',
      cookie: parent,
      body: new URLSearchParams({ [notNow.name]: notNow.value }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ header: 'We will remind you later', body: expect.any(String) });
    // Gone on the next page load (the notice asks again and gets 204), for the 7 days.
    expect((await t.request('/legacy-dialogs/renewal-reminder', { cookie: parent })).status).toBe(204);

    t.clock.advance(7 * DAY);
    const again = await t.signIn('park.family');
    expect((await t.request('/legacy-dialogs/renewal-reminder', { cookie: again })).status).toBe(200);
    const renewed = await form(undefined, again);
    expect(await renewed.json()).toEqual({ header: 'Membership renewed', body: 'Your family membership now runs until 12 November 2027. There was nothing to pay.' });
    expect((await t.request('/legacy-dialogs/renewal-reminder', { cookie: again })).status).toBe(204);
    expect((await (await t.request('/membership/family', { cookie: again })).json()).family.endsOn).toBe('2027-11-12');

    // Sent again (another tab): answered, nothing appended.
    const before = t.log.store.lastPosition();
    expect(await (await form(undefined, again)).json()).toMatchObject({ header: 'Your membership is up to date' });
    expect(t.log.store.lastPosition()).toBe(before);
    await expectError(form('bogus', again), 400, 'request.invalid');
  });

  it('refuses the form to anyone but a family parent', async () => {
    const post = (cookie?: string) => t.request('/legacy-dialogs/renewal-reminder', { method: 'POST', ...(cookie ? { cookie } : {}), body: new URLSearchParams({ choice: 'renew' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await post()).status).toBe(401);
    expect((await post(await t.signIn('mr.okafor'))).status).toBe(403);
    expect((await post(await t.signIn('joon'))).status).toBe(403);
  });
});
