import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { reviewPageHref } from './instant-review-api';
import { hidesQuestionReviewBanner } from './review-path';
import { questionReviewBannerMachine, type EndFailure } from './question-review-banner-machine';
import { useQuestionReviewBannerStore } from './question-review-banner-store';
import './instant-review.css';

/** Issue 33: the confirm modal (and its dialog library) loads when End review is first pressed. */
const EndReviewDialog = lazy(async () => ({ default: (await import('./end-review-dialog')).EndReviewDialog }));

export interface QuestionReviewBannerProps {
  currentPath: string;
  /** Tests pass `questionReviewBannerMachine.provide(...)`. */
  logic?: typeof questionReviewBannerMachine;
}

/**
 * The teacher's question-review banner (spec §2.22): the title, the Return to review
 * link and End review (with its confirm modal), on every page while a review session
 * exists — not on the review page itself, and not without a session. While it shows,
 * the navigation's selected-category marker is removed (the store app-root.tsx reads).
 */
export function QuestionReviewBanner({ currentPath, logic = questionReviewBannerMachine }: QuestionReviewBannerProps) {
  const { t } = useTranslation();
  const actor = useActorRef(logic);
  const session = useSelector(actor, (s) => s.context.session);
  const failure = useSelector(actor, (s) => s.context.failure);
  const confirming = useSelector(actor, (s) => s.matches({ shown: 'confirming' }) || s.matches({ shown: 'ending' }));
  const sending = useSelector(actor, (s) => s.matches({ shown: 'ending' }));
  const setShown = useQuestionReviewBannerStore((state) => state.setShown);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (confirming && !dialogWanted) setDialogWanted(true);
  const visible = session !== null && !hidesQuestionReviewBanner(currentPath, session.qrmSessionId);

  // Each navigation asks again: a review started or ended on another page or tab shows at once.
  useEffect(() => {
    actor.send({ type: 'refresh' });
  }, [actor, currentPath]);
  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));
  usePushEvent('room', 'QRM_ENDED', (message) => {
    if (typeof message.qrmSessionId === 'string') actor.send({ type: 'ended.pushed', qrmSessionId: message.qrmSessionId });
  });
  useEffect(() => {
    setShown(visible);
    return () => setShown(false);
  }, [visible, setShown]);

  if (!visible) return null;
  return (
    <section className="qrm-banner" data-testid="qrm-banner" aria-label={t('instantReview.banner.label')}>
      <p className="qrm-banner-text">{t('instantReview.banner.title')}</p>
      <div className="qrm-banner-actions">
        <a className="button button-link" href={reviewPageHref(session)} data-testid="qrm-return">
          {t('instantReview.banner.returnToReview')}
        </a>
        <button type="button" className="button" data-testid="qrm-end" aria-haspopup="dialog" onClick={() => actor.send({ type: 'end.request' })}>
          {t('instantReview.banner.end')}
        </button>
      </div>
      {failure !== null ? <FailureText failure={failure} /> : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <EndReviewDialog open={confirming} sending={sending} onClose={() => actor.send({ type: 'end.cancel' })} onConfirm={() => actor.send({ type: 'end.confirm' })} />
        </Suspense>
      ) : null}
    </section>
  );
}

function FailureText({ failure }: { failure: EndFailure }) {
  const { t } = useTranslation();
  const status = failure.statusText !== '' ? failure.statusText : failure.status === 0 ? t('instantReview.banner.offline') : String(failure.status);
  return (
    <p className="form-error qrm-banner-error" role="alert" data-testid="qrm-end-error">
      {t('instantReview.banner.endFailed', { status })}
    </p>
  );
}
