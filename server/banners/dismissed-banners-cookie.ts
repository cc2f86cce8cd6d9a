import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../auth/session-token';

// Spec §5, §9: a signed-out browser's dismissed banners live in a cookie for a
// year, at most 99 ids (the oldest dropped). `POST /banners/bannerSignedOutDismiss`
// sets it (HttpOnly: only the server reads it) and `GET /banners` leaves its
// ids out. The cookie is the browser's own and may be altered: only positive
// safe integers are read from it, at most 99, and it names nothing but ids.

export const DISMISSED_BANNERS_COOKIE = 'lc_dismissed_banners';
export const MAX_DISMISSED_BANNERS = 99;
export const DISMISSED_BANNERS_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Far above 99 ids of 16 digits: a longer cookie is not ours, and is read as empty. */
const MAX_COOKIE_LENGTH = 4_096;

/** The ids in a cookie value (`12.345.678`, oldest first), damaged parts left out, the newest 99 kept. */
export function parseDismissedBanners(value: string | undefined): number[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const ids: number[] = [];
  for (const part of value.split('.')) {
    if (!/^[1-9]\d{0,15}$/.test(part)) continue;
    const id = Number(part);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(-MAX_DISMISSED_BANNERS);
}

/** The list with `bannerId` added as the newest (once), the oldest dropped past 99. */
export function withDismissedBanner(ids: readonly number[], bannerId: number): number[] {
  if (ids.includes(bannerId)) return [...ids].slice(-MAX_DISMISSED_BANNERS);
  return [...ids, bannerId].slice(-MAX_DISMISSED_BANNERS);
}

/** The cookie value of a list. */
export function formatDismissedBanners(ids: readonly number[]): string {
  return ids.join('.');
}

/** The ids this browser dismissed while signed out. */
export function dismissedBannersOf(c: Context): number[] {
  return parseDismissedBanners(getCookie(c, DISMISSED_BANNERS_COOKIE));
}

/** Adds `bannerId` to this browser's cookie (a year from now). */
export function rememberDismissedBanner(c: Context, bannerId: number): number[] {
  const ids = withDismissedBanner(dismissedBannersOf(c), bannerId);
  setCookie(c, DISMISSED_BANNERS_COOKIE, formatDismissedBanners(ids), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: DISMISSED_BANNERS_COOKIE_MAX_AGE_SECONDS,
  });
  return ids;
}
