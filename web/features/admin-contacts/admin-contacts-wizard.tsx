import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type SimulatedClock } from 'xstate';
import type { AdminContactsData, ContactField, ContactModel } from '../../../events/admin-contacts';
import type { AdminContactsApi } from './admin-contacts-api';
import { adminContactsMachine, chosenContact, isNextDisabled, NEW_CONTACT, SAME_AS_ROSTERING, stepOf, type AdminContactsContext, type AdminContactsEvent, type FormRole } from './admin-contacts-machine';
import { CONTACT_FIELD_MAX_LENGTH, contactFields } from '../../../events/admin-contact-fields';
import './admin-contacts.css';

export interface AdminContactsWizardProps {
  data: AdminContactsData;
  api: Pick<AdminContactsApi, 'saveContacts'>;
  onSaved(): void;
  onFailed(): void;
  onDismiss(): void;
  /** Tests pass a simulated clock. */
  clock?: SimulatedClock;
}

const STEP_NAMES = ['rostering', 'implementation', 'confirmation'] as const;
const INPUT_TYPES: Record<ContactField, string> = { firstName: 'text', lastName: 'text', email: 'email', phoneNumber: 'tel' };
const AUTOCOMPLETE: Record<ContactField, string> = { firstName: 'given-name', lastName: 'family-name', email: 'email', phoneNumber: 'tel' };

/** Spec §2.4: the administrator contacts modal, a three-step wizard (admin-contacts-machine.ts). */
export function AdminContactsWizard({ data, api, onSaved, onFailed, onDismiss, clock }: AdminContactsWizardProps) {
  const { t } = useTranslation();
  const latestApi = useRef(api);
  useEffect(() => {
    latestApi.current = api;
  });
  const actor = useActorRef(
    adminContactsMachine.provide({
      actors: { saveContacts: fromPromise(({ input }) => latestApi.current.saveContacts(input.rostering, input.implementation)) },
    }),
    { input: { data }, ...(clock ? { clock } : {}) },
  );
  const value = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  useEffect(() => {
    if (value === 'saved') onSaved();
    if (value === 'failed') onFailed();
  }, [value, onSaved, onFailed]);

  const saving = value === 'saving' || value === 'saved' || value === 'failed';
  const step = stepOf(value);
  const stepName = STEP_NAMES[step];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [step]);

  const role: FormRole | null = step === 0 ? 'rostering' : step === 1 ? 'implementation' : null;
  const nextDisabled = role !== null && isNextDisabled(context, role);

  return (
    <Dialog.Root open onOpenChange={(open) => (open || saving ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-contacts-overlay" />
        <Dialog.Content className="admin-contacts" data-testid="admin-contacts" data-step={step} aria-describedby={undefined}>
          <div className="admin-contacts-header">
            <Dialog.Title className="admin-contacts-title">{t('adminContacts.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="admin-contacts-close" aria-label={t('adminContacts.close')} disabled={saving} data-testid="admin-contacts-close">
                ×
              </button>
            </Dialog.Close>
          </div>
          <p className="admin-contacts-step-count">{t('adminContacts.stepOf', { step: step + 1 })}</p>
          <h3 className="admin-contacts-step" tabIndex={-1} ref={headingRef} data-testid="admin-contacts-step">
            {t(`adminContacts.steps.${stepName}`)}
          </h3>
          <p className="admin-contacts-intro">{t(`adminContacts.intro.${stepName}`)}</p>
          {role !== null ? (
            <ContactChoices role={role} context={context} send={actor.send} />
          ) : (
            <dl className="admin-contacts-summary" data-testid="admin-contacts-summary">
              {(['rostering', 'implementation'] as const).map((each) => {
                const contact = chosenContact(context, each);
                return (
                  <div key={each} data-testid={`admin-contacts-summary-${each}`}>
                    <dt>{t(`adminContacts.steps.${each}`)}</dt>
                    <dd>{contact ? <ContactText contact={contact} /> : null}</dd>
                  </div>
                );
              })}
            </dl>
          )}
          <div className="admin-contacts-buttons">
            {step > 0 ? (
              <button type="button" className="button" disabled={saving} onClick={() => actor.send({ type: 'back' })} data-testid="admin-contacts-back">
                {t('adminContacts.back')}
              </button>
            ) : null}
            {step < 2 ? (
              <button type="button" className="button button-primary" disabled={nextDisabled} onClick={() => actor.send({ type: 'next' })} data-testid="admin-contacts-next">
                {t('adminContacts.confirm')}
              </button>
            ) : (
              <button type="button" className="button button-primary" disabled={saving} onClick={() => actor.send({ type: 'save' })} data-testid="admin-contacts-save">
                {saving ? t('adminContacts.saving') : t('adminContacts.save')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ContactText({ contact }: { contact: ContactModel }) {
  return (
    <>
      <span className="admin-contacts-name">{[contact.firstName, contact.lastName].filter(Boolean).join(' ')}</span>{' '}
      <span className="admin-contacts-email">{contact.email}</span>
    </>
  );
}

type Send = (event: AdminContactsEvent) => void;

function ContactChoices({ role, context, send }: { role: FormRole; context: AdminContactsContext; send: Send }) {
  const { t } = useTranslation();
  const groupName = useId();
  const choice = context[role];
  const options: { value: string; label: ReactNode; testId: string }[] = Object.entries(context.data.contactIdToModel).map(([contactId, contact]) => ({
    value: contactId,
    label: <ContactText contact={contact} />,
    testId: `admin-contacts-option-${contactId}`,
  }));
  if (role === 'implementation' && context.rostering === NEW_CONTACT) {
    options.push({ value: SAME_AS_ROSTERING, label: t('adminContacts.sameAsRostering'), testId: 'admin-contacts-option-same' });
  }
  options.push({ value: NEW_CONTACT, label: t('adminContacts.newContact'), testId: 'admin-contacts-option-new' });
  return (
    <fieldset className="admin-contacts-choices">
      <legend className="visually-hidden">{t(`adminContacts.steps.${role}`)}</legend>
      {options.map((option) => (
        <label key={option.value} className="admin-contacts-choice">
          <input
            type="radio"
            name={groupName}
            value={option.value}
            checked={choice === option.value}
            onChange={() => send({ type: 'select', role, choice: option.value })}
            data-testid={option.testId}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {choice === NEW_CONTACT ? <NewContactForm role={role} context={context} send={send} /> : null}
    </fieldset>
  );
}

function NewContactForm({ role, context, send }: { role: FormRole; context: AdminContactsContext; send: Send }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const form = context.forms[role];
  return (
    <div className="admin-contacts-form" data-testid={`admin-contacts-form-${role}`}>
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = form.errors[field];
        return (
          <div key={field} className="admin-contacts-field">
            <label htmlFor={id}>{t(`adminContacts.fields.${field}`)}</label>
            <input
              id={id}
              type={INPUT_TYPES[field]}
              autoComplete={AUTOCOMPLETE[field]}
              maxLength={CONTACT_FIELD_MAX_LENGTH}
              value={form.values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => send({ type: 'edit', role, field, value: event.target.value })}
              onFocus={() => send({ type: 'focus', role, field })}
              onBlur={() => send({ type: 'blur', role, field })}
              data-testid={`admin-contacts-${role}-${field}`}
            />
            {error ? (
              <p id={`${id}-error`} className="form-error admin-contacts-error" data-testid={`admin-contacts-${role}-${field}-error`}>
                {t(error)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
