import { z } from 'zod';
import type { JudgedLessonCheck, LessonInProgress, LessonPage } from '../../../events/lessons';
import { SUBJECTS } from '../../../events/curriculum';
import { getJson, postJson } from '../../shared/http/json-request';
import { questionArtSchema } from '../../shared/question/question-art-schema';

/** Lessons' calls (issue 31, docs/lessons.md), each with its schema. A check carries `X-CSRF-Protection: 1` and an Idempotency-Key. */
const CSRF = { 'X-CSRF-Protection': '1' } as const;
const checkKey = z.enum(['check-1', 'check-2', 'check-3']);
const answerType = z.enum(['number', 'fraction', 'choice']);

export const lessonPageSchema = z.object({
  permacode: z.string(),
  skillCode: z.string(),
  skillName: z.string(),
  subject: z.enum(SUBJECTS),
  grade: z.number().int(),
  skillUrl: z.string(),
  idea: z.array(z.string()),
  examples: z.array(z.object({ prompt: z.string(), art: questionArtSchema.optional(), choices: z.array(z.string()).optional(), steps: z.array(z.string()), answer: z.string() })),
  checks: z.array(z.object({ questionKey: checkKey, prompt: z.string(), answerType, choices: z.array(z.string()).optional(), art: questionArtSchema.optional() })),
  progress: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      checks: z.array(z.object({ questionKey: checkKey, correct: z.boolean() })),
      checksRight: z.number().int(),
    })
    .nullable(),
}) satisfies z.ZodType<LessonPage>;

export const judgedCheckSchema = z.object({
  questionKey: checkKey,
  correct: z.boolean(),
  correctAnswer: z.string(),
  explanation: z.array(z.string()),
  checksAnswered: z.number().int(),
  checksRight: z.number().int(),
  finished: z.boolean(),
}) satisfies z.ZodType<JudgedLessonCheck>;

export const inProgressSchema = z.object({
  lessons: z.array(
    z.object({ permacode: z.string(), skillCode: z.string(), skillName: z.string(), url: z.string(), checksAnswered: z.number().int(), lastAnsweredAt: z.string() }) satisfies z.ZodType<LessonInProgress>,
  ),
});

export const lessonsApi = {
  lesson: (permacode: string) => getJson(`/lessons/${encodeURIComponent(permacode)}`, lessonPageSchema),
  check: (permacode: string, questionKey: string, response: string, idempotencyKey: string) =>
    postJson(`/lessons/${encodeURIComponent(permacode)}/check`, { questionKey, response }, judgedCheckSchema, { headers: CSRF, idempotencyKey }),
  inProgress: () => getJson('/lessons/in-progress', inProgressSchema),
};
export type LessonsApi = typeof lessonsApi;
