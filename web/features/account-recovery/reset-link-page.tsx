import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { httpResetApi, type ResetApi, type ResetKind } from './reset-api';
import { resetMachine } from './reset-machine';
import './account-recovery.css';

export interface ResetLinkPageProps {
  kind: ResetKind;
  /** The link's `token` query parameter ('' when the address has none). */
  token: string;
  /** Tests pass fake calls. */
  api?: ResetApi;
}

/**
 * The pages a reset mail links to (issue 14): `/reset-password?token=` (a new
 * password, typed twice; then a sign-in link with the username filled in) and
 * `/reset-secret-word?token=` (a parent sets a child's secret word). A used,
 * expired or altered link says so and points to asking for a new one. The flow
 * is reset-machine.ts.
 */
export function ResetLinkPage({ kind, token, api = httpResetApi }: ResetLinkPageProps) {
  const { t } = useTranslation();
  const ids = useId();
  const latestApi = useRef(api);
  useEffect(() => {
    latestApi.current = api;
  });
  const actor = useActorRef(
    resetMachine.provide({
      actors: {
        checkLink: fromPromise(({ input }) => latestApi.current.checkLink(input.token)),
        reset: fromPromise(({ input }) => latestApi.current.reset(input.kind, input.token, input.value)),
      },
    }),
    { input: { kind, token } },
  );
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'checking'));
  const username = useSelector(actor, (s) => s.context.username);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const [value, setValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (refusals > 0) firstField.current?.focus();
  }, [refusals]);

  const texts = kind === 'PASSWORD' ? 'accountRecovery.resetPassword' : 'accountRecovery.resetSecretWord';
  const saving = state === 'saving';
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    actor.send(kind === 'PASSWORD' ? { type: 'submit', value, confirmation } : { type: 'submit', value });
  };

  let body;
  if (state === 'checking' || state === 'start') {
    body = (
      <p className="loading" aria-busy="true" data-testid="reset-checking">
        {t('accountRecovery.resetPassword.checking')}
      </p>
    );
  } else if (state === 'invalid') {
    body = (
      <div data-testid="reset-invalid">
        <p className="form-error" role="alert">
          {t('credential_request.reset.invalid_token')}
        </p>
        <p>
          <a href="/signin">{t('accountRecovery.resetPassword.askAgain')}</a>
        </p>
      </div>
    );
  } else if (state === 'done') {
    body = (
      <div className="reset-done" data-testid="reset-done" role="status">
        {kind === 'PASSWORD' ? (
          <>
            <p>{t('accountRecovery.resetPassword.done')}</p>
            <p>
              <a className="button button-primary" href={`/signin?username=${encodeURIComponent(username)}`} data-testid="reset-signin">
                {t('accountRecovery.resetPassword.signIn')}
              </a>
            </p>
          </>
        ) : (
          <>
            <p>{t('accountRecovery.resetSecretWord.done', { username })}</p>
            <p>
              <a href="/">{t('accountRecovery.resetSecretWord.home')}</a>
            </p>
          </>
        )}
      </div>
    );
  } else {
    const described = [hintId, errorKey ? errorId : null].filter(Boolean).join(' ');
    body = (
      <form className="reset-form" onSubmit={onSubmit} noValidate aria-busy={saving || undefined} data-testid="reset-form">
        {username ? (
          <h2 className="reset-for" data-testid="reset-username">
            {t(`${texts}.forAccount`, { username })}
          </h2>
        ) : null}
        {/* A hidden username field lets password managers store the new password for the right account. */}
        {kind === 'PASSWORD' ? <input type="text" name="username" autoComplete="username" value={username} readOnly hidden /> : null}
        <div className="field">
          <label htmlFor={`${ids}-value`}>{t(kind === 'PASSWORD' ? 'accountRecovery.resetPassword.newPassword' : 'accountRecovery.resetSecretWord.secretWord')}</label>
          <input
            id={`${ids}-value`}
            ref={firstField}
            type="password"
            autoComplete={kind === 'PASSWORD' ? 'new-password' : 'off'}
            value={value}
            readOnly={saving}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={described}
            data-testid="reset-value"
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={hintId} className="field-hint">
            {t(kind === 'PASSWORD' ? 'accountRecovery.resetPassword.hint' : 'accountRecovery.resetSecretWord.hint')}
          </p>
        </div>
        {kind === 'PASSWORD' ? (
          <div className="field">
            <label htmlFor={`${ids}-confirmation`}>{t('accountRecovery.resetPassword.confirmPassword')}</label>
            <input
              id={`${ids}-confirmation`}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              readOnly={saving}
              aria-describedby={errorKey ? errorId : undefined}
              data-testid="reset-confirmation"
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
        ) : null}
        {errorKey ? (
          <p key={refusals} id={errorId} role="alert" className="form-error" data-testid="reset-error">
            {t(errorKey, { defaultValue: t('app.error.unexpected') })}
          </p>
        ) : null}
        <p>
          <button type="submit" className="button button-primary" aria-disabled={saving || undefined} data-testid="reset-submit">
            {saving ? t(`${texts}.saving`) : t(`${texts}.submit`)}
          </button>
        </p>
      </form>
    );
  }

  return (
    <section className="account-recovery-page" aria-labelledby={`${ids}-title`} data-testid={kind === 'PASSWORD' ? 'reset-password-page' : 'reset-secret-word-page'} data-state={state}>
      <h1 id={`${ids}-title`}>{t(`${texts}.title`)}</h1>
      {body}
    </section>
  );
}
