import { useTranslation } from 'react-i18next';

/**
 * The bot-verification badge (spec §2.25): in the quick-login box when the
 * viewport is at most 1484px wide; wider, in the page's lower corner (as a
 * third-party check's badge would be). Says what runs: our own ALTCHA check.
 */
export function BotCheckBadge() {
  const { t } = useTranslation();
  return (
    <span className="bot-check-badge" data-testid="bot-check-badge" title={t('signInDialogs.botCheck.badgeLabel')}>
      {t('signInDialogs.botCheck.badge')}
    </span>
  );
}
