import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  adminContacts,
  adminContactStreams,
  contactModelSchema,
  contactOrganisationOf,
  mayManageAdminContacts,
  SHOULD_SHOW_ADMIN_CONTACTS_COOKIE,
  type AdminContactsData,
  type ImplementationChoice,
  type RosteringChoice,
} from '../../events/admin-contacts';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { requireUser } from '../auth/current-user';
import { isHttps } from '../auth/session-token';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';

/** A field holding JSON text (a multipart form's `…Model`), or the value itself in a JSON body. Unparseable text fails with `errorKey`. */
function jsonTextField<T extends z.ZodType>(schema: T, errorKey: string) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: errorKey });
      return z.NEVER;
    }
  }, schema);
}

const contactId = z.string().min(1, 'admin_contacts.unknown_contact').max(64, 'admin_contacts.unknown_contact');
const modelField = jsonTextField(contactModelSchema, 'admin_contacts.invalid_contact_model');

/** Spec §7 `POST /admin-contacts/update`: one choice per role. */
const updateForm = z.object({
  rosteringContactId: contactId.optional(),
  rosteringContactModel: modelField.optional(),
  implementationContactId: contactId.optional(),
  useRosteringContactForImplementation: jsonTextField(z.literal(true, 'admin_contacts.invalid_choice'), 'admin_contacts.invalid_choice').optional(),
  implementationContactModel: modelField.optional(),
});

/** Administrators' contacts (spec §2.4, §4, §7; docs/admin-contacts.md). */
export function adminContactRoutes(log: FeatureLog<'adminContacts' | 'directory'>) {
  const app = new Hono<AppEnv>();
  const { directory, adminContacts: queries } = log.queries;

  /** Reading is for those who may manage contacts (the decider's rule), of their own organisation. */
  const organisationOf = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    if (!mayManageAdminContacts(user.role)) throw new DomainError('admin_contacts.not_an_administrator', 403);
    const organisation = contactOrganisationOf(user);
    if (organisation === null) throw new DomainError('admin_contacts.no_organisation', 403);
    return organisation;
  };

  app.get('/admin-contacts/modal', (c) => {
    const data: AdminContactsData = queries.contactsOf(organisationOf(c));
    return c.json(data);
  });

  app.post('/admin-contacts/update', requireCsrfHeader(), validated('body', updateForm, 'admin_contacts.invalid_choice'), async (c) => {
    const administrator = requireUser(c);
    const command = commandContext(c);
    const form = c.req.valid('json');
    const rostering = rosteringChoice(form, () => command.ids.id());
    const implementation = implementationChoice(form, () => command.ids.id());
    const organisation = contactOrganisationOf(directory.userById(administrator.userId) ?? administrator);
    await handleCommand(
      log.store,
      adminContacts,
      organisation ? adminContactStreams.organisation(organisation) : `admin-contacts:none:${administrator.userId}`,
      { type: 'UpdateAdminContacts', data: { administrator: { userId: administrator.userId, role: administrator.role }, organisation, rostering, implementation, now: command.now } },
      command,
    );
    // Saved: the modal is not offered again (spec §4 "save success closes it").
    deleteCookie(c, SHOULD_SHOW_ADMIN_CONTACTS_COOKIE, { path: '/', secure: isHttps(c), sameSite: 'Lax' });
    return c.json(queries.contactsOf(organisation!));
  });

  return app;
}

type UpdateForm = z.output<typeof updateForm>;

/** Exactly one of `rosteringContactId`, `rosteringContactModel`. */
function rosteringChoice(form: UpdateForm, newId: () => string): RosteringChoice {
  const given = [form.rosteringContactId, form.rosteringContactModel].filter((each) => each !== undefined);
  if (given.length !== 1) throw new DomainError('admin_contacts.invalid_choice', 400);
  if (form.rosteringContactId !== undefined) return { kind: 'existing', contactId: form.rosteringContactId };
  return { kind: 'new', contactId: newId(), contact: form.rosteringContactModel! };
}

/** Exactly one of `implementationContactId`, `useRosteringContactForImplementation`, `implementationContactModel`. */
function implementationChoice(form: UpdateForm, newId: () => string): ImplementationChoice {
  const given = [form.implementationContactId, form.useRosteringContactForImplementation, form.implementationContactModel].filter((each) => each !== undefined);
  if (given.length !== 1) throw new DomainError('admin_contacts.invalid_choice', 400);
  if (form.implementationContactId !== undefined) return { kind: 'existing', contactId: form.implementationContactId };
  if (form.useRosteringContactForImplementation === true) return { kind: 'same_as_rostering' };
  return { kind: 'new', contactId: newId(), contact: form.implementationContactModel! };
}
