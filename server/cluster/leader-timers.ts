import type { EventStore } from '../../events/log/event-store';

/** What the focus-session and same-question room timers have in common. */
export interface EndTimers<Id> {
  arm(id: Id, endsAt: number): void;
  stop(): void;
}

/** How long after the log moves the leader looks again for sessions and rooms to arm. */
export const REARM_DELAY_MS = 250;

/**
 * Timers that fire once in the cluster (docs/scale-out.md): only the relay leader runs
 * them. On a follower `arm` does nothing (the route that started a session calls it on
 * whichever node served it); the leader arms every timer from its read models when it
 * takes over, and again shortly after its read models move (a session started on
 * another node, an end time changed) — starting the timers scans the read models.
 * Ending is idempotent anyway: the deciders answer an ended session or room with no
 * event and the append is made against the stream's version, so two nodes racing (a
 * handover's overlap) append one end.
 */
export class LeaderTimers<Id> implements EndTimers<Id> {
  private inner: EndTimers<Id> | null = null;
  private unsubscribe: (() => void) | null = null;
  private rearm: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly start: () => EndTimers<Id>,
    private readonly store: EventStore,
    private readonly rearmDelayMs = REARM_DELAY_MS,
  ) {}

  arm(id: Id, endsAt: number): void {
    this.inner?.arm(id, endsAt);
  }

  /** This node leads: arm everything, and follow the log. */
  lead(): void {
    if (this.inner) return;
    this.inner = this.start();
    this.unsubscribe = this.store.subscribe(() => {
      if (this.rearm || !this.inner) return;
      this.rearm = setTimeout(() => {
        this.rearm = null;
        if (!this.inner) return;
        this.inner.stop();
        this.inner = this.start();
      }, this.rearmDelayMs);
      this.rearm.unref();
    });
  }

  /** This node stopped leading (or stops). */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.rearm) clearTimeout(this.rearm);
    this.rearm = null;
    this.inner?.stop();
    this.inner = null;
  }
}
