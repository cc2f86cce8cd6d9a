import { describe, expect, it } from 'vitest';
import type { AccountRecoveryEvent } from '../events/account-recovery';
import { accountRecoveryProjection, accountRecoveryQueries } from './account-recovery';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(accountRecoveryProjection, accountRecoveryQueries);
const requested: AccountRecoveryEvent = {
  type: 'CredentialRequested',
  data: { requestId: 'cr1', type: 'SECRET_WORD', emailHash: null, userIds: ['u_a', 'u_b'], resets: [{ userId: 'u_a', tokenHash: 'a'.repeat(64) }, { userId: 'u_b', tokenHash: 'b'.repeat(64) }], expiresAt: '2026-11-02T09:00:00.000Z', requestedBy: 'u_pat' },
};

describe('reset links', () => {
  it('are found by their token hash, each marked used on its own', () =>
    spec.given([requested, { type: 'SecretWordResetCompleted', data: { requestId: 'cr1', userId: 'u_a' } }]).then((queries) => {
      expect(queries.resetLinkByTokenHash('a'.repeat(64))).toMatchObject({ requestId: 'cr1', userId: 'u_a', kind: 'SECRET_WORD', completedAt: expect.any(String) });
      expect(queries.resetLinkByTokenHash('b'.repeat(64))).toMatchObject({ userId: 'u_b', completedAt: null, expiresAt: '2026-11-02T09:00:00.000Z' });
      expect(queries.resetLinkByTokenHash('c'.repeat(64))).toBeUndefined();
    }));

  it('a username request leaves no link', () =>
    spec.given([{ type: 'CredentialRequested', data: { requestId: 'cr2', type: 'USERNAME', emailHash: 'e'.repeat(64), userIds: ['u_a'], resets: [], expiresAt: null, requestedBy: null } }]).then((queries) => {
      expect(queries.resetLinkByTokenHash('e'.repeat(64))).toBeUndefined();
    }));
});

describe('single sign-on', () => {
  it('knows the district of an SSO-only account', () =>
    spec.given([{ type: 'SingleSignOnRequired', data: { userId: 'u_okafor', districtId: 'd1' } }]).then((queries) => {
      expect(queries.singleSignOnDistrictOf('u_okafor')).toBe('d1');
      expect(queries.singleSignOnDistrictOf('u_rivera')).toBeNull();
    }));
});
