import { handleCommand } from '../../events/log/command-handler';
import { addDays, localDayOf } from '../../events/reports/report-ranges';
import { MAX_UNIT_NAME_LENGTH, skillPlans, skillPlanStreams } from '../../events/skill-plans';
import type { FeatureLog } from '../features/feature-log';
import { demoUserId } from './demo-school';

/** The demo's plan (issue 29, docs/skill-plans.md): Grade 4 Room 12's, by ms.rivera, shared with Maple Elementary. */
export const DEMO_SKILL_PLAN_ID = 'plan_g4_room12_math';
const CLASS_ID = 'class_g4_room12';
const SKILLS_PER_UNIT = 4;
/** Each unit is two weeks; the second is current on the seed day (a week in), the first is past and two are ahead. */
const UNIT_DAYS = 14;
const FIRST_UNIT_STARTS = -21;

/**
 * Seeds ms.rivera's skill plan through the decider: four units of grade 4 math (categories A–D of
 * the catalogue, the first four skills of each), dated around `now` in the school's time zone so
 * the second unit is the students' "This unit" when the demo starts. Needs the catalogue published.
 * Does nothing when the class already has a plan or the catalogue has no grade 4 math.
 */
export async function seedDemoSkillPlans(log: FeatureLog<'catalogue' | 'skillPlans'>, now: Date): Promise<boolean> {
  const targetClass = log.queries.skillPlans.classOf(CLASS_ID);
  if (targetClass === null || log.queries.skillPlans.planOfClass(CLASS_ID) !== null) return false;
  const skills = log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0 && item.permacode && item.code);
  const today = localDayOf(now, 'America/New_York');
  const units = [...'ABCD'].flatMap((category, index) => {
    const inCategory = skills.filter((item) => item.code!.split('.')[0] === category).slice(0, SKILLS_PER_UNIT);
    if (inCategory.length === 0) return [];
    const startsOn = addDays(today, FIRST_UNIT_STARTS + index * UNIT_DAYS);
    const name = `Unit ${index + 1}: ${inCategory[0]!.name}`.slice(0, MAX_UNIT_NAME_LENGTH);
    return [{ unitId: null, name, startsOn, endsOn: addDays(startsOn, UNIT_DAYS - 1), permacodes: inCategory.map((item) => item.permacode!) }];
  });
  if (units.length === 0) return false;
  const teacher = { userId: demoUserId('ms.rivera'), role: 'teacher', schoolId: targetClass.schoolId };
  const context = { actor: 'system:demo-school', correlationId: 'demo-skill-plans-seed' };
  const stream = skillPlanStreams.plan(DEMO_SKILL_PLAN_ID);
  await handleCommand(
    log.store,
    skillPlans,
    stream,
    {
      type: 'CreateSkillPlan',
      data: {
        planId: DEMO_SKILL_PLAN_ID,
        teacher,
        targetClass,
        classPlanId: null,
        draft: { name: 'Grade 4 math: the term ahead', units },
        newUnitIds: units.map((_, index) => `${DEMO_SKILL_PLAN_ID}_unit_${index + 1}`),
        knownPermacodes: new Set(units.flatMap((unit) => unit.permacodes)),
      },
    },
    context,
  );
  await handleCommand(log.store, skillPlans, stream, { type: 'ShareSkillPlan', data: { teacher, classTeacherUserId: teacher.userId } }, context);
  return true;
}
