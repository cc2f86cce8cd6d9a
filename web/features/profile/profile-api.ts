import { z } from 'zod';
import type { ProfileField, ProfileView } from '../../../events/profile';
import { HttpError, NETWORK_ERROR_KEY, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { getJson } from '../../shared/http/json-request';

const subjectSchema = z.enum(['math', 'ela', 'sci', 'ss', 'spa']);
export const profileViewSchema = z.object({
  values: z.object({
    subjects: z.array(subjectSchema),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    timezone: z.string(),
    school: z.string(),
    state: z.string(),
    country: z.string(),
    grade: z.number().nullable(),
    profileIcon: z.string(),
    hideTimer: z.boolean(),
    hideGradeLevels: z.boolean(),
    hideGames: z.boolean(),
    hideScratchpad: z.boolean(),
    enableAudio: z.boolean(),
    editLanguage: z.enum(['en', 'es']),
    emailCertificate: z.boolean(),
    emailSummary: z.boolean(),
    emailPromo: z.boolean(),
    emailWeeklyBoost: z.boolean(),
  }),
  editableFields: z.array(z.string()),
  family: z.array(z.object({ userId: z.string(), username: z.string() })),
  /** Issue 28: a parent's children and their hideGames (absent in an older answer: none). */
  children: z.array(z.object({ userId: z.string(), username: z.string(), hideGames: z.boolean() })).catch([]),
});
export type ProfileData = z.infer<typeof profileViewSchema>;
// The server's answer, checked against the client's reading of it.
export type ProfileValuesOnServer = ProfileView['values'];

/** Spec §7: the autosave is sent with the CSRF-style header (server/http/csrf-header.ts). */
export const CSRF_HEADER = 'X-CSRF-Protection';

/** A field's value as the form carries it: lists as JSON, the rest as text. */
export type FieldValue = string | boolean | number | null | readonly string[];

export interface ProfileApi {
  fetchProfile(): Promise<ProfileData>;
  /** Rejects with an HttpError whose key is the answer's `errorMessage` (spec §7), or `app.error.network`. */
  saveField(field: ProfileField, value: FieldValue, extras?: Record<string, string>): Promise<void>;
}

export function editForm(value: FieldValue, extras: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams();
  form.set('value', Array.isArray(value) ? JSON.stringify(value) : value === null ? '' : String(value));
  for (const [name, extra] of Object.entries(extras)) form.set(name, extra);
  return form;
}

const errorAnswer = z.looseObject({ errorMessage: z.string().min(1) });

export const httpProfileApi: ProfileApi = {
  fetchProfile: () => getJson('/profile/fields', profileViewSchema),
  async saveField(field, value, extras) {
    let response: Response;
    try {
      response = await fetch(`/profile/edit/${encodeURIComponent(field)}`, {
        method: 'POST',
        body: editForm(value, extras),
        credentials: 'same-origin',
        headers: { Accept: 'application/json', [CSRF_HEADER]: '1' },
      });
    } catch {
      throw new HttpError(0, NETWORK_ERROR_KEY);
    }
    if (response.ok) return;
    const parsed = errorAnswer.safeParse(await response.json().catch(() => null));
    throw new HttpError(response.status, parsed.success ? parsed.data.errorMessage : UNEXPECTED_ERROR_KEY, {}, response.statusText);
  },
};
