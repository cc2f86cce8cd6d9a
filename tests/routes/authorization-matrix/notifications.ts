import type { Role } from '../route-fixture';
import { everyone, signedIn, get, postJson, type RouteRule } from '../matrix-requests';

// Issue 16: notifications (docs/notifications.md). Every signed-in user has a feed (a visitor’s is empty); each mutes the kinds of their role (family children and engineers get none).
// The rules of the routes server/features/notifications.ts mounts (tests/routes/authorization-matrix.ts composes them).

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

export const rules: Record<string, RouteRule> = {
  'GET /notifications/feed': { allowed: everyone, request: (fx, role) => get(fx, role, '/notifications/feed') },
  'GET /notifications/mark-read': {
    allowed: signedIn,
    request: (fx, role) => ({ ...get(fx, role, '/notifications/mark-read'), headers: { 'X-CSRF-Protection': '1' } }),
  },
  'POST /notifications/mute': { allowed: notificationMuters, request: (fx, role) => postJson(fx, role, '/notifications/mute', [['kind', notificationKindOf[role]]]) },
  'POST /notifications/unmute': { allowed: notificationMuters, request: (fx, role) => postJson(fx, role, '/notifications/unmute', [['kind', notificationKindOf[role]]]) },
  'GET /notifications/mutes': { allowed: signedIn, request: (fx, role) => get(fx, role, '/notifications/mutes') },
};
