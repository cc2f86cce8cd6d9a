import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/support/temp-dir';
import { runReplay, usage } from './replay-command-line';
import { collectingIo, demoLogWithChoices, type DemoLog } from './replay-test-fixture';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
});
afterAll(() => log.remove());

describe('replay command line', () => {
  it.each([
    [[], 'missing command'],
    [['bogus'], 'unknown command bogus'],
    [['stream'], 'stream: missing argument'],
    [['stream', 'a', 'b'], 'stream: unexpected argument b'],
    [['at'], 'at: missing argument'],
    [['at', '12'], 'at: missing --out <file>'],
    [['at', 'soon', '--out', 'x.db'], 'at: soon is neither a position nor an ISO time'],
    [['tail', '--from', 'start'], 'tail: --from start is not a position'],
    [['tail', '--out', 'x.db'], 'tail does not take --out'],
    [['rebuild', '--frobnicate'], "Unknown option '--frobnicate'"],
  ])('%j is bad usage: exit 2 with the usage on stderr', async (argv, message) => {
    const io = collectingIo();
    expect(await runReplay(argv, io)).toBe(2);
    expect(io.stderr[0]).toContain(message);
    expect(io.stderr.join('\n')).toContain(usage);
    expect(io.stdout).toEqual([]);
  });

  it('prints the usage on stdout for --help', async () => {
    const io = collectingIo();
    expect(await runReplay(['--help'], io)).toBe(0);
    expect(io.stdout).toEqual([usage]);
  });

  it('finds the log under DATA_DIR, or at --db', async () => {
    const viaEnv = collectingIo({ env: { DATA_DIR: log.dir } });
    expect(await runReplay(['stream', 'user:u_ava_b'], viaEnv)).toBe(0);
    const viaFlag = collectingIo({ cwd: log.dir });
    expect(await runReplay(['--db', 'log.db', 'stream', 'user:u_ava_b'], viaFlag)).toBe(0);
    expect(viaFlag.stdout).toEqual(viaEnv.stdout);
  });

  it('fails (exit 1) without creating anything when there is no log', async () => {
    const empty = makeTempDir('replay-empty-');
    try {
      const io = collectingIo({ env: { DATA_DIR: empty.path } });
      expect(await runReplay(['rebuild'], io)).toBe(1);
      expect(io.stderr[0]).toBe(`replay: no log at ${join(empty.path, 'log.db')} (pass --db <file> or set DATA_DIR)`);
    } finally {
      empty.remove();
    }
  });

  it('runs as `tsx server/replay/cli.ts` with the exit codes', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const tsx = join(root, 'node_modules/.bin/tsx');
    const run = promisify(execFile);
    const ok = await run(tsx, ['server/replay/cli.ts', 'stream', 'user:u_ava_b', '--json', '--db', log.path], { cwd: root });
    expect(ok.stdout.trim().split('\n')).toHaveLength(4);
    const bad = await run(tsx, ['server/replay/cli.ts', 'bogus'], { cwd: root }).catch((error: { code: number; stderr: string }) => error);
    expect(bad).toMatchObject({ code: 2 });
    expect((bad as { stderr: string }).stderr).toContain('usage: npm run replay');
  }, 30_000);
});
