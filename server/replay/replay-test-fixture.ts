import { join } from 'node:path';
import { editionPicker } from '../../events/edition-picker';
import { handleCommand } from '../../events/log/command-handler';
import { makeTempDir } from '../../tests/support/temp-dir';
import { seedDemoSchool } from '../demo/seed-demo-school';
import { openEventLog } from '../event-log';
import type { ReplayIo } from './replay-io';

// For the replay tests: a real log file holding the demo school, then a few
// edition choices at known times and positions.

export const times = {
  seeded: '2025-03-03T08:00:00.000Z',
  avaChoosesCanada: '2025-03-03T09:00:00.000Z',
  avaChoosesUk: '2025-03-03T10:00:00.000Z',
  noahChoosesAustralia: '2025-03-03T10:00:00.000Z',
};

export interface DemoLog {
  dir: string;
  path: string;
  /** Last position of the seed, and of each choice. */
  positions: { seeded: number; avaChoosesCanada: number; avaChoosesUk: number; noahChoosesAustralia: number };
  /** Appends one more choice (for tail), as the live server would. */
  choose(userId: string, edition: 'US' | 'CA' | 'UK' | 'AU' | 'IL'): Promise<number>;
  remove(): void;
}

export async function demoLogWithChoices(): Promise<DemoLog> {
  const temp = makeTempDir('replay-');
  const path = join(temp.path, 'log.db');
  let now = new Date(times.seeded);
  const choose = async (userId: string, edition: 'US' | 'CA' | 'UK' | 'AU' | 'IL') => {
    const log = openEventLog({ path, clock: () => now });
    try {
      const result = await handleCommand(
        log.store,
        editionPicker,
        `user:${userId}`,
        { type: 'ChooseEdition', data: { userId, edition } },
        { actor: userId, correlationId: `choose-${edition}` },
      );
      return result.append.lastPosition;
    } finally {
      log.close();
    }
  };
  const log = openEventLog({ path, clock: () => now });
  await seedDemoSchool(log);
  const seeded = log.store.lastPosition();
  log.close();
  now = new Date(times.avaChoosesCanada);
  const avaChoosesCanada = await choose('u_ava_b', 'CA');
  now = new Date(times.avaChoosesUk);
  const avaChoosesUk = await choose('u_ava_b', 'UK');
  const noahChoosesAustralia = await choose('u_noah_c', 'AU');
  now = new Date('2025-03-03T11:00:00.000Z');
  return {
    dir: temp.path,
    path,
    positions: { seeded, avaChoosesCanada, avaChoosesUk, noahChoosesAustralia },
    choose,
    remove: temp.remove,
  };
}

export interface CollectedIo extends ReplayIo {
  stdout: string[];
  stderr: string[];
}

/** An io that keeps what commands print; `interrupt` stands in for Ctrl-C. */
export function collectingIo(options: { cwd?: string; env?: NodeJS.ProcessEnv; interrupt?: AbortSignal } = {}): CollectedIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
    terminal: null,
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    interruption: () => options.interrupt ?? new AbortController().signal,
  };
}
