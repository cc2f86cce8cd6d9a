import { createActorContext } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { notificationsMachine } from './notifications-machine';

/**
 * The signed-in user's notifications, one actor for the whole page
 * (notifications-machine.ts), placed by the layout inside the realtime
 * provider: the header's bell and the /notifications page both read it.
 */
export const NotificationsContext = createActorContext(notificationsMachine);

export interface NotificationsProviderProps {
  /** The signed-in user, or null for a visitor. */
  userId: string | null;
  /** The session's `notificationsEnabled` (issue 16): only then is the feed fetched. */
  enabled: boolean;
  /** Tests pass `notificationsMachine.provide(...)` with a fake server. */
  logic?: typeof notificationsMachine;
  children: ReactNode;
}

export function NotificationsProvider({ userId, enabled, logic, children }: NotificationsProviderProps) {
  const on = userId !== null && enabled;
  return (
    <NotificationsContext.Provider {...(logic ? { logic } : {})} options={{ input: { enabled: on } }}>
      <FollowUserAndPushes userId={userId} enabled={on} />
      {children}
    </NotificationsContext.Provider>
  );
}

/** Starts over for another user (or a changed setting); refetches on NOTIFICATIONS_UPDATED and when the live link is back. */
function FollowUserAndPushes({ userId, enabled }: { userId: string | null; enabled: boolean }) {
  const actor = NotificationsContext.useActorRef();
  const shown = useRef({ userId, enabled });
  useEffect(() => {
    if (shown.current.userId === userId && shown.current.enabled === enabled) return;
    shown.current = { userId, enabled };
    actor.send({ type: 'user.changed', enabled });
  }, [actor, userId, enabled]);

  usePushEvent('notifications', 'NOTIFICATIONS_UPDATED', () => actor.send({ type: 'refresh' }));
  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));
  return null;
}
