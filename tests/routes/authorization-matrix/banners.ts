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

/** The demo's product-wide banners (server/banners/seed-demo-banners.ts): 1001 for everyone, 1002 for signed-in users. */
const DEMO_BANNER_FOR_EVERYONE = 1001;
const DEMO_BANNER_FOR_SIGNED_IN = 1002;

export const rules: Record<string, RouteRule> = {
  'GET /banners': { allowed: everyone, request: (fx, role) => get(fx, role, '/banners') },
  'POST /banners/tracking': {
    allowed: signedIn,
    request: (fx, role) => postJson(fx, role, '/banners/tracking', [['bannerId', DEMO_BANNER_FOR_SIGNED_IN], ['bannerTrackingEventType', 2]]),
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
