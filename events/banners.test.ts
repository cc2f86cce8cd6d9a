import { describe, expect, it } from 'vitest';
import { bannerDay, bannerEvents, banners, bannerStatus, bannerStreams, isCalendarDate, isValidCtaLink, type BannerAuthor, type BannerCommand, type BannerDraft, type BannerEvent } from './banners';
import { EventRegistry } from './log/event-schemas';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(banners);
const now = new Date('2026-11-02T08:00:00.000Z');
const schoolAdmin: BannerAuthor = { kind: 'user', userId: 'u_admin_lee', role: 'school_administrator', schoolId: 'school_maple', districtId: 'district_riverside' };
const otherSchoolAdmin: BannerAuthor = { kind: 'user', userId: 'u_admin_oak', role: 'school_administrator', schoolId: 'school_cedar', districtId: 'district_riverside' };
const districtAdmin: BannerAuthor = { kind: 'user', userId: 'u_district_chen', role: 'district_administrator', schoolId: null, districtId: 'district_riverside' };
const teacher: BannerAuthor = { kind: 'user', userId: 'u_ms_rivera', role: 'teacher', schoolId: 'school_maple', districtId: 'district_riverside' };
const product: BannerAuthor = { kind: 'product' };
const districtSchools = new Set(['school_maple', 'school_cedar']);

const draft = (overrides: Partial<BannerDraft> = {}): BannerDraft => ({
  bannerText: 'Book fair on Friday',
  ctaText: 'See the times',
  ctaLink: '/roster/view',
  audience: { kind: 'school', schoolId: 'school_maple' },
  userTypes: ['teachers'],
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  ...overrides,
});
const publish = (author: BannerAuthor, content: BannerDraft = draft(), at = now): BannerCommand => ({
  type: 'PublishBanner',
  data: { bannerId: 7, author, draft: content, schoolsOfDistrict: districtSchools, now: at },
});
const published = (content: BannerDraft = draft(), publishedByUserId: string | null = 'u_admin_lee'): BannerEvent => ({
  type: 'BannerPublished',
  data: { bannerId: 7, ...content, publishedByUserId },
});
const districtDraft = (schoolIds: string[] | null) => draft({ audience: { kind: 'district', districtId: 'district_riverside', schoolIds } });

describe('publishing a banner: who may write for which audience', () => {
  it('a school administrator writes for their own school’s teachers', () => {
    spec.given([]).when(publish(schoolAdmin)).then([published()]);
  });
  it('a school administrator may not write for another school, the district, or everyone', () => {
    spec.given([]).when(publish(otherSchoolAdmin)).thenThrows('banners.not_your_school', 403);
    spec.given([]).when(publish(schoolAdmin, districtDraft(null))).thenThrows('banners.audience_not_allowed', 403);
    spec.given([]).when(publish(schoolAdmin, draft({ audience: { kind: 'everyone' }, userTypes: ['students', 'visitors'] }))).thenThrows('banners.audience_not_allowed', 403);
  });
  it('a district administrator writes for the whole district or chosen schools of it', () => {
    spec.given([]).when(publish(districtAdmin, districtDraft(null))).then([published(districtDraft(null), 'u_district_chen')]);
    spec
      .given([])
      .when(publish(districtAdmin, districtDraft(['school_maple', 'school_cedar', 'school_maple'])))
      .then([published(districtDraft(['school_cedar', 'school_maple']), 'u_district_chen')]);
  });
  it('a district administrator may not name a school outside the district, another district, or a single school audience', () => {
    spec.given([]).when(publish(districtAdmin, districtDraft(['school_elsewhere']))).thenThrows('banners.school_not_in_district', 403);
    spec
      .given([])
      .when(publish(districtAdmin, draft({ audience: { kind: 'district', districtId: 'district_other', schoolIds: null } })))
      .thenThrows('banners.not_your_district', 403);
    spec.given([]).when(publish(districtAdmin)).thenThrows('banners.audience_not_allowed', 403);
    spec.given([]).when(publish(districtAdmin, draft({ audience: { kind: 'signed_in' } }))).thenThrows('banners.audience_not_allowed', 403);
  });
  it('an administrator without a school or district writes nothing', () => {
    spec.given([]).when(publish({ ...schoolAdmin, schoolId: null })).thenThrows('banners.no_organisation', 403);
    spec.given([]).when(publish({ ...districtAdmin, districtId: null }, districtDraft(null))).thenThrows('banners.no_organisation', 403);
  });
  it('teachers and every other role write no banners', () => {
    spec.given([]).when(publish(teacher)).thenThrows('banners.not_an_author', 403);
    for (const role of ['student', 'parent', 'child']) spec.given([]).when(publish({ ...teacher, role })).thenThrows('banners.not_an_author', 403);
  });
  it('the product writes product-wide banners only (signed-in users, or everyone)', () => {
    spec.given([]).when(publish(product, draft({ audience: { kind: 'everyone' }, userTypes: ['students', 'visitors'] }))).then([published(draft({ audience: { kind: 'everyone' }, userTypes: ['students', 'visitors'] }), null)]);
    spec.given([]).when(publish(product, draft({ audience: { kind: 'signed_in' } }))).then([published(draft({ audience: { kind: 'signed_in' } }), null)]);
    spec.given([]).when(publish(product)).thenThrows('banners.audience_not_allowed', 400);
  });
  it('a banner id is published once', () => {
    spec.given([published()]).when(publish(schoolAdmin)).thenThrows('banners.already_published', 409);
  });
});

describe('publishing a banner: content and dates', () => {
  it('trims the texts and the link', () => {
    spec
      .given([])
      .when(publish(schoolAdmin, draft({ bannerText: '  Book fair on Friday ', ctaText: ' See the times ', ctaLink: ' /roster/view ' })))
      .then([published()]);
  });
  it('needs a text and a call to action, each short enough', () => {
    spec.given([]).when(publish(schoolAdmin, draft({ bannerText: '   ' }))).thenThrows('banners.text_required', 400);
    spec.given([]).when(publish(schoolAdmin, draft({ bannerText: 'x'.repeat(301) }))).thenThrows('banners.text_too_long', 400);
    spec.given([]).when(publish(schoolAdmin, draft({ bannerText: 'x'.repeat(300) }))).then([published(draft({ bannerText: 'x'.repeat(300) }))]);
    spec.given([]).when(publish(schoolAdmin, draft({ ctaText: '' }))).thenThrows('banners.cta_text_required', 400);
    spec.given([]).when(publish(schoolAdmin, draft({ ctaText: 'x'.repeat(41) }))).thenThrows('banners.cta_text_too_long', 400);
  });
  it('refuses a link that is neither an in-app path nor an https address', () => {
    for (const ctaLink of ['javascript:alert(1)', 'http://example.org', '//evil.example/x', 'roster', 'https://user:pw@example.org/', '/a b']) {
      spec.given([]).when(publish(schoolAdmin, draft({ ctaLink }))).thenThrows('banners.invalid_cta_link', 400);
    }
    spec.given([]).when(publish(schoolAdmin, draft({ ctaLink: 'https://example.org/fair' }))).then([published(draft({ ctaLink: 'https://example.org/fair' }))]);
  });
  it('needs real dates, an end on or after the start, and an end not before today', () => {
    spec.given([]).when(publish(schoolAdmin, draft({ startDate: '2026-02-30' }))).thenThrows('banners.invalid_date', 400);
    spec.given([]).when(publish(schoolAdmin, draft({ startDate: '2026-11-10', endDate: '2026-11-09' }))).thenThrows('banners.end_before_start', 400);
    spec.given([]).when(publish(schoolAdmin, draft({ startDate: '2026-10-01', endDate: '2026-11-01' }))).thenThrows('banners.ends_in_past', 400);
    // One day, today: allowed; starting in the past: allowed (it shows at once).
    spec.given([]).when(publish(schoolAdmin, draft({ startDate: '2026-11-02', endDate: '2026-11-02' }))).then([published(draft({ startDate: '2026-11-02', endDate: '2026-11-02' }))]);
  });
});

describe('editing and withdrawing', () => {
  const edit = (author: BannerAuthor, content: BannerDraft = draft({ bannerText: 'Book fair moved to Monday' })): BannerCommand => ({
    type: 'EditBanner',
    data: { author, draft: content, schoolsOfDistrict: districtSchools, now },
  });
  const withdraw = (author: BannerAuthor): BannerCommand => ({ type: 'WithdrawBanner', data: { author, now } });

  it('an administrator of the banner’s school edits it (the whole new content)', () => {
    spec
      .given([published()])
      .when(edit(schoolAdmin))
      .then([{ type: 'BannerEdited', data: { bannerId: 7, ...draft({ bannerText: 'Book fair moved to Monday' }), editedByUserId: 'u_admin_lee' } }]);
  });
  it('nobody else edits or withdraws it', () => {
    for (const author of [otherSchoolAdmin, districtAdmin, product]) {
      spec.given([published()]).when(edit(author)).thenThrows('banners.not_yours', 403);
      spec.given([published()]).when(withdraw(author)).thenThrows('banners.not_yours', 403);
    }
    spec.given([published()]).when(edit(teacher)).thenThrows('banners.not_an_author', 403);
  });
  it('an edit follows the content and audience rules', () => {
    spec.given([published()]).when(edit(schoolAdmin, draft({ ctaLink: 'ftp://x.example' }))).thenThrows('banners.invalid_cta_link', 400);
    spec.given([published()]).when(edit(schoolAdmin, draft({ audience: { kind: 'everyone' }, userTypes: ['students', 'visitors'] }))).thenThrows('banners.audience_not_allowed', 403);
  });
  it('an unknown banner is 404; a withdrawn one cannot be edited', () => {
    spec.given([]).when(edit(schoolAdmin)).thenThrows('banners.unknown_banner', 404);
    spec.given([]).when(withdraw(schoolAdmin)).thenThrows('banners.unknown_banner', 404);
    spec.given([published(), { type: 'BannerWithdrawn', data: { bannerId: 7, withdrawnByUserId: 'u_admin_lee' } }]).when(edit(schoolAdmin)).thenThrows('banners.withdrawn', 409);
  });
  it('withdraws once; withdrawing again appends nothing', () => {
    spec.given([published()]).when(withdraw(schoolAdmin)).then([{ type: 'BannerWithdrawn', data: { bannerId: 7, withdrawnByUserId: 'u_admin_lee' } }]);
    spec.given([published(), { type: 'BannerWithdrawn', data: { bannerId: 7, withdrawnByUserId: 'u_admin_lee' } }]).when(withdraw(schoolAdmin)).then([]);
  });
  it('a district banner is its district administrators’', () => {
    spec.given([published(districtDraft(null), 'u_district_chen')]).when(withdraw(districtAdmin)).then([{ type: 'BannerWithdrawn', data: { bannerId: 7, withdrawnByUserId: 'u_district_chen' } }]);
    spec.given([published(districtDraft(null), 'u_district_chen')]).when(withdraw(schoolAdmin)).thenThrows('banners.not_yours', 403);
  });
});

describe('tracking', () => {
  const track = (kind: 'display' | 'click' | 'dismiss', shownToUser = true): BannerCommand => ({ type: 'TrackBanner', data: { bannerId: 7, userId: 'u_ms_rivera', kind, shownToUser } });
  const fact = { bannerId: 7, userId: 'u_ms_rivera' };

  it('records a display, a click and a dismissal, each once per banner and user', () => {
    spec.given([]).when(track('display')).then([{ type: 'BannerDisplayed', data: fact }]);
    spec.given([{ type: 'BannerDisplayed', data: fact }]).when(track('display')).then([]);
    spec.given([{ type: 'BannerDisplayed', data: fact }]).when(track('click')).then([{ type: 'BannerClicked', data: fact }]);
    spec.given([{ type: 'BannerClicked', data: fact }]).when(track('click')).then([]);
    spec.given([{ type: 'BannerDisplayed', data: fact }, { type: 'BannerClicked', data: fact }]).when(track('dismiss')).then([{ type: 'BannerDismissed', data: fact }]);
    spec.given([{ type: 'BannerDismissed', data: fact }]).when(track('dismiss')).then([]);
  });
  it('refuses a banner that is not for the user today (unknown, another school’s, over, withdrawn)', () => {
    spec.given([]).when(track('display', false)).thenThrows('banners.unknown_banner', 404);
    spec.given([]).when(track('dismiss', false)).thenThrows('banners.unknown_banner', 404);
  });
  it('records a signed-out click only on a banner shown to visitors, every time', () => {
    const click = (shownToVisitors: boolean): BannerCommand => ({ type: 'TrackSignedOutClick', data: { bannerId: 7, shownToVisitors } });
    spec.given([]).when(click(true)).then([{ type: 'BannerClickedSignedOut', data: { bannerId: 7 } }]);
    spec.given([{ type: 'BannerClickedSignedOut', data: { bannerId: 7 } }]).when(click(true)).then([{ type: 'BannerClickedSignedOut', data: { bannerId: 7 } }]);
    spec.given([]).when(click(false)).thenThrows('banners.unknown_banner', 404);
  });
});

describe('the field rules', () => {
  it('calendar dates', () => {
    expect(['2026-11-02', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-2-1', '2027-02-29', '2026-13-01', '2026-11-31', '2026-11-02T00:00'].map(isCalendarDate)).toEqual([false, false, false, false, false]);
  });
  it('call-to-action links', () => {
    expect(['/', '/math/grade-4?x=1', 'https://example.org', 'HTTPS://Example.org/a'].map(isValidCtaLink)).toEqual([true, true, true, true]);
    expect(['', 'https://localhost/', 'https://', '/\\evil', `/${'a'.repeat(500)}`, 'mailto:a@b.org'].map(isValidCtaLink)).toEqual([false, false, false, false, false, false]);
  });
  it('the day and the status of a banner', () => {
    expect(bannerDay(new Date('2026-11-02T23:59:59.000Z'))).toBe('2026-11-02');
    const dates = { startDate: '2026-11-02', endDate: '2026-11-04', withdrawn: false };
    expect(['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05'].map((today) => bannerStatus(dates, today))).toEqual(['scheduled', 'showing', 'showing', 'ended']);
    expect(bannerStatus({ ...dates, withdrawn: true }, '2026-11-03')).toBe('withdrawn');
  });
});

describe('banners: edges', () => {
  const withdraw = (author: BannerAuthor): BannerCommand => ({ type: 'WithdrawBanner', data: { author, now } });
  const everyone = draft({ audience: { kind: 'everyone' }, userTypes: ['students', 'visitors'] });
  const signedIn = draft({ audience: { kind: 'signed_in' } });

  it('the product manages its own banners, for everyone and for signed-in users', () => {
    spec.given([published(everyone, null)]).when(withdraw(product)).then([{ type: 'BannerWithdrawn', data: { bannerId: 7, withdrawnByUserId: null } }]);
    spec.given([published(signedIn, null)]).when(withdraw(product)).then([{ type: 'BannerWithdrawn', data: { bannerId: 7, withdrawnByUserId: null } }]);
    spec.given([published(everyone, null)]).when(withdraw(schoolAdmin)).thenThrows('banners.not_yours', 403);
  });

  it('a district administrator may not name one school outside the district among its own', () =>
    spec.given([]).when(publish(districtAdmin, districtDraft(['school_maple', 'school_elsewhere']))).thenThrows('banners.school_not_in_district', 403));

  it('takes a call to action of exactly 40 characters and a link of exactly 500', () => {
    const content = draft({ ctaText: 'x'.repeat(40), ctaLink: `/${'a'.repeat(499)}` });
    spec.given([]).when(publish(schoolAdmin, content)).then([published(content)]);
    spec.given([]).when(publish(schoolAdmin, draft({ ctaText: 'x'.repeat(41) }))).thenThrows('banners.cta_text_too_long', 400);
  });

  it('refuses links with credentials, and dates with more than four digits of year', () => {
    expect(['https://user@example.org/', 'https://:secret@example.org/', 'https://user:secret@example.org/', 'https://example.org/a b'].map(isValidCtaLink)).toEqual([false, false, false, false]);
    expect(['12026-11-02', '2026-11-022'].map(isCalendarDate)).toEqual([false, false]);
  });

  it('names its streams after the banner and the viewer', () => {
    expect(bannerStreams.banner(7)).toBe('banner:7');
    expect(bannerStreams.viewer(7, 'u_ms_rivera')).toBe('banner-viewer:7:u_ms_rivera');
    expect(bannerStreams.signedOutClicks(7)).toBe('banner-signed-out-clicks:7');
  });
});

describe('who among the audience sees a banner: its user types (issue 34)', () => {
  it('a school administrator writes for their school’s students, teachers or administrators, each once, in a fixed order', () => {
    const chosen = draft({ userTypes: ['administrators', 'students', 'administrators'] });
    spec.given([]).when(publish(schoolAdmin, chosen)).then([published(draft({ userTypes: ['students', 'administrators'] }))]);
  });
  it('a school’s or district’s banner is not for parents or visitors (they belong to no school)', () => {
    spec.given([]).when(publish(schoolAdmin, draft({ userTypes: ['teachers', 'parents'] }))).thenThrows('banners.user_types_not_allowed', 400);
    spec.given([]).when(publish(districtAdmin, draft({ audience: { kind: 'district', districtId: 'district_riverside', schoolIds: null }, userTypes: ['visitors'] }))).thenThrows('banners.user_types_not_allowed', 400);
  });
  it('a banner is for someone', () => {
    spec.given([]).when(publish(schoolAdmin, draft({ userTypes: [] }))).thenThrows('banners.user_types_required', 400);
    spec.given([published()]).when({ type: 'EditBanner', data: { author: schoolAdmin, draft: draft({ userTypes: [] }), schoolsOfDistrict: districtSchools, now } }).thenThrows('banners.user_types_required', 400);
  });
  it('a product banner for signed-in users is not for visitors; one for everyone is for visitors and whichever others', () => {
    spec.given([]).when(publish(product, draft({ audience: { kind: 'signed_in' }, userTypes: ['students'] }))).then([published(draft({ audience: { kind: 'signed_in' }, userTypes: ['students'] }), null)]);
    spec.given([]).when(publish(product, draft({ audience: { kind: 'signed_in' }, userTypes: ['students', 'visitors'] }))).thenThrows('banners.user_types_not_allowed', 400);
    spec.given([]).when(publish(product, draft({ audience: { kind: 'everyone' }, userTypes: ['parents'] }))).thenThrows('banners.user_types_not_allowed', 400);
  });
  it('a banner of schema version 1 is for whom it was for then: a school’s or district’s, its teachers; signed-in, every signed-in type; everyone, every type', () => {
    const registry = new EventRegistry(bannerEvents);
    const v1 = { bannerId: 7, bannerText: 'x', ctaText: 'y', ctaLink: '/', startDate: '2026-11-01', endDate: '2026-11-30', publishedByUserId: null };
    const upcast = (audience: object, type = 'BannerPublished') => registry.upcast(type, 1, { ...v1, audience });
    expect(upcast({ kind: 'school', schoolId: 'school_maple' })).toEqual({ data: { ...v1, audience: { kind: 'school', schoolId: 'school_maple' }, userTypes: ['teachers'] }, schemaVersion: 2 });
    expect(upcast({ kind: 'district', districtId: 'd', schoolIds: null }).data).toMatchObject({ userTypes: ['teachers'] });
    expect(upcast({ kind: 'signed_in' }, 'BannerEdited').data).toMatchObject({ userTypes: ['students', 'teachers', 'administrators', 'parents'] });
    expect(upcast({ kind: 'everyone' }).data).toMatchObject({ userTypes: ['students', 'teachers', 'administrators', 'parents', 'visitors'] });
  });
});
