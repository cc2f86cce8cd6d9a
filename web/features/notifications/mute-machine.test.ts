import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { MuteTarget } from './notifications-api';
import { muteMachine, muteViewOf } from './mute-machine';

function start({ muteFails = false, unmuteFails = false } = {}) {
  const calls: string[] = [];
  const server = { muteFails, unmuteFails };
  const machine = muteMachine.provide({
    actors: {
      mute: fromPromise(async ({ input }: { input: MuteTarget }) => {
        calls.push(`mute ${input.kind} ${input.studentUserId ?? 'all'}`);
        if (server.muteFails) throw new HttpError(0, 'app.error.network');
        return { ...input, mutedAt: '2030-01-01T09:00:00.000Z' };
      }),
      unmute: fromPromise(async ({ input }: { input: MuteTarget }) => {
        calls.push(`unmute ${input.kind} ${input.studentUserId ?? 'all'}`);
        if (server.unmuteFails) throw new HttpError(500, 'app.error.unexpected');
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => muteViewOf(String(actor.getSnapshot().value));
  return { actor, calls, server, view };
}

const AVA_ONLY: MuteTarget = { kind: 'needs_help', studentUserId: 'u_ava_b' };

describe('muting a kind of notification (spec §4 "Mute states")', () => {
  it('mutes, then undo unmutes the same thing', async () => {
    const { actor, calls, view } = start();
    expect(view()).toBe('unmuted');
    actor.send({ type: 'mute', target: AVA_ONLY });
    expect(view()).toBe('busy');
    await waitFor(actor, (s) => s.matches('muted'));
    expect(view()).toBe('muted');
    actor.send({ type: 'undo' });
    await waitFor(actor, (s) => s.matches('unmuted'));
    expect(calls).toEqual(['mute needs_help u_ava_b', 'unmute needs_help u_ava_b']);
  });

  it('a failed mute is the error state, still unmuted; muting again can succeed', async () => {
    const { actor, server, view } = start({ muteFails: true });
    actor.send({ type: 'mute', target: { kind: 'mastered', studentUserId: null } });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(view()).toBe('error-unmuted');
    server.muteFails = false;
    actor.send({ type: 'mute', target: { kind: 'mastered', studentUserId: null } });
    await waitFor(actor, (s) => s.matches('muted'));
  });

  it('a failed undo is the error state, still muted; undo again can succeed', async () => {
    const { actor, server, view } = start({ unmuteFails: true });
    actor.send({ type: 'mute', target: AVA_ONLY });
    await waitFor(actor, (s) => s.matches('muted'));
    actor.send({ type: 'undo' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(view()).toBe('error-muted');
    server.unmuteFails = false;
    actor.send({ type: 'undo' });
    await waitFor(actor, (s) => s.matches('unmuted'));
  });

  it('ignores undo while unmuted and mute while muted', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('unmuted');
    actor.send({ type: 'mute', target: AVA_ONLY });
    await waitFor(actor, (s) => s.matches('muted'));
    actor.send({ type: 'mute', target: AVA_ONLY });
    expect(actor.getSnapshot().value).toBe('muted');
    expect(calls).toEqual(['mute needs_help u_ava_b']);
  });
});
