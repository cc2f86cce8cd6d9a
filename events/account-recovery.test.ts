import { describe, expect, it } from 'vitest';
import {
  accountRecovery,
  INVALID_RESET_TOKEN,
  maskedEmailAddress,
  passwordRequestError,
  secretWordRequestFor,
  type AccountRecoveryCommand,
  type AccountRecoveryEvent,
  type PasswordRequestFacts,
} from './account-recovery';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(accountRecovery);
const hex = (c: string) => c.repeat(64);
const passwordRequest = (expiresAt = '2026-11-02T09:00:00.000Z'): AccountRecoveryEvent => ({
  type: 'CredentialRequested',
  data: { requestId: 'cr1', type: 'PASSWORD', emailHash: hex('a'), userIds: ['u_rivera'], resets: [{ userId: 'u_rivera', tokenHash: hex('b') }], expiresAt, requestedBy: null },
});
const complete = (at: string, kind: 'PASSWORD' | 'SECRET_WORD' = 'PASSWORD', userId = 'u_rivera'): AccountRecoveryCommand => ({
  type: 'CompleteReset',
  data: { requestId: 'cr1', userId, kind, now: new Date(at) },
});

describe('recording a credential request', () => {
  it('records a request once', () => {
    const event = passwordRequest();
    spec.given([]).when({ type: 'RecordCredentialRequest', data: event.data as never }).then([event]);
    spec.given([event]).when({ type: 'RecordCredentialRequest', data: event.data as never }).thenThrows('credential_request.already_recorded', 409);
  });

  it('refuses a reset request without links or a username request with them', () => {
    const { data } = passwordRequest() as Extract<AccountRecoveryEvent, { type: 'CredentialRequested' }>;
    spec.given([]).when({ type: 'RecordCredentialRequest', data: { ...data, resets: [] } }).thenThrows('credential_request.invalid', 400);
    spec.given([]).when({ type: 'RecordCredentialRequest', data: { ...data, type: 'USERNAME' } }).thenThrows('credential_request.invalid', 400);
  });
});

describe('using a reset link', () => {
  it('completes a password reset before the link expires', () =>
    spec.given([passwordRequest()]).when(complete('2026-11-02T08:59:59.000Z')).then([{ type: 'PasswordResetCompleted', data: { requestId: 'cr1', userId: 'u_rivera' } }]));

  it('refuses it a second time', () =>
    spec.given([passwordRequest(), { type: 'PasswordResetCompleted', data: { requestId: 'cr1', userId: 'u_rivera' } }]).when(complete('2026-11-02T08:30:00.000Z')).thenThrows(INVALID_RESET_TOKEN, 400));

  it('refuses it at or after the expiry', () => spec.given([passwordRequest()]).when(complete('2026-11-02T09:00:00.000Z')).thenThrows(INVALID_RESET_TOKEN, 400));

  it('refuses another kind, another account, or a request never made', () => {
    spec.given([passwordRequest()]).when(complete('2026-11-02T08:30:00.000Z', 'SECRET_WORD')).thenThrows(INVALID_RESET_TOKEN, 400);
    spec.given([passwordRequest()]).when(complete('2026-11-02T08:30:00.000Z', 'PASSWORD', 'u_other')).thenThrows(INVALID_RESET_TOKEN, 400);
    spec.given([]).when(complete('2026-11-02T08:30:00.000Z')).thenThrows(INVALID_RESET_TOKEN, 400);
  });

  it('completes a secret-word link as a secret-word reset', () => {
    const event: AccountRecoveryEvent = {
      type: 'CredentialRequested',
      data: { requestId: 'cr1', type: 'SECRET_WORD', emailHash: null, userIds: ['u_kid'], resets: [{ userId: 'u_kid', tokenHash: hex('c') }], expiresAt: '2026-11-02T09:00:00.000Z', requestedBy: 'u_pat' },
    };
    spec.given([event]).when(complete('2026-11-02T08:00:00.000Z', 'SECRET_WORD', 'u_kid')).then([{ type: 'SecretWordResetCompleted', data: { requestId: 'cr1', userId: 'u_kid' } }]);
  });
});

describe('single sign-on', () => {
  it('marks an account once, and only one in a district', () => {
    const marked: AccountRecoveryEvent = { type: 'SingleSignOnRequired', data: { userId: 'u_okafor', districtId: 'd1' } };
    spec.given([]).when({ type: 'RequireSingleSignOn', data: { userId: 'u_okafor', districtId: 'd1' } }).then([marked]);
    spec.given([marked]).when({ type: 'RequireSingleSignOn', data: { userId: 'u_okafor', districtId: 'd1' } }).then([]);
    spec.given([]).when({ type: 'RequireSingleSignOn', data: { userId: 'u_pat', districtId: null } }).thenThrows('credential_request.sso_needs_a_district', 400);
  });
});

describe('which error a password request gets (spec §8)', () => {
  const teacher: PasswordRequestFacts = { account: { userId: 'u_rivera', role: 'teacher', districtId: 'd1' }, recoveryEmail: 'ms.rivera@example.com', ssoCustomDomain: null };
  it.each<[string, PasswordRequestFacts, string | null]>([
    ['the right address', teacher, null],
    ['its district page', { ...teacher, customDomainDistrictId: 'd1' }, null],
    ['no such username', { ...teacher, account: null }, 'USERNAME_NOT_FOUND'],
    ['another district’s page', { ...teacher, customDomainDistrictId: 'd2' }, 'WRONG_CUSTOM_DOMAIN'],
    ['an unknown custom domain', { ...teacher, customDomainDistrictId: null }, 'WRONG_CUSTOM_DOMAIN'],
    ['an SSO-only account', { ...teacher, ssoCustomDomain: 'riverside' }, 'SSO_ONLY'],
    ['another address', { ...teacher, recoveryEmail: 'someone@example.com' }, 'MISMATCHED_USERNAME_AND_EMAIL'],
    ['an account without an address', { ...teacher, recoveryEmail: null }, 'MISMATCHED_USERNAME_AND_EMAIL'],
  ])('%s', (_, facts, expected) => {
    expect(passwordRequestError('ms.rivera@example.com', facts)).toBe(expected);
  });
});

describe('forgot secret word by role (spec §4)', () => {
  it('mails a parent, tells a child to ask the parent, refuses the others', () => {
    expect(secretWordRequestFor('parent')).toBe('mail');
    expect(secretWordRequestFor('child')).toBe('askParent');
    expect(() => secretWordRequestFor(null)).toThrow('request.sign_in_required');
    for (const role of ['student', 'teacher', 'school_administrator', 'district_administrator'] as const) {
      expect(() => secretWordRequestFor(role)).toThrow('credential_request.secret_word_family_only');
    }
  });

  it('masks the parent’s address', () => expect(maskedEmailAddress('park.family@example.com')).toBe('p•••@example.com'));
});
