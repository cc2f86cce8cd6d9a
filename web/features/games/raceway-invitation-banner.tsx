import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RacewayInvitationPush } from '../../../events/games';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { racePagePath, racewayInvitationSchema } from './raceway-api';
import './games.css';

/**
 * A student's raceway invitations (issue 28, docs/games.md): a banner per RACEWAY_INVITATION their general channel
 * brings — the teacher's name, the skill, a link into the race — at once, without a reload; the race's own page
 * shows none; a dismissed or finished race's banner goes.
 */
export function RacewayInvitationBanners({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  const [invitations, setInvitations] = useState<RacewayInvitationPush[]>([]);
  usePushEvent('general', 'RACEWAY_INVITATION', (message) => {
    const parsed = racewayInvitationSchema.safeParse(message);
    if (parsed.success) setInvitations((known) => (known.some((each) => each.raceId === parsed.data.raceId) ? known : [...known, parsed.data]));
  });
  usePushEvent('room', 'RACE_FINISHED', (message) => {
    const raceId = typeof message.raceId === 'string' ? message.raceId : null;
    if (raceId !== null) setInvitations((known) => known.filter((each) => each.raceId !== raceId));
  });
  const shown = invitations.filter((invitation) => racePagePath(invitation.raceId) !== currentPath);
  if (shown.length === 0) return null;
  return (
    <div className="raceway-invitations">
      {shown.map((invitation) => (
        <section key={invitation.raceId} className="raceway-banner" aria-label={t('raceway.invitation.label')} data-testid="raceway-invitation">
          <p>{t('raceway.invitation.text', { teacher: invitation.teacherDisplayName, skill: invitation.skillName, questions: invitation.questions })}</p>
          <a className="button button-primary" href={racePagePath(invitation.raceId)}>
            {t('raceway.invitation.join')}
          </a>
          <button type="button" className="button" onClick={() => setInvitations((known) => known.filter((each) => each.raceId !== invitation.raceId))}>
            {t('raceway.invitation.dismiss')}
          </button>
        </section>
      ))}
    </div>
  );
}
