import type { Role, RouteFixture } from '../route-fixture';
import { everyone, senders, get, type RouteRule } from '../matrix-requests';

// Practice: questions and answers, my practice, the live-classroom analytics.
// The rules of the routes server/features/practice.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** A question of the fixture's skill asked of the role (a new visitor, with its `lc_visitor` cookie, for the visitor): its key and the cookie to answer with. */
async function askedQuestion(fx: RouteFixture, role: Role): Promise<{ questionKey: string; cookie: string | undefined }> {
  const cookie = fx.cookie(role);
  const response = await fx.t.request(`/practice/${fx.permacode}/question`, cookie ? { cookie } : {});
  if (!response.ok) throw new Error(`fixture: a practice question answered ${response.status}`);
  const { questionKey } = (await response.json()) as { questionKey: string };
  const visitor = /lc_visitor=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  return { questionKey, cookie: cookie ?? (visitor ? `lc_visitor=${visitor[1]}` : undefined) };
}

export const rules: Record<string, RouteRule> = {
  'GET /practice/:permacode/question': {
    allowed: everyone,
    request: (fx, role) => ({ ...get(fx, role, '/practice/:permacode/question'), params: { permacode: encodeURIComponent(fx.permacode) } }),
  },
  'POST /practice/:permacode/answer': {
    allowed: everyone,
    // A question just asked of the role (a new visitor for the visitor), answered once.
    request: async (fx, role) => {
      const { questionKey, cookie } = await askedQuestion(fx, role);
      return {
        method: 'POST',
        path: '/practice/:permacode/answer',
        params: { permacode: encodeURIComponent(fx.permacode) },
        body: { type: 'json', fields: [['questionKey', questionKey], ['response', '42'], ['secondsSpent', 12]] },
        cookie,
      };
    },
    visitorAppends: {
      limit: '10 answers a day per visitor id (decider, from the daily-usage read model); 120 answers an hour per address (visitorAnswer public-write limit); only questions the server signed, each answered once',
      why: 'a visitor answers only questions whose keys the server signed for their signed visitor id; new visitor ids are free, so the per-address limit bounds what one caller appends',
    },
  },
  'GET /practice/my-practice': { allowed: ['student', 'child'], request: (fx, role) => get(fx, role, '/practice/my-practice') },
  'GET /analytics/live-classroom/classes': { allowed: senders, request: (fx, role) => get(fx, role, '/analytics/live-classroom/classes') },
  'GET /analytics/live-classroom/questions-log': {
    allowed: senders,
    request: (fx, role) => get(fx, role, '/analytics/live-classroom/questions-log', [['studentUserId', fx.studentFor(role)]]),
  },
};
