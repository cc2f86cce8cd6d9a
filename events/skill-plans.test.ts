import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import {
  mayBrowseSharedPlans,
  mayViewClassPlans,
  mayViewSkillPlan,
  skillPlans,
  type DraftUnit,
  type SkillPlanClass,
  type SkillPlanCommand,
  type SkillPlanEvent,
  type SkillPlanSource,
  type SkillPlanUnit,
} from './skill-plans';

const spec = deciderSpecification(skillPlans);
const rivera = { userId: 'u_rivera', role: 'teacher', schoolId: 'school_maple' };
const okafor = { userId: 'u_okafor', role: 'teacher', schoolId: 'school_maple' };
const birch = { userId: 'u_birch', role: 'teacher', schoolId: 'school_cedar' };
const lee = { userId: 'u_lee', role: 'school_administrator', schoolId: 'school_maple' };
const room12: SkillPlanClass = { classId: 'class_room12', schoolId: 'school_maple', districtId: 'district_river', teacherUserId: 'u_rivera' };
const room3: SkillPlanClass = { classId: 'class_room3', schoolId: 'school_maple', districtId: 'district_river', teacherUserId: 'u_okafor' };
const known = new Set(['ABC1', 'ABC2', 'ABC3']);

const draftUnit = (overrides: Partial<DraftUnit> = {}): DraftUnit => ({ unitId: null, name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'], ...overrides });
const unit = (overrides: Partial<SkillPlanUnit> = {}): SkillPlanUnit => ({ unitId: 'n1', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'], ...overrides });

type CreateData = Extract<SkillPlanCommand, { type: 'CreateSkillPlan' }>['data'];
const create = (overrides: Partial<CreateData> = {}): SkillPlanCommand => ({
  type: 'CreateSkillPlan',
  data: { planId: 'p1', teacher: rivera, targetClass: room12, classPlanId: null, draft: { name: 'Term plan', units: [draftUnit()] }, newUnitIds: ['n1', 'n2', 'n3'], knownPermacodes: known, ...overrides },
});
const withUnits = (...units: DraftUnit[]) => create({ draft: { name: 'Term plan', units } });
const created = (overrides: Partial<Extract<SkillPlanEvent, { type: 'SkillPlanCreated' }>['data']> = {}): SkillPlanEvent => ({
  type: 'SkillPlanCreated',
  data: { planId: 'p1', classId: 'class_room12', schoolId: 'school_maple', name: 'Term plan', units: [unit()], createdBy: 'u_rivera', copiedFromPlanId: null, ...overrides },
});
const shared: SkillPlanEvent = { type: 'SkillPlanShared', data: { planId: 'p1', classId: 'class_room12', schoolId: 'school_maple', sharedBy: 'u_rivera' } };
const deleted: SkillPlanEvent = { type: 'SkillPlanDeleted', data: { planId: 'p1', classId: 'class_room12', schoolId: 'school_maple', deletedBy: 'u_rivera' } };
const revise = (units: DraftUnit[], name = 'Term plan', teacher = rivera, classTeacherUserId: string | null = 'u_rivera'): SkillPlanCommand => ({
  type: 'ReviseSkillPlan',
  data: { teacher, classTeacherUserId, draft: { name, units }, newUnitIds: ['n7', 'n8'], knownPermacodes: known },
});
const source = (overrides: Partial<SkillPlanSource> = {}): SkillPlanSource => ({
  planId: 'p9', schoolId: 'school_maple', shared: true, classTeacherUserId: 'u_okafor', name: 'Grade 5 term', units: [unit({ unitId: 'old1' })], ...overrides,
});
type CopyData = Extract<SkillPlanCommand, { type: 'CopySkillPlan' }>['data'];
const copy = (overrides: Partial<CopyData> = {}): SkillPlanCommand => ({
  type: 'CopySkillPlan',
  data: { planId: 'p2', teacher: rivera, targetClass: room12, classPlanId: null, source: source(), newUnitIds: ['c1'], ...overrides },
});

describe('creating a skill plan', () => {
  it('records the plan with trimmed names, skills without repeats and new unit ids', () => {
    spec.given([]).when(withUnits(draftUnit({ name: '  Fractions ', permacodes: ['ABC1', 'ABC1'] }), draftUnit({ name: 'Decimals', startsOn: '2026-11-16', endsOn: '2026-11-27', permacodes: ['ABC2'] }))).then([
      created({ units: [unit(), unit({ unitId: 'n2', name: 'Decimals', startsOn: '2026-11-16', endsOn: '2026-11-27', permacodes: ['ABC2'] })] }),
    ]);
  });
  it('is for teachers only (403)', () => spec.given([]).when(create({ teacher: lee })).thenThrows('skill_plans.not_a_teacher', 403));
  it('needs a class that exists (404)', () => spec.given([]).when(create({ targetClass: null })).thenThrows('skill_plans.unknown_class', 404));
  it('is for one of her own classes (403)', () => spec.given([]).when(create({ targetClass: room3 })).thenThrows('skill_plans.class_not_yours', 403));
  it('refuses a class that already has a plan (409): one plan per class', () => spec.given([]).when(create({ classPlanId: 'p0' })).thenThrows('skill_plans.class_has_plan', 409));
  it('refuses a plan id already used (409)', () => spec.given([created()]).when(create()).thenThrows('skill_plans.plan_exists', 409));
  it('needs a name of 1–100 characters', () => {
    spec.given([]).when(create({ draft: { name: '   ', units: [draftUnit()] } })).thenThrows('skill_plans.invalid_name', 400);
    spec.given([]).when(create({ draft: { name: 'x'.repeat(101), units: [draftUnit()] } })).thenThrows('skill_plans.invalid_name', 400);
  });
  it('needs at least one unit and at most 30', () => {
    spec.given([]).when(withUnits()).thenThrows('skill_plans.no_units', 400);
    const many = Array.from({ length: 31 }, (_, index) => draftUnit({ startsOn: `2026-01-${String(index + 1).padStart(2, '0')}`, endsOn: `2026-01-${String(index + 1).padStart(2, '0')}` }));
    spec.given([]).when(withUnits(...many)).thenThrows('skill_plans.too_many_units', 400);
  });
  it('needs unit names of 1–100 characters', () => {
    spec.given([]).when(withUnits(draftUnit({ name: ' ' }))).thenThrows('skill_plans.invalid_unit_name', 400);
    spec.given([]).when(withUnits(draftUnit({ name: 'x'.repeat(101) }))).thenThrows('skill_plans.invalid_unit_name', 400);
  });
  it('needs real calendar days', () => spec.given([]).when(withUnits(draftUnit({ endsOn: '2026-02-30' }))).thenThrows('skill_plans.invalid_date', 400));
  it('refuses a unit that ends before it starts', () => spec.given([]).when(withUnits(draftUnit({ startsOn: '2026-11-13', endsOn: '2026-11-12' }))).thenThrows('skill_plans.unit_ends_before_start', 400));
  it('refuses a unit longer than a school year', () => spec.given([]).when(withUnits(draftUnit({ startsOn: '2026-01-01', endsOn: '2027-01-02' }))).thenThrows('skill_plans.unit_too_long', 400));
  it('accepts a one-day unit', () => spec.given([]).when(withUnits(draftUnit({ startsOn: '2026-11-02', endsOn: '2026-11-02' }))).then([created({ units: [unit({ endsOn: '2026-11-02' })] })]));
  it('needs 1–60 skills in each unit', () => {
    spec.given([]).when(withUnits(draftUnit({ permacodes: [] }))).thenThrows('skill_plans.no_skills', 400);
    const many = Array.from({ length: 61 }, (_, index) => `S${index}`);
    spec.given([]).when(create({ draft: { name: 'Term plan', units: [draftUnit({ permacodes: many })] }, knownPermacodes: new Set(many) })).thenThrows('skill_plans.too_many_skills', 400);
  });
  it('needs skills of the catalogue', () => spec.given([]).when(withUnits(draftUnit({ permacodes: ['ABC1', 'NOPE1'] }))).thenThrows('skill_plans.unknown_skill', 400));
  it('refuses units whose days overlap, even by one day', () => {
    spec.given([]).when(withUnits(draftUnit(), draftUnit({ name: 'Decimals', startsOn: '2026-11-13', endsOn: '2026-11-20' }))).thenThrows('skill_plans.units_overlap', 400);
  });
  it('keeps the teacher’s order of units, whatever their dates', () => {
    spec.given([]).when(withUnits(draftUnit({ startsOn: '2026-12-01', endsOn: '2026-12-05' }), draftUnit({ name: 'Earlier' }))).then([
      created({ units: [unit({ startsOn: '2026-12-01', endsOn: '2026-12-05' }), unit({ unitId: 'n2', name: 'Earlier' })] }),
    ]);
  });
});

describe('revising a skill plan', () => {
  it('records the whole plan, keeping the ids of kept units and giving new ones theirs', () => {
    spec.given([created()]).when(revise([draftUnit({ name: 'Intro', startsOn: '2026-10-26', endsOn: '2026-10-30' }), draftUnit({ unitId: 'n1', permacodes: ['ABC2', 'ABC3'] })], 'Year plan')).then([
      {
        type: 'SkillPlanRevised',
        data: {
          planId: 'p1', classId: 'class_room12', schoolId: 'school_maple', name: 'Year plan', revisedBy: 'u_rivera',
          units: [unit({ unitId: 'n7', name: 'Intro', startsOn: '2026-10-26', endsOn: '2026-10-30' }), unit({ permacodes: ['ABC2', 'ABC3'] })],
        },
      },
    ]);
  });
  it('records nothing when nothing changed', () => spec.given([created()]).when(revise([draftUnit({ unitId: 'n1' })])).then([]));
  it('is for teachers only (403)', () => spec.given([created()]).when(revise([draftUnit()], 'Term plan', lee)).thenThrows('skill_plans.not_a_teacher', 403));
  it('needs a plan that exists and is not deleted (404)', () => {
    spec.given([]).when(revise([draftUnit()])).thenThrows('skill_plans.unknown_plan', 404);
    spec.given([created(), deleted]).when(revise([draftUnit()])).thenThrows('skill_plans.unknown_plan', 404);
  });
  it('is for the class’s teacher only (403)', () => spec.given([created()]).when(revise([draftUnit()], 'Term plan', okafor, 'u_rivera')).thenThrows('skill_plans.plan_not_yours', 403));
  it('refuses a unit id the plan does not have', () => spec.given([created()]).when(revise([draftUnit({ unitId: 'elsewhere' })])).thenThrows('skill_plans.unknown_unit', 400));
  it('refuses the same unit twice', () => {
    spec.given([created()]).when(revise([draftUnit({ unitId: 'n1' }), draftUnit({ unitId: 'n1', startsOn: '2026-12-01', endsOn: '2026-12-02' })])).thenThrows('skill_plans.duplicate_unit', 400);
  });
  it('checks the revised units as a new plan’s', () => spec.given([created()]).when(revise([draftUnit(), draftUnit()])).thenThrows('skill_plans.units_overlap', 400));
});

describe('sharing and deleting a skill plan', () => {
  const share = (teacher = rivera, classTeacherUserId: string | null = 'u_rivera'): SkillPlanCommand => ({ type: 'ShareSkillPlan', data: { teacher, classTeacherUserId } });
  const remove = (teacher = rivera, classTeacherUserId: string | null = 'u_rivera'): SkillPlanCommand => ({ type: 'DeleteSkillPlan', data: { teacher, classTeacherUserId } });
  it('shares it with the school once', () => {
    spec.given([created()]).when(share()).then([shared]);
    spec.given([created(), shared]).when(share()).then([]);
  });
  it('is shared and deleted by the class’s teacher only (403)', () => {
    spec.given([created()]).when(share(okafor)).thenThrows('skill_plans.plan_not_yours', 403);
    spec.given([created()]).when(remove(okafor)).thenThrows('skill_plans.plan_not_yours', 403);
  });
  it('deletes it; a deleted plan is gone (404)', () => {
    spec.given([created()]).when(remove()).then([deleted]);
    spec.given([created(), deleted]).when(remove()).thenThrows('skill_plans.unknown_plan', 404);
    spec.given([created(), deleted]).when(share()).thenThrows('skill_plans.unknown_plan', 404);
  });
});

describe('copying a shared plan', () => {
  it('makes a new plan for her class with new unit ids, naming the source', () => {
    spec.given([]).when(copy()).then([created({ planId: 'p2', name: 'Grade 5 term', units: [unit({ unitId: 'c1' })], copiedFromPlanId: 'p9' })]);
  });
  it('copies her own plan even unshared', () => {
    spec.given([]).when(copy({ source: source({ shared: false, classTeacherUserId: 'u_rivera' }) })).then([
      created({ planId: 'p2', name: 'Grade 5 term', units: [unit({ unitId: 'c1' })], copiedFromPlanId: 'p9' }),
    ]);
  });
  it('needs a source plan that exists (404)', () => spec.given([]).when(copy({ source: null })).thenThrows('skill_plans.unknown_plan', 404));
  it('refuses another school’s plan (403)', () => spec.given([]).when(copy({ teacher: birch })).thenThrows('skill_plans.plan_not_yours', 403));
  it('refuses a colleague’s plan that is not shared (403)', () => spec.given([]).when(copy({ source: source({ shared: false }) })).thenThrows('skill_plans.plan_not_shared', 403));
  it('is for teachers only (403)', () => spec.given([]).when(copy({ teacher: lee })).thenThrows('skill_plans.not_a_teacher', 403));
  it('needs her own class without a plan', () => {
    spec.given([]).when(copy({ targetClass: null })).thenThrows('skill_plans.unknown_class', 404);
    spec.given([]).when(copy({ targetClass: room3 })).thenThrows('skill_plans.class_not_yours', 403);
    spec.given([]).when(copy({ classPlanId: 'p1' })).thenThrows('skill_plans.class_has_plan', 409);
  });
});

describe('who sees plans', () => {
  const viewer = (user: { userId: string; role: string; schoolId: string | null }, districtId: string | null = 'district_river') => ({ ...user, districtId });
  it('a class’s plans: its teacher, its school’s administrator, its district’s administrator', () => {
    expect(mayViewClassPlans(viewer(rivera), room12)).toBe(true);
    expect(mayViewClassPlans(viewer(okafor), room12)).toBe(false);
    expect(mayViewClassPlans(viewer(lee), room12)).toBe(true);
    expect(mayViewClassPlans(viewer({ ...lee, schoolId: 'school_cedar' }), room12)).toBe(false);
    expect(mayViewClassPlans(viewer({ userId: 'u_chen', role: 'district_administrator', schoolId: null }), room12)).toBe(true);
    expect(mayViewClassPlans(viewer({ userId: 'u_chen', role: 'district_administrator', schoolId: null }, 'district_other'), room12)).toBe(false);
    expect(mayViewClassPlans(viewer({ userId: 'u_ava', role: 'student', schoolId: 'school_maple' }), room12)).toBe(false);
  });
  it('one plan: also the school’s teachers once it is shared', () => {
    expect(mayViewSkillPlan(viewer(okafor), { schoolId: 'school_maple', shared: false }, room12)).toBe(false);
    expect(mayViewSkillPlan(viewer(okafor), { schoolId: 'school_maple', shared: true }, room12)).toBe(true);
    expect(mayViewSkillPlan(viewer(birch), { schoolId: 'school_maple', shared: true }, room12)).toBe(false);
  });
  it('shared plans are browsed by teachers and school administrators', () => {
    expect(['teacher', 'school_administrator', 'district_administrator', 'student'].map(mayBrowseSharedPlans)).toEqual([true, true, false, false]);
  });
});
