import type { EventStore } from './event-store';

/**
 * `EventStore.waitForPosition` over a store's `lastPosition` and `subscribe`: resolves
 * with the last position once it reaches `position` (at once if it has), rejects when
 * `signal` aborts. One implementation for every store.
 */
export function waitForPosition(log: Pick<EventStore, 'lastPosition' | 'subscribe'>, position: number, signal?: AbortSignal): Promise<number> {
  const now = log.lastPosition();
  if (now >= position) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      unsubscribe();
      reject(signal?.reason ?? new Error('aborted'));
    };
    const unsubscribe = log.subscribe((last) => {
      if (last < position) return;
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(last);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
