import { describe, expect, it } from 'vitest';
import type { ChannelPush } from './push-message';
import { seenPushes } from './seen-pushes';

const push = (eventId: string | undefined, event = 'LIVE_MESSAGE', channel: ChannelPush['channel'] = 'general'): ChannelPush => ({
  channel,
  message: eventId === undefined ? { event } : { event, eventId },
});

describe('repeated pushes (issue 17: a relay handover may send a push again)', () => {
  it('lets a push through once and drops its repeat', () => {
    const seen = seenPushes();
    expect(seen.firstTime(push('e1'))).toBe(true);
    expect(seen.firstTime(push('e2'))).toBe(true);
    expect(seen.firstTime(push('e1'))).toBe(false);
    expect(seen.firstTime(push('e2'))).toBe(false);
  });

  it('keeps different messages of one event apart (another channel, another event name)', () => {
    const seen = seenPushes();
    expect(seen.firstTime(push('e1', 'FOCUS_ENDED', 'focus'))).toBe(true);
    expect(seen.firstTime(push('e1', 'FOCUS_ENDED', 'teacher'))).toBe(true);
    expect(seen.firstTime(push('e1', 'ROOM_ENDED', 'teacher'))).toBe(true);
    expect(seen.firstTime(push('e1', 'FOCUS_ENDED', 'teacher'))).toBe(false);
  });

  it('lets every push without an event id through', () => {
    const seen = seenPushes();
    expect(seen.firstTime(push(undefined))).toBe(true);
    expect(seen.firstTime(push(undefined))).toBe(true);
    expect(seen.size).toBe(0);
  });

  it('remembers only the last `limit` pushes, forgetting the oldest first', () => {
    const seen = seenPushes(3);
    for (const id of ['a', 'b', 'c', 'd']) expect(seen.firstTime(push(id))).toBe(true);
    expect(seen.size).toBe(3);
    expect(seen.firstTime(push('a'))).toBe(true); // forgotten
    expect(seen.firstTime(push('d'))).toBe(false);
    expect(seen.size).toBe(3);
  });
});
