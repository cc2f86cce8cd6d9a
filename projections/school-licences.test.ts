import { describe, expect, it } from 'vitest';
import type { SchoolLicenceEvent } from '../events/school-licences';
import type { TeacherSetupEvent } from '../events/teacher-setup';
import type { SchoolDirectoryEvent } from '../events/school-directory';
import { projectionSpecification } from './projection-specification';
import { schoolDirectoryProjection } from './school-directory';
import { schoolLicencesProjection, schoolLicencesQueries } from './school-licences';

const spec = projectionSpecification(schoolLicencesProjection, schoolLicencesQueries, { dependsOn: [schoolDirectoryProjection] });
const school = (schoolId: string, name: string): SchoolDirectoryEvent => ({ type: 'SchoolRegistered', data: { schoolId, districtId: null, name } });
const licensed = (schoolId: string, subjects: [string, boolean][], source: 'purchase' | 'administrator' | 'new_product', addedSubjects: string[]): SchoolLicenceEvent =>
  ({ type: 'SchoolSubjectsLicensed', data: { schoolId, subjects: subjects.map(([subjectName, trialOnly]) => ({ subjectName, trialOnly })), addedSubjects, source, changedByUserId: null } }) as SchoolLicenceEvent;

describe('school licences read model', () => {
  it('a subject keeps the source that added it; a later change’s new subject takes that change’s', () => {
    spec.given([licensed('school_maple', [['math', false], ['spa', true]], 'purchase', ['math']), licensed('school_maple', [['math', false], ['sci', false], ['spa', false]], 'administrator', ['sci', 'spa'])]).then((q) => {
      expect(q.licenceOf('school_maple')).toEqual({
        schoolId: 'school_maple',
        active: true,
        schoolYear: null,
        subjects: [
          { subjectName: 'math', trialOnly: false, source: 'purchase' },
          { subjectName: 'sci', trialOnly: false, source: 'administrator' },
          { subjectName: 'spa', trialOnly: false, source: 'administrator' },
        ],
      });
    });
  });

  it('the school list: active schools by name; an ended licence leaves it; subjects of the listed schools trial-only only when trial-only at all', () => {
    spec.given([
      school('school_maple', 'Maple'),
      school('school_cedar', 'Cedar'),
      school('school_oak', 'Oak'),
      licensed('school_maple', [['math', false], ['spa', true]], 'purchase', ['math']),
      licensed('school_cedar', [['ela', false], ['spa', false]], 'purchase', ['ela', 'spa']),
      licensed('school_oak', [['ss', false]], 'purchase', ['ss']),
      { type: 'SchoolLicenceEnded', data: { schoolId: 'school_oak', changedByUserId: null } },
    ]).then((q) => {
      expect(q.activeSchools()).toEqual([
        { customerId: 'school_cedar', customerName: 'Cedar' },
        { customerId: 'school_maple', customerName: 'Maple' },
      ]);
      expect(q.subjectsOfActiveSchools()).toEqual([
        { subjectName: 'math', trialOnly: false },
        { subjectName: 'ela', trialOnly: false },
        { subjectName: 'spa', trialOnly: false },
      ]);
      expect(q.licenceOf('school_oak')?.active).toBe(false);
      expect(q.licenceOf('school_nowhere')).toBeNull();
    });
  });

  it('a school year, a trial, and a pending activation key cleared by the teacher’s next choice', () => {
    const key: SchoolLicenceEvent = { type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_kim', activationKeyId: 'k1', addedSubjects: ['spa'], schoolAdded: false } };
    const chose: TeacherSetupEvent = { type: 'TeacherSubjectsSelected', data: { teacherUserId: 'u_kim', schoolId: 'school_maple', subjects: ['spa'], offeredSubjects: ['math', 'spa'], schoolYear: '2026-2027' } };
    const history = [
      licensed('school_maple', [['math', false], ['spa', true]], 'purchase', ['math']),
      { type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2026-2027' } } as SchoolLicenceEvent,
      { type: 'TeacherTrialStarted', data: { teacherUserId: 'u_kim', schoolId: null, durationDays: 14, startedAt: '2026-11-02T08:00:00.000Z' } } as SchoolLicenceEvent,
      key,
    ];
    spec.given(history).then((q) => {
      expect(q.licenceOf('school_maple')).toMatchObject({ schoolYear: '2026-2027', subjects: [{ subjectName: 'math', trialOnly: false }, { subjectName: 'spa', trialOnly: false, source: 'activation_key' }] });
      expect(q.trialOf('u_kim')).toEqual({ durationDays: 14, startedAt: new Date('2026-11-02T08:00:00.000Z') });
      expect(q.pendingActivationKeyOf('u_kim')).toEqual({ schoolId: 'school_maple', addedSubjects: ['spa'], schoolAdded: false });
    });
    spec.given([...history, chose]).then((q) => expect(q.pendingActivationKeyOf('u_kim')).toBeNull());
  });

  it('a key that adds a school licenses only its subjects', () => {
    spec.given([
      licensed('school_oak', [['ss', false]], 'purchase', ['ss']),
      { type: 'SchoolLicenceEnded', data: { schoolId: 'school_oak', changedByUserId: null } },
      { type: 'ActivationKeyRedeemed', data: { schoolId: 'school_oak', teacherUserId: 'u_kim', activationKeyId: 'k2', addedSubjects: ['math'], schoolAdded: true } },
    ]).then((q) => expect(q.licenceOf('school_oak')).toMatchObject({ active: true, subjects: [{ subjectName: 'math', trialOnly: false, source: 'activation_key' }] }));
  });
});
