import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../features/all-features';
import { dumpProjection } from '../../projections/runner';
import { rebuildCommand } from './rebuild-command';
import { collectingIo, demoLogWithChoices, type DemoLog } from './replay-test-fixture';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
});
afterAll(() => log.remove());

function dumpAll(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return Object.fromEntries(allProjections.map((projection) => [projection.name, dumpProjection(db, projection)]));
  } finally {
    db.close();
  }
}

describe('replay rebuild', () => {
  it('rebuilds every projection into the same rows as the live run', () => {
    const live = dumpAll(log.path);
    expect(live['edition-picker']!.edition_choices).toHaveLength(2);
    const io = collectingIo();
    expect(rebuildCommand({ dbPath: log.path }, io)).toBe(0);
    expect(dumpAll(log.path)).toEqual(live);
    const total = log.positions.noahChoosesAustralia;
    const names = allProjections.map((projection) => projection.name).join(', ');
    expect(io.stdout.at(-1)).toMatch(new RegExp(`^rebuilt ${names}: ${total} events in \\d+\\.\\d+ s \\(\\d+ events/s\\)$`));
  });

  it('rebuilds one projection by name, even from empty tables', () => {
    const live = dumpAll(log.path);
    const db = new Database(log.path);
    db.exec('DELETE FROM edition_choices');
    db.close();
    const io = collectingIo();
    expect(rebuildCommand({ dbPath: log.path, projection: 'edition-picker' }, io)).toBe(0);
    expect(dumpAll(log.path)).toEqual(live);
    expect(io.stdout.at(-1)).toMatch(/^rebuilt edition-picker: \d+ events in/);
  });

  it('names the projections when given an unknown one', () => {
    const io = collectingIo();
    expect(rebuildCommand({ dbPath: log.path, projection: 'nope' }, io)).toBe(2);
    expect(io.stderr[0]).toBe(`unknown projection nope; one of: ${allProjections.map((projection) => projection.name).join(', ')}`);
  });
});
