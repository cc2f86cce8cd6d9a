import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../shared/realtime/realtime-context';

/** Whether live updates (messages, focus sessions) reach this page now: "Live updates: Connected". */
export function LiveStatus() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  return (
    <p className="home-live-status">
      {t('home.liveUpdates')}{' '}
      <span className={`realtime-status realtime-status-${status}`} data-testid="realtime-status" data-status={status}>
        {t(`home.realtimeStatus.${status}`)}
      </span>
    </p>
  );
}
