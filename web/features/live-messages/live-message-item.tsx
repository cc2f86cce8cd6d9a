import { useTranslation } from 'react-i18next';
import { trackClick } from '../../shared/tracking/track-click';
import { STUDENT_ACTIONS, TRACKING_FEATURES, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { AgePie, messageAgeText } from './age-pie';
import type { IndividualLiveMessage } from '../../../events/live-messages';
import { ACKNOWLEDGEMENT_CHOICES, type AcknowledgementChoice } from './live-message';
import { MessageBody } from './message-body';
import { messagePlainText } from './message-html';
import { ReadAloudButton } from '../../shared/read-aloud/read-aloud-button';

export interface LiveMessageItemProps {
  message: IndividualLiveMessage;
  serverNow: number;
  /** Null until the server said it (a message pushed before the first answer). */
  expirationIntervalMs: number | null;
  ackFailed: boolean;
  onAcknowledge(messageId: string, choice: AcknowledgementChoice): void;
}

const where = { feature: TRACKING_FEATURES.liveMessageFeature, module: TRACKING_MODULES.studentLiveMessagePopover } as const;

/** One message in the student's popover: who, how old, the text, and the four answers. */
export function LiveMessageItem({ message, serverNow, expirationIntervalMs, ackFailed, onAcknowledge }: LiveMessageItemProps) {
  const { t } = useTranslation();
  const { messageId, acknowledgementStatus } = message;
  const from = message.sentByAdministrator
    ? t('liveMessages.fromAdministrator', { name: message.teacherName })
    : t('liveMessages.from', { name: message.teacherName });
  return (
    <li className="live-message" data-testid="live-message-item" data-message-id={messageId} data-status={acknowledgementStatus}>
      <div className="live-message-meta">
        {expirationIntervalMs !== null ? (
          <AgePie creationDate={message.creationDate} serverNow={serverNow} expirationIntervalMs={expirationIntervalMs} />
        ) : null}
        <span className="live-message-from">{from}</span>
        <time className="live-message-time" dateTime={new Date(message.creationDate).toISOString()}>
          {messageAgeText(t, message.creationDate, serverNow)}
        </time>
        <ReadAloudButton text={messagePlainText(message.message)} testId="live-message-read-aloud" />
      </div>
      <MessageBody
        html={message.message}
        testId="live-message-text"
        onLinkClick={(link) =>
          trackClick({ ...where, button: STUDENT_ACTIONS.studentFollowsLiveMessageLink, clickText: link.text, clickUrl: link.url, outbound: link.outbound })
        }
      />
      <div className="ack-choices" role="group" aria-label={t('liveMessages.yourAnswer')}>
        {ACKNOWLEDGEMENT_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="ack-choice"
            data-testid={`ack-${choice}`}
            aria-pressed={acknowledgementStatus === choice}
            onClick={() => {
              trackClick({ ...where, button: STUDENT_ACTIONS.studentAcknowledgesLiveMessage, clickText: t(`liveMessages.status.${choice}`) });
              onAcknowledge(messageId, choice);
            }}
          >
            {t(`liveMessages.status.${choice}`)}
          </button>
        ))}
      </div>
      {ackFailed ? (
        <p className="live-message-error" role="alert" data-testid="live-message-ack-error">
          {t('liveMessages.ackFailed')}
        </p>
      ) : null}
    </li>
  );
}
