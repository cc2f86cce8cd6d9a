import { readFileSync } from 'node:fs';

export interface StopStaleNatsServerOptions {
  /** The `pid_file` of our nats-server config. */
  pidFile: string;
  /** The config file our nats-server runs with (`nats-server -c <configFile>`), as given on its command line. */
  configFile: string;
  /** How long to wait after SIGTERM before SIGKILL (default 5 s). */
  stopTimeoutMs?: number;
  log?: (message: string) => void;
}

/**
 * An app killed with SIGKILL cannot stop its nats-server child: the orphan keeps
 * running on the data directory's JetStream store. Before a new nats-server starts
 * there, this stops the old one: SIGTERM, then SIGKILL, then waits until it is gone.
 *
 * The pid file names the candidate; it is ours only if its command line (Linux
 * /proc/<pid>/cmdline) names our config file, so a reused pid is never touched.
 * Returns the pid it stopped, or null when there was nothing to stop.
 */
export async function stopStaleNatsServer(options: StopStaleNatsServerOptions): Promise<number | null> {
  const { pidFile, configFile, stopTimeoutMs = 5_000, log = () => {} } = options;
  const pid = readPid(pidFile);
  if (pid === null || pid === process.pid || !runsWithConfig(pid, configFile)) return null;
  log(`nats: stopping nats-server pid ${pid}, left running on ${configFile} by an earlier run`);
  signal(pid, 'SIGTERM');
  if (await waitUntilGone(pid, configFile, stopTimeoutMs)) return pid;
  log(`nats: nats-server pid ${pid} did not stop within ${stopTimeoutMs} ms of SIGTERM; sending SIGKILL`);
  signal(pid, 'SIGKILL');
  if (await waitUntilGone(pid, configFile, 5_000)) return pid;
  throw new Error(`nats-server pid ${pid} (left running by an earlier run on ${configFile}) does not stop; stop it by hand`);
}

function readPid(pidFile: string): number | null {
  let text: string;
  try {
    text = readFileSync(pidFile, 'utf8').trim();
  } catch {
    return null;
  }
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Whether process `pid` is running with `configFile` among its arguments. A zombie has an empty command line: no. */
export function runsWithConfig(pid: number, configFile: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(configFile);
  } catch {
    return false; // no such process (or no /proc)
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitUntilGone(pid: number, configFile: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (runsWithConfig(pid, configFile)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
