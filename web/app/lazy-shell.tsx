import { lazy } from 'react';
import type { SessionStore } from '../shared/session/session-store';

/**
 * Issue 33: the parts of the layout a first page does not show — dialogs that open on demand,
 * a teacher's setup, an administrator's contacts wizard, a student's quiz banner — in chunks of
 * their own (a student's live messages too: they bring DOMPurify), loaded after the page (app-root.tsx renders them inside a Suspense of their own).
 */

const parts = {
  signInDialogs: () => import('../features/sign-in/dialog-host'),
  recoveryDialogs: () => import('./account-recovery-dialogs'),
  teacherSetup: () => import('../features/teacher-setup/teacher-setup-host'),
  adminContacts: () => import('../features/admin-contacts/admin-contacts-host'),
  quizHomeRoutes: () => import('./quiz-home-routes'),
  studentLiveMessages: () => import('../features/live-messages/student-live-messages'),
  renewalReminder: () => import('../features/legacy-dialog/renewal-reminder'),
  racewayInvitations: () => import('../features/games/raceway-invitation-banner'),
  assessmentBanner: () => import('../features/assessment-windows/assessment-banner'),
  assessmentTakeBanner: () => import('../features/assessments/assessment-take-banner'),
};

/** Loads every part at once: tests that render the app call it first. */
export function loadEveryShellPart(): Promise<unknown[]> {
  return Promise.all(Object.values(parts).map((load) => load()));
}

/** Issue 13's sign-in dialogs with issue 14's recovery dialogs (account-recovery-dialogs.tsx). */
export const SignInDialogs = lazy(async () => {
  const [{ SignInDialogHost }, { credentialDialogs, renderLegacyDialog }] = await Promise.all([parts.signInDialogs(), parts.recoveryDialogs()]);
  return {
    default: ({ sessionStore, onAccountSwitched }: { sessionStore: SessionStore; onAccountSwitched(): void }) => (
      <SignInDialogHost sessionStore={sessionStore} credentialDialogs={credentialDialogs} renderLegacyDialog={renderLegacyDialog} onAccountSwitched={onAccountSwitched} />
    ),
  };
});

export const TeacherSetupHost = lazy(async () => ({ default: (await parts.teacherSetup()).TeacherSetupHost }));
export const AdminContactsHost = lazy(async () => ({ default: (await parts.adminContacts()).AdminContactsHost }));
export const StudentQuizBanner = lazy(async () => ({ default: (await parts.quizHomeRoutes()).StudentQuizBanner }));
/** A student's live messages in the header (DOMPurify comes with them). */
export const StudentLiveMessages = lazy(async () => ({ default: (await parts.studentLiveMessages()).StudentLiveMessages }));
/** Banners of one kind of user: a family parent's renewal reminder, a student's race invitations, a teacher's assessment due date. */
export const RenewalReminder = lazy(async () => ({ default: (await parts.renewalReminder()).RenewalReminder }));
export const RacewayInvitationBanners = lazy(async () => ({ default: (await parts.racewayInvitations()).RacewayInvitationBanners }));
export const AssessmentBanner = lazy(async () => ({ default: (await parts.assessmentBanner()).AssessmentBanner }));
/** Issue 30: a student's assessment banner, to the assessment to take (docs/assessment-player.md). */
export const AssessmentTakeBanner = lazy(async () => ({ default: (await parts.assessmentTakeBanner()).AssessmentTakeBanner }));
