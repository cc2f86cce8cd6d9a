import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackClick } from '../../shared/tracking/track-click';
import { ADMIN_ACTIONS, TEACHER_ACTIONS, TRACKING_FEATURES, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { AgePie, messageAgeText } from './age-pie';
import type { AcknowledgementStatus, SentLiveMessageBatch } from '../../../events/live-messages';
import { messageAge, wholeMinutes } from './message-age';
import { MessageBody, type MessageLinkClick } from './message-body';

/** Spec §9: a message shown under 1.5 s old gets a spinner for the rest of the 1.5 s. */
export const JUST_SENT_SPINNER_MS = 1_500;

/** Answers first, then who has not answered. */
const STATUS_ORDER: readonly AcknowledgementStatus[] = ['GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO', 'UNACKNOWLEDGED'];

export interface SentBatchCardProps {
  batch: SentLiveMessageBatch;
  serverNow: number;
  expirationIntervalMs: number;
}

/** One sent message: the text, its age, the counts per status and who is under each (read-only). */
export function SentBatchCard({ batch, serverNow, expirationIntervalMs }: SentBatchCardProps) {
  const { t } = useTranslation();
  const byStatus = batch.studentUserIdsByAcknowledgementStatus;
  const recipients = STATUS_ORDER.reduce((sum, status) => sum + byStatus[status].length, 0);
  const nameOf = (userId: string) => batch.students[userId] ?? userId;
  return (
    <li className="sent-batch" data-testid="sent-batch" data-batch-id={batch.batchId}>
      <div className="live-message-meta">
        <AgePie creationDate={batch.creationDate} serverNow={serverNow} expirationIntervalMs={expirationIntervalMs} />
        <span className="live-message-from">
          {batch.sentByAdministrator
            ? t('liveMessages.sent.sentByAdministrator', { name: batch.senderName })
            : t('liveMessages.sent.sentBy', { name: batch.senderName })}
        </span>
        <span>· {t('liveMessages.sent.recipients', { count: recipients })}</span>
        <time className="live-message-time" dateTime={new Date(batch.creationDate).toISOString()}>
          {messageAgeText(t, batch.creationDate, serverNow)}
        </time>
      </div>
      <MessageBody html={batch.message} onLinkClick={(link) => trackSenderLinkClick(batch, link)} />
      <ExpiryNotice ageAtFirstSight={messageAge(batch.creationDate, serverNow)} expirationIntervalMs={expirationIntervalMs} />
      <div className="status-rosters" aria-label={t('liveMessages.sent.countsHeading')} role="group">
        {STATUS_ORDER.map((status) => {
          const names = byStatus[status].map(nameOf).sort((a, b) => a.localeCompare(b));
          return (
            <section key={status} className="status-roster" data-status={status}>
              <h3>
                <span>{t(`liveMessages.status.${status}`)}</span>
                <span data-testid={`status-count-${status}`}>{names.length}</span>
              </h3>
              <ul data-testid={`roster-${status}`}>
                {names.map((name, index) => (
                  <li key={`${name}-${index}`}>{name}</li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </li>
  );
}

/**
 * Spec §4: messages sent by an administrator and viewed by a sender are tracked
 * as Admin actions, others as Teacher actions. The spec's only analytics event
 * is a click, so what is tracked is a click on a link inside the message.
 */
function trackSenderLinkClick(batch: SentLiveMessageBatch, link: MessageLinkClick): void {
  trackClick({
    feature: TRACKING_FEATURES.liveMessageFeature,
    module: TRACKING_MODULES.sentLiveMessageList,
    button: batch.sentByAdministrator ? ADMIN_ACTIONS.adminFollowsLiveMessageLink : TEACHER_ACTIONS.teacherFollowsLiveMessageLink,
    clickText: link.text,
    clickUrl: link.url,
    outbound: link.outbound,
  });
}

/** A just-sent message: a spinner for what is left of 1.5 s, then how long students see it. */
function ExpiryNotice({ ageAtFirstSight, expirationIntervalMs }: { ageAtFirstSight: number; expirationIntervalMs: number }) {
  const { t } = useTranslation();
  // Decided once, when the card first shows: only a message seen under 1.5 s old gets the notice.
  const [justSent] = useState(() => ageAtFirstSight < JUST_SENT_SPINNER_MS);
  const [delivering, setDelivering] = useState(justSent);
  const [spinnerMs] = useState(() => JUST_SENT_SPINNER_MS - ageAtFirstSight);
  useEffect(() => {
    if (!justSent) return;
    const timer = setTimeout(() => setDelivering(false), spinnerMs);
    return () => clearTimeout(timer);
  }, [justSent, spinnerMs]);
  if (!justSent) return null;
  return (
    <p className="sent-batch-expiry" role="status" data-testid="sent-batch-expiry">
      {delivering ? (
        <>
          <span className="spinner" aria-hidden="true" data-testid="sent-batch-spinner" />
          {t('liveMessages.sent.delivering')}
        </>
      ) : (
        t('liveMessages.sent.expiryExplanation', { count: wholeMinutes(expirationIntervalMs) })
      )}
    </p>
  );
}
