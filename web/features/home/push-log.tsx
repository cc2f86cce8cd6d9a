import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushMessages, useRealtimeStatus } from '../../shared/realtime/realtime-context';
import type { PushMessage } from '../../shared/realtime/push-message';

const MAX_ENTRIES = 50;

interface Entry {
  id: number;
  message: PushMessage<'general'>;
}

/** "Live updates": push messages on the general channel received during this page visit. */
export function PushLog() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const [entries, setEntries] = useState<Entry[]>([]);
  usePushMessages('general', (message) => {
    setEntries((current) => [{ id: (current[0]?.id ?? 0) + 1, message }, ...current].slice(0, MAX_ENTRIES));
  });

  return (
    <section className="push-log" aria-labelledby="push-log-heading">
      <div className="push-log-header">
        <h2 id="push-log-heading">{t('home.liveUpdates')}</h2>
        <span className={`realtime-status realtime-status-${status}`} data-testid="realtime-status" data-status={status}>
          {t(`home.realtimeStatus.${status}`)}
        </span>
      </div>
      {entries.length === 0 ? (
        <p className="push-log-empty">{t('home.liveUpdatesEmpty')}</p>
      ) : null}
      <ul data-testid="push-log" aria-live="polite" className="push-log-list">
        {entries.map(({ id, message }) => (
          <li key={id} data-testid="push-log-item" data-event={message.event}>
            <span className="push-event">{message.event}</span>
            {typeof message.text === 'string' && message.text !== '' ? (
              <>
                {' '}
                <span className="push-text">{message.text}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
