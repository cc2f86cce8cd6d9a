import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoNotificationsImage } from './no-notifications-image';
import { NotificationsContext } from './notifications-context';
import { isLoadingFirstPage, isLoadingMore } from './notifications-machine';
import type { muteMachine } from './mute-machine';
import { NotificationItem } from './notification-item';

export interface NotificationListProps {
  /** Called when a notification's link is followed. */
  onFollow?: () => void;
  /** Epoch ms now (tests); the list re-reads the clock each minute otherwise. */
  now?: number;
  muteLogic?: typeof muteMachine;
  /** Called when an item's mute or undo went through. */
  onMuteChanged?: () => void;
}

/**
 * The notifications fetched so far, newest first, with the empty state (an
 * image and the no-notifications text, spec §2.19) and "Load more" at the
 * end, which also loads by itself when it scrolls into view (spec §4 "More
 * notifications load when the feed ends").
 */
export function NotificationList({ onFollow, now, muteLogic, onMuteChanged }: NotificationListProps) {
  const { t } = useTranslation();
  const actor = NotificationsContext.useActorRef();
  const notifications = NotificationsContext.useSelector((s) => s.context.list.notifications);
  const hasMore = NotificationsContext.useSelector((s) => s.context.list.nextCursor !== null);
  const loadingFirst = NotificationsContext.useSelector(isLoadingFirstPage);
  const loadingMore = NotificationsContext.useSelector(isLoadingMore);
  const loadFailed = NotificationsContext.useSelector((s) => s.context.loadFailed);
  const loadMoreFailed = NotificationsContext.useSelector((s) => s.context.loadMoreFailed);
  const clock = useMinuteClock(now);

  if (loadingFirst) {
    return (
      <p className="notifications-status" aria-busy="true">
        {t('notificationsWeb.loading')}
      </p>
    );
  }
  if (loadFailed && notifications.length === 0) {
    return (
      <div className="notifications-status" role="alert">
        <p>{t('notificationsWeb.loadFailed')}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'refresh' })}>
          {t('notificationsWeb.retry')}
        </button>
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <div className="notifications-empty" data-testid="notifications-empty">
        <NoNotificationsImage />
        <p className="notifications-empty-text">{t('notificationsWeb.empty')}</p>
        <p className="notifications-empty-hint">{t('notificationsWeb.emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="notification-list" data-testid="notification-list">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.notificationId}
            notification={notification}
            now={clock}
            {...(onFollow ? { onFollow } : {})}
            {...(muteLogic ? { muteLogic } : {})}
            {...(onMuteChanged ? { onMuteChanged } : {})}
          />
        ))}
      </ul>
      {hasMore ? <LoadMore loading={loadingMore} failed={loadMoreFailed} onLoad={() => actor.send({ type: 'loadMore' })} /> : null}
    </>
  );
}

/** "Load more", pressed by hand or by scrolling it into view. */
function LoadMore({ loading, failed, onLoad }: { loading: boolean; failed: boolean; onLoad(): void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const latestOnLoad = useRef(onLoad);
  useEffect(() => {
    latestOnLoad.current = onLoad;
  });
  useEffect(() => {
    const element = button.current;
    // After a failure it waits for a press rather than retrying on its own.
    // Observed afresh after each page: still in view (a short list), it loads the next one too.
    if (element === null || failed || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latestOnLoad.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, loading]);
  return (
    <div className="notifications-more">
      {failed ? (
        <p className="notification-error" role="alert">
          {t('notificationsWeb.loadMoreFailed')}
        </p>
      ) : null}
      <button ref={button} type="button" className="button button-quiet" data-testid="notifications-load-more" aria-busy={loading} onClick={onLoad}>
        {loading ? t('notificationsWeb.loadingMore') : t('notificationsWeb.loadMore')}
      </button>
    </div>
  );
}

/** Now, refreshed every minute for "5 minutes ago" (or the fixed time a test gives). */
function useMinuteClock(fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
