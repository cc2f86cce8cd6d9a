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

describe('readServerConfig: the slow-client timeouts', () => {
  it('defaults to 10 s for headers, 30 s for a request and 5 s for an idle keep-alive connection', () => {
    expect(readServerConfig({}, dir.path).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
  });

  it('takes each from the environment, and refuses nonsense and headers that may take longer than the request', () => {
    const env = { HTTP_HEADERS_TIMEOUT_MS: '600', HTTP_REQUEST_TIMEOUT_MS: '1200', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' };
    expect(readServerConfig(env, dir.path).http).toEqual({ headersTimeoutMs: 600, requestTimeoutMs: 1_200, keepAliveTimeoutMs: 1_000 });
    expect(() => readServerConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' }, dir.path)).toThrow(/HTTP_REQUEST_TIMEOUT_MS must be a positive whole number/);
    expect(() => readServerConfig({ HTTP_HEADERS_TIMEOUT_MS: '10s' }, dir.path)).toThrow(/HTTP_HEADERS_TIMEOUT_MS must be a positive whole number/);
    expect(() => readServerConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' }, dir.path)).toThrow(/must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
  });
});

describe('readServerConfig: progress mail (issue 31, docs/progress-mail.md)', () => {
  it('goes out where mail is delivered (SMTP_URL), unless PROGRESS_MAIL=off', () => {
    expect(readServerConfig({ SMTP_URL: 'smtp://127.0.0.1:1025' }, '/app').progressMail).toBe(true);
    expect(readServerConfig({}, '/app').progressMail).toBe(false);
    expect(readServerConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', PROGRESS_MAIL: 'off' }, '/app').progressMail).toBe(false);
    expect(() => readServerConfig({ PROGRESS_MAIL: 'sometimes' }, '/app')).toThrow(/PROGRESS_MAIL must be on or off/);
  });
});
