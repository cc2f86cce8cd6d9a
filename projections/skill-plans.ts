import type { LogDatabase } from '../events/log/log-database';
import { unitOn, type SkillPlanClass, type SkillPlanEvent, type SkillPlanUnit } from '../events/skill-plans';
import type { Projection } from './projection';

// Skill plans that are not deleted, and their units in the teacher's order (docs/skill-plans.md).
// Inline: a plan's creation answers the class's "one plan" fact of the next command, and the
// editor reads its own save at once.

export const skillPlansProjection: Projection<SkillPlanEvent> = {
  name: 'skill-plans',
  version: 1,
  mode: 'inline',
  tables: ['skill_plans', 'skill_plan_units'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS skill_plans (
        plan_id TEXT PRIMARY KEY,
        class_id TEXT NOT NULL UNIQUE,
        school_id TEXT NOT NULL,
        name TEXT NOT NULL,
        shared INTEGER NOT NULL,
        copied_from_plan_id TEXT,
        created_by TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS skill_plans_school ON skill_plans (school_id);
      CREATE TABLE IF NOT EXISTS skill_plan_units (
        plan_id TEXT NOT NULL,
        ordinal INTEGER NOT NULL,
        unit_id TEXT NOT NULL,
        name TEXT NOT NULL,
        starts_on TEXT NOT NULL,
        ends_on TEXT NOT NULL,
        permacodes TEXT NOT NULL,
        PRIMARY KEY (plan_id, ordinal)
      );
    `);
  },
  handlers(db) {
    const insertPlan = db.prepare(
      `INSERT INTO skill_plans (plan_id, class_id, school_id, name, shared, copied_from_plan_id, created_by, position)
       VALUES (@planId, @classId, @schoolId, @name, 0, @copiedFromPlanId, @createdBy, @position)`,
    );
    const rename = db.prepare('UPDATE skill_plans SET name = ? WHERE plan_id = ?');
    const share = db.prepare('UPDATE skill_plans SET shared = 1 WHERE plan_id = ?');
    const deletePlan = db.prepare('DELETE FROM skill_plans WHERE plan_id = ?');
    const deleteUnits = db.prepare('DELETE FROM skill_plan_units WHERE plan_id = ?');
    const insertUnit = db.prepare(
      `INSERT INTO skill_plan_units (plan_id, ordinal, unit_id, name, starts_on, ends_on, permacodes)
       VALUES (@planId, @ordinal, @unitId, @name, @startsOn, @endsOn, @permacodes)`,
    );
    const writeUnits = (planId: string, units: readonly SkillPlanUnit[]) => {
      deleteUnits.run(planId);
      units.forEach((unit, ordinal) => insertUnit.run({ planId, ordinal, ...unit, permacodes: JSON.stringify(unit.permacodes) }));
    };
    return {
      SkillPlanCreated: (data, metadata) => {
        insertPlan.run({
          planId: data.planId,
          classId: data.classId,
          schoolId: data.schoolId,
          name: data.name,
          copiedFromPlanId: data.copiedFromPlanId,
          createdBy: data.createdBy,
          position: metadata.position,
        });
        writeUnits(data.planId, data.units);
      },
      SkillPlanRevised: (data) => {
        rename.run(data.name, data.planId);
        writeUnits(data.planId, data.units);
      },
      SkillPlanShared: (data) => share.run(data.planId),
      SkillPlanDeleted: (data) => {
        deletePlan.run(data.planId);
        deleteUnits.run(data.planId);
      },
    };
  },
};

/** A plan as the read model holds it (`planOfClass` answers the first four fields). */
export interface SkillPlanRow {
  planId: string;
  name: string;
  units: SkillPlanUnit[];
  classId: string;
  schoolId: string;
  shared: boolean;
  copiedFromPlanId: string | null;
}

/** The unit of a class's plan on a day. */
export interface CurrentSkillPlanUnit extends SkillPlanUnit {
  planId: string;
  planName: string;
}

export function skillPlansQueries(db: LogDatabase) {
  const planColumns = 'plan_id AS planId, name, class_id AS classId, school_id AS schoolId, shared, copied_from_plan_id AS copiedFromPlanId';
  const byId = db.prepare(`SELECT ${planColumns} FROM skill_plans WHERE plan_id = ?`);
  const byClass = db.prepare(`SELECT ${planColumns} FROM skill_plans WHERE class_id = ?`);
  const ofSchool = db.prepare(`SELECT ${planColumns} FROM skill_plans WHERE school_id = ? ORDER BY position`);
  const sharedOfSchool = db.prepare(`SELECT ${planColumns} FROM skill_plans WHERE school_id = ? AND shared = 1 ORDER BY position`);
  const unitsOf = db.prepare(
    'SELECT unit_id AS unitId, name, starts_on AS startsOn, ends_on AS endsOn, permacodes FROM skill_plan_units WHERE plan_id = ? ORDER BY ordinal',
  );
  // The directory's classes (projections/school-directory.ts owns the tables): whose class a plan is for.
  const classById = db.prepare(
    `SELECT c.class_id AS classId, c.school_id AS schoolId, s.district_id AS districtId, c.teacher_user_id AS teacherUserId
     FROM directory_classes c LEFT JOIN directory_schools s ON s.school_id = c.school_id WHERE c.class_id = ?`,
  );

  type Row = Omit<SkillPlanRow, 'units' | 'shared'> & { shared: number };
  const withUnits = (row: Row | undefined): SkillPlanRow | null =>
    row === undefined
      ? null
      : {
          ...row,
          shared: row.shared === 1,
          units: (unitsOf.all(row.planId) as (Omit<SkillPlanUnit, 'permacodes'> & { permacodes: string })[]).map((unit) => ({
            ...unit,
            permacodes: JSON.parse(unit.permacodes) as string[],
          })),
        };

  const planOfClassRow = (classId: string) => withUnits(byClass.get(classId) as Row | undefined);

  return {
    /** A plan that is not deleted, with its class and school, or null. */
    planById: (planId: string) => withUnits(byId.get(planId) as Row | undefined),

    /** The class's plan (a class has at most one), or null: what the reports' "view by skill plan" groups by. */
    planOfClass(classId: string): { planId: string; name: string; units: SkillPlanUnit[] } | null {
      const plan = planOfClassRow(classId);
      return plan === null ? null : { planId: plan.planId, name: plan.name, units: plan.units };
    },

    /** The full row of the class's plan (class, school, shared), or null. */
    planRowOfClass: planOfClassRow,

    /** The unit of the class's plan whose days include `today` (`YYYY-MM-DD`), or null. */
    currentUnit(classId: string, today: string): CurrentSkillPlanUnit | null {
      const plan = planOfClassRow(classId);
      const unit = plan === null ? null : unitOn(plan.units, today);
      return plan === null || unit === null ? null : { ...unit, planId: plan.planId, planName: plan.name };
    },

    /** Every plan of the school's classes, shared or not, oldest first (reports; an administrator's view). */
    plansOfSchool: (schoolId: string) => (ofSchool.all(schoolId) as Row[]).map((row) => withUnits(row)!),

    /** The plans the school's teachers have shared, oldest first. */
    sharedPlansOfSchool: (schoolId: string) => (sharedOfSchool.all(schoolId) as Row[]).map((row) => withUnits(row)!),

    /** A class of the directory, with its school's district and its teacher; null when there is none. */
    classOf: (classId: string) => (classById.get(classId) as SkillPlanClass | undefined) ?? null,
  };
}
