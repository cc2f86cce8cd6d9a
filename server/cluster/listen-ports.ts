import { createServer } from 'node:net';

/**
 * Ports for the local cluster's listeners (its nats-servers, app nodes and HAProxy), chosen below
 * Linux's ephemeral range (32768–60999). The cluster starts its processes side by side, and they
 * connect to one another at once (nats routes, app nodes to PostgreSQL and NATS): a port handed out
 * by binding port 0 is an ephemeral port, which such an outbound connection may take as its source
 * port before the listener binds it ("address already in use", seen in CI). A port below the range
 * is never taken that way; one handed out before is never handed out again by this process.
 */
const LISTEN_PORTS = { from: 20_000, to: 32_767 } as const;
const handedOut = new Set<number>();

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A port below the ephemeral range that is free now and was not handed out before by this process. */
export async function findListenPort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const port = LISTEN_PORTS.from + Math.floor(Math.random() * (LISTEN_PORTS.to - LISTEN_PORTS.from + 1));
    if (handedOut.has(port)) continue;
    if (await canListen(port, host)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${LISTEN_PORTS.from} and ${LISTEN_PORTS.to}`);
}
