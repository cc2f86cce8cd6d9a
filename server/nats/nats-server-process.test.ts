import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findNatsServer, NATS_SERVER_MISSING } from './nats-server-process';

describe('findNatsServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'find-nats-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds an executable nats-server on the PATH', () => {
    writeFileSync(join(dir, 'nats-server'), '#!/bin/sh\n', { mode: 0o755 });
    expect(findNatsServer(`/nonexistent:${dir}`, [])).toBe(join(dir, 'nats-server'));
  });

  it('says how to install it when it is missing', () => {
    expect(() => findNatsServer('/nonexistent', [])).toThrow(NATS_SERVER_MISSING);
    expect(NATS_SERVER_MISSING).toContain(
      'install it with `apt-get install nats-server` (Debian/Ubuntu) or see https://docs.nats.io',
    );
  });
});
