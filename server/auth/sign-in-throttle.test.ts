import { describe, expect, it } from 'vitest';
import type { SignInEvent } from '../../events/sign-in';
import { projectionSpecification, type GivenEvent } from '../../projections/projection-specification';
import { signInProjection, signInQueries } from '../../projections/sign-in';
import { SIGN_IN_THROTTLE, signInGate } from './sign-in-throttle';

// The classroom throttle (issue 13), read from the real sign-in read model: failures as the log records them.
const spec = projectionSpecification(signInProjection, signInQueries);
const MINUTE = 60_000;
const now = new Date('2026-11-02T09:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();
const failed = (username: string, address: string, at: string): GivenEvent<SignInEvent> => ({
  type: 'SignInFailed',
  data: { username, address, reason: 'wrong_password' },
  metadata: { at },
});
/** `count` failures of `username` from `address`, one a minute, the newest `newest` minutes ago. */
const failures = (count: number, username: string, address: string, newest = 1) =>
  Array.from({ length: count }, (_, i) => failed(username, address, minutesBefore(newest + count - 1 - i)));
/** `count` failures of different usernames from `address`, the newest `newest` minutes ago, the oldest `spanMinutes` before it. */
const spray = (count: number, address: string, spanMinutes = 14, newest = 0.5) =>
  Array.from({ length: count }, (_, i) => failed(`student${i}`, address, minutesBefore(newest + (spanMinutes * (count - 1 - i)) / Math.max(1, count - 1))));
const gate = (events: GivenEvent<SignInEvent>[], username = 'ava.b', address = '203.0.113.7', at = now) =>
  spec.given(events).query((queries) => signInGate(queries, { username, address }, at));

describe('the classroom sign-in throttle', () => {
  it('asks for the bot check from 3 failures of a username or 40 of an address, and refuses an address only from 1,000, within 15 minutes', () => {
    expect(SIGN_IN_THROTTLE).toEqual({ windowMs: 15 * MINUTE, botCheckFromUsernameFailures: 3, botCheckFromAddressFailures: 40, refusedFromAddressFailures: 1_000 });
  });

  it('is open for a username with 2 recent failures', () => {
    expect(gate(failures(2, 'ava.b', '203.0.113.7'))).toEqual({ kind: 'open' });
  });

  it('never refuses a username for its failures alone: from 3, and however many, it asks for the bot check', () => {
    expect(gate(failures(3, 'ava.b', '198.51.100.1'))).toEqual({ kind: 'botCheck', because: 'username' });
    // A classmate's 12 wrong guesses, or a script's 500 from everywhere: still only the bot check.
    expect(gate(failures(12, 'ava.b', '203.0.113.7'))).toEqual({ kind: 'botCheck', because: 'username' });
    const everywhere = Array.from({ length: 500 }, (_, i) => failed('ava.b', `198.51.${Math.floor(i / 250)}.${i % 250}`, minutesBefore(14 - i / 40)));
    expect(gate(everywhere, 'ava.b', '203.0.113.7')).toEqual({ kind: 'botCheck', because: 'username' });
  });

  it('counts a username from any address, and only that username', () => {
    const mixed = [...failures(1, 'ava.b', '198.51.100.1', 4), ...failures(2, 'ava.b', '198.51.100.2')];
    expect(gate(mixed, 'ava.b', '203.0.113.7')).toEqual({ kind: 'botCheck', because: 'username' });
    expect(gate(mixed, 'noah.c', '203.0.113.7')).toEqual({ kind: 'open' });
  });

  it('forgets failures older than the window', () => {
    expect(gate(failures(3, 'ava.b', '203.0.113.7', 15))).toEqual({ kind: 'open' });
    expect(gate([failed('ava.b', '203.0.113.7', minutesBefore(16)), ...failures(2, 'ava.b', '203.0.113.7')])).toEqual({ kind: 'open' });
  });

  it('leaves a classroom of 30 with one typo each open, and asks an address for the bot check from its 40th failure', () => {
    expect(gate(spray(30, '203.0.113.7'), 'someone.new')).toEqual({ kind: 'open' });
    expect(gate(spray(39, '203.0.113.7'), 'someone.new')).toEqual({ kind: 'open' });
    expect(gate(spray(40, '203.0.113.7'), 'someone.new')).toEqual({ kind: 'botCheck', because: 'address' });
    expect(gate(spray(40, '203.0.113.7'), 'someone.new', '198.51.100.9')).toEqual({ kind: 'open' });
  });

  it('counts an IPv6 address by its /64', () => {
    const rotating = Array.from({ length: 40 }, (_, i) => failed(`student${i}`, `2001:db8:5:6::${(i + 1).toString(16)}`, minutesBefore(10)));
    expect(gate(rotating, 'someone.new', '2001:db8:5:6:abcd::1')).toEqual({ kind: 'botCheck', because: 'address' });
    expect(gate(rotating, 'someone.new', '2001:db8:5:7::1')).toEqual({ kind: 'open' });
  });

  it('refuses an address from its 1,000th failure in 15 minutes, until the oldest counted is 15 minutes old, and no other address', () => {
    // 1,000 failures over the last 14 minutes: the oldest, 14.5 minutes old, leaves the window in 30 seconds.
    const abuse = spray(1_000, '203.0.113.7');
    expect(gate(abuse.slice(1), 'ava.b')).toEqual({ kind: 'botCheck', because: 'address' });
    expect(gate(abuse, 'ava.b')).toEqual({ kind: 'refused', retryAfterSeconds: 30 });
    expect(gate(abuse, 'ava.b', '198.51.100.9')).toEqual({ kind: 'open' });
    expect(gate(abuse, 'ava.b', '203.0.113.7', new Date(now.getTime() + 30 * 1000 - 1))).toEqual({ kind: 'refused', retryAfterSeconds: 1 });
    expect(gate(abuse, 'ava.b', '203.0.113.7', new Date(now.getTime() + 30 * 1000))).toEqual({ kind: 'botCheck', because: 'address' });
  });

  it('with more failures than the limit, waits for the 1,000th newest', () => {
    const more = [...spray(200, '203.0.113.7', 2, 13), ...spray(1_000, '203.0.113.7', 10, 0.5)];
    // The 1,000th newest is the oldest of the later 1,000: 10.5 minutes old, free in 4.5 minutes.
    expect(gate(more, 'ava.b')).toEqual({ kind: 'refused', retryAfterSeconds: 270 });
  });
});

describe('the sign-in throttle over read models that disagree', () => {
  it('refuses for the whole window when the count is at the limit but the oldest counted failure cannot be found', () => {
    const queries = { failureCount: () => 1_000, nthLatestFailure: () => undefined };
    expect(signInGate(queries, { username: 'ava.b', address: '203.0.113.7' }, now)).toEqual({ kind: 'refused', retryAfterSeconds: 15 * 60 });
  });
});
