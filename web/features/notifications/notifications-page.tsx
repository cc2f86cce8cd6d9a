import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './notification-list';
import { NotificationsContext } from './notifications-context';
import { isEnabled } from './notifications-machine';
import type { muteMachine } from './mute-machine';
import { MutedNotifications } from './muted-notifications';
import { mutedNotificationsStore, type MutedNotificationsStore } from './muted-notifications-store';
import './notifications.css';

export interface NotificationsPageProps {
  now?: number;
  muteLogic?: typeof muteMachine;
  mutedStore?: MutedNotificationsStore;
}

/**
 * `/notifications` (spec §2, issue 16): every notification, paged, with the
 * popover's items and mute controls. "Mark all as read" marks them; leaving
 * the page does too, as closing the popover does (docs/notifications-web.md).
 */
export function NotificationsPage({ now, muteLogic, mutedStore = mutedNotificationsStore }: NotificationsPageProps) {
  const { t } = useTranslation();
  const actor = NotificationsContext.useActorRef();
  const enabled = NotificationsContext.useSelector(isEnabled);
  const unread = NotificationsContext.useSelector((s) => s.context.numUnread);
  const hasUnreadShown = NotificationsContext.useSelector((s) => s.context.list.notifications.some((n) => !n.isRead));
  const marking = NotificationsContext.useSelector((s) => s.matches({ active: { marking: 'marking' } }));
  const markReadFailed = NotificationsContext.useSelector((s) => s.context.markReadFailed);
  const someNotifications = NotificationsContext.useSelector((s) => s.context.list.notifications.length > 0);

  // Leaving the page marks all read (the mobile bell's way of "closing the popover"). Checked a
  // moment later, so React's development double mount (StrictMode) is not taken for leaving.
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
      setTimeout(() => {
        if (!shown.current) actor.send({ type: 'markRead' });
      }, 0);
    };
  }, [actor]);

  return (
    <section className="notifications-page" data-testid="notifications-page">
      <div className="notifications-page-head">
        <div>
          <h1>{t('notificationsWeb.page.title')}</h1>
          <p className="notifications-page-intro">{t('notificationsWeb.page.intro')}</p>
        </div>
        {enabled && someNotifications ? (
          <button
            type="button"
            className="button"
            data-testid="notifications-mark-all-read"
            disabled={marking || (unread === 0 && !hasUnreadShown)}
            onClick={() => actor.send({ type: 'markRead' })}
          >
            {t('notificationsWeb.markAllRead')}
          </button>
        ) : null}
      </div>
      {markReadFailed ? (
        <div className="notifications-error" role="alert" data-testid="notifications-mark-read-error">
          <span>{t('notificationsWeb.markReadFailed')}</span>
          <button type="button" className="button button-quiet" onClick={() => actor.send({ type: 'dismissError' })}>
            {t('notificationsWeb.dismiss')}
          </button>
        </div>
      ) : null}
      {enabled ? (
        <div className="notifications-page-list">
          <NotificationList
            {...(now !== undefined ? { now } : {})}
            {...(muteLogic ? { muteLogic } : {})}
            onMuteChanged={() => void mutedStore.getState().refresh()}
          />
        </div>
      ) : (
        <p className="notifications-status">{t('notificationsWeb.page.disabled')}</p>
      )}
      {enabled ? <MutedNotifications store={mutedStore} /> : null}
    </section>
  );
}
