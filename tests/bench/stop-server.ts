import type { ServerProcess } from '../support/server-process';

// Stopping a bench's server child for certain. ServerProcess.stop() sends SIGTERM
// and waits for the exit, forever: a child already gone (its 'exit' came before
// the wait) or stuck in its shutdown (a relay or nats-server that does not stop
// under load) would hang the bench, or, when the bench was already failing, leave
// the server running for the next bench to compete with. Here: SIGTERM, then
// SIGKILL after a grace period, then whatever still runs from the data directory
// (its nats-server) killed by ServerProcess.killLeftovers().

const GRACE_MS = 15_000;

function exited(server: ServerProcess, timeoutMs: number): Promise<boolean> {
  const child = server.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Stops the server child (SIGTERM, SIGKILL after `graceMs`) and its leftovers; never throws, never hangs. */
export async function stopServer(server: ServerProcess, say?: (line: string) => void, graceMs = GRACE_MS): Promise<void> {
  const child = server.child;
  try {
    if (child && child.exitCode === null && child.signalCode === null) {
      const done = exited(server, graceMs);
      child.kill('SIGTERM');
      if (!(await done)) {
        say?.(`server child ${child.pid} still running ${graceMs} ms after SIGTERM: SIGKILL`);
        const killed = exited(server, 5_000);
        child.kill('SIGKILL');
        await killed;
      }
    }
  } finally {
    server.child = null;
    server.killLeftovers();
  }
}
