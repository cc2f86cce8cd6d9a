import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { editionPicker } from '../../events/edition-picker';
import { handleCommand } from '../../events/log/command-handler';
import { allProjections } from '../../projections/all-projections';
import { openEventLog, type EventLog } from '../../server/event-log';
import { makeTempDir } from '../support/temp-dir';
import type { Bench, BenchContext, BenchReport } from './bench-definition';

// Appending single-event commands in-process, with every projection inline
// (openEventLog: WAL, synchronous NORMAL), against a floor of raw better-sqlite3
// inserts of the same row shape into a bare table, one transaction each, on a
// file with the same pragmas.

const USERS = 1_000;
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
      const expected = count + Math.ceil(count / 10);
      const floorRow = { name: 'raw INSERT, 1 tx each, same pragmas', value: floor, unit: 'events/s' };
      return {
        rows: [
          { name: `store.append, 1 event/commit, ${allProjections.length} inline projections`, result: { value: straight, unit: 'events/s' }, floor: floorRow, better: 'higher' },
          { name: 'handleCommand (read stream, decide, append)', result: { value: commands, unit: 'events/s' }, floor: floorRow, better: 'higher' },
        ],
        notes: [
          `${count} measured appends per row (+10% warm-up), ${USERS} user streams; WAL, synchronous=NORMAL, temp file`,
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
