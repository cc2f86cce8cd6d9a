import { defineConfig } from 'vitest/config';
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { ThreadsPoolWorker, type PoolOptions, type PoolWorker, type Reporter, type WorkerRequest } from 'vitest/node';

// The unit tests Stryker runs against each mutant (`npm run mutate`, stryker.config.mjs): the
// tests beside events/, projections/ and server/ code (scripts/mutate.mjs narrows them to the
// target's own folder). Not tests/routes (the route harness is slow and reaches these folders only
// through the whole app), not web/, no integration or e2e, and not the server tests that start
// processes (the replay CLI, nats-server): what runs in a child process is invisible to Stryker.
//
// One test thread for the whole mutation run (docs/testing.md, "npm run mutate"). Stryker starts
// a vitest run per mutant, and vitest would start a new worker thread for each run (and, isolated,
// for each test file): loading vitest's runtime and every package again took about 0.4 of the
// 0.45 s a mutant cost. The pool below keeps one thread and hands it each run. Inside the thread,
// vitest's isolation still holds: the project's own modules are forgotten before each test file,
// so a test file sees the code fresh, as under plain vitest; only packages from node_modules (zod,
// hono, …) and vitest itself stay loaded. tests/support/mutate-setup.ts switches the previous
// run's mutant off before a test file imports the code. MUTATE_ONE_THREAD=0 turns the pool off
// (a thread per test file, as plain vitest): the same results, ten times slower.

const POOL = 'one-thread';
const oneThread = process.env.MUTATE_ONE_THREAD !== '0';

/** The thread, kept across vitest runs in this process (a Stryker test runner). */
let kept: { thread: ThreadsPoolWorker; started: boolean } | undefined;

class OneThreadWorker implements PoolWorker {
  readonly name = POOL;
  private listeners: Array<[string, (arg: unknown) => void]> = [];

  constructor(private readonly options: PoolOptions) {}

  async start(): Promise<void> {
    if (kept) return;
    const thread = new ThreadsPoolWorker(this.options);
    await thread.start();
    kept = { thread, started: false };
    thread.on('exit', () => {
      if (kept?.thread === thread) kept = undefined;
    });
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.listeners.push([event, callback]);
    kept!.thread.on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    this.listeners = this.listeners.filter(([e, c]) => e !== event || c !== callback);
    kept?.thread.off(event, callback);
  }

  send(message: WorkerRequest): void {
    if (message.type === 'start') {
      // Started once: a later run's runner is told it started. The thread keeps the first
      // run's config, so what a run changes is passed with each run below.
      if (kept!.started) return this.reply({ type: 'started', __vitest_worker_response__: true });
      kept!.started = true;
      // Isolation inside the thread: a fresh module graph for each test file.
      message.context.config = { ...message.context.config, isolate: process.env.MUTATE_ISOLATE !== '0' };
    } else if (message.type === 'stop') {
      // Stopping would end the thread's message loop: the runner is told it stopped.
      return this.reply({ type: 'stopped', __vitest_worker_response__: true });
    } else if (message.type === 'run' || message.type === 'collect') {
      // Stryker selects a mutant's tests by name (project.config.testNamePattern, set per run).
      const pattern = this.options.project.config.testNamePattern ?? /(?:)/;
      message.context.files = message.context.files.map((file) => ({ ...file, testNamePattern: file.testNamePattern ?? pattern }));
    }
    kept!.thread.send(message);
  }

  private reply(message: unknown): void {
    setImmediate(() => {
      for (const [event, callback] of this.listeners) if (event === 'message') callback(message);
    });
  }

  async stop(): Promise<void> {
    for (const [event, callback] of this.listeners) kept?.thread.off(event, callback);
    this.listeners = [];
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  canReuse(): boolean {
    return true;
  }
}

/**
 * A test file that fails to load — a mutant throwing while a module loads, or a hook failing the
 * file — has no test that failed, and Stryker (9.6) counts only failed tests: its mutant would be
 * reported as survived (stryker-js issue 6150). Such a file gets one failed test standing for it.
 */
const fileFailuresAsTests: Reporter = {
  onTestRunEnd(testModules) {
    for (const testModule of testModules) {
      const file = (testModule as unknown as { task: RunnerTestFile }).task;
      const errors = file.result?.errors;
      if (file.result?.state !== 'fail' || !errors?.length) continue;
      const failed = { type: 'test', id: `${file.id}_file`, name: '(the test file failed)', mode: 'run', file, suite: file, result: { state: 'fail', errors }, meta: {}, annotations: [], artifacts: [], timeout: 0, context: {} };
      file.tasks.push(failed as unknown as RunnerTestCase);
    }
  },
};

export default defineConfig({
  plugins: [
    oneThread && {
      name: 'mutate-one-thread-pool',
      // After the CLI's options (Stryker passes `pool: 'threads'`): this project runs in the kept thread.
      configureVitest({ project, vitest }) {
        project.config.pool = POOL;
        project.config.poolRunner = { name: POOL, createPoolWorker: (options: PoolOptions) => new OneThreadWorker(options) };
        project.config.isolate = false;
        vitest.onClose(async () => {
          const thread = kept?.thread;
          kept = undefined;
          await thread?.stop();
        });
      },
    },
  ],
  test: {
    include: ['events/**/*.test.ts', 'projections/**/*.test.ts', 'server/**/*.test.ts'],
    exclude: ['server/replay/replay-command-line.test.ts', 'server/nats/**'],
    environment: 'node',
    setupFiles: ['tests/support/console-guard.ts', 'tests/support/mutate-setup.ts'],
    // Under Stryker (which reads the results itself) only the reporter above; run by hand, vitest's too.
    reporters: process.env.STRYKER_MUTATOR_WORKER === undefined ? ['default', fileFailuresAsTests] : [fileFailuresAsTests],
    // Shared runners: one thread takes a run's test files one after the other (see above).
    isolate: !oneThread,
  },
});
