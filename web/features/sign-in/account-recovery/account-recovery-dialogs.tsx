import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../dialog-frame';
import {
  credentialErrorOfType,
  credentialRequestErrorOf,
  credentialResponseSchema,
  postCredentialRequest,
  type CredentialKind,
  type CredentialRequestError,
  type CredentialRequestPayload,
  type CredentialResponse,
  type PostCredentialRequest,
} from './account-recovery-api';
import './account-recovery-dialogs.css';

/**
 * The credential request dialogs (spec §2.13, §4 "Dialog switching", §5, §8):
 * forgot username (email), forgot password (username and email, with the
 * district's custom domain when asked from its page), forgot secret word (no
 * inputs; a parent for a child account), and the confirmation each ends in.
 * Every refusal shows `credential_request_dialog.form.error.{type}`;
 * USERNAME_NOT_FOUND offers the forgot-username link (switching to that
 * dialog), SSO_ONLY names the district and links to its sign-in page. The
 * send button sits under the fields, full width, below 481px and at the end
 * of the button row from 481px (spec §9). The host (dialog-host.tsx) mounts one
 * at a time as its machine says.
 */

export interface CredentialDialogProps {
  onDismiss(): void;
  /** The request was accepted: the host shows the confirmation. */
  onDone(kind: CredentialKind, response: CredentialResponse): void;
  /** USERNAME_NOT_FOUND's link: the host switches to the forgot-username dialog. */
  onSwitchToForgotUsername(): void;
  /** Called as the dialog closes (focus back where the person was). */
  onCloseFocus?: () => void;
  /** Tests pass a fake call. */
  postRequest?: PostCredentialRequest;
}

export interface ForgotPasswordDialogProps extends CredentialDialogProps {
  /** The district's custom domain name, when asked from its sign-in page or list. */
  customDomain?: string | null;
}

export interface ForgotSecretWordDialogProps extends CredentialDialogProps {
  /** The child account (its `subAccountEncryptedLogin`); absent: every child of the family. */
  targetEncryptedLogin?: string | null;
}

export function ForgotUsernameDialog(props: CredentialDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialRequestDialog
      {...props}
      kind="USERNAME"
      title={t('accountRecovery.forgotUsername.title')}
      description={t('accountRecovery.forgotUsername.description')}
      testId="forgot-username-dialog"
      fields={['email']}
      payload={({ email }) => ({ type: 'USERNAME', email })}
    />
  );
}

export function ForgotPasswordDialog({ customDomain, ...props }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialRequestDialog
      {...props}
      kind="PASSWORD"
      title={t('accountRecovery.forgotPassword.title')}
      description={t('accountRecovery.forgotPassword.description')}
      testId="forgot-password-dialog"
      fields={['username', 'email']}
      note={customDomain ? t('accountRecovery.dialog.customDomainNote', { domain: customDomain }) : null}
      payload={({ username, email }) => ({ type: 'PASSWORD', username, email, ...(customDomain ? { customDomain } : {}) })}
    />
  );
}

export function ForgotSecretWordDialog({ targetEncryptedLogin, ...props }: ForgotSecretWordDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialRequestDialog
      {...props}
      kind="SECRET_WORD"
      title={t('accountRecovery.forgotSecretWord.title')}
      description={t('accountRecovery.forgotSecretWord.description')}
      testId="forgot-secret-word-dialog"
      fields={[]}
      sendLabel={t('accountRecovery.forgotSecretWord.send')}
      payload={() => ({ type: 'SECRET_WORD', ...(targetEncryptedLogin ? { targetEncryptedLogin } : {}) })}
    />
  );
}

type Field = 'username' | 'email';

interface CredentialRequestDialogProps extends CredentialDialogProps {
  kind: CredentialKind;
  title: string;
  description: string;
  testId: string;
  fields: readonly Field[];
  note?: string | null;
  sendLabel?: string;
  payload(values: Record<Field, string>): CredentialRequestPayload;
}

/** Which field an error is about (it gets aria-invalid and the focus). */
const FIELDS_OF_ERROR: Record<string, readonly Field[]> = {
  MISSING_EMAIL: ['email'],
  INVALID_EMAIL: ['email'],
  NO_ACCOUNT: ['email'],
  MISSING_USERNAME: ['username'],
  USERNAME_NOT_FOUND: ['username'],
  MISMATCHED_USERNAME_AND_EMAIL: ['username', 'email'],
  WRONG_CUSTOM_DOMAIN: ['username'],
  SSO_ONLY: ['username'],
};

function CredentialRequestDialog({
  kind,
  title,
  description,
  testId,
  fields,
  note,
  sendLabel,
  payload,
  onDismiss,
  onDone,
  onSwitchToForgotUsername,
  onCloseFocus,
  postRequest = postCredentialRequest,
}: CredentialRequestDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<CredentialRequestError | null>(null);
  const [refusals, setRefusals] = useState(0);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const errorId = `${ids}-error`;

  const refuse = (refusal: CredentialRequestError) => {
    setError(refusal);
    setRefusals((count) => count + 1);
    const field = refusal.type === null ? undefined : FIELDS_OF_ERROR[refusal.type]?.find((name) => fields.includes(name));
    if (field) inputs.current[field]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = { username: values.username.trim(), email: values.email.trim() };
    // The blank checks of §5 need no request (the server makes them too), username first as it does.
    if (fields.includes('username') && trimmed.username === '') return refuse(credentialErrorOfType('MISSING_USERNAME'));
    if (fields.includes('email') && trimmed.email === '') return refuse(credentialErrorOfType('MISSING_EMAIL'));
    setSending(true);
    try {
      const response = await postRequest(payload(trimmed));
      setSending(false);
      onDone(kind, response);
    } catch (caught) {
      setSending(false);
      refuse(credentialRequestErrorOf(caught));
    }
  };

  const invalid = (field: Field) => error !== null && error.type !== null && (FIELDS_OF_ERROR[error.type] ?? []).includes(field);
  const labels: Record<Field, string> = { username: t('accountRecovery.dialog.username'), email: t('accountRecovery.dialog.email') };

  return (
    <DialogFrame title={title} description={description} testId={testId} onDismiss={onDismiss} {...(onCloseFocus ? { onCloseFocus } : {})}>
      <form className="credential-request-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending || undefined}>
        {note ? (
          <p className="credential-request-note" data-testid={`${testId}-note`}>
            {note}
          </p>
        ) : null}
        {fields.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${ids}-${field}`}>{labels[field]}</label>
            <input
              id={`${ids}-${field}`}
              ref={(input) => {
                inputs.current[field] = input;
              }}
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'email' ? 'email' : 'username'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={values[field]}
              readOnly={sending}
              aria-invalid={invalid(field) || undefined}
              aria-describedby={error ? errorId : undefined}
              data-testid={`${testId}-${field}`}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
        ))}
        {error ? <CredentialErrorMessage key={refusals} id={errorId} error={error} testId={testId} onSwitchToForgotUsername={onSwitchToForgotUsername} onLeave={onDismiss} /> : null}
        <div className="credential-request-actions">
          <button type="button" className="button" onClick={onDismiss} data-testid={`${testId}-cancel`}>
            {t('accountRecovery.dialog.cancel')}
          </button>
          <button type="submit" className="button button-primary credential-request-send" aria-disabled={sending || undefined} data-testid={`${testId}-send`}>
            {sending ? t('accountRecovery.dialog.sending') : (sendLabel ?? t('accountRecovery.dialog.send'))}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

interface CredentialErrorMessageProps {
  id: string;
  error: CredentialRequestError;
  testId: string;
  onSwitchToForgotUsername(): void;
  /** Following the SSO link leaves the dialog. */
  onLeave(): void;
}

function CredentialErrorMessage({ id, error, testId, onSwitchToForgotUsername, onLeave }: CredentialErrorMessageProps) {
  const { t } = useTranslation();
  let extra: ReactNode = null;
  let text: string;
  if (error.type === 'SSO_ONLY') {
    const domain = error.ssoCustomDomain ?? '';
    text = t(error.key, { domain });
    if (error.ssoCustomDomainUrl) {
      extra = (
        <a href={error.ssoCustomDomainUrl} onClick={onLeave} data-testid={`${testId}-sso-link`}>
          {t('accountRecovery.dialog.ssoLink', { domain })}
        </a>
      );
    }
  } else {
    text = t(error.key, { seconds: error.type === null ? (error.retryAfterSeconds ?? 0) : 0, defaultValue: t('app.error.unexpected') });
  }
  if (error.type === 'USERNAME_NOT_FOUND') {
    extra = (
      <button type="button" className="link-button" onClick={onSwitchToForgotUsername} data-testid={`${testId}-forgot-username`}>
        {t('accountRecovery.dialog.forgotUsernameLink')}
      </button>
    );
  }
  return (
    <div className="credential-request-error" data-testid={`${testId}-error`} data-error-type={error.type ?? 'other'}>
      <p id={id} role="alert" className="form-error">
        {text}
      </p>
      {extra === null ? null : <p className="credential-request-error-action">{extra}</p>}
    </div>
  );
}

export interface CredentialConfirmationDialogProps {
  kind: CredentialKind;
  /** The request's answer (`{ supportEmail, familyEmail, askParent? }`), as the machine keeps it. */
  response: unknown;
  onDismiss(): void;
  onCloseFocus?: () => void;
}

/** The confirmation after a request: where the mail went, and where to write without one. */
export function CredentialConfirmationDialog({ kind, response, onDismiss, onCloseFocus }: CredentialConfirmationDialogProps) {
  const { t } = useTranslation();
  const parsed = credentialResponseSchema.safeParse(response);
  const answer: CredentialResponse = parsed.success ? parsed.data : { supportEmail: '', familyEmail: null };
  const askParent = kind === 'SECRET_WORD' && answer.askParent === true;
  const text = askParent ? 'accountRecovery.confirmation.askParent' : `accountRecovery.confirmation.${kind}`;
  return (
    <DialogFrame
      title={t(`${text}.title`)}
      description={<span data-testid="credential-confirmation-body">{t(`${text}.body`, { email: answer.familyEmail ?? '' })}</span>}
      testId="credential-confirmation-dialog"
      onDismiss={onDismiss}
      {...(onCloseFocus ? { onCloseFocus } : {})}
    >
      <div data-kind={kind} data-testid="credential-confirmation">
        {!askParent && answer.supportEmail ? (
          <p className="credential-request-note">
            {t('accountRecovery.confirmation.support', { supportEmail: answer.supportEmail })}
          </p>
        ) : null}
        <div className="credential-request-actions">
          <button type="button" className="button button-primary credential-request-send" onClick={onDismiss} data-testid="credential-confirmation-close">
            {t('accountRecovery.dialog.close')}
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
