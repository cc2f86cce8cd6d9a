import { describe, expect, it } from 'vitest';
import type { SchoolDirectoryEvent } from '../events/school-directory';
import type { SkillPlanEvent, SkillPlanUnit } from '../events/skill-plans';
import { projectionSpecification } from './projection-specification';
import { schoolDirectoryProjection } from './school-directory';
import { skillPlansProjection, skillPlansQueries } from './skill-plans';

const spec = projectionSpecification(skillPlansProjection, skillPlansQueries, { dependsOn: [schoolDirectoryProjection] });
const unit = (unitId: string, startsOn: string, endsOn: string, permacodes = ['ABC1']): SkillPlanUnit => ({ unitId, name: `Unit ${unitId}`, startsOn, endsOn, permacodes });
const units = [unit('u1', '2026-11-02', '2026-11-13'), unit('u2', '2026-11-16', '2026-11-27', ['ABC2', 'ABC3'])];
const created = (planId: string, classId: string, overrides: Partial<Extract<SkillPlanEvent, { type: 'SkillPlanCreated' }>['data']> = {}): SkillPlanEvent => ({
  type: 'SkillPlanCreated',
  data: { planId, classId, schoolId: 'school_maple', name: `Plan ${planId}`, units, createdBy: 'u_rivera', copiedFromPlanId: null, ...overrides },
});
const shared = (planId: string, classId: string): SkillPlanEvent => ({ type: 'SkillPlanShared', data: { planId, classId, schoolId: 'school_maple', sharedBy: 'u_rivera' } });
const deleted = (planId: string, classId: string): SkillPlanEvent => ({ type: 'SkillPlanDeleted', data: { planId, classId, schoolId: 'school_maple', deletedBy: 'u_rivera' } });
const classCreated: SchoolDirectoryEvent[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple' } },
  { type: 'ClassCreated', data: { classId: 'class_room12', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } },
];

describe('a class’s plan', () => {
  it('is null without one, and its name and units in order with one', () => {
    spec.given([]).then((q) => expect(q.planOfClass('class_room12')).toBeNull());
    spec.given([created('p1', 'class_room12')]).then((q) => expect(q.planOfClass('class_room12')).toEqual({ planId: 'p1', name: 'Plan p1', units }));
  });
  it('follows a revision (name, units, order) and is gone once deleted', () => {
    const revised: SkillPlanEvent = { type: 'SkillPlanRevised', data: { planId: 'p1', classId: 'class_room12', schoolId: 'school_maple', name: 'Renamed', units: [units[1]!, units[0]!], revisedBy: 'u_rivera' } };
    spec.given([created('p1', 'class_room12'), revised]).then((q) => expect(q.planOfClass('class_room12')).toEqual({ planId: 'p1', name: 'Renamed', units: [units[1], units[0]] }));
    spec.given([created('p1', 'class_room12'), deleted('p1', 'class_room12')]).then((q) => {
      expect(q.planOfClass('class_room12')).toBeNull();
      expect(q.planById('p1')).toBeNull();
    });
  });
});

describe('the current unit of a class', () => {
  it('is the unit whose days include today, first and last day included; null between units and without a plan', () => {
    spec.given([created('p1', 'class_room12')]).then((q) => {
      expect(q.currentUnit('class_room12', '2026-11-02')).toEqual({ ...units[0], planId: 'p1', planName: 'Plan p1' });
      expect(q.currentUnit('class_room12', '2026-11-13')?.unitId).toBe('u1');
      expect(q.currentUnit('class_room12', '2026-11-16')?.unitId).toBe('u2');
      expect(q.currentUnit('class_room12', '2026-11-14')).toBeNull();
      expect(q.currentUnit('class_other', '2026-11-16')).toBeNull();
    });
  });
});

describe('a school’s plans', () => {
  it('lists every plan of the school, and only shared ones as shared', () => {
    spec.given([created('p1', 'class_room12'), created('p2', 'class_room3'), shared('p2', 'class_room3'), created('p3', 'class_cedar', { schoolId: 'school_cedar' })]).then((q) => {
      expect(q.plansOfSchool('school_maple').map((plan) => [plan.planId, plan.shared])).toEqual([['p1', false], ['p2', true]]);
      expect(q.sharedPlansOfSchool('school_maple').map((plan) => plan.planId)).toEqual(['p2']);
      expect(q.sharedPlansOfSchool('school_cedar')).toEqual([]);
    });
  });
  it('keeps a copy’s source', () => {
    spec.given([created('p2', 'class_room3', { copiedFromPlanId: 'p1' })]).then((q) => expect(q.planById('p2')?.copiedFromPlanId).toBe('p1'));
  });
});

describe('a class of the directory', () => {
  it('has its school, district and teacher', () => {
    spec.given(classCreated).then((q) =>
      expect(q.classOf('class_room12')).toEqual({ classId: 'class_room12', schoolId: 'school_maple', districtId: 'district_river', teacherUserId: 'u_rivera' }),
    );
  });
});
