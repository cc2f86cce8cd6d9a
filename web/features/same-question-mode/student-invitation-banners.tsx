import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { roomPageHref } from '../../shared/group-jam/group-jam-api';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { parsePushedInvitation, pushedRoomId } from './room-pushes';
import type { SameQuestionModeInvitation } from './same-question-mode-api';
import { studentInvitationsMachine } from './student-invitations-machine';
import { invitationTeacherName } from './teacher-name';
import './same-question-mode.css';

export interface StudentInvitationBannersProps {
  /** The current path: the banner of the room the student is in is not shown. */
  currentPath: string;
  /** Tests pass `studentInvitationsMachine.provide(...)`. */
  logic?: typeof studentInvitationsMachine;
}

/**
 * A student's same-question-mode banners (spec §2.9): one per invitation, with
 * the teacher's name (cut at 17 characters) and a join button to the room's
 * page. Invitations come on load (GET get-student-invitations) and by push
 * (SAME_QUESTION_MODE, COMPETITION_JAM) without a reload; each goes when its
 * room expires (student-invitations-machine.ts) or ends (ROOM_ENDED).
 */
export function StudentInvitationBanners({ currentPath, logic = studentInvitationsMachine }: StudentInvitationBannersProps) {
  const actor = useActorRef(logic);
  const invitations = useSelector(actor, (s) => s.context.invitations);
  const invited = (message: Parameters<typeof parsePushedInvitation>[0]) => {
    const invitation = parsePushedInvitation(message);
    actor.send(invitation === null ? { type: 'refresh' } : { type: 'invitation.pushed', invitation });
  };
  usePushEvent('general', 'SAME_QUESTION_MODE', invited);
  usePushEvent('general', 'COMPETITION_JAM', invited);
  usePushEvent('room', 'ROOM_ENDED', (message) => {
    const roomId = pushedRoomId(message);
    if (roomId !== null) actor.send({ type: 'room.ended', roomId });
  });
  // Invitations pushed while the link was down were missed: ask again.
  useRefreshOnReconnect(() => actor.send({ type: 'refresh' }));

  const shown = invitations.filter((invitation) => roomPageHref(invitation) !== currentPath);
  if (shown.length === 0) return null;
  return (
    <div className="sqm-invitations" data-testid="sqm-invitations">
      {shown.map((invitation) => (
        <InvitationBanner key={invitation.roomId} invitation={invitation} />
      ))}
    </div>
  );
}

function InvitationBanner({ invitation }: { invitation: SameQuestionModeInvitation }) {
  const { t } = useTranslation();
  const teacher = invitationTeacherName(invitation.teacherDisplayName);
  return (
    <section className="sqm-banner sqm-banner--invitation" data-testid="sqm-invitation" data-room-id={invitation.roomId} aria-label={t('sameQuestionMode.invitation.label')}>
      <p className="sqm-banner-text" data-testid="sqm-invitation-text">
        {t(`sameQuestionMode.invitation.${invitation.jamMode}`, { teacher })}
      </p>
      <div className="sqm-banner-actions">
        <a
          className="button button-primary"
          href={roomPageHref(invitation)}
          data-testid="sqm-invitation-join"
          aria-label={t('sameQuestionMode.invitation.joinLabel', { teacher: invitation.teacherDisplayName })}
        >
          {t('sameQuestionMode.invitation.join')}
        </a>
      </div>
    </section>
  );
}
