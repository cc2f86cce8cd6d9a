import { z } from 'zod';
import type { CurrentTakeoffLessons, TakeoffAssignmentView, TakeoffPlansAnswer, TakeoffSkill } from '../../../events/takeoff';
import { TAKEOFF_SUBJECTS, type TakeoffSubject } from '../../../events/takeoff/takeoff-contract';
import { getJson, postJson } from '../../shared/http/json-request';
import { sameSitePathSchema } from '../../shared/search/search-result';

/**
 * The takeoff calls (issue 31, docs/takeoff.md), each with its schema. The writes carry
 * `X-CSRF-Protection: 1` and one Idempotency-Key per user action.
 */
const CSRF = { 'X-CSRF-Protection': '1' } as const;
const subjectSchema = z.enum(TAKEOFF_SUBJECTS);

const skillSchema = z.object({ permacode: z.string(), name: z.string(), code: z.string().nullable(), url: sameSitePathSchema.nullable() }) satisfies z.ZodType<TakeoffSkill>;
const lessonFields = {
  lessonNumber: z.number().int(),
  lessonName: z.string(),
  skill: skillSchema,
  lessonUrl: sameSitePathSchema,
  practice: z.array(skillSchema),
};
const assignmentSchema = z.object({
  assignmentId: z.string(),
  planId: z.string(),
  planName: z.string(),
  subject: subjectSchema,
  lessonNumber: z.number().int(),
  lessonCount: z.number().int(),
}) satisfies z.ZodType<TakeoffAssignmentView>;

export const plansSchema = z.object({
  subject: subjectSchema,
  grade: z.number().int(),
  plans: z.array(z.object({ planId: z.string(), subject: subjectSchema, grade: z.number().int(), name: z.string(), lessons: z.array(z.object({ ...lessonFields, teacherNote: z.string() })) })),
  classes: z.array(z.object({ classId: z.string(), name: z.string(), grade: z.number().int(), assignments: z.array(assignmentSchema) })),
}) satisfies z.ZodType<TakeoffPlansAnswer>;

export const currentLessonsSchema = z.object({
  lessons: z.array(
    z.object({
      ...lessonFields,
      classId: z.string(),
      className: z.string(),
      assignmentId: z.string(),
      planName: z.string(),
      subject: subjectSchema,
      lessonCount: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<CurrentTakeoffLessons>;

/** What the takeoff page needs from the server (tests pass a fake). */
export const takeoffApi = {
  plans: (subject: TakeoffSubject, grade: number, signal?: AbortSignal) =>
    getJson(`/takeoff/plans?subject=${subject}&grade=${grade}`, plansSchema, signal ? { signal } : {}),
  assign: (planId: string, classId: string, idempotencyKey: string) =>
    postJson(`/takeoff/plans/${encodeURIComponent(planId)}/assign`, { classId }, z.object({ assignmentId: z.string() }), { headers: CSRF, idempotencyKey }),
  advance: (assignmentId: string, idempotencyKey: string) =>
    postJson(`/takeoff/assignments/${encodeURIComponent(assignmentId)}/advance`, {}, z.object({ assignmentId: z.string(), lessonNumber: z.number().int() }), { headers: CSRF, idempotencyKey }),
};

export type TakeoffApi = typeof takeoffApi;

/** A student's classes' current takeoff lessons (her home). */
export function fetchCurrentTakeoffLessons(signal?: AbortSignal): Promise<CurrentTakeoffLessons> {
  return getJson('/takeoff/current', currentLessonsSchema, signal ? { signal } : {});
}
