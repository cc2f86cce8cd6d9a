import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { usePushMessages } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { reviewPageMachine } from './review-page-machine';
import { StudentReviewView } from './student-review-view';
import { TeacherReviewView, type TeacherReviewViewProps } from './teacher-review-view';
import './instant-review.css';

export interface ReviewPageProps {
  qrmSessionId: string;
  /** In-app navigation (to the group jam's room, to the start page). */
  navigateTo(href: string): void;
  /** Tests pass `reviewPageMachine.provide(...)`. */
  logic?: typeof reviewPageMachine;
  /** Replaceable in tests. */
  teacherActions?: TeacherReviewViewProps['actions'];
}

/**
 * `{instantReviewURLNamespace}{questionReviewModePracticeURL}/{qrmSessionId}` (issue 12):
 * the teacher's projector page or a student's answer page, by who is looking (the
 * server says: `viewer`). Live: every push of this session on the room channel
 * (a question posed, an answer recorded, the end) refreshes it; so does a reconnect.
 */
export function ReviewPage({ qrmSessionId, navigateTo, logic = reviewPageMachine, teacherActions }: ReviewPageProps) {
  const { t } = useTranslation();
  const actor = useActorRef(logic, { input: { qrmSessionId } });
  const view = useSelector(actor, (s) => s.context.view);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const acting = useSelector(actor, (s) => s.matches({ ready: 'acting' }));
  usePageTitle(view ? t('instantReview.page.title', { skill: view.skill.name }) : t('instantReview.banner.label'));
  usePushMessages('room', (message) => {
    if (typeof message.event === 'string' && message.event.startsWith('QRM_') && message.qrmSessionId === qrmSessionId) actor.send({ type: 'refresh' });
  });
  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));

  if (failed) {
    return (
      <section className="qrm-page" aria-labelledby="qrm-heading">
        <h1 id="qrm-heading">{t('instantReview.banner.label')}</h1>
        <p role="alert">{t(error ?? 'instantReview.page.failed')}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
          {t('instantReview.page.retry')}
        </button>
      </section>
    );
  }
  if (view === null) {
    return (
      <p className="loading" aria-busy="true">
        {t('instantReview.page.loading')}
      </p>
    );
  }
  return view.viewer === 'teacher' ? (
    <TeacherReviewView
      view={view}
      busy={acting}
      error={error}
      onCommand={(command) => actor.send({ type: 'command', command })}
      navigateTo={navigateTo}
      {...(teacherActions ? { actions: teacherActions } : {})}
    />
  ) : (
    <StudentReviewView view={view} busy={acting} error={error} onSubmit={(guesses) => actor.send({ type: 'command', command: { kind: 'submit', guesses } })} />
  );
}
