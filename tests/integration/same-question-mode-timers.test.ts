import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SameQuestionRoom } from '../../events/same-question-mode';
import { startSameQuestionRoomTimers } from '../../server/same-question-mode/room-timers';
import { startTestApp } from '../support/test-app';

// The room timers with a simulated clock: the app's clock and Node's timers
// (vitest's fake setTimeout) moved together by hand.

let t: Awaited<ReturnType<typeof startTestApp>>;
let teacher = '';
let permacode = '';
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  teacher = await t.signIn('ms.rivera');
  permacode = t.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'skill' && item.upcoming === 0 && item.permacode)!.permacode!;
}, 60_000);
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const startRoom = async (durationMinutes: number) => {
  const response = await t.postJson('/same-question-mode/start', { classId: 'class_g4_room12', skillId: permacode, jamMode: 'group', durationMinutes }, { cookie: teacher });
  expect(response.status).toBe(200);
  return (await response.json()) as SameQuestionRoom;
};
const ends = (roomId: string) => t.log.store.readStream(`same-question-room:${roomId}`).filter((event) => event.type === 'SameQuestionRoomEnded');
/** Moves the app's clock and the fake timers by `ms`, letting the timer's command settle. */
const pass = async (ms: number) => {
  t.clock.advance(ms);
  await vi.advanceTimersByTimeAsync(ms);
};

describe('room timers', () => {
  it('end a room at its end time, once, as of the end time; nothing before', async () => {
    const room = await startRoom(2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reports: string[] = [];
    const timers = startSameQuestionRoomTimers(t.log, t.clock, (line) => reports.push(line));
    try {
      await pass(119_000);
      expect(ends(room.roomId)).toEqual([]);
      await pass(1_000);
      const [ended] = ends(room.roomId);
      expect(ended?.data).toMatchObject({ reason: 'time', endedAt: new Date(t.clock().getTime()).toISOString() });
      // Arming it again (a restart, the start route) appends nothing more.
      timers.arm(room.roomId, t.clock().getTime());
      await pass(60_000);
      expect(ends(room.roomId)).toHaveLength(1);
      expect(reports).toEqual([`same-question room ${room.roomId} ended at its end time`]);
    } finally {
      timers.stop();
    }
  });

  it('a timer that fires early (the clock behind) re-arms instead of ending', async () => {
    const room = await startRoom(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timers = startSameQuestionRoomTimers(t.log, t.clock);
    try {
      await vi.advanceTimersByTimeAsync(60_000); // Node's timer fires; the app's clock has not moved
      expect(ends(room.roomId)).toEqual([]);
      await pass(60_000);
      expect(ends(room.roomId)).toHaveLength(1);
    } finally {
      timers.stop();
    }
  });

  it('a room the teacher ended before its end time is left alone by its timer', async () => {
    const room = await startRoom(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timers = startSameQuestionRoomTimers(t.log, t.clock);
    try {
      expect((await t.request(`/same-question-mode/destroy-room?roomId=${room.roomId}`, { cookie: teacher })).status).toBe(200);
      await pass(120_000);
      expect(ends(room.roomId).map((event) => (event.data as { reason: string }).reason)).toEqual(['teacher']);
    } finally {
      timers.stop();
    }
  });
});
