import {
  CredentialConfirmationDialog,
  ForgotPasswordDialog,
  ForgotSecretWordDialog,
  ForgotUsernameDialog,
} from './credential-requests/credential-request-dialogs';
import type { CredentialDialogComponents } from './dialog-host';

/** The account-recovery request dialogs (issue 14) the dialog host renders. */
export const credentialDialogs: CredentialDialogComponents | undefined = {
  ForgotUsernameDialog,
  ForgotPasswordDialog,
  ForgotSecretWordDialog,
  CredentialConfirmationDialog: CredentialConfirmationDialog as CredentialDialogComponents['CredentialConfirmationDialog'],
};
