import { useEffect, useRef } from 'react';
import { getJson } from '../../shared/http/json-request';
import type { Session } from '../../shared/session/session';

/** Nav cache refresh jitter (spec §7, §9): up to 10 s, so a school's browsers do not ask at once. */
export const NAV_CACHE_REFRESH_MAX_DELAY_MS = 10_000;

export interface NavCacheRefreshDeps {
  /** In [0, 1): picks the delay. */
  random?: () => number;
  request?: (url: string) => Promise<unknown>;
}

export function navCacheRefreshUrl(schoolId: string | null): string {
  return schoolId === null ? '/refresh-site-nav-cache' : `/refresh-site-nav-cache?schoolId=${encodeURIComponent(schoolId)}`;
}

/**
 * Asks the server to refresh the header's navigation cache after a random
 * delay of up to 10 s. Returns a cancel function (nothing is sent once
 * cancelled). A failure is ignored: the flag stays set and the next page load
 * asks again.
 */
export function scheduleNavCacheRefresh(schoolId: string | null, deps: NavCacheRefreshDeps = {}): () => void {
  const random = deps.random ?? Math.random;
  const request = deps.request ?? getJson;
  const timer = setTimeout(() => {
    request(navCacheRefreshUrl(schoolId)).catch(() => undefined);
  }, random() * NAV_CACHE_REFRESH_MAX_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * Fires the refresh once per signed-in user whose session carries the
 * cache-refresh flag (the session is not fetched again afterwards).
 */
export function useNavCacheRefresh(session: Session | null, deps: NavCacheRefreshDeps = {}): void {
  const due = session?.signedIn && session.navigation.cacheRefresh ? session : null;
  const userId = due?.userId ?? null;
  const schoolId = due?.schoolId ?? null;
  const fired = useRef(new Set<string>());
  const depsRef = useRef(deps);
  depsRef.current = deps;

  useEffect(() => {
    if (userId === null || fired.current.has(userId)) return;
    const { random, request = getJson } = depsRef.current;
    return scheduleNavCacheRefresh(schoolId, {
      ...(random ? { random } : {}),
      request: (url) => {
        fired.current.add(userId);
        return request(url);
      },
    });
  }, [userId, schoolId]);
}
