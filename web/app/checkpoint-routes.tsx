import { AssignCheckpointLink, AssignCheckpointPage } from '../features/assessments/assign-checkpoint-page';
import { assessmentProgressPath } from '../shared/links/assessment-paths';
import { USER_TYPE, type Session } from '../shared/session/session';
import { navigate } from './router';

// Issue 30 (docs/diagnostics.md "Pages"): a teacher assigns a checkpoint from her home's link; once assigned she
// follows it on its progress page. Its own chunk, so a student's home (assessment-routes.tsx) does not load it.

export { AssignCheckpointLink };

export function AssignCheckpointRoute({ session }: { session: Session }) {
  return session.signedIn && session.userType === USER_TYPE.teacher ? <AssignCheckpointPage onAssigned={(assessmentId) => navigate(assessmentProgressPath(assessmentId))} /> : null;
}
