import { describe, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { schoolLicences, type LicenceActor, type SchoolLicenceEvent } from './school-licences';

const spec = deciderSpecification(schoolLicences);
const maple = { schoolId: 'school_maple', districtId: 'district_riverside' };
const billing: LicenceActor = { userId: null, role: 'system', schoolId: null, districtId: null };
const adminLee: LicenceActor = { userId: 'u_admin_lee', role: 'school_administrator', schoolId: 'school_maple', districtId: 'district_riverside' };
const chen: LicenceActor = { userId: 'u_district_chen', role: 'district_administrator', schoolId: null, districtId: 'district_riverside' };
const otherAdmin: LicenceActor = { ...adminLee, userId: 'u_other', schoolId: 'school_cedar' };
const rivera: LicenceActor = { userId: 'u_ms_rivera', role: 'teacher', schoolId: 'school_maple', districtId: 'district_riverside' };
const full = (...names: ('math' | 'ela' | 'sci' | 'ss' | 'spa')[]) => names.map((subjectName) => ({ subjectName, trialOnly: false }));
const licensed = (subjects: { subjectName: 'math' | 'ela' | 'sci' | 'ss' | 'spa'; trialOnly: boolean }[], addedSubjects = subjects.filter((s) => !s.trialOnly).map((s) => s.subjectName)): SchoolLicenceEvent => ({
  type: 'SchoolSubjectsLicensed',
  data: { schoolId: 'school_maple', subjects, addedSubjects, source: 'purchase', changedByUserId: null },
});

describe('school licences', () => {
  it('a first licence adds every fully licensed subject (trial-only ones are not new)', () => {
    spec.given([]).when({ type: 'LicenseSchoolSubjects', data: { school: maple, subjects: [...full('math'), { subjectName: 'spa', trialOnly: true }], source: 'purchase', by: billing } }).then([
      { type: 'SchoolSubjectsLicensed', data: { schoolId: 'school_maple', subjects: [...full('math'), { subjectName: 'spa', trialOnly: true }], addedSubjects: ['math'], source: 'purchase', changedByUserId: null } },
    ]);
  });

  it('the school administrator adds a subject: only it is new; a trial-only subject made full is new too', () => {
    spec.given([licensed([...full('math'), { subjectName: 'spa', trialOnly: true }])]).when({
      type: 'LicenseSchoolSubjects',
      data: { school: maple, subjects: full('math', 'sci', 'spa'), source: 'administrator', by: adminLee },
    }).then([{ type: 'SchoolSubjectsLicensed', data: { schoolId: 'school_maple', subjects: full('math', 'sci', 'spa'), addedSubjects: ['sci', 'spa'], source: 'administrator', changedByUserId: 'u_admin_lee' } }]);
  });

  it('the district administrator may change it; the same licence again changes nothing', () => {
    spec.given([licensed(full('math'))]).when({ type: 'LicenseSchoolSubjects', data: { school: maple, subjects: full('math'), source: 'administrator', by: chen } }).then([]);
  });

  it.each([
    ['an administrator of another school', otherAdmin],
    ['a teacher', rivera],
    ['a district administrator of another district', { ...chen, districtId: 'district_other' }],
  ])('%s may not change it (403)', (_, by) => {
    spec.given([]).when({ type: 'LicenseSchoolSubjects', data: { school: maple, subjects: full('math'), source: 'administrator', by } }).thenThrows('school_licence.not_allowed', 403);
  });

  it('a licence needs subjects, each once', () => {
    spec.given([]).when({ type: 'LicenseSchoolSubjects', data: { school: maple, subjects: [], source: 'purchase', by: billing } }).thenThrows('school_licence.no_subjects', 400);
    spec.given([]).when({ type: 'LicenseSchoolSubjects', data: { school: maple, subjects: full('math', 'math'), source: 'purchase', by: billing } }).thenThrows('school_licence.duplicate_subject', 400);
  });

  it('a licence ends once; an ended licence licensed again is active with every subject new', () => {
    spec.given([licensed(full('math'))]).when({ type: 'EndSchoolLicence', data: { school: maple, by: adminLee } }).then([
      { type: 'SchoolLicenceEnded', data: { schoolId: 'school_maple', changedByUserId: 'u_admin_lee' } },
    ]);
    spec.given([licensed(full('math')), { type: 'SchoolLicenceEnded', data: { schoolId: 'school_maple', changedByUserId: null } }])
      .when({ type: 'EndSchoolLicence', data: { school: maple, by: adminLee } })
      .then([]);
    spec.given([licensed(full('math')), { type: 'SchoolLicenceEnded', data: { schoolId: 'school_maple', changedByUserId: null } }])
      .when({ type: 'LicenseSchoolSubjects', data: { school: maple, subjects: full('math'), source: 'purchase', by: billing } })
      .then([licensed(full('math'))]);
  });

  it('a new school year starts once, later than the current one, written YYYY-YYYY+1', () => {
    spec.given([]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '2026-2027', by: billing } }).then([
      { type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2026-2027' } },
    ]);
    const started: SchoolLicenceEvent = { type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2026-2027' } };
    spec.given([started]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '2026-2027', by: billing } }).then([]);
    spec.given([started]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '2025-2026', by: billing } }).thenThrows('school_licence.school_year_not_later', 409);
    spec.given([]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '2026-2028', by: billing } }).thenThrows('school_licence.invalid_school_year', 400);
    spec.given([]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '26-27', by: billing } }).thenThrows('school_licence.invalid_school_year', 400);
    spec.given([]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '2026-2027', by: rivera } }).thenThrows('school_licence.not_allowed', 403);
  });

  it('an activation key adds the subjects the school lacks (or has only as a trial)', () => {
    spec.given([licensed([...full('math'), { subjectName: 'spa', trialOnly: true }])])
      .when({ type: 'RedeemActivationKey', data: { school: maple, teacher: { userId: 'u_ms_kim', role: 'teacher' }, activationKeyId: 'key_1', subjects: ['math', 'spa', 'sci'] } })
      .then([{ type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_ms_kim', activationKeyId: 'key_1', addedSubjects: ['spa', 'sci'], schoolAdded: false } }]);
  });

  it('an activation key adds a school without a licence', () => {
    spec.given([])
      .when({ type: 'RedeemActivationKey', data: { school: maple, teacher: { userId: 'u_ms_kim', role: 'teacher' }, activationKeyId: 'key_1', subjects: ['math'] } })
      .then([{ type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_ms_kim', activationKeyId: 'key_1', addedSubjects: ['math'], schoolAdded: true } }]);
  });

  it('an activation key is used once, by a teacher, and must add something', () => {
    const redeemed: SchoolLicenceEvent = { type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_ms_kim', activationKeyId: 'key_1', addedSubjects: ['math'], schoolAdded: true } };
    const redeem = (role: string, subjects: ('math' | 'sci')[] = ['sci']) => ({ type: 'RedeemActivationKey' as const, data: { school: maple, teacher: { userId: 'u_x', role }, activationKeyId: 'key_1', subjects } });
    spec.given([redeemed]).when(redeem('teacher')).thenThrows('school_licence.activation_key_used', 409);
    spec.given([]).when(redeem('student')).thenThrows('school_licence.teachers_only', 403);
    spec.given([licensed(full('math'))]).when(redeem('teacher', ['math'])).thenThrows('school_licence.activation_key_adds_nothing', 409);
  });

  it('a trial starts once, 30 days by default, only from billing', () => {
    const now = new Date('2026-11-02T09:00:00.000Z');
    spec.given([]).when({ type: 'StartTeacherTrial', data: { teacherUserId: 'u_new_teacher', schoolId: null, now, by: billing } }).then([
      { type: 'TeacherTrialStarted', data: { teacherUserId: 'u_new_teacher', schoolId: null, durationDays: 30, startedAt: now.toISOString() } },
    ]);
    const started: SchoolLicenceEvent = { type: 'TeacherTrialStarted', data: { teacherUserId: 'u_new_teacher', schoolId: null, durationDays: 30, startedAt: now.toISOString() } };
    spec.given([started]).when({ type: 'StartTeacherTrial', data: { teacherUserId: 'u_new_teacher', schoolId: null, now, by: billing } }).thenThrows('school_licence.trial_already_started', 409);
    spec.given([]).when({ type: 'StartTeacherTrial', data: { teacherUserId: 'u_new_teacher', schoolId: null, durationDays: 0, now, by: billing } }).thenThrows('school_licence.invalid_trial_length', 400);
    spec.given([]).when({ type: 'StartTeacherTrial', data: { teacherUserId: 'u_new_teacher', schoolId: null, now, by: adminLee } }).thenThrows('school_licence.not_allowed', 403);
  });
});
