import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { publishCatalogue } from '../../server/catalogue/publish-catalogue';
import { seedDemoPractice } from '../../server/demo/seed-demo-practice';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog, type EventLog } from '../../server/event-log';
import { questionKeys } from '../../server/practice/question-keys';
import type { RealtimeAccess } from '../../server/nats/realtime-access';
import { makeTempDir } from './temp-dir';

export const ORIGIN = 'http://localhost';

/** The tests' fixed key for signing search tracking ids (server/auth/signed-tracking-ids.ts). */
export const TEST_TRACKING_KEY = Buffer.from('live-classroom test tracking key, 32+ bytes');

/** A movable clock for tests. */
export function testClock(start = '2026-11-02T08:00:00.000Z') {
  let now = new Date(start).getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/**
 * The real app over a real SQLite file with the demo school seeded, driven with
 * `app.request` (no socket). Give `realtime` to reach a real NATS (or a stub).
 * Give `from` (a file written by `snapshot`) to start from a copy of that log
 * instead: its state, sessions included, without seeding or hashing again.
 */
export async function startTestApp(
  options: { realtime?: RealtimeAccess | null; start?: Date; catalogue?: boolean; from?: string; /** Grade 4 Room 12's demo practice history (publishes the catalogue too; ~1.5 s). */ practiceHistory?: boolean } = {},
) {
  const dir = makeTempDir();
  const clock = testClock(options.start?.toISOString());
  const path = join(dir.path, 'log.db');
  if (options.from) copyFileSync(options.from, path);
  const log: EventLog = openEventLog({ path, clock });
  await seedDemoSchool(log);
  if (options.catalogue || options.practiceHistory) await publishCatalogue(log);
  if (options.practiceHistory) await seedDemoPractice(log, { keys: questionKeys(TEST_TRACKING_KEY), seedTime: clock() });
  const app = buildApp({ log, realtime: options.realtime ?? null, clock, trackingKey: TEST_TRACKING_KEY });

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    return app.request(`${ORIGIN}${path}`, { ...init, headers });
  };
  const postJson = (path: string, body: unknown, init: RequestInit & { cookie?: string } = {}) =>
    request(path, { ...init, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...init.headers } });

  /** Signs in and returns the `cookie` header value to send back. */
  const signIn = async (username: string, password = 'classroom', rememberUser = false) => {
    const response = await postJson('/signin', { username, password, rememberUser });
    if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
    return sessionCookieOf(response);
  };

  return {
    app,
    log,
    clock,
    request,
    postJson,
    signIn,
    /** Writes a consistent copy of the log file to `file` (to start other apps from with `from`). */
    snapshot(file: string) {
      log.db.prepare('VACUUM INTO ?').run(file);
    },
    close() {
      log.close();
      dir.remove();
    },
  };
}

export function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  const match = /lc_session=([^;]*)/.exec(setCookie);
  if (!match) throw new Error('no session cookie');
  return `lc_session=${match[1]}`;
}
