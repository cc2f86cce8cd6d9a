import { AssignedAssessments } from '../features/assessments/assigned-assessments';
import { USER_TYPE, type Session } from '../shared/session/session';

// Issue 30 (docs/assessment-player.md): a student's open assessments on her home. Issue 33: a chunk of its own, so
// her home does not load the assessment pages (assessment-routes.tsx) with its list.

/** A student's open assessments on her home. */
export function HomeAssessments({ session }: { session: Session }) {
  return session.signedIn && session.userType === USER_TYPE.student ? <AssignedAssessments key={session.userId} /> : null;
}
