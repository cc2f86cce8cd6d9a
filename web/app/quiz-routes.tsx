import { QuizBuilderPage } from '../features/quizzes/quiz-builder-page';
import { parseTakeQuizPath, parseTeacherQuizPath } from '../features/quizzes/quiz-paths';
import { TakeQuizPage } from '../features/quizzes/take-quiz-page';
import { TeacherQuizPage } from '../features/quizzes/teacher-quiz-page';
import { TeacherQuizzesPage } from '../features/quizzes/teacher-quizzes-page';
import { USER_TYPE, type Session } from '../shared/session/session';
import { pagePath } from './page-routes';
import { navigate, useRouteSearch } from './router';

// Issue 29 (docs/quizzes.md): the quiz pages (the student's home list and the open-quiz banner: quiz-home-routes.tsx). Who sees what is
// decided here only for what to show; the server decides what is allowed.

const isTeacher = (session: Session) => session.signedIn && session.userType === USER_TYPE.teacher;
const isStudent = (session: Session) => session.signedIn && session.userType === USER_TYPE.student;

export function TeacherQuizzesRoute({ session }: { session: Session }) {
  return isTeacher(session) ? <TeacherQuizzesPage /> : null;
}

export function QuizBuilderRoute({ session }: { session: Session }) {
  const resource = new URLSearchParams(useRouteSearch()).get('resource');
  return isTeacher(session) ? <QuizBuilderPage key={resource ?? 'new'} resourceQuizId={resource} onCreated={(href) => navigate(href)} /> : null;
}

export function TeacherQuizRoute({ session, path }: { session: Session; path: string }) {
  const quizId = parseTeacherQuizPath(pagePath(path))!;
  return isTeacher(session) ? <TeacherQuizPage key={quizId} quizId={quizId} /> : null;
}

export function TakeQuizRoute({ session, path }: { session: Session; path: string }) {
  const quizId = parseTakeQuizPath(pagePath(path))!;
  return isStudent(session) ? <TakeQuizPage key={quizId} quizId={quizId} /> : null;
}
