import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

export interface ServedApp {
  /** `http://127.0.0.1:<port>`: also the Origin header the app accepts. */
  origin: string;
  close(): Promise<void>;
}

/** Serves a fetch handler (a Hono app's `fetch`) on a free local port, as main.ts does. */
export function serveOnFreePort(fetch: (request: Request) => Response | Promise<Response>): Promise<ServedApp> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            (server as Server).closeAllConnections?.();
          }),
      });
    });
    // A listen that fails (no free port) rejects rather than leaving the bench waiting.
    server.once('error', reject);
  });
}
