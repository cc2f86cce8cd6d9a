import { describe, expect, it } from 'vitest';
import {
  aYearAfter,
  daysUntil,
  familyMembership,
  membershipErrors,
  membershipStreams,
  renewalReminderDue,
  type FamilyMembershipCommand,
  type FamilyMembershipEvent,
} from './membership';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(familyMembership);
const joinData = {
  requestId: 'j1',
  username: 'lee.family',
  displayName: 'Lee',
  email: 'lee@example.com',
  edition: 'US' as const,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x',
  tokenHash: 'a'.repeat(64),
  expiresAt: '2026-11-03T08:00:00.000Z',
};
const requested: FamilyMembershipEvent = { type: 'FamilyJoinRequested', data: joinData };
const started: FamilyMembershipEvent = { type: 'FamilyMembershipStarted', data: { parentUserId: 'u_pat', joinRequestId: null, endsOn: '2026-11-12' } };
const parent = { userId: 'u_pat', role: 'parent' as const };

describe('asking to join', () => {
  const ask = (data: Partial<typeof joinData> & { usernameHeld?: boolean } = {}): FamilyMembershipCommand => ({ type: 'RequestFamilyJoin', data: { ...joinData, usernameHeld: false, ...data } });
  it('records the request', () => spec.given([]).when(ask()).then([requested]));
  it('refuses a held username, a bad username or address', () => {
    spec.given([]).when(ask({ usernameHeld: true })).thenThrows(membershipErrors.usernameTaken, 400);
    spec.given([]).when(ask({ username: 'X y' })).thenThrows(membershipErrors.usernameInvalid, 400);
    spec.given([]).when(ask({ email: 'Lee@Example.com' })).thenThrows(membershipErrors.invalidEmail, 400);
    spec.given([]).when(ask({ email: 'lee@example.notatld' })).thenThrows(membershipErrors.invalidEmail, 400);
  });
});

describe('confirming', () => {
  const confirm = (at: string): FamilyMembershipCommand => ({ type: 'ConfirmFamilyJoin', data: { requestId: 'j1', parentUserId: 'u_lee', now: new Date(at) } });
  const confirmed: FamilyMembershipEvent = { type: 'FamilyJoinConfirmed', data: { requestId: 'j1', parentUserId: 'u_lee' } };
  it('confirms within 24 hours, once', () => {
    spec.given([requested]).when(confirm('2026-11-03T07:59:00.000Z')).then([confirmed]);
    spec.given([requested, confirmed]).when(confirm('2026-11-02T09:00:00.000Z')).thenThrows(membershipErrors.invalidToken, 400);
  });
  it('refuses an expired or unknown request', () => {
    spec.given([requested]).when(confirm('2026-11-03T08:00:00.000Z')).thenThrows(membershipErrors.invalidToken, 400);
    spec.given([]).when(confirm('2026-11-02T09:00:00.000Z')).thenThrows(membershipErrors.invalidToken, 400);
  });
});

describe('children', () => {
  const add = (actor: { userId: string; role: 'parent' | 'child' | 'teacher' }, childCount = 2): FamilyMembershipCommand => ({
    type: 'AddFamilyChild',
    data: { actor, parentUserId: 'u_pat', childUserId: 'u_new', childCount },
  });
  it('a parent adds a child, up to 8', () => {
    spec.given([started]).when(add(parent)).then([{ type: 'FamilyChildAdded', data: { parentUserId: 'u_pat', childUserId: 'u_new' } }]);
    spec.given([started]).when(add(parent, 8)).thenThrows(membershipErrors.tooManyChildren, 409);
  });
  it('nobody else does, nor a parent without a membership', () => {
    spec.given([started]).when(add({ userId: 'u_kid', role: 'child' })).thenThrows(membershipErrors.parentsOnly, 403);
    spec.given([started]).when(add({ userId: 'u_rivera', role: 'teacher' })).thenThrows(membershipErrors.parentsOnly, 403);
    spec.given([started]).when(add({ userId: 'u_other', role: 'parent' })).thenThrows(membershipErrors.noMembership, 404);
    spec.given([]).when(add(parent)).thenThrows(membershipErrors.noMembership, 404);
  });
});

describe('renewal', () => {
  const renew = (at: string): FamilyMembershipCommand => ({ type: 'RenewFamilyMembership', data: { actor: parent, now: new Date(at) } });
  it('adds a year to the end within 30 days of it', () =>
    spec.given([started]).when(renew('2026-11-02T08:00:00.000Z')).then([{ type: 'FamilyMembershipRenewed', data: { parentUserId: 'u_pat', previousEndsOn: '2026-11-12', endsOn: '2027-11-12' } }]));
  it('adds a year from today once it has ended', () =>
    spec.given([started]).when(renew('2026-12-01T08:00:00.000Z')).then([{ type: 'FamilyMembershipRenewed', data: { parentUserId: 'u_pat', previousEndsOn: '2026-11-12', endsOn: '2027-12-01' } }]));
  it('refuses more than 30 days before the end', () => spec.given([started]).when(renew('2026-10-12T08:00:00.000Z')).thenThrows(membershipErrors.nothingToRenew, 409));
  it('puts the reminder off for a week', () => {
    spec
      .given([started])
      .when({ type: 'PostponeRenewalReminder', data: { actor: parent, now: new Date('2026-11-02T08:00:00.000Z') } })
      .then([{ type: 'RenewalReminderPostponed', data: { parentUserId: 'u_pat', until: '2026-11-09T08:00:00.000Z' } }]);
  });
  it('is due within 30 days of the end unless put off', () => {
    const membership = { endsOn: '2026-11-12', postponedUntil: null };
    expect(renewalReminderDue(membership, new Date('2026-10-13T12:00:00.000Z'))).toBe(true);
    expect(renewalReminderDue(membership, new Date('2026-10-12T12:00:00.000Z'))).toBe(false);
    expect(renewalReminderDue({ ...membership, postponedUntil: '2026-11-09T08:00:00.000Z' }, new Date('2026-11-09T07:59:00.000Z'))).toBe(false);
    expect(renewalReminderDue({ ...membership, postponedUntil: '2026-11-09T08:00:00.000Z' }, new Date('2026-11-09T08:00:00.000Z'))).toBe(true);
  });
  it('counts days and years by the calendar', () => {
    expect(daysUntil('2026-11-12', new Date('2026-11-02T23:59:00.000Z'))).toBe(10);
    expect(aYearAfter('2028-02-29')).toBe('2029-03-01');
  });
});

describe('membership: edges', () => {
  const renew = (at: string, actor = parent): FamilyMembershipCommand => ({ type: 'RenewFamilyMembership', data: { actor, now: new Date(at) } });
  const postpone = (at: string): FamilyMembershipCommand => ({ type: 'PostponeRenewalReminder', data: { actor: parent, now: new Date(at) } });
  const renewed = (endsOn: string): FamilyMembershipEvent => ({ type: 'FamilyMembershipRenewed', data: { parentUserId: 'u_pat', previousEndsOn: '2026-11-12', endsOn } });

  it('asks to join once per request', () =>
    spec
      .given([requested])
      .when({ type: 'RequestFamilyJoin', data: { ...joinData, usernameHeld: false } })
      .thenThrows('membership.already_requested', 409));

  it('starts a membership once', () => {
    spec.given([]).when({ type: 'StartFamilyMembership', data: started.data }).then([started]);
    spec.given([started]).when({ type: 'StartFamilyMembership', data: started.data }).thenThrows('membership.already_started', 409);
  });

  it('a parent adds children to their own family only', () => {
    const other = { userId: 'u_pat', role: 'parent' as const };
    spec
      .given([started])
      .when({ type: 'AddFamilyChild', data: { actor: other, parentUserId: 'u_someone_else', childUserId: 'u_new', childCount: 0 } })
      .thenThrows(membershipErrors.parentsOnly, 403);
  });

  it('renews exactly 30 days before the end, and on the last day from the end', () => {
    spec.given([started]).when(renew('2026-10-13T08:00:00.000Z')).then([renewed('2027-11-12')]);
    spec.given([started]).when(renew('2026-11-12T08:00:00.000Z')).then([renewed('2027-11-12')]);
  });

  it('renews from the new end after a renewal, and a renewal clears “not now”', () => {
    const postponed: FamilyMembershipEvent = { type: 'RenewalReminderPostponed', data: { parentUserId: 'u_pat', until: '2026-11-09T08:00:00.000Z' } };
    const state = [started, postponed, renewed('2027-11-12')].reduce(familyMembership.evolve, familyMembership.initialState());
    expect(state.membership).toEqual({ parentUserId: 'u_pat', endsOn: '2027-11-12', postponedUntil: null });
    spec.given([started, renewed('2027-11-12')]).when(renew('2026-11-02T08:00:00.000Z')).thenThrows(membershipErrors.nothingToRenew, 409);
  });

  it('does not put the reminder off when none is due, nor twice in a week', () => {
    spec.given([started]).when(postpone('2026-10-01T08:00:00.000Z')).thenThrows(membershipErrors.nothingToRenew, 409);
    spec
      .given([started, { type: 'RenewalReminderPostponed', data: { parentUserId: 'u_pat', until: '2026-11-09T08:00:00.000Z' } }])
      .when(postpone('2026-11-03T08:00:00.000Z'))
      .thenThrows(membershipErrors.nothingToRenew, 409);
  });

  it('keeps state through events that do not apply', () => {
    const initial = familyMembership.initialState();
    expect(initial).toEqual({ joinRequest: null, membership: null });
    expect(familyMembership.evolve(initial, { type: 'FamilyJoinConfirmed', data: { requestId: 'j1', parentUserId: 'u_lee' } })).toEqual(initial);
    expect(familyMembership.evolve(initial, renewed('2027-11-12'))).toEqual(initial);
    expect(familyMembership.evolve(initial, { type: 'RenewalReminderPostponed', data: { parentUserId: 'u_pat', until: '2026-11-09T08:00:00.000Z' } })).toEqual(initial);
    const withMembership = familyMembership.evolve(initial, started);
    expect(familyMembership.evolve(withMembership, { type: 'FamilyChildAdded', data: { parentUserId: 'u_pat', childUserId: 'u_kid' } })).toEqual(withMembership);
    expect(familyMembership.evolve(familyMembership.evolve(initial, requested), { type: 'FamilyJoinConfirmed', data: { requestId: 'j1', parentUserId: 'u_lee' } }).joinRequest).toEqual({
      expiresAt: joinData.expiresAt,
      confirmed: true,
    });
  });

  it('names its streams after the request and the parent', () => {
    expect(membershipStreams.joinRequest('j1')).toBe('family-join-request:j1');
    expect(membershipStreams.membership('u_pat')).toBe('family-membership:u_pat');
  });
});
