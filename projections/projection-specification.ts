/// <reference types="vite/client" />
import type { EventMetadata, NewEvent, RecordedEvent } from '../events/log/event-store';
import { eventDefinitionsOf } from '../events/log/event-definitions-of';
import { EventRegistry } from '../events/log/event-schemas';
import { openLogDatabase, type LogDatabase } from '../events/log/log-database';
import type { AnyProjection, Projection } from './projection';
import { replayInto, resetProjection } from './runner';

/** An event as a spec gives it: type and data, and any metadata it cares about (the rest is filled in). */
export type GivenEvent<E extends NewEvent> = E & {
  metadata?: Partial<Pick<EventMetadata, 'streamId' | 'at' | 'actor' | 'correlationId' | 'causationId'>>;
};

export interface ProjectionSpecificationOptions<D extends NewEvent> {
  /** Projections whose tables the queries also read; they see the same events, first. */
  dependsOn?: readonly Projection<D>[];
  /** The first event's `at`; each later one is a second after the one before (unless it sets its own). Default 2025-01-01T00:00:00Z. */
  startAt?: string;
  /** Validates (and parses) the given data as the log does on append. Default: every event type of the app. */
  registry?: EventRegistry;
}

// Test support (vitest only): every event type that events/ defines, whichever feature module
// composes it — a projection's spec needs no list (server/features/all-features.test.ts checks
// that the module list holds the same ones).
const eventModules = import.meta.glob<Record<string, unknown>>(['../events/**/*.ts', '!../events/**/*.test.ts', '!../events/log/**'], { eager: true });
const defaultRegistry = new EventRegistry(eventDefinitionsOf(Object.values(eventModules)));
const DEFAULT_START = '2025-01-01T00:00:00.000Z';

/**
 * The events as the log would hand them to projections: data validated by its
 * schema, dense positions from 1, per-stream versions (stream `spec` unless
 * given), ids `event-<position>`, and times from a clock ticking one second per event.
 */
export function recordGivenEvents(
  events: readonly GivenEvent<NewEvent>[],
  options: { startAt?: string; registry?: EventRegistry } = {},
): RecordedEvent[] {
  const registry = options.registry ?? defaultRegistry;
  const versions = new Map<string, number>();
  let previousAt: number | null = null;
  return events.map((event, index) => {
    const { data, schemaVersion } = registry.validate(event);
    const position = index + 1;
    const streamId = event.metadata?.streamId ?? 'spec';
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    const at = event.metadata?.at ?? new Date(previousAt === null ? Date.parse(options.startAt ?? DEFAULT_START) : previousAt + 1_000).toISOString();
    previousAt = Date.parse(at);
    const eventId = `event-${position}`;
    return {
      type: event.type,
      data,
      metadata: {
        eventId,
        streamId,
        version,
        position,
        at,
        actor: event.metadata?.actor ?? 'spec',
        correlationId: event.metadata?.correlationId ?? eventId,
        causationId: event.metadata?.causationId ?? null,
        schemaVersion,
      },
    };
  });
}

/**
 * Given/then for read models, over a fresh in-memory SQLite database per check,
 * read back through the projection's real queries:
 *
 *   const spec = projectionSpecification(liveMessagesProjection, liveMessagesQueries);
 *   spec.given([sent]).then((queries) => expect(queries.batchIdOfMessage('m1')).toBe('b1'));
 *   const feed = spec.given([sent, acknowledged]).query((queries) => queries.feedOf('s1', 0));
 *
 * The events go through the runner's dispatch (`replayInto`), as in a rebuild.
 */
export function projectionSpecification<E extends NewEvent, Queries, D extends NewEvent = never>(
  projection: Projection<E>,
  queries: (db: LogDatabase) => Queries,
  options: ProjectionSpecificationOptions<D> = {},
) {
  const projections: readonly AnyProjection[] = [...(options.dependsOn ?? []), projection];
  return {
    given(events: readonly GivenEvent<E | D>[]) {
      const recorded = recordGivenEvents(events, options);
      const query = <Result>(read: (queries: Queries) => Result): Result => {
        const db = openLogDatabase(':memory:');
        try {
          for (const each of projections) resetProjection(db, each);
          replayInto(db, (from, limit) => recorded.slice(from, from + limit), projections);
          return read(queries(db));
        } finally {
          db.close();
        }
      };
      return {
        /** Reads the read model after the events; the result must be plain data (the database is closed after). */
        query,
        /** Runs assertions on the read model after the events. */
        then(assert: (queries: Queries) => void): void {
          query(assert);
        },
      };
    },
  };
}
