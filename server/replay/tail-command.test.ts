import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingIo, demoLogWithChoices, type DemoLog } from './replay-test-fixture';
import { tailCommand } from './tail-command';

let log: DemoLog;
beforeAll(async () => {
  log = await demoLogWithChoices();
});
afterAll(() => log.remove());

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('replay tail', () => {
  it('follows events appended after it started, until interrupted', async () => {
    const interrupt = new AbortController();
    const io = collectingIo({ interrupt: interrupt.signal });
    const tailing = tailCommand({ dbPath: log.path, json: false, pollMs: 10 }, io);
    await until(() => io.stdout.length === 1);
    expect(io.stdout[0]).toMatch(/^position\s+at\s+stream\s+type\s+actor\s+data$/);

    const first = await log.choose('u_mia_d', 'IL');
    await until(() => io.stdout.length === 2);
    const second = await log.choose('u_mia_d', 'US');
    await until(() => io.stdout.length === 3);
    interrupt.abort();
    expect(await tailing).toBe(0);

    expect(io.stdout[1]).toMatch(new RegExp(`^\\s*${first}\\s+\\S+\\s+user:u_mia_d\\s+EditionChosen\\s+u_mia_d\\s+\\{"userId":"u_mia_d","edition":"IL"`));
    expect(io.stdout[2]).toContain(`${second}  `);
    expect(io.stdout[2]).toContain('"edition":"US","previous":"IL"');
  });

  it('starts at --from and prints JSON lines with --json', async () => {
    const interrupt = new AbortController();
    const io = collectingIo({ interrupt: interrupt.signal });
    const from = log.positions.avaChoosesUk;
    const tailing = tailCommand({ dbPath: log.path, from, json: true, pollMs: 10 }, io);
    await until(() => io.stdout.length >= 2);
    interrupt.abort();
    expect(await tailing).toBe(0);
    const events = io.stdout.map((line) => JSON.parse(line) as { position: number; streamId: string });
    expect(events[0]).toMatchObject({ position: from, streamId: 'user:u_ava_b' });
    expect(events[1]).toMatchObject({ position: from + 1, streamId: 'user:u_noah_c' });
  });
});
