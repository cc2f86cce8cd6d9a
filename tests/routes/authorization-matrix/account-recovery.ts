import { DEMO_PASSWORD } from '../../../server/demo/demo-school';
import { accountRecovery, accountRecoveryStreams } from '../../../events/account-recovery';
import { handleCommand } from '../../../events/log/command-handler';
import type { Role, RouteFixture } from '../route-fixture';
import { everyone, postJson, fixtureContext, tokenHashOf, nextLinkNumber, type RouteRule } from '../matrix-requests';

// Issue 14: account recovery (docs/account-recovery.md).
// The rules of the routes server/features/account-recovery.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** Each role's forgot-username request names a different account's address (at most 5 mails an hour go to one address). */
const credentialRequestOf: Record<Role, [string, unknown][]> = {
  visitor: [['type', 'PASSWORD'], ['username', 'joon'], ['email', 'park.family@example.com']],
  student: [['type', 'USERNAME'], ['email', 'mr.okafor@example.com']],
  teacher: [['type', 'USERNAME'], ['email', 'ms.rivera@example.com']],
  otherTeacher: [['type', 'USERNAME'], ['email', 'new.teacher@example.com']],
  schoolAdministrator: [['type', 'USERNAME'], ['email', 'admin.lee@example.com']],
  districtAdministrator: [['type', 'USERNAME'], ['email', 'district.chen@example.com']],
  parent: [['type', 'USERNAME'], ['email', 'park.family@example.com']],
  child: [['type', 'SECRET_WORD']],
  engineer: [['type', 'USERNAME'], ['email', 'ops.kim@example.com']],
};

async function resetLinkFor(fx: RouteFixture, username: string, kind: 'PASSWORD' | 'SECRET_WORD'): Promise<string> {
  const n = nextLinkNumber();
  const token = `fixture-reset-link-${n}-${'x'.repeat(20)}`;
  const userId = fx.t.log.queries.directory.accountByUsername(username)!.userId;
  const requestId = `fixture-credential-request-${n}`;
  const expiresAt = new Date(fx.t.clock().getTime() + 60 * 60 * 1000).toISOString();
  const data = { requestId, type: kind, emailHash: null, userIds: [userId], resets: [{ userId, tokenHash: tokenHashOf(token) }], expiresAt, requestedBy: null };
  await handleCommand(fx.t.log.store, accountRecovery, accountRecoveryStreams.request(requestId), { type: 'RecordCredentialRequest', data }, fixtureContext);
  return token;
}

export const rules: Record<string, RouteRule> = {
  'POST /credential-request': {
    allowed: everyone,
    request: (fx, role) => postJson(fx, role, '/credential-request', credentialRequestOf[role]),
    visitorAppends: {
      limit: 'CredentialRequested only when a mail goes out: 30 requests an hour per address or user (credentialRequest), 5 mails an hour per recipient address (accountMail)',
      why: 'a forgot-username or forgot-password mail goes only to an address an account already has; the request is recorded without the address (its hash) or the token',
    },
    fuzzRuns: 3,
  },
  'POST /credential-request/reset-token': {
    allowed: everyone,
    request: async (fx, role) => postJson(fx, role, '/credential-request/reset-token', [['token', await resetLinkFor(fx, 'new.teacher', 'PASSWORD')]]),
    fuzzRuns: 5,
  },
  'POST /credential-request/reset-password': {
    allowed: everyone,
    // new.teacher (no role of the fixture signs in as it) gets the demo password again.
    request: async (fx, role) => postJson(fx, role, '/credential-request/reset-password', [['token', await resetLinkFor(fx, 'new.teacher', 'PASSWORD')], ['newPassword', DEMO_PASSWORD]]),
    visitorAppends: {
      limit: 'only with an unused, unexpired mailed link (one use each); 60 link uses per 15 minutes per address (linkUse)',
      why: 'the mailed link is the authority: whoever holds it sets the password once, within the hour',
    },
    fuzzRuns: 3,
  },
  'POST /credential-request/reset-secret-word': {
    allowed: everyone,
    // mina gets her secret word again.
    request: async (fx, role) => postJson(fx, role, '/credential-request/reset-secret-word', [['token', await resetLinkFor(fx, 'mina', 'SECRET_WORD')], ['newSecretWord', 'sunflower']]),
    visitorAppends: {
      limit: 'only with an unused, unexpired link mailed to the family parent (one use each); 60 link uses per 15 minutes per address (linkUse)',
      why: 'the link mailed to the parent is the authority: whoever holds it sets the child’s secret word once, within the hour',
    },
    fuzzRuns: 3,
  },
};
