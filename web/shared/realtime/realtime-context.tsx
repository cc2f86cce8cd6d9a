import { createActorContext } from '@xstate/react';
import { createContext, useEffect, useRef, type ReactNode } from 'react';
import type { PushChannel, PushEventName, PushMessage } from './push-message';
import { realtimeMachine, realtimeStatusOf, type RealtimeMachineInput, type RealtimeStatus } from './realtime-machine';

/**
 * The page's one live link, an app-wide actor (realtime-machine.ts) hosted by
 * `RealtimeProvider`. Features listen with `usePushMessages` / `usePushEvent`
 * and read `useRealtimeStatus()`.
 */
export const RealtimeContext = createActorContext(realtimeMachine);

/**
 * Whose live link the page has: undefined outside a `RealtimeProvider` (a component test), null for a visitor.
 * A component that listens only when it can (the scratchpad's live watch) renders its listener when it is a user id.
 */
export const RealtimeUser = createContext<string | null | undefined>(undefined);

export interface RealtimeProviderProps {
  /** The signed-in user: the link is open exactly while there is one (and per user). */
  userId: string | null;
  /** Tests pass `realtimeMachine.provide(...)` (see fake-realtime.ts). */
  logic?: typeof realtimeMachine;
  input?: RealtimeMachineInput;
  children: ReactNode;
}

export function RealtimeProvider({ userId, logic, input, children }: RealtimeProviderProps) {
  return (
    <RealtimeContext.Provider {...(logic ? { logic } : {})} {...(input ? { options: { input } } : {})}>
      <ConnectWhileSignedIn userId={userId} />
      <RealtimeUser.Provider value={userId}>{children}</RealtimeUser.Provider>
    </RealtimeContext.Provider>
  );
}

function ConnectWhileSignedIn({ userId }: { userId: string | null }) {
  const actor = RealtimeContext.useActorRef();
  useEffect(() => {
    if (userId === null) return;
    actor.send({ type: 'start' });
    return () => actor.send({ type: 'stop' });
  }, [actor, userId]);
  return null;
}

export function useRealtimeStatus(): RealtimeStatus {
  return RealtimeContext.useSelector(realtimeStatusOf);
}

/** Calls `handler` for every push message on `channel` while the component is mounted. */
export function usePushMessages<C extends PushChannel>(channel: C, handler: (message: PushMessage<C>) => void): void {
  const actor = RealtimeContext.useActorRef();
  const latestHandler = useRef(handler);
  useEffect(() => {
    latestHandler.current = handler;
  });
  useEffect(() => {
    const subscription = actor.on('push', (push) => {
      if (push.channel !== channel) return;
      try {
        // The channel matched, so the message is one of that channel's.
        latestHandler.current(push.message as PushMessage<C>);
      } catch (error) {
        // One feature's failing handler must not silence the others.
        console.error(`push handler for ${channel} failed`, error);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, channel]);
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
