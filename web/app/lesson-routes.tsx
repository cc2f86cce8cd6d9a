import { LessonPage, type LessonReader } from '../features/lessons/lesson-page';
import { parseLessonPath } from '../features/lessons/lesson-paths';
import { USER_TYPE, type Session } from '../shared/session/session';
import { pagePath } from './page-routes';

// Issue 31 (docs/lessons.md): the lesson page (the student's lessons in progress on her home: lesson-home-routes.tsx). Who sees what
// is decided here only for what to show; the server decides what is allowed.

const isLearner = (session: Session) => session.signedIn && (session.userType === USER_TYPE.student || session.userType === USER_TYPE.familyChild);

export function LessonRoute({ session, path }: { session: Session; path: string }) {
  const permacode = parseLessonPath(pagePath(path))!;
  const reader: LessonReader = !session.signedIn ? 'visitor' : isLearner(session) ? 'learner' : 'other';
  return <LessonPage key={`${permacode}:${reader}`} permacode={permacode} reader={reader} />;
}
