import { LegacyDialogSlot } from '../features/legacy-dialog/legacy-dialog-slot';
import type { CredentialDialogComponents } from '../features/sign-in/account-recovery/account-recovery-dialog-set';
import {
  CredentialConfirmationDialog,
  ForgotPasswordDialog,
  ForgotSecretWordDialog,
  ForgotUsernameDialog,
} from '../features/sign-in/account-recovery/account-recovery-dialogs';

/** Issue 14's dialogs, which the sign-in dialog host renders (spec §2.13, §2.17): composed here, features do not import each other. */
export const credentialDialogs: CredentialDialogComponents = { ForgotUsernameDialog, ForgotPasswordDialog, ForgotSecretWordDialog, CredentialConfirmationDialog };

export function renderLegacyDialog({ onDismiss }: { onDismiss(): void }) {
  return <LegacyDialogSlot onDismiss={onDismiss} />;
}
