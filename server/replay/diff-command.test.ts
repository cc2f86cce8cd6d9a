import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffCommand } from './diff-command';
import { runReplay } from './replay-command-line';
import { collectingIo, demoLogWithChoices, times, type DemoLog } from './replay-test-fixture';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
});
afterAll(() => log.remove());

const row = (userId: string, edition: string, at: string) => JSON.stringify({ user_id: userId, edition, chosen_at: at });

describe('replay diff', () => {
  it('prints the rows a read model gained between two positions', () => {
    const io = collectingIo();
    expect(diffCommand({ dbPath: log.path, before: { position: log.positions.seeded }, after: { position: log.positions.noahChoosesAustralia }, projection: 'edition-picker' }, io)).toBe(0);
    expect(io.stdout).toEqual([
      `edition-picker from position ${log.positions.seeded} to ${log.positions.noahChoosesAustralia}`,
      'edition_choices: 2 added, 0 removed, 0 unchanged',
      `  + ${row('u_ava_b', 'UK', times.avaChoosesUk)}`,
      `  + ${row('u_noah_c', 'AU', times.noahChoosesAustralia)}`,
    ]);
  });

  it('shows a changed row as removed and added, and the unchanged ones as a count', () => {
    const io = collectingIo();
    diffCommand({ dbPath: log.path, before: { position: log.positions.avaChoosesCanada }, after: { time: times.avaChoosesUk }, projection: 'edition-picker' }, io);
    expect(io.stdout.slice(1)).toEqual([
      'edition_choices: 2 added, 1 removed, 0 unchanged',
      `  - ${row('u_ava_b', 'CA', times.avaChoosesCanada)}`,
      `  + ${row('u_ava_b', 'UK', times.avaChoosesUk)}`,
      `  + ${row('u_noah_c', 'AU', times.noahChoosesAustralia)}`,
    ]);
  });

  it('says so when nothing changed', () => {
    const io = collectingIo();
    diffCommand({ dbPath: log.path, before: { position: 5 }, after: { position: 5 }, projection: 'live-messages' }, io);
    expect(io.stdout.at(-1)).toBe('no change');
  });

  it('refuses an unknown read model (exit 2) and bad points (usage)', async () => {
    const io = collectingIo();
    expect(diffCommand({ dbPath: log.path, before: { position: 1 }, after: { position: 2 }, projection: 'gossip' }, io)).toBe(2);
    expect(io.stderr[0]).toContain('unknown read model gossip; one of: ');
    const bad = collectingIo();
    expect(await runReplay(['diff', 'soon', '3', 'edition-picker', '--db', log.path], bad)).toBe(2);
    expect(bad.stderr[0]).toBe('replay: diff: soon is neither a position nor an ISO time');
    expect(await runReplay(['diff', '1', '2'], collectingIo())).toBe(2);
  });

  it('runs from the command line', async () => {
    const io = collectingIo();
    expect(await runReplay(['diff', String(log.positions.avaChoosesCanada), String(log.positions.avaChoosesUk), 'edition-picker', '--db', log.path], io)).toBe(0);
    expect(io.stdout[1]).toBe('edition_choices: 1 added, 1 removed, 0 unchanged');
  });
});
