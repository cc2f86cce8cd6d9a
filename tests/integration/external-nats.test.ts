import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { credsAuthenticator, jwtAuthenticator, wsconnect, type NatsConnection, type WsConnectionOptions } from '@nats-io/nats-core';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { findFreePort, NatsServerProcess } from '../../server/nats/nats-server-process';
import { ServerProcess } from '../support/server-process';
import { makeTempDir } from '../support/temp-dir';

// docker-compose.yml's topology with plain processes: `nats-setup` writes the config
// and credentials, a nats-server the app did not start runs on them, and the app
// connects to it (NATS_URL …) instead of spawning its own.

const projectRoot = resolve(import.meta.dirname, '../..');

// Node 20 has no global WebSocket: hand nats-core the `ws` package's (W3C-compatible) one.
const wsFactory: WsConnectionOptions['wsFactory'] = (url) =>
  Promise.resolve({ socket: new NodeWebSocket(url) as unknown as WebSocket, encrypted: false });

describe('the app on an external NATS set up by write-nats-setup (the docker-compose topology)', () => {
  const natsDir = makeTempDir('external-nats-');
  const dataDir = makeTempDir('external-nats-app-');
  let natsServer: NatsServerProcess | undefined;
  let app: ServerProcess | undefined;
  let natsUrl = '';
  let wsUrl = '';
  const connections: NatsConnection[] = [];

  /** The service user, with the creds write-nats-setup wrote (what the app connects as). */
  async function connectAsService(): Promise<NatsConnection> {
    const service = await connect({ servers: natsUrl, authenticator: credsAuthenticator(readFileSync(join(natsDir.path, 'service.creds'))) });
    connections.push(service);
    return service;
  }

  beforeAll(async () => {
    const port = await findFreePort();
    const wsPort = await findFreePort();
    natsUrl = `nats://127.0.0.1:${port}`;
    wsUrl = `ws://127.0.0.1:${wsPort}`;
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/nats/write-nats-setup.ts', natsDir.path, '--host', '127.0.0.1', '--port', String(port), '--ws-port', String(wsPort), '--ws-url', wsUrl],
      { cwd: projectRoot },
    );
    natsServer = new NatsServerProcess({ configFile: join(natsDir.path, 'nats-server.conf'), host: '127.0.0.1', port });
    await natsServer.start();
    app = new ServerProcess(dataDir.path, {
      NATS_URL: natsUrl,
      NATS_CREDS: join(natsDir.path, 'service.creds'),
      NATS_ACCOUNT_SEED: '',
      NATS_ACCOUNT_SEED_FILE: join(natsDir.path, 'account.seed'),
      NATS_WS_URL: wsUrl,
    });
    await app.start();
  });

  afterAll(async () => {
    for (const connection of connections) await connection.close().catch(() => {});
    await app?.stop();
    await natsServer?.stop();
    dataDir.remove();
    natsDir.remove();
  });

  it('reports NATS connected on /healthz', async () => {
    const health = await (await fetch(`${app!.url}/healthz`)).json();
    expect(health).toMatchObject({ ok: true, nats: 'connected' });
  });

  it('spawned no nats-server of its own', () => {
    expect(app!.output.join('\n')).toContain('connected to external NATS');
    expect(app!.output.join('\n')).not.toContain('started nats-server');
    expect(existsSync(join(dataDir.path, 'nats', 'nats-server.conf'))).toBe(false);
  });

  it("relays the log into the external NATS's JetStream", async () => {
    const jsm = await jetstreamManager(await connectAsService());
    const seeded = ((await (await fetch(`${app!.url}/healthz`)).json()) as { log: number }).log;
    const deadline = Date.now() + 15_000;
    let stored = 0;
    while (stored < seeded && Date.now() < deadline) {
      stored = await jsm.streams.info('EVENTS').then((info) => info.state.messages, () => 0);
      if (stored < seeded) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    expect(stored).toBeGreaterThanOrEqual(seeded);
  });

  it("hands a signed-in student the browser-facing endpoint and a token that hears the service's pushes", async () => {
    const signIn = await fetch(`${app!.url}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app!.url },
      body: JSON.stringify({ username: 'ava.b', password: 'classroom', rememberUser: false }),
    });
    expect(signIn.status).toBe(200);
    const cookie = /lc_session=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const credentials = (await (await fetch(`${app!.url}/pubsub/credentials`, { headers: { cookie } })).json()) as {
      pubsubEndpoint: string;
      pubsubToken: string;
    };
    expect(credentials.pubsubEndpoint).toBe(wsUrl);

    const browser = await wsconnect({
      servers: credentials.pubsubEndpoint,
      authenticator: jwtAuthenticator(credentials.pubsubToken),
      wsFactory,
      maxReconnectAttempts: 0,
    });
    connections.push(browser);
    const service = await connectAsService();

    const subscription = browser.subscribe('push.user.u_ava_b', { max: 1 });
    await browser.flush();
    service.publish('push.user.u_ava_b', JSON.stringify({ event: 'from-the-service' }));
    for await (const message of subscription) expect(message.json()).toEqual({ event: 'from-the-service' });
    expect(subscription.getReceived()).toBe(1);
  });
});
