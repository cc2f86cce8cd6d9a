import { describe, expect, it } from 'vitest';
import { schoolDirectoryEvents } from '../school-directory';
import { describeEventStoreConformance, Noted } from './event-store-conformance';
import { EventRegistry } from './event-schemas';
import { openLogDatabase } from './log-database';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreConformance('SqliteEventStore', async ({ registry, clock, newEventId }) => {
  const db = openLogDatabase(':memory:');
  return { store: new SqliteEventStore(db, { registry, clock, newEventId }), close: () => void db.close() };
});

const meta = { actor: 'test', correlationId: 'c1' };

function makeStore(inline?: ConstructorParameters<typeof SqliteEventStore>[1]['inline']) {
  const db = openLogDatabase(':memory:');
  const store = new SqliteEventStore(db, { registry: new EventRegistry([Noted, ...schoolDirectoryEvents]), ...(inline ? { inline } : {}) });
  return { db, store };
}

describe('SqliteEventStore, beyond the conformance suite', () => {
  it('hands inline projections the recorded events inside the append transaction', async () => {
    const seen: number[] = [];
    const { store } = makeStore((events) => seen.push(...events.map((e) => e.metadata.position)));
    await store.append('note:a', [{ type: 'Noted', data: { n: 1 } }, { type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 'any' });
    expect(seen).toEqual([1, 2]);
  });

  it('rolls the append and its idempotency key back when an inline projection fails', async () => {
    const { store } = makeStore(() => {
      throw new Error('projection failed');
    });
    await expect(store.append('note:a', [{ type: 'Noted', data: { n: 1 } }], { ...meta, expectedVersion: 'any', idempotencyKey: 'k' })).rejects.toThrow(
      'projection failed',
    );
    expect(store.lastPosition()).toBe(0);
    expect(store.readStream('note:a')).toEqual([]);
    expect(await store.idempotentResult('k')).toBeNull();
  });

  it('upcasts a stored v1 UserRegistered (role only) to v2 with the numeric user type', () => {
    const { db, store } = makeStore();
    const v1 = { userId: 'u_1', username: 'ms.rivera', displayName: 'Ms. Rivera', role: 'teacher', edition: 'US', schoolId: null, districtId: null, parentUserId: null };
    db.prepare(
      `INSERT INTO events (event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
       VALUES ('old', 'user:u_1', 1, 'UserRegistered', ?, 1, '2025-01-01T00:00:00.000Z', 'seed', 'c0', NULL)`,
    ).run(JSON.stringify(v1));
    const [event] = store.readStream('user:u_1');
    expect(event!.data).toEqual({ ...v1, userType: 4 });
    expect(event!.metadata.schemaVersion).toBe(2);
    expect(store.readAll(0, 1)[0]!.data).toMatchObject({ userType: 4 });
  });
});
