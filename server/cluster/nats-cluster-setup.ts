import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderNatsConfig } from '../nats/nats-config';
import { issueNatsCredentials, loadOrCreateNatsKeys, writeSecretFile } from '../nats/nats-keys';

export interface NatsClusterServer {
  /** Unique in the cluster (JetStream's server name). */
  name: string;
  /** Interface the server listens on, and how the others reach its route port. */
  host: string;
  port: number;
  wsPort: number;
  clusterPort: number;
  /** JetStream's store as this server sees it (default `<dir>/<name>/jetstream`). */
  jetstreamDir?: string;
  /** Where it writes its pid (default none). */
  pidFile?: string;
}

export interface NatsClusterSetup {
  /** One config per server, in the order given. */
  configFiles: string[];
  credsFile: string;
  accountSeedFile: string;
  accountPublicKey: string;
}

/**
 * A NATS cluster's configs (issue 17, docs/scale-out.md): every server in operator mode
 * with the same operator, accounts and service user as a single server
 * (server/nats/nats-keys.ts; keys already in `dir` are kept), JetStream, WebSocket, and a
 * `cluster` block routing to the others. `routeHost(server)` is how the others reach a
 * server's route port (its host by default; a container's service name under Docker).
 */
export async function writeNatsClusterSetup(options: {
  dir: string;
  servers: readonly NatsClusterServer[];
  clusterName?: string;
  routeHost?: (server: NatsClusterServer) => string;
  /** The interface each server listens on (default: its `host`). */
  listenHost?: string;
}): Promise<NatsClusterSetup> {
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = loadOrCreateNatsKeys(dir);
  const credentials = await issueNatsCredentials(keys);
  const routeHost = options.routeHost ?? ((server: NatsClusterServer) => server.host);
  const configFiles = options.servers.map((server) => {
    const serverDir = join(dir, server.name);
    mkdirSync(serverDir, { recursive: true, mode: 0o700 });
    const configFile = join(serverDir, 'nats-server.conf');
    writeFileSync(
      configFile,
      renderNatsConfig({
        serverName: server.name,
        host: options.listenHost ?? server.host,
        port: server.port,
        wsPort: server.wsPort,
        jetstreamDir: server.jetstreamDir ?? join(serverDir, 'jetstream'),
        ...(server.pidFile ? { pidFile: server.pidFile } : {}),
        operatorJwt: credentials.operatorJwt,
        systemAccountPublicKey: credentials.systemAccountPublicKey,
        accountJwts: credentials.accountJwts,
        cluster: {
          name: options.clusterName ?? 'live-classroom',
          port: server.clusterPort,
          routes: options.servers.filter((other) => other !== server).map((other) => `nats-route://${routeHost(other)}:${other.clusterPort}`),
        },
      }),
    );
    return configFile;
  });
  const credsFile = join(dir, 'service.creds');
  writeSecretFile(credsFile, credentials.serviceCreds);
  const accountSeedFile = join(dir, 'account.seed');
  writeSecretFile(accountSeedFile, `${new TextDecoder().decode(keys.appAccount.getSeed())}\n`);
  return { configFiles, credsFile, accountSeedFile, accountPublicKey: credentials.appAccountPublicKey };
}
