import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, EventRegistry } from '../events/log/event-schemas';
import { openLogDatabase } from '../events/log/log-database';
import { SqliteEventStore } from '../events/log/sqlite-event-store';
import { EXPLORER_INDEX_NAME, EXPLORER_INDEX_TABLE, explorerIndexProjection } from './explorer-index';
import { resetProjection, replayInto } from './runner';

const Scored = defineEvent({ type: 'Scored', schemaVersion: 1, schema: z.object({ points: z.number() }) });
const Cheered = defineEvent({ type: 'Cheered', schemaVersion: 1, schema: z.object({ by: z.string() }) });

async function logWithEvents() {
  const db = openLogDatabase(':memory:');
  const store = new SqliteEventStore(db, { registry: new EventRegistry([Scored, Cheered]) });
  await store.append('game:1', [{ type: 'Scored', data: { points: 3 } }], { actor: 'u_ava', correlationId: 'c-1', expectedVersion: 'any' });
  await store.append('cheer:9', [{ type: 'Cheered', data: { by: 'u_noah' } }], { actor: 'u_noah', correlationId: 'c-2', causationId: 'e-cause', expectedVersion: 'any' });
  await store.append('plain', [{ type: 'Scored', data: { points: 1 } }], { actor: 'system', correlationId: 'c-3', expectedVersion: 'any' });
  return store;
}

describe('the explorer index (docs/explorer.md)', () => {
  it('is the async read model explorer-index over its one table', () => {
    const projection = explorerIndexProjection(['Scored']);
    expect(projection).toMatchObject({ name: EXPLORER_INDEX_NAME, version: 1, mode: 'async', tables: [EXPLORER_INDEX_TABLE] });
    expect(EXPLORER_INDEX_NAME).toBe('explorer-index');
    expect(EXPLORER_INDEX_TABLE).toBe('explorer_index');
  });

  it('holds one row per event of the given types, with the fields the explorer filters on', async () => {
    const store = await logWithEvents();
    const events = store.readAll(0, 100).map((event) => event.metadata);
    const db = openLogDatabase(':memory:');
    const projection = explorerIndexProjection(['Scored', 'Cheered']);
    resetProjection(db, projection);
    replayInto(db, (from, limit) => store.readAll(from, limit), [projection]);
    const rows = db.prepare(`SELECT * FROM ${EXPLORER_INDEX_TABLE} ORDER BY position`).all();
    expect(rows).toEqual([
      { position: 1, event_id: events[0]!.eventId, stream_id: 'game:1', category: 'game', type: 'Scored', actor: 'u_ava', correlation_id: 'c-1', causation_id: null },
      { position: 2, event_id: events[1]!.eventId, stream_id: 'cheer:9', category: 'cheer', type: 'Cheered', actor: 'u_noah', correlation_id: 'c-2', causation_id: 'e-cause' },
      { position: 3, event_id: events[2]!.eventId, stream_id: 'plain', category: 'plain', type: 'Scored', actor: 'system', correlation_id: 'c-3', causation_id: null },
    ]);
  });

  it('indexes only the types it is given', async () => {
    const store = await logWithEvents();
    const db = openLogDatabase(':memory:');
    const projection = explorerIndexProjection(['Cheered']);
    resetProjection(db, projection);
    replayInto(db, (from, limit) => store.readAll(from, limit), [projection]);
    expect(db.prepare(`SELECT position, type FROM ${EXPLORER_INDEX_TABLE}`).all()).toEqual([{ position: 2, type: 'Cheered' }]);
  });

  it('creates one index per filter, each ending in the position, and drops the log table’s old indexes', () => {
    const db = openLogDatabase(':memory:');
    for (const index of ['type', 'actor', 'correlation', 'stream', 'category', 'causation']) db.exec(`CREATE INDEX explorer_events_${index} ON events (position)`);
    const projection = explorerIndexProjection([]);
    projection.create(db);
    projection.create(db); // twice: a restart
    const indexes = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`).all() as { name: string; sql: string }[];
    const onIndex = indexes.filter((index) => index.name.startsWith('explorer_index_'));
    expect(onIndex.map((index) => index.name)).toEqual([
      'explorer_index_actor',
      'explorer_index_category',
      'explorer_index_causation',
      'explorer_index_correlation',
      'explorer_index_stream',
      'explorer_index_type',
    ]);
    for (const index of onIndex.filter((each) => each.name !== 'explorer_index_causation')) expect(index.sql).toMatch(/, position\)$/);
    expect(onIndex.find((index) => index.name === 'explorer_index_causation')!.sql).toMatch(/\(causation_id\) WHERE causation_id IS NOT NULL$/);
    expect(indexes.filter((index) => index.name.startsWith('explorer_events_'))).toEqual([]);
  });
});
