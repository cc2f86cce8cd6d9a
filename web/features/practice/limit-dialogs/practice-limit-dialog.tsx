import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { JOIN_LINKS, type LimitDialogApi, type PracticeLimitVariant } from './limit-dialog-api';
import { LimitDialogFrame } from './limit-dialog-frame';
import { LimitSignInForm } from './limit-sign-in-form';
import { numberFormat } from '../../../shared/i18n/intl-formats';

export interface PracticeLimitDialogProps {
  variant: PracticeLimitVariant;
  /** The edition's number of skills (spec §3 edition model); null when not known. */
  skillsInEdition: number | null;
  onDismiss(): void;
  /** Signed in from the dialog: the practice carries on. */
  onSignedIn(): void;
  api?: LimitDialogApi;
  requestBotCheckToken?: () => Promise<string | null>;
}

/**
 * The practice-limit sign-in modals (spec §2.15): English, independent-learner
 * (edition IL) and translated (Spanish: i18next `es`). Each has the join call
 * to action with the edition's number of skills — English ones link to
 * `/membership/`, the translated one to `/membership/family/subscribe/monthly/math`
 * — and a sign-in form (location PRACTICE_LIMIT_MODAL, bot-check action
 * `signin_10q_limit`).
 */
export function PracticeLimitDialog(props: PracticeLimitDialogProps) {
  const { i18n } = useTranslation();
  const spanish = useMemo(() => (props.variant === 'translated' ? i18n.cloneInstance({ lng: 'es' }) : null), [i18n, props.variant]);
  if (spanish === null) return <PracticeLimitContent {...props} />;
  return (
    <I18nextProvider i18n={spanish}>
      <PracticeLimitContent {...props} />
    </I18nextProvider>
  );
}

function PracticeLimitContent({ variant, skillsInEdition, onDismiss, onSignedIn, api, requestBotCheckToken }: PracticeLimitDialogProps) {
  const { t, i18n } = useTranslation();
  const independent = variant === 'independent';
  const count = skillsInEdition === null ? null : numberFormat(i18n.language === 'es' ? 'es' : 'en-US', {}).format(skillsInEdition);
  let body: ReactNode;
  if (count === null) body = t('limitDialogs.practice.bodyNoCount');
  else body = t(independent ? 'limitDialogs.practice.bodyIndependent' : 'limitDialogs.practice.body', { skills: count });
  return (
    <LimitDialogFrame
      title={t(independent ? 'limitDialogs.practice.titleIndependent' : 'limitDialogs.practice.title')}
      testId="practice-limit-dialog"
      onDismiss={onDismiss}
      {...(variant === 'translated' ? { lang: 'es' } : {})}
    >
      <div className="limit-dialog-join" data-variant={variant} data-testid="practice-limit-dialog-join">
        <p data-testid="practice-limit-dialog-text">{body}</p>
        <p>
          <a className="button button-primary" href={variant === 'translated' ? JOIN_LINKS.translated : JOIN_LINKS.english} data-testid="practice-limit-dialog-join-link">
            {t('limitDialogs.practice.join')}
          </a>
        </p>
      </div>
      <LimitSignInForm
        location="PRACTICE_LIMIT_MODAL"
        heading={t('limitDialogs.practice.signInHeading')}
        testId="practice-limit-signin"
        onSignedIn={onSignedIn}
        {...(api ? { api } : {})}
        {...(requestBotCheckToken ? { requestBotCheckToken } : {})}
      />
    </LimitDialogFrame>
  );
}
