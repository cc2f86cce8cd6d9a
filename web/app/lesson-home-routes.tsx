import { LessonsInProgress } from '../features/lessons/lessons-in-progress';
import { USER_TYPE, type Session } from '../shared/session/session';

// Issue 31 (docs/lessons.md): a learner's lessons in progress on her home. Issue 33: a chunk of its own, so her home
// does not load the lesson page (lesson-routes.tsx) with its list.

/** A student's (or a family child's) lessons in progress on her home. */
export function HomeLessons({ session }: { session: Session }) {
  return session.signedIn && (session.userType === USER_TYPE.student || session.userType === USER_TYPE.familyChild) ? <LessonsInProgress key={session.userId} /> : null;
}
