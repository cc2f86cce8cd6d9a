import type { EventStore } from './event-store';

/**
 * What every store does alike about its commits: the listeners `subscribe` adds are
 * told the last position after each commit (the store calls `publish`), and
 * `waitForPosition` waits on them. Each store extends it; written once here.
 */
export abstract class CommitListeners implements Pick<EventStore, 'subscribe' | 'waitForPosition'> {
  private readonly listeners = new Set<(lastPosition: number) => void>();

  abstract lastPosition(): number;

  subscribe(listener: (lastPosition: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the last position once it reaches `position` (at once if it has); rejects when `signal` aborts. */
  waitForPosition(position: number, signal?: AbortSignal): Promise<number> {
    const now = this.lastPosition();
    if (now >= position) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        unsubscribe();
        reject(signal?.reason ?? new Error('aborted'));
      };
      const unsubscribe = this.subscribe((last) => {
        if (last < position) return;
        unsubscribe();
        signal?.removeEventListener('abort', onAbort);
        resolve(last);
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** After a commit: tells every listener the log's new last position. */
  protected publish(lastPosition: number): void {
    for (const listener of [...this.listeners]) listener(lastPosition);
  }
}
