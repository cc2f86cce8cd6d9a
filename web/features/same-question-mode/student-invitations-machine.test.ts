import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { ExpirationCheck, SameQuestionModeInvitation } from './same-question-mode-api';
import { invitation } from './same-question-mode-fixtures';
import { CHECK_RETRY_MS, invitationExpiryMachine, MIN_CHECK_INTERVAL_MS, planInvitations, studentInvitationsMachine } from './student-invitations-machine';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

interface FakeServer {
  invitations: SameQuestionModeInvitation[];
  /** Per room: what the next expiration check answers (or throws). */
  check: (roomId: string) => ExpirationCheck;
}

function start(invitations: SameQuestionModeInvitation[], check: FakeServer['check'] = () => ({ isExpired: false, timeoutMs: 60_000 })) {
  const clock = new SimulatedClock();
  const server: FakeServer = { invitations, check };
  const calls: string[] = [];
  const machine = studentInvitationsMachine.provide({
    actors: {
      fetchInvitations: fromPromise(async () => {
        calls.push('fetch');
        return server.invitations;
      }),
      invitationExpiry: invitationExpiryMachine.provide({
        actors: {
          checkExpiration: fromPromise(async ({ input }: { input: { roomId: string } }) => {
            calls.push(`check ${input.roomId} at ${clock.now()}`);
            return server.check(input.roomId);
          }),
        },
      }),
    },
    actions: { logFetchFailure: () => undefined },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  const shown = () => actor.getSnapshot().context.invitations.map((each) => each.roomId);
  return { actor, clock, server, calls, shown };
}

async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await settle();
}

describe('the student’s invitations', () => {
  it('shows the open invitations on load and adds a pushed one without a reload', async () => {
    const { actor, shown } = start([invitation({ roomId: 'r1' })]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual(['r1']);
    actor.send({ type: 'invitation.pushed', invitation: invitation({ roomId: 'r2', jamMode: 'competition' }) });
    expect(shown()).toEqual(['r1', 'r2']);
    // The same room pushed twice is one banner.
    actor.send({ type: 'invitation.pushed', invitation: invitation({ roomId: 'r2' }) });
    expect(shown()).toEqual(['r1', 'r2']);
  });

  it('asks whether the room expired after the duration minus the elapsed time, and removes it when it has', async () => {
    const { actor, clock, calls, shown } = start([invitation({ roomId: 'r1', durationMs: 600_000, initialMsElapsed: 240_000 })], () => ({
      isExpired: true,
      timeoutMs: 0,
    }));
    await waitFor(actor, (s) => s.matches('ready'));
    await advance(clock, 359_999);
    expect(calls).toEqual(['fetch']);
    expect(shown()).toEqual(['r1']);
    await advance(clock, 1);
    expect(calls).toEqual(['fetch', 'check r1 at 360000']);
    expect(shown()).toEqual([]);
  });

  it('re-checks after the returned timeoutMs while the room has not expired', async () => {
    let answers = [
      { isExpired: false, timeoutMs: 90_000 },
      { isExpired: false, timeoutMs: 0 },
      { isExpired: true, timeoutMs: 0 },
    ];
    const { actor, clock, calls, shown } = start([invitation({ roomId: 'r1', durationMs: 60_000, initialMsElapsed: 0 })], () => {
      const [next, ...rest] = answers;
      answers = rest;
      return next!;
    });
    await waitFor(actor, (s) => s.matches('ready'));
    await advance(clock, 60_000);
    expect(calls.at(-1)).toBe('check r1 at 60000');
    expect(shown()).toEqual(['r1']);
    await advance(clock, 89_999);
    expect(calls).toHaveLength(2);
    await advance(clock, 1);
    expect(calls.at(-1)).toBe('check r1 at 150000');
    // A 0 ms answer is asked again after a second, not in a loop.
    await advance(clock, MIN_CHECK_INTERVAL_MS);
    expect(calls.at(-1)).toBe(`check r1 at ${150_000 + MIN_CHECK_INTERVAL_MS}`);
    expect(shown()).toEqual([]);
  });

  it('keeps the invitation and asks again later when a check fails', async () => {
    let fail = true;
    const { actor, clock, calls, shown } = start([invitation({ roomId: 'r1', durationMs: 1_000, initialMsElapsed: 5_000 })], () => {
      if (fail) throw new HttpError(503, 'app.error.unexpected', {}, 'Service Unavailable');
      return { isExpired: true, timeoutMs: 0 };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    // Elapsed past the duration already: checked at once.
    await advance(clock, 0);
    expect(calls).toEqual(['fetch', 'check r1 at 0']);
    expect(shown()).toEqual(['r1']);
    fail = false;
    await advance(clock, CHECK_RETRY_MS);
    expect(calls.at(-1)).toBe(`check r1 at ${CHECK_RETRY_MS}`);
    expect(shown()).toEqual([]);
  });

  it('times each invitation on its own', async () => {
    const { actor, clock, calls, shown } = start(
      [invitation({ roomId: 'r1', durationMs: 10_000, initialMsElapsed: 0 }), invitation({ roomId: 'r2', durationMs: 20_000, initialMsElapsed: 0 })],
      () => ({ isExpired: true, timeoutMs: 0 }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    await advance(clock, 10_000);
    expect(shown()).toEqual(['r2']);
    await advance(clock, 10_000);
    expect(shown()).toEqual([]);
    expect(calls).toEqual(['fetch', 'check r1 at 10000', 'check r2 at 20000']);
  });

  it('removes an invitation when its room ends, and stops its timer', async () => {
    const { actor, clock, calls, shown } = start([invitation({ roomId: 'r1', durationMs: 10_000, initialMsElapsed: 0 })]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'room.ended', roomId: 'r1' });
    expect(shown()).toEqual([]);
    await advance(clock, 20_000);
    expect(calls).toEqual(['fetch']);
  });

  it('on a refresh takes the server’s list: rooms it no longer has go, new ones come', async () => {
    const { actor, server, shown } = start([invitation({ roomId: 'r1' }), invitation({ roomId: 'r2' })]);
    await waitFor(actor, (s) => s.matches('ready'));
    server.invitations = [invitation({ roomId: 'r2' }), invitation({ roomId: 'r3' })];
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual(['r2', 'r3']);
  });
});

describe('planInvitations', () => {
  it('keeps, adds once, and names the timers to stop and start', () => {
    const shown = [invitation({ roomId: 'a' }), invitation({ roomId: 'b' })];
    const plan = planInvitations(shown, {
      keep: (each) => each.roomId !== 'a',
      add: [invitation({ roomId: 'b' }), invitation({ roomId: 'c', durationMs: 5_000, initialMsElapsed: 7_000 })],
    });
    expect(plan.invitations.map((each) => each.roomId)).toEqual(['b', 'c']);
    expect(plan.stopped).toEqual(['a']);
    expect(plan.started).toEqual([{ roomId: 'c', delayMs: 0 }]);
  });
});
