import type {
  AssignedQuiz,
  QuizAttemptStatus,
  QuizAttemptView,
  QuizItemSummary,
  QuizResourceSummary,
  QuizResults,
  QuizStudentResult,
  QuizSubmitReason,
  QuizSummary,
  QuizWindowStatus,
} from '../../events/quizzes';
import { quizQuestionKey } from '../../events/quizzes/quiz-contract';
import { questionView } from '../../events/quizzes/quiz-questions';
import type { QuizAnswerRow, QuizAttemptRow, QuizRow, QuizzesQueries } from '../../projections/quizzes';

// What the quiz calls answer, built from the read model at the request's time (docs/quizzes.md). An attempt
// that was started and never submitted counts as submitted at its deadline (the time limit from its start,
// never after closing) — or at the release, when the teacher released first: derived here, no event.

const ms = (iso: string) => Date.parse(iso);

/** The window of a quiz at `now`: a released quiz is closed. */
export function windowStatusOf(quiz: QuizRow, now: Date): QuizWindowStatus {
  if (quiz.releasedAt !== null || now.getTime() >= ms(quiz.closesAt)) return 'closed';
  return now.getTime() < ms(quiz.opensAt) ? 'upcoming' : 'open';
}

/** An attempt's status at `now`, how it ended and when. */
export function attemptStatusOf(quiz: QuizRow, attempt: QuizAttemptRow | null, now: Date): { status: QuizAttemptStatus; submitReason: QuizSubmitReason | null; submittedAt: string | null } {
  if (attempt === null) return { status: 'not_started', submitReason: null, submittedAt: null };
  if (attempt.submittedAt !== null) return { status: 'submitted', submitReason: 'submitted', submittedAt: attempt.submittedAt };
  const endMs = Math.min(ms(attempt.deadline), quiz.releasedAt === null ? Number.POSITIVE_INFINITY : ms(quiz.releasedAt));
  if (now.getTime() >= endMs) return { status: 'submitted', submitReason: 'deadline', submittedAt: new Date(endMs).toISOString() };
  return { status: 'in_progress', submitReason: null, submittedAt: null };
}

export function quizSummaryOf(queries: QuizzesQueries, quiz: QuizRow, now: Date): QuizSummary {
  const attempts = queries.attempts(quiz.quizId);
  return {
    quizId: quiz.quizId,
    title: quiz.title,
    sourceKind: quiz.sourceKind,
    sourceLabel: quiz.sourceLabel,
    questionCount: quiz.questionCount,
    opensAt: quiz.opensAt,
    closesAt: quiz.closesAt,
    timeLimitMinutes: quiz.timeLimitMinutes,
    status: windowStatusOf(quiz, now),
    released: quiz.releasedAt !== null,
    sharedScope: quiz.sharedScope,
    assigned: queries.assignees(quiz.quizId).length,
    submitted: attempts.filter((attempt) => attemptStatusOf(quiz, attempt, now).status === 'submitted').length,
  };
}

export function resourceSummaryOf(quiz: QuizRow): QuizResourceSummary {
  return { quizId: quiz.quizId, title: quiz.title, teacherDisplayName: quiz.teacherDisplayName, scope: quiz.sharedScope ?? 'school', questionCount: quiz.questionCount, sourceLabel: quiz.sourceLabel };
}

export function assignedQuizOf(queries: QuizzesQueries, quiz: QuizRow, studentUserId: string, now: Date): AssignedQuiz {
  return {
    quizId: quiz.quizId,
    title: quiz.title,
    teacherDisplayName: quiz.teacherDisplayName,
    opensAt: quiz.opensAt,
    closesAt: quiz.closesAt,
    timeLimitMinutes: quiz.timeLimitMinutes,
    questionCount: quiz.questionCount,
    status: attemptStatusOf(quiz, queries.attempt(quiz.quizId, studentUserId), now).status,
    released: quiz.releasedAt !== null,
  };
}

/** The student's attempt: the first unanswered question while it runs (never its answer). */
export function attemptViewOf(queries: QuizzesQueries, quiz: QuizRow, studentUserId: string, now: Date): QuizAttemptView {
  const attempt = queries.attempt(quiz.quizId, studentUserId);
  const { status, submitReason } = attemptStatusOf(quiz, attempt, now);
  const answered = attempt?.answered ?? 0;
  const total = quiz.items.length;
  const next = status === 'in_progress' && answered < total ? answered + 1 : null;
  const deadline = attempt?.deadline ?? null;
  return {
    quizId: quiz.quizId,
    title: quiz.title,
    status,
    submitReason,
    question: next === null ? null : questionView(quiz.items[next - 1]!, next, total, quizQuestionKey(next)),
    answered,
    total,
    startedAt: attempt?.startedAt ?? null,
    deadline,
    serverTime: now.toISOString(),
    secondsLeft: deadline === null || status !== 'in_progress' ? 0 : Math.max(0, Math.floor((ms(deadline) - now.getTime()) / 1_000)),
    released: quiz.releasedAt !== null,
  };
}

function studentResultOf(quiz: QuizRow, studentUserId: string, displayName: string, attempt: QuizAttemptRow | null, answers: readonly QuizAnswerRow[], now: Date): QuizStudentResult {
  const { status, submitReason, submittedAt } = attemptStatusOf(quiz, attempt, now);
  const right = answers.filter((answer) => answer.correct).length;
  const total = quiz.items.length;
  return {
    studentUserId,
    displayName,
    status,
    submitReason,
    startedAt: attempt?.startedAt ?? null,
    submittedAt,
    right,
    answered: answers.length,
    total,
    scorePercent: status === 'submitted' ? Math.round((right / total) * 100) : null,
    answers: answers.map((answer) => ({ questionKey: answer.questionKey, questionNumber: answer.questionNumber, response: answer.response, correct: answer.correct, correctAnswer: answer.correctAnswer })),
  };
}

/** Results of `students` (every assignee for the teacher, the one student for herself), by display name. */
export function quizResultsOf(queries: QuizzesQueries, quiz: QuizRow, students: readonly string[], names: Readonly<Record<string, string>>, now: Date): QuizResults {
  const attempts = new Map(queries.attempts(quiz.quizId).map((attempt) => [attempt.studentUserId, attempt]));
  const answers = queries.answersTo(quiz.quizId);
  const byStudent = new Map<string, QuizAnswerRow[]>();
  for (const answer of answers) byStudent.set(answer.studentUserId, [...(byStudent.get(answer.studentUserId) ?? []), answer]);
  const rows = students
    .map((studentUserId) => studentResultOf(quiz, studentUserId, names[studentUserId] ?? studentUserId, attempts.get(studentUserId) ?? null, byStudent.get(studentUserId) ?? [], now))
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.studentUserId.localeCompare(b.studentUserId));
  const counted = new Set(students);
  const items: QuizItemSummary[] = quiz.items.map((item, index) => {
    const of = answers.filter((answer) => answer.questionNumber === index + 1 && counted.has(answer.studentUserId));
    return {
      questionKey: quizQuestionKey(index + 1),
      questionNumber: index + 1,
      prompt: questionView(item, index + 1, quiz.items.length, quizQuestionKey(index + 1)).prompt,
      skillName: item.source === 'skill' ? item.skillName : null,
      answered: of.length,
      right: of.filter((answer) => answer.correct).length,
    };
  });
  return { quizId: quiz.quizId, title: quiz.title, released: quiz.releasedAt !== null, total: quiz.items.length, items, students: rows };
}
