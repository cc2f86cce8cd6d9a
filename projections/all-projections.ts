import { catalogueProjection } from './catalogue';
import { editionPickerProjection } from './edition-picker';
import { focusSessionsProjection } from './focus-sessions';
import { instantReviewProjection } from './instant-review';
import { liveMessagesProjection } from './live-messages';
import { practiceProjection } from './practice';
import type { AnyProjection } from './projection';
import { accountRecoveryProjection } from './account-recovery';
import { membershipProjection } from './membership';
import { sameQuestionModeProjection } from './same-question-mode';
import { schoolDirectoryProjection } from './school-directory';
import { signInProjection } from './sign-in';
import { siteNavigationProjection } from './site-navigation';
import { sparkStudioProjection } from './spark-studio';
import { schoolLicencesProjection } from './school-licences';
import { teacherSetupProjection } from './teacher-setup';
import { adminContactsProjection } from './admin-contacts';
import { profileProjection } from './profile';
import { notificationsProjection } from './notifications';
import { administratorReportsProjection } from './reports/administrator-reports';
import { progressReportsProjection } from './reports/progress-reports';
import { teacherReportsProjection } from './reports/teacher-reports';
import { assessmentWindowsProjection } from './assessment-windows';
import { bannersProjection } from './banners';
import { explorerIndexProjection } from './explorer-index';

/** Every read model, in the order they are applied. */
export const allProjections: readonly AnyProjection[] = [
  schoolDirectoryProjection,
  signInProjection,
  accountRecoveryProjection,
  membershipProjection,
  editionPickerProjection,
  liveMessagesProjection,
  focusSessionsProjection,
  catalogueProjection,
  siteNavigationProjection,
  practiceProjection,
  sparkStudioProjection,
  sameQuestionModeProjection,
  instantReviewProjection,
  // Issue 15: schools' licences and teacher setup.
  schoolLicencesProjection,
  teacherSetupProjection,
  // Issue 15: administrator contacts and profile autosave.
  adminContactsProjection,
  profileProjection,
  // Issue 16: notifications (docs/notifications.md).
  notificationsProjection,
  // Issue 18: the administrator reports and learners' progress (docs/administrator-reports.md).
  administratorReportsProjection,
  progressReportsProjection,
  // Issue 18: the teacher reports (per local day of the school's time zone).
  teacherReportsProjection,
  // Issue 16: assessment windows (the assessment due-date banner).
  assessmentWindowsProjection,
  // Issue 16: the banners carousel (docs/banners.md).
  bannersProjection,
  // Issue 26: the event explorer's filters, off the append path (asynchronous).
  explorerIndexProjection,
];
