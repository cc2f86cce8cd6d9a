import { useEffect, useRef } from 'react';
import { useRealtimeStatus } from './realtime-context';

/**
 * Calls `refresh` whenever the live link becomes connected after not being
 * connected while mounted: pushes sent meanwhile were missed, so ask again.
 */
export function useRefreshOnReconnect(refresh: () => void): void {
  const status = useRealtimeStatus();
  const previous = useRef(status);
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });
  useEffect(() => {
    if (status === 'connected' && previous.current !== 'connected') latestRefresh.current();
    previous.current = status;
  }, [status]);
}
