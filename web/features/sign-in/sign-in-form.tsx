import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { PreviousCustomDomain } from '../../shared/session/session';
import { CredentialField, SignInErrorMessage } from '../../shared/sign-in-form/sign-in-fields';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { signInMachine, type SignInFormCredentials } from './sign-in-machine';

export interface SignInFormProps {
  /** Sends the credentials (with the bot check token, when one was had); rejects with an HttpError. */
  submitSignIn(credentials: SignInFormCredentials & { botCheckToken: string | null }): Promise<SignedIn | void>;
  /** Requests and solves a bot check (null: none). */
  requestBotCheckToken?: () => Promise<string | null>;
  /** Whether the bot check is on (its notice shows while a field has focus). */
  botCheckEnabled?: boolean;
  /** Called once the server accepted the credentials. */
  onSignedIn(result: SignedIn): void;
  /** A username to start with (the quick form's, or a family account switched to). */
  initialUsername?: string;
  /** An error to show at once (the quick form's refusal). */
  initialErrorKey?: string | null;
  /** Test ids: `${prefix}-username`, `-password`, `-remember`, `-submit`, `-error`. */
  testIdPrefix?: string;
  onForgotUsername?: () => void;
  onForgotPassword?: () => void;
  /** The visitor's previous custom domains (spec §3): links to their sign-in pages, else the join link. */
  previousCustomDomains?: PreviousCustomDomain[];
  /** Hides the custom-domain list and join link (a custom domain's own page). */
  hideAccountLinks?: boolean;
  /** Following one of the account links (the dialog closes as the page changes). */
  onLeave?: () => void;
}

/**
 * The sign-in form (spec §2.11): username, password, remember me, the forgot
 * links, the bot-verification notice while a field is focused, and the
 * previous custom domains or the join link. Its states are sign-in-machine.ts.
 */
export function SignInForm({
  submitSignIn,
  requestBotCheckToken = async () => null,
  botCheckEnabled = false,
  onSignedIn,
  initialUsername = '',
  initialErrorKey = null,
  testIdPrefix = 'signin',
  onForgotUsername,
  onForgotPassword,
  previousCustomDomains = [],
  hideAccountLinks = false,
  onLeave,
}: SignInFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const latest = useRef({ submitSignIn, onSignedIn, requestBotCheckToken });
  useEffect(() => {
    latest.current = { submitSignIn, onSignedIn, requestBotCheckToken };
  });
  const [fieldFocused, setFieldFocused] = useState(false);

  const actor = useActorRef(
    signInMachine.provide({
      actors: {
        requestBotCheckToken: fromPromise(() => latest.current.requestBotCheckToken()),
        submitSignIn: fromPromise(({ input }) => latest.current.submitSignIn(input)),
      },
    }),
    { input: { username: initialUsername, errorKey: initialErrorKey } },
  );
  const username = useSelector(actor, (s) => s.context.username);
  const password = useSelector(actor, (s) => s.context.password);
  const rememberUser = useSelector(actor, (s) => s.context.rememberUser);
  const error = useSelector(actor, (s) => s.context.error);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const checking = useSelector(actor, (s) => s.matches('requestingToken'));
  const busy = useSelector(actor, (s) => s.matches('requestingToken') || s.matches('submitting') || s.matches('signedIn'));
  const accepted = useSelector(actor, (s) => s.context.accepted);

  useEffect(() => {
    if (accepted !== null) latest.current.onSignedIn(accepted);
  }, [accepted]);

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
  const errorId = `${ids}-error`;
  const noticeShown = fieldFocused || busy;
  const focusHandlers = { onFocus: () => setFieldFocused(true), onBlur: () => setFieldFocused(false) };

  return (
    <div className="signin-layout">
      <form className="signin-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <CredentialField
          id={`${ids}-username`}
          kind="username"
          label={t('signInDialogs.dialog.username')}
          value={username}
          readOnly={busy}
          invalid={error.state === 'clientError' && username.trim() === ''}
          describedBy={error.messageKey ? errorId : undefined}
          testId={`${testIdPrefix}-username`}
          inputRef={usernameInput}
          onChange={(value) => actor.send({ type: 'username.changed', value })}
          {...focusHandlers}
        />
        <CredentialField
          id={`${ids}-password`}
          kind="password"
          label={t('signInDialogs.dialog.password')}
          value={password}
          readOnly={busy}
          invalid={error.state !== 'noError' && password === ''}
          describedBy={error.messageKey ? errorId : undefined}
          testId={`${testIdPrefix}-password`}
          inputRef={passwordInput}
          onChange={(value) => actor.send({ type: 'password.changed', value })}
          {...focusHandlers}
        />
        {botCheckEnabled ? (
          // Always laid out (hidden, not removed, while no field has focus) so that blurring a
          // field by pressing the mouse on Sign in does not move the button from under the pointer.
          <p
            className={noticeShown ? 'signin-bot-notice' : 'signin-bot-notice signin-bot-notice--hidden'}
            data-testid={`${testIdPrefix}-bot-notice`}
            data-shown={noticeShown}
            aria-hidden={!noticeShown}
          >
            {t('signInDialogs.botCheck.notice')}
          </p>
        ) : null}
        <div className="field field-checkbox">
          <input
            id={`${ids}-remember`}
            name="rememberUser"
            type="checkbox"
            data-testid={`${testIdPrefix}-remember`}
            checked={rememberUser}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'rememberUser.changed', value: e.target.checked })}
          />
          <label htmlFor={`${ids}-remember`}>{t('signInDialogs.dialog.rememberMe')}</label>
        </div>
        <SignInErrorMessage id={errorId} error={error} refusals={refusals} testId={`${testIdPrefix}-error`} />
        {checking ? (
          <p className="signin-checking" role="status" data-testid={`${testIdPrefix}-checking`}>
            {t('signInDialogs.botCheck.checking')}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" data-testid={`${testIdPrefix}-submit`} aria-disabled={busy}>
          {busy ? t('signInDialogs.dialog.submitting') : t('signInDialogs.dialog.submit')}
        </button>
        {onForgotUsername || onForgotPassword ? (
          <p className="signin-forgot">
            {onForgotUsername ? (
              <button type="button" className="link-button" data-testid={`${testIdPrefix}-forgot-username`} onClick={onForgotUsername}>
                {t('signInDialogs.dialog.forgotUsername')}
              </button>
            ) : null}
            {onForgotPassword ? (
              <button type="button" className="link-button" data-testid={`${testIdPrefix}-forgot-password`} onClick={onForgotPassword}>
                {t('signInDialogs.dialog.forgotPassword')}
              </button>
            ) : null}
          </p>
        ) : null}
      </form>
      {hideAccountLinks ? null : (
        <div className="signin-aside">
          {previousCustomDomains.length > 0 ? (
            <nav aria-labelledby={`${ids}-domains`} data-testid={`${testIdPrefix}-custom-domains`}>
              <h3 id={`${ids}-domains`} className="signin-aside-heading">
                {t('signInDialogs.dialog.customDomainsHeading')}
              </h3>
              <ul className="signin-domain-list">
                {previousCustomDomains.map((domain) => (
                  <li key={domain.name}>
                    <a href={`/signin/${encodeURIComponent(domain.name)}`} data-testid={`${testIdPrefix}-custom-domain-${domain.name}`} onClick={onLeave}>
                      {t('signInDialogs.dialog.customDomainLink', { displayName: domain.displayName })}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p className="signin-join" data-testid={`${testIdPrefix}-join`}>
              {t('signInDialogs.dialog.notMember')}{' '}
              <a href="/membership/" onClick={onLeave}>
                {t('signInDialogs.dialog.joinNow')}
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
