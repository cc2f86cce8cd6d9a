import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, EventRegistry, type EventOf } from '../events/log/event-schemas';
import { openLogDatabase, readCheckpoint } from '../events/log/log-database';
import { SqliteEventStore } from '../events/log/sqlite-event-store';
import type { AnyProjection, Projection } from './projection';
import { dumpProjection, ProjectionRunner, replayInto, resetProjection } from './runner';

const Scored = defineEvent({ type: 'Scored', schemaVersion: 1, schema: z.object({ player: z.string(), points: z.number() }) });
const meta = { actor: 'test', correlationId: 'c', expectedVersion: 'any' as const };

type ScoredEvent = EventOf<typeof Scored>;

function totals(name: string, mode: 'inline' | 'async', version = 1): Projection<ScoredEvent> & { applied: number } {
  const projection = {
    name,
    version,
    mode,
    applied: 0,
    tables: [`${name}_totals`],
    create: (db) => db.exec(`CREATE TABLE IF NOT EXISTS ${name}_totals (player TEXT PRIMARY KEY, points INTEGER NOT NULL, last_at TEXT)`),
    handlers: (db) => {
      const upsert = db.prepare(
        `INSERT INTO ${name}_totals (player, points, last_at) VALUES (?, ?, ?)
         ON CONFLICT (player) DO UPDATE SET points = points + excluded.points, last_at = excluded.last_at`,
      );
      return {
        Scored: (data, metadata) => {
          projection.applied++;
          upsert.run(data.player, data.points, metadata.at);
        },
      };
    },
  } satisfies Projection<ScoredEvent> & { applied: number };
  return projection;
}

function open(path: string, projections: AnyProjection[]) {
  const db = openLogDatabase(path);
  const runner = new ProjectionRunner(db, projections, { followDelayMs: 0 });
  const store = new SqliteEventStore(db, { registry: new EventRegistry([Scored]), inline: runner.applyInline });
  runner.start(store);
  return { db, runner, store };
}

describe('ProjectionRunner', () => {
  it('updates inline projections in the append transaction and async ones from their checkpoint', async () => {
    const inline = totals('inline', 'inline');
    const later = totals('later', 'async');
    const { db, store } = open(':memory:', [inline, later]);
    await store.append('game:1', [{ type: 'Scored', data: { player: 'ava', points: 3 } }], meta);
    expect(db.prepare('SELECT points FROM inline_totals').get()).toEqual({ points: 3 });
    await new Promise((resolve) => setTimeout(resolve, 1)); // the follower's timer (0 ms here)
    expect(db.prepare('SELECT points FROM later_totals').get()).toEqual({ points: 3 });
    expect(readCheckpoint(db, 'projection:later')).toBe(1);
  });

  it('lets the background follower find a closed database and do nothing (a shutdown without stop())', async () => {
    const later = totals('later', 'async');
    const { db, store } = open(':memory:', [later]);
    await store.append('game:1', [{ type: 'Scored', data: { player: 'ava', points: 3 } }], meta);
    db.close(); // the follower's timer is armed by the commit
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(later.applied).toBe(0);
  });

  it('rebuilds from position 0 into the same rows as the live run', async () => {
    const projection = totals('live', 'inline');
    const { db, runner, store } = open(':memory:', [projection]);
    for (let i = 0; i < 50; i++) await store.append(`game:${i % 4}`, [{ type: 'Scored', data: { player: `p${i % 7}`, points: i } }], meta);
    const live = dumpProjection(db, projection);
    const progress: number[] = [];
    runner.rebuild(store, 'live', (done) => progress.push(done));
    expect(dumpProjection(db, projection)).toEqual(live);
    expect(progress.at(-1)).toBe(50);

    const other = openLogDatabase(':memory:');
    resetProjection(other, projection);
    replayInto(other, (from, limit) => store.readAll(from, limit), [projection]);
    expect(dumpProjection(other, projection)).toEqual(live);
  });

  it('replays only up to a given position', async () => {
    const projection = totals('upto', 'inline');
    const { store } = open(':memory:', [projection]);
    for (let i = 1; i <= 5; i++) await store.append('game:1', [{ type: 'Scored', data: { player: 'ava', points: i } }], meta);
    const other = openLogDatabase(':memory:');
    resetProjection(other, projection);
    replayInto(other, (from, limit) => store.readAll(from, limit), [projection], { until: 3 });
    expect(other.prepare('SELECT points FROM upto_totals').get()).toEqual({ points: 6 });
  });

  it('rebuilds a projection on start when its version changed, and only then', async () => {
    const { makeTempDir } = await import('../tests/support/temp-dir');
    const dir = makeTempDir();
    const path = `${dir.path}/log.db`;
    const first = open(path, [totals('scores', 'inline', 1)]);
    await first.store.append('game:1', [{ type: 'Scored', data: { player: 'ava', points: 2 } }], meta);
    first.db.close();

    const same = totals('scores', 'inline', 1);
    open(path, [same]).db.close();
    expect(same.applied).toBe(0);

    const bumped = totals('scores', 'inline', 2);
    const reopened = open(path, [bumped]);
    expect(bumped.applied).toBe(1);
    expect(reopened.db.prepare('SELECT points FROM scores_totals').get()).toEqual({ points: 2 });
    reopened.db.close();
    dir.remove();
  });
});
