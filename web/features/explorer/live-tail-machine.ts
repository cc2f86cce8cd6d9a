import { assign, fromCallback, setup } from 'xstate';
import type { ExplorerEvent } from '../../../events/explorer';
import { fetchPubsubCredentials } from '../../shared/realtime/pubsub-credentials';
import { explorerEventSchema } from './explorer-api';

/** Events the tail shows (newest first), and events held while paused. */
export const TAIL_SHOWN = 200;
export const TAIL_HELD = 1_000;

export type TailReport = { type: 'tail.opened' } | { type: 'tail.event'; event: ExplorerEvent } | { type: 'tail.closed' };

/**
 * The engineer's own NATS connection (their bearer JWT from /pubsub/credentials),
 * subscribed to the live tail `push.user.<id>.explorer` the relay feeds
 * (server/explorer/explorer-tail.ts). nats-core loads on first use.
 */
export const tailConnection = fromCallback<{ type: 'noop' }, undefined>(({ sendBack }) => {
  let stopped = false;
  let close: (() => void) | null = null;
  void (async () => {
    try {
      const credentials = await fetchPubsubCredentials();
      const nats = await import('@nats-io/nats-core');
      if (stopped) return;
      const connection = await nats.wsconnect({ servers: credentials.pubsubEndpoint, authenticator: nats.jwtAuthenticator(credentials.pubsubToken), name: 'live-classroom-explorer' });
      close = () => void connection.close().catch(() => undefined);
      if (stopped) return close();
      connection.subscribe(`${credentials.subjects.general}.explorer`, {
        callback: (error, message) => {
          if (error !== null) return;
          const parsed = explorerEventSchema.safeParse(message.json());
          if (parsed.success) sendBack({ type: 'tail.event', event: parsed.data });
        },
      });
      await connection.flush();
      sendBack({ type: 'tail.opened' });
      await connection.closed();
      if (!stopped) sendBack({ type: 'tail.closed' });
    } catch {
      if (!stopped) sendBack({ type: 'tail.closed' });
    }
  })();
  return () => {
    stopped = true;
    close?.();
  };
});

const newestFirst = (events: readonly ExplorerEvent[], more: readonly ExplorerEvent[], max: number) => [...[...more].reverse(), ...events].slice(0, max);

/**
 * The live tail: connecting → live; pause holds what arrives (up to TAIL_HELD,
 * then counts the rest as missed) and resume shows it; a lost connection can be
 * retried.
 */
export const liveTailMachine = setup({
  types: {
    context: {} as { events: ExplorerEvent[]; held: ExplorerEvent[]; missed: number },
    events: {} as TailReport | { type: 'pause' } | { type: 'resume' } | { type: 'retry' } | { type: 'clear' },
  },
  actors: { connection: tailConnection },
}).createMachine({
  id: 'liveTail',
  context: { events: [], held: [], missed: 0 },
  initial: 'tailing',
  on: { clear: { actions: assign({ events: [], held: [], missed: 0 }) } },
  states: {
    tailing: {
      invoke: { src: 'connection' },
      on: { 'tail.closed': 'lost' },
      initial: 'connecting',
      states: {
        connecting: { on: { 'tail.opened': 'live' } },
        live: {
          on: {
            'tail.event': { actions: assign({ events: ({ context, event }) => newestFirst(context.events, [event.event], TAIL_SHOWN) }) },
            pause: 'paused',
          },
        },
        paused: {
          on: {
            'tail.event': {
              actions: assign(({ context, event }) =>
                context.held.length < TAIL_HELD ? { held: [...context.held, event.event] } : { missed: context.missed + 1 },
              ),
            },
            resume: { target: 'live', actions: assign({ events: ({ context }) => newestFirst(context.events, context.held, TAIL_SHOWN), held: [] }) },
          },
        },
      },
    },
    lost: { on: { retry: 'tailing' } },
  },
});
