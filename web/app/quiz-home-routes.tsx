import { AssignedQuizzes, QuizBanner } from '../features/quizzes/assigned-quizzes';
import { USER_TYPE, type Session } from '../shared/session/session';
import { pagePath } from './page-routes';

// Issue 29 (docs/quizzes.md): what a student sees of her quizzes outside the quiz pages — her home's list and the
// open-quiz banner. Issue 33: a chunk of its own, so a student's every page does not load the quiz pages (the
// player brings the question display and the scratchpad) with the banner; the pages are in quiz-routes.tsx.

const isStudent = (session: Session) => session.signedIn && session.userType === USER_TYPE.student;

/** A student's open quizzes and released scores on her home. */
export function HomeQuizzes({ session }: { session: Session }) {
  return isStudent(session) ? <AssignedQuizzes key={session.signedIn ? session.userId : ''} /> : null;
}

/** The open-quiz banner of a student, in the assessment-window banner's place (a teacher's). */
export function StudentQuizBanner({ session, currentPath }: { session: Session | null; currentPath: string }) {
  return session && isStudent(session) && session.signedIn ? <QuizBanner key={session.userId} currentPath={pagePath(currentPath)} /> : null;
}
