import { describe, expect, it } from 'vitest';
import type { SignInEvent } from '../events/sign-in';
import { projectionSpecification } from './projection-specification';
import { signInProjection, signInQueries } from './sign-in';

const spec = projectionSpecification(signInProjection, signInQueries, { startAt: '2026-11-02T08:00:00.000Z' });

const tokenHash = (digit: string) => digit.repeat(64);
const signedIn = (sessionId: string, userId: string, token: string, expiresAt: string): SignInEvent => ({
  type: 'SignedIn',
  data: { sessionId, userId, tokenHash: tokenHash(token), rememberUser: false, expiresAt, address: '203.0.113.7', location: null, switchedFromSessionId: null },
});
const signedOut = (sessionId: string, userId: string): SignInEvent => ({ type: 'SignedOut', data: { sessionId, userId, reason: 'signed_out' } });
const failed = (username: string, address: string, at: string) => ({
  type: 'SignInFailed' as const,
  data: { username, address, reason: 'wrong_password' as const },
  metadata: { at },
});

describe('an active session', () => {
  const expiresAt = '2026-11-02T20:00:00.000Z';

  it('is found by its token hash until it expires', () =>
    spec.given([signedIn('s1', 'u_ava', 'a', expiresAt), signedIn('s2', 'u_noah', 'b', expiresAt)]).then((queries) => {
      expect(queries.activeSession(tokenHash('a'), new Date('2026-11-02T19:59:59.999Z'))).toEqual({ sessionId: 's1', userId: 'u_ava', expiresAt });
      expect(queries.activeSession(tokenHash('a'), new Date(expiresAt))).toBeUndefined();
      expect(queries.activeSession(tokenHash('c'), new Date('2026-11-02T09:00:00.000Z'))).toBeUndefined();
    }));

  it('is none once the session ended', () =>
    spec.given([signedIn('s1', 'u_ava', 'a', expiresAt), signedIn('s2', 'u_ava', 'b', expiresAt), signedOut('s1', 'u_ava')]).then((queries) => {
      const now = new Date('2026-11-02T09:00:00.000Z');
      expect(queries.activeSession(tokenHash('a'), now)).toBeUndefined();
      expect(queries.activeSession(tokenHash('b'), now)?.sessionId).toBe('s2');
    }));
});

describe('recent sign-in failures', () => {
  const failures = [
    failed('ava', '203.0.113.7', '2026-11-02T08:00:00.000Z'),
    failed('ava', '198.51.100.1', '2026-11-02T08:05:00.000Z'),
    failed('noah', '203.0.113.7', '2026-11-02T08:06:00.000Z'),
    failed('ava', '203.0.113.7', '2026-11-02T08:10:00.000Z'),
  ];
  const since = new Date('2026-11-02T08:00:00.000Z');

  it('are counted after `since`, by username or by address', () =>
    spec.given(failures).then((queries) => {
      expect(queries.failureCount('username', 'ava', since)).toBe(2);
      expect(queries.failureCount('network', '203.0.113.7', since)).toBe(2);
      expect(queries.failureCount('username', 'zoe', since)).toBe(0);
    }));

  it('tell the time of the n-th latest one, if there are that many', () =>
    spec.given(failures).then((queries) => {
      expect(queries.nthLatestFailure('username', 'ava', since, 1)).toBe('2026-11-02T08:10:00.000Z');
      expect(queries.nthLatestFailure('username', 'ava', since, 2)).toBe('2026-11-02T08:05:00.000Z');
      expect(queries.nthLatestFailure('username', 'ava', since, 3)).toBeUndefined();
    }));

  it('count an IPv6 address by its /64: one subscriber’s network', () =>
    spec
      .given([
        failed('ava', '2001:db8:1:2::7', '2026-11-02T08:01:00.000Z'),
        failed('noah', '2001:db8:1:2:ffff:1:2:3', '2026-11-02T08:02:00.000Z'),
        failed('mia', '2001:db8:1:3::7', '2026-11-02T08:03:00.000Z'),
        failed('leo', '::ffff:203.0.113.9', '2026-11-02T08:04:00.000Z'),
      ])
      .then((queries) => {
        expect(queries.failureCount('network', '2001:db8:1:2::/64', since)).toBe(2);
        expect(queries.failureCount('network', '2001:db8:1:3::/64', since)).toBe(1);
        expect(queries.failureCount('network', '203.0.113.9', since)).toBe(1);
      }));
});
