// `npm run cluster`: the cluster of issue 17 on this machine (docs/scale-out.md
// "Topology"): installs what is missing (npm packages, nats-server, PostgreSQL,
// HAProxy), builds the client if stale, then runs server/cluster/run-cluster.ts —
// PostgreSQL, three nats-server, three app nodes and HAProxy on PORT (default 3000).
import { spawn } from 'node:child_process';
import { ensureHaproxy, ensureNatsServer, ensureNpmPackages, ensurePostgres, ensureWebClientBuilt, projectRoot } from './project-setup.mjs';

ensureNpmPackages();
ensureNatsServer();
if (!process.env.DATABASE_URL) ensurePostgres();
ensureHaproxy();
ensureWebClientBuilt();

const cluster = spawn(process.execPath, ['--import', 'tsx', 'server/cluster/run-cluster.ts'], { cwd: projectRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster.kill(signal));
cluster.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
