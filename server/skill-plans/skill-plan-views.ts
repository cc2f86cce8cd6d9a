import type { SkillPlanSkill, SkillPlanUnit, SkillPlanView } from '../../events/skill-plans';
import type { SkillPlanRow } from '../../projections/skill-plans';
import type { FeatureLog } from '../features/feature-log';

/**
 * What the skill plans' routes answer, built from the read models (docs/skill-plans.md):
 * a unit's skills as the catalogue names them, a plan with its class and teacher.
 */
export function skillPlanViews(log: FeatureLog<'catalogue' | 'directory' | 'skillPlans'>) {
  const { catalogue, directory } = log.queries;

  /** A skill of a plan; one the catalogue no longer has keeps its permacode as its name and has no page. */
  const skillOf = (permacode: string): SkillPlanSkill => {
    const skill = catalogue.skillByPermacode(permacode);
    if (!skill) return { permacode, name: permacode, code: null, subject: null, grade: null, url: null };
    return { permacode, name: skill.name, code: skill.code, subject: skill.subject, grade: skill.grade, url: skill.url };
  };

  const unitView = ({ permacodes, ...unit }: SkillPlanUnit) => ({ ...unit, skills: permacodes.map(skillOf) });

  return {
    skillOf,
    unitView,
    /** The permacodes of a draft the catalogue has (as skills). */
    knownPermacodes: (permacodes: Iterable<string>) => new Set([...permacodes].filter((permacode) => catalogue.skillByPermacode(permacode) !== null)),
    planView(plan: SkillPlanRow, viewerUserId: string): SkillPlanView {
      const schoolClass = log.queries.skillPlans.classOf(plan.classId);
      const teacherUserId = schoolClass?.teacherUserId ?? null;
      const className = directory.classesOfTeacher(teacherUserId ?? '').find((each) => each.classId === plan.classId)?.name ?? plan.classId;
      return {
        planId: plan.planId,
        classId: plan.classId,
        className,
        schoolId: plan.schoolId,
        teacherName: teacherUserId === null ? '' : (directory.displayNamesOf([teacherUserId])[teacherUserId] ?? ''),
        name: plan.name,
        shared: plan.shared,
        copiedFromPlanId: plan.copiedFromPlanId,
        mayEdit: teacherUserId === viewerUserId,
        units: plan.units.map(unitView),
      };
    },
  };
}

export type SkillPlanViews = ReturnType<typeof skillPlanViews>;
