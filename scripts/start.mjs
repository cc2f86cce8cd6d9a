// `npm start`: install what is missing, build the client if stale, then run the
// server (which starts NATS, seeds the demo school on an empty log and prints
// the URL). Ctrl-C stops the server, which stops NATS.
import { spawn } from 'node:child_process';
import { ensureNatsServer, ensureNpmPackages, ensureWebClientBuilt, projectRoot } from './project-setup.mjs';

ensureNpmPackages();
if (!process.env.NATS_URL) ensureNatsServer();
ensureWebClientBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
