import { assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { isHttpError } from '../http/http-error';
import type { ConnectionInput, ConnectionReport } from './connection-protocol';
import { natsConnection } from './nats-connection';
import { fetchPubsubCredentials, sameConnectionTarget, type PubsubCredentials } from './pubsub-credentials';
import type { PushChannel, PushMessage } from './push-message';
import { errorOf } from '../http/error-of';

/**
 * The browser's live link: fetch pubsub credentials, connect, stay connected
 * across network loss, renew the token before it expires, and start over with
 * fresh credentials when the server refuses the token.
 *
 *   idle ─start→ fetchingCredentials ─→ online ┬ link:  connecting → connected ⇄ reconnecting
 *     ▲                 ▲   │                   └ token: valid → renewing → valid (hand the token over)
 *     │                 │   └error→ waitingToRetry (backoff) ─→ fetchingCredentials
 *     └──── stop ───────┴── connection closed: first auth refusal → refetch now; else backoff
 */

export const RENEWAL_MARGIN_MS = 5 * 60_000;
export const MIN_RENEWAL_DELAY_MS = 15_000;
export const RENEWAL_RETRY_DELAY_MS = 10_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Renew 5 minutes before expiry, or at 80% of a lifetime shorter than 25 minutes. */
export function renewalDelay(expiresAt: number, now: number): number {
  const lifetime = expiresAt - now;
  return Math.max(MIN_RENEWAL_DELAY_MS, lifetime - Math.min(RENEWAL_MARGIN_MS, lifetime * 0.2));
}

/** 1 s, 2 s, 4 s … capped at 30 s, by consecutive failures (≥ 1). */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.max(0, failures - 1));
}

export interface RealtimeMachineInput {
  /** Wall-clock milliseconds, to compare with the token's expiresAt. */
  now?: () => number;
}

export interface RealtimeContext {
  now: () => number;
  credentials: PubsubCredentials | null;
  /** Consecutive failures to fetch credentials or keep a connection; reset on open. */
  failures: number;
  /** Whether this sign-in has been connected once (then losing it reads "reconnecting"). */
  everConnected: boolean;
}

export type RealtimeEvent = { type: 'start' } | { type: 'stop' } | ConnectionReport;

export type RealtimeEmitted = { type: 'push'; channel: PushChannel; message: PushMessage };

export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

function connectionInputFrom(credentials: PubsubCredentials | null): ConnectionInput {
  if (credentials === null) throw new Error('Connecting without pubsub credentials');
  return { endpoint: credentials.pubsubEndpoint, token: credentials.pubsubToken, subjects: credentials.subjects };
}

export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    emitted: {} as RealtimeEmitted,
    input: {} as RealtimeMachineInput | undefined,
  },
  actors: {
    fetchCredentials: fromPromise<PubsubCredentials>(() => fetchPubsubCredentials()),
    connection: natsConnection,
  },
  guards: {
    isSignedOut: (_, error: unknown) => isHttpError(error) && (error.status === 401 || error.status === 403),
    isFirstAuthRefusal: ({ context, event }) =>
      event.type === 'connection.closed' && event.authRejected && context.failures === 0,
    keepsConnectionTarget: ({ context }, renewed: PubsubCredentials) =>
      context.credentials !== null && sameConnectionTarget(context.credentials, renewed),
  },
  delays: {
    renewalDelay: ({ context }) =>
      context.credentials === null ? MIN_RENEWAL_DELAY_MS : renewalDelay(context.credentials.expiresAt, context.now()),
    retryDelay: ({ context }) => retryDelay(context.failures),
    renewalRetryDelay: RENEWAL_RETRY_DELAY_MS,
  },
  actions: {
    storeCredentials: assign((_, credentials: PubsubCredentials) => ({ credentials })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    recordOpened: assign({ failures: 0, everConnected: true }),
    forgetSignIn: assign({ credentials: null, failures: 0, everConnected: false }),
    handOverToken: sendTo('connection', ({ context }) => ({
      type: 'token.renewed' as const,
      token: connectionInputFrom(context.credentials).token,
    })),
    emitPush: emit(({ event }) => {
      if (event.type !== 'push.received') throw new Error(`emitPush on ${event.type}`);
      return { type: 'push' as const, channel: event.channel, message: event.message };
    }),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ now: input?.now ?? Date.now, credentials: null, failures: 0, everConnected: false }),
  initial: 'idle',
  on: { stop: { target: '.idle' } },
  states: {
    idle: {
      tags: 'closed',
      entry: 'forgetSignIn',
      on: { start: 'fetchingCredentials' },
    },
    fetchingCredentials: {
      tags: 'connecting',
      invoke: {
        src: 'fetchCredentials',
        onDone: { target: 'online', actions: { type: 'storeCredentials', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isSignedOut', params: errorOf }, target: 'idle' },
          { target: 'waitingToRetry', actions: 'countFailure' },
        ],
      },
    },
    waitingToRetry: {
      tags: 'connecting',
      after: { retryDelay: 'fetchingCredentials' },
    },
    online: {
      type: 'parallel',
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }) => connectionInputFrom(context.credentials),
      },
      on: {
        'push.received': { actions: 'emitPush' },
        'connection.closed': [
          { guard: 'isFirstAuthRefusal', target: 'fetchingCredentials', actions: 'countFailure' },
          { target: 'waitingToRetry', actions: 'countFailure' },
        ],
      },
      states: {
        link: {
          initial: 'connecting',
          states: {
            connecting: {
              tags: 'connecting',
              on: { 'connection.opened': { target: 'connected', actions: 'recordOpened' } },
            },
            connected: {
              tags: 'connected',
              on: { 'connection.lost': 'reconnecting' },
            },
            reconnecting: {
              tags: 'reconnecting',
              on: { 'connection.restored': 'connected' },
            },
          },
        },
        token: {
          initial: 'valid',
          states: {
            valid: {
              after: { renewalDelay: 'renewing' },
              on: { 'connection.authRejected': 'renewing' },
            },
            renewing: {
              invoke: {
                src: 'fetchCredentials',
                onDone: [
                  {
                    guard: { type: 'keepsConnectionTarget', params: ({ event }) => event.output },
                    target: 'valid',
                    actions: [{ type: 'storeCredentials', params: ({ event }) => event.output }, 'handOverToken'],
                  },
                  // A new endpoint or new subjects: open a new connection.
                  {
                    target: '#realtime.online',
                    reenter: true,
                    actions: { type: 'storeCredentials', params: ({ event }) => event.output },
                  },
                ],
                onError: [
                  { guard: { type: 'isSignedOut', params: errorOf }, target: '#realtime.idle' },
                  { target: 'waitingToRetryRenewal' },
                ],
              },
            },
            waitingToRetryRenewal: {
              after: { renewalRetryDelay: 'renewing' },
              on: { 'connection.authRejected': 'renewing' },
            },
          },
        },
      },
    },
  },
});

export type RealtimeSnapshot = SnapshotFrom<typeof realtimeMachine>;

/** The connection status shown to people (and kept in the realtime status store). */
export function realtimeStatusOf(snapshot: RealtimeSnapshot): RealtimeStatus {
  if (snapshot.hasTag('connected')) return 'connected';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  if (snapshot.hasTag('connecting')) return snapshot.context.everConnected ? 'reconnecting' : 'connecting';
  return 'closed';
}
