import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../server/auth/password';
import { startTestApp } from '../support/test-app';

// Issue 15: Profile & Settings over the seeded demo (docs/profile.md):
// POST /profile/edit/{field} with the CSRF header, `errorMessage` on failure,
// the secret word only as a hash.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'ava.b', 'park.family', 'mina']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const edit = (username: string, field: string, fields: Record<string, string>, { csrf = true } = {}) =>
  t.request(`/profile/edit/${field}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    cookie: cookies[username]!,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(csrf ? { 'X-CSRF-Protection': '1' } : {}) },
  });
const profileOf = async (username: string) => (await t.request('/profile/fields', { cookie: cookies[username]! })).json() as Promise<{ values: Record<string, unknown>; editableFields: string[] }>;
const appended = () => t.log.store.lastPosition();

describe('POST /profile/edit/{field}', () => {
  it('saves one field at a time and reads it back', async () => {
    expect((await edit('ms.rivera', 'firstName', { value: 'Rosa' })).status).toBe(200);
    expect((await edit('ms.rivera', 'hideTimer', { value: 'true' })).status).toBe(200);
    expect((await edit('ms.rivera', 'subjects', { value: '["math","sci"]' })).status).toBe(200);
    expect((await edit('ms.rivera', 'profileIcon', { value: 'rocket' })).status).toBe(200);
    const { values } = await profileOf('ms.rivera');
    expect(values).toMatchObject({ firstName: 'Rosa', hideTimer: true, subjects: ['math', 'sci'], profileIcon: 'rocket' });
    expect(await (await t.request('/profile/preferences', { cookie: cookies['ms.rivera']! })).json()).toMatchObject({ hideTimer: true });
  });

  it('hideGradeLevels is among the preferences other pages apply (issue 31 item 5)', async () => {
    expect(await (await t.request('/profile/preferences', { cookie: cookies['ms.rivera']! })).json()).toMatchObject({ hideGradeLevels: false });
    expect((await edit('ms.rivera', 'hideGradeLevels', { value: 'true' })).status).toBe(200);
    expect(await (await t.request('/profile/preferences', { cookie: cookies['ms.rivera']! })).json()).toMatchObject({ hideGradeLevels: true });
    expect(await (await t.request('/profile/preferences')).json()).toMatchObject({ hideGradeLevels: false });
  });

  it("sets the e-mail address where account mail goes (the directory's)", async () => {
    expect((await edit('ms.rivera', 'email', { value: 'Rosa.Rivera@Maple.example.org' })).status).toBe(200);
    expect(t.log.queries.directory.emailOf('u_ms_rivera')).toBe('rosa.rivera@maple.example.org');
    expect((await profileOf('ms.rivera')).values.email).toBe('rosa.rivera@maple.example.org');
  });

  it('requires the CSRF header', async () => {
    const before = appended();
    const response = await edit('ms.rivera', 'hideGames', { value: 'true' }, { csrf: false });
    expect(response.status).toBe(403);
    expect(appended()).toBe(before);
  });

  it.each([
    ['ms.rivera', 'hideTimer', 'maybe', 400, 'profile.invalid_value'],
    ['ms.rivera', 'profileIcon', 'person-2', 400, 'profile.invalid_value'],
    ['ms.rivera', 'profileIcon', 'flower-4', 400, 'profile.invalid_value'],
    ['ms.rivera', 'timezone', 'Mars/Olympus', 400, 'profile.invalid_value'],
    ['ms.rivera', 'email', 'rosa@maple', 400, 'profile.invalid_email'],
    ['ms.rivera', 'grade', '4', 403, 'profile.field_not_for_role'],
    ['ava.b', 'subjects', 'math', 403, 'profile.field_not_for_role'],
    ['mina', 'secretWord', 'tulip', 403, 'profile.field_not_for_role'],
    ['ms.rivera', 'password', 'x', 404, 'profile.unknown_field'],
  ])('%s setting %s to %j: %i with errorMessage %s, nothing appended', async (username, field, value, status, key) => {
    const before = appended();
    const response = await edit(username, field, { value });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ errorMessage: key });
    expect(appended()).toBe(before);
  });

  it("lets a parent set a child's secret word: the directory holds its hash, no event holds the word", async () => {
    const mina = t.log.queries.directory.userById('u_mina')!;
    expect((await edit('park.family', 'secretWord', { value: 'marigold', forUserId: mina.userId })).status).toBe(200);
    const hash = (t.log.db.prepare('SELECT secret_word_hash AS hash FROM directory_users WHERE user_id = ?').get('u_mina') as { hash: string }).hash;
    expect(await verifySecret(hash, 'marigold')).toBe(true);
    const everything = JSON.stringify(t.log.store.readAll(0, 100_000));
    expect(everything).not.toContain('marigold');
    const other = await edit('park.family', 'secretWord', { value: 'marigold', forUserId: 'u_ava_b' });
    expect(other.status).toBe(403);
  });
});

describe('a teacher’s profile shows what the directory knows (issue 34)', () => {
  it('school and subjects come from the directory and the teacher’s setup until the teacher writes their own', async () => {
    cookies['ms.cho'] = await t.signIn('ms.cho');
    const teacher = t.log.queries.directory.accountByUsername('ms.cho')!;
    const setup = t.log.queries.teacherSetup.setupOf(teacher.userId);
    const schoolId = setup.schoolId ?? teacher.schoolId!;
    const { values } = await profileOf('ms.cho');
    expect(values.school).toBe(t.log.queries.directory.schoolNameOf(schoolId));
    expect(values.school).not.toBe('');
    expect(values.subjects).toEqual(setup.saved?.subjects ?? []);
    expect((await edit('ms.cho', 'school', { value: 'Cedar Creek Upper' })).status).toBe(200);
    expect((await profileOf('ms.cho')).values.school).toBe('Cedar Creek Upper');
    expect((await profileOf('ava.b')).values.school).toBe(''); // a student's profile has no school field of its own
  });

  it('the country is the teacher’s edition’s until the teacher writes their own', async () => {
    cookies['ms.cho'] ??= await t.signIn('ms.cho');
    expect(t.log.queries.directory.accountByUsername('ms.cho')!.edition).toBe('US');
    const { values } = await profileOf('ms.cho');
    expect(values.country).toBe('United States');
    expect((await edit('ms.cho', 'country', { value: 'Canada' })).status).toBe(200);
    expect((await profileOf('ms.cho')).values.country).toBe('Canada');
    expect((await profileOf('ava.b')).values.country).toBe(''); // not a teacher: only what they wrote
  });

  it('the state is the teacher’s school’s in the directory until the teacher writes their own', async () => {
    cookies['ms.cho'] ??= await t.signIn('ms.cho');
    const teacher = t.log.queries.directory.accountByUsername('ms.cho')!;
    const schoolId = t.log.queries.teacherSetup.setupOf(teacher.userId).schoolId ?? teacher.schoolId!;
    expect(t.log.queries.directory.schoolStateOf(schoolId)).toBe('New York');
    expect((await profileOf('ms.cho')).values.state).toBe('New York');
    expect((await edit('ms.cho', 'state', { value: 'Vermont' })).status).toBe(200);
    expect((await profileOf('ms.cho')).values.state).toBe('Vermont');
    expect((await profileOf('park.family')).values.state).toBe(''); // not a teacher: only what they wrote
  });
});
