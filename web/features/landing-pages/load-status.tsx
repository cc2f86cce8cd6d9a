import { useTranslation } from 'react-i18next';

/** What a failed load says when the server gave no error key of its own. */
const LOAD_FAILED_KEY = 'landingPages.loadFailed';

/** While a landing page's data loads. */
export function LandingLoading() {
  const { t } = useTranslation();
  return (
    <p className="loading" aria-busy="true" data-testid="landing-loading">
      {t('landingPages.loading')}
    </p>
  );
}

/** A failed load: the server's message for its error key (or a general one), and "Try again". */
export function LandingLoadFailed({ errorKey, onRetry }: { errorKey: string | null; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <p className="form-error" role="alert" data-testid="landing-error">
      {t([errorKey ?? LOAD_FAILED_KEY, LOAD_FAILED_KEY])}{' '}
      <button type="button" className="button button-quiet" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </p>
  );
}
