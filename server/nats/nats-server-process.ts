import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';

export const NATS_SERVER_MISSING =
  'nats-server was not found on PATH: install it with `apt-get install nats-server` (Debian/Ubuntu) or see https://docs.nats.io';

export interface NatsServerProcessOptions {
  configFile: string;
  /** Where the client listener is, to tell when the server is ready. */
  host: string;
  port: number;
  executable?: string;
  log?: (line: string) => void;
  startTimeoutMs?: number;
  /** How long to wait after SIGTERM before SIGKILL. */
  stopTimeoutMs?: number;
}

/**
 * One nats-server child process. `start()` resolves once the client port accepts
 * connections (nats-server opens it last, after JetStream and WebSocket);
 * `stop()` sends SIGTERM, then SIGKILL after a timeout. The child is also killed
 * when this process exits. Start and stop may be repeated (same config, same ports).
 */
export class NatsServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly recentLines: string[] = [];
  private readonly killOnExit = () => {
    this.child?.kill('SIGTERM');
  };

  constructor(private readonly options: NatsServerProcessOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const executable = this.options.executable ?? findNatsServer();
    const child = spawn(executable, ['-c', this.options.configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.recentLines.length = 0;
    let exitReason: string | null = null;
    this.exited = new Promise((resolve) => {
      const done = (reason: string) => {
        exitReason ??= reason;
        process.off('exit', this.killOnExit);
        if (this.child === child) this.child = null;
        resolve();
      };
      child.once('exit', (code, signal) => done(`exited with ${signal ?? `code ${code}`}`));
      child.once('error', (error) => done(error.message));
    });
    process.on('exit', this.killOnExit);
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.remember(line));
    }
    const deadline = Date.now() + (this.options.startTimeoutMs ?? 15_000);
    while (!(await portAccepts(this.options.host, this.options.port))) {
      if (exitReason !== null || Date.now() > deadline) {
        const why = exitReason ?? 'did not open its client port in time';
        await this.stop();
        throw new Error(`nats-server ${why}:\n${this.recentLines.join('\n')}`);
      }
      await sleep(50);
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return this.exited;
    child.kill('SIGTERM');
    const timeout = this.options.stopTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeout);
    });
    const stopped = await Promise.race([this.exited.then(() => true), timedOut]);
    clearTimeout(timer);
    if (!stopped) {
      this.remember(`nats-server did not stop within ${timeout} ms of SIGTERM; sending SIGKILL`);
      child.kill('SIGKILL');
      await this.exited;
    }
  }

  private remember(line: string): void {
    this.options.log?.(line);
    this.recentLines.push(line);
    if (this.recentLines.length > 30) this.recentLines.shift();
  }
}

/**
 * The nats-server program on PATH. Debian installs it in /usr/sbin, which is not
 * on an ordinary user's PATH, so the sbin directories are tried after PATH.
 */
export function findNatsServer(
  pathList = process.env.PATH ?? '',
  sbinDirectories: readonly string[] = ['/usr/local/sbin', '/usr/sbin'],
): string {
  const directories = [...pathList.split(delimiter).filter(Boolean), ...sbinDirectories];
  for (const directory of directories) {
    const candidate = join(directory, 'nats-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error(NATS_SERVER_MISSING);
}

/** A port that was free a moment ago (bind port 0, read it, close). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

function portAccepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
