import type pg from 'pg';
import { PUBLIC_WRITE_LIMITS, type PublicWrite, type PublicWriteLimits, type WriteLimit } from '../http/public-write-limits';

/** Expired counts are deleted after this many takes on a node. */
const SWEEP_EVERY = 1_000;

/**
 * The public write limits shared by the cluster's nodes (docs/scale-out.md, docs/security.md):
 * the same fixed windows of the app's clock as `inMemoryPublicWriteLimits`, counted in
 * PostgreSQL's `public_write_counts` (made with the log's tables), one row per kind, writer
 * and window, so a writer's limit is the same whichever node HAProxy sends it to. A take is
 * one upsert (concurrent takes on several nodes count exactly); past the limit it is refused
 * with the window's rest as `retryAfterSeconds`. PostgreSQL unreachable: the take throws (the
 * append could not be made either).
 */
export function postgresPublicWriteLimits(db: pg.Pool, limits: Record<PublicWrite, WriteLimit> = PUBLIC_WRITE_LIMITS): PublicWriteLimits {
  const windowOf = (write: PublicWrite, now: Date) => Math.floor(now.getTime() / limits[write].windowMs);
  const keyOf = (write: PublicWrite, writer: string, window: number) => `${write}:${writer}@${window}`;
  let takes = 0;
  return {
    async take(write, writer, now) {
      const window = windowOf(write, now);
      const windowEnds = (window + 1) * limits[write].windowMs;
      if (++takes % SWEEP_EVERY === 0) await db.query('DELETE FROM public_write_counts WHERE expires_at <= $1', [now]);
      const { rows } = await db.query<{ points: number }>(
        `INSERT INTO public_write_counts (key, points, expires_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET points = public_write_counts.points + 1
         RETURNING points`,
        [keyOf(write, writer, window), new Date(windowEnds)],
      );
      if (rows[0]!.points <= limits[write].points) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
    },
    async giveBack(write, writer, now) {
      await db.query('UPDATE public_write_counts SET points = GREATEST(points - 1, 0) WHERE key = $1', [keyOf(write, writer, windowOf(write, now))]);
    },
  };
}
