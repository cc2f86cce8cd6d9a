import { z } from 'zod';
import { edition, entityId } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';

// The edition (country) a signed-in user chose in the header's edition picker
// (spec §2.7). Visitors' choices live in a cookie and never reach the log.

export const EditionChosen = defineEvent({
  type: 'EditionChosen',
  schemaVersion: 1,
  schema: z.object({ userId: entityId, edition, previous: edition }),
});

export const editionPickerEvents = [EditionChosen] as const;
export type EditionPickerEvent = EventOf<typeof EditionChosen>;

export type EditionPickerCommand = { type: 'ChooseEdition'; data: { userId: string; edition: z.infer<typeof edition> } };

export interface EditionState {
  edition: z.infer<typeof edition> | null;
}

/** Folds the user's stream (`user:<id>`): the registered edition, then each choice. */
export const editionPicker = {
  initialState: (): EditionState => ({ edition: null }),
  evolve(state: EditionState, event: { type: string; data: unknown }): EditionState {
    if (event.type === 'UserRegistered' || event.type === 'EditionChosen') {
      return { edition: (event.data as { edition: EditionState['edition'] }).edition };
    }
    return state;
  },
  decide(command: EditionPickerCommand, state: EditionState): EditionPickerEvent[] {
    switch (command.type) {
      case 'ChooseEdition':
        if (state.edition === null) throw new DomainError('edition_picker.unknown_user', 404);
        if (state.edition === command.data.edition) return [];
        return [{ type: 'EditionChosen', data: { ...command.data, previous: state.edition } }];
      default: {
        const _exhaustive: never = command.type;
        return _exhaustive;
      }
    }
  },
};
