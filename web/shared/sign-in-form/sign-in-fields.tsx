import type { FocusEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInError } from './sign-in-error-state';

/**
 * Pieces every sign-in form shares (the sign-in dialog and page, the quick
 * form, the practice-limit and fluency-zone forms): a labelled username or
 * password field and the error text of the form's state.
 */

export interface CredentialFieldProps {
  id: string;
  kind: 'username' | 'password';
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  /** The error text's id, so the field names it as its description. */
  describedBy?: string | undefined;
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The label visually hidden (the quick form, with placeholders). */
  compact?: boolean;
}

export function CredentialField({ id, kind, label, value, onChange, disabled, readOnly, invalid, describedBy, testId, inputRef, onFocus, onBlur, compact }: CredentialFieldProps) {
  return (
    <div className={compact ? 'field field-compact' : 'field'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={kind}
        type={kind === 'password' ? 'password' : 'text'}
        autoComplete={kind === 'password' ? 'current-password' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={compact ? label : undefined}
        value={value}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </div>
  );
}

export interface SignInErrorMessageProps {
  id?: string;
  error: SignInError;
  /** Changes with every refusal, so the same text shown twice is announced twice. */
  refusals?: number;
  testId?: string;
}

/** The form's error text for its state (nothing for noError), announced as an alert. */
export function SignInErrorMessage({ id, error, refusals = 0, testId }: SignInErrorMessageProps) {
  const { t } = useTranslation();
  if (error.messageKey === null) return null;
  return (
    <p key={refusals} id={id} role="alert" className="form-error" data-testid={testId} data-error-state={error.state}>
      {t(error.messageKey, { seconds: error.retryAfterSeconds ?? 0, defaultValue: t('app.error.unexpected') })}
    </p>
  );
}
