import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import type { Subject } from '../../events/curriculum';
import type { RaceUpdatedPush } from '../../events/games';
import { RACE_PENALTY_MS } from '../../events/games/raceway-contract';
import { raceQuestion } from '../../events/games/raceway-questions';
import { userSubjects } from '../../events/log/push';
import type { PracticeSkill } from '../../events/practice/question-engine';
import { RACE_UPDATED_WINDOW_MS } from '../../server/games/raceway-push';
import { CSRF_HEADER } from '../../server/http/csrf-header';
import { loadOrCreateNatsKeys } from '../../server/nats/nats-keys';
import { nativeSigningKeyPair } from '../../server/nats/fast-nkeys';
import { mintUserToken } from '../../server/nats/user-token';
import { ServerProcess } from '../support/server-process';
import { makeTempDir } from '../support/temp-dir';
import { resultAtMost, type Bench, type BenchContext, type BenchReport, type BenchRow } from './bench-definition';
import { KeepAliveHttp } from './bench-http';
import { readNatsEndpoints } from './nats-endpoints';
import { summarizeLatencies, type LatencySummary } from './percentiles';
import { epochNow } from './push-client-group';
import { connectPushClients, type PushClients } from './push-clients';
import { prepareSameQuestionSchool, type SameQuestionClass } from './same-question-school';
import { stopServer } from './stop-server';

// Issue 28 (docs/games.md, Performance): 30 class races of 30 students at once (900
// cars, RACEWAY_BENCH_RACES to change), every student answering every 2 s until they
// cross the line (30 questions; about one answer in ten wrong, which holds the racer
// 3 s: a held student skips their ticks). The race ends by itself once everyone is
// over, so the bench measures every answer of every race, from the first to the last.
// The real server runs as a child process (server/main.ts, its own nats-server); every
// participant (a teacher and 30 racers per race) is a browser: one NATS WebSocket each
// with their own bearer JWT on push.user.<id>.room, held in 2 worker threads
// (push-clients.ts, `listen: 'race-positions'`), which stamp every RACE_UPDATED /
// RACE_FINISHED that moves a car forward on that screen and count any that moves one back.
// Students answer from this thread, a keep-alive connection each.
//
// Latency, per right answer and per participant of its race: the arrival of the first
// push showing that racer at (or past) the answer's new position − the moment the
// answer's HTTP reply arrived (it can be negative: the push may beat the reply).
// Floor, interleaved with the racing every 2 s, same clients: the service user publishes
// the same fan-out (one RACE_UPDATED with every racer's position to each participant of
// each race, for stand-in races) back to back from this process; arrival − the moment
// publishing started. Lost: a participant that never saw a racer's final position.

const STUDENTS_PER_RACE = 30;
const QUESTIONS = 30;
const CADENCE_MS = 2_000;
const WRONG_SHARE = 0.1;
const FLOOR_EVERY_MS = 2_000;
const SETTLE_MS = 3_000;
const RACE_DEADLINE_MS = 240_000;
const CONNECT_BATCH = 50;
const THREADS = 2;
const FLOOR_RACE_PREFIX = 'floor';

const ms = (value: number) => `${value.toFixed(2)} ms`;
const describe = (summary: LatencySummary, what: string) =>
  `p50 ${ms(summary.p50)}, p90 ${ms(summary.p90)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} (${summary.count} ${what})`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, millis)));
const headers = (cookie: string) => ({ 'content-type': 'application/json', cookie, [CSRF_HEADER]: '1' });

interface Race {
  raceId: string;
  room: SameQuestionClass;
  /** Right answers, by question number (1-based). */
  answers: string[];
}

/** A right answer's move: `racerId` reached `position`, the reply arrived at `repliedAt` (epoch ms). */
interface Move {
  raceId: string;
  racerId: string;
  position: number;
  repliedAt: number;
}

interface Tally {
  moves: Move[];
  right: number;
  wrong: number;
  skippedHeld: number;
  failures: number;
  firstFailure: string | null;
  httpMs: number[];
  /** Per race and racer, the last position a reply gave. */
  finalPositions: Map<string, number>;
}

type AnswerReply = { correct: boolean; position: number; penaltyMs: number; place: number | null; race: { question: { questionKey: string } | null; endedAt: string | null } };

/** One student racing: an answer every CADENCE_MS (ticks skipped while held or still waiting) until over the line. */
async function race(student: { userId: string; cookie: string }, http: KeepAliveHttp, each: Race, firstKey: string, tally: Tally, deadline: number): Promise<void> {
  await sleep(Math.random() * CADENCE_MS);
  let questionKey = firstKey;
  let heldUntil = 0;
  let tick = epochNow();
  for (;;) {
    if (epochNow() > deadline) return;
    if (epochNow() < heldUntil) tally.skippedHeld++;
    else {
      const number = Number(questionKey.slice(1));
      const wrong = Math.random() < WRONG_SHARE;
      const response = wrong ? 'not the answer' : each.answers[number - 1]!;
      const sent = epochNow();
      let reply: { status: number; text: string };
      try {
        reply = await http.post(`/raceway/races/${each.raceId}/answer`, headers(student.cookie), JSON.stringify({ questionKey, response }));
      } catch (error) {
        tally.failures++;
        tally.firstFailure ??= error instanceof Error ? error.message : String(error);
        return;
      }
      const repliedAt = epochNow();
      tally.httpMs.push(repliedAt - sent);
      if (reply.status !== 200) {
        tally.failures++;
        tally.firstFailure ??= `${reply.status} ${reply.text.slice(0, 200)}`;
        return;
      }
      const answer = JSON.parse(reply.text) as AnswerReply;
      if (answer.correct) {
        tally.right++;
        tally.moves.push({ raceId: each.raceId, racerId: student.userId, position: answer.position, repliedAt });
        tally.finalPositions.set(`${each.raceId} ${student.userId}`, answer.position);
      } else tally.wrong++;
      heldUntil = answer.penaltyMs > 0 ? repliedAt + answer.penaltyMs : 0;
      if (answer.place !== null || answer.race.endedAt !== null || !answer.race.question) return;
      questionKey = answer.race.question.questionKey;
    }
    // The next tick of this student's 2-second cadence that is still ahead.
    const now = epochNow();
    while (tick <= now) tick += CADENCE_MS;
    await sleep(tick - now);
  }
}

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const raceCount = Math.max(1, Math.round(Number(process.env.RACEWAY_BENCH_RACES ?? 30) * scale));
  const temp = makeTempDir('bench-raceway-');
  const server = new ServerProcess(temp.path, { DEMO_SCHOOL: 'off', HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000' });
  let clients: PushClients | null = null;
  let service: NatsConnection | null = null;
  const https = new Map<string, KeepAliveHttp>();
  try {
    const seconds = (since: number) => (performance.now() - since) / 1000;
    say(`seeding the demo school, ${raceCount} classes of ${STUDENTS_PER_RACE} signed-in bench students and their teachers`);
    let started = performance.now();
    const school = await prepareSameQuestionSchool(temp.path, raceCount * STUDENTS_PER_RACE);
    const seedSeconds = seconds(started);
    const students = school.classes.flatMap((each) => each.students);
    say(`starting the server (child process) on ${school.events} events`);
    started = performance.now();
    const origin = await server.start();
    const startSeconds = seconds(started);
    const httpOf = (userId: string) => {
      let http = https.get(userId);
      if (!http) https.set(userId, (http = new KeepAliveHttp(origin)));
      return http;
    };

    // The server's own account key signs everyone's tokens, as GET /pubsub/credentials would.
    const appAccount = nativeSigningKeyPair(loadOrCreateNatsKeys(join(temp.path, 'nats')).appAccount);
    const now = new Date();
    const people = [...school.classes.map((each) => each.teacher.userId), ...students.map(({ userId }) => userId)];
    const specs = await Promise.all(people.map(async (userId) => ({ userId, jwt: (await mintUserToken(appAccount, appAccount.getPublicKey(), userId, { now })).jwt })));
    const nats = readNatsEndpoints(temp.path);
    say(`connecting ${specs.length} WebSocket clients on ${THREADS} worker threads (${school.classes.length} teachers, ${students.length} students)`);
    started = performance.now();
    clients = await connectPushClients({ wsUrl: nats.wsUrl, clients: specs, threads: THREADS, connectBatch: CONNECT_BATCH, listen: 'race-positions' });
    const connectSeconds = seconds(started);
    service = await connect({ servers: nats.clientUrl, name: 'bench-floor-publisher', authenticator: credsAuthenticator(readFileSync(join(temp.path, 'nats', 'service.creds'))) });

    // The skill as the client reads it, for the right answers (as tests/e2e/raceway.test.ts does).
    const item = (await (await fetch(`${origin}/catalogue/skills/${school.permacode}`)).json()) as { subject: Subject; grade: number; tags: string[]; name: string };
    const skill: PracticeSkill = { subject: item.subject, grade: item.grade, topic: item.tags[1] ?? item.tags[0] ?? '', name: item.name };

    say(`starting ${school.classes.length} class races of ${QUESTIONS} questions; every student joins`);
    const races: Race[] = [];
    for (const room of school.classes) {
      const response = await httpOf(room.teacher.userId).post('/raceway/races', headers(room.teacher.cookie), JSON.stringify({ permacode: school.permacode, classId: room.classId, questions: QUESTIONS }));
      if (response.status !== 200) throw new Error(`start answered ${response.status}: ${response.text.slice(0, 300)}`);
      const { raceId } = JSON.parse(response.text) as { raceId: string };
      // Wrong answers move a racer to the next question too: enough right answers for any number of questions.
      const answers = Array.from({ length: QUESTIONS * 4 }, (_, index) => raceQuestion(skill, raceId, index + 1).correctAnswer);
      races.push({ raceId, room, answers });
    }
    const firstKeys = new Map<string, string>();
    for (const each of races) {
      await Promise.all(
        each.room.students.map(async (student) => {
          const response = await httpOf(student.userId).post(`/raceway/races/${each.raceId}/join`, headers(student.cookie), '{}');
          if (response.status !== 200) throw new Error(`join answered ${response.status}: ${response.text.slice(0, 300)}`);
          const view = JSON.parse(response.text) as { question: { questionKey: string } | null };
          firstKeys.set(`${each.raceId} ${student.userId}`, view.question?.questionKey ?? 'q1');
        }),
      );
    }
    await sleep(1_000); // the joins' RACE_UPDATED windows close

    // Floor: every FLOOR_EVERY_MS while racing, a RACE_UPDATED (every racer one further) to every participant of a stand-in race per race.
    const encoder = new TextEncoder();
    const floorStarts: number[] = [];
    let racing = true;
    const floor = (async () => {
      for (let round = 1; racing; round++) {
        const messages = races.flatMap(({ room }, index) => {
          const raceId = `${FLOOR_RACE_PREFIX}-${index}`;
          const positions = Object.fromEntries(room.students.map((student) => [student.userId, round]));
          const payload: RaceUpdatedPush = { event: 'RACE_UPDATED', raceId, positions, joined: room.students.map((student) => student.userId), places: {} };
          const bytes = encoder.encode(JSON.stringify(payload));
          return [room.teacher.userId, ...room.students.map((student) => student.userId)].map((userId) => ({ subject: userSubjects(userId).room, bytes }));
        });
        floorStarts[round] = epochNow();
        for (const { subject, bytes } of messages) service!.publish(subject, bytes);
        await sleep(FLOOR_EVERY_MS);
      }
    })();

    say(`racing: ${students.length} students answer every ${CADENCE_MS / 1000} s (about ${WRONG_SHARE * 100}% wrong, held ${RACE_PENALTY_MS / 1000} s) until everyone is over the line`);
    const tally: Tally = { moves: [], right: 0, wrong: 0, skippedHeld: 0, failures: 0, firstFailure: null, httpMs: [], finalPositions: new Map() };
    const loadBefore = loadavg();
    started = performance.now();
    const deadline = epochNow() + RACE_DEADLINE_MS;
    const progress = setInterval(() => say(`  ${seconds(started).toFixed(0)} s: ${tally.right} right, ${tally.wrong} wrong answers`), 10_000);
    try {
      await Promise.all(races.flatMap((each) => each.room.students.map((student) => race(student, httpOf(student.userId), each, firstKeys.get(`${each.raceId} ${student.userId}`)!, tally, deadline))));
    } finally {
      clearInterval(progress);
    }
    const raceSeconds = seconds(started);
    const loadAfter = loadavg();
    await sleep(SETTLE_MS);
    racing = false;
    await floor;
    await sleep(SETTLE_MS);
    const arrivals = await clients.allArrivals();
    const outOfOrder = clients.outOfOrder();

    // Latencies: each right answer, each participant of its race.
    const participantsOf = new Map(races.map(({ raceId, room }) => [raceId, [room.teacher.userId, ...room.students.map((student) => student.userId)]]));
    const latencies: number[] = [];
    let unseen = 0;
    let duplicates = 0;
    for (const move of tally.moves) {
      const heard = arrivals.get(`race:${move.raceId}:${move.racerId}:${move.position}`);
      const participants = participantsOf.get(move.raceId)!.length;
      if (!heard) {
        unseen += participants;
        continue;
      }
      duplicates += heard.duplicates;
      for (const at of heard.at) latencies.push(at - move.repliedAt);
      unseen += participants - heard.at.length;
    }
    // Lost: a participant that never saw a racer's final position.
    let lost = 0;
    for (const [key, position] of tally.finalPositions) {
      const [raceId, racerId] = key.split(' ') as [string, string];
      lost += participantsOf.get(raceId)!.length - (arrivals.get(`race:${raceId}:${racerId}:${position}`)?.at.length ?? 0);
    }
    const floorLatencies: number[] = [];
    let floorMissing = 0;
    races.forEach(({ room }, index) => {
      const firstRacer = room.students[0]!.userId;
      for (let round = 1; round < floorStarts.length; round++) {
        const heard = arrivals.get(`race:${FLOOR_RACE_PREFIX}-${index}:${firstRacer}:${round}`);
        for (const at of heard?.at ?? []) floorLatencies.push(at - floorStarts[round]!);
        floorMissing += room.students.length + 1 - (heard?.at.length ?? 0);
      }
    });

    const update = summarizeLatencies(latencies);
    const raw = summarizeLatencies(floorLatencies);
    const participants = races.length * (STUDENTS_PER_RACE + 1);
    const name = `answer reply → RACE_UPDATED at all ${participants} participants of ${races.length} races (${students.length} cars)`;
    const floorName = `raw NATS WS publish of the same fan-out (${participants} RACE_UPDATED, every ${FLOOR_EVERY_MS / 1000} s)`;
    const row = (key: 'p50' | 'p99'): BenchRow => ({
      name: `${name}, ${key}`,
      result: { value: update[key], unit: 'ms' },
      floor: { name: floorName, value: raw[key], unit: 'ms' },
      better: 'lower',
    });
    const budget = RACE_UPDATED_WINDOW_MS + 1.5 * raw.p99;
    return {
      rows: [row('p50'), { ...row('p99'), goal: resultAtMost(budget, `${RACE_UPDATED_WINDOW_MS} ms window + 1.5× the floor's p99`) }],
      notes: [
        `${races.length} class races × ${STUDENTS_PER_RACE} students (+ a teacher each), ${QUESTIONS} questions, an answer every ${CADENCE_MS / 1000} s per student, measured until every racer was over the line or the ${RACE_DEADLINE_MS / 1000} s deadline (${raceSeconds.toFixed(1)} s of racing; ${tally.finalPositions.size === students.length ? [...tally.finalPositions.values()].filter((position) => position >= QUESTIONS).length : 0} of ${students.length} racers over the line); ` +
          `each participant its own NATS WebSocket (bearer JWT, push.user.<id>.room) on ${THREADS} worker threads, connected in ${connectSeconds.toFixed(1)} s; server: server/main.ts as a child process with its own nats-server`,
        `answers: ${tally.right} right, ${tally.wrong} wrong, ${tally.skippedHeld} ticks skipped while held, failures ${tally.failures}${tally.firstFailure ? ` (first: ${tally.firstFailure})` : ''}; answer HTTP: ${describe(summarizeLatencies(tally.httpMs), 'requests')}`,
        `RACE_UPDATED: ${describe(update, 'deliveries')}; floor: ${describe(raw, 'deliveries')}; goal p99 ≤ ${ms(budget)}`,
        `lost (a participant never saw a racer's final position): ${lost} of ${tally.finalPositions.size * (STUDENTS_PER_RACE + 1)}; moves never shown: ${unseen} of ${latencies.length + unseen}; ` +
          `out of order (a car moved back on a screen): ${outOfOrder}; duplicates ${duplicates}; floor missing ${floorMissing}; unreadable ${clients.unreadable()}`,
        `load average (1 min) before/after racing: ${loadBefore[0]!.toFixed(2)} / ${loadAfter[0]!.toFixed(2)} on ${cpus().length} cores; set-up: seeding ${school.events} events ${seedSeconds.toFixed(1)} s; server start ${startSeconds.toFixed(1)} s`,
      ],
    };
  } finally {
    for (const http of https.values()) http.close();
    await clients?.close().catch(() => {});
    await service?.close().catch(() => {});
    await stopServer(server, say);
    temp.remove();
  }
}

export const racewayBench: Bench = { name: 'raceway', run };
