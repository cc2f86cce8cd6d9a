import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decode, type Account } from '@nats-io/jwt';
import { issueNatsCredentials, KEYS_FILE_NAME, loadOrCreateNatsKeys } from './nats-keys';

describe('NATS keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nats-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores the seeds readable by their owner only and reuses them', () => {
    const first = loadOrCreateNatsKeys(join(dir, 'a'));
    expect(statSync(join(dir, 'a', KEYS_FILE_NAME)).mode & 0o777).toBe(0o600);
    const second = loadOrCreateNatsKeys(join(dir, 'a'));
    expect(second.appAccount.getPublicKey()).toBe(first.appAccount.getPublicKey());
    expect(second.operator.getPublicKey()).toBe(first.operator.getPublicKey());
  });

  it('refuses a damaged keys file instead of replacing the account', () => {
    writeFileSync(join(dir, KEYS_FILE_NAME), '{"version":1,"operator":"nope"}');
    expect(() => loadOrCreateNatsKeys(dir)).toThrow(/damaged/);
  });

  it('enables JetStream for APP with every limit explicit, and not for SYS', async () => {
    const keys = loadOrCreateNatsKeys(join(dir, 'b'));
    const credentials = await issueNatsCredentials(keys);
    const app = decode<Account>(credentials.accountJwts[credentials.appAccountPublicKey] ?? '');
    expect(app.iss).toBe(keys.operator.getPublicKey());
    expect(app.nats.limits).toMatchObject({ conn: -1, subs: -1, wildcards: true, disk_storage: -1, streams: -1 });
    const sys = decode<Account>(credentials.accountJwts[credentials.systemAccountPublicKey] ?? '');
    expect(sys.nats.limits).toMatchObject({ conn: -1, disk_storage: 0 });
    expect(credentials.serviceCreds).toContain('BEGIN NATS USER JWT');
  });
});
