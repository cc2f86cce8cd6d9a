import { unsubscribeLinks } from '../../../server/progress-mail/unsubscribe-links';
import { TEST_TRACKING_KEY } from '../../support/test-app';
import { everyone, get, postForm, type RouteRule } from '../matrix-requests';
import type { RouteFixture } from '../route-fixture';

// Progress mail (issue 31 item 6, docs/progress-mail.md): the unsubscribe link. The link, not the
// session, says whose preference it turns off: anyone holding it may open it and press its button.
// The rules of the routes server/features/progress-mail.ts mounts (tests/routes/authorization-matrix.ts composes them).

const links = unsubscribeLinks(TEST_TRACKING_KEY);
/** The fields of a signed link for the fixture's teacher's weekly summary. */
const linkFields = (fx: RouteFixture): [string, string][] => {
  const url = new URL(links.linkFor('http://localhost', fx.userId('teacher')!, 'summary'));
  return [...url.searchParams.entries()];
};

export const rules: Record<string, RouteRule> = {
  'GET /progress-mail/unsubscribe': { allowed: everyone, request: (fx, role) => get(fx, role, '/progress-mail/unsubscribe', linkFields(fx)) },
  'POST /progress-mail/unsubscribe': {
    allowed: everyone,
    request: (fx, role) => postForm(fx, role, '/progress-mail/unsubscribe', linkFields(fx)),
    visitorAppends: {
      limit: 'ProfileFieldEdited (one e-mail preference set to false): 60 presses an hour per address (unsubscribe); a repeat appends nothing',
      why: 'only a link this server signed for one user and one kind of mail is obeyed (403 otherwise), and it can only turn that one preference off',
    },
  },
};
