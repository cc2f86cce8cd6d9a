import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { KEY_FILE_BYTES } from '../auth/key-files';

/**
 * The cluster's signing keys (docs/scale-out.md): on one node they are files in its
 * data directory (`tracking.key`, `bot-check.key`, `sub-account-logins.key`); in a cluster
 * every node must sign and check with the same ones (a bot-check challenge issued by one
 * node is solved and sent to another; a question key signed on one is answered on
 * another), so they live in PostgreSQL beside the log: the first node to start makes each
 * (random, as the files are), every node reads it. Named by the file names.
 */
export async function loadOrCreateClusterKey(db: pg.Pool, name: string): Promise<Buffer> {
  await db.query('INSERT INTO cluster_keys (name, key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(KEY_FILE_BYTES)]);
  const { rows } = await db.query<{ key: Buffer }>('SELECT key FROM cluster_keys WHERE name = $1', [name]);
  const key = rows[0]?.key;
  if (!key || key.length < KEY_FILE_BYTES) throw new Error(`the cluster key ${name} in PostgreSQL is not a key of ${KEY_FILE_BYTES} bytes`);
  return key;
}
