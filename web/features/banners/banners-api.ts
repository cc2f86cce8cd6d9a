import { z } from 'zod';
import type { Banner, BannerAudienceOptions, BannerTrackingKind, ManagedBanner } from '../../../events/banners';
import { BANNER_USER_TYPES, type BannerUserType } from '../../../events/banners/banner-user-types';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';

/** Spec §3 "Banner", as `GET /banners` answers it. */
export const bannerSchema = z.object({
  bannerId: z.number().int().positive(),
  bannerText: z.string(),
  ctaText: z.string(),
  ctaLink: z.string(),
  hasSignedInClick: z.boolean(),
  hasSignedInDisplay: z.boolean(),
}) satisfies z.ZodType<Banner>;

const bannersSchema = z.object({ banners: z.array(bannerSchema) });

/** The caller's banners now (signed in: minus their dismissals; signed out: minus the cookie's). */
export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (await getJson('/banners', bannersSchema, signal ? { signal } : {})).banners;
}

/** Spec §7 `bannerTrackingEventType`: 1 display, 2 click, 3 dismiss. */
export const TRACKING_EVENT_TYPE: Readonly<Record<BannerTrackingKind, 1 | 2 | 3>> = { display: 1, click: 2, dismiss: 3 };

/** `POST /banners/tracking` (signed in). */
export async function trackBanner(bannerId: number, kind: BannerTrackingKind): Promise<void> {
  await postJson('/banners/tracking', { bannerId, bannerTrackingEventType: TRACKING_EVENT_TYPE[kind] });
}

/** `POST /banners/bannerSignedOutTracking`: a signed-out click. */
export async function trackSignedOutClick(bannerId: number): Promise<void> {
  await postJson('/banners/bannerSignedOutTracking', { bannerId });
}

/** A signed-out dismissal: the server adds it to this browser's cookie. */
export async function dismissSignedOut(bannerId: number): Promise<void> {
  await postJson('/banners/bannerSignedOutDismiss', { bannerId });
}

const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('school'), schoolId: z.string() }),
  z.object({ kind: z.literal('district'), districtId: z.string(), schoolIds: z.array(z.string()).nullable() }),
  z.object({ kind: z.literal('signed_in') }),
  z.object({ kind: z.literal('everyone') }),
]);

const userTypesSchema = z.array(z.enum(BANNER_USER_TYPES));

export const managedBannerSchema = z.object({
  bannerId: z.number().int().positive(),
  bannerText: z.string(),
  ctaText: z.string(),
  ctaLink: z.string(),
  audience: audienceSchema,
  userTypes: userTypesSchema,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['scheduled', 'showing', 'ended', 'withdrawn']),
  displays: z.number(),
  clicks: z.number(),
  dismissals: z.number(),
}) satisfies z.ZodType<ManagedBanner>;

const audienceOptionsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('school'), schoolId: z.string(), schoolName: z.string(), userTypes: userTypesSchema }),
  z.object({ kind: z.literal('district'), districtId: z.string(), districtName: z.string(), schools: z.array(z.object({ schoolId: z.string(), name: z.string() })), userTypes: userTypesSchema }),
]) satisfies z.ZodType<BannerAudienceOptions>;

export const managedBannersSchema = z.object({
  banners: z.array(managedBannerSchema),
  audienceOptions: audienceOptionsSchema.nullable(),
  today: z.string(),
});
export type ManagedBanners = z.infer<typeof managedBannersSchema>;

export function fetchManagedBanners(signal?: AbortSignal): Promise<ManagedBanners> {
  return getJson('/banners/admin/list', managedBannersSchema, signal ? { signal } : {});
}

/** What the administrator's form sends (a district administrator's chosen schools, none: the whole district; who among them sees it). */
export interface BannerForm {
  bannerText: string;
  ctaText: string;
  ctaLink: string;
  startDate: string;
  endDate: string;
  schoolIds: string[];
  userTypes: BannerUserType[];
}

const savedSchema = z.object({ bannerId: z.number() });

export function publishBanner(form: BannerForm, options: JsonRequestOptions = {}): Promise<{ bannerId: number }> {
  return postJson('/banners/admin/publish', form, savedSchema, options);
}

export function editBanner(bannerId: number, form: BannerForm, options: JsonRequestOptions = {}): Promise<{ bannerId: number }> {
  return postJson('/banners/admin/edit', { ...form, bannerId }, savedSchema, options);
}

export function withdrawBanner(bannerId: number, options: JsonRequestOptions = {}): Promise<{ bannerId: number }> {
  return postJson('/banners/admin/withdraw', { bannerId }, savedSchema, options);
}
