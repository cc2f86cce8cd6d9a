import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

// Issue 15: the roster's calls, and that every change reaches the screens that show classes (docs/roster.md).

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'admin.lee', 'ava.b', 'new.teacher']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const post = (as: string, path: string, body: unknown) => t.postJson(path, body, { cookie: cookies[as] });
const get = async (as: string, path: string) => (await t.request(path, { cookie: cookies[as] })).json();
/** The student ids of a class on each screen that lists classes. */
async function studentsOnEveryScreen(as: string, classId: string): Promise<Record<string, string[]>> {
  const ids = (answer: { classes: { classId: string; students: { userId: string }[] }[] }) => answer.classes.find((c) => c.classId === classId)?.students.map((s) => s.userId).sort() ?? [];
  return {
    liveMessages: ids(await get(as, '/liveMessage/recipients')),
    focusSessions: ids(await get(as, '/focus-zone/classes')),
    instantReviewAndGroupJams: ids(await get(as, '/instant-review/classes')),
    liveClassroom: ids(await get(as, '/analytics/live-classroom/classes')),
  };
}

describe('the roster', () => {
  let classId: string;

  it('ms.rivera sees her class with its 24 students and her school’s students to add', async () => {
    const view = await get('ms.rivera', '/roster/classes');
    expect(view.hasSchool).toBe(true);
    expect(view.classes).toHaveLength(1);
    expect(view.classes[0]).toMatchObject({ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4 });
    expect(view.classes[0].students).toHaveLength(24);
    expect(view.classes[0].students[0]).toEqual({ userId: 'u_ava_b', username: 'ava.b', displayName: 'Ava B.' });
    expect(view.schoolStudents.map((s: { username: string }) => s.username)).toContain('leo.k');
  });

  it('creates a class (an event), which every screen shows at once', async () => {
    const response = await post('ms.rivera', '/roster/create-class', { name: 'Reading Circle', grade: 4 });
    expect(response.status).toBe(200);
    ({ classId } = await response.json());
    expect(t.log.store.readStream(`class:${classId}`).map((e) => e.type)).toEqual(['ClassCreated']);
    expect(await studentsOnEveryScreen('ms.rivera', classId)).toEqual({ liveMessages: [], focusSessions: [], instantReviewAndGroupJams: [], liveClassroom: [] });
  });

  it('adds an existing student of the school: every screen shows them at once', async () => {
    expect((await post('ms.rivera', '/roster/add-student', { classId, studentUserId: 'u_leo_k' })).status).toBe(200);
    expect(await studentsOnEveryScreen('ms.rivera', classId)).toEqual({
      liveMessages: ['u_leo_k'],
      focusSessions: ['u_leo_k'],
      instantReviewAndGroupJams: ['u_leo_k'],
      liveClassroom: ['u_leo_k'],
    });
    // …and she may now message him (the live-message decider reads the same directory).
    const sent = await t.request('/liveMessage/sendMessage', {
      method: 'POST',
      cookie: cookies['ms.rivera'],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['message', 'Welcome'], ['studentUserIds', 'u_leo_k']]),
    });
    expect(sent.status).toBe(200);
  });

  it('removes a student: gone from every screen at once, and no longer hers to message', async () => {
    expect((await post('ms.rivera', '/roster/remove-student', { classId, studentUserId: 'u_leo_k' })).status).toBe(200);
    expect(t.log.store.readStream(`class:${classId}`).map((e) => e.type)).toEqual(['ClassCreated', 'StudentEnrolled', 'StudentUnenrolled']);
    expect(await studentsOnEveryScreen('ms.rivera', classId)).toEqual({ liveMessages: [], focusSessions: [], instantReviewAndGroupJams: [], liveClassroom: [] });
    const sent = await t.request('/liveMessage/sendMessage', {
      method: 'POST',
      cookie: cookies['ms.rivera'],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['message', 'Hello again'], ['studentUserIds', 'u_leo_k']]),
    });
    expect(sent.status).toBe(403);
  });

  it('adds a new student account: the initial password is in the answer only, the log keeps an argon2 hash', async () => {
    const response = await post('ms.rivera', '/roster/add-student', { classId, username: 'Sam.T', displayName: 'Sam T.' });
    expect(response.status).toBe(200);
    const { studentUserId, username, initialPassword } = await response.json();
    expect(username).toBe('sam.t');
    expect(initialPassword).toMatch(/^[a-z2-9]{10}$/);
    expect(t.log.store.readAll(0, 1_000_000).some((event) => JSON.stringify(event).includes(initialPassword))).toBe(false);
    const [, passwordSet] = t.log.store.readStream(`user:${studentUserId}`);
    expect(passwordSet?.data).toMatchObject({ passwordHash: expect.stringMatching(/^\$argon2id\$/) });
    expect(await studentsOnEveryScreen('ms.rivera', classId)).toMatchObject({ liveMessages: [studentUserId] });
    // The student signs in with it.
    expect((await t.postJson('/signin', { username: 'sam.t', password: initialPassword, rememberUser: false })).status).toBe(200);
  });

  it('refuses a taken username (409) and a bad one (400), appending nothing', async () => {
    const before = t.log.store.lastPosition();
    const taken = await post('ms.rivera', '/roster/add-student', { classId, username: 'ava.b', displayName: 'Another Ava' });
    expect([taken.status, await taken.json()]).toEqual([409, { error: 'roster.username_taken' }]);
    const bad = await post('ms.rivera', '/roster/add-student', { classId, username: 'no spaces', displayName: 'X' });
    expect([bad.status, await bad.json()]).toEqual([400, { error: 'roster.invalid_username' }]);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('resets a student’s password: shown once to the teacher, a hash in the log; the old one stops working', async () => {
    const response = await post('ms.rivera', '/roster/reset-password', { studentUserId: 'u_ava_b' });
    expect(response.status).toBe(200);
    const { username, password } = await response.json();
    expect(username).toBe('ava.b');
    expect(t.log.store.readAll(0, 1_000_000).some((event) => JSON.stringify(event).includes(password))).toBe(false);
    expect((await t.postJson('/signin', { username: 'ava.b', password: 'classroom', rememberUser: false })).status).toBe(401);
    expect((await t.postJson('/signin', { username: 'ava.b', password, rememberUser: false })).status).toBe(200);
  });

  it('another teacher may not change her class nor reset her students’ passwords (403, nothing appended)', async () => {
    const before = t.log.store.lastPosition();
    expect((await post('mr.okafor', '/roster/add-student', { classId, studentUserId: 'u_leo_k' })).status).toBe(403);
    expect((await post('mr.okafor', '/roster/add-student', { classId, username: 'sneaky.one', displayName: 'Sneaky' })).status).toBe(403);
    expect((await post('mr.okafor', '/roster/remove-student', { classId: 'class_g4_room12', studentUserId: 'u_noah_c' })).status).toBe(403);
    expect((await post('mr.okafor', '/roster/reset-password', { studentUserId: 'u_noah_c' })).status).toBe(403);
    expect((await post('ava.b', '/roster/create-class', { name: 'Mine', grade: 4 })).status).toBe(403);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('the school’s administrator may add to a class of the school', async () => {
    expect((await post('admin.lee', '/roster/add-student', { classId, studentUserId: 'u_mia_d' })).status).toBe(200);
    expect(await studentsOnEveryScreen('ms.rivera', classId)).toMatchObject({ focusSessions: expect.arrayContaining(['u_mia_d']) });
  });

  it('a teacher who chose a school in teacher setup creates a class there', async () => {
    await t.request('/teacher-setup/update-school-and-subjects', {
      method: 'POST',
      cookie: cookies['new.teacher'],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['customerId', 'school_maple'], ["teacherSubjects['math']", 'true']]),
    });
    const created = await post('new.teacher', '/roster/create-class', { name: 'Math 4B', grade: 4 });
    expect(created.status).toBe(200);
    const { classId: newClass } = await created.json();
    expect(t.log.store.readStream(`class:${newClass}`)[0]?.data).toMatchObject({ schoolId: 'school_maple', teacherUserId: 'u_new_teacher' });
    expect((await get('new.teacher', '/roster/classes')).schoolStudents.length).toBeGreaterThan(40);
  });
});
