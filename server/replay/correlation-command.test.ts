import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../events/log/log-database';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import { EventRegistry } from '../../events/log/event-schemas';
import { allEventDefinitions } from '../features/all-features';
import { pushRecorder } from '../explorer/push-records';
import { correlationCommand } from './correlation-command';
import { runReplay } from './replay-command-line';
import { collectingIo, demoLogWithChoices, times, type DemoLog } from './replay-test-fixture';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
  // As the relay's onPushed would: Ava's UK choice produced two pushes.
  const db = openLogDatabase(log.path);
  try {
    const [chosen] = new SqliteEventStore(db, { registry: new EventRegistry(allEventDefinitions) }).readAll(log.positions.avaChoosesUk - 1, 1);
    const recorder = pushRecorder(db);
    recorder.record(chosen!, [
      { subject: 'push.user.u_ava_b', payload: { event: 'EDITION_CHOSEN' } },
      { subject: 'push.user.u_ava_b.teacher', payload: { event: 'EDITION_SEEN' } },
    ]);
    recorder.flush();
  } finally {
    db.close();
  }
});
afterAll(() => log.remove());

describe('replay correlation', () => {
  it("prints a request's events, each with the pushes recorded for it", () => {
    const io = collectingIo();
    expect(correlationCommand({ dbPath: log.path, correlationId: 'choose-UK', json: false }, io)).toBe(0);
    const [header, event, ...rest] = io.stdout;
    expect(header).toMatch(/^position\s+at\s+stream\s+type\s+actor\s+data$/);
    expect(event).toContain(`${log.positions.avaChoosesUk}  ${times.avaChoosesUk}  user:u_ava_b`);
    expect(event).toContain('EditionChosen');
    expect(rest).toEqual(['         → push.user.u_ava_b  EDITION_CHOSEN', '         → push.user.u_ava_b.teacher  EDITION_SEEN', '1 event, 2 pushes recorded']);
  });

  it('prints JSON lines with the pushes under --json', () => {
    const io = collectingIo();
    expect(correlationCommand({ dbPath: log.path, correlationId: 'choose-AU', json: true }, io)).toBe(0);
    expect(io.stdout.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ position: log.positions.noahChoosesAustralia, type: 'EditionChosen', correlationId: 'choose-AU', pushes: [], data: { userId: 'u_noah_c', edition: 'AU', previous: 'US' } }),
    ]);
  });

  it('prints hashes as [hash] (the seed sets passwords)', () => {
    const io = collectingIo();
    expect(correlationCommand({ dbPath: log.path, correlationId: 'demo-school-seed', json: false }, io)).toBe(0);
    const passwords = io.stdout.filter((line) => line.includes('PasswordSet'));
    expect(passwords.length).toBeGreaterThan(10);
    for (const line of passwords) expect(line).toContain('"passwordHash":"[hash]"');
    expect(io.stdout.join('\n')).not.toContain('$argon2id$');
  });

  it('fails (exit 1) for an id no event carries', () => {
    const io = collectingIo();
    expect(correlationCommand({ dbPath: log.path, correlationId: 'nobody-asked', json: false }, io)).toBe(1);
    expect(io.stderr).toEqual(['no events with correlation id nobody-asked']);
  });

  it('runs from the command line, and wants exactly one id', async () => {
    const io = collectingIo();
    expect(await runReplay(['correlation', 'choose-CA', '--db', log.path], io)).toBe(0);
    expect(io.stdout.at(-1)).toBe('1 event, 0 pushes recorded');
    expect(await runReplay(['correlation'], collectingIo())).toBe(2);
    expect(await runReplay(['correlation', 'a', 'b'], collectingIo())).toBe(2);
  });
});
