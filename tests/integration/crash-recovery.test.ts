import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allEventDefinitions, allProjections } from '../../server/features/all-features';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase } from '../../events/log/log-database';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import { dumpProjection, ProjectionRunner, replayInto, resetProjection } from '../../projections/runner';
import { ServerProcess } from '../support/server-process';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir();
const server = new ServerProcess(dir.path);
afterAll(async () => {
  await server.stop();
  server.killLeftovers();
  dir.remove();
});

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password: 'classroom', rememberUser: true }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return /lc_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')![0];
}

describe('a crash (SIGKILL) during a burst of group-committed commands', () => {
  it('keeps every command that got a 2xx, and every projection rebuilds to the live rows', async () => {
    const url = await server.start();
    const users = ['ava.b', 'noah.c', 'mia.d', 'leo.k', 'ms.rivera', 'mr.okafor'];
    const cookies = await Promise.all(users.map((username) => signIn(url, username)));

    const acknowledged: string[] = [];
    let sent = 0;
    let crashed = false;
    const editions = ['CA', 'UK', 'AU', 'US'] as const;
    const worker = async (index: number) => {
      const cookie = cookies[index]!;
      for (let n = 0; !crashed; n++) {
        const correlationId = `burst-${index}-${n}`;
        sent++;
        try {
          const response = await fetch(`${url}/edition-picker/select`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url, cookie, 'x-correlation-id': correlationId },
            body: JSON.stringify({ editionConstant: editions[n % editions.length] }),
          });
          if (response.ok) acknowledged.push(correlationId);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = cookies.map((_, index) => worker(index));
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.crash();
    crashed = true;
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(acknowledged.length);

    // The crashed server's nats-server is still running: the restart must stop it and start its own.
    const restarted = await server.start();
    expect(restarted).toMatch(/^http:/);
    const health = await (await fetch(`${restarted}/healthz`)).json();
    expect(health.ok).toBe(true);
    await server.stop();

    const db = openLogDatabase(join(dir.path, 'log.db'));
    const logged = new Set(
      (db.prepare("SELECT correlation_id AS id FROM events WHERE type = 'EditionChosen'").all() as { id: string }[]).map((row) => row.id),
    );
    const lost = acknowledged.filter((id) => !logged.has(id));
    expect(lost).toEqual([]);
    expect(health.log).toBe((db.prepare('SELECT MAX(position) AS p FROM events').get() as { p: number }).p);

    const store = new SqliteEventStore(db, { registry: new EventRegistry(allEventDefinitions) });
    // The async read models as a read sees them: caught up from their checkpoints (a crash may leave them behind the log).
    const runner = new ProjectionRunner(db, allProjections);
    runner.start(store);
    runner.stop();
    const rebuilt = openLogDatabase(':memory:');
    for (const projection of allProjections) resetProjection(rebuilt, projection);
    replayInto(rebuilt, (from, limit) => store.readAll(from, limit), allProjections);
    for (const projection of allProjections) {
      expect(dumpProjection(rebuilt, projection), projection.name).toEqual(dumpProjection(db, projection));
    }
    db.close();
  });
});
