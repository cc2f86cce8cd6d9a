import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { isCalendarDay } from './reports/report-ranges';
import {
  MAX_PLAN_NAME_LENGTH,
  MAX_SKILLS_PER_UNIT,
  MAX_UNIT_NAME_LENGTH,
  MAX_UNITS,
  overlappingUnits,
  PERMACODE_PATTERN,
  unitDatesProblem,
} from './skill-plans/skill-plan-contract';

// Skill plans (issue 29 item 2, docs/skill-plans.md): a teacher plans a class's year as
// ordered units, each with dates and catalogue skills; she revises, shares with her school
// and deletes it; other teachers of the school copy a shared plan to a class of theirs.
// A class has at most one plan at a time. Stream `skill-plan:<planId>`.

export {
  MAX_PLAN_NAME_LENGTH,
  MAX_SKILLS_PER_UNIT,
  MAX_UNIT_DAYS,
  MAX_UNIT_NAME_LENGTH,
  MAX_UNITS,
  overlappingUnits,
  PERMACODE_PATTERN,
  SKILL_PLAN_BODY_LIMIT,
  unitDatesProblem,
  unitOn,
} from './skill-plans/skill-plan-contract';

const calendarDay = z.string().refine(isCalendarDay);
const unitSchema = z.object({
  unitId: id,
  name: z.string().min(1).max(MAX_UNIT_NAME_LENGTH),
  startsOn: calendarDay,
  endsOn: calendarDay,
  permacodes: z.array(z.string().regex(PERMACODE_PATTERN)).min(1).max(MAX_SKILLS_PER_UNIT),
});
const planContent = {
  planId: id,
  classId: id,
  schoolId: id,
  name: z.string().min(1).max(MAX_PLAN_NAME_LENGTH),
  units: z.array(unitSchema).min(1).max(MAX_UNITS),
};

export const SkillPlanCreated = defineEvent({
  type: 'SkillPlanCreated',
  schemaVersion: 1,
  schema: z.object({
    ...planContent,
    /** The class's teacher who made it. */
    createdBy: id,
    /** The shared plan it was copied from; null when written from scratch. */
    copiedFromPlanId: id.nullable(),
  }),
});

/** The whole plan after an edit (name and units, in order): one event per save. */
export const SkillPlanRevised = defineEvent({
  type: 'SkillPlanRevised',
  schemaVersion: 1,
  schema: z.object({ ...planContent, revisedBy: id }),
});

export const SkillPlanShared = defineEvent({
  type: 'SkillPlanShared',
  schemaVersion: 1,
  schema: z.object({ planId: id, classId: id, schoolId: id, sharedBy: id }),
});

export const SkillPlanDeleted = defineEvent({
  type: 'SkillPlanDeleted',
  schemaVersion: 1,
  schema: z.object({ planId: id, classId: id, schoolId: id, deletedBy: id }),
});

export const skillPlanEvents = [SkillPlanCreated, SkillPlanRevised, SkillPlanShared, SkillPlanDeleted] as const;
export type SkillPlanEvent = EventOf<(typeof skillPlanEvents)[number]>;

export const skillPlanStreams = { plan: (planId: string) => `skill-plan:${planId}` };

/** A unit as the log and the read model hold it. */
export interface SkillPlanUnit {
  unitId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  permacodes: string[];
}

/** A skill of a unit as the pages show it (from the catalogue; a skill it no longer has keeps its permacode as name). */
export interface SkillPlanSkill {
  permacode: string;
  name: string;
  code: string | null;
  subject: string | null;
  grade: number | null;
  /** The skill's page (practice); null when the catalogue no longer has it. */
  url: string | null;
}

/** A plan as `GET /skill-plans…` answer it. */
export interface SkillPlanView {
  planId: string;
  classId: string;
  className: string;
  schoolId: string;
  teacherName: string;
  name: string;
  shared: boolean;
  copiedFromPlanId: string | null;
  /** The viewer is the class's teacher: she may revise, share and delete it. */
  mayEdit: boolean;
  units: (Omit<SkillPlanUnit, 'permacodes'> & { skills: SkillPlanSkill[] })[];
}

/** `GET /skill-plans`: the viewer's classes and their plans (at most one each). */
export interface ClassSkillPlans {
  classes: { classId: string; name: string; grade: number; planId: string | null }[];
  plans: SkillPlanView[];
}

/** `GET /skill-plans/current`: a student's classes' units of today. */
export interface CurrentSkillPlanUnits {
  today: string;
  units: { classId: string; className: string; planId: string; planName: string; unitId: string; name: string; startsOn: string; endsOn: string; skills: SkillPlanSkill[] }[];
}

type Actor = { userId: string; role: string; schoolId: string | null };

/** The class a command acts on, from the directory (null: no such class). */
export interface SkillPlanClass {
  classId: string;
  schoolId: string;
  districtId: string | null;
  teacherUserId: string;
}

/** A unit as the editor sends it: `unitId` null for a new unit, else one of the plan's. */
export interface DraftUnit {
  unitId: string | null;
  name: string;
  startsOn: string;
  endsOn: string;
  permacodes: string[];
}

export interface SkillPlanDraft {
  name: string;
  units: DraftUnit[];
}

/** What a command writing a plan's content needs: the draft, ids for new units, and which of its permacodes the catalogue has. */
interface Content {
  draft: SkillPlanDraft;
  /** Fresh ids, at least one per unit of the draft (a new unit takes the next one). */
  newUnitIds: readonly string[];
  knownPermacodes: ReadonlySet<string>;
}

/** A shared plan to copy, from the read model. */
export interface SkillPlanSource {
  planId: string;
  schoolId: string;
  shared: boolean;
  /** The teacher of the source plan's class now. */
  classTeacherUserId: string | null;
  name: string;
  units: SkillPlanUnit[];
}

export type SkillPlanCommand =
  | { type: 'CreateSkillPlan'; data: Content & { planId: string; teacher: Actor; targetClass: SkillPlanClass | null; classPlanId: string | null } }
  | { type: 'ReviseSkillPlan'; data: Content & { teacher: Actor; classTeacherUserId: string | null } }
  | { type: 'ShareSkillPlan'; data: { teacher: Actor; classTeacherUserId: string | null } }
  | { type: 'DeleteSkillPlan'; data: { teacher: Actor; classTeacherUserId: string | null } }
  | {
      type: 'CopySkillPlan';
      data: { planId: string; teacher: Actor; targetClass: SkillPlanClass | null; classPlanId: string | null; source: SkillPlanSource | null; newUnitIds: readonly string[] };
    };

export interface SkillPlanState {
  plan: { planId: string; classId: string; schoolId: string; name: string; units: SkillPlanUnit[]; shared: boolean } | null;
  deleted: boolean;
}

/** Issue 29: teachers make skill plans for their classes. */
export function mayPlanSkills(role: string): boolean {
  return role === 'teacher';
}

/** Who may see a class's plan: its teacher, its school's administrator and its district's administrator. */
export function mayViewClassPlans(viewer: Actor & { districtId: string | null }, schoolClass: SkillPlanClass): boolean {
  switch (viewer.role) {
    case 'teacher':
      return schoolClass.teacherUserId === viewer.userId;
    case 'school_administrator':
      return viewer.schoolId !== null && viewer.schoolId === schoolClass.schoolId;
    case 'district_administrator':
      return viewer.districtId !== null && viewer.districtId === schoolClass.districtId;
    default:
      return false;
  }
}

/** Who may see one plan: whoever sees its class's plans, and any teacher of its school once it is shared. */
export function mayViewSkillPlan(viewer: Actor & { districtId: string | null }, plan: { schoolId: string; shared: boolean }, schoolClass: SkillPlanClass): boolean {
  if (mayViewClassPlans(viewer, schoolClass)) return true;
  return plan.shared && viewer.role === 'teacher' && viewer.schoolId === plan.schoolId;
}

/** Who browses a school's shared plans: its teachers and its school administrator. */
export function mayBrowseSharedPlans(role: string): boolean {
  return role === 'teacher' || role === 'school_administrator';
}

/** Issue 29: students see their classes' current units on their home. */
export function seesCurrentUnits(role: string): boolean {
  return role === 'student';
}

function requireTeacher(teacher: Actor): void {
  if (!mayPlanSkills(teacher.role)) throw new DomainError('skill_plans.not_a_teacher', 403);
}

/** The class a new plan is for: hers, and without a plan. */
function requirePlannableClass(teacher: Actor, targetClass: SkillPlanClass | null, classPlanId: string | null): SkillPlanClass {
  if (targetClass === null) throw new DomainError('skill_plans.unknown_class', 404);
  if (targetClass.teacherUserId !== teacher.userId) throw new DomainError('skill_plans.class_not_yours', 403);
  if (classPlanId !== null) throw new DomainError('skill_plans.class_has_plan', 409);
  return targetClass;
}

/** The live plan, changed only by its class's teacher. */
function requireOwnPlan(state: SkillPlanState, teacher: Actor, classTeacherUserId: string | null): NonNullable<SkillPlanState['plan']> {
  requireTeacher(teacher);
  if (state.plan === null || state.deleted) throw new DomainError('skill_plans.unknown_plan', 404);
  if (classTeacherUserId !== teacher.userId) throw new DomainError('skill_plans.plan_not_yours', 403);
  return state.plan;
}

/** The draft checked and made into units: names trimmed, skills without repeats, ids kept or new. */
function unitsOf({ draft, newUnitIds, knownPermacodes }: Content, existingUnitIds: ReadonlySet<string>): { name: string; units: SkillPlanUnit[] } {
  const name = draft.name.trim();
  if (name.length === 0 || name.length > MAX_PLAN_NAME_LENGTH) throw new DomainError('skill_plans.invalid_name', 400);
  if (draft.units.length === 0) throw new DomainError('skill_plans.no_units', 400);
  if (draft.units.length > MAX_UNITS) throw new DomainError('skill_plans.too_many_units', 400);
  const seen = new Set<string>();
  let nextNew = 0;
  const units = draft.units.map((unit): SkillPlanUnit => {
    const unitName = unit.name.trim();
    if (unitName.length === 0 || unitName.length > MAX_UNIT_NAME_LENGTH) throw new DomainError('skill_plans.invalid_unit_name', 400);
    const datesProblem = unitDatesProblem(unit);
    if (datesProblem !== null) throw new DomainError(datesProblem, 400);
    const permacodes = [...new Set(unit.permacodes)];
    if (permacodes.length === 0) throw new DomainError('skill_plans.no_skills', 400);
    if (permacodes.length > MAX_SKILLS_PER_UNIT) throw new DomainError('skill_plans.too_many_skills', 400);
    if (permacodes.some((permacode) => !knownPermacodes.has(permacode))) throw new DomainError('skill_plans.unknown_skill', 400);
    let unitId = unit.unitId;
    if (unitId === null) {
      unitId = newUnitIds[nextNew++] ?? null;
      if (unitId === null) throw new Error('skill plans: fewer new unit ids than new units');
    } else if (!existingUnitIds.has(unitId)) {
      throw new DomainError('skill_plans.unknown_unit', 400);
    }
    if (seen.has(unitId)) throw new DomainError('skill_plans.duplicate_unit', 400);
    seen.add(unitId);
    return { unitId, name: unitName, startsOn: unit.startsOn, endsOn: unit.endsOn, permacodes };
  });
  if (overlappingUnits(units) !== null) throw new DomainError('skill_plans.units_overlap', 400);
  return { name, units };
}

const sameContent = (a: { name: string; units: SkillPlanUnit[] }, b: { name: string; units: SkillPlanUnit[] }) =>
  a.name === b.name && JSON.stringify(a.units) === JSON.stringify(b.units);

export const skillPlans = {
  initialState: (): SkillPlanState => ({ plan: null, deleted: false }),

  evolve(state: SkillPlanState, event: SkillPlanEvent): SkillPlanState {
    switch (event.type) {
      case 'SkillPlanCreated': {
        const { planId, classId, schoolId, name, units } = event.data;
        return { ...state, plan: { planId, classId, schoolId, name, units, shared: false } };
      }
      case 'SkillPlanRevised':
        return state.plan === null ? state : { ...state, plan: { ...state.plan, name: event.data.name, units: event.data.units } };
      case 'SkillPlanShared':
        return state.plan === null ? state : { ...state, plan: { ...state.plan, shared: true } };
      case 'SkillPlanDeleted':
        return { ...state, deleted: true };
    }
  },

  decide(command: SkillPlanCommand, state: SkillPlanState): SkillPlanEvent[] {
    switch (command.type) {
      case 'CreateSkillPlan': {
        const { planId, teacher, targetClass, classPlanId } = command.data;
        requireTeacher(teacher);
        const schoolClass = requirePlannableClass(teacher, targetClass, classPlanId);
        if (state.plan !== null) throw new DomainError('skill_plans.plan_exists', 409);
        const { name, units } = unitsOf(command.data, new Set());
        return [
          {
            type: 'SkillPlanCreated',
            data: { planId, classId: schoolClass.classId, schoolId: schoolClass.schoolId, name, units, createdBy: teacher.userId, copiedFromPlanId: null },
          },
        ];
      }
      case 'ReviseSkillPlan': {
        const { teacher, classTeacherUserId } = command.data;
        const plan = requireOwnPlan(state, teacher, classTeacherUserId);
        const revised = unitsOf(command.data, new Set(plan.units.map((unit) => unit.unitId)));
        if (sameContent(revised, plan)) return [];
        return [{ type: 'SkillPlanRevised', data: { planId: plan.planId, classId: plan.classId, schoolId: plan.schoolId, ...revised, revisedBy: teacher.userId } }];
      }
      case 'ShareSkillPlan': {
        const { teacher, classTeacherUserId } = command.data;
        const plan = requireOwnPlan(state, teacher, classTeacherUserId);
        if (plan.shared) return [];
        return [{ type: 'SkillPlanShared', data: { planId: plan.planId, classId: plan.classId, schoolId: plan.schoolId, sharedBy: teacher.userId } }];
      }
      case 'DeleteSkillPlan': {
        const { teacher, classTeacherUserId } = command.data;
        const plan = requireOwnPlan(state, teacher, classTeacherUserId);
        return [{ type: 'SkillPlanDeleted', data: { planId: plan.planId, classId: plan.classId, schoolId: plan.schoolId, deletedBy: teacher.userId } }];
      }
      case 'CopySkillPlan': {
        const { planId, teacher, targetClass, classPlanId, source, newUnitIds } = command.data;
        requireTeacher(teacher);
        if (source === null) throw new DomainError('skill_plans.unknown_plan', 404);
        // Another school's plan, or a colleague's plan she has not shared, is not hers to copy.
        if (source.schoolId !== teacher.schoolId) throw new DomainError('skill_plans.plan_not_yours', 403);
        if (!source.shared && source.classTeacherUserId !== teacher.userId) throw new DomainError('skill_plans.plan_not_shared', 403);
        const schoolClass = requirePlannableClass(teacher, targetClass, classPlanId);
        if (state.plan !== null) throw new DomainError('skill_plans.plan_exists', 409);
        const units = source.units.map((unit, index) => {
          const unitId = newUnitIds[index];
          if (unitId === undefined) throw new Error('skill plans: fewer new unit ids than units to copy');
          return { ...unit, unitId };
        });
        return [
          {
            type: 'SkillPlanCreated',
            data: { planId, classId: schoolClass.classId, schoolId: schoolClass.schoolId, name: source.name, units, createdBy: teacher.userId, copiedFromPlanId: source.planId },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
