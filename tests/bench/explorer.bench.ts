import { join } from 'node:path';
import { allEventDefinitions } from '../../server/features/all-features';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase, writeCheckpoint } from '../../events/log/log-database';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import { explorerIndexProjection as explorerIndexOf } from '../../projections/explorer-index';
import { ProjectionRunner, replayInto, resetProjection } from '../../projections/runner';
import { explorerLog, type ExplorerFilter } from '../../server/explorer/explorer-log';
import { pushRecords } from '../../server/explorer/push-records';
import { makeTempDir } from '../support/temp-dir';
import type { Bench, BenchContext, BenchReport, BenchRow } from './bench-definition';
import { summarizeLatencies } from './percentiles';

const explorerIndexProjection = explorerIndexOf(allEventDefinitions.map((definition) => definition.type));

// Issue 18: the explorer's pages on a million-event log (docs/explorer.md).
// A page of 100 with each filter (rare and common values, keyset `after` at
// random), at p99, against the floor of the cheapest page there is: 100 rows
// by primary key from a random position, parsed. And what the explorer's
// index costs an append now that it is an asynchronous projection (issue 26):
// in-process appends with it caught up after each burst, and without it.

const PAGE = 100;
const QUERIES = 300;
const USERS = 20_000;
const TYPES = ['EditionChosen', 'PracticeAnswered', 'LiveMessageSent', 'PasswordSet', 'FocusSessionStarted'];
const CATEGORIES = ['user', 'practice', 'live-message-batch', 'focus-session', 'class'];

function fillLog(path: string, count: number): void {
  const db = openLogDatabase(path);
  const insert = db.prepare(
    `INSERT INTO events (position, event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, NULL)`,
  );
  const start = Date.parse('2026-01-01T00:00:00Z');
  const write = db.transaction((from: number, to: number) => {
    for (let position = from; position < to; position++) {
      // Skewed on purpose: the first type and category are most of the log, the last ones rare.
      const pick = (position * 7919) % 100;
      const kind = pick < 70 ? 0 : pick < 85 ? 1 : pick < 95 ? 2 : pick < 99 ? 3 : 4;
      const user = `u_${(position * 31) % USERS}`;
      insert.run(
        position,
        `e${position}`,
        `${CATEGORIES[kind]}:${kind === 0 ? user : `s${position % 5_000}`}`,
        position, // a version unique in its stream (the bench reads, never folds)
        TYPES[kind],
        JSON.stringify({ userId: user, n: position }),
        new Date(start + position * 1_000).toISOString(),
        user,
        `c${Math.floor(position / 3)}`,
      );
    }
  });
  for (let from = 1; from <= count; from += 50_000) write(from, Math.min(count + 1, from + 50_000));
  db.close();
}

async function appendRate(path: string, withIndexes: boolean, count: number): Promise<number> {
  const db = openLogDatabase(path);
  const runner = new ProjectionRunner(db, withIndexes ? [explorerIndexProjection] : []);
  const store = new SqliteEventStore(db, { registry: new EventRegistry(allEventDefinitions) });
  runner.start(store);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const userId = `u_${i % 500}`;
    await store.append(`user:${userId}`, [{ type: 'EditionChosen', data: { userId, edition: 'CA', previous: 'US' } }], { expectedVersion: 'any', actor: userId, correlationId: `c${i}` });
  }
  runner.catchUpAsync(store);
  const rate = count / ((performance.now() - started) / 1000);
  runner.stop();
  db.close();
  return rate;
}

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const count = Math.round(1_000_000 * scale);
  const temp = makeTempDir('bench-explorer-');
  try {
    const path = join(temp.path, 'log.db');
    say(`writing ${count} events`);
    fillLog(path, count);
    say('building the explorer index');
    const db = openLogDatabase(path);
    const registry = new EventRegistry(allEventDefinitions);
    const log = new SqliteEventStore(db, { registry });
    const started = performance.now();
    resetProjection(db, explorerIndexProjection);
    db.transaction(() => {
      const last = replayInto(db, (from, limit) => log.readAll(from, limit), [explorerIndexProjection]);
      writeCheckpoint(db, `projection:${explorerIndexProjection.name}`, last);
    })();
    const indexSeconds = (performance.now() - started) / 1000;
    const explorer = explorerLog(db, registry, pushRecords(db), () => {});
    const randomAfter = () => Math.floor(Math.random() * count);
    const time = (at: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + at * 1_000).toISOString();

    const floorStatement = db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
    const measure = (query: () => unknown) => {
      const samples: number[] = [];
      for (let i = 0; i < QUERIES; i++) {
        const begin = performance.now();
        query();
        samples.push(performance.now() - begin);
      }
      return summarizeLatencies(samples);
    };
    say('floor: pages by primary key');
    const floor = measure(() => {
      for (const row of floorStatement.all(randomAfter(), PAGE) as { data: string }[]) JSON.parse(row.data);
    });
    const cases: [string, () => ExplorerFilter][] = [
      ['no filter', () => ({ after: randomAfter(), limit: PAGE })],
      ['type (common, 70 %)', () => ({ type: TYPES[0]!, after: randomAfter(), limit: PAGE })],
      ['type (rare, 1 %)', () => ({ type: TYPES[4]!, after: randomAfter(), limit: PAGE })],
      ['category (rare, 1 %)', () => ({ category: CATEGORIES[4]!, after: randomAfter(), limit: PAGE })],
      ['stream', () => ({ stream: `user:u_${Math.floor(Math.random() * USERS)}`, limit: PAGE })],
      ['actor', () => ({ actor: `u_${Math.floor(Math.random() * USERS)}`, after: randomAfter(), limit: PAGE })],
      ['correlation id', () => ({ correlationId: `c${Math.floor((Math.random() * count) / 3)}`, limit: PAGE })],
      ['time range (1 h) + type', () => {
        const from = randomAfter();
        return { from: time(from), to: time(from + 3_600), type: TYPES[2]!, limit: PAGE };
      }],
      ['newest page, rare type', () => ({ type: TYPES[3]!, latest: true, limit: PAGE })],
    ];
    const rows: BenchRow[] = [];
    for (const [name, filter] of cases) {
      say(`pages: ${name}`);
      const summary = measure(() => explorer.page(filter()));
      rows.push({ name: `explorer page of ${PAGE}: ${name}, p99`, result: { value: summary.p99, unit: 'ms' }, floor: { name: `${PAGE} rows by position, p99`, value: floor.p99, unit: 'ms' }, better: 'lower' });
    }
    say('correlation of one request');
    const correlation = measure(() => explorer.correlation(`c${Math.floor((Math.random() * count) / 3)}`));
    rows.push({ name: 'correlation (3 events + pushes), p99', result: { value: correlation.p99, unit: 'ms' }, floor: { name: `${PAGE} rows by position, p99`, value: floor.p99, unit: 'ms' }, better: 'lower' });
    db.close();

    say('appends without and with the explorer index');
    const appends = Math.round(20_000 * scale);
    const bare = await appendRate(join(temp.path, 'bare.db'), false, appends);
    const indexed = await appendRate(join(temp.path, 'indexed.db'), true, appends);
    rows.push({ name: 'in-process append with the explorer index (async)', result: { value: indexed, unit: 'events/s' }, floor: { name: 'the same appends without them', value: bare, unit: 'events/s' }, better: 'higher' });
    return {
      rows,
      notes: [
        `${count} events (5 types and categories, 70/15/10/4/1 %; ${USERS} actors; 3 events per correlation id); ${QUERIES} pages per row, keyset \`after\` at random`,
        `building the explorer index of that log took ${indexSeconds.toFixed(1)} s (once, on the first start after an upgrade)`,
      ],
    };
  } finally {
    temp.remove();
  }
}

export const explorerBench: Bench = { name: 'explorer', run };
