import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startMailCatcher } from '../../server/mail/start-mail-catcher.mjs';
import { makeTempDir } from '../support/temp-dir';

// The tests start many servers at once, each on a port probed free a moment before: another may take
// it first, and MailDev then stops while starting (a CI run saw it). The start is tried again on new ports.

const dir = makeTempDir('mail-catcher-start-');
const held: Server[] = [];
afterAll(async () => {
  await Promise.all(held.map((server) => new Promise((done) => server.close(done))));
  dir.remove();
});

/** A port some other process holds: listened on here. */
async function takenPort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('starting MailDev', () => {
  it('starts again on new ports when its first SMTP port was taken before it bound it (the taken port handed in by a fake picker)', async () => {
    const taken = await takenPort();
    const picks: number[] = [];
    const pickPort = async () => {
      const port = picks.length === 0 ? taken : await freePort();
      picks.push(port);
      return port;
    };
    const catcher = await startMailCatcher({ directory: join(dir.path, 'maildev'), pickPort });
    try {
      expect(picks[0]).toBe(taken);
      expect(picks.length).toBe(4);
      expect(catcher.smtpPort).not.toBe(taken);
      expect((await fetch(`${catcher.inboxUrl}/api/email`)).ok).toBe(true);
    } finally {
      await catcher.stop();
    }
  }, 120_000);

  it('gives up after three starts that all stop at once, saying so (every SMTP port handed in taken)', async () => {
    const taken = await takenPort();
    let picked = 0;
    // Each start picks its SMTP port, then its web port.
    const pickPort = async () => {
      picked += 1;
      return picked % 2 === 1 ? taken : freePort();
    };
    await expect(startMailCatcher({ directory: join(dir.path, 'maildev-never'), pickPort })).rejects.toThrow(/MailDev stopped while starting/);
    expect(picked).toBe(6);
  }, 120_000);
});
