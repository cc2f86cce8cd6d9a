import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { runsWithConfig } from '../../server/nats/stale-nats-server';
import { natsStatus, startNats, type NatsHandle } from '../../server/nats/supervisor';
import { makeTempDir } from '../support/temp-dir';

const projectRoot = resolve(import.meta.dirname, '../..');

/** Every process whose command line names `configFile`. */
function processesRunning(configFile: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => runsWithConfig(pid, configFile));
}

/** False once the process is gone and reaped (zombies are reaped by init, which may take a moment). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  return true;
}

/** The NATS supervisor in a child process, as the app server runs it; resolves with its nats-server's pid. */
async function startSupervisorChild(dataDir: string): Promise<{ child: ChildProcess; natsServerPid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/start-nats-and-wait.ts', dataDir], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const natsServerPid = await new Promise<number>((resolvePid, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolvePid((JSON.parse(line) as { natsServerPid: number }).natsServerPid));
    child.once('exit', (code, signal) => reject(new Error(`supervisor child exited (${signal ?? code}) before NATS started`)));
  });
  return { child, natsServerPid };
}

describe('a nats-server orphaned by a crashed app (SIGKILL)', () => {
  const dataDir = makeTempDir('stale-nats-');
  const configFile = join(dataDir.path, 'nats', 'nats-server.conf');
  let crashedApp: ChildProcess | undefined;
  let nats: NatsHandle | undefined;

  afterAll(async () => {
    await nats?.stop();
    crashedApp?.kill('SIGKILL');
    for (const pid of processesRunning(configFile)) process.kill(pid, 'SIGKILL');
    dataDir.remove();
  });

  it('is stopped when the app starts again on the same data directory, leaving one nats-server', async () => {
    const first = await startSupervisorChild(dataDir.path);
    crashedApp = first.child;
    const orphan = first.natsServerPid;
    expect(readFileSync(join(dataDir.path, 'nats', 'nats-server.pid'), 'utf8').trim()).toBe(String(orphan));

    const crashed = new Promise((resolveExit) => first.child.once('exit', resolveExit));
    first.child.kill('SIGKILL');
    await crashed;
    // The crash left its nats-server running on our JetStream store.
    expect(runsWithConfig(orphan, configFile)).toBe(true);
    expect(processesRunning(configFile)).toEqual([orphan]);

    nats = await startNats({ dataDir: dataDir.path });
    expect(natsStatus(nats.connection)).toBe('connected');
    expect(nats.server?.pid).not.toBe(orphan);
    expect(runsWithConfig(orphan, configFile)).toBe(false);
    expect(await waitUntil(() => !exists(orphan), 10_000)).toBe(true);
    expect(processesRunning(configFile)).toEqual([nats.server!.pid]);
    await nats.connection.flush();
  });
});
