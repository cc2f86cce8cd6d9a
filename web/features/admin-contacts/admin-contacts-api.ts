import { z } from 'zod';
import type { AdminContactsData, ContactModel } from '../../../events/admin-contacts';
import { HttpError } from '../../shared/http/http-error';
import { getJson, postForm } from '../../shared/http/json-request';

const contactModel = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phoneNumber: z.string() }) satisfies z.ZodType<ContactModel>;
export const adminContactsDataSchema = z.object({
  roleToContactId: z.object({ ROSTERING: z.string().optional(), IMPLEMENTATION: z.string().optional(), PRIMARY: z.string().optional() }),
  contactIdToModel: z.record(z.string(), contactModel),
}) satisfies z.ZodType<AdminContactsData>;

/** Spec §7: the update is a multipart form sent with the CSRF-style header (server/http/csrf-header.ts). */
export const CSRF_HEADER = 'X-CSRF-Protection';
export const SHOULD_SHOW_ADMIN_CONTACTS_COOKIE = 'should-show-admin-contacts';

/** A role's choice as the update call sends it. */
export type RosteringUpdate = { contactId: string } | { model: ContactModel };
export type ImplementationUpdate = RosteringUpdate | { sameAsRostering: true };

export interface AdminContactsApi {
  fetchContacts(): Promise<AdminContactsData>;
  saveContacts(rostering: RosteringUpdate, implementation: ImplementationUpdate): Promise<void>;
  /** Spec §4: closing without saving stops the modal for this browser session. */
  dismiss(): Promise<void>;
}

export function updateForm(rostering: RosteringUpdate, implementation: ImplementationUpdate): FormData {
  const form = new FormData();
  if ('contactId' in rostering) form.set('rosteringContactId', rostering.contactId);
  else form.set('rosteringContactModel', JSON.stringify(rostering.model));
  if ('sameAsRostering' in implementation) form.set('useRosteringContactForImplementation', JSON.stringify(true));
  else if ('contactId' in implementation) form.set('implementationContactId', implementation.contactId);
  else form.set('implementationContactModel', JSON.stringify(implementation.model));
  return form;
}

export const httpAdminContactsApi: AdminContactsApi = {
  fetchContacts: () => getJson('/admin-contacts/modal', adminContactsDataSchema),
  async saveContacts(rostering, implementation) {
    let response: Response;
    try {
      response = await fetch('/admin-contacts/update', {
        method: 'POST',
        body: updateForm(rostering, implementation),
        credentials: 'same-origin',
        headers: { Accept: 'application/json', [CSRF_HEADER]: '1' },
      });
    } catch {
      throw new HttpError(0, 'app.error.network');
    }
    if (!response.ok) throw new HttpError(response.status, 'admin_contacts.save_failed', {}, response.statusText);
  },
  async dismiss() {
    const form = new URLSearchParams({ name: SHOULD_SHOW_ADMIN_CONTACTS_COOKIE, value: 'false', path: '/' });
    await postForm('/cookie', form).catch((error: unknown) => console.error('admin contacts: the cookie could not be set', error));
  },
};

/** Whether the page's cookies say the modal may open (spec §4). */
export function shouldShowAdminContacts(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SHOULD_SHOW_ADMIN_CONTACTS_COOKIE}=true`);
}
