import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { z } from 'zod';
import type {
  AssignedQuizList,
  CreatedQuiz,
  QuizAttemptView,
  QuizBuilderOptions,
  QuizDetail,
  QuizList,
  QuizResults,
  QuizSubmittedPush,
  QuizSummary,
} from '../../../events/quizzes';
import { QUIZ_ATTEMPT_STATUSES, QUIZ_SHARE_SCOPES, QUIZ_SUBMIT_REASONS, type QuizShareScope } from '../../../events/quizzes/quiz-contract';
import { questionArtSchema } from '../../shared/question/question-art-schema';
import { getJson, postJson } from '../../shared/http/json-request';

/**
 * Quizzes' calls (issue 29, docs/quizzes.md), each with its schema. The calls that change state carry
 * `X-CSRF-Protection: 1`; an answer carries one Idempotency-Key per question, so a retry is told what the first was.
 */
const CSRF = { 'X-CSRF-Protection': '1' } as const;

const summary = z.object({
  quizId: z.string(),
  title: z.string(),
  sourceKind: z.enum(['questionSet', 'skills']),
  sourceLabel: z.string(),
  questionCount: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  status: z.enum(['upcoming', 'open', 'closed']),
  released: z.boolean(),
  sharedScope: z.enum(QUIZ_SHARE_SCOPES).nullable(),
  assigned: z.number().int(),
  submitted: z.number().int(),
});
export const quizSummarySchema = summary satisfies z.ZodType<QuizSummary>;

const resource = z.object({ quizId: z.string(), title: z.string(), teacherDisplayName: z.string(), scope: z.enum(QUIZ_SHARE_SCOPES), questionCount: z.number().int(), sourceLabel: z.string() });
export const quizListSchema = z.object({ quizzes: z.array(summary), resources: z.array(resource) }) satisfies z.ZodType<QuizList>;

export const builderOptionsSchema = z.object({
  classes: z.array(z.object({ classId: z.string(), name: z.string(), grade: z.number().int(), students: z.array(z.object({ userId: z.string(), displayName: z.string() })) })),
  questionSets: z.array(z.object({ questionSetId: z.string(), title: z.string(), questionCount: z.number().int(), mine: z.boolean(), authorDisplayName: z.string() })),
}) satisfies z.ZodType<QuizBuilderOptions>;

const status = z.enum(QUIZ_ATTEMPT_STATUSES);
const reason = z.enum(QUIZ_SUBMIT_REASONS).nullable();

export const attemptViewSchema = z.object({
  quizId: z.string(),
  title: z.string(),
  status,
  submitReason: reason,
  question: z
    .object({
      questionKey: z.string(),
      number: z.number().int(),
      total: z.number().int(),
      prompt: z.string(),
      answerType: z.enum(['number', 'fraction', 'choice', 'text']),
      choices: z.array(z.string()).nullable(),
      art: questionArtSchema.nullable(),
      skillName: z.string().nullable(),
    })
    .nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  serverTime: z.string(),
  secondsLeft: z.number().int().min(0),
  released: z.boolean(),
}) satisfies z.ZodType<QuizAttemptView>;

const studentResult = z.object({
  studentUserId: z.string(),
  displayName: z.string(),
  status,
  submitReason: reason,
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  right: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
  scorePercent: z.number().int().nullable(),
  answers: z.array(z.object({ questionKey: z.string(), questionNumber: z.number().int(), response: z.string(), correct: z.boolean(), correctAnswer: z.string() })),
});
export const quizResultsSchema = z.object({
  quizId: z.string(),
  title: z.string(),
  released: z.boolean(),
  total: z.number().int(),
  items: z.array(z.object({ questionKey: z.string(), questionNumber: z.number().int(), prompt: z.string(), skillName: z.string().nullable(), answered: z.number().int(), right: z.number().int() })),
  students: z.array(studentResult),
}) satisfies z.ZodType<QuizResults>;

export const quizDetailSchema = summary.extend({ classIds: z.array(z.string()), schoolShareable: z.boolean(), districtShareable: z.boolean(), results: quizResultsSchema }) satisfies z.ZodType<QuizDetail>;

export const assignedQuizzesSchema = z.object({
  quizzes: z.array(
    z.object({
      quizId: z.string(),
      title: z.string(),
      teacherDisplayName: z.string(),
      opensAt: z.string(),
      closesAt: z.string(),
      timeLimitMinutes: z.number().int().nullable(),
      questionCount: z.number().int(),
      status,
      released: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<AssignedQuizList>;

export const quizSubmittedSchema = z.object({
  event: z.literal('QUIZ_SUBMITTED'),
  quizId: z.string(),
  studentUserId: z.string(),
  right: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
  submittedAt: z.string(),
}) satisfies z.ZodType<QuizSubmittedPush>;

/** What the builder sends: a source (a set or skills) or nothing (assigning a resource), and the assignment. */
export interface QuizAssignmentBody {
  title: string;
  questionSetId?: string;
  permacodes?: string[];
  questionsPerSkill?: number;
  classIds: string[];
  studentUserIds: string[];
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
}

/** The calls, as one object the pages take (tests give their own). */
export interface QuizzesApi {
  list(): Promise<QuizList>;
  builderOptions(): Promise<QuizBuilderOptions>;
  create(body: QuizAssignmentBody): Promise<CreatedQuiz>;
  assign(resourceQuizId: string, body: QuizAssignmentBody): Promise<CreatedQuiz>;
  detail(quizId: string): Promise<QuizDetail>;
  release(quizId: string): Promise<QuizSummary>;
  share(quizId: string, scope: QuizShareScope): Promise<QuizSummary>;
  assigned(): Promise<AssignedQuizList>;
  attempt(quizId: string): Promise<QuizAttemptView>;
  start(quizId: string): Promise<QuizAttemptView>;
  /** `scratchpad`: the question's scratchpad work, sent only when there is some (issue 31 item 3; 413 `scratchpad.too_large` over its limits). */
  answer(quizId: string, questionKey: string, response: string, idempotencyKey: string, scratchpad?: readonly ScratchpadStroke[]): Promise<QuizAttemptView>;
  submit(quizId: string): Promise<QuizAttemptView>;
  results(quizId: string): Promise<QuizResults>;
}

const created = z.object({ quizId: z.string() }) satisfies z.ZodType<CreatedQuiz>;
const on = (quizId: string, action: string) => `/quizzes/${encodeURIComponent(quizId)}/${action}`;

export const quizzesApi: QuizzesApi = {
  list: () => getJson('/quizzes', quizListSchema),
  builderOptions: () => getJson('/quizzes/builder', builderOptionsSchema),
  create: (body) => postJson('/quizzes', body, created, { headers: CSRF }),
  assign: (resourceQuizId, { questionSetId: _set, permacodes: _skills, questionsPerSkill: _perSkill, ...body }) => postJson(on(resourceQuizId, 'assign'), body, created, { headers: CSRF }),
  detail: (quizId) => getJson(`/quizzes/${encodeURIComponent(quizId)}`, quizDetailSchema),
  release: (quizId) => postJson(on(quizId, 'release'), {}, quizSummarySchema, { headers: CSRF }),
  share: (quizId, scope) => postJson(on(quizId, 'share'), { scope }, quizSummarySchema, { headers: CSRF }),
  assigned: () => getJson('/quizzes/assigned', assignedQuizzesSchema),
  attempt: (quizId) => getJson(on(quizId, 'attempt'), attemptViewSchema),
  start: (quizId) => postJson(on(quizId, 'start'), {}, attemptViewSchema, { headers: CSRF }),
  answer: (quizId, questionKey, response, idempotencyKey, scratchpad) =>
    postJson(on(quizId, 'answer'), { questionKey, response, ...(scratchpad && scratchpad.length > 0 ? { scratchpad: { strokes: scratchpad } } : {}) }, attemptViewSchema, { headers: CSRF, idempotencyKey }),
  submit: (quizId) => postJson(on(quizId, 'submit'), {}, attemptViewSchema, { headers: CSRF }),
  results: (quizId) => getJson(on(quizId, 'results'), quizResultsSchema),
};
