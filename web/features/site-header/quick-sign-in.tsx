import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { BOT_CHECK_ACTIONS } from '../../shared/bot-check/bot-check-token';
import { useBotCheckToken } from '../../shared/bot-check/use-bot-check-token';
import { sessionStore as appSessionStore, type SessionStore } from '../../shared/session/session-store';
import { openSignInDialog, signInDialogStore, useOpenDialogType, type SignInDialogStore } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { reportSignIn } from '../../shared/sign-in-form/report-sign-in';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import type { SignInCredentials } from '../../shared/session/session';
import { REMEMBER_ME_TOOLTIP_SHOW_DELAY_MS } from '../../shared/tooltips/tooltip-timing';
import { Tooltip } from '../../shared/tooltips/tooltip';
import { TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { BotCheckBadge } from './bot-check-badge';
import { quickSignInMachine } from './quick-sign-in-machine';
import './quick-sign-in.css';

export interface QuickSignInProps {
  /** Test seams. */
  sessionStore?: SessionStore;
  dialogStore?: SignInDialogStore;
  /** Signs in and reloads the session (default: the session store's). */
  signIn?: (payload: SignInCredentials) => Promise<SignedIn | void>;
  onHeaderClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The quick sign-in form in the visitor's header (spec §2.12): username,
 * password, remember me (with its tooltip after 75 ms of hover) and Sign in;
 * below 1014px only the Sign in button, whose empty submit opens the sign-in
 * dialog. The bot-verification badge sits in the box at ≤ 1484px (spec §2.25).
 */
export function QuickSignIn({ sessionStore = appSessionStore, dialogStore = signInDialogStore, signIn, onHeaderClick }: QuickSignInProps) {
  const { t } = useTranslation();
  const ids = useId();
  const botCheck = useBotCheckToken(BOT_CHECK_ACTIONS.quickSignIn, { store: sessionStore });
  const send = signIn ?? ((credentials: SignInCredentials) => sessionStore.getState().signIn(credentials));
  const latest = useRef({ send, requestToken: botCheck.requestToken, dialogStore });
  useEffect(() => {
    latest.current = { send, requestToken: botCheck.requestToken, dialogStore };
  });
  const actor = useActorRef(
    quickSignInMachine.provide({
      actors: {
        requestBotCheckToken: fromPromise(() => latest.current.requestToken()),
        signIn: fromPromise(({ input }) => latest.current.send({ ...input, location: 'QUICK_SIGNIN' })),
      },
      actions: {
        onEmptySubmit: (_, params) => openSignInDialog(params.username ? { username: params.username } : {}, latest.current.dialogStore),
        onRefused: (_, params) =>
          openSignInDialog({ username: params.username, errorKey: params.errorKey }, latest.current.dialogStore),
        onSignedIn: (_, result) => {
          if (result) reportSignIn(TRACKING_MODULES.quickSignInModule, result.userKind);
        },
      },
    }),
  );
  const username = useSelector(actor, (s) => s.context.username);
  const password = useSelector(actor, (s) => s.context.password);
  const rememberUser = useSelector(actor, (s) => s.context.rememberUser);
  const disabled = useSelector(actor, (s) => !s.matches('enabled'));
  const waiting = useSelector(actor, (s) => s.matches('waitingForDialog'));

  // Fields re-enable when the dialog the form opened has been cleared.
  const openDialog = useOpenDialogType(dialogStore);
  const sawDialog = useRef(false);
  useEffect(() => {
    if (!waiting) {
      sawDialog.current = false;
      return;
    }
    if (openDialog !== null) sawDialog.current = true;
    else if (sawDialog.current) {
      sawDialog.current = false;
      actor.send({ type: 'dialogCleared' });
    }
  }, [actor, openDialog, waiting]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'submit' });
  };

  return (
    <form className="quick-signin" aria-label={t('signInDialogs.quick.label')} onSubmit={onSubmit} noValidate data-testid="quick-signin">
      <div className="quick-signin-fields">
        <label htmlFor={`${ids}-username`} className="visually-hidden">
          {t('signInDialogs.quick.username')}
        </label>
        <input
          id={`${ids}-username`}
          className="quick-signin-input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('signInDialogs.quick.username')}
          value={username}
          disabled={disabled}
          data-testid="quick-signin-username"
          onChange={(e) => actor.send({ type: 'username.changed', value: e.target.value })}
        />
        <label htmlFor={`${ids}-password`} className="visually-hidden">
          {t('signInDialogs.quick.password')}
        </label>
        <input
          id={`${ids}-password`}
          className="quick-signin-input"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('signInDialogs.quick.password')}
          value={password}
          disabled={disabled}
          data-testid="quick-signin-password"
          onChange={(e) => actor.send({ type: 'password.changed', value: e.target.value })}
        />
        <span className="quick-signin-remember">
          <input
            id={`${ids}-remember`}
            type="checkbox"
            name="rememberUser"
            checked={rememberUser}
            disabled={disabled}
            data-testid="quick-signin-remember"
            onChange={(e) => actor.send({ type: 'rememberUser.changed', value: e.target.checked })}
          />
          <Tooltip content={t('signInDialogs.quick.rememberTooltip')} showDelayMs={REMEMBER_ME_TOOLTIP_SHOW_DELAY_MS} testId="quick-signin-remember-tooltip">
            {(anchor) => (
              <label {...anchor} htmlFor={`${ids}-remember`} data-testid="quick-signin-remember-label">
                {t('signInDialogs.quick.rememberMe')}
              </label>
            )}
          </Tooltip>
        </span>
      </div>
      <button
        type="submit"
        className="button button-link quick-signin-submit"
        data-testid="header-signin"
        aria-disabled={disabled}
        onClick={(event) => {
          if (disabled) event.preventDefault();
          else onHeaderClick?.(event);
        }}
      >
        {t('signInDialogs.quick.submit')}
      </button>
      {botCheck.enabled ? <BotCheckBadge /> : null}
    </form>
  );
}
