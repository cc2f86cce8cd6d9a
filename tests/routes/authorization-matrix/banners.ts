import type { Role, RouteFixture } from '../route-fixture';
import { everyone, signedIn, get, postJson, type RouteRule } from '../matrix-requests';

// Issue 16: the banners carousel and the administrators’ banners (docs/banners.md).
// The rules of the routes server/features/banners.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** Issue 16 (docs/banners.md): a banner the role's administrator side published through the app (an administrator's own; for others, Maple's school administrator's). */
const bannerDraft = (role: Role): [string, unknown][] => [
  ['bannerText', 'Book fair in the library'],
  ['ctaText', 'See the times'],
  ['ctaLink', '/roster/view'],
  ['startDate', '2026-11-01'],
  ['endDate', '2026-12-31'],
  ...(role === 'districtAdministrator' ? ([['schoolIds', ['school_maple']]] as [string, unknown][]) : []),
];
async function publishedBannerOf(fx: RouteFixture, role: Role): Promise<number> {
  const owner: Role = role === 'districtAdministrator' ? 'districtAdministrator' : 'schoolAdministrator';
  const fields = Object.fromEntries(bannerDraft(owner));
  const response = await fx.t.postJson('/banners/admin/publish', fields, { cookie: fx.cookie(owner)! });
  if (!response.ok) throw new Error(`fixture: publishing a banner answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { bannerId: number }).bannerId;
}

/**
 * The demo's banners (server/demo/seed-demo-banners.ts): 1001 for students, parents and visitors,
 * 1002 for students (issue 34), 1003 for Maple's teachers, 1004 for Riverside's teachers.
 */
const DEMO_BANNER_FOR_EVERYONE = 1001;
const DEMO_BANNER_FOR_STUDENTS = 1002;
/** A banner shown to the role, to track: the demo's for its user type; for administrators, one their side publishes for administrators. */
async function bannerShownTo(fx: RouteFixture, role: Role): Promise<number> {
  if (role === 'student' || role === 'child') return DEMO_BANNER_FOR_STUDENTS;
  if (role === 'parent' || role === 'visitor' || role === 'engineer') return DEMO_BANNER_FOR_EVERYONE; // the engineer: none is (answers)
  if (role === 'teacher') return 1003;
  if (role === 'otherTeacher') return 1004;
  // The whole district's (a district administrator belongs to no one school of it).
  const fields = Object.fromEntries([...bannerDraft(role).filter(([name]) => name !== 'schoolIds'), ['userTypes', ['administrators']]]);
  const response = await fx.t.postJson('/banners/admin/publish', fields, { cookie: fx.cookie(role)! });
  if (!response.ok) throw new Error(`fixture: publishing a banner for administrators answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { bannerId: number }).bannerId;
}

export const rules: Record<string, RouteRule> = {
  'GET /banners': { allowed: everyone, request: (fx, role) => get(fx, role, '/banners') },
  'POST /banners/tracking': {
    allowed: signedIn,
    request: async (fx, role) => postJson(fx, role, '/banners/tracking', [['bannerId', await bannerShownTo(fx, role)], ['bannerTrackingEventType', 2]]),
    answers: { engineer: { status: 404, reason: 'issue 34: no banner is for the engineer (no user type), so there is none of theirs to track' } },
  },
  'POST /banners/bannerSignedOutTracking': {
    allowed: ['visitor'],
    request: (fx, role) => postJson(fx, role, '/banners/bannerSignedOutTracking', [['bannerId', DEMO_BANNER_FOR_EVERYONE]]),
    visitorAppends: {
      limit: 'BannerClickedSignedOut: 60 recorded clicks an hour per address (bannerSignedOutClick; past it answered 204, not recorded); only ids of banners shown to visitors today',
      why: 'a click is recorded only on a banner the server published for visitors and shows today (any other id is 404, appending nothing); the event names no one',
    },
  },
  'POST /banners/bannerSignedOutDismiss': {
    allowed: ['visitor'],
    request: (fx, role) => postJson(fx, role, '/banners/bannerSignedOutDismiss', [['bannerId', DEMO_BANNER_FOR_EVERYONE]]),
  },
  'GET /banners/admin/list': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/banners/admin/list') },
  'POST /banners/admin/publish': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) => postJson(fx, role, '/banners/admin/publish', bannerDraft(role)),
  },
  'POST /banners/admin/edit': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/banners/admin/edit', [['bannerId', await publishedBannerOf(fx, role)], ...bannerDraft(role)]),
  },
  'POST /banners/admin/withdraw': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/banners/admin/withdraw', [['bannerId', await publishedBannerOf(fx, role)]]),
  },
};
