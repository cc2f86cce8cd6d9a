import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schoolDirectoryEvents } from '../school-directory';
import { ConcurrencyError } from './event-store';
import { defineEvent, EventRegistry, EventSchemaError } from './event-schemas';
import { openLogDatabase } from './log-database';
import { SqliteEventStore } from './sqlite-event-store';

const Noted = defineEvent({ type: 'Noted', schemaVersion: 1, schema: z.object({ n: z.number() }) });
const meta = { actor: 'test', correlationId: 'c1' };

function makeStore(inline?: ConstructorParameters<typeof SqliteEventStore>[1]['inline']) {
  const db = openLogDatabase(':memory:');
  let tick = 0;
  let id = 0;
  const store = new SqliteEventStore(db, {
    registry: new EventRegistry([Noted, ...schoolDirectoryEvents]),
    clock: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
    newEventId: () => `e${++id}`,
    ...(inline ? { inline } : {}),
  });
  return { db, store };
}

describe('SqliteEventStore append', () => {
  it('gives each event a global position, a stream version, an id and a time from the injected clock', () => {
    const { store } = makeStore();
    store.append('note:a', [{ type: 'Noted', data: { n: 1 } }, { type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 'no_stream' });
    store.append('note:b', [{ type: 'Noted', data: { n: 3 } }], { ...meta, expectedVersion: 'no_stream' });
    const all = store.readAll(0, 10);
    expect(all.map((e) => [e.metadata.position, e.metadata.streamId, e.metadata.version, e.metadata.eventId])).toEqual([
      [1, 'note:a', 1, 'e1'],
      [2, 'note:a', 2, 'e2'],
      [3, 'note:b', 1, 'e3'],
    ]);
    expect(all[0]!.metadata.at).toBe('2026-01-01T00:00:00.000Z');
    expect(all[2]!.metadata.at).toBe('2026-01-01T00:00:01.000Z');
  });

  it('throws a typed conflict when the expected version does not match', () => {
    const { store } = makeStore();
    store.append('note:a', [{ type: 'Noted', data: { n: 1 } }], { ...meta, expectedVersion: 'no_stream' });
    expect(() => store.append('note:a', [{ type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 'no_stream' })).toThrow(
      ConcurrencyError,
    );
    expect(() => store.append('note:a', [{ type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 0 })).toThrow(ConcurrencyError);
    expect(() => store.append('note:z', [{ type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 'exists' })).toThrow(
      ConcurrencyError,
    );
    try {
      store.append('note:a', [{ type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 5 });
    } catch (error) {
      expect(error).toMatchObject({ streamId: 'note:a', expected: 5, actual: 1 });
    }
    expect(store.append('note:a', [{ type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 1 }).nextExpectedVersion).toBe(2);
    expect(store.append('note:a', [{ type: 'Noted', data: { n: 3 } }], { ...meta, expectedVersion: 'exists' }).nextExpectedVersion).toBe(3);
    expect(store.append('note:a', [{ type: 'Noted', data: { n: 4 } }], { ...meta, expectedVersion: 'any' }).nextExpectedVersion).toBe(4);
    expect(store.readStream('note:a').map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
  });

  it('appends nothing for a repeated idempotency key and returns the first result', () => {
    const { store } = makeStore();
    const first = store.append('note:a', [{ type: 'Noted', data: { n: 1 } }], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k1' });
    const again = store.append('note:a', [{ type: 'Noted', data: { n: 1 } }], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k1' });
    expect(again).toEqual({ ...first, idempotentReplay: true });
    expect(store.lastPosition()).toBe(1);
  });

  it('rejects an event whose data does not match its schema, appending nothing', () => {
    const { store } = makeStore();
    expect(() => store.append('note:a', [{ type: 'Noted', data: { n: 'one' } }], { ...meta, expectedVersion: 'any' })).toThrow(
      EventSchemaError,
    );
    expect(() => store.append('note:a', [{ type: 'Unheard', data: {} }], { ...meta, expectedVersion: 'any' })).toThrow(EventSchemaError);
    expect(store.lastPosition()).toBe(0);
  });

  it('rolls the append back when an inline projection fails', () => {
    const { store } = makeStore(() => {
      throw new Error('projection failed');
    });
    expect(() => store.append('note:a', [{ type: 'Noted', data: { n: 1 } }], { ...meta, expectedVersion: 'any' })).toThrow(
      'projection failed',
    );
    expect(store.lastPosition()).toBe(0);
    expect(store.readStream('note:a')).toEqual([]);
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

  it('reads all events in position order from a position, limited', () => {
    const { store } = makeStore();
    for (let n = 1; n <= 10; n++) store.append(`note:${n % 3}`, [{ type: 'Noted', data: { n } }], { ...meta, expectedVersion: 'any' });
    expect(store.readAll(4, 3).map((e) => e.metadata.position)).toEqual([5, 6, 7]);
    expect(store.readAll(8, 100).map((e) => (e.data as { n: number }).n)).toEqual([9, 10]);
  });

  it('notifies subscribers and resolves waits for a position', async () => {
    const { store } = makeStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((last) => seen.push(last));
    const waiting = store.waitForPosition(2);
    store.append('note:a', [{ type: 'Noted', data: { n: 1 } }], { ...meta, expectedVersion: 'any' });
    store.append('note:a', [{ type: 'Noted', data: { n: 2 } }], { ...meta, expectedVersion: 'any' });
    await expect(waiting).resolves.toBe(2);
    unsubscribe();
    store.append('note:a', [{ type: 'Noted', data: { n: 3 } }], { ...meta, expectedVersion: 'any' });
    expect(seen).toEqual([1, 2]);
  });

  it('keeps positions dense and per-stream versions contiguous under any interleaving of appends (property)', () => {
    const append = fc.record({
      stream: fc.constantFrom('a', 'b', 'c', 'd'),
      count: fc.integer({ min: 0, max: 3 }),
      expected: fc.constantFrom<'any' | 'exact' | 'stale'>('any', 'exact', 'stale'),
    });
    fc.assert(
      fc.property(fc.array(append, { maxLength: 40 }), (appends) => {
        const { store } = makeStore();
        const versions = new Map<string, number>();
        for (const { stream, count, expected } of appends) {
          const current = versions.get(stream) ?? 0;
          const events = Array.from({ length: count }, (_, i) => ({ type: 'Noted', data: { n: i } }));
          const expectedVersion = expected === 'any' ? 'any' : expected === 'exact' ? current : current + 1;
          try {
            store.append(`note:${stream}`, events, { ...meta, expectedVersion });
            versions.set(stream, current + count);
          } catch (error) {
            if (!(error instanceof ConcurrencyError) || expected !== 'stale') throw error;
          }
        }
        const all = store.readAll(0, 1_000);
        expect(all.map((e) => e.metadata.position)).toEqual(all.map((_, i) => i + 1));
        for (const [stream, version] of versions) {
          expect(store.readStream(`note:${stream}`).map((e) => e.metadata.version)).toEqual(
            Array.from({ length: version }, (_, i) => i + 1),
          );
        }
      }),
    );
  });
});
