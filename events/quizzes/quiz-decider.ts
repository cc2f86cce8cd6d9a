import { DomainError } from '../log/domain-error';
import type { SparkQuestion } from '../spark-studio';
import { attemptDeadlineMs, QUIZ_LIMITS, quizQuestionKey, quizQuestionNumberOfKey, type QuizShareScope } from './quiz-contract';
import type { QuizCreatedData, QuizEvent } from './quiz-events';
import { gradeQuizResponse, requireDrawable, skillItems, type QuizItem, type QuizSkill } from './quiz-questions';

// Quizzes' decider (issue 29 item 4, docs/quizzes.md). One decider, two kinds of stream:
// - `quiz:<quizId>`: CreateQuiz, ReleaseQuizResults, ShareQuiz;
// - `quiz-attempt:<quizId>:<studentUserId>`: StartQuiz, AnswerQuizQuestion, SubmitQuiz, decided over the
//   quiz's stream folded first (`handleCommand(…, { foldsFirst: [quizStream] })`): the quiz is read, not
//   version-guarded, so classmates' attempts never contend.
// Time is the command's `now` (the server's clock). Pure.

type Actor = { userId: string; role: string };

/** Where a quiz's questions come from, as the route looked them up. */
export type QuizSourceFacts =
  | { kind: 'questionSet'; set: { questionSetId: string; title: string; questions: readonly SparkQuestion[] } | null }
  | { kind: 'skills'; skills: readonly QuizSkill[]; questionsPerSkill: number; seedBase: string }
  | { kind: 'resource'; resource: SharedQuizFacts | null };

/** A shared quiz (a resource) as the route found it: its questions and who it is shared with. */
export interface SharedQuizFacts {
  quizId: string;
  title: string;
  source: QuizCreatedData['source'];
  items: readonly QuizItem[];
  scope: QuizShareScope | null;
  schoolId: string | null;
  districtId: string | null;
}

export type QuizCommand =
  | {
      type: 'CreateQuiz';
      data: {
        quizId: string;
        teacher: Actor & { displayName: string; schoolId: string | null; districtId: string | null };
        title: string;
        source: QuizSourceFacts;
        classIds: readonly string[];
        /** The named classes' students and the students named, as the route resolved them. */
        studentUserIds: readonly string[];
        /** The roster's facts: the teacher's own classes and the students she reaches. */
        reachableClassIds: ReadonlySet<string>;
        reachableStudentUserIds: ReadonlySet<string>;
        opensAt: Date;
        closesAt: Date;
        timeLimitMinutes: number | null;
        now: Date;
      };
    }
  | { type: 'ReleaseQuizResults'; data: { actor: Actor; now: Date } }
  | { type: 'ShareQuiz'; data: { actor: Actor; scope: QuizShareScope; now: Date } }
  | { type: 'StartQuiz'; data: { student: Actor; now: Date } }
  | { type: 'AnswerQuizQuestion'; data: { student: Actor; questionKey: string; response: string; now: Date } }
  | { type: 'SubmitQuiz'; data: { student: Actor; now: Date } };

export interface QuizAttemptState {
  startedAt: number;
  deadline: number;
  answers: readonly { questionNumber: number; correct: boolean }[];
  submitted: boolean;
}

export interface QuizState {
  quiz: QuizCreatedData | null;
  assigned: ReadonlySet<string>;
  released: boolean;
  scope: QuizShareScope | null;
  /** The attempt of the stream decided on (attempt streams only). */
  attempt: QuizAttemptState | null;
}

/** Spec §6 and issue 29: a teacher builds, releases and shares quizzes (her own classes and students). */
export function mayBuildQuizzes(role: string): boolean {
  return role === 'teacher';
}

/** Whether a quiz shared at `scope` from (schoolId, districtId) reaches a teacher of (school, district). */
export function quizResourceReaches(shared: { scope: QuizShareScope | null; schoolId: string | null; districtId: string | null }, viewer: { schoolId: string | null; districtId: string | null }): boolean {
  if (shared.scope === 'school') return shared.schoolId !== null && shared.schoolId === viewer.schoolId;
  if (shared.scope === 'district') return shared.districtId !== null && shared.districtId === viewer.districtId;
  return false;
}

const initialState = (): QuizState => ({ quiz: null, assigned: new Set(), released: false, scope: null, attempt: null });

function requireQuiz(state: QuizState): QuizCreatedData {
  if (state.quiz === null) throw new DomainError('quizzes.unknown_quiz', 404);
  return state.quiz;
}
function requireOwnQuiz(state: QuizState, actor: Actor): QuizCreatedData {
  const quiz = requireQuiz(state);
  if (!mayBuildQuizzes(actor.role) || quiz.teacherUserId !== actor.userId) throw new DomainError('quizzes.not_your_quiz', 403);
  return quiz;
}
function requireAssigned(state: QuizState, student: Actor): QuizCreatedData {
  const quiz = requireQuiz(state);
  if (student.role !== 'student' || !state.assigned.has(student.userId)) throw new DomainError('quizzes.not_assigned', 403);
  return quiz;
}
/** An answer or a submit: the attempt is running and its deadline has not passed (the closing time first). */
function requireRunning(state: QuizState, quiz: QuizCreatedData, now: Date): QuizAttemptState {
  const attempt = state.attempt;
  if (attempt === null) throw new DomainError('quizzes.not_started', 409);
  if (attempt.submitted) throw new DomainError('quizzes.already_submitted', 409);
  if (state.released || now.getTime() >= Date.parse(quiz.closesAt)) throw new DomainError('quizzes.closed', 409);
  if (now.getTime() >= attempt.deadline) throw new DomainError('quizzes.time_up', 409);
  return attempt;
}

const collapse = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

function itemsOf(source: QuizSourceFacts, teacher: { schoolId: string | null; districtId: string | null }): { items: QuizItem[]; source: QuizCreatedData['source']; fromQuizId: string | null } {
  switch (source.kind) {
    case 'questionSet': {
      if (source.set === null) throw new DomainError('quizzes.unknown_question_set', 404);
      if (source.set.questions.length === 0) throw new DomainError('quizzes.empty_question_set', 400);
      const items = source.set.questions.map((question): QuizItem => ({ source: 'questionSet', questionId: question.questionId, kind: question.kind, prompt: question.prompt, choices: [...question.choices], answer: question.answer }));
      return { items, source: { kind: 'questionSet', questionSetId: source.set.questionSetId, setTitle: source.set.title.slice(0, 200) }, fromQuizId: null };
    }
    case 'skills': {
      const { skills, questionsPerSkill, seedBase } = source;
      if (skills.length === 0) throw new DomainError('quizzes.choose_source', 400);
      if (skills.length > QUIZ_LIMITS.skills) throw new DomainError('quizzes.too_many_skills', 400);
      if (!Number.isInteger(questionsPerSkill) || questionsPerSkill < QUIZ_LIMITS.minQuestionsPerSkill || questionsPerSkill > QUIZ_LIMITS.maxQuestionsPerSkill) {
        throw new DomainError('quizzes.invalid_questions_per_skill', 400);
      }
      const unique = [...new Map(skills.map((skill) => [skill.permacode, skill])).values()];
      const items = skillItems(unique, questionsPerSkill, (permacode, n) => `${seedBase}-${permacode}-${n}`);
      items.forEach(requireDrawable);
      return { items, source: { kind: 'skills', permacodes: unique.map((skill) => skill.permacode), questionsPerSkill }, fromQuizId: null };
    }
    case 'resource': {
      const resource = source.resource;
      if (resource === null) throw new DomainError('quizzes.unknown_quiz', 404);
      if (!quizResourceReaches(resource, teacher)) throw new DomainError('quizzes.not_shared_with_you', 403);
      return { items: resource.items.map((item) => ({ ...item })), source: resource.source, fromQuizId: resource.quizId };
    }
    default: {
      const _exhaustive: never = source;
      return _exhaustive;
    }
  }
}

function decideCreate(command: Extract<QuizCommand, { type: 'CreateQuiz' }>, state: QuizState): QuizEvent[] {
  const { quizId, teacher, classIds, reachableClassIds, reachableStudentUserIds, opensAt, closesAt, timeLimitMinutes, now } = command.data;
  if (!mayBuildQuizzes(teacher.role)) throw new DomainError('quizzes.not_a_teacher', 403);
  if (classIds.some((classId) => !reachableClassIds.has(classId))) throw new DomainError('quizzes.not_your_class', 403);
  const students = [...new Set(command.data.studentUserIds)];
  if (students.some((student) => !reachableStudentUserIds.has(student))) throw new DomainError('quizzes.not_your_student', 403);
  const title = collapse(command.data.title);
  if (title === '') throw new DomainError('quizzes.title_required', 400);
  if (title.length > QUIZ_LIMITS.title) throw new DomainError('quizzes.title_too_long', 400);
  if (Number.isNaN(opensAt.getTime()) || Number.isNaN(closesAt.getTime()) || closesAt.getTime() <= opensAt.getTime()) throw new DomainError('quizzes.invalid_times', 400);
  if (closesAt.getTime() - opensAt.getTime() > QUIZ_LIMITS.maxOpenDays * 86_400_000) throw new DomainError('quizzes.invalid_times', 400);
  if (closesAt.getTime() <= now.getTime()) throw new DomainError('quizzes.closes_in_past', 400);
  if (timeLimitMinutes !== null && (!Number.isInteger(timeLimitMinutes) || timeLimitMinutes < QUIZ_LIMITS.minTimeLimitMinutes || timeLimitMinutes > QUIZ_LIMITS.maxTimeLimitMinutes)) {
    throw new DomainError('quizzes.invalid_time_limit', 400);
  }
  if (classIds.length > QUIZ_LIMITS.classes || students.length > QUIZ_LIMITS.students) throw new DomainError('quizzes.too_many_students', 400);
  if (students.length === 0) throw new DomainError('quizzes.no_students', 400);
  if (state.quiz !== null) throw new DomainError('quizzes.quiz_exists', 409);
  const built = itemsOf(command.data.source, teacher);
  if (built.items.length > QUIZ_LIMITS.maxQuestions) throw new DomainError('quizzes.too_many_questions', 400);
  return [
    {
      type: 'QuizCreated',
      data: {
        quizId,
        teacherUserId: teacher.userId,
        teacherDisplayName: teacher.displayName,
        schoolId: teacher.schoolId,
        districtId: teacher.districtId,
        title,
        source: built.source,
        fromQuizId: built.fromQuizId,
        items: built.items,
        classIds: [...new Set(classIds)],
        studentUserIds: students,
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        timeLimitMinutes,
        createdAt: now.toISOString(),
      },
    },
  ];
}

export const quizzes = {
  initialState,

  evolve(state: QuizState, event: QuizEvent): QuizState {
    switch (event.type) {
      case 'QuizCreated':
        return { ...state, quiz: event.data, assigned: new Set(event.data.studentUserIds) };
      case 'QuizResultsReleased':
        return { ...state, released: true };
      case 'QuizShared':
        return { ...state, scope: event.data.scope };
      case 'QuizStarted':
        return { ...state, attempt: { startedAt: Date.parse(event.data.startedAt), deadline: Date.parse(event.data.deadline), answers: [], submitted: false } };
      case 'QuizQuestionAnswered':
        return state.attempt ? { ...state, attempt: { ...state.attempt, answers: [...state.attempt.answers, { questionNumber: event.data.questionNumber, correct: event.data.correct }] } } : state;
      case 'QuizSubmitted':
        return state.attempt ? { ...state, attempt: { ...state.attempt, submitted: true } } : state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: QuizCommand, state: QuizState): QuizEvent[] {
    switch (command.type) {
      case 'CreateQuiz':
        return decideCreate(command, state);
      case 'ReleaseQuizResults': {
        const quiz = requireOwnQuiz(state, command.data.actor);
        if (state.released) return [];
        return [{ type: 'QuizResultsReleased', data: { quizId: quiz.quizId, teacherUserId: quiz.teacherUserId, releasedAt: command.data.now.toISOString() } }];
      }
      case 'ShareQuiz': {
        const quiz = requireOwnQuiz(state, command.data.actor);
        const { scope, now } = command.data;
        if (scope === 'school' && quiz.schoolId === null) throw new DomainError('quizzes.no_school', 409);
        if (scope === 'district' && quiz.districtId === null) throw new DomainError('quizzes.no_district', 409);
        // Sharing never narrows: a quiz shared with the district stays so.
        if (state.scope === scope || state.scope === 'district') return [];
        return [{ type: 'QuizShared', data: { quizId: quiz.quizId, teacherUserId: quiz.teacherUserId, scope, schoolId: quiz.schoolId, districtId: quiz.districtId, sharedAt: now.toISOString() } }];
      }
      case 'StartQuiz': {
        const { student, now } = command.data;
        const quiz = requireAssigned(state, student);
        // A second start (a reload) resumes: it never restarts the attempt nor its clock.
        if (state.attempt !== null) return [];
        if (now.getTime() < Date.parse(quiz.opensAt)) throw new DomainError('quizzes.not_open_yet', 409);
        if (state.released || now.getTime() >= Date.parse(quiz.closesAt)) throw new DomainError('quizzes.closed', 409);
        const deadline = attemptDeadlineMs(now.getTime(), Date.parse(quiz.closesAt), quiz.timeLimitMinutes);
        return [{ type: 'QuizStarted', data: { quizId: quiz.quizId, studentUserId: student.userId, teacherUserId: quiz.teacherUserId, startedAt: now.toISOString(), deadline: new Date(deadline).toISOString() } }];
      }
      case 'AnswerQuizQuestion': {
        const { student, questionKey, response, now } = command.data;
        const quiz = requireAssigned(state, student);
        const attempt = requireRunning(state, quiz, now);
        const current = attempt.answers.length + 1;
        if (current > quiz.items.length || quizQuestionNumberOfKey(questionKey) !== current) throw new DomainError('quizzes.not_the_current_question', 409);
        if (response.trim() === '' || response.length > QUIZ_LIMITS.response) throw new DomainError('quizzes.invalid_response', 400);
        const { correct, correctAnswer } = gradeQuizResponse(quiz.items[current - 1]!, response);
        return [
          {
            type: 'QuizQuestionAnswered',
            data: { quizId: quiz.quizId, studentUserId: student.userId, questionKey: quizQuestionKey(current), questionNumber: current, response, correct, correctAnswer: correctAnswer.slice(0, 500), answeredAt: now.toISOString() },
          },
        ];
      }
      case 'SubmitQuiz': {
        const { student, now } = command.data;
        const quiz = requireAssigned(state, student);
        if (state.attempt?.submitted) return [];
        const attempt = requireRunning(state, quiz, now);
        const right = attempt.answers.filter((answer) => answer.correct).length;
        return [
          {
            type: 'QuizSubmitted',
            data: { quizId: quiz.quizId, studentUserId: student.userId, teacherUserId: quiz.teacherUserId, right, answered: attempt.answers.length, total: quiz.items.length, submittedAt: now.toISOString() },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const quizStreams = {
  quiz: (quizId: string) => `quiz:${quizId}`,
  attempt: (quizId: string, studentUserId: string) => `quiz-attempt:${quizId}:${studentUserId}`,
};
