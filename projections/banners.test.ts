import { describe, expect, it } from 'vitest';
import { userTypesOfVersion1, type BannerContent, type BannerEvent } from '../events/banners';
import type { EventOf } from '../events/log/event-schemas';
import type { DistrictRegistered, SchoolRegistered } from '../events/school-directory';
import { bannersProjection, bannersQueries, MAX_BANNERS_SHOWN, type BannerViewer } from './banners';
import { projectionSpecification } from './projection-specification';

type Given = BannerEvent | EventOf<typeof SchoolRegistered> | EventOf<typeof DistrictRegistered>;
const spec = projectionSpecification(bannersProjection, bannersQueries);

const directory: Given[] = [
  { type: 'DistrictRegistered', data: { districtId: 'district_riverside', name: 'Riverside Unified' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_riverside', name: 'Maple Elementary' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_cedar', districtId: 'district_riverside', name: 'Cedar Creek' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_lone', districtId: null, name: 'Lone Pine' } },
];

/** A banner's content; its user types, unless given, what its audience meant before issue 34 (a school's: teachers; everyone: all). */
const content = (overrides: Partial<BannerContent> = {}): BannerContent => ({
  bannerText: 'Text',
  ctaText: 'Go',
  ctaLink: '/',
  audience: { kind: 'everyone' },
  userTypes: userTypesOfVersion1(overrides.audience ?? { kind: 'everyone' }),
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  ...overrides,
});
const published = (bannerId: number, overrides: Partial<BannerContent> = {}): Given => ({
  type: 'BannerPublished',
  data: { bannerId, ...content({ bannerText: `Banner ${bannerId}`, ...overrides }), publishedByUserId: null },
});

const mapleTeacher: BannerViewer = { userId: 'u_rivera', role: 'teacher', schoolId: 'school_maple', districtId: 'district_riverside' };
const cedarTeacher: BannerViewer = { userId: 'u_birch', role: 'teacher', schoolId: 'school_cedar', districtId: 'district_riverside' };
const mapleStudent: BannerViewer = { userId: 'u_ava', role: 'student', schoolId: 'school_maple', districtId: 'district_riverside' };
const mapleAdmin: BannerViewer = { userId: 'u_lee', role: 'school_administrator', schoolId: 'school_maple', districtId: 'district_riverside' };
const districtAdmin: BannerViewer = { userId: 'u_chen', role: 'district_administrator', schoolId: null, districtId: 'district_riverside' };
const today = '2026-11-10';
const ids = (list: { bannerId: number }[]) => list.map((banner) => banner.bannerId);

describe('banners for a viewer: audience', () => {
  const history: Given[] = [
    ...directory,
    published(1, { audience: { kind: 'everyone' } }),
    published(2, { audience: { kind: 'signed_in' } }),
    published(3, { audience: { kind: 'school', schoolId: 'school_maple' } }),
    published(4, { audience: { kind: 'district', districtId: 'district_riverside', schoolIds: null } }),
    published(5, { audience: { kind: 'district', districtId: 'district_riverside', schoolIds: ['school_cedar'] } }),
    published(6, { audience: { kind: 'school', schoolId: 'school_cedar' } }),
  ];
  it('a visitor sees the banners for everyone', () => {
    spec.given(history).then((q) => expect(ids(q.bannersFor(null, today))).toEqual([1]));
  });
  it('a teacher sees product-wide banners, their school’s, and their district’s (whole, or naming their school), newest first', () => {
    spec.given(history).then((q) => {
      expect(ids(q.bannersFor(mapleTeacher, today))).toEqual([4, 3, 2, 1]);
      expect(ids(q.bannersFor(cedarTeacher, today))).toEqual([6, 5, 4, 2, 1]);
    });
  });
  it('a teacher’s district is their school’s when the account names none', () => {
    spec.given(history).then((q) => expect(ids(q.bannersFor({ ...mapleTeacher, districtId: null }, today))).toEqual([4, 3, 2, 1]));
  });
  it('students and administrators see only product-wide banners', () => {
    spec.given(history).then((q) => {
      for (const viewer of [mapleStudent, mapleAdmin, districtAdmin]) expect(ids(q.bannersFor(viewer, today))).toEqual([2, 1]);
    });
  });
  it('isShownTo follows the same rule', () => {
    spec.given(history).then((q) => {
      expect(q.isShownTo(3, mapleTeacher, today)).toBe(true);
      expect(q.isShownTo(6, mapleTeacher, today)).toBe(false);
      expect(q.isShownTo(5, cedarTeacher, today)).toBe(true);
      expect(q.isShownTo(5, mapleTeacher, today)).toBe(false);
      expect(q.isShownTo(1, null, today)).toBe(true);
      expect(q.isShownTo(2, null, today)).toBe(false);
      expect(q.isShownTo(99, mapleTeacher, today)).toBe(false);
    });
  });
});

describe('banners for a viewer: the user types a banner is for (issue 34)', () => {
  const parent: BannerViewer = { userId: 'u_parent', role: 'parent', schoolId: null, districtId: null };
  const child: BannerViewer = { userId: 'u_child', role: 'child', schoolId: null, districtId: null };
  const engineer: BannerViewer = { userId: 'u_engineer', role: 'engineer', schoolId: null, districtId: null };
  const history: Given[] = [
    ...directory,
    published(1, { audience: { kind: 'everyone' }, userTypes: ['students', 'parents', 'visitors'] }),
    published(2, { audience: { kind: 'signed_in' }, userTypes: ['students'] }),
    published(3, { audience: { kind: 'signed_in' }, userTypes: ['teachers', 'administrators'] }),
    published(4, { audience: { kind: 'school', schoolId: 'school_maple' }, userTypes: ['students', 'administrators'] }),
    published(5, { audience: { kind: 'district', districtId: 'district_riverside', schoolIds: null }, userTypes: ['administrators'] }),
    published(6, { audience: { kind: 'signed_in' }, userTypes: ['parents'] }),
  ];
  it.each([
    ['a visitor', null, [1]],
    ['a student', mapleStudent, [4, 2, 1]],
    ['a child account (a student)', child, [2, 1]],
    ['a teacher', mapleTeacher, [3]],
    ['a school administrator', mapleAdmin, [5, 4, 3]],
    ['a district administrator', districtAdmin, [5, 3]],
    ['a parent', parent, [6, 1]],
    ['the engineer (no user type)', engineer, []],
  ] as const)('%s sees only the banners for their user type', (_, viewer, expected) => {
    spec.given(history).then((q) => {
      expect(ids(q.bannersFor(viewer, today))).toEqual(expected);
      for (const bannerId of [1, 2, 3, 4, 5, 6]) expect(q.isShownTo(bannerId, viewer, today)).toBe((expected as readonly number[]).includes(bannerId));
    });
  });
  it('an edit changes who sees it, and the administrators’ list shows the user types', () => {
    const edited: Given = { type: 'BannerEdited', data: { bannerId: 4, ...content({ bannerText: 'Banner 4', audience: { kind: 'school', schoolId: 'school_maple' }, userTypes: ['teachers'] }), editedByUserId: 'u_lee' } };
    spec.given([...history, edited]).then((q) => {
      expect(ids(q.bannersFor(mapleStudent, today))).toEqual([2, 1]);
      expect(ids(q.bannersFor(mapleTeacher, today))).toEqual([4, 3]);
      expect(q.bannersManagedBy(mapleAdmin, today).map((banner) => banner.userTypes)).toEqual([['teachers']]);
    });
  });
});

describe('banners for a viewer: dates, edits, withdrawals, dismissals', () => {
  it('shows a banner from its first to its last day, inclusive', () => {
    spec.given([published(1, { startDate: '2026-11-10', endDate: '2026-11-12' })]).then((q) => {
      expect(['2026-11-09', '2026-11-10', '2026-11-12', '2026-11-13'].map((day) => q.bannersFor(null, day).length)).toEqual([0, 1, 1, 0]);
    });
  });
  it('orders by start day (latest first), then the latest published', () => {
    spec.given([published(1, { startDate: '2026-11-05' }), published(2, { startDate: '2026-11-01' }), published(3, { startDate: '2026-11-05' })]).then((q) => {
      expect(ids(q.bannersFor(null, today))).toEqual([3, 1, 2]);
    });
  });
  it('an edit changes the content, audience and dates; a withdrawal takes it down', () => {
    const edited: Given = { type: 'BannerEdited', data: { bannerId: 1, ...content({ bannerText: 'Moved', audience: { kind: 'signed_in' }, endDate: '2026-12-31' }), editedByUserId: null } };
    spec.given([published(1), edited]).then((q) => {
      expect(q.bannersFor(null, today)).toEqual([]);
      expect(q.bannersFor(mapleStudent, '2026-12-31')).toEqual([
        { bannerId: 1, bannerText: 'Moved', ctaText: 'Go', ctaLink: '/', hasSignedInClick: false, hasSignedInDisplay: false },
      ]);
    });
    spec.given([published(1), { type: 'BannerWithdrawn', data: { bannerId: 1, withdrawnByUserId: null } }]).then((q) => {
      expect(q.bannersFor(null, today)).toEqual([]);
      expect(q.isShownTo(1, null, today)).toBe(false);
      expect(q.banner(1)?.withdrawn).toBe(true);
    });
  });
  it('a dismissed banner leaves that user’s list (only theirs), but is still shown to them for tracking', () => {
    spec.given([published(1), published(2), { type: 'BannerDismissed', data: { bannerId: 1, userId: 'u_ava' } }]).then((q) => {
      expect(ids(q.bannersFor(mapleStudent, today))).toEqual([2]);
      expect(ids(q.bannersFor(mapleTeacher, today))).toEqual([2, 1]);
      expect(q.isShownTo(1, mapleStudent, today)).toBe(true);
    });
  });
  it('a visitor’s dismissals (the cookie’s ids) are left out', () => {
    spec.given([published(1), published(2)]).then((q) => expect(ids(q.bannersFor(null, today, new Set([2])))).toEqual([1]));
  });
  it('the flags say whether this user’s display and click were recorded', () => {
    spec
      .given([published(1), published(2), { type: 'BannerDisplayed', data: { bannerId: 1, userId: 'u_ava' } }, { type: 'BannerClicked', data: { bannerId: 2, userId: 'u_ava' } }])
      .then((q) => {
        expect(q.bannersFor(mapleStudent, today).map(({ bannerId, hasSignedInDisplay, hasSignedInClick }) => ({ bannerId, hasSignedInDisplay, hasSignedInClick }))).toEqual([
          { bannerId: 2, hasSignedInDisplay: false, hasSignedInClick: true },
          { bannerId: 1, hasSignedInDisplay: true, hasSignedInClick: false },
        ]);
        expect(q.bannersFor(mapleTeacher, today).every((banner) => !banner.hasSignedInDisplay && !banner.hasSignedInClick)).toBe(true);
      });
  });
  it(`answers at most ${MAX_BANNERS_SHOWN}`, () => {
    const many = Array.from({ length: MAX_BANNERS_SHOWN + 3 }, (_, index) => published(index + 1));
    spec.given(many).then((q) => expect(q.bannersFor(null, today)).toHaveLength(MAX_BANNERS_SHOWN));
  });
});

describe('the administrators’ page', () => {
  const history: Given[] = [
    ...directory,
    published(3, { audience: { kind: 'school', schoolId: 'school_maple' }, startDate: '2026-11-20', endDate: '2026-11-30' }),
    published(4, { audience: { kind: 'district', districtId: 'district_riverside', schoolIds: ['school_maple', 'school_cedar'] } }),
    published(6, { audience: { kind: 'school', schoolId: 'school_cedar' } }),
    published(1, { audience: { kind: 'everyone' } }),
    { type: 'BannerDisplayed', data: { bannerId: 4, userId: 'u_rivera' } },
    { type: 'BannerDisplayed', data: { bannerId: 4, userId: 'u_birch' } },
    { type: 'BannerClicked', data: { bannerId: 4, userId: 'u_birch' } },
    { type: 'BannerDismissed', data: { bannerId: 4, userId: 'u_rivera' } },
    { type: 'BannerClickedSignedOut', data: { bannerId: 1 } },
  ];
  it('a school administrator manages their school’s banners; a district administrator their district’s', () => {
    spec.given(history).then((q) => {
      expect(q.bannersManagedBy(mapleAdmin, today)).toEqual([
        { bannerId: 3, ...content({ bannerText: 'Banner 3', audience: { kind: 'school', schoolId: 'school_maple' }, startDate: '2026-11-20' }), status: 'scheduled', displays: 0, clicks: 0, dismissals: 0 },
      ]);
      expect(q.bannersManagedBy(districtAdmin, today)).toEqual([
        {
          bannerId: 4,
          ...content({ bannerText: 'Banner 4', audience: { kind: 'district', districtId: 'district_riverside', schoolIds: ['school_cedar', 'school_maple'] } }),
          status: 'showing',
          displays: 2,
          clicks: 1,
          dismissals: 1,
        },
      ]);
      expect(q.bannersManagedBy(mapleTeacher, today)).toEqual([]);
    });
  });
  it('offers each administrator their audience', () => {
    spec.given(history).then((q) => {
      expect(q.audienceOptionsOf(mapleAdmin)).toEqual({ kind: 'school', schoolId: 'school_maple', schoolName: 'Maple Elementary', userTypes: ['students', 'teachers', 'administrators'] });
      expect(q.audienceOptionsOf(districtAdmin)).toEqual({
        kind: 'district',
        districtId: 'district_riverside',
        districtName: 'Riverside Unified',
        schools: [
          { schoolId: 'school_cedar', name: 'Cedar Creek' },
          { schoolId: 'school_maple', name: 'Maple Elementary' },
        ],
        userTypes: ['students', 'teachers', 'administrators'],
      });
      expect(q.audienceOptionsOf(mapleTeacher)).toBeNull();
      expect([...q.schoolIdsOfDistrict('district_riverside')].sort()).toEqual(['school_cedar', 'school_maple']);
      expect(q.schoolIdsOfDistrict(null).size).toBe(0);
    });
  });
});
