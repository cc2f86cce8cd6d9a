import { statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalPostgres, type LocalPostgres } from '../../server/cluster/local-postgres';
import { findFreePort } from '../../server/nats/nats-server-process';
import { makeTempDir } from '../support/temp-dir';

// Issue 26 item 7: `npm run cluster` with a DATA_DIR made by `mktemp -d` (mode 0700).
// Under root PostgreSQL runs as the `postgres` user, which must pass through that
// directory: it gets the search bit for others and nothing more.

describe("npm run cluster's PostgreSQL (server/cluster/local-postgres.ts)", () => {
  const dir = makeTempDir('cluster-data-');
  let postgres: LocalPostgres | null = null;
  afterAll(async () => {
    await postgres?.stop().catch(() => {});
    dir.remove();
  });

  it('starts in a DATA_DIR made by mktemp -d (mode 0700), and starts again on the data it kept', async () => {
    expect(statSync(dir.path).mode & 0o777).toBe(0o700);
    const port = await findFreePort('127.0.0.1');
    const lines: string[] = [];
    postgres = await startLocalPostgres(join(dir.path, 'cluster', 'postgres'), port, (line) => lines.push(line));
    const query = async (sql: string) => {
      const client = new pg.Client(postgres!.databaseUrl);
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    await query('CREATE TABLE kept (n integer); INSERT INTO kept VALUES (7)');
    if (process.getuid?.() === 0) {
      // Only the search bit for others was added, and said so: nobody else may list it.
      expect(statSync(dir.path).mode & 0o777).toBe(0o701);
      expect(lines.some((line) => line.startsWith(`${dir.path}: added o+x`))).toBe(true);
    } else {
      expect(statSync(dir.path).mode & 0o777).toBe(0o700);
    }
    await postgres.stop();
    postgres = await startLocalPostgres(join(dir.path, 'cluster', 'postgres'), port);
    expect(await query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
  });
});
