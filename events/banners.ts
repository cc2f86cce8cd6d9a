import { z } from 'zod';
import { BANNER_USER_TYPES, canonicalUserTypes, ORGANISATION_BANNER_USER_TYPES, type BannerUserType } from './banners/banner-user-types';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';

// Banners (spec §2.23, §3 "Banner", §4 "Banners carousel", §7 `/banners/*`):
// notices with a call to action that school and district administrators write
// for their teachers, and product-wide ones the product itself publishes (the
// demo seeds them). Streams: `banner:<bannerId>` holds a banner's content;
// `banner-viewer:<bannerId>:<userId>` one signed-in user's display, click and
// dismissal of it (each at most once); `banner-signed-out-clicks:<bannerId>`
// the clicks of signed-out visitors. Decisions: docs/banners.md.

export const BANNER_TEXT_MAX_LENGTH = 300;
export const CTA_TEXT_MAX_LENGTH = 40;
export const CTA_LINK_MAX_LENGTH = 500;

/** Who sees a banner: a school's teachers, a district's (all its schools or the chosen ones), every signed-in user, or everyone including visitors. */
export const bannerAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('school'), schoolId: id }),
  z.object({ kind: z.literal('district'), districtId: id, schoolIds: z.array(id).min(1).max(500).nullable() }),
  z.object({ kind: z.literal('signed_in') }),
  z.object({ kind: z.literal('everyone') }),
]);
export type BannerAudience = z.infer<typeof bannerAudience>;

export { BANNER_USER_TYPES, bannerUserTypeOf, type BannerUserType } from './banners/banner-user-types';
/** Issue 34: the user types a banner is for, one or more, each once, in `BANNER_USER_TYPES` order. */
export const bannerUserTypes = z.array(z.enum(BANNER_USER_TYPES)).min(1).max(BANNER_USER_TYPES.length);

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const bannerContent = z.object({
  bannerText: z.string().min(1).max(BANNER_TEXT_MAX_LENGTH),
  ctaText: z.string().min(1).max(CTA_TEXT_MAX_LENGTH),
  ctaLink: z.string().min(1).max(CTA_LINK_MAX_LENGTH),
  audience: bannerAudience,
  /** Who among the audience sees it: students, teachers, administrators, parents, visitors (issue 34). */
  userTypes: bannerUserTypes,
  /** First and last day shown, inclusive, as UTC calendar days. */
  startDate: calendarDate,
  endDate: calendarDate,
});
export type BannerContent = z.infer<typeof bannerContent>;

/**
 * Schema version 1 had no user types. What a banner was for then: a school's or
 * a district's banner, its teachers (the only readers of those); one for every
 * signed-in user, every signed-in user type; one for everyone, every type and
 * visitors. (The engineer, no user type, no longer sees them.)
 */
export function userTypesOfVersion1(audience: { kind: string }): BannerUserType[] {
  if (audience.kind === 'school' || audience.kind === 'district') return ['teachers'];
  if (audience.kind === 'signed_in') return ['students', 'teachers', 'administrators', 'parents'];
  return [...BANNER_USER_TYPES];
}
const withUserTypes = (data: unknown) => {
  const v1 = data as { audience: { kind: string } };
  return { ...v1, userTypes: userTypesOfVersion1(v1.audience) };
};

/** A banner was written. `publishedByUserId` null: the product (a system actor, the demo seed). */
export const BannerPublished = defineEvent({
  type: 'BannerPublished',
  schemaVersion: 2,
  schema: bannerContent.extend({ bannerId: z.number().int().positive(), publishedByUserId: id.nullable() }),
  upcasters: { 1: withUserTypes },
});

/** A banner's content, audience or dates changed (the whole new content). */
export const BannerEdited = defineEvent({
  type: 'BannerEdited',
  schemaVersion: 2,
  schema: bannerContent.extend({ bannerId: z.number().int().positive(), editedByUserId: id.nullable() }),
  upcasters: { 1: withUserTypes },
});

/** A banner was taken down for good. */
export const BannerWithdrawn = defineEvent({
  type: 'BannerWithdrawn',
  schemaVersion: 1,
  schema: z.object({ bannerId: z.number().int().positive(), withdrawnByUserId: id.nullable() }),
});

const viewerFact = z.object({ bannerId: z.number().int().positive(), userId: id });
/** Spec §7 tracking type 1: a signed-in user was first shown the banner. */
export const BannerDisplayed = defineEvent({ type: 'BannerDisplayed', schemaVersion: 1, schema: viewerFact });
/** Type 2: a signed-in user first followed its call to action. */
export const BannerClicked = defineEvent({ type: 'BannerClicked', schemaVersion: 1, schema: viewerFact });
/** Type 3: a signed-in user dismissed it: it leaves their list for good. */
export const BannerDismissed = defineEvent({ type: 'BannerDismissed', schemaVersion: 1, schema: viewerFact });
/** A signed-out visitor followed the call to action of a banner shown to visitors (no one is named). */
export const BannerClickedSignedOut = defineEvent({
  type: 'BannerClickedSignedOut',
  schemaVersion: 1,
  schema: z.object({ bannerId: z.number().int().positive() }),
});

export const bannerEvents = [BannerPublished, BannerEdited, BannerWithdrawn, BannerDisplayed, BannerClicked, BannerDismissed, BannerClickedSignedOut] as const;
export type BannerEvent = EventOf<(typeof bannerEvents)[number]>;

/** Spec §3 "Banner", as `GET /banners` answers it (server and client). The flags: this user's display / click has been recorded already. */
export interface Banner {
  bannerId: number;
  bannerText: string;
  ctaText: string;
  ctaLink: string;
  hasSignedInClick: boolean;
  hasSignedInDisplay: boolean;
}

export type BannerStatus = 'scheduled' | 'showing' | 'ended' | 'withdrawn';

/** A banner on its administrators' page (`GET /banners/admin/list`). */
export interface ManagedBanner extends BannerContent {
  bannerId: number;
  status: BannerStatus;
  displays: number;
  clicks: number;
  dismissals: number;
}

/** The audiences an administrator may choose (`GET /banners/admin/list`). */
export type BannerAudienceOptions = (
  | { kind: 'school'; schoolId: string; schoolName: string }
  | { kind: 'district'; districtId: string; districtName: string; schools: { schoolId: string; name: string }[] }
) & { /** The user types they may choose among (issue 34). */ userTypes: BannerUserType[] };

/** Spec §7 `bannerTrackingEventType`. */
export const BANNER_TRACKING_EVENT_TYPES = { display: 1, click: 2, dismiss: 3 } as const;
export type BannerTrackingKind = keyof typeof BANNER_TRACKING_EVENT_TYPES;

/** The author of a banner: an administrator (with their school or district from the directory), or the product. */
export type BannerAuthor = { kind: 'user'; userId: string; role: string; schoolId: string | null; districtId: string | null } | { kind: 'product' };

/** What an administrator writes; the route fills in the ids of their school or district. */
export type BannerDraft = BannerContent;

export type BannerCommand =
  | {
      type: 'PublishBanner';
      data: {
        bannerId: number;
        author: BannerAuthor;
        draft: BannerDraft;
        /** The schools of the author's district (from the directory), for a district audience. */
        schoolsOfDistrict: ReadonlySet<string>;
        now: Date;
      };
    }
  | { type: 'EditBanner'; data: { author: BannerAuthor; draft: BannerDraft; schoolsOfDistrict: ReadonlySet<string>; now: Date } }
  | { type: 'WithdrawBanner'; data: { author: BannerAuthor; now: Date } }
  | {
      type: 'TrackBanner';
      data: {
        bannerId: number;
        userId: string;
        kind: BannerTrackingKind;
        /** From the read model: the banner is for this user today (whether dismissed or not). */
        shownToUser: boolean;
      };
    }
  | { type: 'TrackSignedOutClick'; data: { bannerId: number; /** From the read model: the banner is shown to visitors today. */ shownToVisitors: boolean } };

export interface BannersState {
  /** The banner stream: its content, or null before it is published. */
  banner: (BannerContent & { bannerId: number; withdrawn: boolean }) | null;
  /** A viewer stream: what this user's tracking recorded already. */
  tracked: Readonly<Record<BannerTrackingKind, boolean>>;
}

/** Administrators who write banners for their teachers (spec §2.23 via issue 16). */
export function mayWriteBanners(role: string): boolean {
  return role === 'school_administrator' || role === 'district_administrator';
}

/** `YYYY-MM-DD` of `now` in UTC: the day banners' dates are compared with. */
export function bannerDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A call-to-action link: an in-app path (`/math/grade-4`, never `//host`, no
 * spaces or backslashes) or an `https:` address with a host and no credentials.
 */
export function isValidCtaLink(link: string): boolean {
  if (link.length === 0 || link.length > CTA_LINK_MAX_LENGTH || /[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The status of a banner on `today`. */
export function bannerStatus(banner: Pick<BannerContent, 'startDate' | 'endDate'> & { withdrawn: boolean }, today: string): BannerStatus {
  if (banner.withdrawn) return 'withdrawn';
  if (today < banner.startDate) return 'scheduled';
  if (today > banner.endDate) return 'ended';
  return 'showing';
}

function authorId(author: BannerAuthor): string | null {
  return author.kind === 'user' ? author.userId : null;
}

/** Who may write for an audience: the product for everyone and signed-in users; a school's administrator for its teachers; a district's for its schools' teachers. */
function requireMayWriteFor(author: BannerAuthor, audience: BannerAudience, schoolsOfDistrict: ReadonlySet<string>): void {
  if (author.kind === 'product') {
    if (audience.kind !== 'signed_in' && audience.kind !== 'everyone') throw new DomainError('banners.audience_not_allowed', 400);
    return;
  }
  if (!mayWriteBanners(author.role)) throw new DomainError('banners.not_an_author', 403);
  if (author.role === 'school_administrator') {
    if (author.schoolId === null) throw new DomainError('banners.no_organisation', 403);
    if (audience.kind !== 'school') throw new DomainError('banners.audience_not_allowed', 403);
    if (audience.schoolId !== author.schoolId) throw new DomainError('banners.not_your_school', 403);
    return;
  }
  if (author.districtId === null) throw new DomainError('banners.no_organisation', 403);
  if (audience.kind !== 'district') throw new DomainError('banners.audience_not_allowed', 403);
  if (audience.districtId !== author.districtId) throw new DomainError('banners.not_your_district', 403);
  if (audience.schoolIds !== null && audience.schoolIds.some((schoolId) => !schoolsOfDistrict.has(schoolId))) {
    throw new DomainError('banners.school_not_in_district', 403);
  }
}

/** Who may edit or withdraw a banner: whoever may write for its audience (the same school's or district's administrators; the product for its own). */
function requireManages(author: BannerAuthor, audience: BannerAudience): void {
  if (author.kind === 'product') {
    if (audience.kind !== 'signed_in' && audience.kind !== 'everyone') throw new DomainError('banners.not_yours', 403);
    return;
  }
  if (!mayWriteBanners(author.role)) throw new DomainError('banners.not_an_author', 403);
  const mine =
    (author.role === 'school_administrator' && audience.kind === 'school' && audience.schoolId === author.schoolId) ||
    (author.role === 'district_administrator' && audience.kind === 'district' && audience.districtId === author.districtId);
  if (!mine) throw new DomainError('banners.not_yours', 403);
}

/** The content rules: texts present and short enough, a safe link, real dates, an end on or after the start and not before today. */
function checkedContent(draft: BannerDraft, now: Date): BannerContent {
  const bannerText = draft.bannerText.trim();
  const ctaText = draft.ctaText.trim();
  const ctaLink = draft.ctaLink.trim();
  if (bannerText.length === 0) throw new DomainError('banners.text_required', 400);
  if (bannerText.length > BANNER_TEXT_MAX_LENGTH) throw new DomainError('banners.text_too_long', 400);
  if (ctaText.length === 0) throw new DomainError('banners.cta_text_required', 400);
  if (ctaText.length > CTA_TEXT_MAX_LENGTH) throw new DomainError('banners.cta_text_too_long', 400);
  if (!isValidCtaLink(ctaLink)) throw new DomainError('banners.invalid_cta_link', 400);
  if (!isCalendarDate(draft.startDate) || !isCalendarDate(draft.endDate)) throw new DomainError('banners.invalid_date', 400);
  if (draft.endDate < draft.startDate) throw new DomainError('banners.end_before_start', 400);
  if (draft.endDate < bannerDay(now)) throw new DomainError('banners.ends_in_past', 400);
  const userTypes = checkedUserTypes(draft.audience, draft.userTypes);
  const audience: BannerAudience =
    draft.audience.kind === 'district' && draft.audience.schoolIds !== null
      ? { ...draft.audience, schoolIds: [...new Set(draft.audience.schoolIds)].sort() }
      : draft.audience;
  return { bannerText, ctaText, ctaLink, audience, userTypes, startDate: draft.startDate, endDate: draft.endDate };
}

/**
 * The user-type rules (issue 34): at least one; a school's or district's banner
 * is for its students, teachers or administrators (parents and visitors belong
 * to no school); a product banner for every signed-in user is not for
 * visitors, and one for everyone is for visitors (and whichever others).
 */
function checkedUserTypes(audience: BannerAudience, userTypes: readonly BannerUserType[]): BannerUserType[] {
  const types = canonicalUserTypes(userTypes);
  if (types.length === 0) throw new DomainError('banners.user_types_required', 400);
  const allowed = audience.kind === 'school' || audience.kind === 'district' ? types.every((type) => ORGANISATION_BANNER_USER_TYPES.includes(type)) : (audience.kind === 'everyone') === types.includes('visitors');
  if (!allowed) throw new DomainError('banners.user_types_not_allowed', 400);
  return types;
}

const NOTHING_TRACKED = { display: false, click: false, dismiss: false } as const;

export const banners = {
  initialState: (): BannersState => ({ banner: null, tracked: NOTHING_TRACKED }),

  evolve(state: BannersState, event: BannerEvent): BannersState {
    switch (event.type) {
      case 'BannerPublished':
      case 'BannerEdited': {
        const { bannerId, bannerText, ctaText, ctaLink, audience, userTypes, startDate, endDate } = event.data;
        return { ...state, banner: { bannerId, bannerText, ctaText, ctaLink, audience, userTypes, startDate, endDate, withdrawn: false } };
      }
      case 'BannerWithdrawn':
        return state.banner ? { ...state, banner: { ...state.banner, withdrawn: true } } : state;
      case 'BannerDisplayed':
        return { ...state, tracked: { ...state.tracked, display: true } };
      case 'BannerClicked':
        return { ...state, tracked: { ...state.tracked, click: true } };
      case 'BannerDismissed':
        return { ...state, tracked: { ...state.tracked, dismiss: true } };
      default:
        return state;
    }
  },

  decide(command: BannerCommand, state: BannersState): BannerEvent[] {
    switch (command.type) {
      case 'PublishBanner': {
        const { bannerId, author, draft, schoolsOfDistrict, now } = command.data;
        requireMayWriteFor(author, draft.audience, schoolsOfDistrict);
        const content = checkedContent(draft, now);
        if (state.banner !== null) throw new DomainError('banners.already_published', 409);
        return [{ type: 'BannerPublished', data: { bannerId, ...content, publishedByUserId: authorId(author) } }];
      }
      case 'EditBanner': {
        const { author, draft, schoolsOfDistrict, now } = command.data;
        if (state.banner === null) throw new DomainError('banners.unknown_banner', 404);
        requireManages(author, state.banner.audience);
        if (state.banner.withdrawn) throw new DomainError('banners.withdrawn', 409);
        requireMayWriteFor(author, draft.audience, schoolsOfDistrict);
        const content = checkedContent(draft, now);
        return [{ type: 'BannerEdited', data: { bannerId: state.banner.bannerId, ...content, editedByUserId: authorId(author) } }];
      }
      case 'WithdrawBanner': {
        const { author } = command.data;
        if (state.banner === null) throw new DomainError('banners.unknown_banner', 404);
        requireManages(author, state.banner.audience);
        if (state.banner.withdrawn) return [];
        return [{ type: 'BannerWithdrawn', data: { bannerId: state.banner.bannerId, withdrawnByUserId: authorId(author) } }];
      }
      case 'TrackBanner': {
        const { bannerId, userId, kind, shownToUser } = command.data;
        if (!shownToUser) throw new DomainError('banners.unknown_banner', 404);
        if (state.tracked[kind]) return [];
        const data = { bannerId, userId };
        if (kind === 'display') return [{ type: 'BannerDisplayed', data }];
        if (kind === 'click') return [{ type: 'BannerClicked', data }];
        return [{ type: 'BannerDismissed', data }];
      }
      case 'TrackSignedOutClick': {
        if (!command.data.shownToVisitors) throw new DomainError('banners.unknown_banner', 404);
        return [{ type: 'BannerClickedSignedOut', data: { bannerId: command.data.bannerId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const bannerStreams = {
  banner: (bannerId: number) => `banner:${bannerId}`,
  viewer: (bannerId: number, userId: string) => `banner-viewer:${bannerId}:${userId}`,
  signedOutClicks: (bannerId: number) => `banner-signed-out-clicks:${bannerId}`,
};
