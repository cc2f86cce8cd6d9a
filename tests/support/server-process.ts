import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { createInterface } from 'node:readline';
import { findFreePort } from '../../server/nats/nats-server-process';

const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * The real server (`server/main.ts`) as a child process, with its own data
 * directory and its own nats-server on free ports: the topology of `npm start`.
 */
export class ServerProcess {
  child: ChildProcess | null = null;
  readonly output: string[] = [];
  url = '';

  constructor(
    readonly dataDir: string,
    private readonly env: Record<string, string> = {},
  ) {}

  async start(timeoutMs = 60_000): Promise<string> {
    const port = await findFreePort();
    const child = spawn(process.execPath, [...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []), '--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const ready = new Promise<string>((resolveReady, reject) => {
      const timer = setTimeout(() => reject(new Error(`server not ready in ${timeoutMs} ms:\n${this.output.join('\n')}`)), timeoutMs);
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          this.output.push(line);
          const match = /ready on (http:\/\/\S+)/.exec(line);
          if (match) {
            clearTimeout(timer);
            resolveReady(match[1]!.replace(/\/$/, ''));
          }
        });
      }
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${signal ?? code}) before ready:\n${this.output.join('\n')}`));
      });
    });
    this.url = await ready;
    return this.url;
  }

  /**
   * SIGKILL, as a crash: no handler runs, so its nats-server child is orphaned;
   * the next start on this data directory stops it (server/nats/stale-nats-server.ts).
   */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  /** SIGTERM: the server stops its relay, its nats-server and the log. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  /** A NATS connection as the app's service user (to publish a push in a test); the caller closes it. */
  async natsServiceConnection(): Promise<NatsConnection> {
    const line = this.output.find((text) => /on nats:\/\/\S+/.test(text));
    const natsUrl = /on (nats:\/\/[^,\s]+)/.exec(line ?? '')?.[1];
    if (!natsUrl) throw new Error(`no NATS url in server output:\n${this.output.join('\n')}`);
    const creds = readFileSync(join(this.dataDir, 'nats', 'service.creds'));
    return connect({ servers: natsUrl, authenticator: credsAuthenticator(creds) });
  }

  /** Whatever still runs from this data directory (an orphan after a failed test), killed. */
  killLeftovers(): void {
    spawnSync('pkill', ['-KILL', '-f', `${this.dataDir}/nats/`]);
  }
}
