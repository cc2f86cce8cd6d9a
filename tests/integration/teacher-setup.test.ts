import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

// Issue 15: the teacher setup calls and the cookie call, over the seeded demo school (docs/teacher-setup.md).

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const teachers = ['new.teacher', 'ms.rivera', 'ms.patel', 'mr.nguyen', 'ms.kim', 'ms.cho', 'mr.diaz'];
beforeAll(async () => {
  t = await startTestApp();
  for (const username of [...teachers, 'ava.b', 'admin.lee']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const dialogOf = async (username: string) => (await t.request('/teacher-setup/dialog', { method: 'POST', cookie: cookies[username] })).json();
const postForm = (username: string | null, path: string, entries: [string, string][]) =>
  t.request(path, {
    method: 'POST',
    body: new URLSearchParams(entries),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(username ? { cookie: cookies[username] } : {}),
  });

describe('signing in offers teacher setup', () => {
  it('a teacher’s sign-in sets the try-teacher-setup cookie (path /, readable by the page); a student’s does not', async () => {
    const teacher = await t.postJson('/signin', { username: 'new.teacher', password: 'classroom', rememberUser: false });
    const teacherCookies = teacher.headers.getSetCookie();
    const offered = teacherCookies.find((cookie) => cookie.startsWith('try-teacher-setup='));
    expect(offered).toMatch(/^try-teacher-setup=true; Path=\//);
    expect(offered).not.toMatch(/HttpOnly/i);
    const student = await t.postJson('/signin', { username: 'ava.b', password: 'classroom', rememberUser: false });
    expect(student.headers.getSetCookie().some((cookie) => cookie.startsWith('try-teacher-setup='))).toBe(false);
  });
});

describe('POST /teacher-setup/dialog over the demo', () => {
  it('new.teacher: the school list (placeholder-free, by name) and every licensed subject, trial-only ones marked', async () => {
    expect(await dialogOf('new.teacher')).toEqual({
      dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS',
      isIgnorable: false,
      data: {
        fromActivationKey: false,
        notifyForInactive: false,
        showSubjDueToAddedProduct: false,
        hasTeacherSelectedSubjects: false,
        schoolList: [
          { customerId: 'school_cedar', customerName: 'Cedar Creek Middle School' },
          { customerId: 'school_maple', customerName: 'Maple Elementary' },
        ],
        teacherSubjects: [
          { subjectName: 'math', displaySubjectName: 'Math', displayName: 'Math', selected: false, isForTrialOnly: false },
          { subjectName: 'ela', displaySubjectName: 'Language arts', displayName: 'Language arts', selected: false, isForTrialOnly: false },
          { subjectName: 'sci', displaySubjectName: 'Science', displayName: 'Science', selected: false, isForTrialOnly: false },
          { subjectName: 'ss', displaySubjectName: 'Social studies', displayName: 'Social studies', selected: false, isForTrialOnly: false },
          { subjectName: 'spa', displaySubjectName: 'Spanish', displayName: 'Spanish', selected: false, isForTrialOnly: false },
        ],
      },
    });
  });

  it('the other demo teachers: a realistic mix after admin.lee’s licence change', async () => {
    expect(await dialogOf('ms.rivera')).toEqual({ dialogType: 'NONE', isIgnorable: false, data: null });
    expect(await dialogOf('ms.patel')).toMatchObject({ dialogType: 'SELECT_SUBJECTS', isIgnorable: true, data: { variant: 'NEW_SUBJECTS' } });
    expect(await dialogOf('mr.nguyen')).toMatchObject({ dialogType: 'SELECT_SUBJECTS', isIgnorable: false, data: { variant: 'NEW_SCHOOL_YEAR' } });
    expect(await dialogOf('ms.kim')).toMatchObject({ dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS', data: { fromActivationKey: true, schoolList: null } });
    expect(await dialogOf('ms.cho')).toMatchObject({ dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS', data: { showSubjDueToAddedProduct: true, schoolList: null } });
    expect(await dialogOf('mr.diaz')).toEqual({ dialogType: 'GO_TO_ROSTER', isIgnorable: false, data: { isTrial: true, isNewTrial: false, durationDays: 30 } });
  });

  it('is for teachers only: 403 for an administrator or a student, 401 for a visitor', async () => {
    expect((await t.request('/teacher-setup/dialog', { method: 'POST', cookie: cookies['admin.lee'] })).status).toBe(403);
    expect((await t.request('/teacher-setup/dialog', { method: 'POST', cookie: cookies['ava.b'] })).status).toBe(403);
    expect((await t.request('/teacher-setup/dialog', { method: 'POST' })).status).toBe(401);
  });
});

describe('POST /teacher-setup/update-school-and-subjects', () => {
  it('refuses the placeholder, a trial-only or unlicensed subject and no subject, with the form error key; appends nothing', async () => {
    const before = t.log.store.lastPosition();
    const refused = async (entries: [string, string][], error: string) => {
      const response = await postForm('new.teacher', '/teacher-setup/update-school-and-subjects', entries);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    };
    await refused([['customerId', '-1'], ["teacherSubjects['math']", 'true']], 'teacher_setup.school_required');
    await refused([['customerId', 'school_nowhere'], ["teacherSubjects['math']", 'true']], 'teacher_setup.unknown_school');
    await refused([['customerId', 'school_maple'], ["teacherSubjects['math']", 'false']], 'teacher_setup.no_subject_selected');
    await refused([['customerId', 'school_maple'], ["teacherSubjects['ss']", 'true']], 'teacher_setup.subject_not_licensed');
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('new.teacher picks Maple and two subjects: then the go-to-roster prompt of a new 30-day trial', async () => {
    const response = await postForm('new.teacher', '/teacher-setup/update-school-and-subjects', [
      ['customerId', 'school_maple'],
      ["teacherSubjects['math']", 'true'],
      ["teacherSubjects['sci']", 'true'],
      ["teacherSubjects['ela']", 'false'],
    ]);
    expect(response.status).toBe(200);
    const events = t.log.store.readStream('teacher-setup:u_new_teacher');
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['TeacherSchoolChosen', { teacherUserId: 'u_new_teacher', schoolId: 'school_maple', previousSchoolId: null }],
      ['TeacherSubjectsSelected', { teacherUserId: 'u_new_teacher', schoolId: 'school_maple', subjects: ['math', 'sci'], offeredSubjects: ['math', 'ela', 'sci', 'spa'], schoolYear: '2026-2027' }],
    ]);
    expect(await dialogOf('new.teacher')).toEqual({ dialogType: 'GO_TO_ROSTER', isIgnorable: false, data: { isTrial: true, isNewTrial: true, durationDays: 30 } });
  });

  it('ms.kim confirms the subjects of her activation key (no school list): her dialog is then the roster prompt', async () => {
    const response = await postForm('ms.kim', '/teacher-setup/update-school-and-subjects', [["teacherSubjects['ela']", 'true'], ["teacherSubjects['spa']", 'true'], ['fromActivationKey', 'true']]);
    expect(response.status).toBe(200);
    expect(await dialogOf('ms.kim')).toMatchObject({ dialogType: 'GO_TO_ROSTER' });
  });

  it('answers 409 when the teacher’s dialog is not the school dialog', async () => {
    const response = await postForm('ms.rivera', '/teacher-setup/update-school-and-subjects', [['customerId', 'school_maple'], ["teacherSubjects['math']", 'true']]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'teacher_setup.no_school_dialog' });
  });
});

describe('POST /teacher-setup/save-subjects (a JSON string list)', () => {
  it('mr.nguyen confirms his subjects for the new school year, sent as a JSON array', async () => {
    const response = await t.postJson('/teacher-setup/save-subjects', ['math', 'ela', 'sci'], { cookie: cookies['mr.nguyen'] });
    expect(response.status).toBe(200);
    expect(await dialogOf('mr.nguyen')).toMatchObject({ dialogType: 'GO_TO_ROSTER' });
  });

  it('ms.patel’s list as a form field holding JSON text', async () => {
    const response = await postForm('ms.patel', '/teacher-setup/save-subjects', [['subjects', '["math","sci"]']]);
    expect(response.status).toBe(200);
    expect((await dialogOf('ms.patel')).dialogType).toBe('GO_TO_ROSTER');
  });

  it('refuses an empty list and an unlicensed subject', async () => {
    const empty = await t.postJson('/teacher-setup/save-subjects', [], { cookie: cookies['ms.patel'] });
    expect([empty.status, await empty.json()]).toEqual([400, { error: 'teacher_setup.no_subject_selected' }]);
    const unlicensed = await t.postJson('/teacher-setup/save-subjects', ['ss'], { cookie: cookies['ms.patel'] });
    expect([unlicensed.status, await unlicensed.json()]).toEqual([400, { error: 'teacher_setup.subject_not_licensed' }]);
  });
});

describe('POST /cookie and /actions/cookie: only the product’s own cookies', () => {
  const setCookie = (path: string, entries: [string, string][], as: string | null = 'new.teacher') => postForm(as, path, entries);

  it.each(['/cookie', '/actions/cookie'])('%s sets try-teacher-setup to false at path /', async (path) => {
    const response = await setCookie(path, [['name', 'try-teacher-setup'], ['value', 'false'], ['path', '/'], ['secure', 'true']]);
    expect(response.status).toBe(204);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^try-teacher-setup=false; Path=\/; SameSite=Lax$/);
  });

  it('is Secure when asked for over https', async () => {
    const response = await t.request('/cookie', {
      method: 'POST',
      body: new URLSearchParams([['name', 'try-teacher-setup'], ['value', 'false'], ['secure', 'true']]),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it.each([
    ['the session cookie', [['name', 'lc_session'], ['value', 'forged-token']], 'cookie.not_allowed'],
    ['an unknown name', [['name', 'tracking_id'], ['value', 'x']], 'cookie.not_allowed'],
    ['a prototype key', [['name', 'constructor'], ['value', 'true']], 'cookie.not_allowed'],
    ['a value the cookie never takes', [['name', 'try-teacher-setup'], ['value', 'true; Domain=evil.example']], 'cookie.invalid_value'],
    ['another path', [['name', 'try-teacher-setup'], ['value', 'false'], ['path', '/admin']], 'cookie.invalid_path'],
    ['another domain', [['name', 'try-teacher-setup'], ['value', 'false'], ['domain', 'evil.example']], 'cookie.invalid_domain'],
    ['an unreadable expiry', [['name', 'try-teacher-setup'], ['value', 'false'], ['expires', 'someday']], 'cookie.invalid_expires'],
  ] as [string, [string, string][], string][])('refuses %s with 400 and sets nothing', async (_, entries, error) => {
    for (const path of ['/cookie', '/actions/cookie']) {
      for (const as of ['new.teacher', null]) {
        const response = await setCookie(path, entries, as);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
  });

  it('a past expiry deletes the cookie; a far one is capped at a year', async () => {
    const past = await setCookie('/cookie', [['name', 'try-teacher-setup'], ['value', 'false'], ['expires', '1000']]);
    expect(past.headers.getSetCookie()[0]).toMatch(/^try-teacher-setup=; Max-Age=0; Path=\//);
    const far = await setCookie('/cookie', [['name', 'should-show-admin-contacts'], ['value', 'true'], ['expires', '2099-01-01T00:00:00Z']]);
    const expires = /Expires=([^;]+)/.exec(far.headers.getSetCookie()[0]!)![1]!;
    expect(new Date(expires).getTime()).toBeLessThanOrEqual(t.clock().getTime() + 366 * 86_400_000);
  });
});
