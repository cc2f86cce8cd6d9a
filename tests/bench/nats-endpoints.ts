import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a self-managed server's nats-server listens, read from the config it
 * generated on start (`<dataDir>/nats/nats-server.conf`, server/nats/nats-config.ts).
 */
export function readNatsEndpoints(dataDir: string): { clientUrl: string; wsUrl: string } {
  const config = readFileSync(join(dataDir, 'nats', 'nats-server.conf'), 'utf8');
  const listen = /^listen: "([^"]+)"$/m.exec(config);
  const websocket = /^websocket \{\n\s+host: "([^"]+)"\n\s+port: (\d+)$/m.exec(config);
  if (!listen || !websocket) throw new Error(`cannot find the listeners in ${dataDir}/nats/nats-server.conf`);
  return { clientUrl: `nats://${listen[1]}`, wsUrl: `ws://${websocket[1]}:${websocket[2]}` };
}
