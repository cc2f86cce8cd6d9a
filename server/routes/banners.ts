import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  BANNER_TRACKING_EVENT_TYPES,
  BANNER_USER_TYPES,
  bannerDay,
  banners,
  bannerStreams,
  mayWriteBanners,
  type Banner,
  type BannerAudience,
  type BannerAudienceOptions,
  type BannerAuthor,
  type BannerCommand,
  type BannerDraft,
  type BannerTrackingKind,
  type ManagedBanner,
} from '../../events/banners';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { DirectoryUser } from '../../projections/school-directory';
import { requireUser } from '../auth/current-user';
import { dismissedBannersOf, rememberDismissedBanner } from '../banners/dismissed-banners-cookie';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';

const bannerId = numberField(z.number('banners.unknown_banner').int('banners.unknown_banner').positive('banners.unknown_banner').max(Number.MAX_SAFE_INTEGER, 'banners.unknown_banner'));
const trackingBody = z.object({
  bannerId,
  bannerTrackingEventType: numberField(z.number('banners.invalid_tracking_type').int('banners.invalid_tracking_type').min(1, 'banners.invalid_tracking_type').max(3, 'banners.invalid_tracking_type')),
});
const signedOutBody = z.object({ bannerId });
/** What an administrator writes; the decider holds the exact rules (docs/banners.md). */
const draftBody = z.object({
  bannerText: z.string('banners.text_required').max(2_000, 'banners.text_too_long'),
  ctaText: z.string('banners.cta_text_required').max(500, 'banners.cta_text_too_long'),
  ctaLink: z.string('banners.invalid_cta_link').max(2_000, 'banners.invalid_cta_link'),
  /** A district administrator's chosen schools; none: the whole district. */
  schoolIds: listField(z.array(z.string().min(1).max(64)).max(500)).optional(),
  /** Who among the school's or district's people sees it (issue 34); none sent: its teachers, as before. */
  userTypes: listField(z.array(z.enum(BANNER_USER_TYPES, 'banners.user_types_not_allowed')).max(10, 'banners.user_types_not_allowed')).optional(),
  startDate: z.string('banners.invalid_date').max(10, 'banners.invalid_date'),
  endDate: z.string('banners.invalid_date').max(10, 'banners.invalid_date'),
});
const editBody = draftBody.extend({ bannerId });
const withdrawBody = z.object({ bannerId });

const TRACKING_KINDS: Record<1 | 2 | 3, BannerTrackingKind> = {
  [BANNER_TRACKING_EVENT_TYPES.display]: 'display',
  [BANNER_TRACKING_EVENT_TYPES.click]: 'click',
  [BANNER_TRACKING_EVENT_TYPES.dismiss]: 'dismiss',
};

/** A signed-in author as the decider sees them: role, school and district from the directory. */
function authorOf(user: DirectoryUser): BannerAuthor {
  return { kind: 'user', userId: user.userId, role: user.role, schoolId: user.schoolId, districtId: user.districtId };
}

/** The audience an administrator's form names: their school; or their district, whole or the chosen schools. */
function audienceOf(user: DirectoryUser, schoolIds: string[] | undefined): BannerAudience {
  if (user.role === 'district_administrator') {
    return { kind: 'district', districtId: user.districtId ?? '', schoolIds: schoolIds && schoolIds.length > 0 ? schoolIds : null };
  }
  return { kind: 'school', schoolId: user.schoolId ?? '' };
}

/**
 * Spec §7 `/banners/*` (issue 16, docs/banners.md): the caller's banners, the
 * signed-in tracking (display, click, dismiss), signed-out clicks and
 * dismissals, and the administrators' banners page.
 */
export function bannerRoutes(log: FeatureLog<'banners'>, { writeLimits }: { writeLimits: PublicWriteLimits }) {
  const app = new Hono<AppEnv>();
  const queries = log.queries.banners;

  const run = (streamId: string, command: BannerCommand, context: RouteCommandContext) => handleCommand(log.store, banners, streamId, command, context);

  /** The banners page and its writes are for administrators (the decider's rule). */
  const requireAuthor = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    if (!mayWriteBanners(user.role)) throw new DomainError('banners.not_an_author', 403);
    return user;
  };

  /** Visitors only: a signed-in user's clicks and dismissals go through `POST /banners/tracking`. */
  const requireVisitor = (c: Context<AppEnv>) => {
    if (c.get('user')) throw new DomainError('banners.signed_in_tracking', 403);
  };

  /** Spec §3 "Banner": the caller's banners today, minus the ones they dismissed (signed in: the log; signed out: the cookie). */
  app.get('/banners', (c) => {
    const user = c.get('user');
    const today = bannerDay(requestTime(c));
    const list: Banner[] = user ? queries.bannersFor(user, today) : queries.bannersFor(null, today, new Set(dismissedBannersOf(c)));
    return c.json({ banners: list });
  });

  /** Spec §7: 1 display, 2 click, 3 dismiss; each recorded once per banner and user. */
  app.post('/banners/tracking', validated('body', trackingBody, 'banners.invalid_tracking'), async (c) => {
    const user = requireUser(c);
    const context = commandContext(c);
    const { bannerId: id, bannerTrackingEventType } = c.req.valid('json');
    const writer = publicWriter(c);
    if (!(await writeLimits.take('bannerTracking', writer, context.now)).allowed) throw new DomainError('banners.too_many_tracking', 429);
    let appended = false;
    try {
      const result = await run(
        bannerStreams.viewer(id, user.userId),
        { type: 'TrackBanner', data: { bannerId: id, userId: user.userId, kind: TRACKING_KINDS[bannerTrackingEventType as 1 | 2 | 3], shownToUser: queries.isShownTo(id, user, bannerDay(context.now)) } },
        context,
      );
      appended = result.events.length > 0;
    } finally {
      // A repeat (already recorded), a retried request or a refusal appended nothing: it does not count.
      if (!appended) await writeLimits.giveBack('bannerTracking', writer, context.now);
    }
    return c.body(null, 204);
  });

  /** Spec §7: a signed-out click on a banner shown to visitors today; past the limit answered all the same, not recorded. */
  app.post('/banners/bannerSignedOutTracking', validated('body', signedOutBody, 'banners.invalid_tracking'), async (c) => {
    requireVisitor(c);
    const context = commandContext(c);
    const { bannerId: id } = c.req.valid('json');
    const shownToVisitors = queries.isShownTo(id, null, bannerDay(context.now));
    if (!shownToVisitors) throw new DomainError('banners.unknown_banner', 404);
    const writer = publicWriter(c);
    if (!(await writeLimits.take('bannerSignedOutClick', writer, context.now)).allowed) return c.body(null, 204);
    const result = await run(bannerStreams.signedOutClicks(id), { type: 'TrackSignedOutClick', data: { bannerId: id, shownToVisitors } }, context);
    if (result.events.length === 0) await writeLimits.giveBack('bannerSignedOutClick', writer, context.now);
    return c.body(null, 204);
  });

  /** A signed-out dismissal: into this browser's cookie (a year, at most 99 ids); nothing is appended. */
  app.post('/banners/bannerSignedOutDismiss', validated('body', signedOutBody, 'banners.invalid_tracking'), (c) => {
    requireVisitor(c);
    const { bannerId: id } = c.req.valid('json');
    if (!queries.isShownTo(id, null, bannerDay(requestTime(c)))) throw new DomainError('banners.unknown_banner', 404);
    rememberDismissedBanner(c, id);
    return c.body(null, 204);
  });

  /** The administrator's banners (with their reach) and the audiences they may choose. */
  app.get('/banners/admin/list', (c) => {
    const user = requireAuthor(c);
    const today = bannerDay(requestTime(c));
    const list: ManagedBanner[] = queries.bannersManagedBy(user, today);
    const audienceOptions: BannerAudienceOptions | null = queries.audienceOptionsOf(user);
    return c.json({ banners: list, audienceOptions, today });
  });

  const draftOf = (user: DirectoryUser, body: z.output<typeof draftBody>): BannerDraft => ({
    bannerText: body.bannerText,
    ctaText: body.ctaText,
    ctaLink: body.ctaLink,
    audience: audienceOf(user, body.schoolIds),
    userTypes: body.userTypes ?? ['teachers'],
    startDate: body.startDate,
    endDate: body.endDate,
  });

  app.post('/banners/admin/publish', validated('body', draftBody, 'banners.invalid_banner'), async (c) => {
    const user = requireUser(c);
    const context = commandContext(c);
    const id = context.ids.numericId();
    await run(
      bannerStreams.banner(id),
      { type: 'PublishBanner', data: { bannerId: id, author: authorOf(user), draft: draftOf(user, c.req.valid('json')), schoolsOfDistrict: queries.schoolIdsOfDistrict(user.districtId), now: context.now } },
      context,
    );
    return c.json({ bannerId: id });
  });

  app.post('/banners/admin/edit', validated('body', editBody, 'banners.invalid_banner'), async (c) => {
    const user = requireUser(c);
    const context = commandContext(c);
    const body = c.req.valid('json');
    await run(
      bannerStreams.banner(body.bannerId),
      { type: 'EditBanner', data: { author: authorOf(user), draft: draftOf(user, body), schoolsOfDistrict: queries.schoolIdsOfDistrict(user.districtId), now: context.now } },
      context,
    );
    return c.json({ bannerId: body.bannerId });
  });

  app.post('/banners/admin/withdraw', validated('body', withdrawBody, 'banners.invalid_banner'), async (c) => {
    const user = requireUser(c);
    const context = commandContext(c);
    const { bannerId: id } = c.req.valid('json');
    await run(bannerStreams.banner(id), { type: 'WithdrawBanner', data: { author: authorOf(user), now: context.now } }, context);
    return c.json({ bannerId: id });
  });

  return app;
}
