import { z } from 'zod';
import { getJson } from '../../shared/http/json-request';

/**
 * The legacy server-driven dialog (spec §2.17, §3, §5, §7, §8): `{ header,
 * body, buttons: [{ text, handler, name?, value? }], form?: { action, method } }`, a
 * handler being `cancel`, `complete`, `submit` or `href=<url>`. Its form posts
 * form data to the form's action and expects JSON with both header and body; a
 * `submit` button with `name` and `value` adds `name=value` to that data (the
 * pressed one only, as an HTML submit button does).
 */

const handlerSchema = z.union([z.enum(['cancel', 'complete', 'submit']), z.string().regex(/^href=.+/)]);
export type LegacyHandler = z.infer<typeof handlerSchema>;

export const legacyDialogSchema = z.object({
  header: z.string(),
  body: z.string(),
  // A `submit` button's optional `name` and `value` are posted with the form's data (as an HTML submit button's are).
  buttons: z
    .array(z.object({ text: z.string(), handler: handlerSchema, name: z.string().min(1).optional().catch(undefined), value: z.string().optional().catch(undefined) }))
    .catch([]),
  form: z.object({ action: z.string(), method: z.string().catch('POST') }).optional().catch(undefined),
});
export type LegacyDialogModel = z.infer<typeof legacyDialogSchema>;

/** What the form's answer becomes: the dialog's new header and body. */
export interface LegacyFormAnswer {
  header: string;
  body: string;
}

/** The legacy dialog's errors (spec §8), raised to the caller. */
export class LegacyDialogError extends Error {
  /** Whether the dialog closes (an answer without header or body) or stays (an HTTP failure). */
  readonly closesDialog: boolean;
  constructor(message: string, closesDialog: boolean) {
    super(message);
    this.name = 'LegacyDialogError';
    this.closesDialog = closesDialog;
  }
}

/** Only this site's paths: a server-driven dialog never posts or sends a person elsewhere. */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The `href=<url>` handler's address (same-site only), or null. */
export function hrefOf(handler: LegacyHandler): string | null {
  if (!handler.startsWith('href=')) return null;
  const url = handler.slice('href='.length);
  return isSameSitePath(url) ? url : null;
}

/**
 * Posts the form's data to its action (spec §7). Not OK → `Legacy dialog HTTP
 * error! Status: {status}`; an answer lacking header or body → an error that
 * closes the dialog (spec §5, §8).
 */
export async function submitLegacyForm(form: NonNullable<LegacyDialogModel['form']>, data: URLSearchParams, fetchImpl: typeof fetch = fetch): Promise<LegacyFormAnswer> {
  if (!isSameSitePath(form.action)) throw new LegacyDialogError(`Legacy dialog form action refused: ${form.action}`, true);
  const method = form.method.toUpperCase() === 'GET' ? 'GET' : 'POST';
  const url = method === 'GET' ? `${form.action}${form.action.includes('?') ? '&' : '?'}${data.toString()}` : form.action;
  const response = await fetchImpl(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...(method === 'POST' ? { body: data } : {}),
  });
  if (!response.ok) throw new LegacyDialogError(`Legacy dialog HTTP error! Status: ${response.status}`, false);
  const body: unknown = await response.json().catch(() => null);
  const answer = z.object({ header: z.string().min(1), body: z.string().min(1) }).safeParse(body);
  if (!answer.success) throw new LegacyDialogError('Legacy dialog response is missing its header or body', true);
  return answer.data;
}

/** `GET /legacy-dialogs/renewal-reminder`: the reminder of a family membership near its end, or null (204). */
export async function fetchRenewalReminder(signal?: AbortSignal): Promise<LegacyDialogModel | null> {
  const answer = await getJson('/legacy-dialogs/renewal-reminder', legacyDialogSchema.optional(), signal ? { signal } : {});
  return answer ?? null;
}
