import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsContext } from './notifications-context';
import { mutedNotificationsStore, sameTarget, useMutedNotifications, type MutedNotificationsStore } from './muted-notifications-store';

/**
 * "Muted notifications" on the /notifications page: what the user muted, each
 * with Unmute — the way back from a mute after its Undo is gone (a reload).
 * Names come from the notifications shown; a student not among them is "one student".
 */
export function MutedNotifications({ store = mutedNotificationsStore }: { store?: MutedNotificationsStore }) {
  const { t } = useTranslation();
  const headingId = useId();
  const mutes = useMutedNotifications((s) => s.mutes, store);
  const status = useMutedNotifications((s) => s.status, store);
  const failed = useMutedNotifications((s) => s.failed, store);
  const busy = useMutedNotifications((s) => s.busy, store);
  const notifications = NotificationsContext.useSelector((s) => s.context.list.notifications);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  if (status === 'failed') {
    return (
      <p className="notification-error" role="alert">
        {t('notificationsWeb.muted.loadFailed')}
      </p>
    );
  }
  if (mutes.length === 0) return null;

  const nameOf = (userId: string) => notifications.flatMap((n) => n.students).find((student) => student.userId === userId)?.displayName ?? null;

  return (
    <section className="muted-notifications" aria-labelledby={headingId} data-testid="muted-notifications">
      <h2 id={headingId}>{t('notificationsWeb.muted.title')}</h2>
      <p className="notifications-page-intro">{t('notificationsWeb.muted.intro')}</p>
      <ul className="muted-notification-list">
        {mutes.map((mute) => {
          const kind = t(`notificationsWeb.kinds.${mute.kind}`);
          const name = mute.studentUserId === null ? null : nameOf(mute.studentUserId);
          const who =
            mute.studentUserId === null
              ? t('notificationsWeb.muted.forEveryone')
              : name === null
                ? t('notificationsWeb.muted.aboutOneStudent')
                : t('notificationsWeb.muted.aboutStudent', { name });
          const target = { kind: mute.kind, studentUserId: mute.studentUserId };
          return (
            <li key={`${mute.kind}:${mute.studentUserId ?? '*'}`} className="muted-notification" data-testid="muted-notification" data-kind={mute.kind}>
              <div>
                <span className="muted-notification-kind">{kind}</span>
                <span className="muted-notification-who">{who}</span>
              </div>
              <button
                type="button"
                className="button button-quiet"
                data-testid="muted-notification-unmute"
                aria-label={t('notificationsWeb.muted.unmuteLabel', { kind: `${kind}, ${who}` })}
                disabled={sameTarget(busy, target)}
                onClick={() => void store.getState().unmute(target)}
              >
                {t('notificationsWeb.muted.unmute')}
              </button>
              {sameTarget(failed, target) ? (
                <p className="notification-error" role="alert">
                  {t('notificationsWeb.muted.unmuteFailed')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
