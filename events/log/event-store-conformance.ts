import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConcurrencyError, type EventStore } from './event-store';
import { defineEvent, EventRegistry, EventSchemaError } from './event-schemas';

/** The event type every conformance test appends. */
export const Noted = defineEvent({ type: 'Noted', schemaVersion: 1, schema: z.object({ n: z.number() }) });

export interface ConformanceStoreOptions {
  registry: EventRegistry;
  /** Ticks one second per call from 2026-01-01T00:00:00Z. */
  clock: () => Date;
  /** `e1`, `e2`, … */
  newEventId: () => string;
}

export interface ConformanceStore {
  store: EventStore;
  close(): void | Promise<void>;
}

/** Opens an empty store of the implementation under test. */
export type OpenConformanceStore = (options: ConformanceStoreOptions) => Promise<ConformanceStore>;

const meta = { actor: 'test', correlationId: 'c1' };
const noted = (n: number) => ({ type: 'Noted', data: { n } });

function freshOptions(): ConformanceStoreOptions {
  let tick = 0;
  let id = 0;
  return {
    registry: new EventRegistry([Noted]),
    clock: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
    newEventId: () => `e${++id}`,
  };
}

/**
 * The behaviour every EventStore must have, run against any implementation
 * (the SQLite store today, the PostgreSQL store of the cluster): ordering,
 * dense positions, optimistic concurrency, idempotency, schema validation,
 * subscriptions, and a property over any interleaving of appends.
 */
export function describeEventStoreConformance(name: string, open: OpenConformanceStore): void {
  async function withStore<T>(body: (store: EventStore) => Promise<T>): Promise<T> {
    const opened = await open(freshOptions());
    try {
      return await body(opened.store);
    } finally {
      await opened.close();
    }
  }

  describe(`${name} (EventStore conformance)`, () => {
    it('gives each event a dense global position, a stream version, an id and a time from the injected clock', () =>
      withStore(async (store) => {
        await store.append('note:a', [noted(1), noted(2)], { ...meta, expectedVersion: 'no_stream' });
        const second = await store.append('note:b', [noted(3)], { ...meta, expectedVersion: 'no_stream' });
        expect(second).toEqual({ streamId: 'note:b', nextExpectedVersion: 1, lastPosition: 3, eventIds: ['e3'], idempotentReplay: false });
        const all = store.readAll(0, 10);
        expect(all.map((e) => [e.metadata.position, e.metadata.streamId, e.metadata.version, e.metadata.eventId])).toEqual([
          [1, 'note:a', 1, 'e1'],
          [2, 'note:a', 2, 'e2'],
          [3, 'note:b', 1, 'e3'],
        ]);
        expect(all[0]!.metadata).toMatchObject({ at: '2026-01-01T00:00:00.000Z', actor: 'test', correlationId: 'c1', causationId: null, schemaVersion: 1 });
        expect(all[2]!.metadata.at).toBe('2026-01-01T00:00:01.000Z');
        expect(store.lastPosition()).toBe(3);
      }));

    it('rejects a mismatched expected version with a typed conflict and appends nothing', () =>
      withStore(async (store) => {
        await store.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream' });
        await expect(store.append('note:a', [noted(2)], { ...meta, expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(store.append('note:a', [noted(2)], { ...meta, expectedVersion: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(store.append('note:z', [noted(2)], { ...meta, expectedVersion: 'exists' })).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(store.append('note:a', [noted(2)], { ...meta, expectedVersion: 5 })).rejects.toMatchObject({ streamId: 'note:a', expected: 5, actual: 1 });
        expect(store.lastPosition()).toBe(1);
        expect((await store.append('note:a', [noted(2)], { ...meta, expectedVersion: 1 })).nextExpectedVersion).toBe(2);
        expect((await store.append('note:a', [noted(3)], { ...meta, expectedVersion: 'exists' })).nextExpectedVersion).toBe(3);
        expect((await store.append('note:a', [noted(4)], { ...meta, expectedVersion: 'any' })).nextExpectedVersion).toBe(4);
        expect(store.readStream('note:a').map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
        expect(store.readStream('note:a', 2).map((e) => e.metadata.version)).toEqual([3, 4]);
      }));

    it('lets exactly one of many concurrent appends with the same expected version win', () =>
      withStore(async (store) => {
        await store.append('note:a', [noted(0)], { ...meta, expectedVersion: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) => store.append('note:a', [noted(i + 1)], { ...meta, expectedVersion: 1 })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConcurrencyError);
        expect(store.readStream('note:a').map((e) => e.metadata.version)).toEqual([1, 2]);
      }));

    it('appends nothing for a repeated idempotency key and returns the first result', () =>
      withStore(async (store) => {
        expect(await store.idempotentResult('k1')).toBeNull();
        const first = await store.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k1' });
        const again = await store.append('note:b', [noted(2)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k1' });
        expect(again).toEqual({ ...first, idempotentReplay: true });
        expect(await store.idempotentResult('k1')).toEqual({ ...first, idempotentReplay: true });
        expect(store.lastPosition()).toBe(1);
        expect(store.readStream('note:b')).toEqual([]);
      }));

    it('records an idempotency key only when its append commits', () =>
      withStore(async (store) => {
        await store.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream' });
        await expect(store.append('note:a', [noted(2)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k2' })).rejects.toBeInstanceOf(
          ConcurrencyError,
        );
        expect(await store.idempotentResult('k2')).toBeNull();
        const retried = await store.append('note:a', [noted(2)], { ...meta, expectedVersion: 1, idempotencyKey: 'k2' });
        expect(retried).toMatchObject({ nextExpectedVersion: 2, idempotentReplay: false });
      }));

    it('rejects an event whose data does not match its schema, appending nothing of the batch', () =>
      withStore(async (store) => {
        await expect(store.append('note:a', [noted(1), { type: 'Noted', data: { n: 'one' } }], { ...meta, expectedVersion: 'any' })).rejects.toBeInstanceOf(
          EventSchemaError,
        );
        await expect(store.append('note:a', [{ type: 'Unheard', data: {} }], { ...meta, expectedVersion: 'any' })).rejects.toBeInstanceOf(EventSchemaError);
        expect(store.lastPosition()).toBe(0);
        expect(store.readStream('note:a')).toEqual([]);
      }));

    it('reads all events in position order from a position, limited', () =>
      withStore(async (store) => {
        for (let n = 1; n <= 10; n++) await store.append(`note:${n % 3}`, [noted(n)], { ...meta, expectedVersion: 'any' });
        expect(store.readAll(4, 3).map((e) => e.metadata.position)).toEqual([5, 6, 7]);
        expect(store.readAll(8, 100).map((e) => (e.data as { n: number }).n)).toEqual([9, 10]);
        expect(store.readAll(10, 100)).toEqual([]);
      }));

    it('notifies subscribers after each commit and resolves waits for a position', () =>
      withStore(async (store) => {
        const seen: number[] = [];
        const unsubscribe = store.subscribe((last) => seen.push(last));
        const waiting = store.waitForPosition(3);
        await store.append('note:a', [noted(1)], { ...meta, expectedVersion: 'any' });
        await store.append('note:a', [noted(2), noted(3)], { ...meta, expectedVersion: 'any' });
        await expect(waiting).resolves.toBe(3);
        await expect(store.waitForPosition(1)).resolves.toBe(3);
        unsubscribe();
        await store.append('note:a', [noted(4)], { ...meta, expectedVersion: 'any' });
        expect(seen).toEqual([1, 3]);
        const aborted = new AbortController();
        const never = store.waitForPosition(99, aborted.signal);
        aborted.abort(new Error('gave up'));
        await expect(never).rejects.toThrow('gave up');
      }));

    it('keeps positions dense and per-stream versions contiguous under any interleaving of appends (property)', async () => {
      const append = fc.record({
        stream: fc.constantFrom('a', 'b', 'c', 'd'),
        count: fc.integer({ min: 0, max: 3 }),
        expected: fc.constantFrom<'any' | 'exact' | 'stale'>('any', 'exact', 'stale'),
        concurrent: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(append, { maxLength: 30 }), (appends) =>
          withStore(async (store) => {
            const versions = new Map<string, number>();
            let pending: Promise<unknown>[] = [];
            const settle = async () => {
              await Promise.all(pending);
              pending = [];
            };
            for (const { stream, count, expected, concurrent } of appends) {
              // 'any' appends may run concurrently with each other; exact ones need the version settled.
              if (!(concurrent && expected === 'any')) await settle();
              const current = versions.get(stream) ?? 0;
              const events = Array.from({ length: count }, (_, i) => noted(i));
              const expectedVersion = expected === 'any' ? 'any' : expected === 'exact' ? current : current + 1;
              versions.set(stream, current + (expected === 'stale' ? 0 : count));
              const appended = store.append(`note:${stream}`, events, { ...meta, expectedVersion }).catch((error: unknown) => {
                if (!(error instanceof ConcurrencyError) || expected !== 'stale') throw error;
              });
              pending.push(appended);
            }
            await settle();
            const all = store.readAll(0, 1_000);
            expect(all.map((e) => e.metadata.position)).toEqual(all.map((_, i) => i + 1));
            for (const [stream, version] of versions) {
              expect(store.readStream(`note:${stream}`).map((e) => e.metadata.version)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
            }
          }),
        ),
        { numRuns: 60 },
      );
    });
  });
}
