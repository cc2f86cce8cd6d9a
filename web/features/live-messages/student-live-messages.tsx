import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerPopoverStore, useHeaderPopovers, type HeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { trackClick } from '../../shared/tracking/track-click';
import { STUDENT_ACTIONS, TRACKING_FEATURES, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { parseIndividualMessage } from './live-message';
import { LiveMessageItem } from './live-message-item';
import { isPopoverOpen, liveMessagesMachine } from './live-messages-machine';
import { countUnacknowledged } from './message-feed';
import { browserPopoverMemory, rememberPopover, type PopoverMemoryStore } from './popover-memory';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import './live-messages.css';

export interface StudentLiveMessagesProps {
  userId: string;
  /** Tests pass `liveMessagesMachine.provide(...)` with a fake server. */
  machine?: typeof liveMessagesMachine;
  memory?: PopoverMemoryStore;
  headerPopovers?: HeaderPopoverStore;
  now?: () => number;
}

/**
 * The student's airplane icon in the site header and its popover of live
 * messages (spec §2.8, §4). Renders nothing while the student has no messages.
 */
export function StudentLiveMessages({
  userId,
  machine = liveMessagesMachine,
  memory,
  headerPopovers = headerPopoverStore,
  now,
}: StudentLiveMessagesProps) {
  const { t } = useTranslation();
  const popoverId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [store] = useState(() => memory ?? browserPopoverMemory(userId));
  const [input] = useState(() => ({ userId, storedMemory: store.read(), ...(now ? { now } : {}) }));

  const actor = useActorRef(
    machine.provide({
      actions: {
        announceOpen: () => headerPopovers.getState().openPopover('live-messages'),
        announceClosed: () => headerPopovers.getState().closePopover('live-messages'),
      },
    }),
    { input },
  );
  const messages = useSelector(actor, (s) => s.context.messages);
  const serverNow = useSelector(actor, (s) => s.context.serverNow);
  const expirationIntervalMs = useSelector(actor, (s) => s.context.expirationIntervalMs);
  const failedMessageId = useSelector(actor, (s) => s.context.failedMessageId);
  const open = useSelector(actor, isPopoverOpen);

  useEffect(() => rememberPopover(actor, store), [actor, store]);

  // Another header popover opened: this one closes.
  const openHeaderPopover = useHeaderPopovers((s) => s.open, headerPopovers);
  useEffect(() => {
    if (openHeaderPopover !== null && openHeaderPopover !== 'live-messages') actor.send({ type: 'close' });
  }, [openHeaderPopover, actor]);

  usePushEvent('general', 'LIVE_MESSAGE', (push) => {
    const message = parseIndividualMessage(push.message);
    if (message !== null) actor.send({ type: 'message.pushed', message });
  });

  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));

  // Escape and a press outside the airplane and the popover close it.
  const dismissal = usePopoverDismissal({
    open,
    onDismiss: (reason) => {
      actor.send({ type: 'close' });
      if (reason === 'escape-key') trigger.current?.focus();
    },
  });

  if (messages.length === 0) return null;
  const waiting = countUnacknowledged(messages);

  return (
    <div className="live-messages" ref={dismissal.setReference} {...dismissal.getReferenceProps()}>
      <button
        ref={trigger}
        type="button"
        className="live-messages-trigger"
        data-testid="live-messages-trigger"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={waiting > 0 ? t('liveMessages.triggerWaiting', { count: waiting }) : t('liveMessages.trigger')}
        onClick={() => {
          if (!open) {
            trackClick({
              feature: TRACKING_FEATURES.liveMessageFeature,
              module: TRACKING_MODULES.studentLiveMessagePopover,
              button: STUDENT_ACTIONS.studentOpensLiveMessages,
            });
          }
          actor.send({ type: 'toggle' });
        }}
      >
        <AirplaneIcon />
        {waiting > 0 ? (
          <span className="live-messages-badge" aria-hidden="true">
            {waiting}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={popoverId}
          className="live-messages-popover"
          data-testid="live-messages-popover"
          role="dialog"
          aria-label={t('liveMessages.popoverTitle')}
        >
          <div className="live-messages-popover-header">
            <h2>{t('liveMessages.popoverTitle')}</h2>
            <button
              type="button"
              className="button button-quiet live-messages-close"
              onClick={() => {
                actor.send({ type: 'close' });
                trigger.current?.focus();
              }}
            >
              {t('liveMessages.close')}
            </button>
          </div>
          <ul className="live-message-list">
            {messages.map((message) => (
              <LiveMessageItem
                key={message.messageId}
                message={message}
                serverNow={serverNow}
                expirationIntervalMs={expirationIntervalMs}
                ackFailed={failedMessageId === message.messageId}
                onAcknowledge={(messageId, choice) => actor.send({ type: 'acknowledge', messageId, choice })}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A paper airplane. */
function AirplaneIcon() {
  return (
    <svg className="live-messages-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M2.5 11.2 21 3.5l-5.2 17-4.6-6.3-4.4 3.2.9-5.3L2.5 11.2Zm6.1 1.2-.5 2.8 2.2-1.6 7.6-8.2-9.3 7Z" fill="currentColor" />
    </svg>
  );
}
