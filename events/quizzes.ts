import type { RecordedEvent } from './log/event-store';
import { userSubjects, type PushMessage } from './log/push';
import type { QuizAttemptStatus, QuizShareScope, QuizSubmitReason } from './quizzes/quiz-contract';
import type { QuizEvent } from './quizzes/quiz-events';
import type { QuizQuestionView } from './quizzes/quiz-questions';

// Quizzes (issue 29 item 4; docs/quizzes.md): a teacher builds a quiz from a Spark Studio question set
// or from skills, assigns it to her classes or students with an opening and a closing time and an
// optional time limit; each assigned student takes it once (a reload resumes; the server keeps the
// time), the server grades every answer, the teacher releases the results and may share the quiz with
// her school or district as a quiz resource. Its events are in events/quizzes/quiz-events.ts, its
// decider in quiz-decider.ts, its questions and grading in quiz-questions.ts, the rules the browser
// shares in quiz-contract.ts. Quizzes never change SmartScore (CLARIFICATIONS).

export { quizEvents, type QuizEvent, type QuizCreatedData } from './quizzes/quiz-events';
export { mayBuildQuizzes, quizResourceReaches, quizStreams, quizzes, type QuizCommand, type QuizSourceFacts, type QuizState, type SharedQuizFacts } from './quizzes/quiz-decider';
export { QUIZ_LIMITS, QUIZ_SHARE_SCOPES, attemptDeadlineMs, type QuizAttemptStatus, type QuizShareScope, type QuizSubmitReason } from './quizzes/quiz-contract';
export type { QuizItem, QuizQuestionView, QuizSkill } from './quizzes/quiz-questions';

/** `POST /quizzes` → `{ quizId }`. */
export interface CreatedQuiz {
  quizId: string;
}

/** Before it opens, while it is open, after it closed (or its results were released). */
export type QuizWindowStatus = 'upcoming' | 'open' | 'closed';

/** A quiz of the teacher's list (`GET /quizzes`). */
export interface QuizSummary {
  quizId: string;
  title: string;
  sourceKind: 'questionSet' | 'skills';
  /** The question set's title, or the skills' permacodes. */
  sourceLabel: string;
  questionCount: number;
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
  status: QuizWindowStatus;
  released: boolean;
  sharedScope: QuizShareScope | null;
  assigned: number;
  /** Attempts submitted, or past their deadline. */
  submitted: number;
}

/** A quiz resource another teacher shared with the caller's school or district (`GET /quizzes/resources`). */
export interface QuizResourceSummary {
  quizId: string;
  title: string;
  teacherDisplayName: string;
  scope: QuizShareScope;
  questionCount: number;
  sourceLabel: string;
}

/** `GET /quizzes` → the teacher's own quizzes, newest first, and the resources shared with her. */
export interface QuizList {
  quizzes: QuizSummary[];
  resources: QuizResourceSummary[];
}

/** A quiz of a student's `GET /quizzes/assigned`: open now (or started and still running), or released with her score. */
export interface AssignedQuiz {
  quizId: string;
  title: string;
  teacherDisplayName: string;
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
  questionCount: number;
  status: QuizAttemptStatus;
  released: boolean;
}

/** `GET /quizzes/assigned` → `{ quizzes }`: the caller's open quizzes (and those released, with `released`). */
export interface AssignedQuizList {
  quizzes: AssignedQuiz[];
}

/**
 * A student's attempt as `start`, `answer` and `submit` answer it: the next question (never its answer),
 * or none at the end; the deadline by the server's clock.
 */
export interface QuizAttemptView {
  quizId: string;
  title: string;
  status: QuizAttemptStatus;
  /** How it ended, once submitted. */
  submitReason: QuizSubmitReason | null;
  question: QuizQuestionView | null;
  answered: number;
  total: number;
  startedAt: string | null;
  /** When answers stop being taken (the time limit from the start, never after closing). */
  deadline: string | null;
  serverTime: string;
  /** Whole seconds to the deadline by the server's clock (0 once past). */
  secondsLeft: number;
  released: boolean;
}

/** One answer of a student, per quiz item. */
export interface QuizAnswerResult {
  questionKey: string;
  questionNumber: number;
  response: string;
  correct: boolean;
  /** Shown after release (and always to the teacher). */
  correctAnswer: string;
}

/** One student's result. */
export interface QuizStudentResult {
  studentUserId: string;
  displayName: string;
  status: QuizAttemptStatus;
  submitReason: QuizSubmitReason | null;
  startedAt: string | null;
  submittedAt: string | null;
  right: number;
  answered: number;
  total: number;
  /** Right ÷ questions, a whole percent; null until submitted. */
  scorePercent: number | null;
  answers: QuizAnswerResult[];
}

/** A quiz item as the teacher's results show it (the prompt; the answer is in each student's row). */
export interface QuizItemSummary {
  questionKey: string;
  questionNumber: number;
  prompt: string;
  skillName: string | null;
  /** Students who answered it, and who answered it right. */
  answered: number;
  right: number;
}

/** `GET /quizzes/{quizId}/results`: the teacher gets every student; a student only her own row, after release. */
export interface QuizResults {
  quizId: string;
  title: string;
  released: boolean;
  total: number;
  items: QuizItemSummary[];
  students: QuizStudentResult[];
}

/** `GET /quizzes/{quizId}` (the teacher's live page): the quiz, its results, and whether it can be shared. */
export interface QuizDetail extends QuizSummary {
  classIds: string[];
  schoolShareable: boolean;
  districtShareable: boolean;
  results: QuizResults;
}

/** QUIZ_SUBMITTED, on the quiz's teacher's channel, when a student submits. */
export interface QuizSubmittedPush {
  event: 'QUIZ_SUBMITTED';
  quizId: string;
  studentUserId: string;
  right: number;
  answered: number;
  total: number;
  submittedAt: string;
}

/** QUIZ_ASSIGNED, on each assigned student's general channel, when a quiz is built for them (issue 32: her home refetches). */
export interface QuizAssignedPush {
  event: 'QUIZ_ASSIGNED';
  quizId: string;
  title: string;
  closesAt: string;
}

/** The pushes of a quiz: its assignment to each student, a submitted attempt to the teacher; pure over the event (docs/architecture.md "Recipe: a push"). */
export function quizPushes(event: RecordedEvent): PushMessage[] {
  const typed = event as unknown as QuizEvent;
  if (typed.type === 'QuizCreated') {
    const { quizId, title, closesAt, studentUserIds } = typed.data;
    const payload: QuizAssignedPush = { event: 'QUIZ_ASSIGNED', quizId, title, closesAt };
    return studentUserIds.map((studentUserId) => ({ subject: userSubjects(studentUserId).general, payload: { ...payload } }));
  }
  if (typed.type !== 'QuizSubmitted') return [];
  const { quizId, studentUserId, teacherUserId, right, answered, total, submittedAt } = typed.data;
  const payload: QuizSubmittedPush = { event: 'QUIZ_SUBMITTED', quizId, studentUserId, right, answered, total, submittedAt };
  return [{ subject: userSubjects(teacherUserId).teacher, payload: { ...payload } }];
}

/** `GET /quizzes/builder`: what the builder offers the teacher — her classes with their students, and the question sets she may use. */
export interface QuizBuilderOptions {
  classes: { classId: string; name: string; grade: number; students: { userId: string; displayName: string }[] }[];
  questionSets: { questionSetId: string; title: string; questionCount: number; mine: boolean; authorDisplayName: string }[];
}
