// Shared first steps of `npm start` and `npm test`: npm packages, system
// programs, and a fresh build of the web client. Node built-ins only.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ensureSystemPackages } from './system-packages.mjs';

export const projectRoot = resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * Runs a command without blocking, its output kept (not printed) unless `live`: for stages that
 * run beside another whose output is shown (scripts/test.mjs). Resolves with the exit status,
 * the output (stdout and stderr as they came) and the seconds it took.
 */
export function runAsync(command, args, { live = false, env } = {}) {
  const started = performance.now();
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], ...(env ? { env } : {}) });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (status) => resolveRun({ status, output: Buffer.concat(chunks).toString(), seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

const npmInstallArgs = ['install', '--no-audit', '--no-fund'];

function npmPackagesStale() {
  const marker = join(projectRoot, 'node_modules', '.package-lock.json');
  const lock = join(projectRoot, 'package-lock.json');
  return !(existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
}

/** npm packages: installed when node_modules is missing or older than the lock file. */
export function ensureNpmPackages() {
  if (!npmPackagesStale()) return;
  console.log('[setup] installing npm packages');
  // `npm install`, not `npm ci`: unrs-resolver (under eslint-plugin-import-x) has one optional
  // native binding per platform, and the registry reachable here resolves only some of them, so
  // the lock file lists only those and `npm ci` refuses it as "out of sync". `npm install` keeps
  // every version the lock file pins and installs the binding this platform needs.
  if (run('npm', npmInstallArgs) !== 0) process.exit(1);
}

/** `ensureNpmPackages` without blocking: resolves with runAsync's result (status 0, no output, when nothing was missing). */
export async function installNpmPackagesAsync() {
  if (!npmPackagesStale()) return { status: 0, output: '', seconds: 0 };
  return runAsync('npm', npmInstallArgs);
}

/**
 * Every system program `npm test` needs (nats-server, Chromium, PostgreSQL, HAProxy), missing
 * ones installed with one `apt-get update` and one `apt-get install` (one per program cost a
 * package-index download each on a fresh machine).
 */
export function ensureTestPrograms() {
  ensureSystemPackages([
    { program: 'nats-server', debianPackage: 'nats-server' },
    { program: 'chromium', debianPackage: 'chromium' },
    ...(postgresInstalled() ? [] : [{ program: 'initdb', debianPackage: 'postgresql' }]),
    { program: 'haproxy', debianPackage: 'haproxy' },
  ]);
}

export function ensureNatsServer() {
  ensureSystemPackages([{ program: 'nats-server', debianPackage: 'nats-server' }]);
}

export function ensureChromium() {
  ensureSystemPackages([{ program: 'chromium', debianPackage: 'chromium' }]);
}

/** PostgreSQL for the cluster's log (issue 17): the tests run Debian's `postgresql` with initdb + pg_ctl. */
export function ensurePostgres() {
  if (!postgresInstalled()) ensureSystemPackages([{ program: 'initdb', debianPackage: 'postgresql' }]);
}

function postgresInstalled() {
  const debian = '/usr/lib/postgresql';
  return existsSync(debian) && readdirSync(debian).some((version) => existsSync(join(debian, version, 'bin', 'initdb')));
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

const viteBuildArgs = ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];

function webClientStale() {
  const built = join(projectRoot, 'web', 'dist', 'index.html');
  const sources = Math.max(newestSourceTime(join(projectRoot, 'web')), statSync(join(projectRoot, 'package-lock.json')).mtimeMs);
  return !(existsSync(built) && statSync(built).mtimeMs >= sources);
}

/** Builds the web client when web/dist is missing or older than any source under web/ (or the lock file). */
export function ensureWebClientBuilt() {
  if (!webClientStale()) return;
  console.log('[setup] building the web client');
  if (run('npx', viteBuildArgs) !== 0) process.exit(1);
}

/** `ensureWebClientBuilt` without blocking: resolves with runAsync's result (status 0, no output, when the build was fresh). */
export async function buildWebClientAsync() {
  if (!webClientStale()) return { status: 0, output: 'web/dist is up to date\n', seconds: 0 };
  return runAsync('npx', viteBuildArgs);
}
