// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { liveMessage } from './live-message-fixtures';
import { liveMessagesMachine } from './live-messages-machine';
import { browserPopoverMemory, popoverMemoryKey, rememberPopover } from './popover-memory';

const m1 = liveMessage('m1', { studentUserId: 'u1', creationDate: 1_000 });

describe('popover memory in browser storage', () => {
  it('reads back what it wrote, per user, and forgets on clear', () => {
    const memory = browserPopoverMemory('u1', window.localStorage);
    expect(memory.read()).toBeNull();
    memory.write({ open: true, latestDate: 5 });
    expect(memory.read()).toEqual({ open: true, latestDate: 5 });
    expect(browserPopoverMemory('u2', window.localStorage).read()).toBeNull();
    memory.clear();
    expect(window.localStorage.getItem(popoverMemoryKey('u1'))).toBeNull();
  });

  it('treats unreadable storage as no stored state', () => {
    window.localStorage.setItem(popoverMemoryKey('u3'), '{not json');
    expect(browserPopoverMemory('u3', window.localStorage).read()).toBeNull();
    expect(browserPopoverMemory('u3', null).read()).toBeNull();
  });

  it('follows the machine: open flag and latest date while there are messages, removed when none', async () => {
    let serve = [m1];
    const machine = liveMessagesMachine.provide({
      actors: { fetchMessages: fromPromise(async () => ({ items: serve, expirationIntervalMs: 3_600_000, serverTime: 2_000 })) },
    });
    const actor = createActor(machine, { input: { userId: 'u1', storedMemory: null, now: () => 2_000 } });
    const memory = browserPopoverMemory('u1', window.localStorage);
    const stop = rememberPopover(actor, memory);
    actor.start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(memory.read()).toEqual({ open: true, latestDate: 1_000 });
    actor.send({ type: 'close' });
    expect(memory.read()).toEqual({ open: false, latestDate: 1_000 });
    serve = [];
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.context.messages.length === 0);
    expect(memory.read()).toBeNull();
    stop();
    actor.stop();
  });
});
