import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { ConnectionCommand, ConnectionInput, ConnectionReport } from './connection-protocol';
import type { PubsubCredentials } from './pubsub-credentials';
import { createRealtimeClient } from './realtime-client';
import { realtimeMachine } from './realtime-machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function clientWithFakeConnection() {
  let report: (event: ConnectionReport) => void = () => {};
  const machine = realtimeMachine.provide({
    actors: {
      fetchCredentials: fromPromise<PubsubCredentials>(async () => ({
        pubsubEndpoint: 'ws://127.0.0.1:4223',
        pubsubToken: 'token',
        subjects: { general: 'g', focus: 'f', teacher: 't' },
        expiresAt: 60 * 60_000,
      })),
      connection: fromCallback<ConnectionCommand, ConnectionInput>(({ sendBack }) => {
        report = (event) => sendBack(event);
      }),
    },
  });
  const clock = new SimulatedClock();
  const client = createRealtimeClient({ machine, clock, now: () => clock.now() });
  return { client, report: (event: ConnectionReport) => report(event) };
}

describe('realtime client', () => {
  it('(fake connection) keeps the status store in step with the connection', async () => {
    const { client, report } = clientWithFakeConnection();
    const status = () => client.statusStore.getState().status;
    expect(status()).toBe('closed');
    client.connect();
    expect(status()).toBe('connecting');
    await settle();
    report({ type: 'connection.opened' });
    expect(status()).toBe('connected');
    report({ type: 'connection.lost' });
    expect(status()).toBe('reconnecting');
    client.disconnect();
    expect(status()).toBe('closed');
  });

  it('(fake connection) delivers each message to the handlers of its channel until they unsubscribe', async () => {
    const { client, report } = clientWithFakeConnection();
    const general: string[] = [];
    const teacher: string[] = [];
    const stopGeneral = client.subscribeToPush('general', (message) => general.push(message.event));
    client.subscribeToPush('teacher', (message) => teacher.push(message.event));
    client.subscribeToPush('general', () => {
      throw new Error('a broken feature');
    });
    client.connect();
    await settle();
    report({ type: 'connection.opened' });
    report({ type: 'push.received', channel: 'general', message: { event: 'LIVE_MESSAGE' } });
    report({ type: 'push.received', channel: 'teacher', message: { event: 'SAME_QUESTION_MODE_ENDED' } });
    stopGeneral();
    report({ type: 'push.received', channel: 'general', message: { event: 'DEMO_PING' } });
    expect(general).toEqual(['LIVE_MESSAGE']);
    expect(teacher).toEqual(['SAME_QUESTION_MODE_ENDED']);
  });
});
