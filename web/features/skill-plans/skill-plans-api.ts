import { z } from 'zod';
import type { ClassSkillPlans, CurrentSkillPlanUnits, SkillPlanSkill, SkillPlanView } from '../../../events/skill-plans';
import { getJson, postJson } from '../../shared/http/json-request';
import { sameSitePathSchema } from '../../shared/search/search-result';

/**
 * The skill plans' calls (issue 29, docs/skill-plans.md), each with its schema. The calls that
 * change state carry `X-CSRF-Protection: 1` (the server asks for it) and one Idempotency-Key per
 * user action.
 */
const CSRF = { 'X-CSRF-Protection': '1' } as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const skillSchema = z.object({
  permacode: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  subject: z.string().nullable(),
  grade: z.number().int().nullable(),
  url: sameSitePathSchema.nullable(),
}) satisfies z.ZodType<SkillPlanSkill>;

export const planSchema = z.object({
  planId: z.string(),
  classId: z.string(),
  className: z.string(),
  schoolId: z.string(),
  teacherName: z.string(),
  name: z.string(),
  shared: z.boolean(),
  copiedFromPlanId: z.string().nullable(),
  mayEdit: z.boolean(),
  units: z.array(z.object({ unitId: z.string(), name: z.string(), startsOn: day, endsOn: day, skills: z.array(skillSchema) })),
}) satisfies z.ZodType<SkillPlanView>;

export const classPlansSchema = z.object({
  classes: z.array(z.object({ classId: z.string(), name: z.string(), grade: z.number().int(), planId: z.string().nullable() })),
  plans: z.array(planSchema),
}) satisfies z.ZodType<ClassSkillPlans>;

export const currentUnitsSchema = z.object({
  today: day,
  units: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      planId: z.string(),
      planName: z.string(),
      unitId: z.string(),
      name: z.string(),
      startsOn: day,
      endsOn: day,
      skills: z.array(skillSchema),
    }),
  ),
}) satisfies z.ZodType<CurrentSkillPlanUnits>;

const planIdSchema = z.object({ planId: z.string() });

/** A plan as the editor sends it: `unitId` null for a unit added in this edit. */
export interface PlanDraft {
  name: string;
  units: { unitId: string | null; name: string; startsOn: string; endsOn: string; permacodes: string[] }[];
}

const planPath = (planId: string, action: string) => `/skill-plans/${encodeURIComponent(planId)}/${action}`;

/** What the skill plans page needs from the server (tests pass a fake or stub fetch). */
export const skillPlansApi = {
  classPlans: (signal?: AbortSignal) => getJson('/skill-plans', classPlansSchema, signal ? { signal } : {}),
  sharedPlans: (signal?: AbortSignal) => getJson('/skill-plans/shared', z.object({ plans: z.array(planSchema) }), signal ? { signal } : {}),
  create: (classId: string, draft: PlanDraft, idempotencyKey: string) => postJson('/skill-plans', { classId, ...draft }, planIdSchema, { headers: CSRF, idempotencyKey }),
  revise: (planId: string, draft: PlanDraft, idempotencyKey: string) => postJson(planPath(planId, 'revise'), draft, planIdSchema, { headers: CSRF, idempotencyKey }),
  share: (planId: string, idempotencyKey: string) => postJson(planPath(planId, 'share'), {}, planIdSchema, { headers: CSRF, idempotencyKey }),
  remove: (planId: string, idempotencyKey: string) => postJson(planPath(planId, 'delete'), {}, planIdSchema, { headers: CSRF, idempotencyKey }),
  copy: (planId: string, classId: string, idempotencyKey: string) => postJson(planPath(planId, 'copy'), { classId }, planIdSchema, { headers: CSRF, idempotencyKey }),
};

export type SkillPlansApi = typeof skillPlansApi;

/** A student's classes' units of today (the home's "This unit"). */
export function fetchCurrentUnits(signal?: AbortSignal): Promise<CurrentSkillPlanUnits> {
  return getJson('/skill-plans/current', currentUnitsSchema, signal ? { signal } : {});
}
