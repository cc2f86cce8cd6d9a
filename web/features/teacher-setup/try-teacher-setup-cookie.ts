import type { TRY_TEACHER_SETUP_COOKIE } from '../../../events/teacher-setup';

/** Spec §4: the try-teacher-setup cookie (set at a teacher's sign-in; server/routes/cookies.ts). */
export const TRY_TEACHER_SETUP: typeof TRY_TEACHER_SETUP_COOKIE = 'try-teacher-setup';

/** A cookie's value in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Whether the page carries the cookie asking for the setup dialog (`true`; `false` means it was dismissed). */
export function carriesTryTeacherSetup(cookies: string = document.cookie): boolean {
  return cookieValue(cookies, TRY_TEACHER_SETUP) === 'true';
}

/** Deletes the cookie (it is readable by the page, path /). */
export function deleteTryTeacherSetup(): void {
  document.cookie = `${TRY_TEACHER_SETUP}=; Max-Age=0; Path=/; SameSite=Lax`;
}
