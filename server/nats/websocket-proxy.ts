import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** Where browsers reach NATS through the app: same origin, same port, ws or wss as the page. */
export const PUBSUB_WEBSOCKET_PATH = '/pubsub/ws';

/**
 * Forwards WebSocket upgrades on `/pubsub/ws` to the NATS WebSocket listener
 * (which only listens on this machine). Browsers then need one address and one
 * port — the site's — behind any proxy, over https as wss. NATS still checks every
 * connection's bearer JWT; nothing else is forwarded.
 */
/** `server`: the Node HTTP server the app is served on (it emits `upgrade`). */
export function proxyNatsWebSocket(server: EventEmitter, target: { host: string; port: number }): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== PUBSUB_WEBSOCKET_PATH) {
      socket.destroy();
      return;
    }
    const upstream = connect(target.port, target.host, () => {
      const headers: string[] = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i]!;
        headers.push(`${name}: ${name.toLowerCase() === 'host' ? `${target.host}:${target.port}` : request.rawHeaders[i + 1]}`);
      }
      upstream.write(`GET / HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
    upstream.on('close', close);
    socket.on('close', close);
  });
}
