import { useTranslation } from 'react-i18next';
import { JOIN_LINKS, type LimitDialogApi } from './limit-dialog-api';
import { LimitDialogFrame } from './limit-dialog-frame';
import { LimitSignInForm } from './limit-sign-in-form';
import { RaceCar } from './race-car';

/**
 * The raceway-limit sign-in dialog (spec §2.16): title, description and the
 * join link, beside the decorative race car. Opened when a visitor opens a game.
 */
export function RacewayLimitDialog({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <LimitDialogFrame title={t('limitDialogs.raceway.title')} testId="raceway-limit-dialog" onDismiss={onDismiss} aside={<RaceCar />}>
      <p>{t('limitDialogs.raceway.description')}</p>
      <p>
        <a className="button button-primary" href={JOIN_LINKS.english} data-testid="raceway-limit-dialog-join">
          {t('limitDialogs.raceway.join')}
        </a>
      </p>
    </LimitDialogFrame>
  );
}

export interface FluencyZoneDialogProps {
  onDismiss(): void;
  onSignedIn(): void;
  api?: LimitDialogApi;
  requestBotCheckToken?: () => Promise<string | null>;
}

/**
 * The fluency-zone access sign-in dialog (spec §2.16): description, two
 * feature bullets, the join link and a username and password form (location
 * FLUENCY_ZONE_MODAL; the practice-limit form's rules). Opened when a visitor
 * opens the math fluency zone.
 */
export function FluencyZoneDialog({ onDismiss, onSignedIn, api, requestBotCheckToken }: FluencyZoneDialogProps) {
  const { t } = useTranslation();
  return (
    <LimitDialogFrame title={t('limitDialogs.fluency.title')} testId="fluency-zone-dialog" onDismiss={onDismiss}>
      <p>{t('limitDialogs.fluency.description')}</p>
      <ul className="limit-dialog-bullets" data-testid="fluency-zone-bullets">
        <li>{t('limitDialogs.fluency.bulletOne')}</li>
        <li>{t('limitDialogs.fluency.bulletTwo')}</li>
      </ul>
      <p>
        <a className="button button-primary" href={JOIN_LINKS.english} data-testid="fluency-zone-dialog-join">
          {t('limitDialogs.fluency.join')}
        </a>
      </p>
      <LimitSignInForm
        location="FLUENCY_ZONE_MODAL"
        heading={t('limitDialogs.fluency.signInHeading')}
        testId="fluency-zone-signin"
        onSignedIn={onSignedIn}
        {...(api ? { api } : {})}
        {...(requestBotCheckToken ? { requestBotCheckToken } : {})}
      />
    </LimitDialogFrame>
  );
}
