import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlexSnapshotList } from '../../events/assessments';
import { startTestApp } from '../support/test-app';

// `GET /assessments/flex` (issue 30; docs/diagnostics.md "Calls"), the scheduling page's list of Flex snapshots,
// over a real SQLite log with the demo school: a snapshot admin.lee schedules is listed at once (read your
// writes), newest first, with the names of the schools she administers; the district's administrator sees it
// too; a teacher is refused.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({});
  for (const username of ['admin.lee', 'district.chen', 'ms.rivera']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const list = async (username: string) => (await (await t.request('/assessments/flex', { cookie: cookies[username]! })).json()) as FlexSnapshotList;

describe('GET /assessments/flex', () => {
  it('lists the snapshot an administrator just scheduled first, with her schools’ names; the district sees it too', async () => {
    const opensAt = new Date(t.clock().getTime() + DAY).toISOString();
    const closesAt = new Date(t.clock().getTime() + 8 * DAY).toISOString();
    const scheduled = await t.postJson('/assessments/flex', { schoolIds: ['school_maple'], subject: 'ela', grades: [3, 4], title: 'Winter ELA snapshot', opensAt, closesAt }, { cookie: cookies['admin.lee']!, headers: csrf });
    expect(scheduled.status).toBe(200);
    const { assessmentId } = (await scheduled.json()) as { assessmentId: string };

    const hers = await list('admin.lee');
    expect(hers.snapshots[0]).toEqual({ assessmentId, title: 'Winter ELA snapshot', subject: 'ela', grades: [3, 4], schoolNames: ['Maple Elementary'], opensAt, closesAt, scheduledAt: t.clock().toISOString() });
    expect((await list('district.chen')).snapshots.some((each) => each.assessmentId === assessmentId)).toBe(true);
  });

  it('refuses a teacher (403 not_an_administrator)', async () => {
    const answer = await t.request('/assessments/flex', { cookie: cookies['ms.rivera']! });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: 'assessments.not_an_administrator' });
  });
});
