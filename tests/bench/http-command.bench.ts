import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { buildApp } from '../../server/app';
import { openEventLog } from '../../server/event-log';
import { makeTempDir } from '../support/temp-dir';
import { ratioAtLeast, type Bench, type BenchContext, type BenchReport, type BenchRow } from './bench-definition';
import { formBody, signInOverHttp } from './bench-http';
import { serveOnFreePort } from './bench-server';
import { prepareFanoutSchool } from './fanout-school';
import { driveLoad } from './load-driver';
import type { LoadLane, LoadResult } from './load-plan';
import { summarizeLatencies } from './percentiles';

// One signed-in command route over real HTTP (issue 26 item 6): POST
// /liveMessage/acknowledgeMessage on the real app (openEventLog on a temp dir, the
// demo school plus one class of 24 students taught by ms.rivera), 24 students of
// that class, one keep-alive connection each, acknowledging the messages the
// teacher sent to the class; each request appends one LiveMessageAcknowledged.
// Floor: a bare Hono route served and driven the same way.
//
// The route has no per-user write limit (server/http/public-write-limits.ts: a
// student acknowledges what their teacher sent them), unlike POST
// /edition-picker/select, which this bench drove before and whose 120 choices an
// hour per user answered 2,160 of 6,000 requests 429 (issue 26 item 7). Any
// answer other than 2xx fails the bench: a ratio over refused requests means nothing.

const STUDENTS = 24;
/** Messages the teacher sends to the class before the load: each student cycles the responses over them. */
const MESSAGES = 4;
const RESPONSES = ['GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO'] as const;
const ROUTE = '/liveMessage/acknowledgeMessage';

function summary(load: LoadResult) {
  return { throughput: load.requests / load.seconds, ...summarizeLatencies(load.latenciesMs) };
}

function countAcknowledgements(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM events WHERE type = 'LiveMessageAcknowledged'`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Throws when any request of the load was not answered 2xx. */
function assertAllAnswered(what: string, load: LoadResult, sent: number): void {
  if (load.failures > 0) {
    throw new Error(`${what}: ${load.failures} of ${sent} requests were not answered 2xx (first: ${load.firstFailure}); the ratio would mean nothing`);
  }
}

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const total = Math.round(5_000 * scale);
  const warmup = Math.max(500, Math.round(total / 5));
  const temp = makeTempDir('bench-http-');
  const logPath = join(temp.path, 'log.db');
  try {
    say(`seeding the demo school and a class of ${STUDENTS} bench students`);
    const school = await prepareFanoutSchool(temp.path, STUDENTS);
    if (school.classIds.length !== 1) throw new Error(`expected one class of ${STUDENTS}, got ${school.classIds.length}`);
    const classId = school.classIds[0]!;

    const log = openEventLog({ path: logPath, synchronous: 'NORMAL' });
    let command: LoadResult;
    let acknowledged: number;
    let lanes: LoadLane[];
    try {
      const app = await serveOnFreePort(buildApp({ log, realtime: null }).fetch);
      try {
        say(`ms.rivera sends ${MESSAGES} live messages to ${classId}; ${STUDENTS} students sign in`);
        const teacherCookie = await signInOverHttp(app.origin, school.teacherUsername);
        for (let message = 1; message <= MESSAGES; message++) {
          const response = await fetch(`${app.origin}/liveMessage/sendMessage`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: app.origin, cookie: teacherCookie },
            body: JSON.stringify({ message: `<p>Message ${message}: open your workbook to page ${message + 10}.</p>`, classId }),
          });
          if (!response.ok) throw new Error(`sendMessage answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
        }
        lanes = [];
        for (const student of school.students) {
          const cookie = await signInOverHttp(app.origin, student.username);
          const feed = await fetch(`${app.origin}/liveMessage/fetchMessages`, { headers: { cookie } });
          if (!feed.ok) throw new Error(`fetchMessages answered ${feed.status}: ${(await feed.text()).slice(0, 300)}`);
          const messageIds = ((await feed.json()) as { messages: { messageId: string }[] }).messages.map((message) => message.messageId);
          if (messageIds.length !== MESSAGES) throw new Error(`${student.username} has ${messageIds.length} messages, not ${MESSAGES}`);
          // One student per lane, so a student's requests are ordered; a response for each message in turn, then the
          // next response: every request changes an acknowledgement, so each appends one event.
          lanes.push({
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.origin, cookie },
            bodies: RESPONSES.flatMap((response) => messageIds.map((messageId) => formBody({ messageId, response }))),
          });
        }

        say(`POST ${ROUTE}: ${total} requests (+${warmup} warm-up), ${lanes.length} concurrent`);
        const before = countAcknowledgements(logPath);
        command = await driveLoad({ url: `${app.origin}${ROUTE}`, method: 'POST', lanes, warmup, total });
        acknowledged = countAcknowledgements(logPath) - before;
      } finally {
        await app.close();
      }
    } finally {
      await log.close();
    }
    assertAllAnswered(`POST ${ROUTE}`, command, total + warmup);

    const bareApp = new Hono();
    bareApp.post('/x', (c) => c.json({ ok: true }));
    const bare = await serveOnFreePort(bareApp.fetch);
    let floor: LoadResult;
    try {
      say(`bare Hono route: ${total} requests (+${warmup} warm-up), ${lanes.length} concurrent`);
      floor = await driveLoad({
        url: `${bare.origin}/x`,
        method: 'POST',
        lanes: lanes.map((lane) => ({ ...lane, headers: { ...lane.headers, origin: bare.origin } })),
        warmup,
        total,
      });
    } finally {
      await bare.close();
    }
    assertAllAnswered('bare Hono route', floor, total + warmup);

    const measured = summary(command);
    const base = summary(floor);
    const floorName = 'bare Hono POST route, same server & client';
    const name = `POST acknowledgeMessage, ${lanes.length} students of 1 class`;
    const latencyRow = (key: 'p50' | 'p99'): BenchRow => ({
      name: `${name}, ${key} latency`,
      result: { value: measured[key], unit: 'ms' },
      floor: { name: floorName, value: base[key], unit: 'ms' },
      better: 'lower',
    });
    const expected = total + warmup;
    return {
      rows: [
        {
          name: `${name} (1 event each)`,
          result: { value: measured.throughput, unit: 'acks/s' },
          floor: { name: floorName, value: base.throughput, unit: 'req/s' },
          better: 'higher',
          goal: ratioAtLeast(0.5),
        },
        latencyRow('p50'),
        latencyRow('p99'),
      ],
      notes: [
        `${total} measured requests (+${warmup} warm-up), ${lanes.length} keep-alive connections (closed loop), one signed-in student of ${classId} each, ` +
          `acknowledging the ${MESSAGES} messages ms.rivera sent to the class (responses cycled, so every request is a change); ` +
          `client: node:http keep-alive agent in a worker thread; server: buildApp on @hono/node-server on the bench main thread (no NATS: realtime null)`,
        `every request answered 2xx (the bench throws otherwise); log grew by ${acknowledged} LiveMessageAcknowledged for ${expected} requests` +
          `${acknowledged === expected ? '' : ' (MISMATCH)'}`,
        `acknowledgeMessage latency ms: p50 ${measured.p50.toFixed(2)}, p90 ${measured.p90.toFixed(2)}, p99 ${measured.p99.toFixed(2)}, max ${measured.max.toFixed(2)}; ` +
          `floor p50 ${base.p50.toFixed(2)}, p99 ${base.p99.toFixed(2)}`,
      ],
    };
  } finally {
    temp.remove();
  }
}

export const httpCommandBench: Bench = { name: 'http-command', run };
