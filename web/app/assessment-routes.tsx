import { AssessmentProgressPage } from '../features/assessments/assessment-progress-page';
import { TakeAssessmentPage } from '../features/assessments/take-assessment-page';
import { parseAssessmentProgressPath, parseTakeAssessmentPath } from '../shared/links/assessment-paths';
import { USER_TYPE, type Session } from '../shared/session/session';
import { pagePath } from './page-routes';

// Issue 30 (docs/assessment-player.md): a student's assessment, and a teacher's progress page of one (the student's
// home list: assessment-home-routes.tsx). Who sees what is decided here only for what to show; the server decides what is allowed.

const isTeacher = (session: Session) => session.signedIn && session.userType === USER_TYPE.teacher;
const isStudent = (session: Session) => session.signedIn && session.userType === USER_TYPE.student;

export function TakeAssessmentRoute({ session, path }: { session: Session; path: string }) {
  const assessmentId = parseTakeAssessmentPath(pagePath(path))!;
  return isStudent(session) ? <TakeAssessmentPage key={assessmentId} assessmentId={assessmentId} /> : null;
}

export function AssessmentProgressRoute({ session, path }: { session: Session; path: string }) {
  const assessmentId = parseAssessmentProgressPath(pagePath(path))!;
  return isTeacher(session) ? <AssessmentProgressPage key={assessmentId} assessmentId={assessmentId} /> : null;
}
