import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../tests/support/temp-dir';
import { readServerConfig } from './config';

const dir = makeTempDir('server-config-');
afterAll(() => dir.remove());

describe('readServerConfig: the APP account seed of an external NATS', () => {
  it('takes NATS_ACCOUNT_SEED as given', () => {
    expect(readServerConfig({ NATS_ACCOUNT_SEED: 'SAEXAMPLE' }, dir.path).natsAccountSeed).toBe('SAEXAMPLE');
    expect(readServerConfig({}, dir.path).natsAccountSeed).toBeUndefined();
  });

  it('reads and trims the file NATS_ACCOUNT_SEED_FILE names', () => {
    const file = join(dir.path, 'account.seed');
    writeFileSync(file, '  SAFROMFILE\n');
    expect(readServerConfig({ NATS_ACCOUNT_SEED_FILE: file }, dir.path).natsAccountSeed).toBe('SAFROMFILE');
  });

  it('refuses both at once, a missing file and an empty one', () => {
    const file = join(dir.path, 'empty.seed');
    writeFileSync(file, '\n');
    expect(() => readServerConfig({ NATS_ACCOUNT_SEED: 'SA', NATS_ACCOUNT_SEED_FILE: file }, dir.path)).toThrow(/not both/);
    expect(() => readServerConfig({ NATS_ACCOUNT_SEED_FILE: join(dir.path, 'missing.seed') }, dir.path)).toThrow(/cannot be read \(ENOENT\)/);
    expect(() => readServerConfig({ NATS_ACCOUNT_SEED_FILE: file }, dir.path)).toThrow(/is empty/);
  });
});
