import { join } from 'node:path';
import { Hono } from 'hono';
import { buildApp } from '../../server/app';
import { demoClasses, DEMO_PASSWORD } from '../../server/demo/demo-school';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog } from '../../server/event-log';
import { makeTempDir } from '../support/temp-dir';
import type { Bench, BenchContext, BenchReport, BenchRow } from './bench-definition';
import { serveOnFreePort } from './bench-server';
import { driveLoad } from './load-driver';
import type { LoadLane, LoadResult } from './load-plan';
import { summarizeLatencies } from './percentiles';

// One signed-in command route over real HTTP: POST /edition-picker/select on the
// real app (openEventLog on a temp dir, the demo school), each request appending
// one EditionChosen. Floor: a bare Hono route served and driven the same way.

const CONCURRENCY = 32;

async function signIn(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, rememberUser: false }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lc_session='));
  if (!response.ok || !session) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0]!;
}

function summary(load: LoadResult) {
  return { throughput: load.requests / load.seconds, ...summarizeLatencies(load.latenciesMs) };
}

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const total = Math.round(5_000 * scale);
  const warmup = Math.max(500, Math.round(total / 5));
  const temp = makeTempDir('bench-http-');
  const log = openEventLog({ path: join(temp.path, 'log.db'), synchronous: 'NORMAL' });
  try {
    await seedDemoSchool(log);
    const students = demoClasses.flatMap((demoClass) => demoClass.students).slice(0, CONCURRENCY);
    if (students.length < CONCURRENCY) throw new Error(`only ${students.length} demo students for ${CONCURRENCY} lanes`);

    const app = await serveOnFreePort(buildApp({ log, realtime: null }).fetch);
    let command: LoadResult;
    let appended: number;
    try {
      say(`signing in ${students.length} demo students`);
      const cookies = await Promise.all(students.map((username) => signIn(app.origin, username)));
      // One user per lane, so no two requests of a user race; starting from the seeded
      // US, alternating CA/US makes every request a change: one event each.
      const lanes: LoadLane[] = cookies.map((cookie) => ({
        headers: { 'content-type': 'application/json', origin: app.origin, cookie },
        bodies: [JSON.stringify({ editionConstant: 'CA' }), JSON.stringify({ editionConstant: 'US' })],
      }));
      say(`POST /edition-picker/select: ${total} requests, ${CONCURRENCY} concurrent`);
      const before = log.store.lastPosition();
      command = await driveLoad({ url: `${app.origin}/edition-picker/select`, method: 'POST', lanes, warmup, total });
      appended = log.store.lastPosition() - before;
    } finally {
      await app.close();
    }

    const bareApp = new Hono();
    bareApp.post('/x', (c) => c.json({ ok: true }));
    const bare = await serveOnFreePort(bareApp.fetch);
    let floor: LoadResult;
    try {
      say(`bare Hono route: ${total} requests, ${CONCURRENCY} concurrent`);
      const lanes: LoadLane[] = Array.from({ length: CONCURRENCY }, () => ({
        headers: { 'content-type': 'application/json', origin: bare.origin },
        bodies: [JSON.stringify({ editionConstant: 'CA' }), JSON.stringify({ editionConstant: 'US' })],
      }));
      floor = await driveLoad({ url: `${bare.origin}/x`, method: 'POST', lanes, warmup, total });
    } finally {
      await bare.close();
    }

    const measured = summary(command);
    const base = summary(floor);
    const floorName = 'bare Hono POST route, same server & client';
    const latencyRow = (name: string, key: 'p50' | 'p99'): BenchRow => ({
      name: `POST /edition-picker/select ${name}`,
      result: { value: measured[key], unit: 'ms' },
      floor: { name: floorName, value: base[key], unit: 'ms' },
      better: 'lower',
    });
    const expected = total + warmup;
    return {
      rows: [
        {
          name: 'POST /edition-picker/select (1 event each)',
          result: { value: measured.throughput, unit: 'req/s' },
          floor: { name: floorName, value: base.throughput, unit: 'req/s' },
          better: 'higher',
        },
        latencyRow('p50 latency', 'p50'),
        latencyRow('p99 latency', 'p99'),
      ],
      notes: [
        `${total} measured requests (+${warmup} warm-up), ${CONCURRENCY} keep-alive connections (closed loop), one signed-in student each; ` +
          `client: node:http keep-alive agent in a worker thread; server: @hono/node-server on the main thread`,
        `log grew by ${appended} events for ${expected} requests${appended === expected ? '' : ' (MISMATCH)'}; ` +
          `failures: ${command.failures}${command.firstFailure ? ` (first: ${command.firstFailure})` : ''}; floor failures: ${floor.failures}`,
        `each student's stream (user:<id>) ends ${2 + Math.ceil(expected / CONCURRENCY)} events long; the command folds only the events after its cached state`,
        `command latency ms: p50 ${measured.p50.toFixed(2)}, p90 ${measured.p90.toFixed(2)}, p99 ${measured.p99.toFixed(2)}, max ${measured.max.toFixed(2)}`,
      ],
    };
  } finally {
    log.close();
    temp.remove();
  }
}

export const httpCommandBench: Bench = { name: 'http-command', run };
