import pg from 'pg';
import { LocalCluster } from '../../server/cluster/local-cluster';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { makeTempDir } from './temp-dir';

/**
 * The cluster of issue 17 as spawned processes, one per test file (docs/scale-out.md
 * "Tests"): a PostgreSQL cluster (tests/support/postgres-cluster.ts), three nats-server
 * with routes, `appNodes` app nodes and HAProxy in front — the topology of
 * `npm run cluster` (server/cluster/local-cluster.ts). The first node seeds the demo school.
 */
export interface TestCluster {
  postgres: PostgresCluster;
  databaseUrl: string;
  cluster: LocalCluster;
  /** A pool on the log of record, to count what is in it. */
  db: pg.Pool;
  /** Every line of every process, for a failing test's message. */
  output: string[];
  stop(): Promise<void>;
}

export async function startTestCluster(options: { appNodes?: number; env?: Record<string, string> } = {}): Promise<TestCluster> {
  const postgres = await startPostgresCluster();
  const dir = makeTempDir('cluster-');
  const output: string[] = [];
  let cluster: LocalCluster | null = null;
  try {
    const databaseUrl = await postgres.createDatabase('classroom');
    cluster = new LocalCluster({
      dir: dir.path,
      databaseUrl,
      appNodes: options.appNodes ?? 3,
      env: { BOT_CHECK: 'off', ...options.env },
      onOutput: (source, line) => {
        output.push(`${source}: ${line}`);
        if (output.length > 5_000) output.splice(0, 2_500);
      },
    });
    await cluster.start();
    const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    db.on('error', () => {});
    const started = cluster;
    return {
      postgres,
      databaseUrl,
      cluster: started,
      db,
      output,
      async stop() {
        await started.stop();
        await db.end().catch(() => {});
        await postgres.stop();
        dir.remove();
      },
    };
  } catch (error) {
    await cluster?.stop().catch(() => {});
    await postgres.stop().catch(() => {});
    dir.remove();
    throw new Error(`the cluster did not start: ${error instanceof Error ? error.message : String(error)}\n${output.slice(-60).join('\n')}`, { cause: error });
  }
}

/** Waits until `check` holds, or fails with `what` after a generous deadline (never a timed assertion). */
export async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs = 45_000, detail: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}${detail() ? `\n${detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface NodeHealth {
  status: number;
  body: { ok: boolean; log: number; node: string; pid: number; role: 'leader' | 'follower' | 'single' } | null;
}

export async function healthOf(url: string): Promise<NodeHealth> {
  try {
    const response = await fetch(`${url}/healthz`);
    return { status: response.status, body: (await response.json()) as NodeHealth['body'] };
  } catch {
    return { status: 0, body: null };
  }
}

/** Signs in over HTTP (through `url`) and returns the cookie header to send. */
export async function signInOver(url: string, username: string, password = 'classroom'): Promise<string> {
  const response = await fetch(`${url}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password, rememberUser: false }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} through ${url} answered ${response.status}: ${await response.text()}`);
  return cookiesOf(response, '');
}

/** The cookie header after `response`: `previous` with the cookies it sets replaced. */
export function cookiesOf(response: Response, previous: string): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const));
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
