import { DEMO_PASSWORD } from '../../server/demo/demo-school';
import type { RouteFixture } from './route-fixture';
import { roles, type Role } from './route-fixture';
import type { RouteRequest } from './route-request';
import { createHash } from 'node:crypto';
import { accountRecovery, accountRecoveryStreams } from '../../events/account-recovery';
import { familyMembership, membershipStreams } from '../../events/membership';
import { handleCommand } from '../../events/log/command-handler';
import { hashSecret } from '../../server/auth/password';
import { directoryStreams, schoolDirectory } from '../../events/school-directory';
import { schoolLicences, schoolLicenceStreams } from '../../events/school-licences';

// Who may call each route, declared once. The route harness
// (route-harness.test.ts) checks it against the routes the app registers, in
// both directions, and for every route and role:
// - an allowed role's well-formed request is answered 2xx (or as `answers` says),
// - any other role's is answered 401 or 403 and appends nothing,
// - the same request sent cross-site (another site's Origin, Sec-Fetch-Site:
//   cross-site, as a browser sends a top-level navigation with the SameSite=Lax
//   session cookie) appends nothing,
// - malformed variants of it never answer 5xx, nor append on a 4xx,
// - a visitor's request appends only on a route that says so (`visitorAppends`),
//   each of which docs/security.md lists with its limit.

export interface RouteRule {
  /** The roles that may call the route (for their own resources). Everyone else gets 401 or 403. */
  allowed: readonly Role[];
  /**
   * A well-formed request as `role` would send it. It may set state up first,
   * through the app (a focus session to end, a message to acknowledge): each
   * call gets what it needs whatever earlier requests did.
   */
  request(fx: RouteFixture, role: Role): Promise<RouteRequest> | RouteRequest;
  /** An allowed role whose well-formed request the route's rule answers other than 2xx (404, 409), and why. */
  answers?: Partial<Record<Role, { status: number; reason: string }>>;
  /** A 4xx that legitimately appends, and why. Nothing else may append on a 4xx. */
  appendsOn4xx?: { status: number; reason: string };
  /**
   * The "appends as visitor" column: a visitor's request (well-formed or not) may
   * append only on a route that declares it here, with the limit that keeps anyone
   * from growing the log without bound (docs/security.md lists each one).
   */
  visitorAppends?: { limit: string; why: string };
  /** Malformed requests per role (default DEFAULT_FUZZ_RUNS); keep argon2 routes low. */
  fuzzRuns?: number;
}

/** Malformed requests per route and role; `ROUTE_HARNESS_RUNS=200 npx vitest run tests/routes` digs deeper. */
export const DEFAULT_FUZZ_RUNS = Number(process.env.ROUTE_HARNESS_RUNS) || 20;

const everyone = roles;
const signedIn = roles.filter((role) => role !== 'visitor');
const senders = ['teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator'] as const satisfies readonly Role[];
const teachers = ['teacher', 'otherTeacher'] as const satisfies readonly Role[];
const students = ['student'] as const satisfies readonly Role[];

const get = (fx: RouteFixture, role: Role, path: string, query: [string, unknown][] = []): RouteRequest => ({ method: 'GET', path, query, cookie: fx.cookie(role) });
const postJson = (fx: RouteFixture, role: Role, path: string, fields: [string, unknown][]): RouteRequest => ({
  method: 'POST',
  path,
  body: { type: 'json', fields },
  cookie: fx.cookie(role),
});
const postForm = (fx: RouteFixture, role: Role, path: string, fields: [string, unknown][]): RouteRequest => ({
  method: 'POST',
  path,
  body: { type: 'form', fields },
  cookie: fx.cookie(role),
});

/** The tracking id the server hands out with a search the role makes (for a click to log). */
async function issuedTrackingId(fx: RouteFixture, role: Role): Promise<string> {
  const cookie = fx.cookie(role);
  const response = await fx.t.request('/search/quickbarSearch?q=fractions', cookie ? { cookie } : {});
  if (!response.ok) throw new Error(`fixture: a search answered ${response.status}`);
  return ((await response.json()) as { trackingId: string }).trackingId;
}

/** A question of the fixture's skill asked of the role (a new visitor, with its `lc_visitor` cookie, for the visitor): its key and the cookie to answer with. */
async function askedQuestion(fx: RouteFixture, role: Role): Promise<{ questionKey: string; cookie: string | undefined }> {
  const cookie = fx.cookie(role);
  const response = await fx.t.request(`/practice/${fx.permacode}/question`, cookie ? { cookie } : {});
  if (!response.ok) throw new Error(`fixture: a practice question answered ${response.status}`);
  const { questionKey } = (await response.json()) as { questionKey: string };
  const visitor = /lc_visitor=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  return { questionKey, cookie: cookie ?? (visitor ? `lc_visitor=${visitor[1]}` : undefined) };
}

/** Spark Studio: a new set of the role's (ms.rivera's for roles without Spark Studio) with one number question. */
async function sparkStudioSetOf(fx: RouteFixture, role: Role): Promise<{ questionSetId: string; questionId: string }> {
  const owner: Role = (senders as readonly Role[]).includes(role) ? role : 'teacher';
  const cookie = fx.cookie(owner)!;
  const created = await fx.t.postJson('/spark-studio/sets', { title: 'Fractions warm-up' }, { cookie });
  if (!created.ok) throw new Error(`fixture: creating a question set answered ${created.status}`);
  const { questionSetId } = (await created.json()) as { questionSetId: string };
  const question = { kind: 'number', prompt: 'What is 3 + 4?', answer: '7', explanation: '3 and 4 make 7.' };
  const added = await fx.t.postJson(`/spark-studio/sets/${questionSetId}/questions`, question, { cookie });
  if (!added.ok) throw new Error(`fixture: adding a question answered ${added.status}`);
  const { questions } = (await added.json()) as { questions: { questionId: string }[] };
  return { questionSetId, questionId: questions[0]!.questionId };
}

/**
 * Same-question mode: a new room of the role's teacher (ms.rivera's for every role but the other school's
 * teacher) on the fixture's skill for the teacher's class, after ending the one open; ava.b joined when asked.
 */
async function sameQuestionRoomOf(fx: RouteFixture, role: Role, options: { joined?: boolean } = {}): Promise<string> {
  const owner = fx.ownerFor(role);
  const cookie = fx.cookie(owner)!;
  const open = fx.t.log.queries.sameQuestionMode.openRoomOfTeacher(fx.userId(owner)!, fx.t.clock());
  if (open) {
    const ended = await fx.t.request(`/same-question-mode/destroy-room?roomId=${open.roomId}`, { cookie });
    if (!ended.ok) throw new Error(`fixture: ending a room answered ${ended.status}`);
  }
  const started = await fx.t.postJson('/same-question-mode/start', { classId: fx.classOf(owner), skillId: fx.permacode, jamMode: 'competition', durationMinutes: 30 }, { cookie });
  if (!started.ok) throw new Error(`fixture: starting a room answered ${started.status} ${await started.text()}`);
  const { roomId } = (await started.json()) as { roomId: string };
  if (options.joined) {
    const joined = await fx.t.request(`/same-question-mode/${roomId}/join`, { method: 'POST', cookie: fx.cookie('student')! });
    if (!joined.ok) throw new Error(`fixture: joining a room answered ${joined.status}`);
  }
  return roomId;
}
const roomReaders = ['teacher', 'otherTeacher', 'student'] as const satisfies readonly Role[];
/** A room request of the role; a student's route (`joined` or not) acts on ms.rivera's room, whoever calls. */
const inRoom = async (fx: RouteFixture, role: Role, method: 'GET' | 'POST', verb: string, fields: [string, unknown][] = [], options: { joined?: boolean; studentRoute?: boolean } = {}): Promise<RouteRequest> => ({
  method,
  path: `/same-question-mode/:roomId/${verb}`,
  params: { roomId: await sameQuestionRoomOf(fx, options.studentRoute ? 'teacher' : role, options) },
  ...(method === 'POST' ? { body: { type: 'json' as const, fields } } : {}),
  cookie: fx.cookie(role),
});

/**
 * Instant review: a new review of the role's teacher (ms.rivera's for every role but the other school's teacher) on the
 * fixture's skill, inviting that teacher's student (ava.b for ms.rivera), after ending the open one; its id.
 */
async function instantReviewOf(fx: RouteFixture, role: Role): Promise<string> {
  const owner = fx.ownerFor(role);
  const cookie = fx.cookie(owner)!;
  const ended = await fx.t.postJson('/instant-review/end-question-review-mode', {}, { cookie });
  if (!ended.ok) throw new Error(`fixture: ending a review answered ${ended.status}`);
  const started = await fx.t.postJson('/instant-review/start-question-review-mode', { skillIDAndLevels: [{ skillId: fx.permacode, level: 2 }], studentUserIds: [fx.studentFor(owner)] }, { cookie });
  if (!started.ok) throw new Error(`fixture: starting a review answered ${started.status} ${await started.text()}`);
  return ((await started.json()) as { qrmSessionId: string }).qrmSessionId;
}
/** Ends the teacher's open same-question room, so a group jam can start. */
async function noOpenRoom(fx: RouteFixture, role: Role): Promise<void> {
  const owner = fx.ownerFor(role);
  const open = fx.t.log.queries.sameQuestionMode.openRoomOfTeacher(fx.userId(owner)!, fx.t.clock());
  if (open) await fx.t.request(`/same-question-mode/destroy-room?roomId=${open.roomId}`, { cookie: fx.cookie(owner)! });
}
const reviewGroupJam = async (fx: RouteFixture, role: Role, path: string): Promise<RouteRequest> => {
  await instantReviewOf(fx, role);
  await noOpenRoom(fx, role);
  return postJson(fx, role, path, [['skillIds', [fx.permacode]], ['studentUserIds', [fx.studentFor(fx.ownerFor(role))]], ['skillToStartingLevel', { [fx.permacode]: 2 }]]);
};

// Issue 14: the links account-recovery and joining mail, made through the deciders with a token the fixture knows (the test app mails nowhere).
let issuedLinks = 0;
const fixtureContext = { actor: 'system:route-fixture', correlationId: 'route-fixture' };
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function resetLinkFor(fx: RouteFixture, username: string, kind: 'PASSWORD' | 'SECRET_WORD'): Promise<string> {
  const token = `fixture-reset-link-${++issuedLinks}-${'x'.repeat(20)}`;
  const userId = fx.t.log.queries.directory.accountByUsername(username)!.userId;
  const requestId = `fixture-credential-request-${issuedLinks}`;
  const expiresAt = new Date(fx.t.clock().getTime() + 60 * 60 * 1000).toISOString();
  const data = { requestId, type: kind, emailHash: null, userIds: [userId], resets: [{ userId, tokenHash: tokenHashOf(token) }], expiresAt, requestedBy: null };
  await handleCommand(fx.t.log.store, accountRecovery, accountRecoveryStreams.request(requestId), { type: 'RecordCredentialRequest', data }, fixtureContext);
  return token;
}

async function joinLinkFor(fx: RouteFixture): Promise<string> {
  const token = `fixture-join-link-${++issuedLinks}-${'x'.repeat(20)}`;
  const requestId = `fixture-join-request-${issuedLinks}`;
  const data = {
    requestId,
    username: `joined.family${issuedLinks}`,
    displayName: 'Joined Family',
    email: `joined${issuedLinks}@example.com`,
    edition: 'US' as const,
    passwordHash: await hashSecret(DEMO_PASSWORD),
    tokenHash: tokenHashOf(token),
    expiresAt: new Date(fx.t.clock().getTime() + 24 * 60 * 60 * 1000).toISOString(),
    usernameHeld: false,
  };
  await handleCommand(fx.t.log.store, familyMembership, membershipStreams.joinRequest(requestId), { type: 'RequestFamilyJoin', data }, fixtureContext);
  return token;
}

/** Issue 15: a new licensed school and an activation key for it redeemed by the role's teacher (the school list then shows); its id. */
let fixtureSchools = 0;
async function schoolDialogFor(fx: RouteFixture, role: Role): Promise<string> {
  const schoolId = `school_fixture_${++fixtureSchools}`;
  if (role !== 'teacher' && role !== 'otherTeacher') return schoolId;
  await handleCommand(fx.t.log.store, schoolDirectory, directoryStreams.school(schoolId), { type: 'RegisterSchool', data: { schoolId, districtId: null, name: `Fixture School ${fixtureSchools}` } }, fixtureContext);
  await handleCommand(
    fx.t.log.store,
    schoolLicences,
    schoolLicenceStreams.school(schoolId),
    { type: 'RedeemActivationKey', data: { school: { schoolId, districtId: null }, teacher: { userId: fx.userId(role)!, role: 'teacher' }, activationKeyId: `${schoolId}_key`, subjects: ['math', 'ela'] } },
    fixtureContext,
  );
  return schoolId;
}

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

/** Issue 16 (docs/assessment-windows.md): a Maple Elementary window scheduled through the app by admin.lee (the district administrator may change it too). */
async function mapleAssessmentWindow(fx: RouteFixture, _role: Role): Promise<string> {
  const window = { schoolIds: ['school_maple'], subject: 'ela', assessmentType: 'ELA_BENCHMARK', startDate: '2026-11-10', dueDate: '2026-11-30' };
  const response = await fx.t.postJson('/assessment-windows/schedule', window, { cookie: fx.cookie('schoolAdministrator')! });
  if (!response.ok) throw new Error(`fixture: scheduling an assessment window answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { windowId: string }).windowId;
}

/** Issue 16 (docs/banners.md): a banner the role's administrator side published through the app (an administrator's own; for others, Maple's school administrator's). */
const bannerDraft = (role: Role): [string, unknown][] => [
  ['bannerText', 'Book fair in the library'],
  ['ctaText', 'See the times'],
  ['ctaLink', '/roster/view'],
  ['startDate', '2026-11-01'],
  ['endDate', '2026-12-31'],
  ...(role === 'districtAdministrator' ? ([['schoolIds', ['school_maple']]] as [string, unknown][]) : []),
];
async function publishedBannerOf(fx: RouteFixture, role: Role): Promise<number> {
  const owner: Role = role === 'districtAdministrator' ? 'districtAdministrator' : 'schoolAdministrator';
  const fields = Object.fromEntries(bannerDraft(owner));
  const response = await fx.t.postJson('/banners/admin/publish', fields, { cookie: fx.cookie(owner)! });
  if (!response.ok) throw new Error(`fixture: publishing a banner answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { bannerId: number }).bannerId;
}
/** The demo's product-wide banners (server/banners/seed-demo-banners.ts): 1001 for everyone, 1002 for signed-in users. */
/** Issue 16: a kind of notification each role receives (family children and engineers receive none: theirs is another role's). */
const notificationKindOf: Record<Role, string> = {
  visitor: 'mastered',
  student: 'live_message',
  teacher: 'mastered',
  otherTeacher: 'needs_help',
  schoolAdministrator: 'assessment_window',
  districtAdministrator: 'message_confused',
  parent: 'child_week_practice',
  child: 'live_message',
  engineer: 'mastered',
};
const notificationMuters = ['student', 'teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator', 'parent'] as const satisfies readonly Role[];

const DEMO_BANNER_FOR_EVERYONE = 1001;
const DEMO_BANNER_FOR_SIGNED_IN = 1002;

/** Route key `METHOD /path` (as registered on the Hono app) → its rule. */
export const authorizationMatrix: Record<string, RouteRule> = {
  'GET /healthz': { allowed: everyone, request: (fx, role) => get(fx, role, '/healthz') },

  'POST /signin': {
    allowed: everyone,
    // Everyone signs in with their own account; the visitor with joon's (a family child without a secret word).
    request: (fx, role) => postJson(fx, role, '/signin', [['username', fx.username(role) ?? 'joon'], ['password', DEMO_PASSWORD], ['rememberUser', false]]),
    appendsOn4xx: { status: 401, reason: 'a failed sign-in records SignInFailed: the throttle counts failures from the log' },
    visitorAppends: {
      limit: 'SignInFailed: 1,000 per 15 minutes per address (throttle from the log — the bot check from 3 per username or 40 per address — and the failedSignIn public-write limit for attempts sent at once); SignedIn: only with a right password',
      why: 'a session starts only for an account whose password was given; failures, keyed by a caller-chosen username, are bounded per address',
    },
    fuzzRuns: 3,
  },
  // Issue 13: a family member switches the session to another (a fresh session each time: the switch ends it).
  'POST /signin/sub-account': {
    allowed: ['parent', 'child'],
    request: async (fx, role) => {
      const cookie = await fx.freshCookie(role);
      let token = 'not-a-sub-account-login-of-this-session';
      if (role === 'parent' || role === 'child') {
        const session = (await (await fx.t.request('/session', { cookie })).json()) as { subAccounts: { username: string; subAccountEncryptedLogin: string }[] };
        token = session.subAccounts.find((member) => member.username === 'joon')!.subAccountEncryptedLogin;
      }
      return { method: 'POST', path: '/signin/sub-account', body: { type: 'json', fields: [['subAccountEncryptedLogin', token]] }, cookie };
    },
    appendsOn4xx: { status: 401, reason: 'a wrong secret word or parent password records SignInFailed: the throttle counts failures from the log' },
    fuzzRuns: 3,
  },
  // Issue 14: account recovery (docs/account-recovery.md).
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
  // Issue 14: joining and the renewal reminder (docs/membership.md).
  'POST /membership/family': {
    allowed: ['visitor'],
    request: (fx, role) => {
      const n = ++issuedLinks;
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
    request: (fx, role) => postJson(fx, role, '/membership/children', [['username', `park.child${++issuedLinks}`], ['secretWord', 'tulip']]),
    fuzzRuns: 2,
  },
  'GET /legacy-dialogs/renewal-reminder': { allowed: everyone, request: (fx, role) => get(fx, role, '/legacy-dialogs/renewal-reminder') },
  'POST /legacy-dialogs/renewal-reminder': {
    allowed: ['parent'],
    request: (fx, role) => postForm(fx, role, '/legacy-dialogs/renewal-reminder', [['choice', 'later']]),
  },
  'GET /bot-check/challenge': { allowed: everyone, request: (fx, role) => get(fx, role, '/bot-check/challenge', [['action', 'signin_mini']]) },
  'GET /custom-domains/:name': { allowed: everyone, request: (fx, role) => ({ ...get(fx, role, '/custom-domains/:name'), params: { name: 'riverside' } }) },
  'POST /signout': { allowed: everyone, request: async (fx, role) => ({ method: 'POST', path: '/signout', cookie: await fx.freshCookie(role) }), fuzzRuns: 3 },
  'GET /session': { allowed: everyone, request: (fx, role) => get(fx, role, '/session') },
  'GET /pubsub/credentials': { allowed: signedIn, request: (fx, role) => get(fx, role, '/pubsub/credentials') },
  'POST /edition-picker/select': { allowed: everyone, request: (fx, role) => postJson(fx, role, '/edition-picker/select', [['editionConstant', 'CA']]) },

  'POST /liveMessage/sendMessage': {
    allowed: senders,
    request: (fx, role) => postForm(fx, role, '/liveMessage/sendMessage', [['message', '<p>Open lesson <b>5</b></p>'], ['studentUserIds', fx.studentFor(role)]]),
  },
  'GET /liveMessage/recipients': { allowed: senders, request: (fx, role) => get(fx, role, '/liveMessage/recipients') },
  'GET /liveMessage/fetchMessages': { allowed: signedIn, request: (fx, role) => get(fx, role, '/liveMessage/fetchMessages') },
  'POST /liveMessage/acknowledgeMessage': {
    allowed: students,
    // A new message from ms.rivera to ava.b every time; only ava.b may acknowledge it.
    request: async (fx, role) =>
      postForm(fx, role, '/liveMessage/acknowledgeMessage', [['messageId', await fx.messageTo(fx.studentFor('student'))], ['response', 'GOT_IT']]),
  },
  'GET /liveMessage/sentBatches': { allowed: senders, request: (fx, role) => get(fx, role, '/liveMessage/sentBatches') },

  'POST /focus-zone/start': {
    allowed: teachers,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      await fx.endRunningSession(owner);
      return postJson(fx, role, '/focus-zone/start', [['classId', fx.classOf(owner)], ['subjects', ['math']], ['grades', [4]], ['durationMinutes', 30]]);
    },
  },
  'GET /focus-zone/classes': { allowed: teachers, request: (fx, role) => get(fx, role, '/focus-zone/classes') },
  // Read-only and about the caller's own session: anyone signed in may ask (null when they run none).
  'GET /focus-zone/teacher-session-info': {
    allowed: signedIn,
    request: async (fx, role) => {
      await fx.freshFocusSession(fx.ownerFor(role));
      return get(fx, role, '/focus-zone/teacher-session-info');
    },
  },
  'GET /focus-zone/check-active': {
    allowed: signedIn,
    request: async (fx, role) => {
      await fx.freshFocusSession(fx.ownerFor(role));
      return get(fx, role, '/focus-zone/check-active');
    },
  },
  'GET /focus-zone/end': {
    allowed: teachers,
    request: async (fx, role) => get(fx, role, '/focus-zone/end', [['focusID', String(await fx.freshFocusSession(fx.ownerFor(role)))]]),
  },
  'POST /focus-zone/remove-student': {
    allowed: teachers,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      const focusSessionId = await fx.freshFocusSession(owner);
      return postJson(fx, role, '/focus-zone/remove-student', [['focusSessionId', focusSessionId], ['studentUserId', fx.studentFor(owner)]]);
    },
  },
  'GET /focus-zone/fetch-student-session-info': {
    allowed: signedIn,
    request: async (fx, role) => {
      await fx.freshFocusSession('teacher');
      return get(fx, role, '/focus-zone/fetch-student-session-info');
    },
  },
  'POST /focus-zone/join': {
    allowed: students,
    // ava.b opted out of a new session of ms.rivera's and rejoins it.
    request: async (fx, role) => {
      const focusSessionId = await fx.freshFocusSession('teacher');
      const optOut = await fx.t.postJson('/focus-zone/leave', { focusSessionId }, { cookie: fx.cookie('student')! });
      if (!optOut.ok) throw new Error(`fixture: opting out answered ${optOut.status}`);
      return postJson(fx, role, '/focus-zone/join', [['focusSessionId', focusSessionId]]);
    },
  },
  'POST /focus-zone/leave': {
    allowed: students,
    request: async (fx, role) => postJson(fx, role, '/focus-zone/leave', [['focusSessionId', await fx.freshFocusSession('teacher')]]),
  },

  'GET /search/quickbarSearch': { allowed: everyone, request: (fx, role) => get(fx, role, '/search/quickbarSearch', [['q', 'fractions'], ['maxLines', '12']]) },
  'GET /search/results': { allowed: everyone, request: (fx, role) => get(fx, role, '/search/results', [['q', 'fractions'], ['filters', 'skill,lesson'], ['page', '1']]) },
  'GET /search/logSearchResult': {
    allowed: everyone,
    // A click on a result of a real search: a tracking id the server issued, new every time.
    request: async (fx, role) =>
      get(fx, role, '/search/logSearchResult', [
        ['q', 'fractions'],
        ['url', '/math/grade-4'],
        ['trackingId', await issuedTrackingId(fx, role)],
        ['searchType', 'autocomplete-nav'],
        ['resultType', 'level'],
      ]),
    visitorAppends: {
      limit: '60 clicks/min per address (per user when signed in); signed ids only (30 minutes); each (search, url) once',
      why: 'only tracking ids the server signed with a search are recorded, and the searchClick public-write limit caps what one caller records',
    },
  },
  'GET /editions': { allowed: everyone, request: (fx, role) => get(fx, role, '/editions') },
  'GET /catalogue/landing': { allowed: everyone, request: (fx, role) => get(fx, role, '/catalogue/landing', [['subject', 'math'], ['grade', '4']]) },
  'GET /catalogue/skills/:permacode': {
    allowed: everyone,
    request: (fx, role) => ({ ...get(fx, role, '/catalogue/skills/:permacode'), params: { permacode: encodeURIComponent(fx.permacode) } }),
  },

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
  'GET /spark-studio/sets': { allowed: senders, request: (fx, role) => get(fx, role, '/spark-studio/sets') },
  'POST /spark-studio/sets': { allowed: senders, request: (fx, role) => postJson(fx, role, '/spark-studio/sets', [['title', 'Times tables']]) },
  'GET /spark-studio/sets/:questionSetId': {
    allowed: senders,
    request: async (fx, role) => ({ ...get(fx, role, '/spark-studio/sets/:questionSetId'), params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId } }),
  },
  'POST /spark-studio/sets/:questionSetId/rename': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/rename', [['title', 'Renamed set']]),
      params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId },
    }),
  },
  'POST /spark-studio/sets/:questionSetId/questions': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/questions', [
        ['kind', 'multipleChoice'],
        ['prompt', 'Which is a prime?'],
        ['choices', ['4', '7', '9']],
        ['answer', '7'],
        ['explanation', '7 has no divisors but 1 and itself.'],
      ]),
      params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId },
    }),
  },
  'POST /spark-studio/sets/:questionSetId/questions/:questionId': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/questions/:questionId', [
        ['kind', 'shortText'],
        ['prompt', 'Name the shape with three sides.'],
        ['answer', 'triangle'],
        ['explanation', 'Tri- means three.'],
      ]),
      params: await sparkStudioSetOf(fx, role),
    }),
  },
  'POST /spark-studio/sets/:questionSetId/questions/:questionId/remove': {
    allowed: senders,
    request: async (fx, role) => ({ method: 'POST', path: '/spark-studio/sets/:questionSetId/questions/:questionId/remove', params: await sparkStudioSetOf(fx, role), cookie: fx.cookie(role) }),
  },
  'POST /spark-studio/sets/:questionSetId/reorder': {
    allowed: senders,
    request: async (fx, role) => {
      const { questionSetId, questionId } = await sparkStudioSetOf(fx, role);
      return { ...postJson(fx, role, '/spark-studio/sets/:questionSetId/reorder', [['questionIds', [questionId]]]), params: { questionSetId } };
    },
  },
  'POST /spark-studio/sets/:questionSetId/share': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/share', [['shared', true]]),
      params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId },
    }),
    answers: { districtAdministrator: { status: 409, reason: 'a district administrator has no school to share a set with (spark_studio.no_school)' } },
  },
  'POST /spark-studio/sets/:questionSetId/delete': {
    allowed: senders,
    request: async (fx, role) => ({ method: 'POST', path: '/spark-studio/sets/:questionSetId/delete', params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId }, cookie: fx.cookie(role) }),
  },
  // Same-question mode (issue 11): teachers run rooms for their own classes; only invited students join and answer.
  'POST /same-question-mode/start': {
    allowed: teachers,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      const open = fx.t.log.queries.sameQuestionMode.openRoomOfTeacher(fx.userId(owner)!, fx.t.clock());
      if (open) await fx.t.request(`/same-question-mode/destroy-room?roomId=${open.roomId}`, { cookie: fx.cookie(owner)! });
      return postJson(fx, role, '/same-question-mode/start', [['classId', fx.classOf(owner)], ['skillId', fx.permacode], ['jamMode', 'group'], ['durationMinutes', 20]]);
    },
  },
  'GET /same-question-mode/active-room': {
    allowed: teachers,
    request: async (fx, role) => {
      await sameQuestionRoomOf(fx, role);
      return get(fx, role, '/same-question-mode/active-room');
    },
  },
  // Read-only and about the caller's own invitations: anyone signed in may ask (none unless a student).
  'GET /same-question-mode/get-student-invitations': {
    allowed: signedIn,
    request: async (fx, role) => {
      await sameQuestionRoomOf(fx, 'teacher');
      return get(fx, role, '/same-question-mode/get-student-invitations');
    },
  },
  'GET /same-question-mode/destroy-room': {
    allowed: teachers,
    request: async (fx, role) => get(fx, role, '/same-question-mode/destroy-room', [['roomId', await sameQuestionRoomOf(fx, role)]]),
  },
  'GET /same-question-mode/:roomId/check-expiration': { allowed: roomReaders, request: (fx, role) => inRoom(fx, role, 'GET', 'check-expiration') },
  'GET /same-question-mode/:roomId/state': { allowed: roomReaders, request: (fx, role) => inRoom(fx, role, 'GET', 'state') },
  'POST /same-question-mode/:roomId/join': { allowed: students, request: (fx, role) => inRoom(fx, role, 'POST', 'join', [], { studentRoute: true }) },
  'POST /same-question-mode/:roomId/answer': {
    allowed: students,
    request: (fx, role) => inRoom(fx, role, 'POST', 'answer', [['questionNumber', 1], ['guesses', ['42']]], { joined: true, studentRoute: true }),
  },
  'POST /same-question-mode/:roomId/pose': { allowed: teachers, request: (fx, role) => inRoom(fx, role, 'POST', 'pose', [['nextQuestionNumber', 2], ['numLevelsToJump', 1]]) },
  'POST /same-question-mode/:roomId/reveal': { allowed: teachers, request: (fx, role) => inRoom(fx, role, 'POST', 'reveal', [['questionNumber', 1]]) },
  'POST /same-question-mode/:roomId/pause': { allowed: teachers, request: (fx, role) => inRoom(fx, role, 'POST', 'pause') },
  'POST /same-question-mode/:roomId/resume': {
    allowed: teachers,
    request: async (fx, role) => {
      const request = await inRoom(fx, role, 'POST', 'resume');
      const paused = await fx.t.request(`/same-question-mode/${request.params!.roomId}/pause`, { method: 'POST', cookie: fx.cookie(fx.ownerFor(role))! });
      if (!paused.ok) throw new Error(`fixture: pausing a room answered ${paused.status}`);
      return request;
    },
  },
  'GET /instant-review/classes': { allowed: teachers, request: (fx, role) => get(fx, role, '/instant-review/classes') },
  'POST /instant-review/fetch-instant-review-skills': {
    allowed: teachers,
    request: (fx, role) => postJson(fx, role, '/instant-review/fetch-instant-review-skills', [['selectedStudentIds', [fx.studentFor(fx.ownerFor(role))]], ['selectedSubjects', ['math']]]),
  },
  'POST /instant-review/start-question-review-mode': {
    allowed: teachers,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      await fx.t.postJson('/instant-review/end-question-review-mode', {}, { cookie: fx.cookie(owner)! });
      return postJson(fx, role, '/instant-review/start-question-review-mode', [['skillIDAndLevels', [{ skillId: fx.permacode, level: 1 }]], ['studentUserIds', [fx.studentFor(owner)]], ['instantReviewSkills', [fx.permacode]]]);
    },
  },
  // Read-only and about the caller's own review or invitation: anyone signed in may ask (null when there is none).
  'GET /instant-review/active-session': {
    allowed: signedIn,
    request: async (fx, role) => {
      await instantReviewOf(fx, role);
      return get(fx, role, '/instant-review/active-session');
    },
  },
  'GET /instant-review/student-invitation': {
    allowed: signedIn,
    request: async (fx, role) => {
      await instantReviewOf(fx, 'teacher');
      return get(fx, role, '/instant-review/student-invitation');
    },
  },
  'GET /practice/qrm-current-question': {
    allowed: ['teacher', 'otherTeacher', 'student'],
    request: async (fx, role) => get(fx, role, '/practice/qrm-current-question', [['qrmSessionId', await instantReviewOf(fx, role)]]),
  },
  'POST /instant-review/submit-response': {
    allowed: students,
    request: async (fx, role) => postJson(fx, role, '/instant-review/submit-response', [['questionKey', `${await instantReviewOf(fx, 'teacher')}.1`], ['guesses', ['1']]]),
  },
  'POST /practice/qrm-jump-and-pose': {
    allowed: teachers,
    request: async (fx, role) => {
      await instantReviewOf(fx, role);
      return postJson(fx, role, '/practice/qrm-jump-and-pose', [['numLevelsToJump', 1], ['nextQuestionNumber', 2]]);
    },
  },
  'POST /instant-review/next-skill': {
    allowed: teachers,
    request: async (fx, role) => {
      await instantReviewOf(fx, role);
      return postJson(fx, role, '/instant-review/next-skill', [['nextSkillIDAndLevel', { skillId: fx.permacode, level: 3 }], ['nextQuestionNumber', 2]]);
    },
  },
  'POST /instant-review/update-skill-list': {
    allowed: teachers,
    request: async (fx, role) => {
      await instantReviewOf(fx, role);
      return postJson(fx, role, '/instant-review/update-skill-list', [['newSkillIDAndLevels', [{ skillId: fx.permacode, level: 4 }]]]);
    },
  },
  'POST /instant-review/end-question-review-mode': {
    allowed: teachers,
    request: async (fx, role) => {
      await instantReviewOf(fx, role);
      return postJson(fx, role, '/instant-review/end-question-review-mode', []);
    },
  },
  'POST /instant-review/start-group-jam': { allowed: teachers, request: (fx, role) => reviewGroupJam(fx, role, '/instant-review/start-group-jam') },
  'POST /instant-review/end-and-start-group-jam': { allowed: teachers, request: (fx, role) => reviewGroupJam(fx, role, '/instant-review/end-and-start-group-jam') },
  'GET /practice/my-practice': { allowed: ['student', 'child'], request: (fx, role) => get(fx, role, '/practice/my-practice') },
  'GET /analytics/live-classroom/classes': { allowed: senders, request: (fx, role) => get(fx, role, '/analytics/live-classroom/classes') },
  'GET /analytics/live-classroom/questions-log': {
    allowed: senders,
    request: (fx, role) => get(fx, role, '/analytics/live-classroom/questions-log', [['studentUserId', fx.studentFor(role)]]),
  },
  // Issue 18 (docs/administrator-reports.md): the administrator reports, for the schools an administrator has (read-only) …
  ...Object.fromEntries(
    ['district-dashboard', 'school-achievement', 'time-spent', 'skill-usage', 'skill-proficiency'].map((report): [string, RouteRule] => [
      `GET /reports/${report}`,
      {
        allowed: ['schoolAdministrator', 'districtAdministrator'],
        request: (fx, role) =>
          get(fx, role, `/reports/${report}`, [['schoolId', role === 'districtAdministrator' ? 'school_cedar' : 'school_maple'], ['range', 'this_school_year'], ['grade', '4']]),
      },
    ]),
  ),
  // … and a learner's progress: a learner's own, a parent's children's, a teacher's or administrator's students' (read-only).
  'GET /analytics/progress/learners': { allowed: ['student', 'child', 'parent'], request: (fx, role) => get(fx, role, '/analytics/progress/learners') },
  'GET /analytics/progress-data': {
    allowed: ['student', 'child', 'parent', 'teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) =>
      get(fx, role, '/analytics/progress-data', [['studentUserId', role === 'child' || role === 'parent' ? fx.userId('child') : fx.studentFor(role)], ['range', 'last_7_days']]),
  },
  'GET /refresh-site-nav-cache': {
    allowed: signedIn,
    request: (fx, role) => {
      const schoolId = role === 'visitor' ? null : fx.t.log.queries.directory.userById(fx.userId(role)!)?.schoolId;
      return get(fx, role, '/refresh-site-nav-cache', schoolId ? [['schoolId', schoolId]] : []);
    },
  },
  // Issue 15: teacher setup (docs/teacher-setup.md), the client's cookie call, the roster (docs/roster.md).
  'POST /teacher-setup/dialog': { allowed: teachers, request: (fx, role) => postJson(fx, role, '/teacher-setup/dialog', []) },
  'POST /teacher-setup/update-school-and-subjects': {
    allowed: teachers,
    // A teacher's school-and-subjects dialog: an activation key for a new school puts the school list in front of them.
    request: async (fx, role) => postForm(fx, role, '/teacher-setup/update-school-and-subjects', [['customerId', await schoolDialogFor(fx, role)], ["teacherSubjects['math']", 'true']]),
  },
  'POST /teacher-setup/save-subjects': { allowed: teachers, request: (fx, role) => postJson(fx, role, '/teacher-setup/save-subjects', [['subjects', ['math']]]) },
  'POST /cookie': { allowed: everyone, request: (fx, role) => postForm(fx, role, '/cookie', [['name', 'try-teacher-setup'], ['value', 'false'], ['path', '/'], ['secure', 'true']]) },
  'POST /actions/cookie': {
    allowed: everyone,
    request: (fx, role) => postForm(fx, role, '/actions/cookie', [['name', 'try-teacher-setup'], ['value', 'false'], ['path', '/'], ['secure', 'true']]),
  },
  'GET /roster/classes': { allowed: teachers, request: (fx, role) => get(fx, role, '/roster/classes') },
  'POST /roster/create-class': { allowed: teachers, request: (fx, role) => postJson(fx, role, '/roster/create-class', [['name', 'Reading group'], ['grade', 4]]) },
  'POST /roster/add-student': {
    allowed: senders,
    request: (fx, role) => postJson(fx, role, '/roster/add-student', [['classId', fx.classOf(fx.ownerFor(role))], ['studentUserId', fx.studentFor(fx.ownerFor(role))]]),
  },
  'POST /roster/remove-student': {
    allowed: senders,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      const enrolled = await fx.t.postJson('/roster/add-student', { classId: fx.classOf(owner), studentUserId: fx.studentFor(owner) }, { cookie: fx.cookie(owner)! });
      if (!enrolled.ok) throw new Error(`fixture: enrolling answered ${enrolled.status}`);
      return postJson(fx, role, '/roster/remove-student', [['classId', fx.classOf(owner)], ['studentUserId', fx.studentFor(owner)]]);
    },
  },
  'POST /roster/reset-password': { allowed: senders, request: (fx, role) => postJson(fx, role, '/roster/reset-password', [['studentUserId', fx.studentFor(fx.ownerFor(role))]]), fuzzRuns: 3 },
  // Issue 15: administrator contacts (docs/admin-contacts.md) and profile autosave (docs/profile.md); both writes need the CSRF header.
  'GET /admin-contacts/modal': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/admin-contacts/modal') },
  'POST /admin-contacts/update': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    // The seeded contact of the administrator's school or district (server/demo/seed-demo-admin-contacts.ts) for both roles.
    request: (fx, role) => {
      const contactId = role === 'districtAdministrator' ? 'contact_riverside_grant' : 'contact_maple_price';
      return { method: 'POST', path: '/admin-contacts/update', body: { type: 'multipart', fields: [['rosteringContactId', contactId], ['implementationContactId', contactId]] }, cookie: fx.cookie(role), headers: { 'X-CSRF-Protection': '1' } };
    },
  },
  'GET /profile/fields': { allowed: signedIn, request: (fx, role) => get(fx, role, '/profile/fields') },
  'GET /profile/preferences': { allowed: everyone, request: (fx, role) => get(fx, role, '/profile/preferences') },
  'POST /profile/edit/:field': {
    allowed: signedIn,
    request: (fx, role) => ({ method: 'POST', path: '/profile/edit/:field', params: { field: 'hideTimer' }, body: { type: 'form', fields: [['value', 'true']] }, cookie: fx.cookie(role), headers: { 'X-CSRF-Protection': '1' } }),
  },
  // Issue 16: assessment windows and the assessment due-date banner (docs/assessment-windows.md).
  'GET /assessment-windows/banner': { allowed: teachers, request: (fx, role) => get(fx, role, '/assessment-windows/banner') },
  'GET /assessment-windows/scheduled': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/assessment-windows/scheduled') },
  'POST /assessment-windows/schedule': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) =>
      postJson(fx, role, '/assessment-windows/schedule', [['schoolIds', ['school_maple']], ['subject', 'math'], ['assessmentType', 'MATH_SCREENER'], ['startDate', '2026-11-10'], ['dueDate', '2026-11-30']]),
  },
  'POST /assessment-windows/reschedule': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/assessment-windows/reschedule', [['windowId', await mapleAssessmentWindow(fx, role)], ['startDate', '2026-11-12'], ['dueDate', '2026-12-04']]),
  },
  'POST /assessment-windows/cancel': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/assessment-windows/cancel', [['windowId', await mapleAssessmentWindow(fx, role)]]),
  },
  // Issue 16: the banners carousel and the administrators' banners (docs/banners.md).
  'GET /banners': { allowed: everyone, request: (fx, role) => get(fx, role, '/banners') },
  'POST /banners/tracking': {
    allowed: signedIn,
    request: (fx, role) => postJson(fx, role, '/banners/tracking', [['bannerId', DEMO_BANNER_FOR_SIGNED_IN], ['bannerTrackingEventType', 2]]),
  },
  'POST /banners/bannerSignedOutTracking': {
    allowed: ['visitor'],
    request: (fx, role) => postJson(fx, role, '/banners/bannerSignedOutTracking', [['bannerId', DEMO_BANNER_FOR_EVERYONE]]),
    visitorAppends: {
      limit: 'BannerClickedSignedOut: 60 recorded clicks an hour per address (bannerSignedOutClick; past it answered 204, not recorded); only ids of banners shown to visitors today',
      why: 'a click is recorded only on a banner the server published for visitors and shows today (any other id is 404, appending nothing); the event names no one',
    },
  },
  'POST /banners/bannerSignedOutDismiss': {
    allowed: ['visitor'],
    request: (fx, role) => postJson(fx, role, '/banners/bannerSignedOutDismiss', [['bannerId', DEMO_BANNER_FOR_EVERYONE]]),
  },
  'GET /banners/admin/list': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/banners/admin/list') },
  'POST /banners/admin/publish': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) => postJson(fx, role, '/banners/admin/publish', bannerDraft(role)),
  },
  'POST /banners/admin/edit': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/banners/admin/edit', [['bannerId', await publishedBannerOf(fx, role)], ...bannerDraft(role)]),
  },
  'POST /banners/admin/withdraw': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/banners/admin/withdraw', [['bannerId', await publishedBannerOf(fx, role)]]),
  },
  // Issue 18: the teacher reports (docs/reports.md): a class's teacher, or its school's or district's administrator; read-only.
  'GET /reports/classes': { allowed: senders, request: (fx, role) => get(fx, role, '/reports/classes') },
  ...Object.fromEntries(
    ['student-usage', 'skills-practiced', 'trouble-spots', 'student-trouble-spots', 'score-grid', 'student-summary', 'progress-and-improvement', 'live-message'].map(
      (report): [string, RouteRule] => [
        `GET /reports/${report}`,
        { allowed: senders, request: (fx, role) => get(fx, role, `/reports/${report}`, [['classId', fx.classOf(fx.ownerFor(role))], ['range', 'this_school_year'], ['grade', '4']]) },
      ],
    ),
  ),
  'GET /reports/questions-log': {
    allowed: senders,
    request: (fx, role) =>
      get(fx, role, '/reports/questions-log', [['classId', fx.classOf(fx.ownerFor(role))], ['studentUserId', fx.studentFor(role)], ['range', 'custom'], ['from', '2025-01-01'], ['to', '2025-12-31']]),
  },
  // Issue 18: the event explorer (docs/explorer.md), engineers only; it reads, never appends.
  'GET /explorer/events': {
    allowed: ['engineer'],
    request: (fx, role) => get(fx, role, '/explorer/events', [['category', 'user'], ['type', 'UserRegistered'], ['after', '3'], ['limit', '5']]),
  },
  'GET /explorer/events/:position': { allowed: ['engineer'], request: (fx, role) => ({ ...get(fx, role, '/explorer/events/:position'), params: { position: '2' } }) },
  'GET /explorer/event-types': { allowed: ['engineer'], request: (fx, role) => get(fx, role, '/explorer/event-types') },
  'GET /explorer/correlation/:correlationId': {
    allowed: ['engineer'],
    request: (fx, role) => ({ ...get(fx, role, '/explorer/correlation/:correlationId'), params: { correlationId: 'demo-school-seed' } }),
  },
  'GET /explorer/time-travel': {
    allowed: ['engineer'],
    request: (fx, role) => get(fx, role, '/explorer/time-travel', [['view', 'focus-session-participants'], ['subject', '1'], ['at', '40']]),
  },
  'GET /explorer/time-travel/diff': {
    allowed: ['engineer'],
    request: (fx, role) => get(fx, role, '/explorer/time-travel/diff', [['view', 'class-live-messages'], ['subject', 'class_g4_room12'], ['before', '10'], ['after', '2025-03-03T09:00:00Z']]),
  },
  // Issue 16: notifications (docs/notifications.md). Every signed-in user has a feed (a visitor's is empty); each mutes the kinds of their role (family children and engineers get none).
  'GET /notifications/feed': { allowed: everyone, request: (fx, role) => get(fx, role, '/notifications/feed') },
  'GET /notifications/mark-read': {
    allowed: signedIn,
    request: (fx, role) => ({ ...get(fx, role, '/notifications/mark-read'), headers: { 'X-CSRF-Protection': '1' } }),
  },
  'POST /notifications/mute': { allowed: notificationMuters, request: (fx, role) => postJson(fx, role, '/notifications/mute', [['kind', notificationKindOf[role]]]) },
  'POST /notifications/unmute': { allowed: notificationMuters, request: (fx, role) => postJson(fx, role, '/notifications/unmute', [['kind', notificationKindOf[role]]]) },
  'GET /notifications/mutes': { allowed: signedIn, request: (fx, role) => get(fx, role, '/notifications/mutes') },
};
