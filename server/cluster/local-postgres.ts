import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, parse, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// `npm run cluster`'s PostgreSQL (docs/scale-out.md "Topology"): Debian's `postgresql`
// (scripts/project-setup.mjs installs it), a cluster made once with `initdb` in
// `<dir>/data` and run with `pg_ctl` on a port of 127.0.0.1; it keeps its data
// between runs. PostgreSQL refuses to run as root, so under root it runs as the
// `postgres` user (else `nobody`), and the directories above `<dir>` get the search
// bit for others where they lack it (e.g. a DATA_DIR from `mktemp -d`, mode 0700).

const run = promisify(execFile);

function postgresProgram(name: string): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((version) => existsSync(join(debian, version, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0] === undefined) throw new Error(`${name} not found: apt-get install -y postgresql (npm run cluster installs it)`);
  return join(debian, versions[0], 'bin', name);
}

interface RunAs {
  name: string;
  uid: number;
  gid: number;
  /** Its primary and supplementary groups. */
  groups: Set<number>;
}

function runAs(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (fields?.[2] && fields[3]) {
      const gid = Number(fields[3]);
      const groups = new Set([gid]);
      for (const line of existsSync('/etc/group') ? readFileSync('/etc/group', 'utf8').split('\n') : []) {
        const [, , id, members = ''] = line.split(':');
        if (id !== undefined && members.split(',').includes(name)) groups.add(Number(id));
      }
      return { name, uid: Number(fields[2]), gid, groups };
    }
  }
  throw new Error('running as root and neither a postgres nor a nobody user exists to run PostgreSQL');
}

/**
 * Under root PostgreSQL runs as another user, which must be able to pass through every
 * directory above its own (a `DATA_DIR` made by `mktemp -d` is 0700). Adds only the
 * search bit for others (`o+x`: pass through, not list) to the ancestors that deny it,
 * and says which.
 */
export function letUserReach(directory: string, user: Pick<RunAs, 'uid' | 'groups'>, say: (line: string) => void = () => {}): string[] {
  const changed: string[] = [];
  const { root } = parse(directory);
  const ancestors: string[] = [];
  for (let current = dirname(directory); ; current = dirname(current)) {
    ancestors.unshift(current);
    if (current === root) break;
  }
  for (const ancestor of ancestors) {
    const { mode, uid, gid } = statSync(ancestor);
    const reachable = uid === user.uid ? mode & 0o100 : user.groups.has(gid) ? mode & 0o010 : mode & 0o001;
    if (reachable) continue;
    chmodSync(ancestor, (mode & 0o7777) | 0o001);
    changed.push(ancestor);
    say(`${ancestor}: added o+x (search only) so that PostgreSQL, running as another user, can reach its data`);
  }
  return changed;
}

export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/classroom` */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts (making it the first time) the cluster's PostgreSQL in `dir` on `port`, with a `classroom` database. */
export async function startLocalPostgres(dir: string, port: number, say: (line: string) => void = () => {}): Promise<LocalPostgres> {
  const directory = resolve(dir);
  const data = join(directory, 'data');
  const user = runAs();
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  mkdirSync(dirname(directory), { recursive: true });
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (user) {
    chownSync(directory, user.uid, user.gid);
    letUserReach(directory, user, say);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    await run(postgresProgram('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'], as);
  }
  const settings = [`-p ${port}`, `-k ${directory}`, '-c listen_addresses=127.0.0.1', '-c max_connections=300'];
  await run(postgresProgram('pg_ctl'), ['-D', data, '-l', join(directory, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start'], as);
  const admin = new pg.Client(`postgres://postgres@127.0.0.1:${port}/postgres`);
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'classroom'");
    if (rowCount === 0) await admin.query('CREATE DATABASE classroom');
  } finally {
    await admin.end();
  }
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/classroom`,
    async stop() {
      await run(postgresProgram('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], as);
    },
  };
}
