// Writes the config and credentials of a NATS the app does not start itself
// (docker-compose.yml's `nats-setup` service):
//   node --import tsx server/nats/write-nats-setup.ts <dir> [--ws-url ws://localhost:8080]
//        [--host 0.0.0.0] [--port 4222] [--ws-port 8080] [--jetstream-dir <dir>/jetstream]
// Then: nats-server -c <dir>/nats-server.conf, and the app with the environment printed below.
import { parseArgs } from 'node:util';
import { writeExternalNatsSetup } from './external-nats-setup';

const usage =
  'usage: write-nats-setup.ts <dir> [--ws-url <browser-facing ws url>] [--host <interface>] [--port <client port>] [--ws-port <websocket port>] [--jetstream-dir <path seen by nats-server>]';

function fail(message: string): never {
  console.error(`[nats-setup] ${message}\n${usage}`);
  process.exit(2);
}

function portOption(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) fail(`--${name} ${value} is not a port number`);
  return Number(value);
}

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'ws-url': { type: 'string' },
        host: { type: 'string', default: '0.0.0.0' },
        port: { type: 'string' },
        'ws-port': { type: 'string' },
        'jetstream-dir': { type: 'string' },
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const { values, positionals } = parseCommandLine();
if (positionals.length !== 1) fail('give exactly one directory');
const host = values.host;
const port = portOption(values.port, 4222, 'port');
const wsPort = portOption(values['ws-port'], 8080, 'ws-port');
const wsUrl = values['ws-url'] ?? `ws://localhost:${wsPort}`;

try {
  const setup = await writeExternalNatsSetup({ dir: positionals[0]!, host, port, wsPort, jetstreamDir: values['jetstream-dir'] });
  const clientHost = host === '0.0.0.0' ? 'localhost' : host;
  console.log(
    [
      `[nats-setup] wrote ${setup.configFile} (account ${setup.accountPublicKey}); run: nats-server -c ${setup.configFile}`,
      '[nats-setup] the app connects with:',
      `  NATS_URL=nats://${clientHost}:${port}`,
      `  NATS_CREDS=${setup.credsFile}`,
      `  NATS_ACCOUNT_SEED_FILE=${setup.accountSeedFile}`,
      `  NATS_WS_URL=${wsUrl}`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`[nats-setup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
