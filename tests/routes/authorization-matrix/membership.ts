import { DEMO_PASSWORD } from '../../../server/demo/demo-school';
import { familyMembership, membershipStreams } from '../../../events/membership';
import { handleCommand } from '../../../events/log/command-handler';
import { hashSecret } from '../../../server/auth/password';
import type { RouteFixture } from '../route-fixture';
import { everyone, get, postJson, fixtureContext, tokenHashOf, nextLinkNumber, type RouteRule } from '../matrix-requests';

// Issue 14: joining (docs/membership.md).
// The rules of the routes server/features/membership.ts mounts (tests/routes/authorization-matrix.ts composes them).

async function joinLinkFor(fx: RouteFixture): Promise<string> {
  const n = nextLinkNumber();
  const token = `fixture-join-link-${n}-${'x'.repeat(20)}`;
  const requestId = `fixture-join-request-${n}`;
  const data = {
    requestId,
    username: `joined.family${n}`,
    displayName: 'Joined Family',
    email: `joined${n}@example.com`,
    edition: 'US' as const,
    passwordHash: await hashSecret(DEMO_PASSWORD),
    tokenHash: tokenHashOf(token),
    expiresAt: new Date(fx.t.clock().getTime() + 24 * 60 * 60 * 1000).toISOString(),
    usernameHeld: false,
  };
  await handleCommand(fx.t.log.store, familyMembership, membershipStreams.joinRequest(requestId), { type: 'RequestFamilyJoin', data }, fixtureContext);
  return token;
}

export const rules: Record<string, RouteRule> = {
  'POST /membership/family': {
    allowed: ['visitor'],
    request: (fx, role) => {
      const n = nextLinkNumber();
      return postJson(fx, role, '/membership/family', [['username', `new.family${n}`], ['email', `new.family${n}@example.com`], ['password', 'a family password']]);
    },
    visitorAppends: {
      limit: '10 join requests an hour per address (membershipJoin), 5 mails an hour per recipient address (accountMail); each holds its username 24 hours',
      why: 'joining is open to anyone by design; the account exists only once the mailed link is followed',
    },
    fuzzRuns: 3,
  },
  'POST /membership/confirm': {
    allowed: everyone,
    request: async (fx, role) => postJson(fx, role, '/membership/confirm', [['token', await joinLinkFor(fx)]]),
    visitorAppends: {
      limit: 'only with an unused, unexpired mailed join link (one use each); 60 link uses per 15 minutes per address (linkUse)',
      why: 'following the link mailed to the address is what confirms it and creates the family account',
    },
    fuzzRuns: 3,
  },
  'GET /membership/family': { allowed: everyone, request: (fx, role) => get(fx, role, '/membership/family') },
  'POST /membership/children': {
    allowed: ['parent'],
    request: (fx, role) => postJson(fx, role, '/membership/children', [['username', `park.child${nextLinkNumber()}`], ['secretWord', 'tulip']]),
    fuzzRuns: 2,
  },
};
