import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ProfileField } from '../../../events/profile';
import { clearAutosaveError, recordAutosaveError, storedAutosaveError, trackAutosaveError } from './autosave-errors';
import { fieldAutosaveMachine, type AutosaveState } from './field-autosave-machine';
import type { FieldValue, ProfileApi } from './profile-api';

export interface AutosaveServices {
  api: ProfileApi;
  reload(): void;
  /** After a field saved (the shared preferences follow). */
  onSaved(field: ProfileField, value: FieldValue): void;
}

/** One field's autosave: its state (CLEAR, PENDING, SUCCESS), its stored error, and `save`. */
export function useFieldAutosave(field: ProfileField, services: AutosaveServices) {
  const latest = useRef(services);
  useEffect(() => {
    latest.current = services;
  });
  const [error, setError] = useState<string | null>(() => storedAutosaveError(field));
  const actor = useActorRef(
    fieldAutosaveMachine.provide({
      actors: { saveField: fromPromise(({ input }) => latest.current.api.saveField(input.field, input.value, input.extras)) },
      actions: {
        saved: ({ context }) => {
          clearAutosaveError(field);
          setError(null);
          if (context.saving !== null) latest.current.onSaved(field, context.saving);
        },
        reportFailure: (_, { message }) => {
          const first = recordAutosaveError(field, message);
          trackAutosaveError(field, message);
          setError(message);
          if (first) latest.current.reload();
        },
      },
    }),
    { input: { field } },
  );
  const state = useSelector(actor, (snapshot) => snapshot.value as AutosaveState);
  return {
    state,
    error,
    save: (value: FieldValue, extras?: Record<string, string>) => actor.send({ type: 'save', value, ...(extras ? { extras } : {}) }),
  };
}
