import { useTranslation } from 'react-i18next';
import { EndRoomConfirm } from './end-room-confirm';
import { TeacherRoomContext } from './teacher-room-host';
import type { TeacherRoomNotice } from './teacher-room-banner-machine';
import './same-question-mode.css';

/**
 * The teacher's same-question-mode banner (spec §2.20, §4): shown while a room
 * id is present, with the way back to the room and "End group jam" after a
 * confirmation. A failed end or check shows an error with the status text
 * (spec §8). On the room page itself (`inRoom`) it sits in the page, without
 * the way back.
 */
export function TeacherRoomBanner({ inRoom = false }: { inRoom?: boolean }) {
  const { t } = useTranslation();
  const actor = TeacherRoomContext.useActorRef();
  const room = TeacherRoomContext.useSelector((s) => s.context.room);
  const notice = TeacherRoomContext.useSelector((s) => s.context.notice);
  const confirming = TeacherRoomContext.useSelector((s) => s.matches({ open: { ending: 'confirming' } }));
  const sending = TeacherRoomContext.useSelector((s) => s.matches({ open: { ending: 'sending' } }));
  if (room === null) return null;
  return (
    <section className={inRoom ? 'sqm-banner sqm-banner--in-room' : 'sqm-banner'} data-testid="sqm-teacher-banner" aria-label={t('sameQuestionMode.teacherBanner.label')}>
      <p className="sqm-banner-text">{t('sameQuestionMode.teacherBanner.open')}</p>
      <div className="sqm-banner-actions">
        {inRoom ? null : (
          <a className="button button-link" href={room.href} data-testid="sqm-go-to-room">
            {t('sameQuestionMode.teacherBanner.goToRoom')}
          </a>
        )}
        <EndRoomConfirm
          confirming={confirming}
          sending={sending}
          onRequest={() => actor.send({ type: 'end.request' })}
          onConfirm={() => actor.send({ type: 'end.confirm' })}
          onCancel={() => actor.send({ type: 'end.cancel' })}
        />
      </div>
      {notice !== null ? <NoticeText notice={notice} onDismiss={() => actor.send({ type: 'notice.dismiss' })} /> : null}
    </section>
  );
}

function NoticeText({ notice, onDismiss }: { notice: TeacherRoomNotice; onDismiss(): void }) {
  const { t } = useTranslation();
  const status = notice.statusText !== '' ? notice.statusText : notice.status === 0 ? t('sameQuestionMode.teacherBanner.offline') : String(notice.status);
  return (
    <p className="form-error sqm-banner-error" role="alert" data-testid="sqm-teacher-error">
      {t(`sameQuestionMode.teacherBanner.${notice.kind}`, { status })}{' '}
      <button type="button" className="button button-quiet" onClick={onDismiss}>
        {t('sameQuestionMode.teacherBanner.dismiss')}
      </button>
    </p>
  );
}
