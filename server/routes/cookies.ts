import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { DomainError } from '../../events/log/domain-error';
import { TRY_TEACHER_SETUP_COOKIE } from '../../events/teacher-setup';
import { isHttps } from '../auth/session-token';
import type { AppEnv } from '../http/app-env';
import { booleanField } from '../http/body-fields';
import { validated } from '../http/validated';

/**
 * Spec §7 `POST /cookie` and `/actions/cookie` (form: name, value, path, domain,
 * secure, expires): the client asks the server to set one of the product's own
 * cookies. Only the names below, each with the values it may take: never the
 * session cookie (`lc_session`) nor any other name a page could use to plant
 * state (docs/teacher-setup.md "The cookie call"). Cookies set here are
 * host-only, `SameSite=Lax`, readable by the page (the client reads them), at
 * path `/`, and Secure when asked for and the site is reached over https.
 */
export const CLIENT_SETTABLE_COOKIES: Readonly<Record<string, RegExp>> = {
  /** Spec §4 teacher setup: `true` at a teacher's sign-in; `false` when the go-to-roster modal is dismissed or followed. */
  [TRY_TEACHER_SETUP_COOKIE]: /^(true|false)$/,
  /** Spec §4 administrator contacts: whether the contacts modal may open. */
  'should-show-admin-contacts': /^(true|false)$/,
};

/** The longest a client-set cookie lives. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const cookieForm = z.object({
  name: z.string().min(1, 'cookie.name_required').max(64, 'cookie.not_allowed'),
  value: z.string().max(256, 'cookie.invalid_value').default(''),
  path: z.string().max(256).optional(),
  domain: z.string().max(253).optional(),
  secure: booleanField().optional(),
  /** When it ends: a date (ISO or HTTP), or milliseconds since 1970; absent: a browser-session cookie. */
  expires: z.string().max(64).optional(),
});

function expiryOf(expires: string | undefined, now: Date): Date | null {
  if (expires === undefined || expires.trim() === '') return null;
  const text = expires.trim();
  const at = /^\d{1,15}$/.test(text) ? new Date(Number(text)) : new Date(text);
  if (Number.isNaN(at.getTime())) throw new DomainError('cookie.invalid_expires', 400);
  const latest = now.getTime() + MAX_AGE_SECONDS * 1000;
  return at.getTime() > latest ? new Date(latest) : at;
}

export function cookieRoutes() {
  const app = new Hono<AppEnv>();
  const setClientCookie = (c: Context<AppEnv>, form: z.output<typeof cookieForm>) => {
    const allowedValue = Object.hasOwn(CLIENT_SETTABLE_COOKIES, form.name) ? CLIENT_SETTABLE_COOKIES[form.name] : undefined;
    if (allowedValue === undefined) throw new DomainError('cookie.not_allowed', 400);
    if (!allowedValue.test(form.value)) throw new DomainError('cookie.invalid_value', 400);
    if (form.path !== undefined && form.path !== '' && form.path !== '/') throw new DomainError('cookie.invalid_path', 400);
    const host = new URL(c.req.url).hostname.toLowerCase();
    const domain = form.domain?.trim().toLowerCase().replace(/^\./, '');
    if (domain !== undefined && domain !== '' && domain !== host) throw new DomainError('cookie.invalid_domain', 400);
    const now = c.get('clock')();
    const expires = expiryOf(form.expires, now);
    const secure = form.secure === true && isHttps(c);
    if (expires !== null && expires.getTime() <= now.getTime()) {
      deleteCookie(c, form.name, { path: '/', secure, sameSite: 'Lax' });
    } else {
      setCookie(c, form.name, form.value, { path: '/', secure, sameSite: 'Lax', ...(expires ? { expires } : {}) });
    }
    return c.body(null, 204);
  };
  app.post('/cookie', validated('body', cookieForm, 'cookie.invalid'), (c) => setClientCookie(c, c.req.valid('json')));
  app.post('/actions/cookie', validated('body', cookieForm, 'cookie.invalid'), (c) => setClientCookie(c, c.req.valid('json')));
  return app;
}
