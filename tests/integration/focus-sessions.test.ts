import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFocusSessionTimers } from '../../server/focus-sessions/focus-session-timers';
import { startTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'ava.b', 'noah.c', 'leo.k', 'admin.lee']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const json = (as: string, path: string, body: unknown) => t.postJson(path, body, { cookie: cookies[as] });
const get = async (as: string, path: string) => {
  const response = await t.request(path, { cookie: cookies[as] });
  return { status: response.status, body: await response.json() };
};
const startBody = { classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 };
const endAll = async () => {
  for (const teacher of ['ms.rivera', 'mr.okafor']) {
    const { body } = await get(teacher, '/focus-zone/check-active');
    if (body.focusSessionID > 0) await get(teacher, `/focus-zone/end?focusID=${body.focusSessionID}`);
  }
};

async function expectRefused(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error });
}

describe('starting and running a focus session', () => {
  it('a teacher starts one for their class; students get the session info; checks report it', async () => {
    const response = await json('ms.rivera', '/focus-zone/start', startBody);
    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session).toMatchObject({ focusSessionID: expect.any(Number), timeoutMs: 30_000, endTime: t.clock().getTime() + 30 * 60_000, allowedSubjectsText: 'Math', allowedGradesText: 'Grade 4' });
    const info = await get('ava.b', '/focus-zone/fetch-student-session-info');
    expect(info.body).toMatchObject({
      focusSessionId: session.focusSessionID,
      allowedSubjectsText: 'Math',
      allowedGradesText: 'Grade 4',
      redirectGradeLandingPageUrl: '/math/grade-4',
      studentHasOptedOut: false,
      focusStudentPubsubSubjects: { focus: 'push.user.u_ava_b.focus' },
    });
    expect((await get('leo.k', '/focus-zone/fetch-student-session-info')).body).toBeNull();
    expect((await get('ms.rivera', '/focus-zone/check-active')).body).toMatchObject({ focusSessionID: session.focusSessionID, timeoutMs: 30_000 });
    expect((await get('mr.okafor', '/focus-zone/check-active')).body).toEqual({ timeoutMs: 0, focusSessionID: 0 });
    await expectRefused(await json('ms.rivera', '/focus-zone/start', startBody), 409, 'focus.already_running');
    await endAll();
  });

  it('refuses, appending nothing, non-teachers, other classes and bad input', async () => {
    const before = t.log.store.lastPosition();
    await expectRefused(await json('admin.lee', '/focus-zone/start', startBody), 403, 'focus.not_a_teacher');
    await expectRefused(await json('ava.b', '/focus-zone/start', startBody), 403, 'focus.not_a_teacher');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, classId: 'class_g5_room3' }), 403, 'focus.student_not_in_reach');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, classId: undefined, studentUserIds: ['u_leo_k'] }), 403, 'focus.student_not_in_reach');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, subjects: [] }), 400, 'focus.no_subjects');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, subjects: ['art'] }), 400, 'request.invalid');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, grades: [] }), 400, 'focus.no_grades');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, durationMinutes: 0 }), 400, 'focus.invalid_duration');
    await expectRefused(await json('ms.rivera', '/focus-zone/start', { ...startBody, classId: undefined }), 400, 'focus.no_students');
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('students opt out and rejoin; the teacher removes one; others cannot manage the session', async () => {
    const { focusSessionID: id } = await (await json('ms.rivera', '/focus-zone/start', startBody)).json();
    const roster = async () => (await get('ms.rivera', '/focus-zone/teacher-session-info')).body.students.find((s: { userId: string }) => s.userId === 'u_ava_b');
    expect((await json('ava.b', '/focus-zone/leave', { focusSessionId: id })).status).toBe(200);
    expect((await get('ava.b', '/focus-zone/fetch-student-session-info')).body.studentHasOptedOut).toBe(true);
    expect(await roster()).toEqual({ userId: 'u_ava_b', displayName: 'Ava B.', status: 'opted_out' });
    const form = await t.request('/focus-zone/join', { method: 'POST', cookie: cookies['ava.b'], body: new URLSearchParams({ focusSessionId: String(id) }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(200);
    expect((await roster()).status).toBe('in');

    const before = t.log.store.lastPosition();
    await expectRefused(await json('leo.k', '/focus-zone/leave', { focusSessionId: id }), 403, 'focus.not_in_session');
    await expectRefused(await json('mr.okafor', '/focus-zone/remove-student', { focusSessionId: id, studentUserId: 'u_ava_b' }), 403, 'focus.not_your_session');
    await expectRefused(await t.request(`/focus-zone/end?focusID=${id}`, { cookie: cookies['mr.okafor'] }), 403, 'focus.not_your_session');
    await expectRefused(await t.request('/focus-zone/end?focusID=abc', { cookie: cookies['ms.rivera'] }), 400, 'request.invalid');
    await expectRefused(await t.request('/focus-zone/end?focusID=9999', { cookie: cookies['ms.rivera'] }), 404, 'focus.unknown_session');
    expect(t.log.store.lastPosition()).toBe(before);

    expect((await json('ms.rivera', '/focus-zone/remove-student', { focusSessionId: id, studentUserId: 'u_ava_b' })).status).toBe(200);
    expect((await get('ava.b', '/focus-zone/fetch-student-session-info')).body).toBeNull();
    await expectRefused(await json('ava.b', '/focus-zone/join', { focusSessionId: id }), 403, 'focus.not_in_session');
    await endAll();
  });

  it('two concurrent end requests produce one ended event, both answered with the duration', async () => {
    const { focusSessionID: id } = await (await json('ms.rivera', '/focus-zone/start', startBody)).json();
    t.clock.advance(12 * 60_000);
    const [first, second] = await Promise.all([get('ms.rivera', `/focus-zone/end?focusID=${id}`), get('ms.rivera', `/focus-zone/end?focusID=${id}`)]);
    expect(first).toEqual({ status: 200, body: { durationInMinutes: 12 } });
    expect(second).toEqual(first);
    expect(t.log.store.readStream(`focus-session:${id}`).filter((e) => e.type === 'FocusSessionEnded')).toHaveLength(1);
    expect((await get('ms.rivera', '/focus-zone/check-active')).body.focusSessionID).toBe(0);
  });
});

describe('curriculum focus on the server', () => {
  it('redirects a student in a session from a disallowed subject or grade page, not one who opted out', async () => {
    const { focusSessionID: id } = await (await json('ms.rivera', '/focus-zone/start', { ...startBody, subjects: ['math', 'ela'], grades: [4, 5] })).json();
    const page = (as: string, path: string) => t.request(path, { cookie: cookies[as], headers: { accept: 'text/html' } });
    for (const path of ['/sci/grade-4', '/math/grade-6', '/spa']) {
      const response = await page('ava.b', path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/math/grade-4');
    }
    for (const path of ['/math/grade-5', '/ela', '/ela/grade-4']) expect((await page('ava.b', path)).status, path).not.toBe(302);
    expect((await page('leo.k', '/sci/grade-4')).status).not.toBe(302);
    await json('ava.b', '/focus-zone/leave', { focusSessionId: id });
    expect((await page('ava.b', '/sci/grade-4')).status).not.toBe(302);
    await endAll();
  });
});

describe('ending at the end time', () => {
  it('a session past its end time when the server starts again ends at once, as of its end time', async () => {
    const { focusSessionID: id, endTime } = await (await json('ms.rivera', '/focus-zone/start', startBody)).json();
    t.clock.advance(95 * 60_000); // the server was down through the end time
    const before = t.log.store.lastPosition();
    const timers = startFocusSessionTimers(t.log, t.clock);
    timers.stop();
    await t.log.store.waitForPosition(before + 1); // the end is in the next group commit
    const [ended] = t.log.store.readStream(`focus-session:${id}`).filter((e) => e.type === 'FocusSessionEnded');
    expect(ended!.data).toMatchObject({ reason: 'time_up', endedAt: new Date(endTime).toISOString(), durationInMinutes: 30 });
    expect((await get('ava.b', '/focus-zone/fetch-student-session-info')).body).toBeNull();
  });
});
