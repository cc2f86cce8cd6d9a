import { assign, fromPromise, setup } from 'xstate';
import type { ProfileField } from '../../../events/profile';
import { HttpError, NETWORK_ERROR_KEY } from '../../shared/http/http-error';
import type { FieldValue } from './profile-api';

export type AutosaveState = 'CLEAR' | 'PENDING' | 'SUCCESS';

export interface FieldAutosaveContext {
  field: ProfileField;
  extras: Record<string, string>;
  /** The value being saved, and one that came while it was (saved next, so the last one wins). */
  saving: FieldValue | null;
  queued: { value: FieldValue } | null;
}

export type FieldAutosaveEvent = { type: 'save'; value: FieldValue; extras?: Record<string, string> };

/** The message an autosave failure is stored under: the answer's `errorMessage`, or the network error. */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError ? error.errorKey : NETWORK_ERROR_KEY;
}

/**
 * One field's autosave (spec §4 "Profile autosave: CLEAR, PENDING, SUCCESS"):
 * a change goes PENDING while it is sent; SUCCESS when saved; a failure goes
 * back to CLEAR after `reportFailure` (store, track, reload the first time).
 * One request per field at a time; a change made meanwhile is sent after it.
 */
export const fieldAutosaveMachine = setup({
  types: {
    context: {} as FieldAutosaveContext,
    events: {} as FieldAutosaveEvent,
    input: {} as { field: ProfileField },
  },
  actors: {
    saveField: fromPromise<void, { field: ProfileField; value: FieldValue; extras: Record<string, string> }>(async () => {
      throw new Error('saveField is provided by the page');
    }),
  },
  actions: {
    take: assign(({ event }) => ({ saving: event.value, extras: event.extras ?? {}, queued: null })),
    queue: assign(({ event }) => ({ queued: { value: event.value }, extras: event.extras ?? {} })),
    takeQueued: assign(({ context }) => ({ saving: context.queued!.value, queued: null })),
    saved: () => undefined,
    reportFailure: (_, _params: { message: string }) => undefined,
  },
  guards: {
    hasQueued: ({ context }) => context.queued !== null,
  },
}).createMachine({
  id: 'fieldAutosave',
  context: ({ input }) => ({ field: input.field, extras: {}, saving: null, queued: null }),
  initial: 'CLEAR',
  states: {
    CLEAR: { on: { save: { target: 'PENDING', actions: 'take' } } },
    PENDING: {
      on: { save: { actions: 'queue' } },
      invoke: {
        src: 'saveField',
        input: ({ context }) => ({ field: context.field, value: context.saving!, extras: context.extras }),
        onDone: [
          { guard: 'hasQueued', target: 'PENDING', reenter: true, actions: 'takeQueued' },
          { target: 'SUCCESS', actions: 'saved' },
        ],
        onError: { target: 'CLEAR', actions: { type: 'reportFailure', params: ({ event }) => ({ message: failureMessage(event.error) }) } },
      },
    },
    SUCCESS: { on: { save: { target: 'PENDING', actions: 'take' } } },
  },
});
