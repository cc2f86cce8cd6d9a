import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { derivePushes } from '../events/all-pushes';
import { NatsRelay } from '../events/log/nats-relay';
import { buildApp } from './app';
import { readServerConfig } from './config';
import { publishCatalogue } from './catalogue/publish-catalogue';
import { seedDemoSchool } from './demo/seed-demo-school';
import { openEventLog } from './event-log';
import { startFocusSessionTimers } from './focus-sessions/focus-session-timers';
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
const log = openEventLog({ path: join(config.dataDir, 'log.db'), synchronous: config.logSynchronous });
if (config.seedDemoSchool && (await seedDemoSchool(log))) say(`seeded the demo school (${log.store.lastPosition()} events)`);
const catalogueChanges = await publishCatalogue(log);
if (catalogueChanges > 0) say(`published ${catalogueChanges} catalogue sections`);

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
// After the relay, so the FOCUS_ENDED of sessions that ended while the server was down is pushed.
const focusSessionTimers = startFocusSessionTimers(log, () => new Date(), say);

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
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
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
  await relay.stop();
  await nats.stop();
  log.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
