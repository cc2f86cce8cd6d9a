import { useEffect } from 'react';
import type { RealtimeClient } from '../shared/realtime/realtime-client';
import type { Session } from '../shared/session/session';

/** Keeps the live link open exactly while someone is signed in (and per user). */
export function useRealtimeForSession(session: Session | null, client: RealtimeClient): void {
  const userId = session?.signedIn ? session.userId : null;
  useEffect(() => {
    if (userId === null) return;
    client.connect();
    return () => client.disconnect();
  }, [client, userId]);
}
