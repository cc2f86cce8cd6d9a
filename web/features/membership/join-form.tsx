import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../shared/http/http-error';
import type { MembershipApi } from './membership-api';
import { MembershipField } from './membership-field';

type JoinField = 'username' | 'email' | 'password' | 'displayName';

/** Which field a server refusal is about. */
const FIELD_OF_ERROR: Record<string, JoinField> = {
  'membership.error.username_invalid': 'username',
  'membership.error.username_taken': 'username',
  'credential_request_dialog.form.error.MISSING_EMAIL': 'email',
  'credential_request_dialog.form.error.INVALID_EMAIL': 'email',
  'membership.error.password_too_short': 'password',
  'membership.error.password_too_long': 'password',
};

const REQUIRED: readonly JoinField[] = ['username', 'email', 'password'];

/** The parent account's form (step 1 of joining); then "check your email". */
export function JoinForm({ api }: { api: MembershipApi }) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<Record<JoinField, string>>({ username: '', email: '', password: '', displayName: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ field: JoinField | null; key: string; seq: number } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<JoinField, HTMLInputElement | null>>>({});

  const refuse = (field: JoinField | null, key: string) => {
    setError((previous) => ({ field, key, seq: (previous?.seq ?? 0) + 1 }));
    if (field) inputs.current[field]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const blank = REQUIRED.find((field) => values[field].trim() === '');
    if (blank) return refuse(blank, 'membershipPage.parent.blank');
    setSending(true);
    try {
      const displayName = values.displayName.trim();
      const answer = await api.join({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(displayName ? { displayName } : {}),
      });
      setSentTo(answer.email);
    } catch (caught) {
      const key = isHttpError(caught) ? caught.errorKey : 'app.error.unexpected';
      refuse(FIELD_OF_ERROR[key] ?? null, key);
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="membership-step" role="status" data-testid="membership-sent">
        <h2>{t('membershipPage.sent.heading')}</h2>
        <p>{t('membershipPage.sent.body', { email: sentTo })}</p>
      </div>
    );
  }

  const errorId = `${ids}-error`;
  const field = (name: JoinField, type: string, autoComplete: string, labelKey: string, hintKey?: string) => (
    <MembershipField
      id={`${ids}-${name}`}
      name={name}
      type={type}
      autoComplete={autoComplete}
      maxLength={name === 'password' ? 128 : name === 'email' ? 254 : 64}
      label={t(labelKey)}
      hint={hintKey ? t(hintKey) : undefined}
      value={values[name]}
      readOnly={sending}
      invalid={error?.field === name}
      errorId={errorId}
      testId={`join-${name}`}
      inputRef={(input) => {
        inputs.current[name] = input;
      }}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <form className="membership-step membership-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending || undefined} data-testid="join-form">
      <h2>{t('membershipPage.parent.heading')}</h2>
      {field('username', 'text', 'username', 'membershipPage.parent.username', 'membershipPage.parent.usernameHint')}
      {field('email', 'email', 'email', 'membershipPage.parent.email', 'membershipPage.parent.emailHint')}
      {field('password', 'password', 'new-password', 'membershipPage.parent.password', 'membershipPage.parent.passwordHint')}
      {field('displayName', 'text', 'name', 'membershipPage.parent.displayName')}
      {error ? (
        <p key={error.seq} id={errorId} role="alert" className="form-error" data-testid="join-error">
          {t(error.key, { defaultValue: t('app.error.unexpected') })}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button button-primary" aria-disabled={sending || undefined} data-testid="join-submit">
          {sending ? t('membershipPage.parent.submitting') : t('membershipPage.parent.submit')}
        </button>
      </p>
    </form>
  );
}
