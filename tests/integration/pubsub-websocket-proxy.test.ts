import { jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { nodeWsFactory } from '../support/node-websocket';
import { ServerProcess } from '../support/server-process';
import { makeTempDir } from '../support/temp-dir';

// The topology of `npm start`: the browser reaches NATS through the site's own
// address (/pubsub/ws), so one host and one port serve everything.

const dir = makeTempDir('pubsub-proxy-');
const server = new ServerProcess(dir.path);
let url = '';
let service: NatsConnection;
beforeAll(async () => {
  url = await server.start();
  service = await server.natsServiceConnection();
});
afterAll(async () => {
  await service?.close();
  await server.stop();
  server.killLeftovers();
  dir.remove();
});

async function credentialsOf(username: string, headers: Record<string, string> = {}) {
  const signIn = await fetch(`${url}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    body: JSON.stringify({ username, password: 'classroom', rememberUser: false }),
  });
  const cookie = /lc_session=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')![0];
  return (await fetch(`${url}/pubsub/credentials`, { headers: { cookie, ...headers } })).json();
}

describe('NATS over the site’s own address', () => {
  it('hands out ws://<site>/pubsub/ws (wss behind https), and a browser token connects through it and hears its pushes', async () => {
    const credentials = await credentialsOf('ava.b');
    expect(credentials.pubsubEndpoint).toBe(`${url.replace('http:', 'ws:')}/pubsub/ws`);
    expect((await credentialsOf('noah.c', { 'x-forwarded-proto': 'https' })).pubsubEndpoint).toBe(`${url.replace('http:', 'wss:')}/pubsub/ws`);

    const browser = await wsconnect({ servers: credentials.pubsubEndpoint, authenticator: jwtAuthenticator(credentials.pubsubToken), wsFactory: nodeWsFactory, maxReconnectAttempts: 0 });
    try {
      const subscription = browser.subscribe(credentials.subjects.general, { max: 1 });
      await browser.flush();
      service.publish('push.user.u_ava_b', JSON.stringify({ event: 'DEMO_PING', text: 'through the proxy' }));
      for await (const message of subscription) expect(message.json()).toEqual({ event: 'DEMO_PING', text: 'through the proxy' });
    } finally {
      await browser.close();
    }
  });

  it('upgrades no other path', async () => {
    const refused = await new Promise<string>((resolve) => {
      const socket = new NodeWebSocket(`${url.replace('http:', 'ws:')}/elsewhere`);
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
    });
    expect(refused).toBe('refused');
  });
});
