import { decode } from '@nats-io/jwt';
import { errors, jwtAuthenticator, wsconnect } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsStatus, startNats, type NatsHandle } from '../../server/nats/supervisor';
import { nodeWsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { startTestApp } from '../support/test-app';

let nats: NatsHandle;
let t: Awaited<ReturnType<typeof startTestApp>>;
const natsDir = makeTempDir('pubsub-credentials-');

beforeAll(async () => {
  nats = await startNats({ dataDir: natsDir.path });
  t = await startTestApp({
    realtime: {
      endpoint: nats.wsUrl,
      mintUserToken: (userId, now) => nats.mintUserToken(userId, { now }),
      status: () => natsStatus(nats.connection),
    },
    // Tokens are checked by nats-server against the real time.
    start: new Date(),
  });
});
afterAll(async () => {
  t?.close();
  await nats?.stop();
  natsDir.remove();
});

describe('GET /pubsub/credentials', () => {
  it('refuses a visitor', async () => {
    const response = await t.request('/pubsub/credentials');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'request.sign_in_required' });
  });

  it("hands the signed-in user a short-lived token confined to the user's own subjects", async () => {
    const cookie = await t.signIn('ava.b');
    const response = await t.request('/pubsub/credentials', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const credentials = await response.json();
    expect(credentials).toMatchObject({
      pubsubEndpoint: nats.wsUrl,
      subjects: { general: 'push.user.u_ava_b', focus: 'push.user.u_ava_b.focus', teacher: 'push.user.u_ava_b.teacher' },
    });
    const claims = decode<{ bearer_token?: boolean; pub?: { deny?: string[] }; sub?: { allow?: string[] } }>(credentials.pubsubToken);
    expect(claims.nats.bearer_token).toBe(true);
    expect(claims.nats.pub?.deny).toEqual(['>']);
    expect(claims.nats.sub?.allow).toEqual(['push.user.u_ava_b', 'push.user.u_ava_b.>']);
    expect(claims.exp! * 1000).toBeLessThanOrEqual(t.clock().getTime() + 3_600_000);
    expect(new Date(credentials.expiresAt).getTime()).toBe(claims.exp! * 1000);
  });

  it("lets the token hear the user's own pushes and refuses another student's subject", async () => {
    const cookie = await t.signIn('noah.c');
    const credentials = await (await t.request('/pubsub/credentials', { cookie })).json();
    expect(credentials.subjects.general).toBe('push.user.u_noah_c');
    const browser = await wsconnect({ servers: credentials.pubsubEndpoint, authenticator: jwtAuthenticator(credentials.pubsubToken), wsFactory: nodeWsFactory, maxReconnectAttempts: 0 });
    try {
      const own = browser.subscribe(credentials.subjects.general, { max: 1 });
      const other = browser.subscribe('push.user.u_ava_b');
      await browser.flush();
      nats.connection.publish('push.user.u_noah_c', JSON.stringify({ event: 'DEMO_PING' }));
      for await (const message of own) expect(message.json()).toEqual({ event: 'DEMO_PING' });
      expect(await other.closed).toBeInstanceOf(errors.PermissionViolationError);
    } finally {
      await browser.close();
    }
  });
});
