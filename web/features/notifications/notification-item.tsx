import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../events/notifications';
import type { muteMachine } from './mute-machine';
import { NotificationMute } from './notification-mute';
import { notificationText, relativeTime } from './notification-text';

export interface NotificationItemProps {
  notification: NotificationView;
  /** Epoch ms for "5 minutes ago". */
  now: number;
  /** Called when its link is followed (the popover closes). */
  onFollow?: () => void;
  muteLogic?: typeof muteMachine;
  onMuteChanged?: () => void;
}

/** One notification: unread marker, its sentence (a link when it has one), how long ago, the mute controls. */
export function NotificationItem({ notification, now, onFollow, muteLogic, onMuteChanged }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const text = notificationText(notification, t, i18n.language);
  return (
    <li
      className={notification.isRead ? 'notification' : 'notification notification--unread'}
      data-testid="notification"
      data-kind={notification.kind}
      data-read={notification.isRead ? 'true' : 'false'}
    >
      <span className="notification-marker" aria-hidden="true" />
      <div className="notification-body">
        <p className="notification-text">
          {notification.isRead ? null : <span className="visually-hidden">{t('notificationsWeb.unread')}: </span>}
          {notification.link === null ? (
            text
          ) : (
            <a href={notification.link} className="notification-link" onClick={() => onFollow?.()}>
              {text}
            </a>
          )}
        </p>
        <time className="notification-time" dateTime={notification.updatedAt}>
          {relativeTime(notification.updatedAt, now, i18n.language)}
        </time>
      </div>
      <NotificationMute notification={notification} {...(muteLogic ? { machine: muteLogic } : {})} {...(onMuteChanged ? { onMuteChanged } : {})} />
    </li>
  );
}
