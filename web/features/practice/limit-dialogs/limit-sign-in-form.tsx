import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { BOT_CHECK_ACTIONS } from '../../../shared/bot-check/bot-check-token';
import { useBotCheckToken } from '../../../shared/bot-check/use-bot-check-token';
import type { SignInLocation } from '../../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { CredentialField } from '../../../shared/sign-in-form/sign-in-fields';
import { httpLimitDialogApi, type LimitDialogApi } from './limit-dialog-api';
import { limitSignInMachine } from './limit-sign-in-machine';

export interface LimitSignInFormProps {
  location: Extract<SignInLocation, 'PRACTICE_LIMIT_MODAL' | 'FLUENCY_ZONE_MODAL'>;
  heading: string;
  testId: string;
  onSignedIn(): void;
  api?: LimitDialogApi;
  /** Tests pass a token source; the app asks the bot check for `signin_10q_limit`. */
  requestBotCheckToken?: () => Promise<string | null>;
}

/**
 * The username and password form of the practice-limit and fluency-zone
 * dialogs; its rules are limit-sign-in-machine.ts (either field empty → the
 * missing-credentials action; 401 → the invalid-credentials action; anything
 * else logged). The bot-check action is `signin_10q_limit` for both (docs/sign-in.md).
 */
export function LimitSignInForm({ location, heading, testId, onSignedIn, api = httpLimitDialogApi, requestBotCheckToken }: LimitSignInFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const botCheck = useBotCheckToken(BOT_CHECK_ACTIONS.practiceLimit);
  const latest = useRef({ api, onSignedIn, requestToken: requestBotCheckToken ?? botCheck.requestToken });
  useEffect(() => {
    latest.current = { api, onSignedIn, requestToken: requestBotCheckToken ?? botCheck.requestToken };
  });
  const actor = useActorRef(
    limitSignInMachine.provide({
      actors: {
        requestBotCheckToken: fromPromise(() => latest.current.requestToken()),
        signIn: fromPromise(({ input }) => latest.current.api.signIn({ ...input, location })),
      },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const action = useSelector(actor, (s) => s.context.action);
  const actions = useSelector(actor, (s) => s.context.actions);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const busy = state === 'verifying' || state === 'signingIn' || state === 'signedIn';

  useEffect(() => {
    if (state === 'signedIn') latest.current.onSignedIn();
  }, [state]);
  // After an action: the password is cleared, and the first field to fix takes the focus.
  useEffect(() => {
    if (actions === 0) return;
    if (action === 'invalidCredentials') setPassword('');
    const empty = usernameInput.current?.value.trim() === '' ? usernameInput.current : passwordInput.current;
    empty?.focus();
  }, [actions, action]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    actor.send({ type: 'submit', username, password });
  };
  const errorId = `${ids}-error`;
  const labels = { username: t('limitDialogs.practice.username'), password: t('limitDialogs.practice.password') };

  return (
    <form className="limit-signin" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-heading`} aria-busy={busy || undefined} data-testid={testId}>
      <h3 id={`${ids}-heading`} className="limit-signin-heading">
        {heading}
      </h3>
      <CredentialField
        id={`${ids}-username`}
        kind="username"
        label={labels.username}
        value={username}
        onChange={setUsername}
        readOnly={busy}
        invalid={action !== null}
        describedBy={action ? errorId : undefined}
        testId={`${testId}-username`}
        inputRef={usernameInput}
      />
      <CredentialField
        id={`${ids}-password`}
        kind="password"
        label={labels.password}
        value={password}
        onChange={setPassword}
        readOnly={busy}
        invalid={action !== null}
        describedBy={action ? errorId : undefined}
        testId={`${testId}-password`}
        inputRef={passwordInput}
      />
      {action ? (
        <p key={actions} id={errorId} role="alert" className="form-error" data-testid={`${testId}-error`} data-action={action}>
          {t(`limitDialogs.practice.${action}`)}
        </p>
      ) : null}
      <p className="limit-signin-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined} data-testid={`${testId}-submit`}>
          {busy ? t('limitDialogs.practice.submitting') : t('limitDialogs.practice.submit')}
        </button>
      </p>
    </form>
  );
}
