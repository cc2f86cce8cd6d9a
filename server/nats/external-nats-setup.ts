import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderNatsConfig } from './nats-config';
import { issueNatsCredentials, loadOrCreateNatsKeys, writeSecretFile } from './nats-keys';

export interface ExternalNatsSetupOptions {
  /** Where keys.json, nats-server.conf, service.creds and account.seed go (a volume shared with NATS and the app). */
  dir: string;
  /** Interface both listeners bind to (default 0.0.0.0: a container's published ports). */
  host?: string;
  /** Client port (default 4222). */
  port?: number;
  /** Browser-facing WebSocket port (default 8080). */
  wsPort?: number;
  /** JetStream's store as nats-server sees it (default `<dir>/jetstream`; the path inside the NATS container). */
  jetstreamDir?: string;
}

export interface ExternalNatsSetup {
  configFile: string;
  /** Service user's creds: the app's NATS_CREDS. */
  credsFile: string;
  /** Seed of the APP account, which signs browsers' tokens: the app's NATS_ACCOUNT_SEED_FILE. */
  accountSeedFile: string;
  accountPublicKey: string;
}

/**
 * Everything a NATS the app does not start itself needs (docker-compose.yml's
 * `nats-setup`): the same operator-mode config and identities the supervisor
 * generates for its own nats-server. Keys already in `dir` are reused, so
 * running it again keeps the account that owns the JetStream data.
 */
export async function writeExternalNatsSetup(options: ExternalNatsSetupOptions): Promise<ExternalNatsSetup> {
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = loadOrCreateNatsKeys(dir);
  const credentials = await issueNatsCredentials(keys);
  const configFile = join(dir, 'nats-server.conf');
  writeFileSync(
    configFile,
    renderNatsConfig({
      host: options.host ?? '0.0.0.0',
      port: options.port ?? 4222,
      wsPort: options.wsPort ?? 8080,
      jetstreamDir: options.jetstreamDir ?? join(dir, 'jetstream'),
      operatorJwt: credentials.operatorJwt,
      systemAccountPublicKey: credentials.systemAccountPublicKey,
      accountJwts: credentials.accountJwts,
    }),
  );
  const credsFile = join(dir, 'service.creds');
  writeSecretFile(credsFile, credentials.serviceCreds);
  const accountSeedFile = join(dir, 'account.seed');
  writeSecretFile(accountSeedFile, `${new TextDecoder().decode(keys.appAccount.getSeed())}\n`);
  return { configFile, credsFile, accountSeedFile, accountPublicKey: credentials.appAccountPublicKey };
}
