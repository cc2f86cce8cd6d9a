import type { EventDefinition } from './log/event-schemas';
import { accountRecoveryEvents } from './account-recovery';
import { membershipEvents } from './membership';
import { catalogueEvents } from './catalogue';
import { searchEvents } from './search';
import { siteNavigationEvents } from './site-navigation';
import { editionPickerEvents } from './edition-picker';
import { focusSessionEvents } from './focus-sessions';
import { instantReviewEvents } from './instant-review';
import { liveMessageEvents } from './live-messages';
import { practiceEvents } from './practice';
import { sameQuestionModeEvents } from './same-question-mode';
import { schoolDirectoryEvents } from './school-directory';
import { signInEvents } from './sign-in';
import { sparkStudioEvents } from './spark-studio';
import { schoolLicenceEvents } from './school-licences';
import { teacherSetupEvents } from './teacher-setup';
import { adminContactEvents } from './admin-contacts';
import { profileEvents } from './profile';
import { assessmentWindowEvents } from './assessment-windows';
import { notificationEvents } from './notifications';
import { bannerEvents } from './banners';

/** Every event type the log may hold, by feature. */
export const allEventDefinitions: readonly EventDefinition[] = [
  ...schoolDirectoryEvents,
  ...signInEvents,
  ...accountRecoveryEvents,
  ...membershipEvents,
  ...editionPickerEvents,
  ...liveMessageEvents,
  ...focusSessionEvents,
  ...catalogueEvents,
  ...searchEvents,
  ...siteNavigationEvents,
  ...practiceEvents,
  ...sparkStudioEvents,
  ...sameQuestionModeEvents,
  ...instantReviewEvents,
  // Issue 15: schools' licences and teacher setup.
  ...schoolLicenceEvents,
  ...teacherSetupEvents,
  // Issue 15: administrator contacts and profile autosave.
  ...adminContactEvents,
  ...profileEvents,
  // Issue 16: assessment windows (the assessment due-date banner).
  ...assessmentWindowEvents,
  // Issue 16: notifications (mutes, read marks).
  ...notificationEvents,
  // Issue 16: the banners carousel (docs/banners.md).
  ...bannerEvents,
];
