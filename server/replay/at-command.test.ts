import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../demo/demo-school';
import { demoSetupTeachers } from '../demo/seed-demo-teacher-setup';
import { parseLogPoint } from '../explorer/log-point';
import { atCommand } from './at-command';
import { collectingIo, demoLogWithChoices, times, type DemoLog } from './replay-test-fixture';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
});
afterAll(() => log.remove());

function snapshot(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return {
      editions: db.prepare('SELECT user_id, edition FROM edition_choices ORDER BY user_id').all(),
      users: (db.prepare('SELECT COUNT(*) AS n FROM directory_users').get() as { n: number }).n,
      info: db.prepare('SELECT position, at FROM snapshot_info').get(),
    };
  } finally {
    db.close();
  }
}

describe('replay at', () => {
  it('writes the projections as they were at an earlier position', () => {
    const io = collectingIo();
    const outPath = join(log.dir, 'at-canada.db');
    expect(atCommand({ dbPath: log.path, point: { position: log.positions.avaChoosesCanada }, outPath, force: false }, io)).toBe(0);
    const earlier = snapshot(outPath);
    expect(earlier.editions).toEqual([{ user_id: 'u_ava_b', edition: 'CA' }]);
    expect(earlier.info).toEqual({ position: log.positions.avaChoosesCanada, at: times.avaChoosesCanada });
    expect(io.stdout[0]).toContain(`at position ${log.positions.avaChoosesCanada} of ${log.positions.noahChoosesAustralia}`);
    expect(io.stdout.some((line) => /edition_choices\s+1 row$/.test(line))).toBe(true);

    const latest = join(log.dir, 'at-latest.db');
    expect(atCommand({ dbPath: log.path, point: { position: log.positions.noahChoosesAustralia }, outPath: latest, force: false }, collectingIo())).toBe(0);
    expect(snapshot(latest).editions).toEqual([
      { user_id: 'u_ava_b', edition: 'UK' },
      { user_id: 'u_noah_c', edition: 'AU' },
    ]);
  });

  it('has fewer directory rows part-way through the seed', () => {
    const full = join(log.dir, 'seeded.db');
    const partial = join(log.dir, 'early.db');
    atCommand({ dbPath: log.path, point: { position: log.positions.seeded }, outPath: full, force: false }, collectingIo());
    atCommand({ dbPath: log.path, point: { position: 20 }, outPath: partial, force: false }, collectingIo());
    expect(snapshot(full).users).toBe(demoUsers.length + demoSetupTeachers.length);
    expect(snapshot(partial).users).toBeGreaterThan(0);
    expect(snapshot(partial).users).toBeLessThan(snapshot(full).users);
    expect(snapshot(full).editions).toEqual([]);
  });

  it('resolves an ISO time to the last event at or before it', () => {
    const between = join(log.dir, 'half-past-nine.db');
    const point = parseLogPoint('2025-03-03T09:30:00Z');
    expect(point).toEqual({ time: '2025-03-03T09:30:00.000Z' });
    expect(atCommand({ dbPath: log.path, point: point!, outPath: between, force: false }, collectingIo())).toBe(0);
    expect(snapshot(between).editions).toEqual([{ user_id: 'u_ava_b', edition: 'CA' }]);
    expect(snapshot(between).info).toMatchObject({ position: log.positions.avaChoosesCanada });

    const exact = join(log.dir, 'ten.db');
    atCommand({ dbPath: log.path, point: { time: times.avaChoosesUk }, outPath: exact, force: false }, collectingIo());
    expect(snapshot(exact).info).toMatchObject({ position: log.positions.noahChoosesAustralia });

    const before = join(log.dir, 'before.db');
    const io = collectingIo();
    atCommand({ dbPath: log.path, point: { time: '2025-03-03T07:00:00.000Z' }, outPath: before, force: false }, io);
    expect(snapshot(before)).toMatchObject({ users: 0, editions: [], info: { position: 0, at: null } });
    expect(io.stdout[0]).toContain('before the first event');
  });

  it('refuses to overwrite an existing file unless forced', () => {
    const outPath = join(log.dir, 'taken.db');
    writeFileSync(outPath, 'not a database');
    const io = collectingIo();
    expect(atCommand({ dbPath: log.path, point: { position: 5 }, outPath, force: false }, io)).toBe(1);
    expect(io.stderr.join('\n')).toContain('--force');
    expect(atCommand({ dbPath: log.path, point: { position: 5 }, outPath, force: true }, collectingIo())).toBe(0);
    expect(snapshot(outPath).info).toMatchObject({ position: 5 });
    expect(existsSync(`${outPath}.partial`)).toBe(false);
  });

  it('never writes over the log itself, even with --force', () => {
    const io = collectingIo();
    expect(atCommand({ dbPath: log.path, point: { position: 5 }, outPath: log.path, force: true }, io)).toBe(1);
    expect(io.stderr).toEqual([`--out ${log.path} is the log itself`]);
  });

  it('parses positions and ISO times, and nothing else', () => {
    expect(parseLogPoint('812')).toEqual({ position: 812 });
    expect(parseLogPoint('2025-03-03')).toEqual({ time: '2025-03-03T00:00:00.000Z' });
    expect(parseLogPoint('yesterday')).toBeNull();
    expect(parseLogPoint('-4')).toBeNull();
    expect(parseLogPoint('2025-13-45')).toBeNull();
  });
});
