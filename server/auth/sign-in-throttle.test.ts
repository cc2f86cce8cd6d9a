import { describe, expect, it } from 'vitest';
import type { SignInEvent } from '../../events/sign-in';
import { projectionSpecification, type GivenEvent } from '../../projections/projection-specification';
import { signInProjection, signInQueries } from '../../projections/sign-in';
import { SIGN_IN_THROTTLE, signInRetryAfterSeconds } from './sign-in-throttle';

// Throttling read from the real sign-in read model: failures as the log records them.
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
const retryAfter = (events: GivenEvent<SignInEvent>[], username = 'ava.b', address = '203.0.113.7', at = now) =>
  spec.given(events).query((queries) => signInRetryAfterSeconds(queries, username, address, at));

describe('sign-in throttle', () => {
  it('is 5 failures per username or 20 per address in 15 minutes', () => {
    expect(SIGN_IN_THROTTLE).toEqual({ windowMs: 15 * MINUTE, perUsername: 5, perAddress: 20 });
  });

  it('lets a username with 4 recent failures try again', () => {
    expect(retryAfter(failures(4, 'ava.b', '203.0.113.7'))).toBeNull();
  });

  it('locks a username after 5 failures until the oldest is 15 minutes old', () => {
    // Failures 5, 4, 3, 2 and 1 minutes ago: the oldest frees a slot in 10 minutes.
    expect(retryAfter(failures(5, 'ava.b', '203.0.113.7'))).toBe(10 * 60);
  });

  it('counts the username from any address, and only that username', () => {
    const mixed = [...failures(2, 'ava.b', '198.51.100.1', 4), ...failures(3, 'ava.b', '198.51.100.2')];
    expect(retryAfter(mixed, 'ava.b', '203.0.113.7')).toBe(10 * 60);
    expect(retryAfter(mixed, 'noah.c', '203.0.113.7')).toBeNull();
  });

  it('with more failures than the limit, waits for the fifth newest', () => {
    // 7 failures, 7…1 minutes ago: the fifth newest is 5 minutes old, free in 10.
    expect(retryAfter(failures(7, 'ava.b', '203.0.113.7'))).toBe(10 * 60);
  });

  it('forgets failures older than the window', () => {
    expect(retryAfter(failures(5, 'ava.b', '203.0.113.7', 15))).toBeNull();
    expect(retryAfter([failed('ava.b', 'x', minutesBefore(16)), ...failures(4, 'ava.b', '203.0.113.7')])).toBeNull();
  });

  it('is free again exactly when the oldest counted failure is 15 minutes old', () => {
    const five = failures(5, 'ava.b', '203.0.113.7');
    expect(retryAfter(five, 'ava.b', '203.0.113.7', new Date(now.getTime() + 10 * MINUTE - 1))).toBe(1);
    expect(retryAfter(five, 'ava.b', '203.0.113.7', new Date(now.getTime() + 10 * MINUTE))).toBeNull();
  });

  it('rounds the wait up to whole seconds', () => {
    expect(retryAfter(failures(5, 'ava.b', '203.0.113.7'), 'ava.b', '203.0.113.7', new Date(now.getTime() + 1_500))).toBe(10 * 60 - 1);
  });

  it('locks an address after 20 failures, whatever the usernames', () => {
    const spread = Array.from({ length: 20 }, (_, i) => failed(`student${i}`, '203.0.113.7', minutesBefore(14 - i * 0.5)));
    expect(retryAfter(spread, 'someone.new', '203.0.113.7')).toBe(60);
    expect(retryAfter(spread.slice(1), 'someone.new', '203.0.113.7')).toBeNull();
    expect(retryAfter(spread, 'someone.new', '198.51.100.9')).toBeNull();
  });

  it('when both limits are reached, waits for the later of the two', () => {
    const byAddress = Array.from({ length: 20 }, (_, i) => failed(`student${i}`, '203.0.113.7', minutesBefore(14 - i * 0.5)));
    const byUsername = failures(5, 'ava.b', '198.51.100.1');
    expect(retryAfter([...byAddress, ...byUsername], 'ava.b', '203.0.113.7')).toBe(10 * 60);
    const earlyUsername = failures(5, 'ava.b', '198.51.100.1', 10);
    // The username is free in 1 minute (its oldest failure is 14 minutes old), the address in 5.
    const lateAddress = Array.from({ length: 20 }, (_, i) => failed(`student${i}`, '203.0.113.7', minutesBefore(10 - i * 0.25)));
    expect(retryAfter([...earlyUsername, ...lateAddress], 'ava.b', '203.0.113.7')).toBe(5 * 60);
  });
});
