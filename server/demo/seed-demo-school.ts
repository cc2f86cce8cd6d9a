import { handleCommand } from '../../events/log/command-handler';
import { directoryStreams, schoolDirectory, type SchoolDirectoryCommand } from '../../events/school-directory';
import { hashSecret } from '../auth/password';
import type { FeatureLog } from '../features/feature-log';
import { seedDemoQuestionSets } from './seed-demo-question-sets';
import { DEMO_PASSWORD, demoClasses, demoDistrict, demoDistrictCustomDomainName, demoEmailOf, demoSchools, demoUserId, demoUsers } from './demo-school';
import { seedDemoAccountRecovery } from './seed-demo-account-recovery';
import { seedDemoTeacherSetup } from './seed-demo-teacher-setup';
import { seedDemoAdminContacts } from './seed-demo-admin-contacts';
import { seedDemoAssessmentWindows } from './seed-demo-assessment-windows';
import { seedDemoBanners } from './seed-demo-banners';
import { seedDemoQuizzes } from './seed-demo-quizzes';

/**
 * Seeds the demo school through the real command handlers, so the log tells its
 * story from position 1. Does nothing unless the log is empty. (A crash in the
 * middle of the seed leaves part of it: delete the data directory to start over.)
 */
export async function seedDemoSchool(log: FeatureLog<'banners' | 'directory' | 'schoolLicences'>): Promise<boolean> {
  if (log.store.lastPosition() > 0) return false;
  const hashes = await Promise.all(
    demoUsers.map(async (user) => ({
      password: await hashSecret(DEMO_PASSWORD),
      secretWord: user.secretWord ? await hashSecret(user.secretWord) : null,
    })),
  );
  const context = { actor: 'system:demo-school', correlationId: 'demo-school-seed' };
  const run = (streamId: string, command: SchoolDirectoryCommand) => handleCommand(log.store, schoolDirectory, streamId, command, context);

  await run(directoryStreams.district(demoDistrict.districtId), { type: 'RegisterDistrict', data: demoDistrict });
  await run(directoryStreams.district(demoDistrict.districtId), {
    type: 'NameDistrictCustomDomain',
    data: { districtId: demoDistrict.districtId, customDomainName: demoDistrictCustomDomainName, holderOfName: null },
  });
  for (const school of demoSchools) await run(directoryStreams.school(school.schoolId), { type: 'RegisterSchool', data: school });
  for (const [index, user] of demoUsers.entries()) {
    const userId = demoUserId(user.username);
    await run(directoryStreams.user(userId), {
      type: 'RegisterUser',
      data: {
        userId,
        username: user.username,
        displayName: user.displayName,
        role: user.role,
        edition: 'US',
        schoolId: user.schoolId,
        districtId: user.districtId,
        parentUserId: user.parentUsername ? demoUserId(user.parentUsername) : null,
        passwordHash: hashes[index]!.password,
        secretWordHash: hashes[index]!.secretWord,
        email: demoEmailOf(user),
      },
    });
  }
  for (const demoClass of demoClasses) {
    const stream = directoryStreams.class(demoClass.classId);
    await run(stream, {
      type: 'CreateClass',
      data: { classId: demoClass.classId, schoolId: 'school_maple', name: demoClass.name, grade: demoClass.grade, teacherUserId: demoUserId(demoClass.teacher) },
    });
    for (const username of demoClass.students) {
      await run(stream, { type: 'EnrollStudent', data: { classId: demoClass.classId, studentUserId: demoUserId(username) } });
    }
  }
  await seedDemoQuestionSets(log);
  await seedDemoAccountRecovery(log);
  await seedDemoTeacherSetup(log); // Issue 15: licences and a mix of teachers for the setup dialogs.
  await seedDemoAdminContacts(log); // Issue 15: contacts for the administrators' contacts wizard.
  await seedDemoAssessmentWindows(log); // Issue 16: Maple's ELA benchmark, in progress, so ms.rivera sees the assessment banner.
  await seedDemoBanners(log); // Issue 16: product-wide, school and district banners (docs/banners.md).
  await seedDemoQuizzes(log); // Issue 29: ms.rivera's closed, released quiz of Grade 4 Room 12 and the district's quiz resource (docs/quizzes.md).
  return true;
}
