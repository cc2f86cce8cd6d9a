import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/support/temp-dir';
import { runsWithConfig, stopStaleNatsServer } from './stale-nats-server';

// Stand-ins for a stale nats-server: node processes whose command line names the config file.
const dir = makeTempDir('stale-nats-unit-');
const configFile = join(dir.path, 'nats-server.conf');
const pidFile = join(dir.path, 'nats-server.pid');
const children: ChildProcess[] = [];

async function standIn(script: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', `${script}; process.stdout.write('up')`, '--', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  writeFileSync(pidFile, String(child.pid));
  return child;
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => dir.remove());

describe('stopStaleNatsServer', () => {
  it('does nothing without a pid file, or with one that holds no pid', async () => {
    expect(await stopStaleNatsServer({ pidFile: join(dir.path, 'missing.pid'), configFile })).toBeNull();
    writeFileSync(pidFile, 'not a pid\n');
    expect(await stopStaleNatsServer({ pidFile, configFile })).toBeNull();
  });

  it('leaves alone a live process that does not run our config (a reused pid)', async () => {
    const other = await standIn('setInterval(() => {}, 1000)', [join(dir.path, 'other.conf')]);
    expect(await stopStaleNatsServer({ pidFile, configFile })).toBeNull();
    expect(runsWithConfig(other.pid!, join(dir.path, 'other.conf'))).toBe(true);
    writeFileSync(pidFile, String(process.pid));
    expect(await stopStaleNatsServer({ pidFile, configFile })).toBeNull();
  });

  it('stops a process running our config with SIGTERM and waits until it is gone', async () => {
    const stale = await standIn('setInterval(() => {}, 1000)', ['-c', configFile]);
    const messages: string[] = [];
    expect(await stopStaleNatsServer({ pidFile, configFile, log: (message) => messages.push(message) })).toBe(stale.pid);
    expect(await exited(stale)).toBe('SIGTERM');
    expect(runsWithConfig(stale.pid!, configFile)).toBe(false);
    expect(messages.join('\n')).toContain(`stopping nats-server pid ${stale.pid}`);
  });

  it('sends SIGKILL when SIGTERM is not enough', async () => {
    const stubborn = await standIn("process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)", ['-c', configFile]);
    expect(await stopStaleNatsServer({ pidFile, configFile, stopTimeoutMs: 300 })).toBe(stubborn.pid);
    expect(await exited(stubborn)).toBe('SIGKILL');
  });
});
