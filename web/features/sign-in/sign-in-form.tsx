import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { SignInCredentials } from '../../shared/session/session';
import { signInMachine } from './sign-in-machine';

export interface SignInFormProps {
  /** Sends the credentials; rejects with an HttpError carrying the server's error key. */
  submitSignIn(credentials: SignInCredentials): Promise<void>;
  /** Called once the server accepted the credentials. */
  onSignedIn(): void;
  /** A username to start with (switching to another family account: `/signin?username=`). */
  initialUsername?: string;
}

/** The plain sign-in form: username, password, remember me, submit. */
export function SignInForm({ submitSignIn, onSignedIn, initialUsername = '' }: SignInFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const latest = useRef({ submitSignIn, onSignedIn });
  useEffect(() => {
    latest.current = { submitSignIn, onSignedIn };
  });

  const actor = useActorRef(
    signInMachine.provide({
      actors: { submitSignIn: fromPromise(({ input }) => latest.current.submitSignIn(input)) },
    }),
    { input: { username: initialUsername } },
  );
  const username = useSelector(actor, (s) => s.context.username);
  const password = useSelector(actor, (s) => s.context.password);
  const rememberUser = useSelector(actor, (s) => s.context.rememberUser);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const retryAfterSeconds = useSelector(actor, (s) => s.context.retryAfterSeconds);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));

  useEffect(() => {
    if (signedIn) latest.current.onSignedIn();
  }, [signedIn]);

  // After a refused attempt put the cursor where typing should resume (the password is cleared).
  useEffect(() => {
    if (refusals === 0) return;
    const target = usernameInput.current?.value.trim() === '' ? usernameInput : passwordInput;
    target.current?.focus();
  }, [refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'submit' });
  };

  return (
    <form className="signin-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${ids}-username`}>{t('signin.username')}</label>
        <input
          id={`${ids}-username`}
          ref={usernameInput}
          name="username"
          autoComplete="username"
          data-testid="signin-username"
          value={username}
          readOnly={submitting}
          onChange={(e) => actor.send({ type: 'username.changed', value: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-password`}>{t('signin.password')}</label>
        <input
          id={`${ids}-password`}
          ref={passwordInput}
          name="password"
          type="password"
          autoComplete="current-password"
          data-testid="signin-password"
          value={password}
          readOnly={submitting}
          onChange={(e) => actor.send({ type: 'password.changed', value: e.target.value })}
        />
      </div>
      <div className="field field-checkbox">
        <input
          id={`${ids}-remember`}
          name="rememberUser"
          type="checkbox"
          data-testid="signin-remember"
          checked={rememberUser}
          disabled={submitting}
          onChange={(e) => actor.send({ type: 'rememberUser.changed', value: e.target.checked })}
        />
        <label htmlFor={`${ids}-remember`}>{t('signin.rememberMe')}</label>
      </div>
      {errorKey !== null && (
        <p key={refusals} role="alert" className="form-error" data-testid="signin-error">
          {t(errorKey, { seconds: retryAfterSeconds ?? 0, defaultValue: t('app.error.unexpected') })}
        </p>
      )}
      <button type="submit" className="button button-primary" data-testid="signin-submit" aria-disabled={submitting}>
        {submitting ? t('signin.submitting') : t('signin.submit')}
      </button>
    </form>
  );
}
