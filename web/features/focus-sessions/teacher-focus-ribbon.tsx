import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from './confirm-popover';
import type { TeacherFocusNotice } from './teacher-focus-machine';
import { TeacherFocusContext } from './teacher-focus-host';
import './focus-sessions.css';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** Spec §2.20: "the end time in short locale time". */
export function shortLocaleTime(epochMs: number): string {
  return dateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(epochMs));
}

/**
 * The teacher's focus-zone ribbon (spec §2.20, §4): visible while a session id
 * is present; shows the end time and ends the session after a confirmation.
 */
export function TeacherFocusRibbon() {
  const { t } = useTranslation();
  const actor = TeacherFocusContext.useActorRef();
  const session = TeacherFocusContext.useSelector((s) => s.context.session);
  const notice = TeacherFocusContext.useSelector((s) => s.context.notice);
  const confirming = TeacherFocusContext.useSelector((s) => s.matches({ running: { ending: 'confirming' } }));
  const sending = TeacherFocusContext.useSelector((s) => s.matches({ running: { ending: 'sending' } }));

  if (session === null) return null;
  return (
    <section className="focus-ribbon focus-ribbon--teacher" data-testid="teacher-focus-ribbon" aria-label={t('focusSessions.teacher.label')}>
      <p className="focus-ribbon-text">
        <span data-testid="teacher-focus-end-time">{t('focusSessions.teacher.endsAt', { time: shortLocaleTime(session.endTime) })}</span>
        <span className="focus-ribbon-detail">
          {t('focusSessions.teacher.subjectsAndGrades', { subjects: session.allowedSubjectsText, grades: session.allowedGradesText })}
        </span>
      </p>
      <ConfirmPopover
        className="focus-ribbon-actions focus-popover-anchor"
        button={{
          label: sending ? t('focusSessions.teacher.ending') : t('focusSessions.teacher.end'),
          testId: 'teacher-focus-end',
          busy: sending,
          onClick: () => {
            if (!sending) actor.send({ type: confirming ? 'end.cancel' : 'end.request' });
          },
        }}
        open={confirming}
        question={t('focusSessions.teacher.endQuestion')}
        confirm={{ label: t('focusSessions.teacher.endConfirm'), testId: 'teacher-focus-end-confirm' }}
        cancel={{ label: t('focusSessions.teacher.endCancel'), testId: 'teacher-focus-end-cancel' }}
        onConfirm={() => actor.send({ type: 'end.confirm' })}
        onCancel={() => actor.send({ type: 'end.cancel' })}
      />
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
