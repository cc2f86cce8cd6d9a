import type pg from 'pg';
import type { RelayCheckpointStore } from './nats-relay';

/**
 * The cluster relay's checkpoint, shared in PostgreSQL (docs/scale-out.md "One relay
 * for the cluster"): whichever node holds the relay leadership reads it when it takes
 * over and moves it after every published batch, so the next leader resumes where the
 * last one stopped. It never moves back (two leaders for a moment, the old one not yet
 * aware it lost the lock, cannot undo the newer one's progress). The table is made
 * with the log's (postgres-log-schema.ts).
 */
export function postgresRelayCheckpoint(db: pg.Pool, name = 'relay:nats'): RelayCheckpointStore {
  return {
    async load() {
      const { rows } = await db.query<{ position: string }>('SELECT position FROM relay_checkpoints WHERE name = $1', [name]);
      return Number(rows[0]?.position ?? 0);
    },
    async save(position) {
      await db.query(
        `INSERT INTO relay_checkpoints (name, position) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET position = GREATEST(relay_checkpoints.position, excluded.position)`,
        [name, position],
      );
    },
  };
}
