import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { currentMenuLevel, mobileHeaderMachine } from './mobile-header-machine';

function start() {
  const closeOtherPopovers = vi.fn();
  const actor = createActor(mobileHeaderMachine.provide({ actions: { closeOtherPopovers } })).start();
  return { actor, closeOtherPopovers, state: () => actor.getSnapshot().value, levels: () => actor.getSnapshot().context.levels };
}

describe('mobile header', () => {
  it('opens and closes the menu with the hamburger, closing other header popovers on open', () => {
    const { actor, state, closeOtherPopovers } = start();
    expect(state()).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    expect(state()).toBe('menu');
    expect(closeOtherPopovers).toHaveBeenCalledTimes(1);
    actor.send({ type: 'menu.toggle' });
    expect(state()).toBe('closed');
  });

  it('keeps the menu and the search mutually exclusive', () => {
    const { actor, state } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'search.toggle' });
    expect(state()).toBe('search');
    actor.send({ type: 'menu.toggle' });
    expect(state()).toBe('menu');
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'search.toggle' });
    expect(state()).toBe('closed');
  });

  it('walks nested lists and back, and reopens at the top level', () => {
    const { actor, levels } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'list.open', level: { kind: 'subjects' } });
    actor.send({ type: 'list.open', level: { kind: 'grades', subject: 'math' } });
    expect(currentMenuLevel(levels())).toEqual({ kind: 'grades', subject: 'math' });
    actor.send({ type: 'back' });
    expect(currentMenuLevel(levels())).toEqual({ kind: 'subjects' });
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'menu.toggle' });
    expect(currentMenuLevel(levels())).toBeNull();
  });

  it('closes on Escape and on a resize to the desktop layout, from either panel', () => {
    const { actor, state } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'close' });
    expect(state()).toBe('closed');
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'viewport.desktop' });
    expect(state()).toBe('closed');
  });

  it('ignores nested-list events while closed', () => {
    const { actor, levels } = start();
    actor.send({ type: 'list.open', level: { kind: 'subjects' } });
    actor.send({ type: 'back' });
    expect(levels()).toEqual([]);
  });
});
