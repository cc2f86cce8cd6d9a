import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../shared/http/http-error';
import { httpMembershipApi, type MembershipApi } from './membership-api';
import './membership.css';

export interface MembershipConfirmPageProps {
  /** The link's `token` ('' when the address has none). */
  token: string;
  /** The parent is signed in now: the layout reloads the session. */
  onConfirmed(): void;
  api?: MembershipApi;
}

type ConfirmState = { status: 'confirming' } | { status: 'confirmed'; username: string } | { status: 'failed'; errorKey: string };

/**
 * The e-mail confirmation link's page (`/membership/confirm?token=`): confirms
 * the address, which creates the parent account and signs it in, then leads on
 * to adding children.
 */
export function MembershipConfirmPage({ token, onConfirmed, api = httpMembershipApi }: MembershipConfirmPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ConfirmState>(token === '' ? { status: 'failed', errorKey: 'membershipPage.confirm.missingToken' } : { status: 'confirming' });

  useEffect(() => {
    if (token === '') return;
    let current = true;
    api.confirm(token).then(
      ({ username }) => {
        if (!current) return;
        setState({ status: 'confirmed', username });
        onConfirmed();
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', errorKey: isHttpError(error) ? error.errorKey : 'app.error.unexpected' });
      },
    );
    return () => {
      current = false;
    };
    // One confirmation per token; `onConfirmed` and `api` do not start another.
  }, [token]);

  return (
    <section className="membership-page" aria-labelledby="membership-confirm-heading" data-testid="membership-confirm-page" data-status={state.status}>
      <h1 id="membership-confirm-heading">{t('membershipPage.confirm.title')}</h1>
      {state.status === 'confirming' ? (
        <p className="loading" aria-busy="true">
          {t('membershipPage.confirm.checking')}
        </p>
      ) : null}
      {state.status === 'confirmed' ? (
        <div role="status" data-testid="membership-confirmed">
          <p>{t('membershipPage.confirm.done', { username: state.username })}</p>
          <p>
            <a className="button button-primary" href="/membership" data-testid="membership-add-children">
              {t('membershipPage.confirm.next')}
            </a>
          </p>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div data-testid="membership-confirm-failed">
          <p className="form-error" role="alert">
            {t(state.errorKey, { defaultValue: t('app.error.unexpected') })}
          </p>
          <p>
            <a href="/membership">{t('membershipPage.title')}</a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
