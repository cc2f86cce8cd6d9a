import { describe, expect, it } from 'vitest';
import { allEventDefinitions, allProjections } from './all-features';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase } from '../../events/log/log-database';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import { dumpProjection, ProjectionRunner, replayInto, resetProjection } from '../../projections/runner';
import { everyEventHistory as history } from '../../tests/support/every-event-history';

describe('every projection', () => {
  it('rebuilds from the log into the same rows as the live run', async () => {
    const db = openLogDatabase(':memory:');
    const runner = new ProjectionRunner(db, allProjections);
    let tick = Date.parse('2026-11-02T08:00:00.000Z');
    let ids = 0;
    const store = new SqliteEventStore(db, {
      registry: new EventRegistry(allEventDefinitions),
      inline: runner.applyInline,
      clock: () => new Date((tick += 1_000)),
      newEventId: () => `event-${++ids}`,
    });
    runner.start(store);
    for (const [streamId, events] of history) {
      await store.append(streamId, events, { expectedVersion: 'any', actor: 'test', correlationId: streamId });
    }
    runner.catchUpAsync(store); // async projections as a read sees them
    const dumpAll = (from: typeof db) => Object.fromEntries(allProjections.map((projection) => [projection.name, dumpProjection(from, projection)]));
    const live = dumpAll(db);
    for (const projection of allProjections) {
      for (const table of projection.tables) expect(live[projection.name]![table], `${projection.name}: ${table}`).not.toHaveLength(0);
    }

    runner.rebuild(store);
    expect(dumpAll(db)).toEqual(live);

    const fresh = openLogDatabase(':memory:');
    for (const projection of allProjections) resetProjection(fresh, projection);
    replayInto(fresh, (from, limit) => store.readAll(from, limit), allProjections);
    expect(dumpAll(fresh)).toEqual(live);
    fresh.close();
    runner.stop();
    db.close();
  });
});
