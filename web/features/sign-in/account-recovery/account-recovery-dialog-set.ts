import {
  CredentialConfirmationDialog,
  ForgotPasswordDialog,
  ForgotSecretWordDialog,
  ForgotUsernameDialog,
} from './account-recovery-dialogs';
import type { ComponentType } from 'react';
import type { CredentialKind } from '../dialog-machine';

/** Props of the account-recovery request dialogs (web/features/sign-in/account-recovery). */
export interface CredentialDialogProps {
  onDismiss(): void;
  onDone(kind: CredentialKind, response: never): void;
  onCloseFocus?: () => void;
  onSwitchToForgotUsername(): void;
  /** The child account a parent asks about (forgot secret word). */
  targetEncryptedLogin?: string;
  /** The district whose accounts a forgot-password request is for (asked from its sign-in page). */
  customDomain?: string | null;
}

/** What the dialog host (dialog-host.tsx) renders for account recovery. */
export interface CredentialDialogComponents {
  ForgotUsernameDialog: ComponentType<CredentialDialogProps>;
  ForgotPasswordDialog: ComponentType<CredentialDialogProps>;
  ForgotSecretWordDialog: ComponentType<CredentialDialogProps>;
  CredentialConfirmationDialog: ComponentType<{ kind: CredentialKind; response: never; onDismiss(): void; onCloseFocus?: () => void }>;
}

/** The account-recovery request dialogs (issue 14) the dialog host renders. */
export const credentialDialogs: CredentialDialogComponents | undefined = {
  ForgotUsernameDialog,
  ForgotPasswordDialog,
  ForgotSecretWordDialog,
  CredentialConfirmationDialog: CredentialConfirmationDialog as CredentialDialogComponents['CredentialConfirmationDialog'],
};
