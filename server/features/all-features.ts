import type { AnyProjection } from '../../projections/projection';
import type { Push } from '../../events/log/push';
import type { FeatureModule, PushContext } from './feature-module';
import { accountRecoveryFeature } from './account-recovery';
import { adminContactsFeature } from './admin-contacts';
import { assessmentWindowsFeature } from './assessment-windows';
import { assessmentsFeature } from './assessments';
import { bannersFeature } from './banners';
import { botCheckFeature } from './bot-check';
import { catalogueFeature } from './catalogue';
import { cookiesFeature } from './cookies';
import { editionPickerFeature } from './edition-picker';
import { explorerFeature } from './explorer';
import { focusSessionsFeature } from './focus-sessions';
import { gamesFeature } from './games';
import { healthFeature } from './health';
import { homeFeature } from './home';
import { instantReviewFeature } from './instant-review';
import { legacyDialogFeature } from './legacy-dialog';
import { lessonsFeature } from './lessons';
import { liveMessagesFeature } from './live-messages';
import { membershipFeature } from './membership';
import { notificationsFeature } from './notifications';
import { practiceFeature } from './practice';
import { profileFeature } from './profile';
import { progressMailFeature } from './progress-mail';
import { quizzesFeature } from './quizzes';
import { realtimeFeature } from './realtime';
import { reportsFeature } from './reports';
import { rosterFeature } from './roster';
import { sameQuestionModeFeature } from './same-question-mode';
import { schoolDirectoryFeature } from './school-directory';
import { schoolLicencesFeature } from './school-licences';
import { scratchpadFeature } from './scratchpad';
import { searchFeature } from './search';
import { signInFeature } from './sign-in';
import { siteNavigationFeature } from './site-navigation';
import { skillPlansFeature } from './skill-plans';
import { sparkStudioFeature } from './spark-studio';
import { standardsFeature } from './standards';
import { takeoffFeature } from './takeoff';
import { teacherSetupFeature } from './teacher-setup';

/**
 * THE list of features (docs/architecture.md "Recipe: a feature module"). The
 * event registry, the projections (in this order), the queries, the relay's
 * pushes, the app's routes, the replay CLI and the authorization matrix are all
 * derived from it: adding a feature is its folder and one line here.
 */
export const allFeatures: readonly FeatureModule[] = [
  healthFeature,
  botCheckFeature,
  realtimeFeature,
  cookiesFeature,
  schoolDirectoryFeature,
  signInFeature,
  accountRecoveryFeature,
  membershipFeature,
  legacyDialogFeature,
  editionPickerFeature,
  liveMessagesFeature,
  focusSessionsFeature,
  catalogueFeature,
  searchFeature,
  standardsFeature,
  siteNavigationFeature,
  practiceFeature,
  sparkStudioFeature,
  sameQuestionModeFeature,
  instantReviewFeature,
  schoolLicencesFeature,
  teacherSetupFeature,
  rosterFeature,
  adminContactsFeature,
  profileFeature,
  gamesFeature,
  quizzesFeature,
  assessmentsFeature,
  scratchpadFeature, // its event is appended with practice and quiz answers
  notificationsFeature,
  reportsFeature,
  assessmentWindowsFeature,
  bannersFeature,
  skillPlansFeature,
  progressMailFeature, // after practice and profile: its read model follows SkillMastered
  lessonsFeature,
  takeoffFeature,
  explorerFeature,
  homeFeature, // reads only: the homes of issue 32
];

/** Every event type the log may hold. */
export const allEventDefinitions = allFeatures.flatMap((feature) => feature.events ?? []);

/** Every read model, in the order they are applied. */
export const allProjections: readonly AnyProjection[] = projectionsOf(allFeatures);

export function projectionsOf(features: readonly FeatureModule[]): readonly AnyProjection[] {
  const eventTypes = features.flatMap((feature) => (feature.events ?? []).map((definition) => definition.type));
  return features.flatMap((feature) => (typeof feature.projections === 'function' ? feature.projections(eventTypes) : (feature.projections ?? [])));
}

/** Every feature's pushes over `log` (the relay's: server/main.ts). */
export function featurePushes(context: PushContext, features: readonly FeatureModule[] = allFeatures): readonly Push[] {
  return features.flatMap((feature) => feature.pushes?.(context) ?? []);
}
