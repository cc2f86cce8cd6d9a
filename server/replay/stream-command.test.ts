import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingIo, demoLogWithChoices, times, type DemoLog } from './replay-test-fixture';
import { streamCommand } from './stream-command';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
});
afterAll(() => log.remove());

describe('replay stream', () => {
  it("prints a stream's timeline as a table", () => {
    const io = collectingIo();
    expect(streamCommand({ dbPath: log.path, streamId: 'user:u_ava_b', json: false }, io)).toBe(0);
    const [header, ...rows] = io.stdout;
    expect(header).toMatch(/^position\s+at\s+type\s+actor\s+data$/);
    expect(rows.map((row) => row.trim().split(/\s{2,}/)[2])).toEqual(['UserRegistered', 'PasswordSet', 'EditionChosen', 'EditionChosen']);
    expect(rows[2]).toBe(
      `${String(log.positions.avaChoosesCanada).padStart(8)}  ${times.avaChoosesCanada}  EditionChosen   u_ava_b             {"userId":"u_ava_b","edition":"CA","previous":"US"}`,
    );
    const positions = rows.map((row) => Number(row.trim().split(/\s+/)[0]));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('prints JSON lines with --json', () => {
    const io = collectingIo();
    expect(streamCommand({ dbPath: log.path, streamId: 'user:u_ava_b', json: true }, io)).toBe(0);
    const events = io.stdout.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({
      position: log.positions.avaChoosesUk,
      at: times.avaChoosesUk,
      streamId: 'user:u_ava_b',
      version: 4,
      type: 'EditionChosen',
      actor: 'u_ava_b',
      data: { userId: 'u_ava_b', edition: 'UK', previous: 'CA' },
    });
  });

  it('prints credential hashes as [hash], in the table and in JSON lines', () => {
    for (const json of [false, true]) {
      const io = collectingIo();
      streamCommand({ dbPath: log.path, streamId: 'user:u_ava_b', json }, io);
      const passwordLine = io.stdout.find((line) => line.includes('PasswordSet'))!;
      expect(passwordLine).toContain('"passwordHash":"[hash]"');
      expect(passwordLine).not.toContain('$argon2id$');
    }
  });

  it('says so when the stream has no events', () => {
    const io = collectingIo();
    expect(streamCommand({ dbPath: log.path, streamId: 'user:nobody', json: false }, io)).toBe(1);
    expect(io.stderr).toEqual(['no events in stream user:nobody']);
  });
});
