import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { schoolLicences, schoolLicenceStreams, type LicenceActor, type SchoolLicenceEvent } from './school-licences';

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

describe('school licences: edges', () => {
  const now = new Date('2026-11-02T09:00:00.000Z');
  const trial = (durationDays: number) => ({ type: 'StartTeacherTrial' as const, data: { teacherUserId: 'u_t', schoolId: null, durationDays, now, by: billing } });
  const trialStarted = (durationDays: number): SchoolLicenceEvent => ({ type: 'TeacherTrialStarted', data: { teacherUserId: 'u_t', schoolId: null, durationDays, startedAt: now.toISOString() } });
  const license = (subjects: { subjectName: 'math' | 'ela' | 'sci' | 'ss' | 'spa'; trialOnly: boolean }[], by: LicenceActor = billing) => ({
    type: 'LicenseSchoolSubjects' as const,
    data: { school: maple, subjects, source: 'purchase' as const, by },
  });

  it('a trial lasts 1 to 365 whole days', () => {
    spec.given([]).when(trial(1)).then([trialStarted(1)]);
    spec.given([]).when(trial(365)).then([trialStarted(365)]);
    for (const days of [366, 1.5]) spec.given([]).when(trial(days)).thenThrows('school_licence.invalid_trial_length', 400);
  });

  it('a district administrator changes no licence of a school outside any district', () =>
    spec.given([]).when(license(full('math'), { ...chen, districtId: null })).thenThrows('school_licence.not_allowed', 403));

  it('a licence that changes only which subjects are trial-only, or one subject for another, is a change', () => {
    spec.given([licensed(full('math', 'ela'))]).when(license([...full('math'), { subjectName: 'ela', trialOnly: true }])).then([licensed([...full('math'), { subjectName: 'ela', trialOnly: true }], [])]);
    spec.given([licensed(full('math', 'ela'))]).when(license(full('math', 'sci'))).then([licensed(full('math', 'sci'), ['sci'])]);
    spec.given([licensed(full('math', 'ela'))]).when(license(full('math'))).then([licensed(full('math'), [])]);
  });

  it('an ended licence is inactive: the same subjects licensed again are new, a key adds the school again', () => {
    const ended: SchoolLicenceEvent = { type: 'SchoolLicenceEnded', data: { schoolId: 'school_maple', changedByUserId: null } };
    spec
      .given([licensed(full('math')), ended])
      .when({ type: 'RedeemActivationKey', data: { school: maple, teacher: { userId: 'u_ms_kim', role: 'teacher' }, activationKeyId: 'key_2', subjects: ['math'] } })
      .then([{ type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_ms_kim', activationKeyId: 'key_2', addedSubjects: ['math'], schoolAdded: true } }]);
  });

  it('subjects a key added are fully licensed: a licence of the same subjects changes nothing, another key for them adds nothing', () => {
    const redeemed: SchoolLicenceEvent = { type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_ms_kim', activationKeyId: 'key_1', addedSubjects: ['sci'], schoolAdded: true } };
    spec.given([redeemed]).when(license(full('sci'))).then([]);
    spec
      .given([redeemed])
      .when({ type: 'RedeemActivationKey', data: { school: maple, teacher: { userId: 'u_ms_kim', role: 'teacher' }, activationKeyId: 'key_2', subjects: ['sci'] } })
      .thenThrows('school_licence.activation_key_adds_nothing', 409);
  });

  it('a later school year follows the current one', () => {
    const started: SchoolLicenceEvent = { type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2026-2027' } };
    spec.given([started]).when({ type: 'StartSchoolYear', data: { school: maple, schoolYear: '2027-2028', by: billing } }).then([{ type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2027-2028' } }]);
  });

  it('names its streams after the school and the teacher', () => {
    expect(schoolLicenceStreams.school('school_maple')).toBe('school-licence:school_maple');
    expect(schoolLicenceStreams.trial('u_t')).toBe('teacher-trial:u_t');
  });
});
