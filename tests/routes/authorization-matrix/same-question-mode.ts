import type { Role, RouteFixture } from '../route-fixture';
import type { RouteRequest } from '../route-request';
import { signedIn, teachers, students, get, postJson, type RouteRule } from '../matrix-requests';

// Same-question mode (issue 11): teachers run rooms for their own classes; only invited students join and answer.
// The rules of the routes server/features/same-question-mode.ts mounts (tests/routes/authorization-matrix.ts composes them).

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

export const rules: Record<string, RouteRule> = {
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
};
