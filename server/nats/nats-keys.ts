import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, createOperator, createUser, fromSeed, type KeyPair } from '@nats-io/nkeys';
import { encodeAccount, encodeOperator, encodeUser, fmtCreds, type OperatorLimits } from '@nats-io/jwt';

/**
 * The NATS identities of a self-managed server (operator mode, DESIGN §1):
 * an operator, the system account SYS, the application account APP (JetStream
 * data is tied to it, so its key must survive restarts) and the service user the
 * app server connects as. Seeds live in `<dir>/keys.json`, mode 0600.
 */
export interface NatsKeys {
  operator: KeyPair;
  systemAccount: KeyPair;
  appAccount: KeyPair;
  serviceUser: KeyPair;
}

/** What the server config and the service connection need; no seed but the service user's creds. */
export interface NatsCredentials {
  operatorJwt: string;
  systemAccountPublicKey: string;
  appAccountPublicKey: string;
  /** Account public key → account JWT, for `resolver_preload`. */
  accountJwts: Record<string, string>;
  /** The service user's creds file text (JWT + seed): full pub/sub within APP. */
  serviceCreds: string;
}

interface StoredSeeds {
  version: 1;
  operator: string;
  systemAccount: string;
  appAccount: string;
  serviceUser: string;
}

export const KEYS_FILE_NAME = 'keys.json';

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Loads the seeds in `<dir>/keys.json`, or creates and stores new ones. Throws on a damaged file. */
export function loadOrCreateNatsKeys(dir: string): NatsKeys {
  const file = join(dir, KEYS_FILE_NAME);
  if (existsSync(file)) return parseSeeds(file, readFileSync(file, 'utf8'));
  const keys: NatsKeys = {
    operator: createOperator(),
    systemAccount: createAccount(),
    appAccount: createAccount(),
    serviceUser: createUser(),
  };
  const stored: StoredSeeds = {
    version: 1,
    operator: seedOf(keys.operator),
    systemAccount: seedOf(keys.systemAccount),
    appAccount: seedOf(keys.appAccount),
    serviceUser: seedOf(keys.serviceUser),
  };
  writeSecretFile(file, `${JSON.stringify(stored, null, 2)}\n`);
  return keys;
}

/** Signs the operator, account and service user JWTs. */
export async function issueNatsCredentials(keys: NatsKeys): Promise<NatsCredentials> {
  const systemAccountPublicKey = keys.systemAccount.getPublicKey();
  const appAccountPublicKey = keys.appAccount.getPublicKey();
  const operatorJwt = await encodeOperator('live-classroom', keys.operator, {
    system_account: systemAccountPublicKey,
  });
  const signedByOperator = { signer: keys.operator };
  const systemAccountJwt = await encodeAccount(
    'SYS',
    systemAccountPublicKey,
    { limits: accountLimits({ jetstream: false }) },
    signedByOperator,
  );
  const appAccountJwt = await encodeAccount(
    'APP',
    appAccountPublicKey,
    { limits: accountLimits({ jetstream: true }) },
    signedByOperator,
  );
  // No permissions: the service user may publish and subscribe to anything within APP.
  const serviceJwt = await encodeUser('live-classroom-service', keys.serviceUser, keys.appAccount);
  return {
    operatorJwt,
    systemAccountPublicKey,
    appAccountPublicKey,
    accountJwts: { [systemAccountPublicKey]: systemAccountJwt, [appAccountPublicKey]: appAccountJwt },
    serviceCreds: decoder.decode(fmtCreds(serviceJwt, keys.serviceUser)),
  };
}

/**
 * Every limit set explicitly: nats-server treats a missing limit as 0 and then
 * refuses connections ("maximum account active connections exceeded").
 * JetStream is enabled by non-zero storage limits; the system account gets none.
 */
export function accountLimits({ jetstream }: { jetstream: boolean }): OperatorLimits {
  const storage = jetstream ? -1 : 0;
  return {
    conn: -1,
    subs: -1,
    data: -1,
    payload: -1,
    leaf: -1,
    imports: -1,
    exports: -1,
    wildcards: true,
    mem_storage: storage,
    disk_storage: storage,
    streams: storage,
    consumer: storage,
  };
}

/** Writes a file readable by its owner only, atomically (temp file + rename). */
export function writeSecretFile(file: string, text: string): void {
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
}

function parseSeeds(file: string, text: string): NatsKeys {
  const damaged = (why: string) =>
    new Error(`${file} is damaged (${why}); restore it or remove the NATS data directory to start afresh`);
  let stored: Partial<StoredSeeds>;
  try {
    stored = JSON.parse(text) as Partial<StoredSeeds>;
  } catch {
    throw damaged('not JSON');
  }
  const load = (name: keyof Omit<StoredSeeds, 'version'>, prefix: string): KeyPair => {
    const seed = stored[name];
    if (typeof seed !== 'string' || !seed.startsWith(prefix)) throw damaged(`${name} is not a ${prefix}… seed`);
    try {
      return fromSeed(encoder.encode(seed));
    } catch {
      throw damaged(`${name} is not a valid seed`);
    }
  };
  return {
    operator: load('operator', 'SO'),
    systemAccount: load('systemAccount', 'SA'),
    appAccount: load('appAccount', 'SA'),
    serviceUser: load('serviceUser', 'SU'),
  };
}

function seedOf(keyPair: KeyPair): string {
  return decoder.decode(keyPair.getSeed());
}
