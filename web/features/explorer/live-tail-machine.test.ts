import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { ExplorerEvent } from '../../../events/explorer';
import { liveTailMachine, TAIL_HELD, type TailReport } from './live-tail-machine';

const event = (position: number): ExplorerEvent => ({
  position,
  eventId: `e${position}`,
  at: '2026-11-02T08:00:00.000Z',
  streamId: 'user:u_ava_b',
  version: position,
  type: 'EditionChosen',
  actor: 'u_ava_b',
  correlationId: `c${position}`,
  causationId: null,
  schemaVersion: 1,
  data: {},
});

function tail() {
  const connections: { report(report: TailReport): void; stopped: boolean }[] = [];
  const machine = liveTailMachine.provide({
    actors: {
      connection: fromCallback(({ sendBack }) => {
        const connection = { report: (report: TailReport) => sendBack(report), stopped: false };
        connections.push(connection);
        return () => {
          connection.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, connections, last: () => connections.at(-1)! };
}

describe('the live tail', () => {
  it('shows events newest first once connected', () => {
    const { actor, last } = tail();
    expect(actor.getSnapshot().matches({ tailing: 'connecting' })).toBe(true);
    last().report({ type: 'tail.opened' });
    last().report({ type: 'tail.event', event: event(1) });
    last().report({ type: 'tail.event', event: event(2) });
    expect(actor.getSnapshot().context.events.map((shown) => shown.position)).toEqual([2, 1]);
  });

  it('holds what arrives while paused and shows it on resume, on the same connection', () => {
    const { actor, connections, last } = tail();
    last().report({ type: 'tail.opened' });
    last().report({ type: 'tail.event', event: event(1) });
    actor.send({ type: 'pause' });
    last().report({ type: 'tail.event', event: event(2) });
    last().report({ type: 'tail.event', event: event(3) });
    expect(actor.getSnapshot().context.events.map((shown) => shown.position)).toEqual([1]);
    expect(actor.getSnapshot().context.held).toHaveLength(2);
    actor.send({ type: 'resume' });
    expect(actor.getSnapshot().context.events.map((shown) => shown.position)).toEqual([3, 2, 1]);
    expect(actor.getSnapshot().context.held).toEqual([]);
    expect(connections).toHaveLength(1);
  });

  it('counts what does not fit while paused as missed', () => {
    const { actor, last } = tail();
    last().report({ type: 'tail.opened' });
    actor.send({ type: 'pause' });
    for (let position = 1; position <= TAIL_HELD + 3; position++) last().report({ type: 'tail.event', event: event(position) });
    expect(actor.getSnapshot().context).toMatchObject({ missed: 3 });
    expect(actor.getSnapshot().context.held).toHaveLength(TAIL_HELD);
  });

  it('says when the connection is lost and reconnects on retry', () => {
    const { actor, connections, last } = tail();
    last().report({ type: 'tail.opened' });
    last().report({ type: 'tail.closed' });
    expect(actor.getSnapshot().matches('lost')).toBe(true);
    expect(connections[0]!.stopped).toBe(true);
    actor.send({ type: 'retry' });
    expect(connections).toHaveLength(2);
    expect(actor.getSnapshot().matches({ tailing: 'connecting' })).toBe(true);
  });
});
