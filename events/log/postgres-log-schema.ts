import type pg from 'pg';
import { APPEND_BATCH_FUNCTION } from './postgres-append-batch';

export { LOG_CHANNEL } from './postgres-append-batch';

/** Any number of nodes may start at once: the schema is made under this advisory lock. */
const SCHEMA_LOCK = 7_217_001;

/**
 * The cluster's log of record (docs/scale-out.md). `log_head` is one row holding
 * the last position: every batch of appends (`append_batch`, postgres-append-batch.ts)
 * locks it first, so batches commit one at a time in position order and positions
 * are dense and gap-free.
 */
export async function createPostgresLogTables(client: pg.ClientBase): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS log_head (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        position bigint  NOT NULL
      );
      INSERT INTO log_head (only_row, position) VALUES (true, 0) ON CONFLICT DO NOTHING;
      CREATE TABLE IF NOT EXISTS events (
        position       bigint      PRIMARY KEY,
        event_id       text        NOT NULL UNIQUE,
        stream_id      text        NOT NULL,
        version        integer     NOT NULL,
        type           text        NOT NULL,
        data           json        NOT NULL,
        schema_version integer     NOT NULL,
        at             timestamptz NOT NULL,
        actor          text        NOT NULL,
        correlation_id text        NOT NULL,
        causation_id   text,
        UNIQUE (stream_id, version)
      );
      CREATE TABLE IF NOT EXISTS streams (
        stream_id text    PRIMARY KEY,
        version   integer NOT NULL
      );
      CREATE TABLE IF NOT EXISTS idempotency_keys (
        key         text        PRIMARY KEY,
        result      jsonb       NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      );
      -- Issue 17, the rest of the cluster's shared state (docs/scale-out.md): the relay leader's
      -- checkpoint, the bot-check challenges already used (a token is accepted once in the cluster),
      -- and the public write limits' counts.
      CREATE TABLE IF NOT EXISTS relay_checkpoints (
        name     text   PRIMARY KEY,
        position bigint NOT NULL
      );
      CREATE TABLE IF NOT EXISTS bot_check_used_challenges (
        id         text        PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      -- The keys every node signs and checks with (tracking ids, question keys, visitor ids, the bot
      -- check, sub-account logins): made once by the first node, read by all (server/cluster/cluster-keys.ts).
      CREATE TABLE IF NOT EXISTS cluster_keys (
        name text  PRIMARY KEY,
        key  bytea NOT NULL
      );
      -- The public write limits' counts (server/cluster/postgres-public-write-limits.ts): a limit holds across nodes.
      CREATE TABLE IF NOT EXISTS public_write_counts (
        key        text        PRIMARY KEY,
        points     integer     NOT NULL,
        expires_at timestamptz NOT NULL
      );
    `);
    // Replaced at every start, so a node of a newer version brings its append function with it.
    await client.query(APPEND_BATCH_FUNCTION);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
