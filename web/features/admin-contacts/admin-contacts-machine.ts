import { assign, fromPromise, raise, setup } from 'xstate';
import type { AdminContactsData, ContactField, ContactModel } from '../../../events/admin-contacts';
import type { ImplementationUpdate, RosteringUpdate } from './admin-contacts-api';
import { contactErrors, contactFieldError, REQUIRED_CONTACT_FIELDS } from '../../../events/admin-contact-fields';

/** Spec §5, §9: a field is checked this long after it loses the focus. */
export const BLUR_VALIDATION_DELAY_MS = 300;

/** Spec §4: each role's choice is a contact id, the new-contact marker, or (implementation only) the same-as-rostering marker. */
export const NEW_CONTACT = 'NEW_CONTACT';
export const SAME_AS_ROSTERING = 'SAME_AS_ROSTERING';
export type ContactChoice = string;
export type FormRole = 'rostering' | 'implementation';

export interface ContactForm {
  values: ContactModel;
  errors: Partial<Record<ContactField, string>>;
  /** Bumped on every focus and edit: a blur check scheduled before it is stale. */
  revision: Record<ContactField, number>;
}

export interface AdminContactsContext {
  data: AdminContactsData;
  rostering: ContactChoice;
  implementation: ContactChoice;
  forms: Record<FormRole, ContactForm>;
}

export type AdminContactsEvent =
  | { type: 'select'; role: FormRole; choice: ContactChoice }
  | { type: 'edit'; role: FormRole; field: ContactField; value: string }
  | { type: 'focus'; role: FormRole; field: ContactField }
  | { type: 'blur'; role: FormRole; field: ContactField }
  | { type: 'validateField'; role: FormRole; field: ContactField; revision: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'save' };

const emptyForm = (): ContactForm => ({
  values: { firstName: '', lastName: '', email: '', phoneNumber: '' },
  errors: {},
  revision: { firstName: 0, lastName: 0, email: 0, phoneNumber: 0 },
});

const firstContactId = (data: AdminContactsData) => Object.keys(data.contactIdToModel)[0];
const known = (data: AdminContactsData, contactId: string | undefined) => (contactId !== undefined && contactId in data.contactIdToModel ? contactId : undefined);

/** Spec §3: a role's own contact, else PRIMARY (the fallback), else the first contact, else a new one. */
export function defaultChoice(data: AdminContactsData, role: 'ROSTERING' | 'IMPLEMENTATION'): ContactChoice {
  return known(data, data.roleToContactId[role]) ?? known(data, data.roleToContactId.PRIMARY) ?? firstContactId(data) ?? NEW_CONTACT;
}

/** Spec §5: Next is disabled while a new contact has an empty required field or any field error. */
export function isNextDisabled(context: AdminContactsContext, role: FormRole): boolean {
  if (context[role] !== NEW_CONTACT) return false;
  const form = context.forms[role];
  return REQUIRED_CONTACT_FIELDS.some((field) => form.values[field].trim() === '') || Object.keys(form.errors).length > 0;
}

export function rosteringUpdate(context: AdminContactsContext): RosteringUpdate {
  return context.rostering === NEW_CONTACT ? { model: context.forms.rostering.values } : { contactId: context.rostering };
}

export function implementationUpdate(context: AdminContactsContext): ImplementationUpdate {
  if (context.implementation === SAME_AS_ROSTERING) return { sameAsRostering: true };
  return context.implementation === NEW_CONTACT ? { model: context.forms.implementation.values } : { contactId: context.implementation };
}

/** The contact a role ends with, for the confirmation step. */
export function chosenContact(context: AdminContactsContext, role: FormRole): ContactModel | null {
  const choice = role === 'implementation' && context.implementation === SAME_AS_ROSTERING ? context.rostering : context[role];
  const formRole = role === 'implementation' && context.implementation === SAME_AS_ROSTERING ? 'rostering' : role;
  if (choice === NEW_CONTACT) return context.forms[formRole].values;
  return context.data.contactIdToModel[choice] ?? null;
}

const withForm = (context: AdminContactsContext, role: FormRole, change: (form: ContactForm) => ContactForm) => ({ forms: { ...context.forms, [role]: change(context.forms[role]) } });

function withoutError(form: ContactForm, field: ContactField): ContactForm {
  const errors = { ...form.errors };
  delete errors[field];
  return { ...form, errors, revision: { ...form.revision, [field]: form.revision[field] + 1 } };
}

/**
 * The administrator contacts wizard (spec §2.4, §4, §5): steps rostering (0) →
 * implementation (1) → confirmation (2), next and back clamped; a new contact's
 * fields are checked 300 ms after blur, an error clears on focus or edit, and
 * Next on a new contact checks them all. Save: `saved` closes the modal,
 * `failed` reloads the page (the host does both).
 */
export const adminContactsMachine = setup({
  types: {
    context: {} as AdminContactsContext,
    events: {} as AdminContactsEvent,
    input: {} as { data: AdminContactsData },
  },
  actors: {
    saveContacts: fromPromise<void, { rostering: RosteringUpdate; implementation: ImplementationUpdate }>(async () => {
      throw new Error('saveContacts is provided by the host');
    }),
  },
  guards: {
    rosteringMayAdvance: ({ context }) => context.rostering !== NEW_CONTACT || Object.keys(contactErrors(context.forms.rostering.values)).length === 0,
    implementationMayAdvance: ({ context }) => context.implementation !== NEW_CONTACT || Object.keys(contactErrors(context.forms.implementation.values)).length === 0,
    isCurrentRevision: ({ context, event }) => event.type === 'validateField' && context.forms[event.role].revision[event.field] === event.revision,
  },
  actions: {
    select: assign(({ context, event }) => {
      if (event.type !== 'select') return {};
      if (event.role === 'rostering') {
        // A same-as-rostering choice lasts only while the rostering contact is a new one.
        const implementation = event.choice !== NEW_CONTACT && context.implementation === SAME_AS_ROSTERING ? defaultChoice(context.data, 'IMPLEMENTATION') : context.implementation;
        return { rostering: event.choice, implementation };
      }
      // Spec §4: choosing same-as-rostering while rostering is not a new contact resets implementation to its default.
      if (event.choice === SAME_AS_ROSTERING && context.rostering !== NEW_CONTACT) return { implementation: defaultChoice(context.data, 'IMPLEMENTATION') };
      return { implementation: event.choice };
    }),
    edit: assign(({ context, event }) => {
      if (event.type !== 'edit') return {};
      return withForm(context, event.role, (form) => ({ ...withoutError(form, event.field), values: { ...form.values, [event.field]: event.value } }));
    }),
    clearError: assign(({ context, event }) => (event.type === 'focus' ? withForm(context, event.role, (form) => withoutError(form, event.field)) : {})),
    scheduleValidation: raise(
      ({ context, event }) => {
        const { role, field } = event as Extract<AdminContactsEvent, { type: 'blur' }>;
        return { type: 'validateField' as const, role, field, revision: context.forms[role].revision[field] };
      },
      { delay: BLUR_VALIDATION_DELAY_MS },
    ),
    validateField: assign(({ context, event }) => {
      if (event.type !== 'validateField') return {};
      const error = contactFieldError(event.field, context.forms[event.role].values[event.field]);
      return withForm(context, event.role, (form) => {
        const errors = { ...form.errors };
        if (error) errors[event.field] = error;
        else delete errors[event.field];
        return { ...form, errors };
      });
    }),
    validateAll: assign(({ context }, role: FormRole) => withForm(context, role, (form) => ({ ...form, errors: contactErrors(form.values) }))),
  },
}).createMachine({
  id: 'adminContacts',
  context: ({ input }) => ({
    data: input.data,
    rostering: defaultChoice(input.data, 'ROSTERING'),
    implementation: defaultChoice(input.data, 'IMPLEMENTATION'),
    forms: { rostering: emptyForm(), implementation: emptyForm() },
  }),
  on: {
    select: { actions: 'select' },
    edit: { actions: 'edit' },
    focus: { actions: 'clearError' },
    blur: { actions: 'scheduleValidation' },
    validateField: { guard: 'isCurrentRevision', actions: 'validateField' },
  },
  initial: 'rostering',
  states: {
    rostering: {
      on: {
        back: {}, // clamped: there is no step before the first
        next: [
          { guard: 'rosteringMayAdvance', target: 'implementation' },
          { actions: { type: 'validateAll', params: 'rostering' } },
        ],
      },
    },
    implementation: {
      on: {
        back: 'rostering',
        next: [
          { guard: 'implementationMayAdvance', target: 'confirmation' },
          { actions: { type: 'validateAll', params: 'implementation' } },
        ],
      },
    },
    confirmation: {
      on: {
        back: 'implementation',
        next: {}, // clamped: the last step saves instead
        save: 'saving',
      },
    },
    saving: {
      on: { select: {}, edit: {}, focus: {}, blur: {}, validateField: {} },
      invoke: {
        src: 'saveContacts',
        input: ({ context }) => ({ rostering: rosteringUpdate(context), implementation: implementationUpdate(context) }),
        onDone: 'saved',
        onError: 'failed',
      },
    },
    saved: { type: 'final' },
    failed: { type: 'final' },
  },
});

/** The wizard's step number (spec §4: 0 rostering, 1 implementation, 2 confirmation). */
export function stepOf(value: unknown): 0 | 1 | 2 {
  return value === 'rostering' ? 0 : value === 'implementation' ? 1 : 2;
}
