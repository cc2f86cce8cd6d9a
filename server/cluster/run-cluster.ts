// `npm run cluster` (scripts/cluster.mjs runs this): the cluster of issue 17 on this
// machine, without Docker (docs/scale-out.md "Topology"): PostgreSQL in
// `$DATA_DIR/cluster/postgres` (kept between runs), three nats-server with routes,
// APP_NODES app nodes (default 3) and HAProxy serving the site on PORT (default 3000).
// DATABASE_URL: use that PostgreSQL instead of starting one. Ctrl-C stops all of it.
import { join, resolve } from 'node:path';
import { findFreePort } from '../nats/nats-server-process';
import { startLocalPostgres, type LocalPostgres } from './local-postgres';
import { LocalCluster } from './local-cluster';

const projectRoot = resolve(import.meta.dirname, '../..');
const say = (line: string) => console.log(`[cluster] ${line}`);
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? 'data', 'cluster');
const port = Number(process.env.PORT ?? 3000);
const appNodes = Number(process.env.APP_NODES ?? 3);
if (!Number.isInteger(appNodes) || appNodes < 1) {
  console.error(`[cluster] APP_NODES must be a whole number of nodes, not ${process.env.APP_NODES}`);
  process.exit(2);
}

let postgres: LocalPostgres | null = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = await startLocalPostgres(join(dataDir, 'postgres'), Number(process.env.POSTGRES_PORT ?? (await findFreePort())), say).catch((error: unknown) => {
    console.error(`[cluster] PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  databaseUrl = postgres.databaseUrl;
  say(`PostgreSQL: ${databaseUrl}`);
}
const { DATABASE_URL: _url, PORT: _port, DATA_DIR: _dir, ...inherited } = process.env;
const cluster = new LocalCluster({
  dir: dataDir,
  databaseUrl,
  appNodes,
  port,
  env: Object.fromEntries(Object.entries(inherited).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  say,
  onOutput: (source, line) => {
    if (source.startsWith('node-')) console.log(`[${source}] ${line.replace(/^\[live-classroom\] /, '')}`);
  },
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping`);
  await cluster.stop().catch((error: unknown) => say(`stopping the cluster: ${String(error)}`));
  await postgres?.stop().catch((error: unknown) => say(`stopping PostgreSQL: ${String(error)}`));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await cluster.start();
  say(`ready on ${cluster.url} (${appNodes} app nodes: ${cluster.nodes.map((node) => `${node.name} ${node.url}`).join(', ')})`);
} catch (error) {
  say(`did not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop('error');
}
