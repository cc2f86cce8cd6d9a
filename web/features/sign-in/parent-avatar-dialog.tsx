import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { SubAccount } from '../../shared/session/session';
import { CredentialField, SignInErrorMessage } from '../../shared/sign-in-form/sign-in-fields';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { AccountAvatar, subAccountNameClass } from './account-avatar';
import { DialogFrame } from './dialog-frame';
import { signInMachine } from './sign-in-machine';

export interface ParentAvatarDialogProps {
  /** `parentAvatar` (picked in the sub-account dialog) or `switchToParentAvatar` (after switch-to-parent). */
  variant: 'parentAvatar' | 'switchToParentAvatar';
  parent: SubAccount | null;
  /** Signs in as the parent with the parent's password; rejects with an HttpError. */
  signInAsParent(parent: SubAccount, password: string): Promise<SignedIn>;
  onSignedIn(result: SignedIn): void;
  /** The forgot-password link (absent: not offered). */
  onForgotPassword?: (() => void) | undefined;
  onDismiss(): void;
  onCloseFocus(): void;
}

/**
 * The parent avatar dialog and the switch-to-parent avatar dialog (spec §2.14,
 * §2.17): the parent's avatar button; choosing it asks for the parent's
 * password — a child never becomes the parent without it.
 */
export function ParentAvatarDialog({ variant, parent, signInAsParent, onSignedIn, onForgotPassword, onDismiss, onCloseFocus }: ParentAvatarDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [chosen, setChosen] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const latest = useRef({ signInAsParent, onSignedIn, parent });
  useEffect(() => {
    latest.current = { signInAsParent, onSignedIn, parent };
  });
  const actor = useActorRef(
    signInMachine.provide({
      actors: {
        submitSignIn: fromPromise(({ input }) => {
          const account = latest.current.parent;
          if (account === null) return Promise.reject(new Error('no parent account'));
          return latest.current.signInAsParent(account, input.password);
        }),
      },
    }),
    { input: { username: parent?.username ?? '' } },
  );
  const password = useSelector(actor, (s) => s.context.password);
  const error = useSelector(actor, (s) => s.context.error);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const busy = useSelector(actor, (s) => !s.matches('editing'));
  const accepted = useSelector(actor, (s) => s.context.accepted);
  useEffect(() => {
    if (accepted !== null) latest.current.onSignedIn(accepted);
  }, [accepted]);
  useEffect(() => {
    if (chosen) passwordInput.current?.focus();
  }, [chosen, refusals]);

  const title = variant === 'switchToParentAvatar' ? t('signInDialogs.parentAvatar.switchTitle') : t('signInDialogs.parentAvatar.title');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'submit' });
  };
  const errorId = `${ids}-error`;

  return (
    <DialogFrame title={title} description={t('signInDialogs.parentAvatar.description')} testId={`${variant === 'switchToParentAvatar' ? 'switch-to-parent-avatar' : 'parent-avatar'}-dialog`} onDismiss={onDismiss} onCloseFocus={onCloseFocus}>
      {parent === null ? null : (
        <button type="button" className="parent-avatar-button" aria-pressed={chosen} data-testid="parent-avatar-button" onClick={() => setChosen(true)}>
          <AccountAvatar avatarUrl={parent.avatarUrl} username={parent.username} />
          <span className={subAccountNameClass(parent.username)}>{t('signInDialogs.parentAvatar.avatarButton', { name: parent.username })}</span>
        </button>
      )}
      {chosen ? (
        <form className="parent-password-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
          <CredentialField
            id={`${ids}-password`}
            kind="password"
            label={t('signInDialogs.parentAvatar.password')}
            value={password}
            readOnly={busy}
            invalid={error.state !== 'noError'}
            describedBy={error.messageKey ? errorId : undefined}
            testId="parent-password"
            inputRef={passwordInput}
            onChange={(value) => actor.send({ type: 'password.changed', value })}
          />
          <SignInErrorMessage id={errorId} error={error} refusals={refusals} testId="parent-password-error" />
          {onForgotPassword ? (
            <button type="button" className="link-button" data-testid="parent-forgot-password" onClick={onForgotPassword}>
              {t('signInDialogs.dialog.forgotPassword')}
            </button>
          ) : null}
          <div className="signin-dialog-actions">
            <button type="button" className="button" onClick={onDismiss}>
              {t('signInDialogs.parentAvatar.cancel')}
            </button>
            <button type="submit" className="button button-primary" data-testid="parent-password-submit" aria-disabled={busy}>
              {busy ? t('signInDialogs.dialog.submitting') : t('signInDialogs.parentAvatar.submit')}
            </button>
          </div>
        </form>
      ) : null}
    </DialogFrame>
  );
}
