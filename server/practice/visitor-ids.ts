import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../auth/session-token';
import { tokenSigner } from '../auth/signed-tokens';
import type { AppEnv } from '../http/app-env';

// A visitor's practice is counted under an anonymous visitor id (issue 10 §3,
// §5): `v_<random>`, drawn by the server (the injected id generator) and kept by
// the browser in the signed, httpOnly, SameSite=Lax cookie `lc_visitor` (the id
// signed with the server's key under the purpose `practice-visitor-id`). It
// holds no personal data. A cookie that does not verify is never trusted: the
// visitor gets a new id (and so cannot answer questions asked of the old one).

export const VISITOR_COOKIE = 'lc_visitor';
/** The cookie is kept for a year; the id inside it never expires on the server. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VISITOR_ID = /^v_[A-Za-z0-9_-]{1,62}$/;

export interface VisitorIds {
  /** The visitor id of the request's cookie if it verifies; else a new one, set in the response's cookie. */
  visitorOf(c: Context<AppEnv>): string;
  /** The visitor id of the request's cookie if it verifies, else null (no cookie is set: a read, e.g. the visitor's home). */
  knownVisitorOf(c: Context<AppEnv>): string | null;
}

export function visitorIds(key: Uint8Array): VisitorIds {
  const signer = tokenSigner(key, 'practice-visitor-id', 200);
  const knownVisitorOf = (c: Context<AppEnv>): string | null => {
    const cookie = getCookie(c, VISITOR_COOKIE);
    const known = cookie === undefined ? null : signer.open(cookie);
    return known !== null && VISITOR_ID.test(known) ? known : null;
  };
  return {
    knownVisitorOf,
    visitorOf(c) {
      const known = knownVisitorOf(c);
      if (known !== null) return known;
      const visitorId = `v_${c.get('ids').id().replace(/[^A-Za-z0-9]/g, '').slice(0, 62)}`;
      setCookie(c, VISITOR_COOKIE, signer.sign(visitorId), {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        path: '/',
        maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
      });
      return visitorId;
    },
  };
}
