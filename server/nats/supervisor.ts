import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { credsAuthenticator, errors, type NatsConnection } from '@nats-io/nats-core';
import { fromSeed, type KeyPair } from '@nats-io/nkeys';
import { parseCreds } from '@nats-io/jwt';
import { renderNatsConfig } from './nats-config';
import { issueNatsCredentials, loadOrCreateNatsKeys, writeSecretFile } from './nats-keys';
import { nativeSigningKeyPair } from './fast-nkeys';
import { findFreePort, NatsServerProcess } from './nats-server-process';
import { stopStaleNatsServer } from './stale-nats-server';
import { mintUserToken, type UserToken } from './user-token';

export interface StartNatsOptions {
  /** The app's data directory; NATS keeps `<dataDir>/nats/` (keys, config, JetStream). */
  dataDir: string;
  /** An external NATS (env NATS_URL): connect to it, spawn nothing. */
  natsUrl?: string;
  /** External NATS: path of the service user's creds file (env NATS_CREDS). */
  natsCreds?: string;
  /** External NATS: seed of the APP account or one of its signing keys (env NATS_ACCOUNT_SEED or NATS_ACCOUNT_SEED_FILE). */
  accountSeed?: string;
  /** Browser-facing WebSocket URL (env NATS_WS_URL); required with an external NATS. */
  wsUrl?: string;
  /** Self-managed: interface both listeners bind to (default 127.0.0.1). */
  host?: string;
  /** Self-managed: client port (default: a free port). */
  port?: number;
  /** Self-managed: WebSocket port (default: a free port). */
  wsPort?: number;
  /** Self-managed: HTTP monitoring port (default: no monitoring listener). */
  httpPort?: number;
  log?: (message: string) => void;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export interface NatsHandle {
  clientUrl: string;
  /** What the browser connects to with `wsconnect`. */
  wsUrl: string;
  /** The APP account: every connection of the app and its browsers lives in it. */
  accountPublicKey: string;
  /** The service user's connection; reconnects forever. */
  connection: NatsConnection;
  /** The nats-server child when self-managed (stop/start it keeps ports and data); null with an external NATS. */
  server: NatsServerProcess | null;
  mintUserToken(userId: string, options?: { now?: Date; ttlSeconds?: number }): Promise<UserToken>;
  /** Closes the connection and stops the nats-server child, if any. */
  stop(): Promise<void>;
}

/** Starts (or connects to) NATS for the app server. */
export async function startNats(options: StartNatsOptions): Promise<NatsHandle> {
  return options.natsUrl === undefined ? startOwnNats(options) : connectToExternalNats(options, options.natsUrl);
}

async function startOwnNats(options: StartNatsOptions): Promise<NatsHandle> {
  const log = options.log ?? (() => {});
  // Absolute, so the nats-server command line names the config file the same way on every run.
  const natsDir = resolve(options.dataDir, 'nats');
  mkdirSync(natsDir, { recursive: true, mode: 0o700 });
  const configFile = join(natsDir, 'nats-server.conf');
  const pidFile = join(natsDir, 'nats-server.pid');
  await stopStaleNatsServer({ pidFile, configFile, log });
  const keys = loadOrCreateNatsKeys(natsDir);
  const credentials = await issueNatsCredentials(keys);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await findFreePort(host));
  const wsPort = options.wsPort ?? (await findFreePort(host));
  writeFileSync(
    configFile,
    renderNatsConfig({
      host,
      port,
      wsPort,
      httpPort: options.httpPort,
      jetstreamDir: join(natsDir, 'jetstream'),
      pidFile,
      operatorJwt: credentials.operatorJwt,
      systemAccountPublicKey: credentials.systemAccountPublicKey,
      accountJwts: credentials.accountJwts,
    }),
  );
  // For operators: `nats --creds <dataDir>/nats/service.creds -s <clientUrl> stream info EVENTS`.
  writeSecretFile(join(natsDir, 'service.creds'), credentials.serviceCreds);
  const server = new NatsServerProcess({
    configFile,
    host,
    port,
    log: (line) => log(`nats-server: ${line}`),
    startTimeoutMs: options.startTimeoutMs,
    stopTimeoutMs: options.stopTimeoutMs,
  });
  await server.start();
  const clientUrl = `nats://${host}:${port}`;
  try {
    const connection = await connectService(clientUrl, new TextEncoder().encode(credentials.serviceCreds), options);
    log(`nats: started nats-server (pid ${server.pid}) on ${clientUrl}, websocket ws://${host}:${wsPort}`);
    return handle({
      clientUrl,
      wsUrl: options.wsUrl ?? `ws://${host}:${wsPort}`,
      accountPublicKey: credentials.appAccountPublicKey,
      signer: keys.appAccount,
      connection,
      server,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function connectToExternalNats(options: StartNatsOptions, natsUrl: string): Promise<NatsHandle> {
  const { natsCreds, accountSeed, wsUrl } = options;
  if (!natsCreds || !accountSeed || !wsUrl) {
    const missing = [
      !natsCreds && 'natsCreds (NATS_CREDS)',
      !accountSeed && 'accountSeed (NATS_ACCOUNT_SEED or NATS_ACCOUNT_SEED_FILE)',
      !wsUrl && 'wsUrl (NATS_WS_URL)',
    ].filter(Boolean);
    throw new Error(`an external NATS (${natsUrl}) also needs ${missing.join(', ')}`);
  }
  const creds = readFileSync(natsCreds);
  const { aid: accountPublicKey } = await parseCreds(creds);
  const signer = fromSeed(new TextEncoder().encode(accountSeed.trim()));
  const connection = await connectService(natsUrl, creds, options);
  options.log?.(`nats: connected to external NATS ${natsUrl}`);
  return handle({ clientUrl: natsUrl, wsUrl, accountPublicKey, signer, connection, server: null });
}

/** Connects as the service user, retrying until the server answers or the start timeout passes. */
async function connectService(servers: string, creds: Uint8Array, options: StartNatsOptions): Promise<NatsConnection> {
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    try {
      const connection = await connect({
        // Issue 17: NATS_URL may list a NATS cluster's servers, comma-separated; the connection fails over among them.
        servers: servers.split(',').map((server) => server.trim()).filter(Boolean),
        name: 'live-classroom-service',
        authenticator: credsAuthenticator(creds),
        maxReconnectAttempts: -1,
        ignoreAuthErrorAbort: true,
        reconnectTimeWait: 500,
        timeout: 5_000,
      });
      watchStatus(connection);
      return connection;
    } catch (error) {
      if (error instanceof errors.AuthorizationError || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function handle(parts: {
  clientUrl: string;
  wsUrl: string;
  accountPublicKey: string;
  signer: KeyPair;
  connection: NatsConnection;
  server: NatsServerProcess | null;
}): NatsHandle {
  const { accountPublicKey, connection, server } = parts;
  const signer = nativeSigningKeyPair(parts.signer);
  return {
    clientUrl: parts.clientUrl,
    wsUrl: parts.wsUrl,
    accountPublicKey,
    connection,
    server,
    mintUserToken: (userId, { now = new Date(), ttlSeconds } = {}) =>
      mintUserToken(signer, accountPublicKey, userId, { now, ttlSeconds }),
    async stop() {
      await connection.close().catch(() => {});
      await server?.stop();
    },
  };
}

const connectionStates = new WeakMap<NatsConnection, 'connected' | 'reconnecting'>();

function watchStatus(connection: NatsConnection): void {
  connectionStates.set(connection, 'connected');
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting') connectionStates.set(connection, 'reconnecting');
      else if (status.type === 'reconnect') connectionStates.set(connection, 'connected');
    }
  })().catch(() => {});
}

/** For GET /healthz. A closed connection reports 'reconnecting' too: it is not connected. */
export function natsStatus(connection: NatsConnection): 'connected' | 'reconnecting' {
  if (connection.isClosed()) return 'reconnecting';
  return connectionStates.get(connection) ?? 'connected';
}
