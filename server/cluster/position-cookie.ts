import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../auth/session-token';
import type { AppEnv } from '../http/app-env';

/** The log position a client has seen (issue 17): read-your-writes across the cluster's nodes. */
export const POSITION_COOKIE = 'lc_pos';
/** How long a node waits for its read models to reach a client's position before answering 503. */
export const CATCH_UP_WAIT_MS = 2_000;

/** What the cookie needs of this node's log. */
export interface NodeLogPosition {
  /** The position this node's read models reached. */
  lastPosition(): number;
  /** Resolves when they reach `position`; rejects when `signal` aborts. */
  waitForPosition(position: number, signal?: AbortSignal): Promise<number>;
  /** Pulls from the log of record now (rather than at the next notification). */
  catchUp(): Promise<void>;
  /** The log of record's last position. */
  head(): Promise<number>;
}

/**
 * Read-your-writes across nodes (docs/scale-out.md). Every response to a request that
 * may have appended (any method but GET/HEAD/OPTIONS), and any response during which
 * this node's read models moved, carries `lc_pos` = the node's position — at least the
 * position of the request's own append, because a node answers a command only after its
 * read models reached it. A request whose `lc_pos` is ahead of this node's read models
 * waits for them (at most `waitMs`), then gets 503 `cluster.catching_up` with
 * `Retry-After: 1`. A position beyond the log's head (a forged cookie, or one from another
 * log) is dropped at once, not waited for. GET /healthz never waits.
 */
export function positionCookie(log: NodeLogPosition, waitMs = CATCH_UP_WAIT_MS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path === '/healthz') return next();
    const seen = parsePosition(getCookie(c, POSITION_COOKIE));
    let dropSeen = false;
    if (seen > log.lastPosition()) {
      // Beyond the log of record's head: nothing to wait for (PostgreSQL unreachable: wait, then 503).
      const head = await log.head().catch(() => Number.POSITIVE_INFINITY);
      if (seen > head) dropSeen = true;
      else if (!(await waitFor(log, seen, waitMs))) {
        c.header('Retry-After', '1');
        return c.json({ error: 'cluster.catching_up' }, 503);
      }
    }
    const before = log.lastPosition();
    await next();
    const after = log.lastPosition();
    const mayHaveAppended = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    if ((mayHaveAppended || after > before) && (after > seen || dropSeen)) {
      setCookie(c, POSITION_COOKIE, String(after), { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
    } else if (dropSeen) {
      deleteCookie(c, POSITION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
    }
  };
}

function parsePosition(value: string | undefined): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return 0;
  return Number(value);
}

async function waitFor(log: NodeLogPosition, position: number, waitMs: number): Promise<boolean> {
  log.catchUp().catch(() => {});
  try {
    await log.waitForPosition(position, AbortSignal.timeout(waitMs));
    return true;
  } catch {
    return log.lastPosition() >= position;
  }
}
