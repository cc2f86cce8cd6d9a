import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { dialogMachine, type DialogEvent } from './dialog-machine';

function start(...events: DialogEvent[]) {
  const clock = new SimulatedClock();
  const actor = createActor(dialogMachine, { clock });
  actor.start();
  for (const event of events) actor.send(event);
  return { actor, clock, state: () => actor.getSnapshot().value };
}

const open = (dialog: Extract<DialogEvent, { type: 'open' }>['dialog']): DialogEvent => ({ type: 'open', dialog });

describe('the sign-in dialog machine (spec §4 "Dialog switching")', () => {
  it('starts closed', () => {
    expect(start().state()).toBe('closed');
  });

  it.each([
    ['signIn', open({ type: 'signIn' })],
    ['subAccountSignIn', open({ type: 'subAccountSignIn' })],
    ['parentAvatar', open({ type: 'parentAvatar' })],
    ['switchToParent', open({ type: 'switchToParent' })],
    ['switchToParentAvatar', open({ type: 'switchToParentAvatar' })],
    ['legacyDialog', open({ type: 'legacyDialog' })],
    ['forgotUsername', open({ type: 'forgotUsername' })],
    ['forgotPassword', open({ type: 'forgotPassword' })],
    ['forgotSecretWord', open({ type: 'forgotSecretWord' })],
    ['forgotSecretWordChildNotice', open({ type: 'forgotSecretWordChildNotice' })],
  ] as const)('dismissing %s opened on its own clears it', (state, event) => {
    const machine = start(event);
    expect(machine.state()).toBe(state);
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('closed');
  });

  it("a forgot-password request from a district's page is for that district's accounts, and only that one", () => {
    const machine = start(open({ type: 'forgotPassword', customDomain: 'riverside' }));
    expect(machine.actor.getSnapshot().context.passwordCustomDomain).toBe('riverside');
    machine.actor.send({ type: 'dismiss' });
    machine.actor.send(open({ type: 'signIn' }));
    machine.actor.send({ type: 'forgotPasswordLink' });
    expect(machine.state()).toBe('forgotPassword');
    expect(machine.actor.getSnapshot().context.passwordCustomDomain).toBeNull();
  });

  it('the child-membership link opens switch-to-parent; approving opens the switch-to-parent avatar dialog', () => {
    const machine = start({ type: 'childMembershipLink' });
    expect(machine.state()).toBe('switchToParent');
    machine.actor.send({ type: 'approve' });
    expect(machine.state()).toBe('switchToParentAvatar');
    machine.actor.send({ type: 'signedIn' });
    expect(machine.state()).toBe('closed');
  });

  it('the switch-to-parent avatar link opens the avatar dialog', () => {
    expect(start({ type: 'switchToParentAvatarLink' }).state()).toBe('switchToParentAvatar');
  });

  it.each([
    { type: 'switchSubAccountLink', username: 'mina' },
    { type: 'subAccountChange', username: 'mina' },
    { type: 'subAccountInfoPrompt' },
  ] as const)('$type opens the sub-account sign-in dialog', (event) => {
    const machine = start(event);
    expect(machine.state()).toBe('subAccountSignIn');
    expect(machine.actor.getSnapshot().context.subAccountUsername).toBe('username' in event ? 'mina' : null);
  });

  it('the forgot links open their dialogs from the sign-in dialog and dismissing returns to it, flow kept', () => {
    const machine = start(open({ type: 'signIn', flow: 'RENEWAL', location: 'SIGNIN_MODAL' }), { type: 'forgotPasswordLink' });
    expect(machine.state()).toBe('forgotPassword');
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('signIn');
    expect(machine.actor.getSnapshot().context.signIn.flow).toBe('RENEWAL');
    machine.actor.send({ type: 'forgotUsernameLink' });
    expect(machine.state()).toBe('forgotUsername');
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('signIn');
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('closed');
  });

  it('forgot password → username not found → forgot username still returns to the sign-in dialog', () => {
    const machine = start(open({ type: 'signIn' }), { type: 'forgotPasswordLink' }, { type: 'forgotUsernameLink' });
    expect(machine.state()).toBe('forgotUsername');
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('signIn');
  });

  it('a finished request shows its confirmation, whose dismissal returns to the flow', () => {
    const machine = start(open({ type: 'signIn' }), { type: 'forgotPasswordLink' });
    machine.actor.send({ type: 'credentialRequestDone', kind: 'PASSWORD', response: { supportEmail: 's', familyEmail: 'f' } });
    expect(machine.state()).toBe('credentialConfirmation');
    expect(machine.actor.getSnapshot().context.confirmation).toEqual({ kind: 'PASSWORD', response: { supportEmail: 's', familyEmail: 'f' } });
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('signIn');
  });

  it('a confirmation of a request opened on its own closes on dismiss', () => {
    const machine = start({ type: 'forgotUsernameLink' }, { type: 'credentialRequestDone', kind: 'USERNAME', response: {} });
    expect(machine.state()).toBe('credentialConfirmation');
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('closed');
  });

  it('forgot secret word: a parent gets the request dialog, a child the ask-your-parent notice; both return to the sub-account dialog', () => {
    const parent = start({ type: 'switchSubAccountLink', username: 'mina' }, { type: 'forgotSecretWordHelp', requesterIsParent: true, targetEncryptedLogin: 'tok' });
    expect(parent.state()).toBe('forgotSecretWord');
    expect(parent.actor.getSnapshot().context.secretWordTarget).toBe('tok');
    parent.actor.send({ type: 'dismiss' });
    expect(parent.state()).toBe('subAccountSignIn');

    const child = start({ type: 'switchSubAccountLink' }, { type: 'forgotSecretWordHelp', requesterIsParent: false });
    expect(child.state()).toBe('forgotSecretWordChildNotice');
    child.actor.send({ type: 'dismiss' });
    expect(child.state()).toBe('subAccountSignIn');
  });

  it('a child picking the parent goes to the parent avatar dialog; its forgot-password returns there', () => {
    const machine = start({ type: 'subAccountInfoPrompt' }, { type: 'pickParent' });
    expect(machine.state()).toBe('parentAvatar');
    machine.actor.send({ type: 'forgotPasswordLink' });
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('parentAvatar');
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('closed');
  });

  it('a legacy dialog launch opens the legacy dialog', () => {
    expect(start(open({ type: 'signIn' }), { type: 'legacyDialogLaunch' }).state()).toBe('legacyDialog');
  });

  it('signing in closes the dialog; a closed machine forgets the flow to return to', () => {
    const machine = start(open({ type: 'signIn', username: 'ava.b', errorKey: 'x' }));
    expect(machine.actor.getSnapshot().context.signIn).toEqual({ flow: 'default', location: 'SIGNIN_MODAL', username: 'ava.b', errorKey: 'x' });
    machine.actor.send({ type: 'signedIn' });
    expect(machine.state()).toBe('closed');
    machine.actor.send({ type: 'forgotPasswordLink' });
    machine.actor.send({ type: 'dismiss' });
    expect(machine.state()).toBe('closed');
  });

  it('opening the same dialog again starts it afresh (a new generation), whatever time passed', () => {
    const machine = start(open({ type: 'signIn' }));
    const first = machine.actor.getSnapshot().context.generation;
    machine.clock.increment(60_000);
    machine.actor.send(open({ type: 'signIn', flow: 'UPSELL_ALL_ACCESS' }));
    expect(machine.state()).toBe('signIn');
    expect(machine.actor.getSnapshot().context.generation).toBe(first + 1);
    expect(machine.actor.getSnapshot().context.signIn.flow).toBe('UPSELL_ALL_ACCESS');
  });

  it('events a dialog does not take leave it open', () => {
    const machine = start(open({ type: 'switchToParent' }), { type: 'signedIn' }, { type: 'pickParent' }, { type: 'forgotPasswordLink' });
    expect(machine.state()).toBe('switchToParent');
  });
});
