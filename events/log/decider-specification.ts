import { expect } from 'vitest';
import type { Decider } from './command-handler';
import { DomainError } from './domain-error';
import type { NewEvent } from './event-store';

/**
 * Given/when/then for deciders, with no database (Emmett style):
 *   spec.given([sent]).when(acknowledge).then([acknowledged])
 *   spec.given([sent]).when(acknowledgeByTeacher).thenThrows('live_message.sender_cannot_acknowledge', 403)
 */
export function deciderSpecification<Command, Event extends NewEvent, State>(decider: Decider<Command, Event, State>) {
  return {
    given(history: readonly Event[]) {
      return {
        when(command: Command) {
          const decide = () => {
            const state = history.reduce(decider.evolve, decider.initialState());
            const decided = decider.decide(command, state);
            return Array.isArray(decided) ? decided : [decided];
          };
          return {
            then(expected: readonly Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(key: string, status?: number) {
              let thrown: unknown;
              try {
                decide();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).key).toBe(key);
              if (status !== undefined) expect((thrown as DomainError).status).toBe(status);
            },
          };
        },
      };
    },
  };
}
