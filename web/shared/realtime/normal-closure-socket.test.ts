import { describe, expect, it } from 'vitest';
import { closingNormally, NORMAL_CLOSURE } from './normal-closure-socket';

/** A stand-in for the browser's WebSocket: what `close` was called with. */
function fakeSocket() {
  const calls: unknown[][] = [];
  return { calls, socket: { close: (...args: unknown[]) => void calls.push(args) } as unknown as Pick<WebSocket, 'close'> };
}

describe('a socket nats-core closes (issue 34: no reserved status code on a user switch)', () => {
  it('closes with 1000 (normal closure) when nats-core gives no code', () => {
    const { socket, calls } = fakeSocket();
    closingNormally(socket).close();
    expect(calls).toEqual([[NORMAL_CLOSURE]]);
    expect(NORMAL_CLOSURE).toBe(1000);
  });
  it('keeps a code and reason that are given', () => {
    const { socket, calls } = fakeSocket();
    closingNormally(socket).close(4000, 'switched');
    closingNormally(socket).close(undefined, 'bye');
    expect(calls).toEqual([[4000, 'switched'], [1000, 'bye']]);
  });
});
