import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { ExpirationCheck } from './same-question-mode-api';
import { CHECK_RETRY_MS, MIN_CHECK_INTERVAL_MS } from './student-invitations-machine';
import { teacherRoomBannerMachine, type OpenRoom } from './teacher-room-banner-machine';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const openRoom = (overrides: Partial<OpenRoom> = {}): OpenRoom => ({
  roomId: 'r1',
  timeoutMs: 600_000,
  href: '/same-question-mode/math/grade-4/skills/18MCV/r1',
  ...overrides,
});

interface FakeServer {
  active: OpenRoom | null;
  check: () => ExpirationCheck;
  endError: Error | null;
}

function start(active: OpenRoom | null) {
  const clock = new SimulatedClock();
  const server: FakeServer = { active, check: () => ({ isExpired: false, timeoutMs: 60_000 }), endError: null };
  const calls: string[] = [];
  const machine = teacherRoomBannerMachine.provide({
    actors: {
      fetchActiveRoom: fromPromise(async () => server.active),
      checkExpiration: fromPromise(async ({ input }: { input: { roomId: string } }) => {
        calls.push(`check ${input.roomId} at ${clock.now()}`);
        return server.check();
      }),
      endRoom: fromPromise(async ({ input }: { input: { roomId: string } }) => {
        calls.push(`end ${input.roomId}`);
        if (server.endError) throw server.endError;
      }),
    },
    actions: { logFetchFailure: () => undefined },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  const roomId = () => actor.getSnapshot().context.room?.roomId ?? null;
  return { actor, clock, server, calls, roomId };
}

async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await settle();
}

describe('the teacher’s same-question-mode banner', () => {
  it('comes back after a reload: the open room is fetched on load', async () => {
    const { actor, roomId } = start(openRoom());
    await waitFor(actor, (s) => s.matches('open'));
    expect(roomId()).toBe('r1');
  });

  it('has nothing to show without a room, until a room is opened', async () => {
    const { actor, roomId } = start(null);
    await waitFor(actor, (s) => s.matches('noRoom'));
    expect(roomId()).toBeNull();
    actor.send({ type: 'room.opened', room: openRoom({ roomId: 'r2' }) });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(roomId()).toBe('r2');
  });

  it('ends on SAME_QUESTION_MODE_ENDED for its room only', async () => {
    const { actor, roomId } = start(openRoom());
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'ended.pushed', roomId: 'another' });
    expect(roomId()).toBe('r1');
    actor.send({ type: 'ended.pushed', roomId: 'r1' });
    expect(actor.getSnapshot().matches('noRoom')).toBe(true);
    expect(roomId()).toBeNull();
  });

  it('checks at the server-given timeoutMs and ends when the check says isExpired', async () => {
    const { actor, clock, server, calls } = start(openRoom({ timeoutMs: 600_000 }));
    await waitFor(actor, (s) => s.matches('open'));
    await advance(clock, 599_999);
    expect(calls).toEqual([]);
    server.check = () => ({ isExpired: false, timeoutMs: 30_000 });
    await advance(clock, 1);
    expect(calls).toEqual(['check r1 at 600000']);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    server.check = () => ({ isExpired: false, timeoutMs: 0 });
    await advance(clock, 30_000);
    expect(calls.at(-1)).toBe('check r1 at 630000');
    server.check = () => ({ isExpired: true, timeoutMs: 0 });
    await advance(clock, MIN_CHECK_INTERVAL_MS);
    expect(calls.at(-1)).toBe(`check r1 at ${630_000 + MIN_CHECK_INTERVAL_MS}`);
    expect(actor.getSnapshot().matches('noRoom')).toBe(true);
  });

  it('shows the status text of a failed check, keeps the room, and checks again', async () => {
    const { actor, clock, server, calls } = start(openRoom({ timeoutMs: 1_000 }));
    await waitFor(actor, (s) => s.matches('open'));
    server.check = () => {
      throw new HttpError(502, 'app.error.unexpected', {}, 'Bad Gateway');
    };
    await advance(clock, 1_000);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'checkFailed', status: 502, statusText: 'Bad Gateway' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    server.check = () => ({ isExpired: false, timeoutMs: 60_000 });
    await advance(clock, CHECK_RETRY_MS);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('ends the room after the teacher confirms and the request succeeds', async () => {
    const { actor, calls, roomId } = start(openRoom());
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'end.request' });
    expect(actor.getSnapshot().matches({ open: { ending: 'confirming' } })).toBe(true);
    actor.send({ type: 'end.cancel' });
    expect(calls).toEqual([]);
    actor.send({ type: 'end.request' });
    actor.send({ type: 'end.confirm' });
    await waitFor(actor, (s) => s.matches('noRoom'));
    expect(calls).toEqual(['end r1']);
    expect(roomId()).toBeNull();
  });

  it('keeps the room and shows the status text when ending fails', async () => {
    const { actor, server } = start(openRoom());
    await waitFor(actor, (s) => s.matches('open'));
    server.endError = new HttpError(403, 'same_question_mode.not_your_room', {}, 'Forbidden');
    actor.send({ type: 'end.request' });
    actor.send({ type: 'end.confirm' });
    await waitFor(actor, (s) => s.matches({ open: { ending: 'idle' } }));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'endFailed', status: 403, statusText: 'Forbidden' });
    expect(actor.getSnapshot().context.room?.roomId).toBe('r1');
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('follows a newly opened room and times it afresh', async () => {
    const { actor, clock, calls, roomId } = start(openRoom({ timeoutMs: 10_000 }));
    await waitFor(actor, (s) => s.matches('open'));
    await advance(clock, 5_000);
    actor.send({ type: 'room.opened', room: openRoom({ roomId: 'r2', timeoutMs: 10_000 }) });
    expect(roomId()).toBe('r2');
    await advance(clock, 5_000);
    expect(calls).toEqual([]);
    await advance(clock, 5_000);
    expect(calls).toEqual(['check r2 at 15000']);
  });
});
