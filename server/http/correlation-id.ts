import type { MiddlewareHandler } from 'hono';
import type { IdGenerator } from '../id-generator';
import type { AppEnv } from './app-env';

/** Printable ASCII without spaces, as a client or a proxy sends a request id. */
const CLIENT_CORRELATION_ID = /^[\x21-\x7e]{1,64}$/;

/**
 * Every request gets a correlation id (issue 18: "follow a correlation id"): the
 * client's `X-Correlation-Id` when it sent a well-formed one, else a new id. The
 * events a request appends carry it (commandContext), every response returns it
 * in `X-Correlation-Id` — errors and 404s too — and a command (any method but
 * GET, HEAD and OPTIONS) writes one line to the server log with it, so an
 * engineer goes from a user's report or a log line to /explorer.
 */
export function correlationIds(options: { ids: IdGenerator; log?: (line: string) => void }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header('x-correlation-id');
    const correlationId = sent !== undefined && CLIENT_CORRELATION_ID.test(sent) ? sent : options.ids.id();
    c.set('correlationId', correlationId);
    try {
      await next();
    } finally {
      c.header('X-Correlation-Id', correlationId);
      if (options.log && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
        options.log(`[${correlationId}] ${c.req.method} ${c.req.path} ${c.res.status}${c.get('user') ? ` by ${c.get('user')!.userId}` : ''}`);
      }
    }
  };
}
