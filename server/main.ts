import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { NatsRelay } from '../events/log/nats-relay';
import { featurePushes } from './features/all-features';
import { explorerRelayObserver, explorerTail } from './explorer/explorer-tail';
import { pushRecorder } from './explorer/push-records';
import { buildApp } from './app';
import { loadOrCreateTrackingKey, TRACKING_KEY_FILE_NAME } from './auth/signed-tracking-ids';
import { loadOrCreateKeyFile } from './auth/key-files';
import { SUB_ACCOUNT_LOGIN_KEY_FILE_NAME } from './auth/sub-account-logins';
import { altchaBotCheck, BOT_CHECK_KEY_FILE_NAME } from './bot-check/altcha-bot-check';
import { readServerConfig } from './config';
import { smtpMailer, undeliveredMailer } from './mail/mailer';
import { publishCatalogue } from './catalogue/publish-catalogue';
import { seedDemoPractice } from './demo/seed-demo-practice';
import { seedDemoAssessments } from './demo/seed-demo-assessments';
import { seedDemoReportPractice } from './demo/seed-demo-report-practice';
import { seedDemoSchool } from './demo/seed-demo-school';
import { seedDemoSkillPlans } from './demo/seed-demo-skill-plans';
import { seedDemoNotificationsRead } from './demo/seed-demo-notifications-read';
import { openEventLog, startEventLog } from './event-log';
import { slowClientOptions } from './http/slow-clients';
import { startFocusSessionTimers } from './focus-sessions/focus-session-timers';
import { startSameQuestionRoomTimers } from './same-question-mode/room-timers';
import { questionKeys } from './practice/question-keys';
import { natsStatus, startNats } from './nats/supervisor';
import { proxyNatsWebSocket } from './nats/websocket-proxy';
import { PostgresEventStore } from '../events/log/postgres-event-store';
import { postgresRelayCheckpoint } from '../events/log/postgres-relay-checkpoint';
import { natsStreamReplicasOf, nodeNameOf, openClusterPool, startClusterNode } from './cluster/cluster-node';
import { leaderDuties } from './cluster/leader-duties';
import { LeaderTimers } from './cluster/leader-timers';
import { ProgressMailJob } from './progress-mail/progress-mail-job';
import { unsubscribeLinks } from './progress-mail/unsubscribe-links';
import { postgresUsedChallenges } from './cluster/postgres-used-challenges';
import { loadOrCreateClusterKey } from './cluster/cluster-keys';
import { postgresPublicWriteLimits } from './cluster/postgres-public-write-limits';

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
// NATS is up (and connected) before the demo is seeded: seeding keeps the event loop busy for
// seconds, which would starve nats-server's start check and the client's handshake (auth timeout).
const nats = await natsStarting.catch((error: unknown) => {
  log.close();
  console.error(`[live-classroom] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
// Issue 17: a cluster node's own pool (GET /healthz, the relay's shared checkpoint, the bot check's used challenges).
const clusterPool = databaseUrl ? openClusterPool(databaseUrl) : null;
const seededDemoSchool = config.seedDemoSchool && (await seedDemoSchool(log));
if (seededDemoSchool) say(`seeded the demo school (${log.store.lastPosition()} events)`);
const catalogueChanges = await publishCatalogue(log);
if (catalogueChanges > 0) say(`published ${catalogueChanges} catalogue sections`);
// Issue 29: after the catalogue (the skills): ms.rivera's skill plan for Grade 4 Room 12, its second unit current today.
if (seededDemoSchool && (await seedDemoSkillPlans(log, new Date()))) say('seeded the demo skill plan of Grade 4 Room 12');
// Made once per data directory, so the tracking ids of searches (and the question keys) made before a restart still verify.
// Issue 17: in a cluster every node signs with the same keys, kept in PostgreSQL (server/cluster/cluster-keys.ts).
const keyNamed = (name: string) => (clusterPool ? loadOrCreateClusterKey(clusterPool, name) : Promise.resolve(loadOrCreateKeyFile(config.dataDir, name)));
const trackingKey = clusterPool ? await keyNamed(TRACKING_KEY_FILE_NAME) : loadOrCreateTrackingKey(config.dataDir);
// DEMO_PRACTICE=off: the demo school without its three weeks of practice (issue 17's cluster tests: seeding it takes ~30 s over PostgreSQL).
if (seededDemoSchool && process.env.DEMO_PRACTICE !== 'off') {
  // After the catalogue (the skills): three weeks of Grade 4 Room 12's practice, through the practice decider.
  const started = performance.now();
  const answers = await seedDemoPractice(log, { keys: questionKeys(trackingKey), seedTime: new Date() });
  if (answers > 0) say(`seeded ${answers} practice answers of Grade 4 Room 12 in ${((performance.now() - started) / 1000).toFixed(1)} s (log at ${log.store.lastPosition()})`);
  // Issue 18: Cedar Creek's Grade 6 class and the Park children practise too (the administrator reports, Progress Share).
  const reportAnswers = await seedDemoReportPractice(log, { keys: questionKeys(trackingKey), seedTime: new Date() });
  if (reportAnswers > 0) say(`seeded ${reportAnswers} practice answers of Cedar Creek's Grade 6 and the Park children`);
  // Issue 30: after the catalogue and Cedar's class: Room 12's fall screener, benchmark and LevelUp, an open screener, Cedar's Flex.
  const sittings = await seedDemoAssessments(log, { keys: questionKeys(trackingKey), seedTime: new Date() });
  if (sittings > 0) say(`seeded ${sittings} assessment sittings of Grade 4 Room 12 and Cedar Creek`);
  // Issue 16: the demo's users read what that history told them; what happens next arrives unread.
  await seedDemoNotificationsRead(log, new Date());
}

const relay = new NatsRelay({
  store: log.store,
  db: log.db,
  connection: nats.connection,
  // Every feature module's pushes: the live classroom's coalesced ones, NOTIFICATIONS_UPDATED when the backend is on (docs/architecture.md).
  pushes: featurePushes({ logWith: log.logWith, notificationsEnabled: config.notificationsBackend }),
  // Issue 18: the explorer records each event's pushes and feeds engineers' live tail (docs/explorer.md).
  onPushed: explorerRelayObserver(
    pushRecorder(log.db, { onError: (error) => say(`explorer: recording pushes failed (${String(error)})`) }),
    explorerTail(log.db, (subject, payload) => nats.connection.publish(subject, payload)),
    (error) => say(`explorer: ${String(error)}`),
  ),
  log: (message, error) => say(`relay: ${message}${error ? ` (${error instanceof Error ? error.message : String(error)})` : ''}`),
  // Issue 17: the cluster's relay leader resumes from the checkpoint shared in PostgreSQL.
  ...(clusterPool ? { checkpoint: postgresRelayCheckpoint(clusterPool), replicas: natsStreamReplicasOf(process.env) } : {}),
});
if (!clusterPool) relay.start(); // in a cluster only the relay leader relays (below)
// After the relay, so the FOCUS_ENDED of sessions that ended while the server was down is pushed.
const startFocusTimers = () => startFocusSessionTimers(log, () => new Date(), say);
// Likewise same-question rooms (issue 11): rooms past their end while the server was down end now.
const startRoomTimers = () => startSameQuestionRoomTimers(log, () => new Date(), say);
// Issue 17: in a cluster the relay leader alone (a PostgreSQL advisory lock) relays, pushes the live classroom and ends sessions.
const focusSessionTimers = clusterPool ? new LeaderTimers(startFocusTimers, log.store) : startFocusTimers();
const sameQuestionRoomTimers = clusterPool ? new LeaderTimers(startRoomTimers, log.store) : startRoomTimers();
// Issue 31 item 6: certificates, weekly summaries and boosts (docs/progress-mail.md); in a cluster a leader duty.
const mailer = config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : undeliveredMailer();
const progressMail = new ProgressMailJob({
  log: log.logWith('catalogue', 'directory', 'practice', 'profile', 'progressMail'),
  mailer,
  links: unsubscribeLinks(trackingKey),
  origin: config.publicOrigin ?? `http://localhost:${config.port}`,
  clock: () => new Date(),
  say,
});
// Only where mail is delivered (SMTP_URL): a mail recorded as sent must have gone somewhere.
if (!clusterPool && config.progressMail) progressMail.lead();
const cluster =
  clusterPool && databaseUrl && log.store instanceof PostgresEventStore
    ? startClusterNode({
        databaseUrl,
        pool: clusterPool,
        node: nodeNameOf(process.env),
        store: log.store,
        say,
        lead: leaderDuties({
          relay,
          timers: [...[focusSessionTimers, sameQuestionRoomTimers].filter((timers) => timers instanceof LeaderTimers), ...(config.progressMail ? [progressMail] : [])],
        }),
      })
    : null;

const app = buildApp({
  log,
  commandLog: say, // Issue 18: one line per command with its correlation id.
  realtime: {
    // Browsers reach our own NATS through this site's /pubsub/ws; an external one at NATS_WS_URL.
    endpoint: config.natsWsUrl ?? null,
    mintUserToken: (userId, now) => nats.mintUserToken(userId, { now }),
    status: () => natsStatus(nats.connection),
    // Issue 31: the scratchpad's live strokes, published by whichever node takes the student's call (not the relay).
    publish: (subject, body) => nats.connection.publish(subject, body),
  },
  ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
  webDist: config.webDist,
  focusSessionTimers,
  sameQuestionRoomTimers,
  trackingKey,
  // Issue 13: the ALTCHA bot check and the sub-account logins, each with its own key in the data directory.
  botCheck: altchaBotCheck({
    key: await keyNamed(BOT_CHECK_KEY_FILE_NAME),
    enabled: config.botCheckEnabled,
    // Issue 17: a token used on one node is used on all (docs/scale-out.md).
    ...(clusterPool ? { used: postgresUsedChallenges(clusterPool, say) } : {}),
  }),
  subAccountLoginKey: await keyNamed(SUB_ACCOUNT_LOGIN_KEY_FILE_NAME),
  trustedProxies: config.trustedProxies,
  ...(cluster ? { cluster } : {}),
  // Issue 17: a writer's public write limit is the same on every node.
  ...(clusterPool ? { publicWriteLimits: postgresPublicWriteLimits(clusterPool) } : {}),
  notificationsEnabled: config.notificationsBackend, // Issue 16 (docs/notifications.md).
  // Issue 14: account-recovery and joining mail over SMTP_URL (npm start points it at a local MailDev).
  mailer,
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
  await cluster?.stop(); // steps down: the leader's relay, pushes and timers stop
  focusSessionTimers.stop();
  sameQuestionRoomTimers.stop();
  progressMail.stop();
  await relay.stop();
  await clusterPool?.end();
  await nats.stop();
  await log.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
