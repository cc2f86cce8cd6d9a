import { get, type RouteRule } from '../matrix-requests';

// Issue 32: the homes (docs/home.md). The rules of the route server/features/home.ts mounts: a
// visitor, a learner (a student or a family child), a teacher, a family parent and an administrator read
// their own home (an engineer has none: 403); nothing is appended.

export const rules: Record<string, RouteRule> = {
  'GET /home/summary': { allowed: ['visitor', 'student', 'child', 'teacher', 'otherTeacher', 'parent', 'schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/home/summary') },
};
