import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { editionPicker } from '../../events/edition-picker';
import { handleCommand } from '../../events/log/command-handler';
import { allProjections } from '../../server/features/all-features';
import { openEventLog, type EventLog } from '../../server/event-log';
import { makeTempDir } from '../support/temp-dir';
import { ratioAtLeast, type Bench, type BenchContext, type BenchReport } from './bench-definition';

// Appending single-event commands in-process, with every projection inline
// (openEventLog: WAL, synchronous NORMAL), against a floor of raw better-sqlite3
// inserts of the same row shape into a bare table, one transaction each, on a
// file with the same pragmas. Issue 26: also with 32 concurrent callers (one
// stream each, each awaiting its own appends in a loop, all in flight at once),
// which group commit lets share a transaction; the floor stays one raw INSERT
// per transaction, one at a time.

const USERS = 1_000;
const CONCURRENT_CALLERS = 32;
const editions = ['CA', 'US'] as const;

async function registerUsers(log: EventLog): Promise<void> {
  const context = { expectedVersion: 'no_stream' as const, actor: 'bench', correlationId: 'bench-users' };
  for (let i = 0; i < USERS; i++) {
    const userId = `u_bench_${i}`;
    const data = { userId, username: `bench.${i}`, displayName: `Bench ${i}`, role: 'student', userType: 2, edition: 'US', schoolId: null, districtId: null, parentUserId: null };
    await log.store.append(`user:${userId}`, [{ type: 'UserRegistered', data }], context);
  }
}

/** Events/s of `count` awaited calls of `append`, after `count / 10` calls of warm-up. */
async function eventsPerSecond(count: number, append: (i: number) => unknown): Promise<number> {
  const warmup = Math.ceil(count / 10);
  for (let i = 0; i < warmup; i++) await append(i);
  const started = performance.now();
  for (let i = warmup; i < warmup + count; i++) await append(i);
  return count / ((performance.now() - started) / 1000);
}

/**
 * Events/s of `callers` concurrent loops, caller `c` awaiting `append(c, i)` for its
 * share of `count` (after a tenth of it as warm-up, also concurrent): all callers in
 * flight at once, each one append at a time.
 */
async function concurrentEventsPerSecond(callers: number, count: number, append: (caller: number, i: number) => Promise<unknown>): Promise<number> {
  const perCaller = Math.ceil(count / callers);
  const warmup = Math.ceil(perCaller / 10);
  const loop = (from: number, to: number) =>
    Promise.all(
      Array.from({ length: callers }, async (_, caller) => {
        for (let i = from; i < to; i++) await append(caller, i);
      }),
    );
  await loop(0, warmup);
  const started = performance.now();
  await loop(warmup, warmup + perCaller);
  return (callers * perCaller) / ((performance.now() - started) / 1000);
}

async function rawInsertFloor(path: string, count: number): Promise<number> {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY, event_id TEXT NOT NULL, stream_id TEXT NOT NULL, version INTEGER NOT NULL, type TEXT NOT NULL,
      data TEXT NOT NULL, schema_version INTEGER NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL, correlation_id TEXT NOT NULL, causation_id TEXT)`);
    const insert = db.prepare('INSERT INTO events VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const appendOne = db.transaction((i: number) => {
      const userId = `u_bench_${i % USERS}`;
      const data = JSON.stringify({ userId, edition: editions[i % 2], previous: editions[(i + 1) % 2] });
      insert.run(randomUUID(), `user:${userId}`, i, 'EditionChosen', data, 1, new Date().toISOString(), userId, 'bench', null);
    });
    return await eventsPerSecond(count, (i) => appendOne(i));
  } finally {
    db.close();
  }
}

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const count = Math.round(20_000 * scale);
  const temp = makeTempDir('bench-append-');
  try {
    say(`raw insert floor: ${count} rows`);
    const floor = await rawInsertFloor(join(temp.path, 'floor.db'), count);

    const log = openEventLog({ path: join(temp.path, 'log.db'), synchronous: 'NORMAL' });
    try {
      await registerUsers(log);
      say(`store.append: ${count} single-event appends to ${USERS} streams`);
      const chosen = new Map<string, string>();
      const straight = await eventsPerSecond(count, (i) => {
        const userId = `u_bench_${i % USERS}`;
        const previous = chosen.get(userId) ?? 'US';
        const edition = previous === 'US' ? 'CA' : 'US';
        chosen.set(userId, edition);
        return log.store.append(`user:${userId}`, [{ type: 'EditionChosen', data: { userId, edition, previous } }], {
          expectedVersion: 'any',
          actor: userId,
          correlationId: 'bench',
        });
      });

      say(`handleCommand: ${count} ChooseEdition commands over ${USERS} users`);
      const before = log.store.lastPosition();
      const commands = await eventsPerSecond(count, (i) => {
        const userId = `u_bench_${i % USERS}`;
        const edition = chosen.get(userId) === 'US' ? 'CA' : 'US';
        chosen.set(userId, edition);
        return handleCommand(log.store, editionPicker, `user:${userId}`, { type: 'ChooseEdition', data: { userId, edition } }, { actor: userId, correlationId: 'bench' });
      });
      const appended = log.store.lastPosition() - before;

      say(`store.append: ${count} single-event appends, ${CONCURRENT_CALLERS} concurrent callers (one stream each)`);
      const perCaller = Math.ceil(count / CONCURRENT_CALLERS);
      const concurrentBefore = log.store.lastPosition();
      const concurrent = await concurrentEventsPerSecond(CONCURRENT_CALLERS, count, (caller) => {
        // Caller c owns one stream of its own: the last 32 users.
        const userId = `u_bench_${USERS - 1 - caller}`;
        const previous = chosen.get(userId) ?? 'US';
        const edition = previous === 'US' ? 'CA' : 'US';
        chosen.set(userId, edition);
        return log.store.append(`user:${userId}`, [{ type: 'EditionChosen', data: { userId, edition, previous } }], {
          expectedVersion: 'any',
          actor: userId,
          correlationId: 'bench',
        });
      });
      const concurrentAppended = log.store.lastPosition() - concurrentBefore;
      const concurrentExpected = CONCURRENT_CALLERS * (perCaller + Math.ceil(perCaller / 10));
      if (concurrentAppended !== concurrentExpected) {
        throw new Error(`${CONCURRENT_CALLERS} concurrent callers appended ${concurrentAppended} events for ${concurrentExpected} appends`);
      }
      const expected = count + Math.ceil(count / 10);
      const floorRow = { name: 'raw INSERT, 1 tx each, same pragmas', value: floor, unit: 'events/s' };
      return {
        rows: [
          {
            name: `store.append, 1 caller, 1 event each, ${allProjections.length} inline projections`,
            result: { value: straight, unit: 'events/s' },
            floor: floorRow,
            better: 'higher',
            goal: ratioAtLeast(0.5),
          },
          {
            name: `store.append, ${CONCURRENT_CALLERS} concurrent callers (1 stream each), 1 event each`,
            result: { value: concurrent, unit: 'events/s' },
            floor: floorRow,
            better: 'higher',
            goal: ratioAtLeast(1.0),
          },
          { name: 'handleCommand (read stream, decide, append)', result: { value: commands, unit: 'events/s' }, floor: floorRow, better: 'higher' },
        ],
        notes: [
          `${count} measured appends per row (+10% warm-up), ${USERS} user streams; WAL, synchronous=NORMAL, temp file`,
          `${CONCURRENT_CALLERS} concurrent callers: ${perCaller} measured appends each (+10% warm-up, also concurrent), each caller its own user stream awaiting each append before the next, ` +
            `all ${CONCURRENT_CALLERS} in flight at once (what group commit batches); log grew by ${concurrentAppended} events for ${concurrentExpected} appends; the floor is the same one-at-a-time raw INSERT`,
          `handleCommand appended ${appended} events for ${expected} commands${appended === expected ? '' : ' (MISMATCH)'}; ` +
            `user streams end ~${Math.round((2 * expected) / USERS)} events long (handleCommand folds only the events after its cached state)`,
        ],
      };
    } finally {
      log.close();
    }
  } finally {
    temp.remove();
  }
}

export const logAppendBench: Bench = { name: 'log-append', run };
