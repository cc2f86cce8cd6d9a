import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { HttpError } from '../http/http-error';
import type { ConnectionCommand, ConnectionInput, ConnectionReport } from './connection-protocol';
import type { PubsubCredentials } from './pubsub-credentials';
import { realtimeMachine, realtimeStatusOf, type RealtimeEmitted } from './realtime-machine';

const MINUTE = 60_000;

/** A stand-in for the NATS connection: records what it was given, lets the test report for it. */
interface FakeConnection {
  input: ConnectionInput;
  commands: ConnectionCommand[];
  stopped: boolean;
  report(event: ConnectionReport): void;
}

function harness(options: { lifetimeMs?: number; endpoints?: string[]; failures?: unknown[] } = {}) {
  const clock = new SimulatedClock();
  const connections: FakeConnection[] = [];
  const failures = [...(options.failures ?? [])];
  let fetches = 0;
  const machine = realtimeMachine.provide({
    actors: {
      fetchCredentials: fromPromise<PubsubCredentials>(async () => {
        fetches += 1;
        const failure = failures.shift();
        if (failure !== undefined) throw failure;
        return {
          pubsubEndpoint: options.endpoints?.[fetches - 1] ?? 'ws://127.0.0.1:4223',
          pubsubToken: `token-${fetches}`,
          subjects: { general: 'push.user.u1', focus: 'push.user.u1.focus', teacher: 'push.user.u1.teacher', room: 'push.user.u1.room', notifications: 'push.user.u1.notifications' },
          expiresAt: clock.now() + (options.lifetimeMs ?? 60 * MINUTE),
        };
      }),
      connection: fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
        const fake: FakeConnection = {
          input,
          commands: [],
          stopped: false,
          report: (event) => sendBack(event as AnyEventObject),
        };
        connections.push(fake);
        receive((command) => fake.commands.push(command));
        return () => {
          fake.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } });
  const pushes: RealtimeEmitted[] = [];
  actor.on('push', (event) => pushes.push(event));
  actor.start();
  return {
    actor,
    clock,
    connections,
    pushes,
    fetches: () => fetches,
    status: () => realtimeStatusOf(actor.getSnapshot()),
    latest: () => {
      const connection = connections.at(-1);
      if (connection === undefined) throw new Error('no connection started');
      return connection;
    },
  };
}

/** Lets fake promise actors settle (they resolve on the real microtask queue). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function connected(h: ReturnType<typeof harness>) {
  h.actor.send({ type: 'start' });
  await settle();
  h.latest().report({ type: 'connection.opened' });
  expect(h.status()).toBe('connected');
}

describe('realtime machine', () => {
  it('(fake connection) fetches credentials, connects with them and reports connected', async () => {
    const h = harness();
    expect(h.status()).toBe('closed');
    h.actor.send({ type: 'start' });
    expect(h.status()).toBe('connecting');
    await settle();
    expect(h.latest().input).toEqual({
      endpoint: 'ws://127.0.0.1:4223',
      token: 'token-1',
      subjects: { general: 'push.user.u1', focus: 'push.user.u1.focus', teacher: 'push.user.u1.teacher', room: 'push.user.u1.room', notifications: 'push.user.u1.notifications' },
    });
    expect(h.status()).toBe('connecting');
    h.latest().report({ type: 'connection.opened' });
    expect(h.status()).toBe('connected');
  });

  it('(fake connection) emits each push message with its channel', async () => {
    const h = harness();
    await connected(h);
    h.latest().report({ type: 'push.received', channel: 'general', message: { event: 'DEMO_PING', text: 'hi' } });
    h.latest().report({ type: 'push.received', channel: 'teacher', message: { event: 'FOCUS_ENDED' } });
    expect(h.pushes).toEqual([
      { type: 'push', channel: 'general', message: { event: 'DEMO_PING', text: 'hi' } },
      { type: 'push', channel: 'teacher', message: { event: 'FOCUS_ENDED' } },
    ]);
  });

  it('(fake connection) renews the token 5 minutes before expiry and hands it to the open connection', async () => {
    const h = harness({ lifetimeMs: 60 * MINUTE });
    await connected(h);
    h.clock.increment(55 * MINUTE - 1);
    expect(h.fetches()).toBe(1);
    h.clock.increment(1);
    expect(h.fetches()).toBe(2);
    await settle();
    expect(h.connections).toHaveLength(1);
    expect(h.latest().commands).toEqual([{ type: 'token.renewed', token: 'token-2' }]);
    expect(h.status()).toBe('connected');
    // The next renewal is scheduled from the new token's expiry.
    h.clock.increment(55 * MINUTE);
    await settle();
    expect(h.latest().commands.at(-1)).toEqual({ type: 'token.renewed', token: 'token-3' });
  });

  it('(fake connection) renews a short-lived token at 80% of its lifetime', async () => {
    const h = harness({ lifetimeMs: 10 * MINUTE });
    await connected(h);
    h.clock.increment(8 * MINUTE - 1);
    expect(h.fetches()).toBe(1);
    h.clock.increment(1);
    expect(h.fetches()).toBe(2);
  });

  it('(fake connection) retries a failed renewal while the old token still works', async () => {
    const h = harness({ lifetimeMs: 60 * MINUTE, failures: [undefined, new HttpError(503, 'app.error.unexpected')] });
    await connected(h);
    h.clock.increment(55 * MINUTE);
    await settle();
    expect(h.fetches()).toBe(2);
    expect(h.latest().commands).toEqual([]);
    h.clock.increment(10_000);
    await settle();
    expect(h.fetches()).toBe(3);
    expect(h.latest().commands).toEqual([{ type: 'token.renewed', token: 'token-3' }]);
  });

  it('(fake connection) opens a new connection when renewal moves the endpoint', async () => {
    const h = harness({ endpoints: ['ws://127.0.0.1:4223', 'ws://127.0.0.1:4224'] });
    await connected(h);
    h.clock.increment(55 * MINUTE);
    await settle();
    expect(h.connections).toHaveLength(2);
    expect(h.connections[0]?.stopped).toBe(true);
    expect(h.latest().input.endpoint).toBe('ws://127.0.0.1:4224');
    expect(h.status()).toBe('reconnecting');
    h.latest().report({ type: 'connection.opened' });
    expect(h.status()).toBe('connected');
  });

  it('(fake connection) re-fetches credentials and reconnects when the server refuses the expired token', async () => {
    const h = harness();
    await connected(h);
    h.latest().report({ type: 'connection.lost' });
    expect(h.status()).toBe('reconnecting');
    h.latest().report({ type: 'connection.closed', authRejected: true });
    expect(h.connections[0]?.stopped).toBe(true);
    expect(h.status()).toBe('reconnecting');
    await settle();
    expect(h.fetches()).toBe(2);
    expect(h.connections).toHaveLength(2);
    expect(h.latest().input.token).toBe('token-2');
    h.latest().report({ type: 'connection.opened' });
    expect(h.status()).toBe('connected');
  });

  it('(fake connection) an auth refusal during reconnect renews the token at once', async () => {
    const h = harness();
    await connected(h);
    h.latest().report({ type: 'connection.lost' });
    h.latest().report({ type: 'connection.authRejected' });
    await settle();
    expect(h.fetches()).toBe(2);
    expect(h.latest().commands).toEqual([{ type: 'token.renewed', token: 'token-2' }]);
    h.latest().report({ type: 'connection.restored' });
    expect(h.status()).toBe('connected');
    expect(h.connections).toHaveLength(1);
  });

  it('(fake connection) backs off after repeated refusals instead of spinning', async () => {
    const h = harness();
    await connected(h);
    h.latest().report({ type: 'connection.closed', authRejected: true });
    await settle();
    h.latest().report({ type: 'connection.closed', authRejected: true });
    await settle();
    expect(h.fetches()).toBe(2);
    h.clock.increment(1999);
    expect(h.fetches()).toBe(2);
    h.clock.increment(1);
    await settle();
    expect(h.fetches()).toBe(3);
  });

  it('(fake fetch) retries a failing credentials fetch with growing delays', async () => {
    const network = new HttpError(0, 'app.error.network');
    const h = harness({ failures: [network, network] });
    h.actor.send({ type: 'start' });
    await settle();
    expect(h.status()).toBe('connecting');
    h.clock.increment(1000);
    await settle();
    expect(h.fetches()).toBe(2);
    h.clock.increment(1999);
    expect(h.fetches()).toBe(2);
    h.clock.increment(1);
    await settle();
    expect(h.fetches()).toBe(3);
    expect(h.connections).toHaveLength(1);
  });

  it('(fake fetch) stops trying when the credentials call says the user is signed out', async () => {
    const h = harness({ failures: [new HttpError(401, 'unauthorized')] });
    h.actor.send({ type: 'start' });
    await settle();
    expect(h.status()).toBe('closed');
    expect(h.connections).toHaveLength(0);
  });

  it('(fake connection) stop closes the connection and cancels renewal', async () => {
    const h = harness();
    await connected(h);
    h.actor.send({ type: 'stop' });
    expect(h.status()).toBe('closed');
    expect(h.latest().stopped).toBe(true);
    h.clock.increment(120 * MINUTE);
    expect(h.fetches()).toBe(1);
  });
});
