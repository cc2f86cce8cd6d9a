import { describe, expect, it } from 'vitest';
import { ConcurrencyError } from './event-store';
import { EventSchemaError } from './event-schemas';
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

describe('SqliteEventStore group commit', () => {
  const note = (n: number) => [{ type: 'Noted', data: { n } }];

  it('commits appends made at the same instant in one transaction, in call order, with dense positions', async () => {
    const { store } = makeStore();
    const commits: number[] = [];
    store.subscribe((last) => commits.push(last));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.append(`note:${i % 3}`, note(i), { ...meta, expectedVersion: 'any' })));
    expect(results.map((result) => result.lastPosition)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(commits).toEqual([20]);
    expect(store.readAll(0, 100).map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('rolls back a conflicting, a schema-invalid and a failing-projection command alone; the good ones around them commit', async () => {
    const { store } = makeStore((events) => {
      if (events.some((e) => (e.data as { n?: number }).n === 13)) throw new Error('projection failed');
    });
    await store.append('note:a', note(0), { ...meta, expectedVersion: 'no_stream' });
    const outcomes = await Promise.allSettled([
      store.append('note:b', note(1), { ...meta, expectedVersion: 'no_stream' }),
      store.append('note:a', note(2), { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'conflicting' }),
      store.append('note:c', note(3), { ...meta, expectedVersion: 'any' }),
      store.append('note:d', [{ type: 'Noted', data: { n: 'four' } }], { ...meta, expectedVersion: 'any' }),
      store.append('note:e', note(13), { ...meta, expectedVersion: 'any', idempotencyKey: 'failing' }),
      store.append('note:a', note(5), { ...meta, expectedVersion: 1 }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect((outcomes[3] as PromiseRejectedResult).reason).toBeInstanceOf(EventSchemaError);
    expect((outcomes[4] as PromiseRejectedResult).reason).toMatchObject({ message: 'projection failed' });
    expect(store.readAll(0, 100).map((e) => [e.metadata.position, e.metadata.streamId, (e.data as { n: number }).n])).toEqual([
      [1, 'note:a', 0],
      [2, 'note:b', 1],
      [3, 'note:c', 3],
      [4, 'note:a', 5],
    ]);
    expect(await store.idempotentResult('conflicting')).toBeNull();
    expect(await store.idempotentResult('failing')).toBeNull();
  });

  it('lets a command see the writes of the commands before it in the same batch', async () => {
    const { store } = makeStore();
    const [first, second, third] = await Promise.allSettled([
      store.append('note:a', note(1), { ...meta, expectedVersion: 'no_stream' }),
      store.append('note:a', note(2), { ...meta, expectedVersion: 1 }),
      store.append('note:a', note(3), { ...meta, expectedVersion: 1 }),
    ]);
    expect([first.status, second.status, third.status]).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((third as PromiseRejectedResult).reason).toMatchObject({ expected: 1, actual: 2 });
  });

  it('replays the first result for a key repeated inside one batch and across batches', async () => {
    const { store } = makeStore();
    const [first, again] = await Promise.all([
      store.append('note:a', note(1), { ...meta, expectedVersion: 'any', idempotencyKey: 'k' }),
      store.append('note:b', note(2), { ...meta, expectedVersion: 'any', idempotencyKey: 'k' }),
    ]);
    expect(again).toEqual({ ...first, idempotentReplay: true });
    const later = await store.append('note:c', note(3), { ...meta, expectedVersion: 'any', idempotencyKey: 'k' });
    expect(later).toEqual({ ...first, idempotentReplay: true });
    expect(store.lastPosition()).toBe(1);
  });

  it('bounds a batch by its number of commands: the rest go in the next commit, still in call order', async () => {
    const db = openLogDatabase(':memory:');
    const store = new SqliteEventStore(db, { registry: new EventRegistry([Noted]), maxBatchCommands: 4 });
    const commits: number[] = [];
    store.subscribe((last) => commits.push(last));
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.append('note:a', note(i), { ...meta, expectedVersion: 'any' })));
    expect(commits).toEqual([4, 8, 10]);
    expect(store.readStream('note:a').map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });

  it('bounds a batch by time: once a batch has run its time, the commands left wait for the next commit', async () => {
    const db = openLogDatabase(':memory:');
    // A slow inline projection (a busy loop of 2 ms per command) against a 1 ms bound: one command per commit.
    const store = new SqliteEventStore(db, {
      registry: new EventRegistry([Noted]),
      maxBatchMs: 1,
      inline: () => {
        const until = performance.now() + 2;
        while (performance.now() < until);
      },
    });
    const commits: number[] = [];
    store.subscribe((last) => commits.push(last));
    await Promise.all(Array.from({ length: 3 }, (_, i) => store.append('note:a', note(i), { ...meta, expectedVersion: 'any' })));
    expect(commits).toEqual([1, 2, 3]);
  });
});
