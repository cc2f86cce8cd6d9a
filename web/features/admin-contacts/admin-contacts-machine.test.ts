import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AdminContactsData, ContactField } from '../../../events/admin-contacts';
import type { ImplementationUpdate, RosteringUpdate } from './admin-contacts-api';
import {
  adminContactsMachine,
  BLUR_VALIDATION_DELAY_MS,
  chosenContact,
  defaultChoice,
  isNextDisabled,
  NEW_CONTACT,
  SAME_AS_ROSTERING,
  stepOf,
  type FormRole,
} from './admin-contacts-machine';

const price = { firstName: 'Jordan', lastName: 'Price', email: 'jordan.price@maple.example.org', phoneNumber: '' };
const ortiz = { firstName: 'Sam', lastName: 'Ortiz', email: 'sam.ortiz@maple.example.org', phoneNumber: '' };
const data: AdminContactsData = { roleToContactId: { PRIMARY: 'c_price' }, contactIdToModel: { c_price: price, c_ortiz: ortiz } };
const robin = { firstName: 'Robin', lastName: 'Hale', email: 'robin.hale@maple.example.org', phoneNumber: '555 010 4000' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: AdminContactsData = data, { saveFails = false } = {}) {
  const clock = new SimulatedClock();
  const saves: { rostering: RosteringUpdate; implementation: ImplementationUpdate }[] = [];
  const machine = adminContactsMachine.provide({
    actors: {
      saveContacts: fromPromise(async ({ input: update }: { input: { rostering: RosteringUpdate; implementation: ImplementationUpdate } }) => {
        saves.push(update);
        if (saveFails) throw new Error('500');
      }),
    },
  });
  const actor = createActor(machine, { input: { data: input }, clock }).start();
  const fill = (role: FormRole, values: Partial<Record<ContactField, string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'edit', role, field: field as ContactField, value });
  };
  return { actor, clock, saves, fill, context: () => actor.getSnapshot().context, step: () => stepOf(actor.getSnapshot().value) };
}

describe('administrator contacts wizard', () => {
  it('starts on each role’s own contact, else PRIMARY, else the first contact, else a new contact', () => {
    expect(defaultChoice(data, 'ROSTERING')).toBe('c_price');
    expect(defaultChoice({ ...data, roleToContactId: { PRIMARY: 'c_price', IMPLEMENTATION: 'c_ortiz' } }, 'IMPLEMENTATION')).toBe('c_ortiz');
    expect(defaultChoice({ ...data, roleToContactId: {} }, 'ROSTERING')).toBe('c_price');
    expect(defaultChoice({ ...data, roleToContactId: { ROSTERING: 'c_gone' } }, 'ROSTERING')).toBe('c_price');
    expect(defaultChoice({ roleToContactId: {}, contactIdToModel: {} }, 'ROSTERING')).toBe(NEW_CONTACT);
  });

  it('walks rostering → implementation → confirmation with next and back clamped at both ends', () => {
    const { actor, step } = start();
    actor.send({ type: 'back' });
    expect(step()).toBe(0);
    actor.send({ type: 'next' });
    expect(step()).toBe(1);
    actor.send({ type: 'next' });
    expect(step()).toBe(2);
    actor.send({ type: 'next' });
    expect(step()).toBe(2);
    expect(actor.getSnapshot().value).toBe('confirmation');
    actor.send({ type: 'back' });
    actor.send({ type: 'back' });
    actor.send({ type: 'back' });
    expect(step()).toBe(0);
  });

  it('saves two existing contacts by id and ends in saved', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'select', role: 'implementation', choice: 'c_ortiz' });
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    actor.send({ type: 'save' });
    await settle();
    expect(saves).toEqual([{ rostering: { contactId: 'c_price' }, implementation: { contactId: 'c_ortiz' } }]);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('a failed save ends in failed (the host reloads the page)', async () => {
    const { actor } = start(data, { saveFails: true });
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    actor.send({ type: 'save' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a new rostering contact with same-as-rostering implementation sends the model and the marker', async () => {
    const { actor, fill, saves, context } = start();
    actor.send({ type: 'select', role: 'rostering', choice: NEW_CONTACT });
    fill('rostering', robin);
    actor.send({ type: 'next' });
    actor.send({ type: 'select', role: 'implementation', choice: SAME_AS_ROSTERING });
    expect(context().implementation).toBe(SAME_AS_ROSTERING);
    actor.send({ type: 'next' });
    expect(chosenContact(context(), 'rostering')).toEqual(robin);
    expect(chosenContact(context(), 'implementation')).toEqual(robin);
    actor.send({ type: 'save' });
    await settle();
    expect(saves).toEqual([{ rostering: { model: robin }, implementation: { sameAsRostering: true } }]);
  });

  it('a new implementation contact sends its own model', async () => {
    const { actor, fill, saves } = start();
    actor.send({ type: 'next' });
    actor.send({ type: 'select', role: 'implementation', choice: NEW_CONTACT });
    fill('implementation', robin);
    actor.send({ type: 'next' });
    actor.send({ type: 'save' });
    await settle();
    expect(saves).toEqual([{ rostering: { contactId: 'c_price' }, implementation: { model: robin } }]);
  });

  it('choosing same-as-rostering while rostering is not new resets implementation to its default', () => {
    const { actor, context } = start({ ...data, roleToContactId: { PRIMARY: 'c_price', IMPLEMENTATION: 'c_ortiz' } });
    actor.send({ type: 'select', role: 'implementation', choice: 'c_price' });
    actor.send({ type: 'select', role: 'implementation', choice: SAME_AS_ROSTERING });
    expect(context().implementation).toBe('c_ortiz');
  });

  it('going back and picking an existing rostering contact drops same-as-rostering for the default', () => {
    const { actor, fill, context } = start();
    actor.send({ type: 'select', role: 'rostering', choice: NEW_CONTACT });
    fill('rostering', robin);
    actor.send({ type: 'select', role: 'implementation', choice: SAME_AS_ROSTERING });
    actor.send({ type: 'select', role: 'rostering', choice: 'c_ortiz' });
    expect(context().implementation).toBe('c_price');
  });

  it('checks a field 300 ms after blur, not before', () => {
    const { actor, clock, fill, context } = start();
    actor.send({ type: 'select', role: 'rostering', choice: NEW_CONTACT });
    fill('rostering', { email: 'robin@maple' });
    actor.send({ type: 'blur', role: 'rostering', field: 'email' });
    clock.increment(BLUR_VALIDATION_DELAY_MS - 1);
    expect(context().forms.rostering.errors.email).toBeUndefined();
    clock.increment(1);
    expect(context().forms.rostering.errors.email).toBe('field_error.email');
  });

  it('an error clears on focus and on edit; a check scheduled before either is dropped', () => {
    const { actor, clock, fill, context } = start();
    actor.send({ type: 'select', role: 'rostering', choice: NEW_CONTACT });
    fill('rostering', { phoneNumber: '12' });
    actor.send({ type: 'blur', role: 'rostering', field: 'phoneNumber' });
    clock.increment(BLUR_VALIDATION_DELAY_MS);
    expect(context().forms.rostering.errors.phoneNumber).toBe('field_error.phone_number');
    actor.send({ type: 'focus', role: 'rostering', field: 'phoneNumber' });
    expect(context().forms.rostering.errors.phoneNumber).toBeUndefined();

    actor.send({ type: 'blur', role: 'rostering', field: 'phoneNumber' });
    clock.increment(BLUR_VALIDATION_DELAY_MS);
    expect(context().forms.rostering.errors.phoneNumber).toBe('field_error.phone_number');
    fill('rostering', { phoneNumber: '123' });
    expect(context().forms.rostering.errors.phoneNumber).toBeUndefined();

    actor.send({ type: 'blur', role: 'rostering', field: 'phoneNumber' });
    clock.increment(100);
    actor.send({ type: 'focus', role: 'rostering', field: 'phoneNumber' });
    clock.increment(BLUR_VALIDATION_DELAY_MS);
    expect(context().forms.rostering.errors.phoneNumber).toBeUndefined();
  });

  it('Next is disabled while a new contact has an empty required field or an error', () => {
    const { actor, clock, fill, context } = start();
    expect(isNextDisabled(context(), 'rostering')).toBe(false);
    actor.send({ type: 'select', role: 'rostering', choice: NEW_CONTACT });
    expect(isNextDisabled(context(), 'rostering')).toBe(true);
    fill('rostering', { firstName: 'Robin' });
    expect(isNextDisabled(context(), 'rostering')).toBe(true);
    fill('rostering', { email: 'robin.hale@maple.example.org', phoneNumber: '1' });
    expect(isNextDisabled(context(), 'rostering')).toBe(false);
    actor.send({ type: 'blur', role: 'rostering', field: 'phoneNumber' });
    clock.increment(BLUR_VALIDATION_DELAY_MS);
    expect(isNextDisabled(context(), 'rostering')).toBe(true);
  });

  it('Next on a new contact checks every field and stays while any fails', () => {
    const { actor, fill, context, step } = start();
    actor.send({ type: 'select', role: 'rostering', choice: NEW_CONTACT });
    fill('rostering', { firstName: 'Robin', email: 'robin@maple', phoneNumber: '12', lastName: 'x'.repeat(257) });
    actor.send({ type: 'next' });
    expect(step()).toBe(0);
    expect(context().forms.rostering.errors).toEqual({ email: 'field_error.email', phoneNumber: 'field_error.phone_number', lastName: 'field_error.last_name' });
    fill('rostering', { email: 'robin@maple.org', phoneNumber: '', lastName: 'Hale' });
    actor.send({ type: 'next' });
    expect(step()).toBe(1);
    actor.send({ type: 'select', role: 'implementation', choice: NEW_CONTACT });
    fill('implementation', { firstName: ' ', email: 'x@maple.org' });
    actor.send({ type: 'next' });
    expect(step()).toBe(1);
    expect(context().forms.implementation.errors).toEqual({ firstName: 'field_error.first_name' });
  });
});
