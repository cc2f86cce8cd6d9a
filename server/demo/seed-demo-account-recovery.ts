import { accountRecovery, accountRecoveryStreams } from '../../events/account-recovery';
import { dateOf, familyMembership, membershipStreams } from '../../events/membership';
import { handleCommand } from '../../events/log/command-handler';
import { directoryStreams } from '../../events/school-directory';
import { demoDistrict, demoFamilyMembershipDaysLeft, demoSingleSignOnUsername, demoUserId } from './demo-school';
import type { FeatureLog } from '../features/feature-log';

/**
 * Issue 14's part of the demo seed (called by seedDemoSchool after the accounts):
 * mr.okafor signs in only through Riverside's single sign-on, and park.family's
 * membership ends 10 days after the seed (the log's clock: the time of
 * park.family's registration), so the renewal reminder shows.
 */
export async function seedDemoAccountRecovery(log: FeatureLog): Promise<void> {
  const context = { actor: 'system:demo-school', correlationId: 'demo-school-seed' };
  const singleSignOnUserId = demoUserId(demoSingleSignOnUsername);
  await handleCommand(log.store, accountRecovery, accountRecoveryStreams.singleSignOn(singleSignOnUserId), { type: 'RequireSingleSignOn', data: { userId: singleSignOnUserId, districtId: demoDistrict.districtId } }, context);

  const parentUserId = demoUserId('park.family');
  const registered = log.store.readStream(directoryStreams.user(parentUserId))[0];
  const seededAt = new Date(registered?.metadata.at ?? Date.now());
  const endsOn = dateOf(new Date(seededAt.getTime() + demoFamilyMembershipDaysLeft * 86_400_000));
  await handleCommand(log.store, familyMembership, membershipStreams.membership(parentUserId), { type: 'StartFamilyMembership', data: { parentUserId, joinRequestId: null, endsOn } }, context);
}
