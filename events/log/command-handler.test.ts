import { describe, expect, it } from 'vitest';
import { schoolDirectory, schoolDirectoryEvents } from '../school-directory';
import { handleCommand } from './command-handler';
import { DomainError } from './domain-error';
import { ConcurrencyError, type EventStore } from './event-store';
import { EventRegistry } from './event-schemas';
import { openLogDatabase } from './log-database';
import { SqliteEventStore } from './sqlite-event-store';

const context = { actor: 'admin', correlationId: 'c1' };
const createClass = {
  type: 'CreateClass' as const,
  data: { classId: 'class_1', schoolId: 'school_1', name: 'Grade 4 Room 12', grade: 4, teacherUserId: 'u_t' },
};
const enroll = (studentUserId: string) => ({ type: 'EnrollStudent' as const, data: { classId: 'class_1', studentUserId } });

/** `maxBatchMs`: a batch's time bound (a loaded machine can stretch a batch past the default 8 ms). */
function makeStore(options: { maxBatchMs?: number } = {}) {
  return new SqliteEventStore(openLogDatabase(':memory:'), { registry: new EventRegistry([...schoolDirectoryEvents]), ...options });
}

/**
 * (fake interleaving) A store that lets another writer append to the same stream
 * just before this command's append, the first `times` times: a race a single
 * synchronous process cannot produce on demand.
 */
function racingStore(store: SqliteEventStore, times: number, rival: () => Promise<unknown>): EventStore {
  let raced = 0;
  return {
    append: async (streamId, events, options) => {
      if (raced++ < times) await rival();
      return store.append(streamId, events, options);
    },
    idempotentResult: (key) => store.idempotentResult(key),
    readStream: (streamId) => store.readStream(streamId),
    readAll: (from, limit) => store.readAll(from, limit),
    lastPosition: () => store.lastPosition(),
    subscribe: (listener) => store.subscribe(listener),
    waitForPosition: (position, signal) => store.waitForPosition(position, signal),
  };
}

describe('handleCommand', () => {
  it('folds the stream, decides and appends with the expected version', async () => {
    const store = makeStore();
    await handleCommand(store, schoolDirectory, 'class:class_1', createClass, context);
    const result = await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context);
    expect(result.events).toEqual([{ type: 'StudentEnrolled', data: { classId: 'class_1', studentUserId: 'u_ava' } }]);
    expect(result.append.nextExpectedVersion).toBe(2);
    expect((await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context)).events).toEqual([]);
  });

  it('decides on events appended by another writer since its last command (the cached fold is topped up)', async () => {
    const store = makeStore();
    await handleCommand(store, schoolDirectory, 'class:class_1', createClass, context);
    await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context);
    await store.append('class:class_1', [{ type: 'StudentEnrolled', data: { classId: 'class_1', studentUserId: 'u_noah' } }], { ...context, expectedVersion: 2 });
    expect((await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_noah'), context)).events).toEqual([]);
    expect((await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_mia'), context)).append.nextExpectedVersion).toBe(4);
  });

  it('propagates a domain error and appends nothing', async () => {
    const store = makeStore();
    await expect(handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context)).rejects.toBeInstanceOf(DomainError);
    expect(store.lastPosition()).toBe(0);
  });

  it('returns the first result for a used idempotency key without deciding again', async () => {
    const store = makeStore();
    const first = await handleCommand(store, schoolDirectory, 'class:class_1', createClass, { ...context, idempotencyKey: 'create-1' });
    // Deciding again would refuse (the class exists): a retry must get the first outcome, not that refusal.
    const retried = await handleCommand(store, schoolDirectory, 'class:class_1', createClass, { ...context, idempotencyKey: 'create-1' });
    expect(retried).toEqual({ events: [], append: { ...first.append, idempotentReplay: true } });
    await expect(handleCommand(store, schoolDirectory, 'class:class_1', createClass, context)).rejects.toBeInstanceOf(DomainError);
    expect(store.lastPosition()).toBe(1);
  });

  it('stamps every appended event with the actor, the correlation id and the causation id', async () => {
    const store = makeStore();
    await handleCommand(store, schoolDirectory, 'class:class_1', createClass, { actor: 'u_admin', correlationId: 'corr-1', causationId: 'event-7' });
    await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context);
    expect(store.readStream('class:class_1').map(({ metadata: { actor, correlationId, causationId } }) => ({ actor, correlationId, causationId }))).toEqual([
      { actor: 'u_admin', correlationId: 'corr-1', causationId: 'event-7' },
      { actor: 'admin', correlationId: 'c1', causationId: null },
    ]);
  });

  it('stores the idempotency key with the append, so the store can answer a later retry', async () => {
    const store = makeStore();
    const first = await handleCommand(store, schoolDirectory, 'class:class_1', createClass, { ...context, idempotencyKey: 'create-1' });
    expect(await store.idempotentResult('create-1')).toEqual({ ...first.append, idempotentReplay: true });
    expect(await store.idempotentResult('never-used')).toBeNull();
  });

  it('(fake interleaving) a retry that checked its key before the first attempt appended still appends nothing', async () => {
    const inner = makeStore();
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    // Both attempts asked the store about the key before either appended: only the append can tell.
    const raced: EventStore = { ...racingStore(inner, 0, async () => undefined), idempotentResult: async () => null };
    const first = await handleCommand(raced, schoolDirectory, 'class:class_1', enroll('u_ava'), { ...context, idempotencyKey: 'enroll-1' });
    const retried = await handleCommand(raced, schoolDirectory, 'class:class_1', enroll('u_noah'), { ...context, idempotencyKey: 'enroll-1' });
    expect(first.events).toHaveLength(1);
    expect(retried).toEqual({ events: [], append: { ...first.append, idempotentReplay: true } });
    expect(inner.readStream('class:class_1').map((e) => e.data)).toEqual([createClass.data, { classId: 'class_1', studentUserId: 'u_ava' }]);
  });

  it('appends to a new stream only if it is still new', async () => {
    const inner = makeStore();
    const store = racingStore(inner, 1, () => handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context));
    // The rival created the class first: the retry folds it and refuses to create it again.
    await expect(handleCommand(store, schoolDirectory, 'class:class_1', createClass, context)).rejects.toMatchObject({ key: 'directory.already_registered', status: 409 });
    expect(inner.readStream('class:class_1')).toHaveLength(1);
  });

  it('(fake interleaving) re-folds and retries after a concurrency conflict, deciding on the new state', async () => {
    const inner = makeStore();
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    const store = racingStore(inner, 1, () => handleCommand(inner, schoolDirectory, 'class:class_1', enroll('u_ava'), context));
    const result = await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context);
    // The retry saw the rival's enrolment, so it appended nothing new: no duplicate event.
    expect(result.events).toEqual([]);
    expect(inner.readStream('class:class_1').map((e) => e.type)).toEqual(['ClassCreated', 'StudentEnrolled']);
  });

  it('(fake interleaving) gives up with the conflict after the bounded number of retries', async () => {
    const inner = makeStore();
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    let n = 0;
    const store = racingStore(inner, 10, () => handleCommand(inner, schoolDirectory, 'class:class_1', enroll(`u_rival${n++}`), context));
    await expect(handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), { ...context, maxRetries: 2 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(n).toBe(3);
  });

  it('(fake interleaving) retries conflicts from other writers until the command succeeds, unless told otherwise', async () => {
    const inner = makeStore();
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    let n = 0;
    const store = racingStore(inner, 10, () => handleCommand(inner, schoolDirectory, 'class:class_1', enroll(`u_rival${n++}`), context));
    expect((await handleCommand(store, schoolDirectory, 'class:class_1', enroll('u_ava'), context)).events).toHaveLength(1);
    expect(n).toBe(10);
    expect(inner.readStream('class:class_1')).toHaveLength(12);
  });

  it('pipelines thirty commands of one stream started at the same instant: each decides on the one before, one commit, none retried', async () => {
    const inner = makeStore({ maxBatchMs: 60_000 }); // no time bound: the count is the rule, not the machine's speed
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    let appends = 0;
    const counting: EventStore = { ...racingStore(inner, 0, async () => undefined), pipelinesAppends: true, append: (...args) => (appends++, inner.append(...args)) };
    let commits = 0;
    inner.subscribe(() => commits++);
    const students = Array.from({ length: 30 }, (_, i) => `u_s${i}`);
    const results = await Promise.all(students.map((id) => handleCommand(counting, schoolDirectory, 'class:class_1', enroll(id), { ...context, maxRetries: 0 })));
    expect(results.every((result) => result.events.length === 1)).toBe(true);
    expect(appends).toBe(30);
    expect(inner.readStream('class:class_1').map((e) => e.metadata.version)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(commits).toBe(1); // one group commit
  });

  it('on a store other nodes write too (no pipelining), thirty commands of one stream at once all succeed, by retrying their conflicts', async () => {
    const inner = makeStore();
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    const shared: EventStore = { ...racingStore(inner, 0, async () => undefined), readStream: (streamId, after) => inner.readStream(streamId, after) };
    const students = Array.from({ length: 30 }, (_, i) => `u_s${i}`);
    const results = await Promise.all(students.map((id) => handleCommand(shared, schoolDirectory, 'class:class_1', enroll(id), context)));
    expect(results.every((result) => result.events.length === 1)).toBe(true);
    expect(inner.readStream('class:class_1')).toHaveLength(31);
  });

  it('decides again on the log once a command refused on a state that never committed (its append was rolled back)', async () => {
    const store = new SqliteEventStore(openLogDatabase(':memory:'), {
      registry: new EventRegistry([...schoolDirectoryEvents]),
      inline: (events) => {
        if (events.some((e) => (e.data as { name?: string }).name === 'Doomed')) throw new Error('projection failed');
      },
    });
    const doomed = { ...createClass, data: { ...createClass.data, name: 'Doomed' } };
    const [first, second] = await Promise.allSettled([
      handleCommand(store, schoolDirectory, 'class:class_1', doomed, context),
      // Decided on the doomed class first (already registered), then again on the log: no class yet.
      handleCommand(store, schoolDirectory, 'class:class_1', createClass, context),
    ]);
    expect(first).toMatchObject({ status: 'rejected', reason: { message: 'projection failed' } });
    expect(second.status).toBe('fulfilled');
    expect(store.readStream('class:class_1').map((e) => (e.data as { name: string }).name)).toEqual(['Grade 4 Room 12']);
  });

  it('replays a retried request queued behind its own first attempt instead of deciding it again', async () => {
    const inner = makeStore();
    await handleCommand(inner, schoolDirectory, 'class:class_1', createClass, context);
    const keyed = { ...context, idempotencyKey: 'enroll-ava' };
    const [first, retried] = await Promise.all([
      handleCommand(inner, schoolDirectory, 'class:class_1', enroll('u_ava'), keyed),
      handleCommand(inner, schoolDirectory, 'class:class_1', enroll('u_noah'), keyed),
    ]);
    expect(retried).toEqual({ events: [], append: { ...first.append, idempotentReplay: true } });
    expect(inner.readStream('class:class_1')).toHaveLength(2);
  });

  it('lets any other append failure through at once, without retrying', async () => {
    const inner = makeStore();
    let attempts = 0;
    const failing: EventStore = {
      ...racingStore(inner, 0, async () => undefined),
      append: async () => {
        attempts++;
        throw new Error('disk full');
      },
    };
    await expect(handleCommand(failing, schoolDirectory, 'class:class_1', createClass, context)).rejects.toThrow('disk full');
    expect(attempts).toBe(1);
  });
});
