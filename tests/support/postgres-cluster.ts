import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// A real PostgreSQL for the integration tests: Debian's `postgresql` (installed by
// scripts/project-setup.mjs `ensurePostgres`), one cluster per test file made with
// `initdb` in a temporary directory and run by `pg_ctl` on a free port, and a fresh
// database per test (`createDatabase`, ~40 ms). PostgreSQL refuses to run as root,
// so under root the cluster belongs to the `postgres` user (else `nobody`).

const run = promisify(execFile);

/** `initdb`, `pg_ctl`, …: on PATH, else in Debian's /usr/lib/postgresql/<newest>/bin. */
export function findPostgresProgram(name: string): string {
  for (const directory of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(directory, name))) return join(directory, name);
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) throw new Error(`${name} not found: install PostgreSQL (apt-get install -y postgresql, or scripts/project-setup.mjs)`);
  return join(debian, versions[0], 'bin', name);
}

/** Who runs the cluster: ourselves, or (as root) the `postgres` user, else `nobody`. */
function clusterUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (fields?.[2] && fields[3]) return { uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  throw new Error('running as root and neither a postgres nor a nobody user exists to run PostgreSQL');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PostgresCluster {
  readonly port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database?: string): string;
  /** Creates an empty database (named `t<n>` unless given) and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server at once (as a crash would: `pg_ctl stop -m immediate`); `start` brings it back. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data after `kill`. */
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/**
 * Makes and starts a cluster tuned for tests: fsync off (a crash of the test
 * machine loses nothing a test needs), synchronous commit on (a killed server
 * keeps what it acknowledged), trust authentication on 127.0.0.1 only.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const user = clusterUser();
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const directory = mkdtempSync(join(tmpdir(), 'postgres-'));
  if (user) chownSync(directory, user.uid, user.gid);
  const data = join(directory, 'data');
  const logFile = join(directory, 'server.log');
  const pgCtl = findPostgresProgram('pg_ctl');
  await run(findPostgresProgram('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], as);

  let port = 0;
  const startServer = async () => {
    const settings = [`-p ${port}`, `-k ${directory}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c full_page_writes=off', '-c max_connections=200'];
    await run(pgCtl, ['-D', data, '-l', logFile, '-w', '-t', '30', '-o', settings.join(' '), 'start'], as);
  };
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await startServer();
      break;
    } catch (error) {
      // Another process may have taken the port between freePort and the start.
      if (attempt >= 3) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        rmSync(directory, { recursive: true, force: true });
        throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error });
      }
    }
  }

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  let running = true;
  const stopServer = async (mode: 'fast' | 'immediate') => {
    if (!running) return;
    running = false;
    await run(pgCtl, ['-D', data, '-m', mode, '-w', 'stop'], as);
  };
  return {
    port,
    url,
    async createDatabase(name = `t${++databases}`) {
      const client = new pg.Client(url());
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    kill: () => stopServer('immediate'),
    async start() {
      if (running) return;
      await startServer();
      running = true;
    },
    async stop() {
      try {
        await stopServer('fast');
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
