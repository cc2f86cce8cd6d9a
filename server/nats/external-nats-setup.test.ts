import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCreds } from '@nats-io/jwt';
import { fromSeed } from '@nats-io/nkeys';
import { makeTempDir } from '../../tests/support/temp-dir';
import { writeExternalNatsSetup } from './external-nats-setup';

const dir = makeTempDir('external-nats-setup-');
afterAll(() => dir.remove());

describe('writeExternalNatsSetup', () => {
  it('writes a config listening on all interfaces, with JetStream where the NATS container sees it', async () => {
    const setup = await writeExternalNatsSetup({ dir: dir.path, jetstreamDir: '/nats/jetstream' });
    const text = readFileSync(setup.configFile, 'utf8');
    expect(text).toContain('listen: "0.0.0.0:4222"');
    expect(text).toMatch(/websocket \{\n {2}host: "0.0.0.0"\n {2}port: 8080\n {2}no_tls: true\n\}/);
    expect(text).toContain('store_dir: "/nats/jetstream"');
    expect(text).toContain('resolver: MEMORY');
    expect(text).toContain(`${setup.accountPublicKey}: "`);
    expect(text).not.toContain('pid_file');
  });

  it('writes the service creds and the APP account seed for the app, readable by their owner only', async () => {
    const setup = await writeExternalNatsSetup({ dir: dir.path, host: '127.0.0.1', port: 14222, wsPort: 18080 });
    expect(readFileSync(setup.configFile, 'utf8')).toContain('listen: "127.0.0.1:14222"');
    expect(readFileSync(setup.configFile, 'utf8')).toContain(`store_dir: "${join(dir.path, 'jetstream')}"`);
    for (const file of [setup.credsFile, setup.accountSeedFile]) expect(statSync(file).mode & 0o777).toBe(0o600);
    const seed = readFileSync(setup.accountSeedFile, 'utf8').trim();
    expect(fromSeed(new TextEncoder().encode(seed)).getPublicKey()).toBe(setup.accountPublicKey);
    expect((await parseCreds(readFileSync(setup.credsFile))).aid).toBe(setup.accountPublicKey);
  });

  it('keeps its keys when run again, so the account that owns the JetStream data stays', async () => {
    const first = await writeExternalNatsSetup({ dir: dir.path });
    const again = await writeExternalNatsSetup({ dir: dir.path });
    expect(again.accountPublicKey).toBe(first.accountPublicKey);
    expect(readFileSync(again.accountSeedFile, 'utf8')).toBe(readFileSync(first.accountSeedFile, 'utf8'));
  });
});
