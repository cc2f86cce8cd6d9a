// docker-compose.yml's `cluster-setup` (profile `cluster`): the configs of the
// cluster's containers, written into one shared volume:
//   node --import tsx server/cluster/write-cluster-setup.ts <dir> [--app-nodes 3] [--nats-servers 3]
// <dir>/nats-<n>/nats-server.conf (routes to the other NATS containers by service name),
// <dir>/service.creds and <dir>/account.seed (the app nodes' NATS_CREDS and
// NATS_ACCOUNT_SEED_FILE), and <dir>/haproxy.cfg (app-<n>:3000, nats-<n>:8080).
// Keys already in <dir> are kept (the APP account owns the JetStream data).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderHaproxyConfig } from './haproxy-config';
import { writeNatsClusterSetup } from './nats-cluster-setup';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'app-nodes': { type: 'string', default: '3' }, 'nats-servers': { type: 'string', default: '3' } },
});
const appNodes = Number(values['app-nodes']);
const natsServers = Number(values['nats-servers']);
if (positionals.length !== 1 || !(appNodes >= 1) || !(natsServers >= 1)) {
  console.error('usage: write-cluster-setup.ts <dir> [--app-nodes 3] [--nats-servers 3]');
  process.exit(2);
}
const dir = positionals[0]!;
const servers = Array.from({ length: natsServers }, (_, i) => ({
  name: `nats-${i + 1}`,
  host: `nats-${i + 1}`,
  port: 4222,
  wsPort: 8080,
  clusterPort: 6222,
  jetstreamDir: `/nats/nats-${i + 1}/jetstream`,
}));
const setup = await writeNatsClusterSetup({ dir, servers, listenHost: '0.0.0.0' });
writeFileSync(
  join(dir, 'haproxy.cfg'),
  renderHaproxyConfig({
    host: '0.0.0.0',
    port: 3000,
    appNodes: Array.from({ length: appNodes }, (_, i) => ({ name: `app-${i + 1}`, address: `app-${i + 1}:3000` })),
    natsWebSockets: servers.map((server) => ({ name: server.name, address: `${server.host}:${server.wsPort}` })),
  }),
);
console.log(`[cluster-setup] wrote ${setup.configFiles.join(', ')}, ${join(dir, 'haproxy.cfg')} (account ${setup.accountPublicKey})`);
