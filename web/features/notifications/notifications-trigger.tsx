import { autoUpdate, FloatingFocusManager, offset, shift, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useEffect, useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { headerPopoverStore, useHeaderPopovers, type HeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { notificationBadge } from './notification-badge';
import { NotificationList } from './notification-list';
import { NotificationsContext } from './notifications-context';
import { isEnabled, isPopoverOpen } from './notifications-machine';
import type { muteMachine } from './mute-machine';
import './notifications.css';

export interface NotificationsTriggerProps {
  headerPopovers?: HeaderPopoverStore;
  /** Tests: a fixed "now" and a fake mute server. */
  now?: number;
  muteLogic?: typeof muteMachine;
}

/**
 * The bell in the header (spec §2.19, §4), from 1014px: a button with the
 * unread badge opening the notifications popover. Opening it closes the
 * other header popovers; closing it (the button again, Close, Escape, a
 * press outside, following a notification) marks all read.
 */
export function NotificationsTrigger({ headerPopovers = headerPopoverStore, now, muteLogic }: NotificationsTriggerProps) {
  const { t } = useTranslation();
  const actor = NotificationsContext.useActorRef();
  const enabled = NotificationsContext.useSelector(isEnabled);
  const open = NotificationsContext.useSelector(isPopoverOpen);
  const unread = NotificationsContext.useSelector((s) => s.context.numUnread);
  const markReadFailed = NotificationsContext.useSelector((s) => s.context.markReadFailed);
  const titleId = useId();

  // Claim the header's popover slot while open; another popover opening closes this one.
  useEffect(() => {
    if (open) headerPopovers.getState().openPopover('notifications');
    else headerPopovers.getState().closePopover('notifications');
  }, [open, headerPopovers]);
  useEffect(() => () => headerPopovers.getState().closePopover('notifications'), [headerPopovers]);
  const openHeaderPopover = useHeaderPopovers((s) => s.open, headerPopovers);
  useEffect(() => {
    if (openHeaderPopover !== null && openHeaderPopover !== 'notifications') actor.send({ type: 'close' });
  }, [openHeaderPopover, actor]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => actor.send({ type: next ? 'open' : 'close' }),
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(8), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'dialog' })]);

  if (!enabled) return null;
  const badge = notificationBadge(unread);
  const close = () => actor.send({ type: 'close' });

  return (
    <div className="notifications-trigger-root">
      <button
        ref={refs.setReference}
        type="button"
        className="notifications-trigger"
        data-testid="notifications-trigger"
        aria-label={bellLabel(t, unread)}
        {...getReferenceProps({ onClick: () => actor.send({ type: 'toggle' }) })}
      >
        <BellIcon />
        <Badge badge={badge} />
      </button>
      {markReadFailed && !open ? <MarkReadError onDismiss={() => actor.send({ type: 'dismissError' })} /> : null}
      {open ? (
        <FloatingFocusManager context={context} modal={false}>
          <section
            ref={refs.setFloating}
            style={floatingStyles}
            className="notifications-popover"
            data-testid="notifications-popover"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <div className="notifications-popover-header">
              <h2 id={titleId}>{t('notificationsWeb.popoverTitle')}</h2>
              <button type="button" className="button button-quiet" data-testid="notifications-close" onClick={close}>
                {t('notificationsWeb.close')}
              </button>
            </div>
            {markReadFailed ? <MarkReadError onDismiss={() => actor.send({ type: 'dismissError' })} inside /> : null}
            <div className="notifications-popover-list">
              <NotificationList onFollow={close} {...(now !== undefined ? { now } : {})} {...(muteLogic ? { muteLogic } : {})} />
            </div>
            <a href="/notifications" className="notifications-see-all" data-testid="notifications-see-all" onClick={close}>
              {t('notificationsWeb.seeAll')}
            </a>
          </section>
        </FloatingFocusManager>
      ) : null}
    </div>
  );
}

/** Below 1014px (spec §2.19): the bell in the mobile container, a link to /notifications. */
export function NotificationsMobileLink() {
  const { t } = useTranslation();
  const enabled = NotificationsContext.useSelector(isEnabled);
  const unread = NotificationsContext.useSelector((s) => s.context.numUnread);
  if (!enabled) return null;
  return (
    <a
      href="/notifications"
      className="mobile-toggle notifications-mobile-link"
      data-testid="notifications-mobile-link"
      aria-label={bellLabel(t, unread)}
    >
      <BellIcon />
      <Badge badge={notificationBadge(unread)} />
    </a>
  );
}

/**
 * The bell's accessible name: "Notifications, 3 unread". It says the badge's own label ("99+"
 * above 99), so the visible text is part of the name (WCAG 2.5.3, axe label-content-name-mismatch).
 */
function bellLabel(t: TFunction, unread: number): string {
  const badge = notificationBadge(unread);
  return badge === null ? t('notificationsWeb.trigger') : t('notificationsWeb.triggerUnread', { count: unread, label: badge.label });
}

function Badge({ badge }: { badge: ReturnType<typeof notificationBadge> }) {
  if (badge === null) return null;
  return (
    <span className={badge.large ? 'notifications-badge notifications-badge--large' : 'notifications-badge'} data-testid="notifications-badge" aria-hidden="true">
      {badge.label}
    </span>
  );
}

/** Spec §8: 'Unable to mark notifications as read', announced, until dismissed or the next mark succeeds. */
function MarkReadError({ onDismiss, inside = false }: { onDismiss(): void; inside?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inside ? 'notifications-error' : 'notifications-error notifications-error--under-bell'} role="alert" data-testid="notifications-mark-read-error">
      <span>{t('notificationsWeb.markReadFailed')}</span>
      <button type="button" className="button button-quiet" onClick={onDismiss}>
        {t('notificationsWeb.dismiss')}
      </button>
    </div>
  );
}

/** A bell. */
function BellIcon() {
  return (
    <svg className="notifications-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5a1.5 1.5 0 0 1 1.5 1.5v.7A6.5 6.5 0 0 1 18.5 11v4.2l1.8 2.6a.8.8 0 0 1-.7 1.2H4.4a.8.8 0 0 1-.7-1.2l1.8-2.6V11a6.5 6.5 0 0 1 5-6.3V4A1.5 1.5 0 0 1 12 2.5ZM9.5 20h5a2.5 2.5 0 0 1-5 0Z"
        fill="currentColor"
      />
    </svg>
  );
}
