import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banner, ManagedBanner } from '../../events/banners';
import { DISMISSED_BANNERS_COOKIE, MAX_DISMISSED_BANNERS } from '../../server/banners/dismissed-banners-cookie';
import { PUBLIC_WRITE_LIMITS } from '../../server/http/public-write-limits';
import { startTestApp } from '../support/test-app';

// Issue 16 (docs/banners.md): banners over the real app and a real SQLite log,
// with the demo's banners — an administrator writes, the right teachers see,
// tracking is once per banner and user, dismissals stick (signed in: the log;
// signed out: the cookie), and nobody reaches another school's banners.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const username of ['admin.lee', 'district.chen', 'ms.rivera', 'ms.cho', 'ava.b', 'new.teacher']) cookies[username] = await t.signIn(username);
});
afterEach(() => t.close());
const signInAgain = async () => {
  for (const username of Object.keys(cookies)) cookies[username] = await t.signIn(username);
};

const as = (username: string) => ({ cookie: cookies[username]! });
const bannersOf = async (username: string | null, cookie?: string): Promise<Banner[]> => {
  const response = await t.request('/banners', username ? as(username) : cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return ((await response.json()) as { banners: Banner[] }).banners;
};
const idsOf = async (username: string | null, cookie?: string) => (await bannersOf(username, cookie)).map((banner) => banner.bannerId);
const draft = { bannerText: 'Book fair on Friday', ctaText: 'See the times', ctaLink: '/roster/view', startDate: '2026-11-01', endDate: '2026-11-30' };
const publish = async (username: string, body: Record<string, unknown> = draft) => {
  const response = await t.postJson('/banners/admin/publish', body, as(username));
  return { status: response.status, body: (await response.json()) as { bannerId?: number; error?: string } };
};
const track = (username: string, bannerId: number, bannerTrackingEventType: number) => t.postJson('/banners/tracking', { bannerId, bannerTrackingEventType }, as(username));
const position = () => t.log.store.lastPosition();

describe('the demo’s banners', () => {
  it('each user type sees the banners for it (issue 34): the welcome for visitors, students and parents; "choose your icon" for students only; Maple’s and the district’s for their teachers', async () => {
    for (const username of ['park.family', 'mina', 'ops.kim']) cookies[username] = await t.signIn(username);
    expect(await idsOf(null)).toEqual([1001]);
    expect(await idsOf('ava.b')).toEqual([1002, 1001]);
    expect(await idsOf('mina')).toEqual([1002, 1001]); // a child account is a student
    expect(await idsOf('park.family')).toEqual([1001]);
    expect(await idsOf('ms.rivera')).toEqual([1004, 1003]);
    expect(await idsOf('ms.cho')).toEqual([1004]);
    expect(await idsOf('admin.lee')).toEqual([]);
    expect(await idsOf('district.chen')).toEqual([]);
    expect(await idsOf('ops.kim')).toEqual([]);
    expect(await bannersOf(null)).toEqual([
      { bannerId: 1001, bannerText: expect.any(String), ctaText: expect.any(String), ctaLink: '/math/grade-4', hasSignedInClick: false, hasSignedInDisplay: false },
    ]);
  });
});

describe('an administrator chooses who sees a banner (issue 34)', () => {
  it('a banner for Maple’s students reaches its students, not its teachers; one for administrators reaches its administrator', async () => {
    const forStudents = (await publish('admin.lee', { ...draft, userTypes: ['students'] })).body.bannerId!;
    const forAdministrators = (await publish('admin.lee', { ...draft, userTypes: 'administrators' })).body.bannerId!; // a form's single value
    expect(await idsOf('ava.b')).toContain(forStudents);
    expect(await idsOf('ava.b')).not.toContain(forAdministrators);
    expect(await idsOf('ms.rivera')).not.toContain(forStudents);
    expect(await idsOf('admin.lee')).toEqual([forAdministrators]);
    const list = ((await (await t.request('/banners/admin/list', as('admin.lee'))).json()) as { banners: ManagedBanner[]; audienceOptions: { userTypes: string[] } });
    expect(list.banners.map((banner) => banner.userTypes)).toEqual([['administrators'], ['students'], ['teachers']]);
    expect(list.audienceOptions.userTypes).toEqual(['students', 'teachers', 'administrators']);
  });

  it('refuses parents, visitors, no one and unknown types, appending nothing', async () => {
    const before = position();
    expect(await publish('admin.lee', { ...draft, userTypes: ['parents'] })).toEqual({ status: 400, body: { error: 'banners.user_types_not_allowed' } });
    expect(await publish('district.chen', { ...draft, userTypes: ['teachers', 'visitors'] })).toEqual({ status: 400, body: { error: 'banners.user_types_not_allowed' } });
    expect(await publish('admin.lee', { ...draft, userTypes: [] })).toEqual({ status: 400, body: { error: 'banners.user_types_required' } });
    expect(await publish('admin.lee', { ...draft, userTypes: ['engineers'] })).toEqual({ status: 400, body: { error: 'banners.user_types_not_allowed' } });
    expect(position()).toBe(before);
  });
});

describe('an administrator writes a banner', () => {
  it('a school administrator’s banner reaches their school’s teachers only, from its start day to its end day', async () => {
    const { status, body } = await publish('admin.lee', { ...draft, startDate: '2026-11-03' });
    expect(status).toBe(200);
    const bannerId = body.bannerId!;
    expect(await idsOf('ms.rivera')).not.toContain(bannerId);
    t.clock.advance(24 * 60 * 60 * 1000);
    await signInAgain(); // a day later: the sessions ended
    expect(await idsOf('ms.rivera')).toContain(bannerId);
    for (const username of ['ms.cho', 'ava.b', 'new.teacher', 'admin.lee', null]) expect(await idsOf(username)).not.toContain(bannerId);
    t.clock.advance(28 * 24 * 60 * 60 * 1000); // 2026-12-01: over
    await signInAgain();
    expect(await idsOf('ms.rivera')).not.toContain(bannerId);
  });

  it('a district administrator’s banner for chosen schools reaches those schools’ teachers', async () => {
    const { body } = await publish('district.chen', { ...draft, schoolIds: ['school_cedar'] });
    expect(await idsOf('ms.cho')).toContain(body.bannerId);
    expect(await idsOf('ms.rivera')).not.toContain(body.bannerId);
  });

  it('refuses what the rules refuse, appending nothing', async () => {
    const before = position();
    expect(await publish('ms.rivera')).toEqual({ status: 403, body: { error: 'banners.not_an_author' } });
    expect(await publish('district.chen', { ...draft, schoolIds: ['school_elsewhere'] })).toEqual({ status: 403, body: { error: 'banners.school_not_in_district' } });
    expect(await publish('admin.lee', { ...draft, ctaLink: 'javascript:alert(1)' })).toEqual({ status: 400, body: { error: 'banners.invalid_cta_link' } });
    expect(await publish('admin.lee', { ...draft, endDate: '2026-10-31', startDate: '2026-10-01' })).toEqual({ status: 400, body: { error: 'banners.ends_in_past' } });
    expect(await publish('admin.lee', { ...draft, bannerText: 42 })).toEqual({ status: 400, body: { error: 'banners.text_required' } });
    expect((await t.postJson('/banners/admin/publish', draft)).status).toBe(401);
    expect(position()).toBe(before);
  });

  it('edits and withdraws it; the list shows its status and reach; another organisation’s administrator cannot touch it', async () => {
    const { body } = await publish('admin.lee');
    const bannerId = body.bannerId!;
    expect((await t.postJson('/banners/admin/edit', { ...draft, bannerId, bannerText: 'Book fair moved to Monday' }, as('admin.lee'))).status).toBe(200);
    expect((await bannersOf('ms.rivera')).find((banner) => banner.bannerId === bannerId)?.bannerText).toBe('Book fair moved to Monday');
    expect((await track('ms.rivera', bannerId, 1)).status).toBe(204);

    const before = position();
    expect((await t.postJson('/banners/admin/withdraw', { bannerId }, as('district.chen'))).status).toBe(403);
    expect((await t.postJson('/banners/admin/edit', { ...draft, bannerId }, as('district.chen'))).status).toBe(403);
    expect((await t.postJson('/banners/admin/withdraw', { bannerId: 999_999 }, as('admin.lee'))).status).toBe(404);
    expect(position()).toBe(before);

    const list = (await (await t.request('/banners/admin/list', as('admin.lee'))).json()) as { banners: ManagedBanner[]; audienceOptions: unknown };
    expect(list.audienceOptions).toEqual({ kind: 'school', schoolId: 'school_maple', schoolName: 'Maple Elementary', userTypes: ['students', 'teachers', 'administrators'] });
    expect(list.banners.map(({ bannerId: id, status, displays }) => ({ id, status, displays }))).toEqual([
      { id: bannerId, status: 'showing', displays: 1 },
      { id: 1003, status: 'showing', displays: 0 },
    ]);

    expect((await t.postJson('/banners/admin/withdraw', { bannerId }, as('admin.lee'))).status).toBe(200);
    expect(await idsOf('ms.rivera')).not.toContain(bannerId);
    const withdrawnAgain = position();
    expect((await t.postJson('/banners/admin/withdraw', { bannerId }, as('admin.lee'))).status).toBe(200);
    expect(position()).toBe(withdrawnAgain);
    expect((await t.postJson('/banners/admin/edit', { ...draft, bannerId }, as('admin.lee'))).status).toBe(409);
    expect((await t.request('/banners/admin/list', as('ms.rivera'))).status).toBe(403);
  });
});

describe('signed-in tracking (spec §7: 1 display, 2 click, 3 dismiss)', () => {
  it('records a display once: a second display appends nothing; the flags say so', async () => {
    const before = position();
    expect((await track('ms.rivera', 1003, 1)).status).toBe(204);
    expect(position()).toBe(before + 1);
    expect((await track('ms.rivera', 1003, 1)).status).toBe(204);
    expect(position()).toBe(before + 1);
    expect((await track('ms.rivera', 1003, 2)).status).toBe(204);
    expect((await bannersOf('ms.rivera')).find((banner) => banner.bannerId === 1003)).toMatchObject({ hasSignedInDisplay: true, hasSignedInClick: true });
    expect((await bannersOf('ms.cho')).map((banner) => banner.hasSignedInDisplay)).toEqual([false]);
  });

  it('a dismissal removes the banner from that user’s list for good', async () => {
    expect((await track('ms.rivera', 1004, 3)).status).toBe(204);
    expect(await idsOf('ms.rivera')).toEqual([1003]);
    cookies['ms.rivera'] = await t.signIn('ms.rivera'); // a new session: still gone
    expect(await idsOf('ms.rivera')).toEqual([1003]);
    expect(await idsOf('ms.cho')).toContain(1004);
  });

  it('refuses a banner that is not the user’s, a made-up id, a bad type, and visitors, appending nothing', async () => {
    const before = position();
    expect((await track('ms.cho', 1003, 1)).status).toBe(404);
    expect((await track('ms.rivera', 424_242, 1)).status).toBe(404);
    expect((await track('ms.rivera', 1003, 4)).status).toBe(400);
    expect((await t.postJson('/banners/tracking', { bannerId: 1001, bannerTrackingEventType: 2 })).status).toBe(401);
    expect(position()).toBe(before);
  });
});

describe('signed out', () => {
  const clickSignedOut = (bannerId: unknown, cookie?: string) => t.postJson('/banners/bannerSignedOutTracking', { bannerId }, cookie ? { cookie } : {});
  const dismissSignedOut = (bannerId: number, cookie?: string) => t.postJson('/banners/bannerSignedOutDismiss', { bannerId }, cookie ? { cookie } : {});

  it('a click on a banner shown to visitors is recorded; any other id appends nothing; signed-in callers use the tracking call', async () => {
    const before = position();
    expect((await clickSignedOut(1001)).status).toBe(204);
    expect(position()).toBe(before + 1);
    for (const id of [1002, 1003, 987_654, 0, 'abc']) expect((await clickSignedOut(id)).status).toBeGreaterThanOrEqual(400);
    expect((await clickSignedOut(1001, cookies['ms.rivera'])).status).toBe(403);
    expect(position()).toBe(before + 1);
  });

  it(`records at most ${PUBLIC_WRITE_LIMITS.bannerSignedOutClick.points} clicks an hour from one address, answering the rest all the same`, async () => {
    const before = position();
    for (let i = 0; i < PUBLIC_WRITE_LIMITS.bannerSignedOutClick.points + 5; i++) expect((await clickSignedOut(1001)).status).toBe(204);
    expect(position() - before).toBe(PUBLIC_WRITE_LIMITS.bannerSignedOutClick.points);
    t.clock.advance(PUBLIC_WRITE_LIMITS.bannerSignedOutClick.windowMs);
    expect((await clickSignedOut(1001)).status).toBe(204);
    expect(position() - before).toBe(PUBLIC_WRITE_LIMITS.bannerSignedOutClick.points + 1);
  });

  it('a dismissal goes into a one-year cookie that GET /banners reads; nothing is appended', async () => {
    const before = position();
    const response = await dismissSignedOut(1001);
    expect(response.status).toBe(204);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DISMISSED_BANNERS_COOKIE}=`))!;
    expect(setCookie).toMatch(new RegExp(`^${DISMISSED_BANNERS_COOKIE}=1001; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
    const cookie = setCookie.split(';')[0]!;
    expect(await idsOf(null, cookie)).toEqual([]);
    expect(await idsOf(null)).toEqual([1001]);
    expect(position()).toBe(before);
    expect((await dismissSignedOut(1002)).status).toBe(404);
  });

  it(`keeps at most ${MAX_DISMISSED_BANNERS} ids, dropping the oldest`, async () => {
    const full = Array.from({ length: MAX_DISMISSED_BANNERS }, (_, index) => 5_000 + index).join('.');
    const response = await dismissSignedOut(1001, `${DISMISSED_BANNERS_COOKIE}=${full}`);
    const value = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DISMISSED_BANNERS_COOKIE}=`))!.split(';')[0]!.split('=')[1]!;
    const ids = value.split('.');
    expect(ids).toHaveLength(MAX_DISMISSED_BANNERS);
    expect(ids[0]).toBe('5001');
    expect(ids.at(-1)).toBe('1001');
  });
});
