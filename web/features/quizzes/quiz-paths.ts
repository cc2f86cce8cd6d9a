// The quiz pages' addresses (issue 29; docs/quizzes.md). The JSON calls are under `/quizzes`; the pages are
// elsewhere, so an address is never both.

export const TEACHER_QUIZZES_PATH = '/teacher/quizzes';
export const QUIZ_BUILDER_PATH = '/teacher/quizzes/new';
const ID = '([A-Za-z0-9_-]{1,64})';
const TEACHER_QUIZ = new RegExp(`^/teacher/quizzes/(?!new$)${ID}$`);
const TAKE_QUIZ = new RegExp(`^/quiz/${ID}$`);

export const teacherQuizPath = (quizId: string) => `${TEACHER_QUIZZES_PATH}/${quizId}`;
export const takeQuizPath = (quizId: string) => `/quiz/${quizId}`;
/** The builder assigning a quiz resource to the teacher's own classes. */
export const assignResourcePath = (quizId: string) => `${QUIZ_BUILDER_PATH}?resource=${encodeURIComponent(quizId)}`;

export function parseTeacherQuizPath(path: string): string | null {
  return TEACHER_QUIZ.exec(path)?.[1] ?? null;
}
export function parseTakeQuizPath(path: string): string | null {
  return TAKE_QUIZ.exec(path)?.[1] ?? null;
}
