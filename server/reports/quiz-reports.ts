import type { QuizAnalysisItem, QuizAnalysisReport, QuizOption, QuizReportFrame, QuizWrongAnswer, StudentQuizResultsReport } from '../../events/reports/quiz-reports';
import type { ReportStudent } from '../../events/reports/teacher-reports';
import { quizQuestionKey } from '../../events/quizzes/quiz-contract';
import { questionView } from '../../events/quizzes/quiz-questions';
import { DomainError } from '../../events/log/domain-error';
import type { QuizAnswerRow, QuizRow, QuizzesQueries } from '../../projections/quizzes';
import { attemptStatusOf, windowStatusOf } from '../quizzes/quiz-views';

// The teacher quiz reports (issue 29 item 5; docs/reports.md "Quiz reports"), built
// from the quizzes read model (projections/quizzes.ts: `quiz_assignees`,
// `quiz_attempts`, `quiz_answers`) at the request's time. The class's students
// counted are the quiz's assignees who are in the class's roster now; an attempt
// not submitted counts as submitted at its deadline (server/quizzes/quiz-views.ts).

export interface QuizClass {
  classId: string;
  className: string;
  timeZone: string;
  students: readonly ReportStudent[];
}

const optionOf = (quiz: QuizRow, now: Date): QuizOption => ({
  quizId: quiz.quizId,
  title: quiz.title,
  opensAt: quiz.opensAt,
  closesAt: quiz.closesAt,
  status: windowStatusOf(quiz, now),
  released: quiz.releasedAt !== null,
});

function frameOf(queries: QuizzesQueries, theClass: QuizClass, now: Date): { frame: QuizReportFrame; quizzes: QuizRow[] } {
  const quizzes = queries.quizzesOfClass(theClass.classId);
  return {
    frame: { classId: theClass.classId, className: theClass.className, timeZone: theClass.timeZone, quizOptions: quizzes.map((quiz) => optionOf(quiz, now)) },
    quizzes,
  };
}

/** The answers grouped by their response (trimmed), the most frequent first, then by response. */
export function wrongAnswersOf(answers: readonly QuizAnswerRow[]): QuizWrongAnswer[] {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    if (answer.correct) continue;
    const response = answer.response.trim();
    counts.set(response, (counts.get(response) ?? 0) + 1);
  }
  return [...counts].map(([response, count]) => ({ response, count })).sort((a, b) => b.count - a.count || a.response.localeCompare(b.response));
}

/** The quiz shown: the one asked for (it must be the class's: 403 otherwise), else the latest closed, else the newest. */
function quizShown(quizzes: readonly QuizRow[], quizId: string | undefined, now: Date): QuizRow | null {
  if (quizId !== undefined) {
    const asked = quizzes.find((quiz) => quiz.quizId === quizId);
    if (!asked) throw new DomainError('quiz_reports.not_your_quiz', 403);
    return asked;
  }
  const closed = quizzes.filter((quiz) => windowStatusOf(quiz, now) === 'closed');
  if (closed.length > 0) return closed[0]!;
  return [...quizzes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.quizId.localeCompare(b.quizId))[0] ?? null;
}

/** Per item of a quiz, over `students`: answered, right, the wrong answers grouped. */
export function itemAnalysisOf(quiz: QuizRow, answers: readonly QuizAnswerRow[], students: ReadonlySet<string>): QuizAnalysisItem[] {
  return quiz.items.map((item, index) => {
    const number = index + 1;
    const of = answers.filter((answer) => answer.questionNumber === number && students.has(answer.studentUserId));
    return {
      questionNumber: number,
      prompt: questionView(item, number, quiz.items.length, quizQuestionKey(number)).prompt,
      skillName: item.source === 'skill' ? item.skillName : null,
      correctAnswer: of[0]?.correctAnswer ?? null,
      answered: of.length,
      right: of.filter((answer) => answer.correct).length,
      wrongAnswers: wrongAnswersOf(of),
    };
  });
}

export function quizAnalysisReport(queries: QuizzesQueries, theClass: QuizClass, quizId: string | undefined, now: Date): QuizAnalysisReport {
  const { frame, quizzes } = frameOf(queries, theClass, now);
  const quiz = quizShown(quizzes, quizId, now);
  if (quiz === null) return { ...frame, quiz: null, items: [] };
  const inClass = new Set(theClass.students.map((student) => student.userId));
  const counted = new Set(queries.assignees(quiz.quizId).filter((userId) => inClass.has(userId)));
  const submitted = queries
    .attempts(quiz.quizId)
    .filter((attempt) => counted.has(attempt.studentUserId) && attemptStatusOf(quiz, attempt, now).status === 'submitted').length;
  return {
    ...frame,
    quiz: { ...optionOf(quiz, now), questionCount: quiz.items.length, assigned: counted.size, submitted },
    items: itemAnalysisOf(quiz, queries.answersTo(quiz.quizId), counted),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function studentQuizResultsReport(queries: QuizzesQueries, theClass: QuizClass, studentUserId: string | null, now: Date): StudentQuizResultsReport {
  const { frame, quizzes } = frameOf(queries, theClass, now);
  const students = [...theClass.students].sort((a, b) => a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId));
  const shown = studentUserId === null ? students : students.filter((student) => student.userId === studentUserId);
  const rows: StudentQuizResultsReport['rows'] = [];
  for (const quiz of quizzes) {
    const assigned = new Set(queries.assignees(quiz.quizId));
    const attempts = new Map(queries.attempts(quiz.quizId).map((attempt) => [attempt.studentUserId, attempt]));
    const answers = queries.answersTo(quiz.quizId);
    for (const student of shown) {
      if (!assigned.has(student.userId)) continue;
      const { status, submitReason, submittedAt } = attemptStatusOf(quiz, attempts.get(student.userId) ?? null, now);
      const right = answers.filter((answer) => answer.studentUserId === student.userId && answer.correct).length;
      rows.push({
        studentUserId: student.userId,
        displayName: student.displayName,
        quizId: quiz.quizId,
        title: quiz.title,
        closesAt: quiz.closesAt,
        status,
        submitReason,
        submittedAt,
        right,
        questions: quiz.items.length,
        scorePercent: status === 'submitted' ? percent(right, quiz.items.length) : null,
        released: quiz.releasedAt !== null,
      });
    }
  }
  const chart = quizzes
    .map((quiz) => {
      const scores = rows.filter((row) => row.quizId === quiz.quizId && row.scorePercent !== null).map((row) => row.scorePercent!);
      return {
        quizId: quiz.quizId,
        title: quiz.title,
        closesAt: quiz.closesAt,
        submitted: scores.length,
        averageScore: scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
      };
    })
    .filter((quiz) => rows.some((row) => row.quizId === quiz.quizId))
    .reverse();
  return { ...frame, studentUserId, students: students.map(({ userId, displayName }) => ({ userId, displayName })), rows, quizzes: chart };
}
