import { describe, expect, it } from 'vitest';
import type { FamilyMembershipEvent } from '../events/membership';
import { membershipProjection, membershipQueries } from './membership';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(membershipProjection, membershipQueries);
const requested = (requestId: string, username: string, tokenHash: string): FamilyMembershipEvent => ({
  type: 'FamilyJoinRequested',
  data: { requestId, username, displayName: 'Lee', email: 'lee@example.com', edition: 'US', passwordHash: '$argon2id$x', tokenHash, expiresAt: '2026-11-03T08:00:00.000Z' },
});

describe('join requests', () => {
  it('hold their username until confirmed or expired', () =>
    spec.given([requested('j1', 'lee.family', 'a'.repeat(64)), requested('j2', 'kim.family', 'b'.repeat(64)), { type: 'FamilyJoinConfirmed', data: { requestId: 'j2', parentUserId: 'u_kim' } }]).then((queries) => {
      expect(queries.usernameHeld('Lee.Family', new Date('2026-11-03T07:59:00.000Z'))).toBe(true);
      expect(queries.usernameHeld('lee.family', new Date('2026-11-03T08:00:00.000Z'))).toBe(false);
      expect(queries.usernameHeld('kim.family', new Date('2026-11-02T09:00:00.000Z'))).toBe(false);
      expect(queries.joinRequestByTokenHash('b'.repeat(64))).toMatchObject({ requestId: 'j2', username: 'kim.family', parentUserId: 'u_kim' });
      expect(queries.joinRequestByTokenHash('a'.repeat(64))).toMatchObject({ requestId: 'j1', email: 'lee@example.com', parentUserId: null });
    }));
});

describe('memberships', () => {
  it('end on their date, moved by a renewal, with the reminder put off until a time', () =>
    spec
      .given([
        { type: 'FamilyMembershipStarted', data: { parentUserId: 'u_pat', joinRequestId: null, endsOn: '2026-11-12' } },
        { type: 'RenewalReminderPostponed', data: { parentUserId: 'u_pat', until: '2026-11-09T08:00:00.000Z' } },
        { type: 'FamilyMembershipStarted', data: { parentUserId: 'u_kim', joinRequestId: 'j2', endsOn: '2026-11-20' } },
        { type: 'RenewalReminderPostponed', data: { parentUserId: 'u_kim', until: '2026-11-09T08:00:00.000Z' } },
        { type: 'FamilyMembershipRenewed', data: { parentUserId: 'u_kim', previousEndsOn: '2026-11-20', endsOn: '2027-11-20' } },
      ])
      .then((queries) => {
        expect(queries.membershipOf('u_pat')).toEqual({ parentUserId: 'u_pat', endsOn: '2026-11-12', postponedUntil: '2026-11-09T08:00:00.000Z' });
        expect(queries.membershipOf('u_kim')).toEqual({ parentUserId: 'u_kim', endsOn: '2027-11-20', postponedUntil: null });
        expect(queries.membershipOf('u_nobody')).toBeUndefined();
      }));
});
