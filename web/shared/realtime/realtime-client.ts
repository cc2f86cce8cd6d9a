import { createActor, type ActorOptions } from 'xstate';
import { createStore, type StoreApi } from 'zustand';
import type { PushChannel, PushMessage } from './push-message';
import { realtimeMachine, realtimeStatusOf, type RealtimeStatus } from './realtime-machine';

export interface RealtimeStatusState {
  status: RealtimeStatus;
}

/**
 * The one live link of a page. The app calls `connect()` when someone signs in
 * and `disconnect()` when they sign out; features listen with
 * `subscribeToPush` (or the hooks in realtime-context.tsx).
 */
export interface RealtimeClient {
  connect(): void;
  disconnect(): void;
  /** Calls `handler` for every message on `channel`; returns the unsubscribe function. */
  subscribeToPush<C extends PushChannel>(channel: C, handler: (message: PushMessage<C>) => void): () => void;
  /** connecting / connected / reconnecting / closed, as a zustand store. */
  statusStore: StoreApi<RealtimeStatusState>;
}

export interface RealtimeClientOptions {
  /** The machine to run; tests pass `realtimeMachine.provide(...)`. */
  machine?: typeof realtimeMachine;
  clock?: ActorOptions<typeof realtimeMachine>['clock'];
  now?: () => number;
}

export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const actor = createActor(options.machine ?? realtimeMachine, {
    input: { now: options.now ?? Date.now },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const statusStore = createStore<RealtimeStatusState>()(() => ({ status: 'closed' }));
  actor.subscribe((snapshot) => {
    const status = realtimeStatusOf(snapshot);
    if (statusStore.getState().status !== status) statusStore.setState({ status });
  });
  actor.start();

  return {
    connect: () => actor.send({ type: 'start' }),
    disconnect: () => actor.send({ type: 'stop' }),
    subscribeToPush(channel, handler) {
      const subscription = actor.on('push', (push) => {
        if (push.channel !== channel) return;
        try {
          // The channel matched, so the message is one of that channel's.
          handler(push.message as PushMessage<typeof channel>);
        } catch (error) {
          // One feature's failing handler must not silence the others.
          console.error(`push handler for ${channel} failed`, error);
        }
      });
      return () => subscription.unsubscribe();
    },
    statusStore,
  };
}
