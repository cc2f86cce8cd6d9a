/**
 * Where a replay command reads its surroundings and writes its output. The CLI
 * passes the process's; tests pass one that collects lines.
 */
export interface ReplayIo {
  /** One line on stdout. */
  out(line: string): void;
  /** One line on stderr. */
  err(line: string): void;
  /** stdout when it is a terminal (progress bars draw on it), else null. */
  terminal: NodeJS.WriteStream | null;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /**
   * Ctrl-C as an AbortSignal, for commands that run until stopped (tail). Until
   * one asks, Ctrl-C ends the process at once, as usual (a rebuild then rolls back).
   */
  interruption(): AbortSignal;
}

export function processIo(): ReplayIo {
  let interrupted: AbortController | null = null;
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    terminal: process.stdout.isTTY ? process.stdout : null,
    env: process.env,
    cwd: process.cwd(),
    interruption() {
      if (!interrupted) {
        const controller = new AbortController();
        process.on('SIGINT', () => (controller.signal.aborted ? process.exit(130) : controller.abort()));
        interrupted = controller;
      }
      return interrupted.signal;
    },
  };
}
