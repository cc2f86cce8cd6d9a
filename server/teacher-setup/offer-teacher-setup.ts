import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { TRY_TEACHER_SETUP_COOKIE } from '../../events/teacher-setup';
import type { DirectoryUser } from '../../projections/school-directory';
import { isHttps } from '../auth/session-token';
import type { AppEnv } from '../http/app-env';

/** At a teacher's sign-in: ask the client to fetch the setup dialog (spec §4). */
export function offerTeacherSetup(c: Context<AppEnv>, account: Pick<DirectoryUser, 'role'>): void {
  if (account.role !== 'teacher') return;
  setCookie(c, TRY_TEACHER_SETUP_COOKIE, 'true', { path: '/', secure: isHttps(c), sameSite: 'Lax' });
}
