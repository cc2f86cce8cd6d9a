import { signedIn, teachers, students, get, postJson, type RouteRule } from '../matrix-requests';

// Focus sessions (the focus zone).
// The rules of the routes server/features/focus-sessions.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
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
};
