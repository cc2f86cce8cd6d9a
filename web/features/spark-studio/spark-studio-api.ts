import { z } from 'zod';
import type { QuestionSetDetail, QuestionSetSummary, SparkQuestion, SparkQuestionDraft } from '../../../events/spark-studio';
import { sparkQuestionKinds, type SparkQuestionKind } from '../../../events/spark-studio/spark-studio-contract';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';

// Spark Studio's calls (routes in server/routes/spark-studio.ts, shapes in docs/spark-studio.md).

const summaryShape = {
  questionSetId: z.string(),
  title: z.string(),
  authorUserId: z.string(),
  authorDisplayName: z.string(),
  questionCount: z.number().int().min(0),
  shared: z.boolean(),
  mine: z.boolean(),
  updatedAt: z.string(),
};
export const questionSetSummarySchema = z.object(summaryShape) satisfies z.ZodType<QuestionSetSummary>;
export const sparkQuestionSchema = z.object({
  questionId: z.string(),
  kind: z.enum(sparkQuestionKinds),
  prompt: z.string(),
  choices: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
}) satisfies z.ZodType<SparkQuestion>;
export const questionSetDetailSchema = z.object({
  ...summaryShape,
  editable: z.boolean(),
  shareable: z.boolean(),
  questions: z.array(sparkQuestionSchema),
}) satisfies z.ZodType<QuestionSetDetail>;
export const questionSetListSchema = z.object({ sets: z.array(questionSetSummarySchema), canShare: z.boolean() });

export type QuestionSetList = z.infer<typeof questionSetListSchema>;
export type { QuestionSetDetail, QuestionSetSummary, SparkQuestion, SparkQuestionDraft, SparkQuestionKind };

const base = '/spark-studio/sets';
const setPath = (questionSetId: string) => `${base}/${encodeURIComponent(questionSetId)}`;
const withKey = (idempotencyKey: string | undefined, options: JsonRequestOptions) => ({ ...options, ...(idempotencyKey ? { idempotencyKey } : {}) });

/** Everything the editor and the list do, replaceable in tests. */
export interface SparkStudioApi {
  listSets(options?: JsonRequestOptions): Promise<QuestionSetList>;
  createSet(title: string, idempotencyKey?: string): Promise<QuestionSetDetail>;
  loadSet(questionSetId: string, options?: JsonRequestOptions): Promise<QuestionSetDetail>;
  renameSet(questionSetId: string, title: string, idempotencyKey?: string): Promise<QuestionSetDetail>;
  addQuestion(questionSetId: string, question: SparkQuestionDraft, idempotencyKey?: string): Promise<QuestionSetDetail>;
  editQuestion(questionSetId: string, questionId: string, question: SparkQuestionDraft, idempotencyKey?: string): Promise<QuestionSetDetail>;
  removeQuestion(questionSetId: string, questionId: string, idempotencyKey?: string): Promise<QuestionSetDetail>;
  reorderQuestions(questionSetId: string, questionIds: string[], idempotencyKey?: string): Promise<QuestionSetDetail>;
  shareSet(questionSetId: string, shared: boolean, idempotencyKey?: string): Promise<QuestionSetDetail>;
  deleteSet(questionSetId: string, idempotencyKey?: string): Promise<void>;
}

export const sparkStudioApi: SparkStudioApi = {
  listSets: (options = {}) => getJson(base, questionSetListSchema, options),
  createSet: (title, key) => postJson(base, { title }, questionSetDetailSchema, withKey(key, {})),
  loadSet: (questionSetId, options = {}) => getJson(setPath(questionSetId), questionSetDetailSchema, options),
  renameSet: (questionSetId, title, key) => postJson(`${setPath(questionSetId)}/rename`, { title }, questionSetDetailSchema, withKey(key, {})),
  addQuestion: (questionSetId, question, key) => postJson(`${setPath(questionSetId)}/questions`, question, questionSetDetailSchema, withKey(key, {})),
  editQuestion: (questionSetId, questionId, question, key) =>
    postJson(`${setPath(questionSetId)}/questions/${encodeURIComponent(questionId)}`, question, questionSetDetailSchema, withKey(key, {})),
  removeQuestion: (questionSetId, questionId, key) =>
    postJson(`${setPath(questionSetId)}/questions/${encodeURIComponent(questionId)}/remove`, undefined, questionSetDetailSchema, withKey(key, {})),
  reorderQuestions: (questionSetId, questionIds, key) => postJson(`${setPath(questionSetId)}/reorder`, { questionIds }, questionSetDetailSchema, withKey(key, {})),
  shareSet: (questionSetId, shared, key) => postJson(`${setPath(questionSetId)}/share`, { shared }, questionSetDetailSchema, withKey(key, {})),
  deleteSet: async (questionSetId, key) => {
    await postJson(`${setPath(questionSetId)}/delete`, undefined, z.object({ deleted: z.literal(true) }), withKey(key, {}));
  },
};

/** The editor's address of a set: `/sparkstudio/sets/{questionSetId}`. */
export function questionSetHref(questionSetId: string): string {
  return `/sparkstudio/sets/${encodeURIComponent(questionSetId)}`;
}
