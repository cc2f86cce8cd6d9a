import { createStore } from 'zustand';
import type { PushChannel, PushMessage } from './push-message';
import type { RealtimeClient, RealtimeStatusState } from './realtime-client';

/** For component tests: a realtime client the test drives by hand (no NATS). */
export function fakeRealtimeClient(status: RealtimeStatusState['status'] = 'connected') {
  const handlers = new Set<{ channel: PushChannel; handler: (message: PushMessage) => void }>();
  const statusStore = createStore<RealtimeStatusState>()(() => ({ status }));
  const client: RealtimeClient & { deliver(channel: PushChannel, message: PushMessage): void } = {
    connect: () => statusStore.setState({ status: 'connected' }),
    disconnect: () => statusStore.setState({ status: 'closed' }),
    subscribeToPush(channel, handler) {
      const entry = { channel, handler: handler as (message: PushMessage) => void };
      handlers.add(entry);
      return () => handlers.delete(entry);
    },
    statusStore,
    deliver(channel, message) {
      for (const entry of handlers) if (entry.channel === channel) entry.handler(message);
    },
  };
  return client;
}
