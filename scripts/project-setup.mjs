// Shared first steps of `npm start` and `npm test`: npm packages, system
// programs, and a fresh build of the web client. Node built-ins only.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureSystemPackages } from './system-packages.mjs';

export const projectRoot = resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** npm packages: installed when node_modules is missing or older than the lock file. */
export function ensureNpmPackages() {
  const marker = join(projectRoot, 'node_modules', '.package-lock.json');
  const lock = join(projectRoot, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('[setup] installing npm packages');
  // `npm install`, not `npm ci`: unrs-resolver (under eslint-plugin-import-x) has one optional
  // native binding per platform, and the registry reachable here resolves only some of them, so
  // the lock file lists only those and `npm ci` refuses it as "out of sync". `npm install` keeps
  // every version the lock file pins and installs the binding this platform needs.
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

export function ensureNatsServer() {
  ensureSystemPackages([{ program: 'nats-server', debianPackage: 'nats-server' }]);
}

export function ensureChromium() {
  ensureSystemPackages([{ program: 'chromium', debianPackage: 'chromium' }]);
}

/** PostgreSQL for the cluster's log (issue 17): the tests run Debian's `postgresql` with initdb + pg_ctl. */
export function ensurePostgres() {
  const debian = '/usr/lib/postgresql';
  const installed = existsSync(debian) && readdirSync(debian).some((version) => existsSync(join(debian, version, 'bin', 'initdb')));
  if (!installed) ensureSystemPackages([{ program: 'initdb', debianPackage: 'postgresql' }]);
}

/** HAProxy, the cluster's load balancer (issue 17: `npm run cluster`, the cluster tests and bench). Debian installs it in /usr/sbin. */
export function ensureHaproxy() {
  ensureSystemPackages([{ program: 'haproxy', debianPackage: 'haproxy' }]);
}

function newestSourceTime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web client when web/dist is missing or older than any source under web/ (or the lock file). */
export function ensureWebClientBuilt() {
  const built = join(projectRoot, 'web', 'dist', 'index.html');
  const sources = Math.max(newestSourceTime(join(projectRoot, 'web')), statSync(join(projectRoot, 'package-lock.json')).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('[setup] building the web client');
  if (run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']) !== 0) process.exit(1);
}
