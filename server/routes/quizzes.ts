import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import {
  mayBuildQuizzes,
  QUIZ_LIMITS,
  QUIZ_SHARE_SCOPES,
  quizStreams,
  quizzes,
  type AssignedQuizList,
  type CreatedQuiz,
  type QuizBuilderOptions,
  type QuizCommand,
  type QuizDetail,
  type QuizList,
  type QuizSourceFacts,
} from '../../events/quizzes';
import { keepingScratchpadWork, scratchpadField, type ScratchpadStroke } from '../../events/scratchpad';
import type { QuizRow } from '../../projections/quizzes';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';
import { catalogueSkill } from '../practice/practice-skills';
import { assignedQuizOf, attemptViewOf, quizResultsOf, quizSummaryOf, resourceSummaryOf, windowStatusOf } from '../quizzes/quiz-views';

// Quizzes' calls (issue 29 item 4; docs/quizzes.md, where every path, body, answer and status is written).
// The state-changing calls require X-CSRF-Protection: 1. Role rules are the decider's (events/quizzes/quiz-decider.ts);
// the reads check the same predicates.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const entity = (key: string) => z.string(key).regex(ID, key);
const instant = (key: string) => z.string(key).max(40, key).refine((text) => !Number.isNaN(Date.parse(text)), key).transform((text) => new Date(text));
const timeLimit = numberField(z.number('quizzes.invalid_time_limit').int('quizzes.invalid_time_limit').min(QUIZ_LIMITS.minTimeLimitMinutes, 'quizzes.invalid_time_limit').max(QUIZ_LIMITS.maxTimeLimitMinutes, 'quizzes.invalid_time_limit'));
const assignment = {
  classIds: listField(z.array(entity('quizzes.not_your_class')).max(QUIZ_LIMITS.classes, 'quizzes.too_many_students')).optional(),
  studentUserIds: listField(z.array(entity('quizzes.not_your_student')).max(QUIZ_LIMITS.students, 'quizzes.too_many_students')).optional(),
  opensAt: instant('quizzes.invalid_times'),
  closesAt: instant('quizzes.invalid_times'),
  timeLimitMinutes: z.union([z.literal('').transform(() => null), z.null(), timeLimit]).optional(),
};
const createBody = z.object({
  title: z.string('quizzes.title_required').max(QUIZ_LIMITS.title * 4, 'quizzes.title_too_long'),
  questionSetId: z.string().regex(ID, 'quizzes.unknown_question_set').optional(),
  permacodes: listField(z.array(z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'quizzes.unknown_skill')).max(QUIZ_LIMITS.skills, 'quizzes.too_many_skills')).optional(),
  questionsPerSkill: numberField(z.number('quizzes.invalid_questions_per_skill').int('quizzes.invalid_questions_per_skill')).optional(),
  ...assignment,
});
const assignBody = z.object({ title: z.string().max(QUIZ_LIMITS.title * 4, 'quizzes.title_too_long').optional(), ...assignment });
const answerBody = z.object({
  questionKey: z.string('quizzes.not_the_current_question').max(8, 'quizzes.not_the_current_question'),
  response: z.union([z.number().finite().transform(String), z.string().max(QUIZ_LIMITS.response, 'quizzes.invalid_response')], 'quizzes.invalid_response'),
  /**
   * The question's scratchpad work (issue 31 item 3; docs/scratchpad.md), kept with the answer. The largest work
   * the limits allow (under 60,000 bytes) and the other fields fit the default 64 KB body limit: it is not raised.
   */
  scratchpad: scratchpadField.optional(),
});
const shareBody = z.object({ scope: z.enum(QUIZ_SHARE_SCOPES, 'quizzes.invalid_scope') });

export interface QuizServices {
  /** The server-keyed seed the question engine is given for a quiz's questions (practice's `engineSeed`). */
  engineSeed(seed: string): string;
}

export function quizRoutes(log: FeatureLog<'catalogue' | 'directory' | 'quizzes' | 'roster' | 'sparkStudio'>, services: QuizServices) {
  const app = new Hono<AppEnv>();
  const { quizzes: reads, directory, roster, sparkStudio, catalogue } = log.queries;

  const quizOf = (c: Context<AppEnv>): QuizRow => {
    const quizId = c.req.param('quizId') ?? '';
    const quiz = ID.test(quizId) ? reads.quiz(quizId) : null;
    if (!quiz) throw new DomainError('quizzes.unknown_quiz', 404);
    return quiz;
  };
  const requireTeacher = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    if (!mayBuildQuizzes(user.role)) throw new DomainError('quizzes.not_a_teacher', 403);
    return user;
  };
  const requireOwn = (c: Context<AppEnv>, quiz: QuizRow) => {
    const user = requireUser(c);
    if (!mayBuildQuizzes(user.role) || quiz.teacherUserId !== user.userId) throw new DomainError('quizzes.not_your_quiz', 403);
    return user;
  };
  const onQuiz = (quizId: string, command: QuizCommand, context: RouteCommandContext) => handleCommand(log.store, quizzes, quizStreams.quiz(quizId), command, context);
  /** The scratchpad work sent with an answer; the attempt's decider keeps it with the answer, in the same append. */
  const sentWork = new WeakMap<QuizCommand, readonly ScratchpadStroke[]>();
  const attempts = keepingScratchpadWork(quizzes, (command, decided) => {
    const strokes = sentWork.get(command);
    const answered = decided.find((event) => event.type === 'QuizQuestionAnswered');
    if (!strokes || command.type !== 'AnswerQuizQuestion' || answered?.type !== 'QuizQuestionAnswered') return null;
    const { quizId, questionKey } = answered.data;
    return { learner: { learnerId: command.data.student.userId, visitor: false }, answer: { kind: 'quiz', quizId, questionKey }, strokes, now: command.data.now };
  });
  const onAttempt = (quizId: string, studentUserId: string, command: QuizCommand, context: RouteCommandContext) =>
    handleCommand(log.store, attempts, quizStreams.attempt(quizId, studentUserId), command, context, { foldsFirst: [quizStreams.quiz(quizId)] });

  /** Builds a quiz for the teacher from `source`, assigned to her classes' students and the students she names. */
  const create = async (c: Context<AppEnv>, title: string, source: (quizId: string) => QuizSourceFacts, body: z.infer<typeof assignBody>) => {
    const user = requireTeacher(c);
    const command = commandContext(c);
    const own = roster.classesOf(user.userId);
    const classIds = body.classIds ?? [];
    const ownIds = new Set(own.map((each) => each.classId));
    if (classIds.some((classId) => !ownIds.has(classId))) throw new DomainError('quizzes.not_your_class', 403);
    const studentUserIds = [...new Set([...classIds.flatMap((classId) => directory.studentIdsOfClass(classId)), ...(body.studentUserIds ?? [])])];
    const quizId = command.ids.id();
    await onQuiz(
      quizId,
      {
        type: 'CreateQuiz',
        data: {
          quizId,
          teacher: { userId: user.userId, role: user.role, displayName: user.displayName, schoolId: user.schoolId, districtId: user.districtId },
          title,
          source: source(quizId),
          classIds,
          studentUserIds,
          reachableClassIds: ownIds,
          reachableStudentUserIds: new Set(own.flatMap((each) => each.students.map((student) => student.userId))),
          opensAt: body.opensAt,
          closesAt: body.closesAt,
          timeLimitMinutes: body.timeLimitMinutes ?? null,
          now: command.now,
        },
      },
      command,
    );
    const created: CreatedQuiz = { quizId };
    return c.json(created);
  };

  app.post('/quizzes', requireCsrfHeader(), validated('body', createBody, 'quizzes.choose_source'), async (c) => {
    const user = requireTeacher(c);
    const body = c.req.valid('json');
    const permacodes = body.permacodes ?? [];
    if ((body.questionSetId === undefined) === (permacodes.length === 0)) throw new DomainError('quizzes.choose_source', 400);
    if (body.questionSetId !== undefined) {
      const set = sparkStudio.questionSetForRoom(body.questionSetId, user.userId);
      return create(c, body.title, () => ({ kind: 'questionSet', set }), body);
    }
    const skills = permacodes.map((permacode) => {
      const skill = catalogueSkill(catalogue, permacode);
      if (!skill) throw new DomainError('quizzes.unknown_skill', 404);
      return { skillId: skill.skillId, permacode: skill.permacode, name: skill.name, engine: skill.engine };
    });
    const questionsPerSkill = body.questionsPerSkill ?? QUIZ_LIMITS.defaultQuestionsPerSkill;
    return create(c, body.title, (quizId) => ({ kind: 'skills', skills, questionsPerSkill, seedBase: services.engineSeed(`quiz:${quizId}`) }), body);
  });

  // Static paths before `/quizzes/:quizId`.
  app.get('/quizzes', (c) => {
    const user = requireTeacher(c);
    const now = requestTime(c);
    const list: QuizList = {
      quizzes: reads.quizzesOf(user.userId).map((quiz) => quizSummaryOf(reads, quiz, now)),
      resources: reads.resourcesFor(user).map(resourceSummaryOf),
    };
    return c.json(list);
  });

  app.get('/quizzes/builder', (c) => {
    const user = requireTeacher(c);
    const options: QuizBuilderOptions = {
      classes: roster.classesOf(user.userId).map((each) => ({ classId: each.classId, name: each.name, grade: each.grade, students: each.students.map((student) => ({ userId: student.userId, displayName: student.displayName })) })),
      questionSets: sparkStudio
        .setsVisibleTo(user.userId)
        .filter((set) => set.questionCount > 0)
        .map((set) => ({ questionSetId: set.questionSetId, title: set.title, questionCount: set.questionCount, mine: set.mine, authorDisplayName: set.authorDisplayName })),
    };
    return c.json(options);
  });

  app.get('/quizzes/resources', (c) => {
    const user = requireTeacher(c);
    return c.json({ resources: reads.resourcesFor(user).map(resourceSummaryOf) });
  });

  /** A student's quizzes: those open now or still running for her, and those whose results are released. */
  app.get('/quizzes/assigned', (c) => {
    const user = requireUser(c);
    const now = requestTime(c);
    const quizzesOfStudent = user.role === 'student' ? reads.assignedTo(user.userId) : [];
    const list: AssignedQuizList = {
      quizzes: quizzesOfStudent
        .map((quiz) => ({ quiz, view: assignedQuizOf(reads, quiz, user.userId, now) }))
        .filter(({ quiz, view }) => view.released || view.status === 'in_progress' || (windowStatusOf(quiz, now) === 'open' && view.status === 'not_started'))
        .map(({ view }) => view),
    };
    return c.json(list);
  });

  app.get('/quizzes/:quizId', (c) => {
    const quiz = quizOf(c);
    requireOwn(c, quiz);
    const now = requestTime(c);
    const students = reads.assignees(quiz.quizId);
    const detail: QuizDetail = {
      ...quizSummaryOf(reads, quiz, now),
      classIds: quiz.classIds,
      schoolShareable: quiz.schoolId !== null,
      districtShareable: quiz.districtId !== null,
      results: quizResultsOf(reads, quiz, students, directory.displayNamesOf(students), now),
    };
    return c.json(detail);
  });

  /** The student's attempt as it stands (not started: no question); starting is `start`. */
  app.get('/quizzes/:quizId/attempt', (c) => {
    const user = requireUser(c);
    const quiz = quizOf(c);
    if (user.role !== 'student' || !reads.isAssigned(quiz.quizId, user.userId)) throw new DomainError('quizzes.not_assigned', 403);
    return c.json(attemptViewOf(reads, quiz, user.userId, requestTime(c)));
  });

  app.post('/quizzes/:quizId/start', requireCsrfHeader(), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const quiz = quizOf(c);
    await onAttempt(quiz.quizId, user.userId, { type: 'StartQuiz', data: { student: user, now: command.now } }, command);
    return c.json(attemptViewOf(reads, reads.quiz(quiz.quizId)!, user.userId, command.now));
  });

  app.post('/quizzes/:quizId/answer', requireCsrfHeader(), validated('body', answerBody, 'quizzes.invalid_response'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const quiz = quizOf(c);
    const { questionKey, response, scratchpad } = c.req.valid('json');
    const answer: QuizCommand = { type: 'AnswerQuizQuestion', data: { student: user, questionKey, response, now: command.now } };
    if (scratchpad) sentWork.set(answer, scratchpad.strokes);
    await onAttempt(quiz.quizId, user.userId, answer, command);
    return c.json(attemptViewOf(reads, reads.quiz(quiz.quizId)!, user.userId, command.now));
  });

  app.post('/quizzes/:quizId/submit', requireCsrfHeader(), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const quiz = quizOf(c);
    await onAttempt(quiz.quizId, user.userId, { type: 'SubmitQuiz', data: { student: user, now: command.now } }, command);
    return c.json(attemptViewOf(reads, reads.quiz(quiz.quizId)!, user.userId, command.now));
  });

  app.post('/quizzes/:quizId/release', requireCsrfHeader(), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const quiz = quizOf(c);
    await onQuiz(quiz.quizId, { type: 'ReleaseQuizResults', data: { actor: user, now: command.now } }, command);
    return c.json(quizSummaryOf(reads, reads.quiz(quiz.quizId)!, command.now));
  });

  app.post('/quizzes/:quizId/share', requireCsrfHeader(), validated('body', shareBody, 'quizzes.invalid_scope'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const quiz = quizOf(c);
    await onQuiz(quiz.quizId, { type: 'ShareQuiz', data: { actor: user, scope: c.req.valid('json').scope, now: command.now } }, command);
    return c.json(quizSummaryOf(reads, reads.quiz(quiz.quizId)!, command.now));
  });

  /** A quiz resource assigned to the caller's own classes or students: a new quiz of hers with the resource's questions. */
  app.post('/quizzes/:quizId/assign', requireCsrfHeader(), validated('body', assignBody, 'quizzes.invalid_times'), async (c) => {
    const resource = quizOf(c);
    const body = c.req.valid('json');
    const facts: QuizSourceFacts = {
      kind: 'resource',
      resource: { quizId: resource.quizId, title: resource.title, source: resource.source, items: resource.items, scope: resource.sharedScope, schoolId: resource.schoolId, districtId: resource.districtId },
    };
    return create(c, body.title?.trim() ? body.title : resource.title, () => facts, body);
  });

  /** The teacher: every assigned student. A student: her own row, only after release (409 quizzes.results_not_released before). */
  app.get('/quizzes/:quizId/results', (c) => {
    const user = requireUser(c);
    const quiz = quizOf(c);
    const now = requestTime(c);
    if (mayBuildQuizzes(user.role) && quiz.teacherUserId === user.userId) {
      const students = reads.assignees(quiz.quizId);
      return c.json(quizResultsOf(reads, quiz, students, directory.displayNamesOf(students), now));
    }
    if (user.role !== 'student' || !reads.isAssigned(quiz.quizId, user.userId)) throw new DomainError('quizzes.not_your_quiz', 403);
    if (quiz.releasedAt === null) throw new DomainError('quizzes.results_not_released', 409);
    return c.json(quizResultsOf(reads, quiz, [user.userId], { [user.userId]: user.displayName }, now));
  });

  return app;
}
