import { assign, enqueueActions, fromPromise, sendParent, setup, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { checkRoomExpiration, fetchStudentInvitations, type ExpirationCheck, type SameQuestionModeInvitation } from './same-question-mode-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * A student's same-question-mode invitations (issue 11, spec §2.9, §3, §4
 * "Same-question-mode invitations (student)", §9).
 *
 *   loading ─GET get-student-invitations→ ready           (a failure: ready, none shown)
 *   ready ─SAME_QUESTION_MODE | COMPETITION_JAM push→ ready + the invitation (no reload)
 *   ready ─ROOM_ENDED push | refresh→ …
 *
 * Each invitation has its own expiry actor (invitationExpiryMachine):
 *
 *   waiting ─(durationMs − initialMsElapsed)→ checking ─isExpired→ expired (the invitation goes)
 *                    ▲                            │ not expired: wait the returned timeoutMs
 *                    └────────────────────────────┘ a failed check: wait CHECK_RETRY_MS
 */

/** A not-expired answer of 0 ms (the end is due now) is asked again after this, not in a loop. */
export const MIN_CHECK_INTERVAL_MS = 1_000;
/** After a failed check (offline, a 5xx), ask again after this. */
export const CHECK_RETRY_MS = 30_000;

export interface InvitationExpiryInput {
  roomId: string;
  /** Until the first check: the timer duration minus the time already elapsed. */
  delayMs: number;
}

export const invitationExpiryMachine = setup({
  types: {
    context: {} as InvitationExpiryInput,
    input: {} as InvitationExpiryInput,
  },
  actors: {
    checkExpiration: fromPromise<ExpirationCheck, { roomId: string }>(({ input }) => checkRoomExpiration(input.roomId)),
  },
  delays: {
    untilCheck: ({ context }) => Math.max(0, context.delayMs),
  },
  guards: {
    isExpired: (_, check: ExpirationCheck) => check.isExpired,
  },
  actions: {
    waitReturnedTimeout: assign((_, check: ExpirationCheck) => ({ delayMs: Math.max(MIN_CHECK_INTERVAL_MS, check.timeoutMs) })),
    waitToRetry: assign({ delayMs: CHECK_RETRY_MS }),
    tellExpired: sendParent(({ context }) => ({ type: 'invitation.expired' as const, roomId: context.roomId })),
  },
}).createMachine({
  id: 'invitationExpiry',
  context: ({ input }) => input,
  initial: 'waiting',
  states: {
    waiting: { after: { untilCheck: 'checking' } },
    checking: {
      invoke: {
        src: 'checkExpiration',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: [
          { guard: { type: 'isExpired', params: ({ event }) => event.output }, target: 'expired' },
          { target: 'waiting', actions: { type: 'waitReturnedTimeout', params: ({ event }) => event.output } },
        ],
        onError: { target: 'waiting', actions: 'waitToRetry' },
      },
    },
    expired: { type: 'final', entry: 'tellExpired' },
  },
});

export interface StudentInvitationsContext {
  invitations: SameQuestionModeInvitation[];
}

export type StudentInvitationsEvent =
  | { type: 'invitation.pushed'; invitation: SameQuestionModeInvitation }
  /** An invitation push this client could not read, or a reconnect: ask the server. */
  | { type: 'refresh' }
  | { type: 'room.ended'; roomId: string }
  | { type: 'invitation.expired'; roomId: string };

const expiryId = (roomId: string) => `expiry-${roomId}`;
const delayOf = (invitation: SameQuestionModeInvitation) => Math.max(0, invitation.durationMs - invitation.initialMsElapsed);

/** A change to the invitations shown: which stay, which come (those not shown yet). */
interface InvitationChange {
  keep(invitation: SameQuestionModeInvitation): boolean;
  add: readonly SameQuestionModeInvitation[];
}

/** The invitations after a change, and the expiry timers to stop and to start to match. */
export function planInvitations(shown: readonly SameQuestionModeInvitation[], change: InvitationChange) {
  const kept = shown.filter((invitation) => change.keep(invitation));
  const keptIds = new Set(kept.map((invitation) => invitation.roomId));
  const fresh: SameQuestionModeInvitation[] = [];
  for (const invitation of change.add) {
    if (keptIds.has(invitation.roomId)) continue;
    keptIds.add(invitation.roomId);
    fresh.push(invitation);
  }
  return {
    invitations: [...kept, ...fresh],
    stopped: shown.filter((invitation) => !keptIds.has(invitation.roomId)).map((invitation) => invitation.roomId),
    started: fresh.map((invitation): InvitationExpiryInput => ({ roomId: invitation.roomId, delayMs: delayOf(invitation) })),
  };
}

export const studentInvitationsMachine = setup({
  types: {
    context: {} as StudentInvitationsContext,
    events: {} as StudentInvitationsEvent,
  },
  actors: {
    fetchInvitations: fromPromise<SameQuestionModeInvitation[]>(() => fetchStudentInvitations()),
    invitationExpiry: invitationExpiryMachine,
  },
  actions: {
    changeInvitations: enqueueActions(({ context, enqueue }, change: InvitationChange) => {
      const plan = planInvitations(context.invitations, change);
      if (plan.stopped.length === 0 && plan.started.length === 0) return;
      for (const roomId of plan.stopped) enqueue(stopChild(expiryId(roomId)));
      enqueue.assign({ invitations: plan.invitations });
      for (const input of plan.started) enqueue.spawnChild('invitationExpiry', { id: expiryId(input.roomId), input });
    }),
    logFetchFailure: (_, error: unknown) => console.warn('same-question mode: invitations fetch failed', error),
  },
}).createMachine({
  id: 'studentInvitations',
  context: { invitations: [] },
  initial: 'loading',
  on: {
    'invitation.pushed': { actions: { type: 'changeInvitations', params: ({ event }) => ({ keep: () => true, add: [event.invitation] }) } },
    'room.ended': { actions: { type: 'changeInvitations', params: ({ event }) => ({ keep: (shown) => shown.roomId !== event.roomId, add: [] }) } },
    'invitation.expired': {
      actions: { type: 'changeInvitations', params: ({ event }) => ({ keep: (shown) => shown.roomId !== event.roomId, add: [] }) },
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchInvitations',
        // The server's list wins: invitations it no longer has go, new ones come.
        onDone: {
          target: 'ready',
          actions: {
            type: 'changeInvitations',
            params: ({ event }) => ({ keep: (shown) => event.output.some((open) => open.roomId === shown.roomId), add: event.output }),
          },
        },
        onError: { target: 'ready', actions: { type: 'logFetchFailure', params: errorOf } },
      },
    },
    ready: {
      on: { refresh: 'loading' },
    },
  },
});

export type StudentInvitationsSnapshot = SnapshotFrom<typeof studentInvitationsMachine>;
export type InvitationExpiryActor = ActorRefFrom<typeof invitationExpiryMachine>;
