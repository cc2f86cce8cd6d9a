import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherFocusNotice } from './teacher-focus-machine';
import type { TeacherFocusActor } from './teacher-focus-host';
import './focus-sessions.css';

/** Spec §2.20: "the end time in short locale time". */
export function shortLocaleTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/**
 * The teacher's focus-zone ribbon (spec §2.20, §4): visible while a session id
 * is present; shows the end time and ends the session after a confirmation.
 */
export function TeacherFocusRibbon({ actor }: { actor: TeacherFocusActor }) {
  const { t } = useTranslation();
  const session = useSelector(actor, (s) => s.context.session);
  const notice = useSelector(actor, (s) => s.context.notice);
  const confirming = useSelector(actor, (s) => s.matches({ running: { ending: 'confirming' } }));
  const sending = useSelector(actor, (s) => s.matches({ running: { ending: 'sending' } }));
  const endButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!confirming) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      actor.send({ type: 'end.cancel' });
      endButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [confirming, actor]);

  if (session === null) return null;
  return (
    <section className="focus-ribbon focus-ribbon--teacher" data-testid="teacher-focus-ribbon" aria-label={t('focusSessions.teacher.label')}>
      <p className="focus-ribbon-text">
        <span data-testid="teacher-focus-end-time">{t('focusSessions.teacher.endsAt', { time: shortLocaleTime(session.endTime) })}</span>
        <span className="focus-ribbon-detail">
          {t('focusSessions.teacher.subjectsAndGrades', { subjects: session.allowedSubjectsText, grades: session.allowedGradesText })}
        </span>
      </p>
      <div className="focus-ribbon-actions focus-popover-anchor">
        <button
          ref={endButton}
          type="button"
          className="button button-quiet"
          data-testid="teacher-focus-end"
          aria-expanded={confirming}
          aria-disabled={sending}
          onClick={() => {
            if (!sending) actor.send({ type: confirming ? 'end.cancel' : 'end.request' });
          }}
        >
          {sending ? t('focusSessions.teacher.ending') : t('focusSessions.teacher.end')}
        </button>
        {confirming ? (
          <div className="focus-popover" role="dialog" aria-label={t('focusSessions.teacher.endQuestion')}>
            <p>{t('focusSessions.teacher.endQuestion')}</p>
            <div className="focus-popover-buttons">
              <button
                type="button"
                className="button button-primary"
                data-testid="teacher-focus-end-confirm"
                autoFocus
                onClick={() => actor.send({ type: 'end.confirm' })}
              >
                {t('focusSessions.teacher.endConfirm')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                data-testid="teacher-focus-end-cancel"
                onClick={() => {
                  actor.send({ type: 'end.cancel' });
                  endButton.current?.focus();
                }}
              >
                {t('focusSessions.teacher.endCancel')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {notice !== null && notice.kind !== 'removeFailed' ? <NoticeText notice={notice} onDismiss={() => actor.send({ type: 'notice.dismiss' })} /> : null}
    </section>
  );
}

function NoticeText({ notice, onDismiss }: { notice: Exclude<TeacherFocusNotice, { kind: 'removeFailed' }>; onDismiss(): void }) {
  const { t } = useTranslation();
  const status = notice.statusText !== '' ? notice.statusText : notice.status === 0 ? t('focusSessions.teacher.offline') : String(notice.status);
  return (
    <p className="form-error focus-ribbon-error" role="alert" data-testid="teacher-focus-error">
      {t(`focusSessions.teacher.${notice.kind}`, { status })}{' '}
      <button type="button" className="button button-quiet" onClick={onDismiss}>
        {t('focusSessions.teacher.dismiss')}
      </button>
    </p>
  );
}
