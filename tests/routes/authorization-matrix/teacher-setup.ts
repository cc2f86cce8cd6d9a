import { handleCommand } from '../../../events/log/command-handler';
import { directoryStreams, schoolDirectory } from '../../../events/school-directory';
import { schoolLicences, schoolLicenceStreams } from '../../../events/school-licences';
import type { Role, RouteFixture } from '../route-fixture';
import { teachers, postJson, postForm, fixtureContext, type RouteRule } from '../matrix-requests';

// Issue 15: teacher setup (docs/teacher-setup.md).
// The rules of the routes server/features/teacher-setup.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** Issue 15: a new licensed school and an activation key for it redeemed by the role's teacher (the school list then shows); its id. */
let fixtureSchools = 0;
async function schoolDialogFor(fx: RouteFixture, role: Role): Promise<string> {
  const schoolId = `school_fixture_${++fixtureSchools}`;
  if (role !== 'teacher' && role !== 'otherTeacher') return schoolId;
  await handleCommand(fx.t.log.store, schoolDirectory, directoryStreams.school(schoolId), { type: 'RegisterSchool', data: { schoolId, districtId: null, name: `Fixture School ${fixtureSchools}` } }, fixtureContext);
  await handleCommand(
    fx.t.log.store,
    schoolLicences,
    schoolLicenceStreams.school(schoolId),
    { type: 'RedeemActivationKey', data: { school: { schoolId, districtId: null }, teacher: { userId: fx.userId(role)!, role: 'teacher' }, activationKeyId: `${schoolId}_key`, subjects: ['math', 'ela'] } },
    fixtureContext,
  );
  return schoolId;
}

export const rules: Record<string, RouteRule> = {
  'POST /teacher-setup/dialog': { allowed: teachers, request: (fx, role) => postJson(fx, role, '/teacher-setup/dialog', []) },
  'POST /teacher-setup/update-school-and-subjects': {
    allowed: teachers,
    // A teacher's school-and-subjects dialog: an activation key for a new school puts the school list in front of them.
    request: async (fx, role) => postForm(fx, role, '/teacher-setup/update-school-and-subjects', [['customerId', await schoolDialogFor(fx, role)], ["teacherSubjects['math']", 'true']]),
  },
  'POST /teacher-setup/save-subjects': { allowed: teachers, request: (fx, role) => postJson(fx, role, '/teacher-setup/save-subjects', [['subjects', ['math']]]) },
};
