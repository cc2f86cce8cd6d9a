import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ASSESSMENT_WINDOW_ID } from '../../server/demo/seed-demo-assessment-windows';
import { startTestApp } from '../support/test-app';

// Issue 16: assessment windows over the seeded demo (docs/assessment-windows.md):
// administrators schedule, list, reschedule and cancel; the signed-in teacher's
// banner model (spec §3) follows from its school's windows on its own today.
// The test clock starts at 2026-11-02T08:00Z: 03:00 on November 2 in New York
// (every profile's default time zone), and the demo's ELA benchmark runs
// October 31 – November 14 at Maple Elementary.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const username of ['admin.lee', 'district.chen', 'ms.rivera', 'ava.b']) cookies[username] = await t.signIn(username);
});
afterEach(() => t.close());

const banner = async (username = 'ms.rivera') => {
  const response = await t.request('/assessment-windows/banner', { cookie: cookies[username]! });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const schedule = (username: string, window: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.postJson('/assessment-windows/schedule', window, { cookie: cookies[username]!, headers });
const mathScreener = { schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-02', dueDate: '2026-11-20' };
const appended = () => t.log.store.lastPosition();
const scheduled = async (username: string) =>
  (await (await t.request('/assessment-windows/scheduled', { cookie: cookies[username]! })).json()) as {
    today: string;
    schools: { schoolId: string; name: string }[];
    windows: { windowId: string; assessmentType: string; startDate: string; dueDate: string; schoolNames: string[]; status: string; mayChange: boolean }[];
  };

describe('the teacher’s banner model', () => {
  it('the demo: ms.rivera sees Maple’s ELA benchmark, in progress', async () => {
    expect(await banner()).toEqual({
      status: 200,
      body: { mathAssessmentType: null, mathDueDate: null, mathInProgress: false, elaAssessmentType: 'ELA_BENCHMARK', elaDueDate: '2026-11-14', elaInProgress: true, mathAssessmentId: null, elaAssessmentId: expect.stringMatching(/^window-/) },
    });
  });

  it('admin.lee schedules a math screener: ms.rivera’s model has it at once, in progress', async () => {
    const response = await schedule('admin.lee', mathScreener);
    expect(response.status).toBe(200);
    expect((await banner()).body).toMatchObject({ mathAssessmentType: 'MATH_SCREENER', mathDueDate: '2026-11-20', mathInProgress: true, elaAssessmentType: 'ELA_BENCHMARK' });
  });

  it('only teachers ask for it; a visitor is asked to sign in', async () => {
    expect((await banner('ava.b')).status).toBe(403);
    expect((await banner('admin.lee')).body).toEqual({ error: 'assessment_windows.not_a_teacher' });
    expect((await t.request('/assessment-windows/banner')).status).toBe(401);
  });

  it('another school’s window is not Maple’s', async () => {
    expect((await schedule('district.chen', { ...mathScreener, schoolIds: ['school_cedar'] })).status).toBe(200);
    expect((await banner()).body).toMatchObject({ mathAssessmentType: null });
  });

  it('"today" is the teacher’s own calendar day (its profile’s time zone)', async () => {
    expect((await schedule('admin.lee', { ...mathScreener, startDate: '2026-11-02', dueDate: '2026-11-02' })).status).toBe(200);
    t.clock.advance(18 * 3_600_000); // 2026-11-03T02:00Z: still November 2 in New York, November 3 in Berlin
    cookies['ms.rivera'] = await t.signIn('ms.rivera'); // the earlier session has expired
    expect((await banner()).body).toMatchObject({ mathAssessmentType: 'MATH_SCREENER', mathInProgress: true });
    const edited = await t.request('/profile/edit/timezone', {
      method: 'POST',
      cookie: cookies['ms.rivera']!,
      headers: { 'X-CSRF-Protection': '1', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ value: 'Europe/Berlin' }),
    });
    expect(edited.status).toBe(200);
    expect((await banner()).body).toMatchObject({ mathAssessmentType: null, mathInProgress: false });
  });
});

describe('scheduling', () => {
  it('refuses bad input with an error key and appends nothing', async () => {
    const before = appended();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...mathScreener, startDate: '2026-11-30', dueDate: '2026-11-20' }, 'assessment_windows.due_before_start'],
      [{ ...mathScreener, dueDate: '2026/11/20' }, 'assessment_windows.invalid_date'],
      [{ ...mathScreener, dueDate: '2026-02-30' }, 'assessment_windows.invalid_date'],
      [{ ...mathScreener, startDate: '2026-10-01', dueDate: '2026-11-01' }, 'assessment_windows.due_date_past'],
      [{ ...mathScreener, assessmentType: 'ELA_BENCHMARK' }, 'assessment_windows.type_not_of_subject'],
      [{ ...mathScreener, assessmentType: 'MATH_SNAPSHOT' }, 'assessment_windows.type_not_of_subject'],
      [{ ...mathScreener, subject: 'sci' }, 'assessment_windows.invalid_subject'],
      [{ ...mathScreener, schoolIds: [] }, 'assessment_windows.no_schools'],
    ];
    for (const [window, error] of cases) {
      const response = await schedule('admin.lee', window);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(appended()).toBe(before);
  });

  it('by role: a teacher gets 403, a school administrator only for its school, the district administrator for its schools', async () => {
    const before = appended();
    expect((await schedule('ms.rivera', mathScreener)).status).toBe(403);
    const elsewhere = await schedule('admin.lee', { ...mathScreener, schoolIds: ['school_cedar'] });
    expect({ status: elsewhere.status, body: await elsewhere.json() }).toEqual({ status: 403, body: { error: 'assessment_windows.school_not_yours' } });
    expect(appended()).toBe(before);
    expect((await schedule('district.chen', { ...mathScreener, schoolIds: ['school_maple', 'school_cedar'] })).status).toBe(200);
  });

  it('a retried request (same Idempotency-Key) schedules once and answers the same window', async () => {
    const first = (await (await schedule('admin.lee', mathScreener, { 'Idempotency-Key': 'k-1' })).json()) as { windowId: string };
    const before = appended();
    const retry = (await (await schedule('admin.lee', mathScreener, { 'Idempotency-Key': 'k-1' })).json()) as { windowId: string };
    expect(retry.windowId).toBe(first.windowId);
    expect(appended()).toBe(before);
  });
});

describe('the administrators’ list, rescheduling and cancelling', () => {
  it('lists its schools and their windows with status and whether it may change them', async () => {
    await schedule('district.chen', { ...mathScreener, schoolIds: ['school_maple', 'school_cedar'], startDate: '2026-11-10' });
    const lee = await scheduled('admin.lee');
    expect(lee.today).toBe('2026-11-02');
    expect(lee.schools).toEqual([{ schoolId: 'school_maple', name: 'Maple Elementary' }]);
    expect(lee.windows.map((w) => [w.assessmentType, w.status, w.mayChange, w.schoolNames])).toEqual([
      ['ELA_BENCHMARK', 'in_progress', true, ['Maple Elementary']],
      ['MATH_SCREENER', 'upcoming', false, ['Cedar Creek Middle School', 'Maple Elementary']],
    ]);
    const chen = await scheduled('district.chen');
    expect(chen.schools.map((s) => s.schoolId)).toEqual(['school_cedar', 'school_maple']);
    expect(chen.windows.every((w) => w.mayChange)).toBe(true);
    expect((await t.request('/assessment-windows/scheduled', { cookie: cookies['ms.rivera']! })).status).toBe(403);
  });

  it('reschedules: the banner follows', async () => {
    const response = await t.postJson('/assessment-windows/reschedule', { windowId: DEMO_ASSESSMENT_WINDOW_ID, startDate: '2026-11-09', dueDate: '2026-11-25' }, { cookie: cookies['admin.lee']! });
    expect(response.status).toBe(200);
    expect((await banner()).body).toMatchObject({ elaAssessmentType: 'ELA_BENCHMARK', elaDueDate: '2026-11-25', elaInProgress: false });
  });

  it('cancels: the banner goes; a second cancel appends nothing; an unknown window is a 404', async () => {
    const cancel = (username: string, windowId: string) => t.postJson('/assessment-windows/cancel', { windowId }, { cookie: cookies[username]! });
    expect((await cancel('ms.rivera', DEMO_ASSESSMENT_WINDOW_ID)).status).toBe(403);
    expect((await cancel('district.chen', DEMO_ASSESSMENT_WINDOW_ID)).status).toBe(200);
    expect((await banner()).body).toMatchObject({ elaAssessmentType: null });
    const before = appended();
    expect((await cancel('admin.lee', DEMO_ASSESSMENT_WINDOW_ID)).status).toBe(200);
    expect(appended()).toBe(before);
    expect((await cancel('admin.lee', 'no_such_window')).status).toBe(404);
    expect((await scheduled('admin.lee')).windows).toEqual([]);
  });

  it('a school administrator cannot cancel a window that is also for a school beyond its own', async () => {
    const { windowId } = (await (await schedule('district.chen', { ...mathScreener, schoolIds: ['school_maple', 'school_cedar'] })).json()) as { windowId: string };
    const response = await t.postJson('/assessment-windows/cancel', { windowId }, { cookie: cookies['admin.lee']! });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 403, body: { error: 'assessment_windows.window_not_yours' } });
  });
});
