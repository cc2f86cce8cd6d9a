import { handleCommand } from '../../../events/log/command-handler';
import { scratchpadWork } from '../../../events/scratchpad';
import { scratchpadWatch, scratchpadWatchStreams } from '../../../events/scratchpad/scratchpad-watch';
import { fixtureContext, get, postJson, senders, signedIn, students, type RouteRule } from '../matrix-requests';
import type { Role, RouteFixture } from '../route-fixture';

// Issue 31 item 3 (docs/scratchpad.md): the scratchpad. The work is sent with the practice and quiz answers
// (their rules are in practice.ts and quizzes.ts); a teacher of the student's class, or an administrator of
// their school or district, reads one answer's work, and the class's teacher or administrators read the
// report `scratchpad-work`.
// The rules of the routes server/features/scratchpad.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** Work kept with a practice answer of the student the role reaches (appended before the request is measured). */
async function keptWork(fx: RouteFixture, role: Role): Promise<string> {
  const studentUserId = fx.studentFor(role);
  const data = { learner: { learnerId: studentUserId, visitor: false }, answer: { kind: 'practice' as const, permacode: fx.permacode, seed: 'matrix1' }, strokes: [{ tool: 'pen' as const, width: 6, points: [[1, 2]] as [number, number][] }], now: new Date() };
  await handleCommand(fx.t.log.store, scratchpadWork, `practice-fixture:${studentUserId}`, { type: 'KeepScratchpadWork', data }, fixtureContext);
  return studentUserId;
}

/** ms.rivera watches the student (ava.b) now, through the decider, so the student's live batch has a watcher. */
async function watchedStudent(fx: RouteFixture): Promise<string> {
  const studentUserId = fx.studentFor('student');
  const watcher = { userId: fx.userId('teacher')!, role: 'teacher' };
  await handleCommand(fx.t.log.store, scratchpadWatch, scratchpadWatchStreams.student(studentUserId), { type: 'StartScratchpadWatch', data: { watcher, studentUserId, reachesStudent: true, now: fx.t.clock() } }, fixtureContext);
  return studentUserId;
}

export const rules: Record<string, RouteRule> = {
  'GET /scratchpad/work': {
    allowed: senders,
    request: async (fx, role) => get(fx, role, '/scratchpad/work', [['studentUserId', await keptWork(fx, role)], ['answerKey', 'practice:matrix1']]),
  },
  // The teacher report `scratchpad-work`: the class reports' rule (a class's teacher, its school's or district's administrators).
  'GET /reports/scratchpad-work': {
    allowed: senders,
    request: (fx, role) => get(fx, role, '/reports/scratchpad-work', [['classId', fx.classOf(fx.ownerFor(role))]]),
  },
  // The live watch (docs/scratchpad.md "The live watch"): whoever may watch the live classroom and reaches the student.
  'POST /scratchpad/watch': {
    allowed: senders,
    request: (fx, role) => postJson(fx, role, '/scratchpad/watch', [['studentUserId', fx.studentFor(role)]]),
  },
  // Stopping a watch one does not hold is a 200 that appends nothing; the roles that may not watch get 403 not_a_teacher.
  'POST /scratchpad/watch/stop': {
    allowed: senders,
    request: (fx, role) => postJson(fx, role, '/scratchpad/watch/stop', [['studentUserId', fx.studentFor(role)]]),
  },
  // Anyone signed in asks whether their own pad is watched.
  'GET /scratchpad/watch': {
    allowed: signedIn,
    request: (fx, role) => get(fx, role, '/scratchpad/watch'),
  },
  // Only a watched pad's owner sends: everyone else is watched by nobody (403 scratchpad.not_watched). Appends nothing.
  'POST /scratchpad/live': {
    allowed: students,
    request: async (fx, role) => {
      await watchedStudent(fx);
      return postJson(fx, role, '/scratchpad/live', [['questionKey', 'practice-q1'], ['strokes', [{ tool: 'pen', width: 6, points: [[1, 2], [3, 4]] }]]]);
    },
  },
};
