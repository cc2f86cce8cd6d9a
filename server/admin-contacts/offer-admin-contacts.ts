import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { contactOrganisationOf, SHOULD_SHOW_ADMIN_CONTACTS_COOKIE } from '../../events/admin-contacts';
import type { DirectoryUser } from '../../projections/school-directory';
import { isHttps } from '../auth/session-token';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';

/**
 * At an administrator's sign-in: offer the contacts modal (spec §4: it opens
 * only with this cookie) while the school or district has not chosen its
 * rostering contact. Readable by the page; host-only; a browser-session cookie.
 */
export function offerAdminContacts(c: Context<AppEnv>, log: FeatureLog<'adminContacts' | 'directory'>, account: Pick<DirectoryUser, 'role' | 'schoolId' | 'districtId'>): void {
  const organisation = contactOrganisationOf(account);
  if (organisation === null || log.queries.adminContacts.hasChosenContacts(organisation)) return;
  setCookie(c, SHOULD_SHOW_ADMIN_CONTACTS_COOKIE, 'true', { path: '/', secure: isHttps(c), sameSite: 'Lax' });
}
