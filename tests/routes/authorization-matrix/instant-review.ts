import type { Role, RouteFixture } from '../route-fixture';
import type { RouteRequest } from '../route-request';
import { signedIn, teachers, students, get, postJson, type RouteRule } from '../matrix-requests';

// Instant review: teachers review a skill with their students; its group jams start through same-question mode.
// The rules of the routes server/features/instant-review.ts mounts (tests/routes/authorization-matrix.ts composes them).

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

export const rules: Record<string, RouteRule> = {
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
};
