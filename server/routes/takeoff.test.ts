import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentTakeoffLessons, TakeoffPlansAnswer } from '../../events/takeoff';
import { startTestApp } from '../../tests/support/test-app';

// Issue 31 item 2 (docs/takeoff.md): the takeoff calls over a real SQLite log with the demo school
// and catalogue — each write read back at once, the rules answered with their keys and nothing appended.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  for (const username of ['ava.b', 'ms.rivera', 'mr.okafor', 'admin.lee']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const plansOf = (username: string, query = 'subject=math&grade=4') => t.request(`/takeoff/plans?${query}`, { cookie: cookies[username]! });

describe('the takeoff calls', () => {
  let assignmentId = '';

  it('lists the edition’s plan for a subject and grade with skills, lesson pages and notes, to teachers only', async () => {
    const answer = await json<TakeoffPlansAnswer>(plansOf('ms.rivera'));
    expect(answer.plans.map((plan) => plan.planId)).toEqual(['US-math-4-takeoff']);
    const lesson = answer.plans[0]!.lessons[0]!;
    expect(lesson).toMatchObject({ lessonNumber: 1, lessonUrl: `/lesson/${lesson.skill.permacode}` });
    expect(lesson.skill.url).toMatch(/^\/math\/grade-4\/skills\//);
    expect(lesson.practice.length).toBeGreaterThanOrEqual(2);
    expect(answer.classes.find((each) => each.classId === 'class_g4_room12')).toMatchObject({ assignments: [] });
    expect((await plansOf('ava.b')).status).toBe(403);
    expect((await plansOf('admin.lee')).status).toBe(403);
    const bad = await plansOf('ms.rivera', 'subject=sci&grade=4');
    expect([bad.status, await bad.json()]).toEqual([400, { error: 'takeoff.invalid_subject' }]);
    expect((await plansOf('ms.rivera', 'subject=ela&grade=13')).status).toBe(400);
  });

  it('assigns a plan to her class and reads it back at once; a student sees lesson 1 on her home', async () => {
    const response = await t.postJson('/takeoff/plans/US-math-4-takeoff/assign', { classId: 'class_g4_room12' }, as('ms.rivera'));
    expect(response.status).toBe(200);
    assignmentId = (await response.json()).assignmentId as string;
    const answer = await json<TakeoffPlansAnswer>(plansOf('ms.rivera'));
    expect(answer.classes.find((each) => each.classId === 'class_g4_room12')!.assignments).toEqual([
      { assignmentId, planId: 'US-math-4-takeoff', planName: 'Grade 4 math takeoff', subject: 'math', lessonNumber: 1, lessonCount: answer.plans[0]!.lessons.length },
    ]);
    const current = await json<CurrentTakeoffLessons>(t.request('/takeoff/current', { cookie: cookies['ava.b']! }));
    expect(current.lessons).toHaveLength(1);
    expect(current.lessons[0]).toMatchObject({ classId: 'class_g4_room12', assignmentId, lessonNumber: 1, lessonName: answer.plans[0]!.lessons[0]!.lessonName });
    expect(current.lessons[0]).not.toHaveProperty('teacherNote');
    expect((await t.request('/takeoff/current', { cookie: cookies['ms.rivera']! })).status).toBe(403);
  });

  it('refuses with keys and appends nothing: the same plan again, another teacher’s class, an unknown plan', async () => {
    const before = t.log.store.lastPosition();
    const again = await t.postJson('/takeoff/plans/US-math-4-takeoff/assign', { classId: 'class_g4_room12' }, as('ms.rivera'));
    expect([again.status, await again.json()]).toEqual([409, { error: 'takeoff.plan_already_assigned' }]);
    const notHers = await t.postJson('/takeoff/plans/US-math-4-takeoff/assign', { classId: 'class_g5_room3' }, as('ms.rivera'));
    expect([notHers.status, await notHers.json()]).toEqual([403, { error: 'takeoff.class_not_yours' }]);
    const unknown = await t.postJson('/takeoff/plans/US-sci-4-takeoff/assign', { classId: 'class_g4_room12' }, as('ms.rivera'));
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'takeoff.unknown_plan' }]);
    const byOther = await t.postJson(`/takeoff/assignments/${assignmentId}/advance`, {}, as('mr.okafor'));
    expect([byOther.status, await byOther.json()]).toEqual([403, { error: 'takeoff.assignment_not_yours' }]);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('advances lesson by lesson, the student’s home follows, and past the last lesson answers 409', async () => {
    const advanced = await json<{ lessonNumber: number }>(t.postJson(`/takeoff/assignments/${assignmentId}/advance`, {}, as('ms.rivera')));
    expect(advanced.lessonNumber).toBe(2);
    const current = await json<CurrentTakeoffLessons>(t.request('/takeoff/current', { cookie: cookies['ava.b']! }));
    expect(current.lessons[0]!.lessonNumber).toBe(2);
    const count = current.lessons[0]!.lessonCount;
    for (let n = 3; n <= count; n++) expect((await t.postJson(`/takeoff/assignments/${assignmentId}/advance`, {}, as('ms.rivera'))).status).toBe(200);
    const before = t.log.store.lastPosition();
    const past = await t.postJson(`/takeoff/assignments/${assignmentId}/advance`, {}, as('ms.rivera'));
    expect([past.status, await past.json()]).toEqual([409, { error: 'takeoff.plan_finished' }]);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('re-assigning another plan in the subject replaces the assignment: the old one can no longer advance', async () => {
    const response = await t.postJson('/takeoff/plans/US-math-5-takeoff/assign', { classId: 'class_g4_room12' }, as('ms.rivera'));
    expect(response.status).toBe(200);
    const current = await json<CurrentTakeoffLessons>(t.request('/takeoff/current', { cookie: cookies['ava.b']! }));
    expect(current.lessons.map((lesson) => [lesson.planName, lesson.lessonNumber])).toEqual([['Grade 5 math takeoff', 1]]);
    const old = await t.postJson(`/takeoff/assignments/${assignmentId}/advance`, {}, as('ms.rivera'));
    expect([old.status, await old.json()]).toEqual([409, { error: 'takeoff.assignment_replaced' }]);
    const missing = await t.postJson('/takeoff/assignments/nope/advance', {}, as('ms.rivera'));
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'takeoff.unknown_assignment' }]);
  });
});
