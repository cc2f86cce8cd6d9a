import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode } from '@nats-io/jwt';
import {
  errors,
  jwtAuthenticator,
  wsconnect,
  type NatsConnection,
  type Status,
} from '@nats-io/nats-core';
import { startNats, natsStatus, type NatsHandle } from '../../server/nats/supervisor';
import { nodeWsFactory as wsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';


function browserConnection(nats: NatsHandle, jwt: string): Promise<NatsConnection> {
  return wsconnect({ servers: nats.wsUrl, authenticator: jwtAuthenticator(jwt), wsFactory, maxReconnectAttempts: 0 });
}

/** Resolves with the first status the connection reports that matches. */
async function nextStatus(connection: NatsConnection, matches: (status: Status) => boolean): Promise<Status> {
  for await (const status of connection.status()) if (matches(status)) return status;
  throw new Error('connection closed before the expected status');
}

describe('NATS auth: per-user bearer JWTs over WebSocket', () => {
  const dataDir = makeTempDir('nats-auth-');
  let nats: NatsHandle;
  let browser: NatsConnection;

  beforeAll(async () => {
    nats = await startNats({ dataDir: dataDir.path });
    const { jwt } = await nats.mintUserToken('A');
    browser = await browserConnection(nats, jwt);
  });

  afterAll(async () => {
    await browser?.close();
    await nats?.stop();
    dataDir.remove();
  });

  it('reports the service connection as connected', () => {
    expect(natsStatus(nats.connection)).toBe('connected');
  });

  it('lets user A hear what the service publishes on push.user.A', async () => {
    const subscription = browser.subscribe('push.user.A', { max: 1 });
    await browser.flush();
    nats.connection.publish('push.user.A', JSON.stringify({ event: 'hello' }));
    for await (const message of subscription) {
      expect(message.json()).toEqual({ event: 'hello' });
    }
    expect(subscription.getReceived()).toBe(1);
  });

  it('lets user A subscribe below its own subject', async () => {
    const subscription = browser.subscribe('push.user.A.focus', { max: 1 });
    await browser.flush();
    nats.connection.publish('push.user.A.focus', JSON.stringify({ event: 'focus' }));
    for await (const message of subscription) expect(message.json()).toEqual({ event: 'focus' });
  });

  it('refuses user A a subscription to push.user.B', async () => {
    const subscription = browser.subscribe('push.user.B');
    const closedWith = await subscription.closed;
    expect(closedWith).toBeInstanceOf(errors.PermissionViolationError);
    const violation = closedWith as InstanceType<typeof errors.PermissionViolationError>;
    expect(violation.operation).toBe('subscription');
    expect(violation.subject).toBe('push.user.B');
  });

  it('refuses user A any publish', async () => {
    const refused = nextStatus(browser, (status) => status.type === 'error');
    browser.publish('push.user.A', 'spoofed');
    const status = await refused;
    const error = status.type === 'error' ? status.error : null;
    expect(error).toBeInstanceOf(errors.PermissionViolationError);
    expect((error as InstanceType<typeof errors.PermissionViolationError>).operation).toBe('publish');
  });

  it('mints tokens that expire within an hour', async () => {
    const now = new Date();
    const { jwt, expiresAt } = await nats.mintUserToken('A', { now, ttlSeconds: 7200 });
    const { exp } = decode(jwt);
    expect(exp).toBeDefined();
    expect(exp!).toBeLessThanOrEqual(Math.floor(now.getTime() / 1000) + 3600);
    expect(expiresAt.getTime()).toBe(exp! * 1000);
  });

  it('refuses a token for another account', async () => {
    const other = makeTempDir('nats-auth-other-');
    const otherNats = await startNats({ dataDir: other.path });
    try {
      const { jwt } = await otherNats.mintUserToken('A');
      await expect(browserConnection(nats, jwt)).rejects.toThrow();
    } finally {
      await otherNats.stop();
      other.remove();
    }
  });

  it('connects to an external NATS, spawning nothing, and mints tokens it accepts', async () => {
    const natsDir = join(dataDir.path, 'nats');
    const seeds = JSON.parse(readFileSync(join(natsDir, 'keys.json'), 'utf8')) as { appAccount: string };
    const external = await startNats({
      dataDir: dataDir.path,
      natsUrl: nats.clientUrl,
      natsCreds: join(natsDir, 'service.creds'),
      accountSeed: seeds.appAccount,
      wsUrl: nats.wsUrl,
    });
    try {
      expect(external.server).toBeNull();
      expect(external.accountPublicKey).toBe(nats.accountPublicKey);
      const { jwt } = await external.mintUserToken('C');
      const browserC = await browserConnection(external, jwt);
      const subscription = browserC.subscribe('push.user.C', { max: 1 });
      await browserC.flush();
      external.connection.publish('push.user.C', JSON.stringify({ event: 'external' }));
      for await (const message of subscription) expect(message.json()).toEqual({ event: 'external' });
      await browserC.close();
    } finally {
      await external.stop();
    }
    expect(natsStatus(nats.connection)).toBe('connected');
  });

  it('reuses its keys when started again on the same data directory', async () => {
    const firstAccount = nats.accountPublicKey;
    await browser.close();
    await nats.stop();
    nats = await startNats({ dataDir: dataDir.path });
    expect(nats.accountPublicKey).toBe(firstAccount);
    const { jwt } = await nats.mintUserToken('A');
    browser = await browserConnection(nats, jwt);
    expect(browser.isClosed()).toBe(false);
  });
});
