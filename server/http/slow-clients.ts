import type { ServerOptions } from 'node:http';
import type { HttpTimeouts } from '../config';

/**
 * Node's HTTP server options that cut slow clients off: a connection whose
 * request headers are not complete within `headersTimeoutMs`, or whose request
 * is not complete within `requestTimeoutMs`, is answered 408 and closed; an idle
 * keep-alive connection closes after `keepAliveTimeoutMs`. Node checks for
 * expired requests every `connectionsCheckingInterval` (30 s by default, which
 * would let a half-sent request live up to 40 s): here a tenth of the headers
 * timeout, at most 1 s.
 *
 * A WebSocket on `/pubsub/ws` is unaffected: once upgraded, its socket belongs to
 * the NATS proxy (websocket-proxy.ts), no longer to an HTTP request.
 */
export function slowClientOptions(timeouts: HttpTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeouts.headersTimeoutMs / 10))),
  };
}
