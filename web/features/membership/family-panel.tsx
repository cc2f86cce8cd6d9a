import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { useLoad } from '../../shared/loading/use-load';
import type { Family, MembershipApi } from './membership-api';
import { MembershipField } from './membership-field';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** A family parent's membership: when it ends, the children, and the form adding one (step 3 of joining). */
export function FamilyPanel({ api, userId }: { api: MembershipApi; userId: string }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const load = useLoad(`${userId}:${version}`, (signal) => api.fetchFamily(signal));
  const [added, setAdded] = useState<string | null>(null);

  if (load.status === 'loading') {
    return (
      <p className="loading" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="form-error" role="alert">
        <p>{t(load.errorKey ?? 'app.loadFailed', { defaultValue: t('app.error.unexpected') })}</p>
        <button type="button" className="button" onClick={load.retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  const family = load.data;
  if (family === null) return <p>{t('membershipPage.family.notParent')}</p>;
  return (
    <div className="membership-step" data-testid="family-panel">
      <h2>{t('membershipPage.family.heading')}</h2>
      {family.endsOn ? <p data-testid="family-ends-on">{t('membershipPage.family.endsOn', { date: formatDate(family.endsOn) })}</p> : null}
      <ChildList family={family} />
      {added ? (
        <p role="status" className="membership-added" data-testid="child-added">
          {t('membershipPage.family.added', { username: added })}
        </p>
      ) : null}
      <AddChildForm
        api={api}
        onAdded={(username) => {
          setAdded(username);
          setVersion((n) => n + 1);
        }}
      />
    </div>
  );
}

function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

function ChildList({ family }: { family: Family }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('membershipPage.family.children')}</h3>
      {family.children.length === 0 ? (
        <p data-testid="family-no-children">{t('membershipPage.family.noChildren')}</p>
      ) : (
        <ul className="family-children" data-testid="family-children">
          {family.children.map((child) => (
            <li key={child.userId} data-testid="family-child" data-username={child.username}>
              <strong>{child.displayName || child.username}</strong> <span className="family-child-username">({child.username})</span> ·{' '}
              {child.hasSecretWord ? t('membershipPage.family.secretWord') : t('membershipPage.family.noSecretWord')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type ChildField = 'username' | 'displayName' | 'secretWord';

const FIELD_OF_ERROR: Record<string, ChildField> = {
  'membership.error.username_invalid': 'username',
  'membership.error.username_taken': 'username',
  'membership.error.secret_word_too_long': 'secretWord',
};

function AddChildForm({ api, onAdded }: { api: MembershipApi; onAdded(username: string): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<Record<ChildField, string>>({ username: '', displayName: '', secretWord: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ field: ChildField | null; key: string; seq: number } | null>(null);
  const inputs = useRef<Partial<Record<ChildField, HTMLInputElement | null>>>({});
  // One Idempotency-Key per submission: kept for a resubmission of the same values (a
  // retry after a lost answer), dropped once a child is added or a field is changed.
  const submissionKey = useRef<string | null>(null);

  const refuse = (field: ChildField | null, errorKey: string) => {
    setError((previous) => ({ field, key: errorKey, seq: (previous?.seq ?? 0) + 1 }));
    if (field) inputs.current[field]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (values.username.trim() === '') return refuse('username', 'membershipPage.parent.blank');
    setSending(true);
    try {
      const displayName = values.displayName.trim();
      const secretWord = values.secretWord.trim();
      submissionKey.current ??= newIdempotencyKey();
      const child = await api.addChild({ username: values.username.trim(), ...(displayName ? { displayName } : {}), ...(secretWord ? { secretWord } : {}) }, submissionKey.current);
      submissionKey.current = null;
      setValues({ username: '', displayName: '', secretWord: '' });
      setError(null);
      onAdded(child.username);
    } catch (caught) {
      const errorKey = isHttpError(caught) ? caught.errorKey : 'app.error.unexpected';
      refuse(FIELD_OF_ERROR[errorKey] ?? null, errorKey);
    } finally {
      setSending(false);
    }
  };

  const errorId = `${ids}-error`;
  const field = (name: ChildField, labelKey: string, hintKey?: string) => (
    <MembershipField
      id={`${ids}-${name}`}
      name={name}
      type={name === 'secretWord' ? 'password' : 'text'}
      autoComplete="off"
      maxLength={64}
      label={t(labelKey)}
      hint={hintKey ? t(hintKey) : undefined}
      value={values[name]}
      readOnly={sending}
      invalid={error?.field === name}
      errorId={errorId}
      testId={`child-${name}`}
      inputRef={(input) => {
        inputs.current[name] = input;
      }}
      onChange={(value) => {
        submissionKey.current = null;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <form className="membership-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending || undefined} data-testid="add-child-form">
      <h3>{t('membershipPage.family.addHeading')}</h3>
      {field('username', 'membershipPage.family.childUsername', 'membershipPage.parent.usernameHint')}
      {field('displayName', 'membershipPage.family.childDisplayName')}
      {field('secretWord', 'membershipPage.family.childSecretWord', 'membershipPage.family.childSecretWordHint')}
      {error ? (
        <p key={error.seq} id={errorId} role="alert" className="form-error" data-testid="add-child-error">
          {t(error.key, { defaultValue: t('app.error.unexpected') })}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button button-primary" aria-disabled={sending || undefined} data-testid="add-child-submit">
          {sending ? t('membershipPage.family.adding') : t('membershipPage.family.add')}
        </button>
      </p>
    </form>
  );
}
