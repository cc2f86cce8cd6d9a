import type { RecordedEvent } from '../events/log/event-store';
import type { LogDatabase } from '../events/log/log-database';

export type ProjectionHandler = (event: RecordedEvent) => void;

/**
 * A read model: its own tables and a handler per event type. Handlers must be a
 * deterministic function of the events (no clock, no randomness), so that a
 * rebuild from position 0 gives the same rows as the live run.
 */
export interface Projection {
  name: string;
  /** Bump to rebuild this projection on the next start. */
  version: number;
  /** inline: updated in the append transaction; async: follows the log with a checkpoint. */
  mode: 'inline' | 'async';
  /** Tables (and their order for dumps) that this projection owns; dropped on rebuild. */
  tables: readonly string[];
  create(db: LogDatabase): void;
  /** Prepares statements once for `db` and returns the handlers keyed by event type. */
  handlers(db: LogDatabase): Readonly<Record<string, ProjectionHandler>>;
}
