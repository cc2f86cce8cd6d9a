import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { EventRegistry } from './log/event-schemas';
import { addressNetwork, signIn, signInEvents, signInStreams, type SignInCommand, type SignInEvent } from './sign-in';

const spec = deciderSpecification(signIn);

const session = {
  sessionId: 's1',
  userId: 'u_ava_b',
  tokenHash: 'a'.repeat(64),
  rememberUser: true,
  expiresAt: '2026-12-02T08:00:00.000Z',
  address: '203.0.113.7',
  location: 'SIGNIN_MODAL' as const,
  switchedFromSessionId: null,
};
const start: SignInCommand = { type: 'StartSession', data: session };
const signedIn: SignInEvent = { type: 'SignedIn', data: session };
const end = (reason: 'signed_out' | 'expired' = 'signed_out'): SignInCommand => ({ type: 'EndSession', data: { sessionId: 's1', reason } });
const signedOut = (reason: 'signed_out' | 'expired' = 'signed_out'): SignInEvent => ({
  type: 'SignedOut',
  data: { sessionId: 's1', userId: 'u_ava_b', reason },
});
const failure = { username: 'ava.b', address: '203.0.113.7', reason: 'wrong_password' } as const;
const failed: SignInEvent = { type: 'SignInFailed', data: failure };

describe('starting a session', () => {
  it('a new session is signed in with everything the command carries', () => spec.given([]).when(start).then([signedIn]));

  it('a session id cannot be used twice', () => spec.given([signedIn]).when(start).thenThrows('sign_in.session_exists', 409));

  it('not even after it ended', () => spec.given([signedIn, signedOut()]).when(start).thenThrows('sign_in.session_exists', 409));
});

describe('a failed sign-in', () => {
  it('is recorded as it was typed, with its address and reason', () => spec.given([]).when({ type: 'RecordFailedSignIn', data: failure }).then([failed]));

  it('is recorded again however many failures came before', () =>
    spec.given([failed, failed]).when({ type: 'RecordFailedSignIn', data: { ...failure, reason: 'unknown_user' } }).then([
      { type: 'SignInFailed', data: { ...failure, reason: 'unknown_user' } },
    ]));
});

describe('ending a session', () => {
  it('signs the session’s user out, with the reason', () => spec.given([signedIn]).when(end()).then([signedOut()]));

  it('an expired session ends as expired', () => spec.given([signedIn]).when(end('expired')).then([signedOut('expired')]));

  it('a session that never started cannot end', () => spec.given([]).when(end()).thenThrows('sign_in.no_session', 401));

  it('failures alone are no session', () => spec.given([failed]).when(end()).thenThrows('sign_in.no_session', 401));

  it('a session that already ended ends once: nothing more is appended', () => spec.given([signedIn, signedOut()]).when(end()).then([]));
});

describe('the state', () => {
  it('a failure after the sign-in changes nothing', () => {
    const state = [signedIn, failed].reduce(signIn.evolve, signIn.initialState());
    expect(state).toEqual({ userId: 'u_ava_b', ended: false });
  });
});

describe('streams', () => {
  it('a session is its own stream; failures are grouped by the username’s hash', () => {
    expect(signInStreams.session('s1')).toBe('session:s1');
    expect(signInStreams.failures('abc123')).toBe('sign-in-failures:abc123');
  });
});

describe('a family switch (issue 13)', () => {
  it('ends the session it replaced as switched, and the new session names it', () => {
    spec.given([signedIn]).when({ type: 'EndSession', data: { sessionId: 's1', reason: 'switched_sub_account' } }).then([
      { type: 'SignedOut', data: { sessionId: 's1', userId: 'u_ava_b', reason: 'switched_sub_account' } },
    ]);
    const switched = { ...session, sessionId: 's2', location: null, switchedFromSessionId: 's1' };
    spec.given([]).when({ type: 'StartSession', data: switched }).then([{ type: 'SignedIn', data: switched }]);
  });

  it('records a wrong secret word as a failure of the member switched to', () =>
    spec.given([]).when({ type: 'RecordFailedSignIn', data: { ...failure, username: 'mina', reason: 'wrong_secret_word' } }).then([
      { type: 'SignInFailed', data: { ...failure, username: 'mina', reason: 'wrong_secret_word' } },
    ]));
});

describe('stored events of schema version 1', () => {
  const registry = new EventRegistry(signInEvents);
  it('a session is read with no location and no switch', () => {
    const { location: _location, switchedFromSessionId: _switched, ...v1 } = session;
    expect(registry.upcast('SignedIn', 1, v1)).toEqual({ data: { ...v1, location: null, switchedFromSessionId: null }, schemaVersion: 2 });
  });
  it('failures and sign-outs are read as they were', () => {
    expect(registry.upcast('SignInFailed', 1, failure).data).toEqual(failure);
    expect(registry.upcast('SignedOut', 1, { sessionId: 's1', userId: 'u_ava_b', reason: 'expired' }).data).toEqual({ sessionId: 's1', userId: 'u_ava_b', reason: 'expired' });
  });
});

describe('the network an address is counted by', () => {
  it('is an IPv4 address itself, also when IPv4-mapped', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressNetwork('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });
  it('is what it says for anything else', () => expect(addressNetwork('unknown')).toBe('unknown'));
});

describe('the network an address is counted by: spellings', () => {
  it('fills the gap of :: wherever it is, and drops a zone', () => {
    expect(addressNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::')).toBe('0:0:0:0::/64');
    expect(addressNetwork('2001:db8:1::2:3:4:5')).toBe('2001:db8:1:0::/64');
    expect(addressNetwork('::2:3:4:5:6:7')).toBe('0:0:2:3::/64');
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
  it('takes only a whole dotted IPv4 address after ::ffff:', () => {
    expect(addressNetwork('::FFFF:10.20.30.40')).toBe('10.20.30.40');
    expect(addressNetwork('x::ffff:10.0.0.1')).not.toBe('10.0.0.1');
    expect(addressNetwork('::ffff:10.0.0.1.5')).not.toBe('10.0.0.1');
  });
  it('a session starts not ended', () => expect(signIn.initialState()).toEqual({ userId: null, ended: false }));
});
