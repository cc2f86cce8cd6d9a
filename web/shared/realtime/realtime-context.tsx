import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PushChannel, PushEventName, PushMessage } from './push-message';
import type { RealtimeClient } from './realtime-client';
import type { RealtimeStatus } from './realtime-machine';

const RealtimeClientContext = createContext<RealtimeClient | null>(null);

export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeClientContext.Provider value={client}>{children}</RealtimeClientContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeClientContext);
  if (client === null) throw new Error('useRealtimeClient needs a <RealtimeProvider>');
  return client;
}

export function useRealtimeStatus(): RealtimeStatus {
  return useStore(useRealtimeClient().statusStore, (state) => state.status);
}

/** Calls `handler` for every push message on `channel` while the component is mounted. */
export function usePushMessages<C extends PushChannel>(channel: C, handler: (message: PushMessage<C>) => void): void {
  const client = useRealtimeClient();
  const latestHandler = useRef(handler);
  useEffect(() => {
    latestHandler.current = handler;
  });
  useEffect(() => client.subscribeToPush(channel, (message) => latestHandler.current(message)), [client, channel]);
}

/** Calls `handler` for push messages on `channel` whose `event` is `eventName`. */
export function usePushEvent<C extends PushChannel>(
  channel: C,
  eventName: PushEventName<C>,
  handler: (message: PushMessage<C>) => void,
): void {
  usePushMessages(channel, (message) => {
    if (message.event === eventName) handler(message);
  });
}
