import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './event-store';
import { manualScheduler } from '../../tests/support/manual-scheduler';
import type { Push, PushMessage } from './push';
import { pushPublisher } from './push-publisher';

// The one way pushes go out (docs/architecture.md "Recipe: a push"), with a
// scheduler the test moves by hand: no real timers.

const event = (type: string, position: number): RecordedEvent =>
  ({ type, data: { n: position }, metadata: { eventId: `e${position}`, streamId: 's:1', version: position, position, at: '2026-11-02T09:00:00.000Z', actor: 'a', correlationId: 'c', causationId: null, schemaVersion: 1 } }) as RecordedEvent;

function published() {
  const sent: { subject: string; body: Record<string, unknown> }[] = [];
  return { sent, publish: (subject: string, body: string) => sent.push({ subject, body: JSON.parse(body) as Record<string, unknown> }) };
}

/** Coalesced per subject: the payload's `ns` are merged. */
const counting: Push = {
  derive: (e) => [{ subject: `s.${e.type}`, payload: { event: 'COUNT', ns: [(e.data as { n: number }).n] } }],
  coalesce: {
    windowMs: 1_000,
    keyOf: (message) => message.subject,
    merge: (a, b) => ({ subject: b.subject, payload: { event: 'COUNT', ns: [...(a.payload.ns as number[]), ...(b.payload.ns as number[])] } }),
  },
};

describe('pushes', () => {
  it('give every push’s messages, in order, each naming the event it comes from', () => {
    const { sent, publish } = published();
    const pushes: Push[] = [
      { derive: () => [{ subject: 'a', payload: { event: 'A' } }] },
      { derive: () => [] },
      { derive: (e) => [{ subject: 'b', payload: { event: e.type } }] },
    ];
    const derived = pushPublisher(pushes, publish).push(event('X', 1));
    expect(derived).toEqual([
      { subject: 'a', payload: { event: 'A' } },
      { subject: 'b', payload: { event: 'X' } },
    ]);
    expect(sent).toEqual([
      { subject: 'a', body: { event: 'A', eventId: 'e1' } },
      { subject: 'b', body: { event: 'X', eventId: 'e1' } },
    ]);
  });

  it('lose only the messages of a deriver that throws, and say so', () => {
    const { sent, publish } = published();
    const errors: string[] = [];
    const pushes: Push[] = [
      {
        derive: () => {
          throw new Error('bug');
        },
      },
      { derive: () => [{ subject: 'b', payload: { event: 'B' } }] },
    ];
    pushPublisher(pushes, publish, { onError: (message) => errors.push(message) }).push(event('X', 4));
    expect(sent.map((push) => push.subject)).toEqual(['b']);
    expect(errors).toEqual(['deriving pushes of event 4 (X) failed']);
  });

  it('coalesced: one message per key per window, the merged one, when the window closes (no eventId: it stands for several)', () => {
    const { sent, publish } = published();
    const scheduler = manualScheduler();
    const publisher = pushPublisher([counting], publish, { scheduler });
    publisher.push(event('X', 1));
    publisher.push(event('Y', 2));
    scheduler.advance(500);
    publisher.push(event('X', 3));
    expect(sent).toEqual([]);
    scheduler.advance(499);
    expect(sent).toEqual([]);
    scheduler.advance(1);
    expect(sent).toEqual([
      { subject: 's.X', body: { event: 'COUNT', ns: [1, 3] } },
      { subject: 's.Y', body: { event: 'COUNT', ns: [2] } },
    ]);
    // The next window opens only with the next message.
    publisher.push(event('X', 4));
    scheduler.advance(999);
    expect(sent).toHaveLength(2);
    scheduler.advance(1);
    expect(sent.at(-1)).toEqual({ subject: 's.X', body: { event: 'COUNT', ns: [4] } });
  });

  it('coalesced: finish builds the message that goes out, and null sends nothing', () => {
    const { sent, publish } = published();
    const scheduler = manualScheduler();
    const finishing: Push = {
      ...counting,
      coalesce: { ...counting.coalesce!, finish: (message: PushMessage) => ((message.payload.ns as number[]).length > 1 ? { subject: message.subject, payload: { event: 'MANY' } } : null) },
    };
    const publisher = pushPublisher([finishing], publish, { scheduler });
    publisher.push(event('X', 1));
    publisher.push(event('X', 2));
    publisher.push(event('Y', 3));
    scheduler.advance(1_000);
    expect(sent).toEqual([{ subject: 's.X', body: { event: 'MANY' } }]);
  });

  it('flush sends what waits in open windows at once (the relay stops)', () => {
    const { sent, publish } = published();
    const scheduler = manualScheduler();
    const publisher = pushPublisher([counting], publish, { scheduler });
    publisher.push(event('X', 1));
    publisher.flush();
    expect(sent).toEqual([{ subject: 's.X', body: { event: 'COUNT', ns: [1] } }]);
    scheduler.advance(1_000);
    expect(sent).toHaveLength(1);
  });
});
