import type { EventMetadata, NewEvent } from '../events/log/event-store';
import type { LogDatabase } from '../events/log/log-database';

/** One handler per event type of `E`, given that event's (validated, upcast) data and its metadata. */
export type ProjectionHandlers<E extends NewEvent> = {
  readonly [T in E['type']]: (data: Extract<E, { type: T }>['data'], metadata: EventMetadata) => void;
};

/**
 * A read model over the events `E` (a feature's union such as `LiveMessageEvent`,
 * or a pick such as `EventOf<typeof ClassCreated> | EventOf<typeof StudentEnrolled>`):
 * its own tables and exactly one handler per event type of `E`. Handlers must be
 * a deterministic function of the events (no clock, no randomness), so that a
 * rebuild from position 0 gives the same rows as the live run.
 */
export interface Projection<E extends NewEvent> {
  name: string;
  /** Bump to rebuild this projection on the next start. */
  version: number;
  /** inline: updated in the append transaction; async: follows the log with a checkpoint. */
  mode: 'inline' | 'async';
  /** Tables (and their order for dumps) that this projection owns; dropped on rebuild. */
  tables: readonly string[];
  create(db: LogDatabase): void;
  /** Prepares statements once for `db` and returns the handlers keyed by event type. */
  handlers(db: LogDatabase): ProjectionHandlers<E>;
}

/**
 * A projection whatever events it handles: what lists of projections (the runner,
 * `allProjections`) hold. The runner dispatches by `event.type`, and the log has
 * validated and upcast the data, so the handler of that type gets data of its type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place handlers are erased; see the runner's dispatch
export type AnyProjection = Projection<any>;
