import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import { AUTOSAVE_ERROR_TTL_MS, autosaveErrorKey, clearAutosaveError, recordAutosaveError, storedAutosaveError, trackAutosaveError } from './autosave-errors';
import { fieldAutosaveMachine } from './field-autosave-machine';
import type { ProfileField } from '../../../events/profile';
import type { FieldValue } from './profile-api';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: (() => Promise<void>)[]) {
  const sent: FieldValue[] = [];
  const failures: string[] = [];
  let saved = 0;
  const pending: (() => void)[] = [];
  const machine = fieldAutosaveMachine.provide({
    actors: {
      saveField: fromPromise(async ({ input }: { input: { field: ProfileField; value: FieldValue; extras: Record<string, string> } }) => {
        sent.push(input.value);
        const answer = answers.shift() ?? (() => Promise.resolve());
        return answer();
      }),
    },
    actions: {
      saved: () => {
        saved += 1;
      },
      reportFailure: (_, { message }: { message: string }) => {
        failures.push(message);
      },
    },
  });
  const actor = createActor(machine, { input: { field: 'firstName' } }).start();
  return { actor, sent, failures, saved: () => saved, pending };
}

describe('a profile field’s autosave: CLEAR → PENDING → SUCCESS', () => {
  it('goes PENDING while the value is sent, then SUCCESS', async () => {
    let release!: () => void;
    const { actor, sent, saved } = start([() => new Promise<void>((resolve) => (release = resolve))]);
    expect(actor.getSnapshot().value).toBe('CLEAR');
    actor.send({ type: 'save', value: 'Rosa' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('SUCCESS');
    expect(sent).toEqual(['Rosa']);
    expect(saved()).toBe(1);
  });

  it('a change made while one is sent goes after it, the last one winning', async () => {
    let release!: () => void;
    const { actor, sent } = start([() => new Promise<void>((resolve) => (release = resolve))]);
    actor.send({ type: 'save', value: 'R' });
    actor.send({ type: 'save', value: 'Ro' });
    actor.send({ type: 'save', value: 'Rosa' });
    release();
    await settle();
    await settle();
    expect(sent).toEqual(['R', 'Rosa']);
    expect(actor.getSnapshot().value).toBe('SUCCESS');
  });

  it('a refusal reports its errorMessage and goes back to CLEAR; a network failure reports the network message', async () => {
    const { actor, failures } = start([() => Promise.reject(new HttpError(400, 'profile.invalid_value')), () => Promise.reject(new TypeError('offline'))]);
    actor.send({ type: 'save', value: 'x' });
    await settle();
    expect(actor.getSnapshot().value).toBe('CLEAR');
    actor.send({ type: 'save', value: 'y' });
    await settle();
    expect(failures).toEqual(['profile.invalid_value', 'app.error.network']);
  });
});

describe('stored autosave errors', () => {
  const memory = () => {
    const items = new Map<string, string>();
    let now = 1_000;
    return {
      store: {
        storage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) },
        now: () => now,
      },
      items,
      advance: (ms: number) => (now += ms),
    };
  };

  it('stores per field with an expiry; first appearance only once per message', () => {
    const { store, items, advance } = memory();
    expect(recordAutosaveError('firstName', 'profile.invalid_value', store)).toBe(true);
    expect(items.has(autosaveErrorKey('firstName'))).toBe(true);
    expect(recordAutosaveError('firstName', 'profile.invalid_value', store)).toBe(false);
    expect(recordAutosaveError('firstName', 'app.error.network', store)).toBe(true);
    expect(storedAutosaveError('lastName', store)).toBeNull();
    advance(AUTOSAVE_ERROR_TTL_MS + 1);
    expect(storedAutosaveError('firstName', store)).toBeNull();
    expect(items.has(autosaveErrorKey('firstName'))).toBe(false);
    expect(recordAutosaveError('firstName', 'app.error.network', store)).toBe(true);
    clearAutosaveError('firstName', store);
    expect(storedAutosaveError('firstName', store)).toBeNull();
  });

  it('sends an error analytics event onto the data list', () => {
    const page = { dataLayer: [] as unknown[] };
    trackAutosaveError('email', 'profile.invalid_email', page);
    expect(page.dataLayer).toEqual([{ event: 'profile_autosave_error', field: 'email', error_message: 'profile.invalid_email' }]);
  });
});
