import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { localDayOf } from '../../events/reports/report-ranges';
import {
  MAX_SKILLS_PER_UNIT,
  MAX_UNITS,
  mayBrowseSharedPlans,
  mayPlanSkills,
  mayViewClassPlans,
  mayViewSkillPlan,
  PERMACODE_PATTERN,
  seesCurrentUnits,
  skillPlans,
  skillPlanStreams,
  type ClassSkillPlans,
  type CurrentSkillPlanUnits,
  type SkillPlanCommand,
  type SkillPlanView,
} from '../../events/skill-plans';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';
import { skillPlanViews } from '../skill-plans/skill-plan-views';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Generous bounds for the body; the decider holds the rules (trimmed lengths, counts after repeats are dropped). */
const text = (key: string) => z.string(key).max(1_000, key);
const unitBody = z.object({
  unitId: z.string('skill_plans.unknown_unit').regex(ID, 'skill_plans.unknown_unit').nullish(),
  name: text('skill_plans.invalid_unit_name'),
  startsOn: z.string('skill_plans.invalid_date').max(10, 'skill_plans.invalid_date'),
  endsOn: z.string('skill_plans.invalid_date').max(10, 'skill_plans.invalid_date'),
  permacodes: z
    .array(z.string('skill_plans.unknown_skill').regex(PERMACODE_PATTERN, 'skill_plans.unknown_skill').transform((permacode) => permacode.toUpperCase()), 'skill_plans.no_skills')
    .max(MAX_SKILLS_PER_UNIT * 2, 'skill_plans.too_many_skills'),
});
const planBody = {
  name: text('skill_plans.invalid_name'),
  units: z.array(unitBody, 'skill_plans.no_units').max(MAX_UNITS, 'skill_plans.too_many_units'),
};
const classIdField = z.string('skill_plans.unknown_class').regex(ID, 'skill_plans.unknown_class');
const createBody = z.object({ classId: classIdField, ...planBody });
const reviseBody = z.object(planBody);
const copyBody = z.object({ classId: classIdField });
const listQuery = z.object({ classId: classIdField.optional() });

const planIdOf = (c: Context<AppEnv>) => {
  const planId = c.req.param('planId') ?? '';
  if (!ID.test(planId)) throw new DomainError('skill_plans.unknown_plan', 404);
  return planId;
};

/**
 * Skill plans (issue 29 item 2; docs/skill-plans.md). Reads answer the class's teacher, the school's
 * and district's administrators, and — for a shared plan — the school's teachers; a student reads her
 * classes' current units. Every write requires `X-CSRF-Protection: 1` and is decided by `skillPlans`.
 */
export function skillPlanRoutes(log: FeatureLog<'catalogue' | 'directory' | 'profile' | 'skillPlans'>) {
  const app = new Hono<AppEnv>();
  const { directory, profile, skillPlans: queries } = log.queries;
  const views = skillPlanViews(log);
  const actorOf = (user: { userId: string; role: string; schoolId: string | null }) => ({ userId: user.userId, role: user.role, schoolId: user.schoolId });
  const run = (planId: string, command: SkillPlanCommand, context: RouteCommandContext) => handleCommand(log.store, skillPlans, skillPlanStreams.plan(planId), command, context);
  const newIds = (context: RouteCommandContext, count: number) => Array.from({ length: count }, () => context.ids.id());
  /** The class's teacher now, for a plan of the read model (null: no such plan). */
  const classTeacherOfPlan = (planId: string) => {
    const plan = queries.planById(planId);
    return plan === null ? null : (queries.classOf(plan.classId)?.teacherUserId ?? null);
  };
  const draftOf = (body: z.infer<typeof reviseBody>) => ({
    name: body.name,
    units: body.units.map((unit) => ({ ...unit, unitId: unit.unitId ?? null })),
  });

  /** The viewer's classes (a teacher's own, an administrator's school's or district's) with their plans; `?classId=` for one. */
  app.get('/skill-plans', validated('query', listQuery, 'skill_plans.unknown_class'), (c) => {
    const user = requireUser(c);
    if (!mayPlanSkills(user.role) && user.role !== 'school_administrator' && user.role !== 'district_administrator') {
      throw new DomainError('skill_plans.not_a_teacher', 403);
    }
    const { classId } = c.req.valid('query');
    let classes = directory.classesReachableBy(user);
    if (classId !== undefined) {
      const schoolClass = queries.classOf(classId);
      if (schoolClass === null) throw new DomainError('skill_plans.unknown_class', 404);
      if (!mayViewClassPlans(user, schoolClass)) throw new DomainError('skill_plans.class_not_yours', 403);
      classes = classes.filter((each) => each.classId === classId);
    }
    const rows = classes.map((each) => ({ ...each, plan: queries.planRowOfClass(each.classId) }));
    const body: ClassSkillPlans = {
      classes: rows.map(({ plan, ...each }) => ({ ...each, planId: plan?.planId ?? null })),
      plans: rows.flatMap(({ plan }) => (plan === null ? [] : [views.planView(plan, user.userId)])),
    };
    return c.json(body);
  });

  /** The plans the viewer's school has shared (its teachers copy them). */
  app.get('/skill-plans/shared', (c) => {
    const user = requireUser(c);
    if (!mayBrowseSharedPlans(user.role)) throw new DomainError('skill_plans.not_a_teacher', 403);
    const plans = user.schoolId === null ? [] : queries.sharedPlansOfSchool(user.schoolId);
    return c.json({ plans: plans.map((plan) => views.planView(plan, user.userId)) } satisfies { plans: SkillPlanView[] });
  });

  /** A student's classes' units of today (her profile's time zone, by the server's clock). */
  app.get('/skill-plans/current', (c) => {
    const user = requireUser(c);
    if (!seesCurrentUnits(user.role)) throw new DomainError('skill_plans.not_a_student', 403);
    const today = localDayOf(requestTime(c), profile.valuesOf(user.userId).timezone);
    const units: CurrentSkillPlanUnits['units'] = directory.classesOfStudent(user.userId).flatMap((schoolClass) => {
      const unit = queries.currentUnit(schoolClass.classId, today);
      if (unit === null) return [];
      const { permacodes, planId, planName, ...rest } = unit;
      return [{ classId: schoolClass.classId, className: schoolClass.name, planId, planName, ...rest, skills: permacodes.map(views.skillOf) }];
    });
    return c.json({ today, units } satisfies CurrentSkillPlanUnits);
  });

  app.get('/skill-plans/:planId', (c) => {
    const user = requireUser(c);
    const plan = queries.planById(planIdOf(c));
    const schoolClass = plan === null ? null : queries.classOf(plan.classId);
    if (plan === null || schoolClass === null) throw new DomainError('skill_plans.unknown_plan', 404);
    if (!mayViewSkillPlan(user, plan, schoolClass)) throw new DomainError('skill_plans.plan_not_yours', 403);
    return c.json(views.planView(plan, user.userId));
  });

  app.post('/skill-plans', requireCsrfHeader(), validated('body', createBody, 'skill_plans.invalid_plan'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const planId = command.ids.id();
    const draft = draftOf(body);
    await run(
      planId,
      {
        type: 'CreateSkillPlan',
        data: {
          planId,
          teacher: actorOf(user),
          targetClass: queries.classOf(body.classId),
          classPlanId: queries.planOfClass(body.classId)?.planId ?? null,
          draft,
          newUnitIds: newIds(command, draft.units.length),
          knownPermacodes: views.knownPermacodes(draft.units.flatMap((unit) => unit.permacodes)),
        },
      },
      command,
    );
    return c.json({ planId });
  });

  app.post('/skill-plans/:planId/revise', requireCsrfHeader(), validated('body', reviseBody, 'skill_plans.invalid_plan'), async (c) => {
    const user = requireUser(c);
    const planId = planIdOf(c);
    const command = commandContext(c);
    const draft = draftOf(c.req.valid('json'));
    await run(
      planId,
      {
        type: 'ReviseSkillPlan',
        data: {
          teacher: actorOf(user),
          classTeacherUserId: classTeacherOfPlan(planId),
          draft,
          newUnitIds: newIds(command, draft.units.length),
          knownPermacodes: views.knownPermacodes(draft.units.flatMap((unit) => unit.permacodes)),
        },
      },
      command,
    );
    return c.json({ planId });
  });

  app.post('/skill-plans/:planId/share', requireCsrfHeader(), async (c) => {
    const user = requireUser(c);
    const planId = planIdOf(c);
    await run(planId, { type: 'ShareSkillPlan', data: { teacher: actorOf(user), classTeacherUserId: classTeacherOfPlan(planId) } }, commandContext(c));
    return c.json({ planId });
  });

  app.post('/skill-plans/:planId/delete', requireCsrfHeader(), async (c) => {
    const user = requireUser(c);
    const planId = planIdOf(c);
    await run(planId, { type: 'DeleteSkillPlan', data: { teacher: actorOf(user), classTeacherUserId: classTeacherOfPlan(planId) } }, commandContext(c));
    return c.json({ planId });
  });

  app.post('/skill-plans/:planId/copy', requireCsrfHeader(), validated('body', copyBody, 'skill_plans.unknown_class'), async (c) => {
    const user = requireUser(c);
    const sourcePlanId = planIdOf(c);
    const command = commandContext(c);
    const { classId } = c.req.valid('json');
    const source = queries.planById(sourcePlanId);
    const planId = command.ids.id();
    await run(
      planId,
      {
        type: 'CopySkillPlan',
        data: {
          planId,
          teacher: actorOf(user),
          targetClass: queries.classOf(classId),
          classPlanId: queries.planOfClass(classId)?.planId ?? null,
          source: source === null ? null : { ...source, classTeacherUserId: queries.classOf(source.classId)?.teacherUserId ?? null },
          newUnitIds: newIds(command, source?.units.length ?? 0),
        },
      },
      command,
    );
    return c.json({ planId });
  });

  return app;
}
