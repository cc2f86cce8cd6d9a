import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { parseAcknowledgedPush } from './live-message';
import { SentBatchCard } from './sent-batch-card';
import { createSentBatchesStore, type SentBatchesStore } from './sent-batches-store';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import './live-messages.css';

/** How often ages and pies move on this page. */
const CLOCK_TICK_MS = 10_000;

export interface SentMessagesPageProps {
  /** Tests pass a store over a fake server. */
  store?: SentBatchesStore;
  now?: () => number;
}

/** `/live-messages`: what this teacher or administrator sent, with answers arriving live. */
export function SentMessagesPage({ store: givenStore, now = Date.now }: SentMessagesPageProps) {
  const { t } = useTranslation();
  const [store] = useState(() => givenStore ?? createSentBatchesStore({ now }));
  const phase = useStore(store, (s) => s.phase);
  const batches = useStore(store, (s) => s.batches);
  const expirationIntervalMs = useStore(store, (s) => s.expirationIntervalMs);
  const offsetMs = useStore(store, (s) => s.offsetMs);
  const [, setTick] = useState(0);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  usePushEvent('general', 'LIVE_MESSAGE_ACKNOWLEDGED', (push) => {
    const acknowledged = parseAcknowledgedPush(push);
    if (acknowledged !== null) store.getState().applyAcknowledgement(acknowledged);
  });
  useRefreshOnReconnect(() => void store.getState().load());

  // Read on every render (a tick, a push, a load), so a just-sent message's age is right.
  const serverNow = now() + offsetMs;

  let content;
  if (phase === 'loading') {
    content = (
      <p className="loading" aria-busy="true">
        {t('liveMessages.sent.loading')}
      </p>
    );
  } else if (phase === 'failed') {
    content = (
      <div role="alert">
        <p>{t('liveMessages.sent.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void store.getState().load()}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (batches.length === 0) {
    content = <p data-testid="sent-empty">{t('liveMessages.sent.empty')}</p>;
  } else {
    content = (
      <ul className="sent-batch-list">
        {batches.map((batch) => (
          <SentBatchCard key={batch.batchId} batch={batch} serverNow={serverNow} expirationIntervalMs={expirationIntervalMs ?? 0} />
        ))}
      </ul>
    );
  }

  return (
    <section className="sent-messages" aria-labelledby="sent-messages-heading">
      <div className="sent-messages-header">
        <h1 id="sent-messages-heading">{t('liveMessages.sent.title')}</h1>
        <a className="button button-primary" href="/live-messages/new" data-testid="sent-new-message">
          {t('liveMessages.sent.newMessage')}
        </a>
      </div>
      {content}
    </section>
  );
}
