import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ServerProcess } from './server-process';
import { makeTempDir } from './temp-dir';

/**
 * The demo school, seeded once per e2e run (docs/testing.md, "Where the time goes").
 *
 * A server's first start on an empty data directory hashes every demo password (argon2) and
 * appends ~4,700 events (the school, the catalogue, three weeks of practice): 13 of the 19 s a
 * start took on this machine. The e2e project's global setup starts the real server once on an
 * empty directory, lets it finish (projections and relay caught up), stops it, and keeps the
 * directory; each e2e file then starts its own server on a *copy* of it — its own log file, keys,
 * nats-server and ports, as before — which starts like `npm start` on an existing log.
 *
 * The seeded practice depends only on the UTC day of the seeding (server/demo/demo-practice.ts),
 * so a copy holds exactly what a first start would have seeded that day; past midnight (UTC or
 * local) a copy would not, and `prepareDataDir` seeds afresh instead.
 */
export interface SeededDataDir {
  path: string;
  /** The UTC and local day of the seeding, `YYYY-MM-DD/YYYY-MM-DD`. */
  day: string;
}

/** The copy is only used on the day it was seeded. */
export function seedingDay(now = new Date()): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${now.toISOString().slice(0, 10)}/${local}`;
}

/** Runs the real server once on an empty directory and keeps what it seeded. */
export async function seedDataDir(startTimeoutMs = 300_000): Promise<SeededDataDir & { remove(): void }> {
  const dir = makeTempDir('live-classroom-e2e-seed-');
  const day = seedingDay();
  const server = new ServerProcess(dir.path);
  try {
    await server.start(startTimeoutMs);
    await caughtUp(join(dir.path, 'log.db'), 60_000);
  } finally {
    await server.stop();
    server.killLeftovers();
  }
  return { path: dir.path, day, remove: dir.remove };
}

/** Waits until every checkpoint (the asynchronous projections, the relay) has reached the last event. */
async function caughtUp(file: string, timeoutMs: number): Promise<void> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const last = (db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number | null }).position ?? 0;
      const checkpoints = db.prepare('SELECT name, position FROM checkpoints').all() as { name: string; position: number }[];
      if (checkpoints.some((row) => row.name === 'relay:nats') && checkpoints.every((row) => row.position >= last)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Not caught up: each copy's server carries on from where this one stopped, as a restart does.
  } finally {
    db.close();
  }
}

/**
 * Fills the empty data directory `target` from the seeded one: the log and the keys, not the
 * nats-server's directory (each server writes its own config, credentials and JetStream store).
 * Returns false (and copies nothing) when there is no seeded directory or it is from another day.
 */
export function prepareDataDir(target: string, seeded: SeededDataDir | undefined): boolean {
  if (!seeded?.path || seeded.day !== seedingDay()) return false;
  for (const entry of readdirSync(seeded.path, { withFileTypes: true })) {
    if (entry.isFile()) copyFileSync(join(seeded.path, entry.name), join(target, entry.name));
  }
  return true;
}
