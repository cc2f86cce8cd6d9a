import { connect, type Socket } from 'node:net';
import { jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeWsFactory } from '../support/node-websocket';
import { ServerProcess } from '../support/server-process';
import { makeTempDir } from '../support/temp-dir';

// The real server (`npm start`'s topology) with short timeouts for slow clients
// (README "Configuration"): a request that stops half-way is cut off, a
// WebSocket on /pubsub/ws is not, and bodies over the limit are refused.
// No durations are asserted: the test waits for the server's close, and shows
// that the WebSocket outlived the timeouts by the half-sent requests it outlived.

const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1_200;

const dir = makeTempDir('slow-clients-');
const server = new ServerProcess(dir.path, {
  HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
});
let url = '';
beforeAll(async () => {
  url = await server.start();
});
afterAll(async () => {
  await server.stop();
  server.killLeftovers();
  dir.remove();
});

/** Opens a raw connection to the server, writes `text` and nothing more; resolves with what the server sent once it closes the connection. */
function sendAndStall(text: string): { socket: Socket; closed: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(text);
  return { socket, closed };
}

const halfHeaders = () => sendAndStall(`GET /healthz HTTP/1.1\r\nHost: ${new URL(url).host}\r\nX-Slow: `);
const halfBody = () =>
  sendAndStall(`POST /signin HTTP/1.1\r\nHost: ${new URL(url).host}\r\nOrigin: ${url}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":"ava.b",`);

async function signIn(username: string): Promise<string> {
  const response = await fetch(`${url}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password: 'classroom', rememberUser: false }),
  });
  return /lc_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')![0];
}

async function lastPosition(): Promise<number> {
  return ((await (await fetch(`${url}/healthz`)).json()) as { log: number }).log;
}

describe('slow clients', () => {
  it('closes a connection whose headers stop half-way (headersTimeout)', async () => {
    const { closed } = halfHeaders();
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body stops half-way (requestTimeout), and nothing is appended', async () => {
    const before = await lastPosition();
    const { closed } = halfBody();
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    expect(await lastPosition()).toBe(before);
  });

  it('keeps a WebSocket on /pubsub/ws open past both timeouts', async () => {
    const cookie = await signIn('ava.b');
    const credentials = (await (await fetch(`${url}/pubsub/credentials`, { headers: { cookie } })).json()) as { pubsubEndpoint: string; pubsubToken: string; subjects: { general: string } };
    const browser: NatsConnection = await wsconnect({
      servers: credentials.pubsubEndpoint,
      authenticator: jwtAuthenticator(credentials.pubsubToken),
      wsFactory: nodeWsFactory,
      reconnect: false,
      // No pings of its own while it waits: the socket would stay open only because the proxy leaves it alone.
      pingInterval: 10 * 60_000,
    });
    let closedEarly = false;
    void browser.closed().then(() => (closedEarly = true));
    const service = await server.natsServiceConnection();
    try {
      // Three stalled requests, one after the other, each cut off by the server:
      // the WebSocket, opened before them, has by then been open for more than
      // three request timeouts (at least five headers timeouts).
      await halfBody().closed;
      await halfHeaders().closed;
      await halfBody().closed;
      expect(closedEarly).toBe(false);
      await browser.flush(); // a PING through the proxy, answered with a PONG
      const subscription = browser.subscribe(credentials.subjects.general, { max: 1 });
      await browser.flush();
      service.publish('push.user.u_ava_b', JSON.stringify({ event: 'DEMO_PING', text: 'still here' }));
      for await (const message of subscription) expect(message.json()).toEqual({ event: 'DEMO_PING', text: 'still here' });
      expect(closedEarly).toBe(false);
    } finally {
      await browser.close();
      await service.close();
    }
  });
});

describe('body limits against the real server', () => {
  // Raw sockets, so the answer is read as soon as it comes: the server answers
  // before the body is read (and then drops the rest), which a client that
  // insists on sending all of it first may see as a reset connection.

  /** Writes the request head, then `chunks` one at a time until the server answers; resolves with the answer once it is complete. */
  function postUntilAnswered(head: string, chunks: Iterable<string>): Promise<string> {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    const answered = new Promise<string>((resolve) => {
      const done = () => {
        socket.destroy();
        resolve(received);
      };
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (/\r\n\r\n\{[^]*\}$/.test(received)) done();
      });
      socket.on('close', done);
    });
    socket.write(head);
    const source = chunks[Symbol.iterator]();
    const writeNext = () => {
      if (received !== '' || socket.destroyed) return;
      const next = source.next();
      if (!next.done) socket.write(next.value, writeNext);
    };
    writeNext();
    return answered;
  }

  const headOf = (headers: string) =>
    `POST /signin HTTP/1.1\r\nHost: ${new URL(url).host}\r\nOrigin: ${url}\r\nContent-Type: application/json\r\n${headers}\r\n`;

  it('refuses a declared 2 MB body with 413 request.too_large before any of it is sent, and appends nothing', async () => {
    const before = await lastPosition();
    const answer = await postUntilAnswered(headOf(`Content-Length: ${2 * 1024 * 1024}\r\n`), []);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith('\r\n\r\n{"error":"request.too_large"}')).toBe(true);
    expect(await lastPosition()).toBe(before);
  });

  it('refuses a chunked body (no Content-Length) at the first chunk past 64 KB, and appends nothing', async () => {
    const before = await lastPosition();
    function* twoMegabytesInChunks() {
      yield `{"username":"ava.b","password":"`.length.toString(16) + '\r\n{"username":"ava.b","password":"\r\n';
      for (let sent = 0; sent < 2 * 1024 * 1024; sent += 16 * 1024) yield `4000\r\n${'x'.repeat(16 * 1024)}\r\n`;
      yield '2\r\n"}\r\n0\r\n\r\n';
    }
    const answer = await postUntilAnswered(headOf('Transfer-Encoding: chunked\r\n'), twoMegabytesInChunks());
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith('\r\n\r\n{"error":"request.too_large"}')).toBe(true);
    expect(await lastPosition()).toBe(before);
  });
});
