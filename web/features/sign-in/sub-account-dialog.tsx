import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { SubAccount } from '../../shared/session/session';
import { CredentialField } from '../../shared/sign-in-form/sign-in-fields';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { AccountAvatar, subAccountNameClass } from './account-avatar';
import { DialogFrame } from './dialog-frame';
import { subAccountMachine } from './sub-account-machine';

export interface SubAccountDialogProps {
  accounts: SubAccount[];
  currentUsername: string;
  currentIsChild: boolean;
  initialUsername: string | null;
  resumeSecretWord: boolean;
  /** Signs in as the account (with its secret word when asked); rejects with an HttpError. */
  signInAs(account: SubAccount, secretWord: string | null): Promise<SignedIn>;
  onSignedIn(result: SignedIn): void;
  /** A child picked the parent: the parent avatar dialog takes over. */
  onPickParent(): void;
  /** The forgot-secret-word help button, for the chosen account (absent: not offered). */
  onForgotSecretWord?: (account: SubAccount) => void;
  onDismiss(): void;
  onCloseFocus(): void;
}

/**
 * The sub-account sign-in dialog (spec §2.14): the family's accounts as radio
 * avatars with usernames (the parent marked, the signed-in one not offered),
 * then the secret-word form for a child that needs one.
 */
export function SubAccountDialog(props: SubAccountDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const actor = useActorRef(
    subAccountMachine.provide({
      actors: { signInAs: fromPromise(({ input }) => latest.current.signInAs(input.account, input.secretWord)) },
      actions: { handToParentAvatar: () => latest.current.onPickParent() },
    }),
    {
      input: {
        accounts: props.accounts,
        currentUsername: props.currentUsername,
        currentIsChild: props.currentIsChild,
        initialUsername: props.initialUsername,
        resumeSecretWord: props.resumeSecretWord,
      },
    },
  );
  const selected = useSelector(actor, (s) => s.context.selected);
  const step = useSelector(actor, (s) => (s.matches('secretWord') ? 'secretWord' : s.matches('signingIn') || s.matches('signedIn') ? 'busy' : 'picking'));
  const inSecretWord = useSelector(actor, (s) => s.context.step === 'secretWord');
  const secretWord = useSelector(actor, (s) => s.context.secretWord);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const accepted = useSelector(actor, (s) => s.context.accepted);
  const secretWordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (accepted !== null) latest.current.onSignedIn(accepted);
  }, [accepted]);
  useEffect(() => {
    if (step === 'secretWord') secretWordInput.current?.focus();
  }, [step, refusals]);

  const busy = step === 'busy';
  const chosen = props.accounts.find((account) => account.username === selected) ?? null;
  const errorId = `${ids}-error`;
  const error = errorKey ? (
    <p key={refusals} id={errorId} role="alert" className="form-error" data-testid="sub-account-error">
      {t(errorKey, { defaultValue: t('app.error.unexpected') })}
    </p>
  ) : null;

  if (inSecretWord && chosen) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      actor.send({ type: 'submit' });
    };
    return (
      <DialogFrame
        title={t('signInDialogs.secretWord.title', { name: chosen.displayName })}
        testId="sub-account-dialog"
        onDismiss={props.onDismiss}
        onCloseFocus={props.onCloseFocus}
      >
        <form className="secret-word-form" onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="secret-word-form">
          <CredentialField
            id={`${ids}-secret-word`}
            kind="password"
            label={t('signInDialogs.secretWord.label')}
            value={secretWord}
            readOnly={busy}
            invalid={errorKey !== null}
            describedBy={errorKey ? errorId : undefined}
            testId="secret-word-input"
            inputRef={secretWordInput}
            onChange={(value) => actor.send({ type: 'secretWord.changed', value })}
          />
          {error}
          {props.onForgotSecretWord ? (
            <button type="button" className="link-button" data-testid="forgot-secret-word" onClick={() => props.onForgotSecretWord?.(chosen)}>
              {t('signInDialogs.secretWord.forgot')}
            </button>
          ) : null}
          <div className="signin-dialog-actions">
            <button type="button" className="button" data-testid="secret-word-back" onClick={() => actor.send({ type: 'back' })}>
              {t('signInDialogs.secretWord.back')}
            </button>
            <button type="submit" className="button button-primary" data-testid="secret-word-submit" aria-disabled={busy}>
              {busy ? t('signInDialogs.subAccounts.signingIn') : t('signInDialogs.secretWord.submit')}
            </button>
          </div>
        </form>
      </DialogFrame>
    );
  }

  const offered = props.accounts;
  return (
    <DialogFrame
      title={t('signInDialogs.subAccounts.title')}
      description={t('signInDialogs.subAccounts.description')}
      testId="sub-account-dialog"
      onDismiss={props.onDismiss}
      onCloseFocus={props.onCloseFocus}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'continue' });
        }}
        aria-busy={busy}
      >
        {offered.length <= 1 ? <p>{t('signInDialogs.subAccounts.noAccounts')}</p> : null}
        <fieldset className="sub-account-list" data-testid="sub-account-list">
          <legend>{t('signInDialogs.subAccounts.legend')}</legend>
          {offered.map((account) => {
            const current = account.username === props.currentUsername;
            const id = `${ids}-${account.username}`;
            return (
              <div key={account.username} className="sub-account-option">
                <input
                  id={id}
                  type="radio"
                  name="sub-account"
                  value={account.username}
                  checked={selected === account.username}
                  disabled={current || busy}
                  data-testid={`sub-account-option-${account.username}`}
                  onChange={() => actor.send({ type: 'select', username: account.username })}
                />
                <label htmlFor={id}>
                  <AccountAvatar avatarUrl={account.avatarUrl} username={account.username} />
                  <span className={subAccountNameClass(account.username)} data-testid={`sub-account-name-${account.username}`}>
                    {account.username}
                  </span>
                  {account.isParent ? <span className="sub-account-mark">{t('signInDialogs.subAccounts.parentMark')}</span> : null}
                  {current ? <span className="sub-account-note">{t('signInDialogs.subAccounts.current')}</span> : null}
                </label>
              </div>
            );
          })}
        </fieldset>
        {error}
        <div className="signin-dialog-actions">
          <button type="button" className="button" data-testid="sub-account-cancel" onClick={props.onDismiss}>
            {t('signInDialogs.subAccounts.cancel')}
          </button>
          <button type="submit" className="button button-primary" data-testid="sub-account-continue" aria-disabled={busy || selected === null}>
            {busy ? t('signInDialogs.subAccounts.signingIn') : t('signInDialogs.subAccounts.continue')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
