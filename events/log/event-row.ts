import type { EventRegistry } from './event-schemas';
import type { EventMetadata, RecordedEvent } from './event-store';

/** An event as a log table holds it (the SQLite log, its cluster copy, and PostgreSQL's rows as read). */
export interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  /** The JSON text exactly as appended. */
  data: string;
  schema_version: number;
  /** ISO-8601. */
  at: string;
  actor: string;
  correlation_id: string;
  causation_id: string | null;
}

/** A row's metadata, with the schema version its data has after upcasting. */
export function eventMetadataOf(row: EventRow, schemaVersion: number): EventMetadata {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    version: row.version,
    position: row.position,
    at: row.at,
    actor: row.actor,
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    schemaVersion,
  };
}

/** A row as every store and reader hands it out: its data parsed and upcast to the current schema. */
export function recordedEventOf(row: EventRow, registry: Pick<EventRegistry, 'upcast'>): RecordedEvent {
  const { data, schemaVersion } = registry.upcast(row.type, row.schema_version, JSON.parse(row.data));
  return { type: row.type, data, metadata: eventMetadataOf(row, schemaVersion) };
}
