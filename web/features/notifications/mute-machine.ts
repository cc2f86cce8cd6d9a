import { assign, fromPromise, setup } from 'xstate';
import { isHttpError } from '../../shared/http/http-error';
import type { NotificationMute } from '../../../events/notifications';
import { notificationsApi, type MuteTarget } from './notifications-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * Muting one kind of notification (spec §4 "Mute states": muted (with undo),
 * unmuted, error). One actor per notification item.
 *
 *   unmuted ─mute→ muting ─ok→ muted ─undo→ unmuting ─ok→ unmuted
 *              muting ─fails→ muteFailed (an error notice; mute again)
 *              unmuting ─fails→ undoFailed (an error notice; still muted; undo again)
 */

export interface MuteContext {
  /** What the last mute (or the one being made) mutes. */
  target: MuteTarget | null;
  /** The last failure's error key (e.g. `notifications.too_many_changes`), shown when there is text for it. */
  errorKey: string | null;
}

export type MuteEvent = { type: 'mute'; target: MuteTarget } | { type: 'undo' };

export const muteMachine = setup({
  types: { context: {} as MuteContext, events: {} as MuteEvent },
  actors: {
    mute: fromPromise<NotificationMute, MuteTarget>(({ input }) => notificationsApi.mute(input)),
    unmute: fromPromise<void, MuteTarget>(({ input }) => notificationsApi.unmute(input)),
  },
  actions: {
    takeTarget: assign(({ event }) => (event.type === 'mute' ? { target: event.target } : {})),
    takeError: assign((_, error: unknown) => ({ errorKey: isHttpError(error) ? error.errorKey : null })),
  },
}).createMachine({
  id: 'mute',
  context: { target: null, errorKey: null },
  initial: 'unmuted',
  states: {
    unmuted: { on: { mute: { target: 'muting', actions: 'takeTarget' } } },
    muting: {
      invoke: {
        src: 'mute',
        input: ({ context }) => context.target!,
        onDone: 'muted',
        onError: { target: 'muteFailed', actions: { type: 'takeError', params: errorOf } },
      },
    },
    muted: { on: { undo: 'unmuting' } },
    unmuting: {
      invoke: {
        src: 'unmute',
        input: ({ context }) => context.target!,
        onDone: 'unmuted',
        onError: { target: 'undoFailed', actions: { type: 'takeError', params: errorOf } },
      },
    },
    muteFailed: { tags: 'error', on: { mute: { target: 'muting', actions: 'takeTarget' } } },
    undoFailed: { tags: 'error', on: { undo: 'unmuting' } },
  },
});

/** The three states of the spec, as the item shows them. */
export type MuteView = 'unmuted' | 'muted' | 'busy' | 'error-unmuted' | 'error-muted';

export function muteViewOf(value: string): MuteView {
  switch (value) {
    case 'muted':
      return 'muted';
    case 'muting':
    case 'unmuting':
      return 'busy';
    case 'muteFailed':
      return 'error-unmuted';
    case 'undoFailed':
      return 'error-muted';
    default:
      return 'unmuted';
  }
}
