import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { isHttps } from './session-token';

// Spec §3 "Previous custom domain": the districts a browser signed in through
// (`/signin/{customDomainName}`), newest first, at most 5, in the cookie
// `lc_custom_domains` for a year (HttpOnly: only the server reads it). The
// sign-in dialog lists them for a visitor (GET /session `previousCustomDomains`).
// The cookie is the browser's own and may be altered: only its names are
// believed, and only those of districts that exist, with their names from the
// directory.

export const PREVIOUS_CUSTOM_DOMAINS_COOKIE = 'lc_custom_domains';
export const MAX_PREVIOUS_CUSTOM_DOMAINS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface PreviousCustomDomain {
  name: string;
  displayName: string;
}

const cookieSchema = z.array(z.object({ name: z.string().max(63), displayName: z.string().max(200) })).max(20);

/** The names in the cookie, newest first (nothing for a missing or damaged cookie). */
export function previousCustomDomainNames(c: Context): string[] {
  const text = getCookie(c, PREVIOUS_CUSTOM_DOMAINS_COOKIE);
  if (!text || text.length > 4096) return [];
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(text));
    return parsed.success ? [...new Set(parsed.data.map((entry) => entry.name))].slice(0, MAX_PREVIOUS_CUSTOM_DOMAINS) : [];
  } catch {
    return [];
  }
}

/** The previous custom domains that still name a district, as the directory names them. */
export function previousCustomDomains(c: Context, districtByCustomDomain: (name: string) => { name: string; customDomainName: string } | undefined): PreviousCustomDomain[] {
  return previousCustomDomainNames(c).flatMap((name) => {
    const district = districtByCustomDomain(name);
    return district ? [{ name: district.customDomainName, displayName: district.name }] : [];
  });
}

/** Puts `domain` first in the cookie (once), keeping the newest 5 that still exist. */
export function rememberCustomDomain(c: Context, domain: PreviousCustomDomain, known: PreviousCustomDomain[]): void {
  const list = [domain, ...known.filter((entry) => entry.name !== domain.name)].slice(0, MAX_PREVIOUS_CUSTOM_DOMAINS);
  setCookie(c, PREVIOUS_CUSTOM_DOMAINS_COOKIE, JSON.stringify(list), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}
