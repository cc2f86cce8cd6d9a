import { questionArtSchema } from '../../shared/question/question-art-schema';
import { z } from 'zod';
import type { LiveClassroomClass, LiveClassroomStudent, LiveClassroomUpdatedPush, QuestionsLogEntry } from '../../../events/practice';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import type { PushMessage } from '../../shared/realtime/push-message';
import { sameSitePathSchema } from '../../shared/search/search-result';

/**
 * The live classroom's calls (issue 10 §8): `GET /analytics/live-classroom/classes`
 * → `{ classes }` (a teacher's classes, an administrator's school's),
 * `GET /analytics/live-classroom/questions-log?studentUserId=` → `{ entries }`,
 * and the teacher-channel push `LIVE_CLASSROOM_UPDATED` `{ classId, students }`
 * carrying the rows that changed (merged by userId).
 */

const whole = z.number().int();
const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');

export const liveStudentSchema = z.object({
  userId: z.string().min(1),
  displayName: z.string(),
  // The page names the skill; a link elsewhere (or none) is dropped rather than the whole answer.
  currentSkill: z.object({ permacode: z.string(), code: z.string(), name: z.string(), url: sameSitePathSchema.catch('') }).nullable(),
  smartScore: z.number().min(0).max(100).nullable(),
  questionsToday: whole.min(0),
  secondsToday: z.number().min(0),
  lastAnswers: z.array(z.boolean()).transform((answers) => answers.slice(-10)),
  needsHelp: z.boolean(),
}) satisfies z.ZodType<LiveClassroomStudent>;

export const liveClassSchema = z.object({
  classId: z.string().min(1),
  name: z.string(),
  grade: whole,
  students: z.array(liveStudentSchema),
}) satisfies z.ZodType<LiveClassroomClass>;

export const liveClassesSchema = z.object({ classes: z.array(liveClassSchema) }) satisfies z.ZodType<{ classes: LiveClassroomClass[] }>;

export const questionsLogSchema = z.object({
  entries: z.array(
    z.object({
      permacode: z.string(),
      skillName: z.string(),
      prompt: z.string(),
      art: questionArtSchema.optional().catch(undefined),
      response: z.string(),
      correctAnswer: z.string(),
      correct: z.boolean(),
      secondsSpent: z.number().min(0),
      answeredAt: isoTime,
      /** Issue 31 item 3: the answer's key for `GET /scratchpad/work`, when scratchpad work was kept with it. */
      scratchpadAnswerKey: z.string().optional(),
    }),
  ),
}) satisfies z.ZodType<{ entries: QuestionsLogEntry[] }>;

/** What a `LIVE_CLASSROOM_UPDATED` push carries (the server's `LiveClassroomUpdatedPush`). */
export type LiveClassroomUpdate = Omit<LiveClassroomUpdatedPush, 'event'>;

const updateSchema = z.object({ classId: z.string().min(1), students: z.array(liveStudentSchema) }) satisfies z.ZodType<LiveClassroomUpdate>;

/** A `LIVE_CLASSROOM_UPDATED` push; null when it does not carry a class and its rows. */
export function parseLiveClassroomUpdate(message: PushMessage): LiveClassroomUpdate | null {
  const parsed = updateSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

export function fetchLiveClasses(options: JsonRequestOptions = {}): Promise<LiveClassroomClass[]> {
  return getJson('/analytics/live-classroom/classes', liveClassesSchema, options).then((answer) => answer.classes);
}

export function fetchQuestionsLog(studentUserId: string, options: JsonRequestOptions = {}): Promise<QuestionsLogEntry[]> {
  const query = new URLSearchParams({ studentUserId });
  return getJson(`/analytics/live-classroom/questions-log?${query}`, questionsLogSchema, options).then((answer) => answer.entries);
}

/** The calls the page makes, replaceable in tests. */
export interface LiveClassroomApi {
  fetchClasses(options?: JsonRequestOptions): Promise<LiveClassroomClass[]>;
  fetchQuestionsLog(studentUserId: string, options?: JsonRequestOptions): Promise<QuestionsLogEntry[]>;
}

export const liveClassroomApi: LiveClassroomApi = { fetchClasses: fetchLiveClasses, fetchQuestionsLog };
