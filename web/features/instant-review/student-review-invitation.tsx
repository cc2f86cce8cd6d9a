import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionReviewInvitation } from '../../../events/instant-review';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { instantReviewApi, reviewPageHref } from './instant-review-api';
import { parseReviewPagePath } from './review-path';
import './instant-review.css';

export interface StudentReviewInvitationProps {
  currentPath: string;
  /** Replaceable in tests. */
  loadInvitation?: () => Promise<QuestionReviewInvitation | null>;
}

/**
 * A student's banner to join their teacher's question review, like a room invitation
 * (spec §2.9): on load (GET /instant-review/student-invitation) and by push
 * (QUESTION_REVIEW_MODE on the general channel) without a reload; gone when the review
 * ends (QRM_ENDED) and on the review page itself.
 */
const fetchInvitation = () => instantReviewApi.studentInvitation();

export function StudentReviewInvitation({ currentPath, loadInvitation = fetchInvitation }: StudentReviewInvitationProps) {
  const { t } = useTranslation();
  const [invitation, setInvitation] = useState<QuestionReviewInvitation | null>(null);
  const refresh = useCallback(() => {
    loadInvitation().then(setInvitation, (error: unknown) => console.warn('instant review: invitation fetch failed', error));
  }, [loadInvitation]);
  useEffect(refresh, [refresh]);
  useRefreshOnReconnect(refresh);
  usePushEvent('general', 'QUESTION_REVIEW_MODE', refresh);
  usePushEvent('room', 'QRM_ENDED', (message) => {
    setInvitation((current) => (current !== null && current.qrmSessionId === message.qrmSessionId ? null : current));
  });
  if (invitation === null || parseReviewPagePath(currentPath) === invitation.qrmSessionId) return null;
  return (
    <section className="qrm-banner" data-testid="qrm-invitation" aria-label={t('instantReview.invitation.label')}>
      <p className="qrm-banner-text">{t('instantReview.invitation.text', { teacher: invitation.teacherDisplayName })}</p>
      <div className="qrm-banner-actions">
        <a className="button button-primary" href={reviewPageHref(invitation)} data-testid="qrm-join">
          {t('instantReview.invitation.join')}
        </a>
      </div>
    </section>
  );
}
