import { handleCommand } from '../../events/log/command-handler';
import type { Subject } from '../../events/curriculum';
import { directoryStreams, schoolDirectory } from '../../events/school-directory';
import { schoolLicences, schoolLicenceStreams, type LicenceActor, type SchoolLicenceCommand } from '../../events/school-licences';
import { teacherSetup, teacherSetupStreams } from '../../events/teacher-setup';
import { hashSecret } from '../auth/password';
import type { FeatureLog } from '../features/feature-log';
import { DEMO_PASSWORD, demoDistrict, demoUserId } from './demo-school';

/**
 * Issue 15's part of the demo seed (called by seedDemoSchool after the classes):
 * the schools' licences and a realistic mix of teachers, so each setup dialog
 * can be seen (docs/teacher-setup.md "The demo"). Password `classroom` for all.
 *
 * | username | sees |
 * |---|---|
 * | new.teacher | the school list and subjects (no school yet; a 30-day trial from the seed) |
 * | ms.rivera, mr.okafor | nothing (set up this school year, classes with students) |
 * | ms.patel | select subjects, NEW_SUBJECTS (admin.lee licensed science after she chose) |
 * | mr.nguyen | select subjects, NEW_SCHOOL_YEAR (chose last school year) |
 * | ms.kim | subjects only, from her activation key (Spanish at Maple) |
 * | ms.cho | subjects only, due to an added product (Cedar Creek bought social studies) |
 * | mr.diaz | the go-to-roster prompt as a trial teacher (trial started 10 days before the seed) |
 */
export const demoSetupTeachers = [
  { username: 'ms.patel', displayName: 'Ms. Patel', schoolId: 'school_maple' },
  { username: 'mr.nguyen', displayName: 'Mr. Nguyen', schoolId: 'school_maple' },
  { username: 'ms.kim', displayName: 'Ms. Kim', schoolId: 'school_maple' },
  { username: 'ms.cho', displayName: 'Ms. Cho', schoolId: 'school_cedar' },
  { username: 'mr.diaz', displayName: 'Mr. Diaz', schoolId: 'school_cedar' },
] as const;

const DAY_MS = 86_400_000;

export async function seedDemoTeacherSetup(log: FeatureLog<'directory' | 'schoolLicences'>): Promise<void> {
  const context = { actor: 'system:demo-school', correlationId: 'demo-school-seed' };
  const registered = log.store.readStream(directoryStreams.user(demoUserId('new.teacher')))[0];
  const seededAt = new Date(registered?.metadata.at ?? Date.now());
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  for (const teacher of demoSetupTeachers) {
    const userId = demoUserId(teacher.username);
    await handleCommand(log.store, schoolDirectory, directoryStreams.user(userId), {
      type: 'RegisterUser',
      data: {
        userId,
        username: teacher.username,
        displayName: teacher.displayName,
        role: 'teacher',
        edition: 'US',
        schoolId: teacher.schoolId,
        districtId: demoDistrict.districtId,
        parentUserId: null,
        passwordHash,
        email: `${teacher.username}@example.com`,
      },
    }, context);
  }

  const billing: LicenceActor = { userId: null, role: 'system', schoolId: null, districtId: null };
  const adminLee: LicenceActor = { userId: demoUserId('admin.lee'), role: 'school_administrator', schoolId: 'school_maple', districtId: demoDistrict.districtId };
  const school = (schoolId: string) => ({ schoolId, districtId: demoDistrict.districtId });
  const licence = (schoolId: string, command: SchoolLicenceCommand) => handleCommand(log.store, schoolLicences, schoolLicenceStreams.school(schoolId), command, context);
  const full = (...names: Subject[]) => names.map((subjectName) => ({ subjectName, trialOnly: false }));
  const choose = async (username: string, subjects: Subject[]) => {
    const userId = demoUserId(username);
    const schoolId = log.queries.directory.userById(userId)!.schoolId!;
    const current = log.queries.schoolLicences.licenceOf(schoolId)!;
    await handleCommand(log.store, teacherSetup, teacherSetupStreams.teacher(userId), {
      type: 'SaveSubjects',
      data: { teacher: { userId, role: 'teacher' }, subjects, school: current },
    }, context);
  };

  // Maple Elementary: math and language arts last school year; a new year; admin.lee adds science (Spanish as a trial).
  await licence('school_maple', { type: 'LicenseSchoolSubjects', data: { school: school('school_maple'), subjects: full('math', 'ela'), source: 'purchase', by: billing } });
  await licence('school_maple', { type: 'StartSchoolYear', data: { school: school('school_maple'), schoolYear: '2025-2026', by: billing } });
  await choose('mr.nguyen', ['math', 'ela']);
  await licence('school_maple', { type: 'StartSchoolYear', data: { school: school('school_maple'), schoolYear: '2026-2027', by: billing } });
  await choose('ms.patel', ['math', 'ela']);
  await licence('school_maple', {
    type: 'LicenseSchoolSubjects',
    data: { school: school('school_maple'), subjects: [...full('math', 'ela', 'sci'), { subjectName: 'spa', trialOnly: true }], source: 'administrator', by: adminLee },
  });
  // ms.kim redeems a key that licenses Spanish fully; ms.rivera and mr.okafor choose after it (nothing new for them).
  await choose('ms.kim', ['ela']);
  await licence('school_maple', {
    type: 'RedeemActivationKey',
    data: { school: school('school_maple'), teacher: { userId: demoUserId('ms.kim'), role: 'teacher' }, activationKeyId: 'demo_key_maple_spanish', subjects: ['spa'] },
  });
  await choose('ms.rivera', ['math', 'ela', 'sci']);
  await choose('mr.okafor', ['math', 'sci']);

  // Cedar Creek: math and language arts; ms.cho chose; then the school bought a social studies product.
  await licence('school_cedar', { type: 'LicenseSchoolSubjects', data: { school: school('school_cedar'), subjects: full('math', 'ela'), source: 'purchase', by: billing } });
  await licence('school_cedar', { type: 'StartSchoolYear', data: { school: school('school_cedar'), schoolYear: '2026-2027', by: billing } });
  await choose('ms.cho', ['math', 'ela']);
  await licence('school_cedar', { type: 'LicenseSchoolSubjects', data: { school: school('school_cedar'), subjects: full('math', 'ela', 'ss'), source: 'new_product', by: billing } });
  await choose('mr.diaz', ['math', 'ss']);

  // Trials: mr.diaz ten days in; new.teacher's starts now (the "new trial" prompt once set up).
  const trial = (username: string, schoolId: string | null, startedAt: Date) =>
    handleCommand(log.store, schoolLicences, schoolLicenceStreams.trial(demoUserId(username)), {
      type: 'StartTeacherTrial',
      data: { teacherUserId: demoUserId(username), schoolId, now: startedAt, by: billing },
    }, context);
  await trial('mr.diaz', 'school_cedar', new Date(seededAt.getTime() - 10 * DAY_MS));
  await trial('new.teacher', null, seededAt);
}
