import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

// Issue 15: GET /admin-contacts/modal and POST /admin-contacts/update over the
// seeded demo (docs/admin-contacts.md): multipart, the CSRF header, the same
// field rules as the wizard, only the administrator's own contacts.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const username of ['admin.lee', 'district.chen', 'ms.rivera']) cookies[username] = await t.signIn(username);
});
afterEach(() => t.close());

const modal = async (username: string) => t.request('/admin-contacts/modal', { cookie: cookies[username]! });
const update = (username: string, fields: Record<string, string>, { csrf = true } = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return t.request('/admin-contacts/update', { method: 'POST', body: form, cookie: cookies[username]!, headers: csrf ? { 'X-CSRF-Protection': '1' } : {} });
};
const appended = () => t.log.store.lastPosition();
const robin = { firstName: 'Robin', lastName: 'Hale', email: 'Robin.Hale@maple.example.org', phoneNumber: '(555) 010-4000' };

describe('GET /admin-contacts/modal', () => {
  it("answers the school administrator's contacts and roles (PRIMARY as the fallback)", async () => {
    const response = await modal('admin.lee');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      roleToContactId: { PRIMARY: 'contact_maple_price' },
      contactIdToModel: {
        contact_maple_price: { firstName: 'Jordan', lastName: 'Price', email: 'jordan.price@maple.example.org', phoneNumber: '(555) 010-2000' },
        contact_maple_ortiz: { firstName: 'Sam', lastName: 'Ortiz', email: 'sam.ortiz@maple.example.org', phoneNumber: '' },
      },
    });
  });

  it("answers a district administrator's district contacts, and refuses a teacher", async () => {
    expect(Object.keys(((await (await modal('district.chen')).json()) as { contactIdToModel: object }).contactIdToModel)).toEqual(['contact_riverside_grant']);
    expect((await modal('ms.rivera')).status).toBe(403);
  });
});

describe('signing in offers the contacts modal', () => {
  it('sets should-show-admin-contacts for an administrator whose school has no rostering contact yet, and not after saving', async () => {
    const first = await t.postJson('/signin', { username: 'admin.lee', password: 'classroom', rememberUser: false });
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith('should-show-admin-contacts='))).toMatch(/^should-show-admin-contacts=true; Path=\//);
    const teacher = await t.postJson('/signin', { username: 'ms.rivera', password: 'classroom', rememberUser: false });
    expect(teacher.headers.getSetCookie().some((cookie) => cookie.startsWith('should-show-admin-contacts='))).toBe(false);

    const saved = await update('admin.lee', { rosteringContactId: 'contact_maple_ortiz', implementationContactId: 'contact_maple_price' });
    expect(saved.status).toBe(200);
    expect(saved.headers.getSetCookie().find((cookie) => cookie.startsWith('should-show-admin-contacts='))).toMatch(/Max-Age=0/);
    const again = await t.postJson('/signin', { username: 'admin.lee', password: 'classroom', rememberUser: false });
    expect(again.headers.getSetCookie().some((cookie) => cookie.startsWith('should-show-admin-contacts='))).toBe(false);
  });
});

describe('POST /admin-contacts/update', () => {
  it('saves existing contacts by id', async () => {
    const response = await update('admin.lee', { rosteringContactId: 'contact_maple_ortiz', implementationContactId: 'contact_maple_price' });
    expect(response.status).toBe(200);
    expect(((await (await modal('admin.lee')).json()) as { roleToContactId: object }).roleToContactId).toEqual({
      PRIMARY: 'contact_maple_price',
      ROSTERING: 'contact_maple_ortiz',
      IMPLEMENTATION: 'contact_maple_price',
    });
  });

  it('creates a new rostering contact and uses it for implementation (useRosteringContactForImplementation JSON true)', async () => {
    const response = await update('admin.lee', { rosteringContactModel: JSON.stringify(robin), useRosteringContactForImplementation: 'true' });
    expect(response.status).toBe(200);
    const data = (await (await modal('admin.lee')).json()) as { roleToContactId: Record<string, string>; contactIdToModel: Record<string, unknown> };
    const created = data.roleToContactId.ROSTERING!;
    expect(data.roleToContactId.IMPLEMENTATION).toBe(created);
    expect(data.contactIdToModel[created]).toEqual({ ...robin, email: 'robin.hale@maple.example.org' });
  });

  it('creates a new implementation contact from implementationContactModel', async () => {
    const response = await update('admin.lee', { rosteringContactId: 'contact_maple_price', implementationContactModel: JSON.stringify(robin) });
    expect(response.status).toBe(200);
    const data = (await (await modal('admin.lee')).json()) as { roleToContactId: Record<string, string>; contactIdToModel: Record<string, { firstName: string }> };
    expect(data.contactIdToModel[data.roleToContactId.IMPLEMENTATION!]!.firstName).toBe('Robin');
  });

  it('requires the CSRF header: without it 403 and nothing appended', async () => {
    const before = appended();
    const response = await update('admin.lee', { rosteringContactId: 'contact_maple_price', implementationContactId: 'contact_maple_price' }, { csrf: false });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'request.csrf_header_missing' });
    expect(appended()).toBe(before);
  });

  it.each([
    ['unparseable model JSON', { rosteringContactModel: '{"firstName": ', implementationContactId: 'contact_maple_price' }, 'admin_contacts.invalid_contact_model'],
    ['a model that is not an object', { rosteringContactModel: '"Robin"', implementationContactId: 'contact_maple_price' }, 'admin_contacts.invalid_choice'],
    ['a bad e-mail in the model', { rosteringContactModel: JSON.stringify({ ...robin, email: 'robin@maple' }), implementationContactId: 'contact_maple_price' }, 'field_error.email'],
    ['a bad phone in the model', { rosteringContactModel: JSON.stringify({ ...robin, phoneNumber: '123' }), implementationContactId: 'contact_maple_price' }, 'field_error.phone_number'],
    ['an empty first name', { rosteringContactModel: JSON.stringify({ ...robin, firstName: '' }), implementationContactId: 'contact_maple_price' }, 'field_error.first_name'],
    ['a field over 256 characters', { rosteringContactModel: JSON.stringify({ ...robin, lastName: 'x'.repeat(257) }), implementationContactId: 'contact_maple_price' }, 'field_error.last_name'],
    ['no rostering choice', { implementationContactId: 'contact_maple_price' }, 'admin_contacts.invalid_choice'],
    ['two rostering choices', { rosteringContactId: 'contact_maple_price', rosteringContactModel: JSON.stringify(robin), implementationContactId: 'contact_maple_price' }, 'admin_contacts.invalid_choice'],
    ['two implementation choices', { rosteringContactModel: JSON.stringify(robin), implementationContactId: 'contact_maple_price', useRosteringContactForImplementation: 'true' }, 'admin_contacts.invalid_choice'],
    ['useRosteringContactForImplementation other than JSON true', { rosteringContactModel: JSON.stringify(robin), useRosteringContactForImplementation: 'false' }, 'admin_contacts.invalid_choice'],
    ['same-as-rostering with an existing rostering contact', { rosteringContactId: 'contact_maple_price', useRosteringContactForImplementation: 'true' }, 'admin_contacts.same_as_rostering_needs_new_contact'],
    ["the district's contact id (not the school's)", { rosteringContactId: 'contact_riverside_grant', implementationContactId: 'contact_maple_price' }, 'admin_contacts.unknown_contact'],
    ['an unknown contact id', { rosteringContactId: 'contact_maple_price', implementationContactId: 'contact_nobody' }, 'admin_contacts.unknown_contact'],
  ])('refuses %s with 400 and its key, appending nothing', async (_, fields, key) => {
    const before = appended();
    const response = await update('admin.lee', fields);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(key);
    expect(appended()).toBe(before);
  });

  it("refuses another organisation's contact the other way round: the district administrator naming a school's contact", async () => {
    const response = await update('district.chen', { rosteringContactId: 'contact_maple_price', implementationContactId: 'contact_riverside_grant' });
    expect(response.status).toBe(400);
  });

  it('refuses a teacher (403)', async () => {
    const response = await update('ms.rivera', { rosteringContactId: 'contact_maple_price', implementationContactId: 'contact_maple_price' });
    expect(response.status).toBe(403);
  });
});
