import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { derivePushes } from '../events/all-pushes';
import { NatsRelay } from '../events/log/nats-relay';
import { buildApp } from './app';
import { loadOrCreateTrackingKey } from './auth/signed-tracking-ids';
import { loadOrCreateKeyFile } from './auth/key-files';
import { SUB_ACCOUNT_LOGIN_KEY_FILE_NAME } from './auth/sub-account-logins';
import { altchaBotCheck, BOT_CHECK_KEY_FILE_NAME } from './bot-check/altcha-bot-check';
import { readServerConfig } from './config';
import { smtpMailer, undeliveredMailer } from './mail/mailer';
import { publishCatalogue } from './catalogue/publish-catalogue';
import { seedDemoPractice } from './demo/seed-demo-practice';
import { seedDemoSchool } from './demo/seed-demo-school';
import { openEventLog, startEventLog } from './event-log';
import { slowClientOptions } from './http/slow-clients';
import { startFocusSessionTimers } from './focus-sessions/focus-session-timers';
import { startSameQuestionRoomTimers } from './same-question-mode/room-timers';
import { startLiveClassroomPushes } from './practice/live-classroom-pushes';
import { questionKeys } from './practice/question-keys';
import { natsStatus, startNats } from './nats/supervisor';
import { proxyNatsWebSocket } from './nats/websocket-proxy';

// The composition root: NATS, the log with its projections, the demo school,
// the relay and the HTTP server. Ctrl-C (or SIGTERM) stops all of it, NATS too.

const projectRoot = resolve(import.meta.dirname, '..');
const say = (message: string) => console.log(`[live-classroom] ${message}`);
const config = (() => {
  try {
    return readServerConfig(process.env, projectRoot);
  } catch (error) {
    console.error(`[live-classroom] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
mkdirSync(config.dataDir, { recursive: true });

const natsStarting = startNats({
  dataDir: config.dataDir,
  natsUrl: config.natsUrl,
  natsCreds: config.natsCreds,
  accountSeed: config.natsAccountSeed,
  wsUrl: config.natsWsUrl,
  log: (line) => {
    if (!line.startsWith('nats-server:')) say(line);
  },
});
// Issue 17: a DATABASE_URL makes PostgreSQL the log of record and log.db this node's copy of it (docs/scale-out.md).
const databaseUrl = process.env.DATABASE_URL || undefined;
const log = openEventLog({
  path: join(config.dataDir, 'log.db'),
  synchronous: config.logSynchronous,
  ...(databaseUrl ? { databaseUrl, onError: (message: string, error: unknown) => say(`log: ${message} (${error instanceof Error ? error.message : String(error)})`) } : {}),
});
await startEventLog(log).catch(async (error: unknown) => {
  await log.close();
  await natsStarting.then((nats) => nats.stop()).catch(() => {});
  console.error(`[live-classroom] PostgreSQL log: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const seededDemoSchool = config.seedDemoSchool && (await seedDemoSchool(log));
if (seededDemoSchool) say(`seeded the demo school (${log.store.lastPosition()} events)`);
const catalogueChanges = await publishCatalogue(log);
if (catalogueChanges > 0) say(`published ${catalogueChanges} catalogue sections`);
// Made once per data directory, so the tracking ids of searches (and the question keys) made before a restart still verify.
const trackingKey = loadOrCreateTrackingKey(config.dataDir);
if (seededDemoSchool) {
  // After the catalogue (the skills): three weeks of Grade 4 Room 12's practice, through the practice decider.
  const started = performance.now();
  const answers = await seedDemoPractice(log, { keys: questionKeys(trackingKey), seedTime: new Date() });
  if (answers > 0) say(`seeded ${answers} practice answers of Grade 4 Room 12 in ${((performance.now() - started) / 1000).toFixed(1)} s (log at ${log.store.lastPosition()})`);
}

const nats = await natsStarting.catch((error: unknown) => {
  log.close();
  console.error(`[live-classroom] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const relay = new NatsRelay({
  store: log.store,
  db: log.db,
  connection: nats.connection,
  derivePushes,
  log: (message, error) => say(`relay: ${message}${error ? ` (${error instanceof Error ? error.message : String(error)})` : ''}`),
});
relay.start();
// The live classroom's teacher-channel pushes, coalesced to one per class per second (docs/practice.md).
const liveClassroomPushes = startLiveClassroomPushes({
  log,
  publish: (push) => nats.connection.publish(push.subject, JSON.stringify(push.payload)),
  clock: () => new Date(),
  onError: (message, error) => say(`${message} (${error instanceof Error ? error.message : String(error)})`),
});
// After the relay, so the FOCUS_ENDED of sessions that ended while the server was down is pushed.
const focusSessionTimers = startFocusSessionTimers(log, () => new Date(), say);
// Likewise same-question rooms (issue 11): rooms past their end while the server was down end now.
const sameQuestionRoomTimers = startSameQuestionRoomTimers(log, () => new Date(), say);

const app = buildApp({
  log,
  realtime: {
    // Browsers reach our own NATS through this site's /pubsub/ws; an external one at NATS_WS_URL.
    endpoint: config.natsWsUrl ?? null,
    mintUserToken: (userId, now) => nats.mintUserToken(userId, { now }),
    status: () => natsStatus(nats.connection),
  },
  ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
  webDist: config.webDist,
  focusSessionTimers,
  sameQuestionRoomTimers,
  trackingKey,
  // Issue 13: the ALTCHA bot check and the sub-account logins, each with its own key in the data directory.
  botCheck: altchaBotCheck({ key: loadOrCreateKeyFile(config.dataDir, BOT_CHECK_KEY_FILE_NAME), enabled: config.botCheckEnabled }),
  subAccountLoginKey: loadOrCreateKeyFile(config.dataDir, SUB_ACCOUNT_LOGIN_KEY_FILE_NAME),
  trustedProxies: config.trustedProxies,
  // Issue 14: account-recovery and joining mail over SMTP_URL (npm start points it at a local MailDev).
  mailer: config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : undeliveredMailer(),
  ...(config.mail.supportEmail ? { supportEmail: config.mail.supportEmail } : {}),
});
if (config.mail.inboxUrl) say(`mail goes to MailDev: read it at ${config.mail.inboxUrl}`);
else if (!config.mail.smtpUrl) say('no SMTP_URL: account-recovery and joining mail is not delivered (npm start starts a local MailDev)');

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: slowClientOptions(config.http) }, (info) => {
  say(`ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port} (log at position ${log.store.lastPosition()})`);
});

if (!config.natsWsUrl) {
  const natsWebSocket = new URL(nats.wsUrl);
  proxyNatsWebSocket(server, { host: natsWebSocket.hostname, port: Number(natsWebSocket.port) });
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping`);
  server.close();
  focusSessionTimers.stop();
  sameQuestionRoomTimers.stop();
  liveClassroomPushes.stop();
  await relay.stop();
  await nats.stop();
  await log.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
