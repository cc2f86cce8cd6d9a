import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { findProgram } from './find-program';
import { renderHaproxyConfig } from './haproxy-config';
import { writeNatsClusterSetup } from './nats-cluster-setup';
import { NatsServerProcess } from '../nats/nats-server-process';
import { findListenPort } from './listen-ports';
import { PUBSUB_WEBSOCKET_PATH } from '../nats/websocket-proxy';

const projectRoot = resolve(import.meta.dirname, '../..');

/** One app node: `server/main.ts` as a child process on a port of its own. */
export class AppNodeProcess {
  child: ChildProcess | null = null;
  readonly output: string[] = [];
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly onLine: (line: string) => void = () => {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir, NODE_NAME: this.name },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await new Promise<void>((resolveReady, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} not ready in ${timeoutMs} ms:\n${this.output.slice(-30).join('\n')}`)), timeoutMs);
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          this.output.push(line);
          if (this.output.length > 2_000) this.output.splice(0, 1_000);
          this.onLine(line);
          if (/ready on http:\/\//.test(line)) {
            clearTimeout(timer);
            resolveReady();
          }
        });
      }
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited (${signal ?? code}) before ready:\n${this.output.slice(-30).join('\n')}`));
      });
    });
  }

  /** SIGKILL, as a crash: nothing of the node runs after it. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM: the node steps down, stops its relay and closes the log. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}

export interface LocalClusterOptions {
  /** Everything of the cluster but PostgreSQL goes under it: NATS keys and data, the nodes' data, HAProxy's config. */
  dir: string;
  databaseUrl: string;
  /** App nodes (default 3). */
  appNodes?: number;
  /** NATS servers (default 3). */
  natsServers?: number;
  /** The load balancer's port: the site (default a free one). */
  port?: number;
  host?: string;
  /** More environment for every app node (DEMO_SCHOOL, BOT_CHECK, SMTP_URL …). */
  env?: Record<string, string>;
  say?: (line: string) => void;
  /** Every line an app node or nats-server writes. */
  onOutput?: (source: string, line: string) => void;
}

/**
 * The cluster's topology as local processes (docs/scale-out.md "Topology"), for
 * `npm run cluster` and the tests: three `nats-server` with routes, JetStream and
 * WebSocket; N app nodes (`server/main.ts` with DATABASE_URL, the NATS servers and a
 * NODE_NAME each); HAProxy in front on `port`. PostgreSQL is the caller's
 * (`databaseUrl`). The first node starts alone (it creates the tables and, on an empty
 * log, seeds the demo school), then the others together.
 */
export class LocalCluster {
  readonly nats: NatsServerProcess[] = [];
  readonly natsClientUrls: string[] = [];
  readonly nodes: AppNodeProcess[] = [];
  /** The site, through HAProxy. */
  url = '';
  port = 0;
  credsFile = '';
  accountSeedFile = '';
  private haproxy: ChildProcess | null = null;
  private haproxyConfigFile = '';
  private natsWebSockets: { name: string; address: string }[] = [];
  private readonly host: string;
  private readonly say: (line: string) => void;

  constructor(private readonly options: LocalClusterOptions) {
    this.host = options.host ?? '127.0.0.1';
    this.say = options.say ?? (() => {});
  }

  async start(): Promise<void> {
    const dir = resolve(this.options.dir);
    mkdirSync(dir, { recursive: true });
    this.port = this.options.port ?? (await findListenPort(this.host));
    this.url = `http://${this.host}:${this.port}`;
    await this.startNats(join(dir, 'nats'));
    const nodeEnv: Record<string, string> = {
      HOST: this.host,
      DATABASE_URL: this.options.databaseUrl,
      NATS_URL: this.natsClientUrls.join(','),
      NATS_CREDS: this.credsFile,
      NATS_ACCOUNT_SEED_FILE: this.accountSeedFile,
      // Browsers reach NATS through the load balancer's /pubsub/ws (any server; another when one dies).
      NATS_WS_URL: `ws://${this.host}:${this.port}${PUBSUB_WEBSOCKET_PATH}`,
      NATS_STREAM_REPLICAS: String(Math.min(3, this.nats.length)),
      TRUSTED_PROXIES: this.host,
      ...this.options.env,
    };
    const count = this.options.appNodes ?? 3;
    for (let i = 1; i <= count; i++) {
      const name = `node-${i}`;
      const port = await findListenPort(this.host);
      this.nodes.push(new AppNodeProcess(name, port, join(dir, name), nodeEnv, (line) => this.options.onOutput?.(name, line)));
    }
    this.haproxyConfigFile = join(dir, 'haproxy.cfg');
    await this.nodes[0]!.start();
    this.say(`${this.nodes[0]!.name} ready on ${this.nodes[0]!.url}`);
    await Promise.all(this.nodes.slice(1).map((node) => node.start()));
    for (const node of this.nodes.slice(1)) this.say(`${node.name} ready on ${node.url}`);
    await this.balance(this.nodes.length);
    this.say(`HAProxy serves ${this.url} from ${this.nodes.length} app nodes`);
  }

  /** Puts the first `count` nodes behind the load balancer (HAProxy restarted on the same port). */
  async balance(count: number): Promise<void> {
    writeFileSync(
      this.haproxyConfigFile,
      renderHaproxyConfig({
        host: this.host,
        port: this.port,
        appNodes: this.nodes.slice(0, count).map((node) => ({ name: node.name, address: `127.0.0.1:${node.port}` })),
        natsWebSockets: this.natsWebSockets,
      }),
    );
    await this.stopHaproxy();
    const haproxy = findProgram('haproxy');
    if (!haproxy) throw new Error('haproxy not found: apt-get install -y haproxy (npm run cluster installs it)');
    const child = spawn(haproxy, ['-db', '-f', this.haproxyConfigFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.haproxy = child;
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => this.options.onOutput?.('haproxy', line));
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
      const healthy = await fetch(`${this.url}/healthz`).then((response) => response.ok, () => false);
      if (healthy) return;
      if (Date.now() > deadline) throw new Error('haproxy did not serve /healthz in 15 s');
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }

  /** SIGKILL one nats-server (index from 0); `startNatsServer` brings it back on the same ports and data. */
  async killNatsServer(index: number): Promise<void> {
    const server = this.nats[index]!;
    if (server.pid !== undefined) process.kill(server.pid, 'SIGKILL');
    await server.stop();
  }

  async startNatsServer(index: number): Promise<void> {
    await this.nats[index]!.start();
  }

  async stop(): Promise<void> {
    await this.stopHaproxy();
    await Promise.all(this.nodes.map((node) => node.stop()));
    await Promise.all(this.nats.map((server) => server.stop()));
  }

  private async stopHaproxy(): Promise<void> {
    const child = this.haproxy;
    this.haproxy = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGTERM');
    await exited;
  }

  private async startNats(dir: string): Promise<void> {
    const count = this.options.natsServers ?? 3;
    const servers = [];
    for (let i = 1; i <= count; i++) {
      servers.push({
        name: `nats-${i}`,
        host: this.host,
        port: await findListenPort(this.host),
        wsPort: await findListenPort(this.host),
        clusterPort: await findListenPort(this.host),
        pidFile: join(dir, `nats-${i}`, 'nats-server.pid'),
      });
    }
    const setup = await writeNatsClusterSetup({ dir, servers });
    this.credsFile = setup.credsFile;
    this.accountSeedFile = setup.accountSeedFile;
    servers.forEach((server, i) => {
      this.nats.push(
        new NatsServerProcess({
          configFile: setup.configFiles[i]!,
          host: server.host,
          port: server.port,
          log: (line) => this.options.onOutput?.(server.name, line),
        }),
      );
      this.natsClientUrls.push(`nats://${server.host}:${server.port}`);
      this.natsWebSockets.push({ name: server.name, address: `${server.host}:${server.wsPort}` });
    });
    await Promise.all(this.nats.map((server) => server.start()));
    this.say(`${count} nats-server up: ${this.natsClientUrls.join(', ')}`);
  }
}
