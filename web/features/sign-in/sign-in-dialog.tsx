import { useTranslation } from 'react-i18next';
import type { PreviousCustomDomain } from '../../shared/session/session';
import type { SignInFlow } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { DialogFrame } from './dialog-frame';
import { SignInForm, type SignInFormProps } from './sign-in-form';

export interface SignInDialogProps {
  flow: SignInFlow;
  initialUsername: string;
  initialErrorKey: string | null;
  previousCustomDomains: PreviousCustomDomain[];
  botCheckEnabled: boolean;
  submitSignIn: SignInFormProps['submitSignIn'];
  requestBotCheckToken(): Promise<string | null>;
  onSignedIn(result: SignedIn): void;
  /** The forgot links (offered when the request dialogs are there). */
  onForgotUsername?: () => void;
  onForgotPassword?: () => void;
  onDismiss(): void;
  onCloseFocus(): void;
  onLeave?: () => void;
}

/**
 * The sign-in dialog (spec §2.11): the sign-in form, with the upsell or
 * renewal flow's text; two columns from 601px, one below.
 */
export function SignInDialog({ flow, onDismiss, onCloseFocus, ...form }: SignInDialogProps) {
  const { t } = useTranslation();
  const flowText = flow === 'default' ? null : t(`signInDialogs.dialog.flow.${flow}`);
  return (
    <DialogFrame
      wide
      title={t('signInDialogs.dialog.title')}
      testId="signin-dialog"
      onDismiss={onDismiss}
      onCloseFocus={onCloseFocus}
      {...(flowText ? { description: <span data-testid="signin-dialog-flow-text" data-flow={flow}>{flowText}</span> } : {})}
    >
      <SignInForm testIdPrefix="signin-dialog" {...form} />
    </DialogFrame>
  );
}
