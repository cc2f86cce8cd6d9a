import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupJamSource } from '../../shared/group-jam/group-jam-api';
import { StartGroupJamDialog, type StartGroupJamDialogProps } from '../../shared/group-jam/start-group-jam-dialog';
import { openRoomOf } from './teacher-room-banner-machine';
import { TeacherRoomContext } from './teacher-room-host';
import './same-question-mode.css';

export interface StartGroupJamButtonProps {
  source: GroupJamSource;
  /** Where to go once the room is open (web/app passes its in-app navigation). */
  navigateTo?: (href: string) => void;
  /** Replaceable in tests. */
  dialog?: Pick<StartGroupJamDialogProps, 'loadClasses' | 'start'>;
}

/**
 * The practice page's "Start group jam" button (issue 11), for a teacher
 * (inside `TeacherRoomProvider`): hidden while the teacher has a room open
 * (the banner ends it), shown again when it ends (spec §4).
 */
export function StartGroupJamButton({ source, navigateTo, dialog }: StartGroupJamButtonProps) {
  const { t } = useTranslation();
  const actor = TeacherRoomContext.useActorRef();
  const noRoom = TeacherRoomContext.useSelector((s) => s.matches('noRoom'));
  const [open, setOpen] = useState(false);
  if (!noRoom && !open) return null;
  return (
    <p className="sqm-start">
      {noRoom ? (
        <button type="button" className="button button-link" data-testid="start-group-jam" onClick={() => setOpen(true)}>
          {t('sameQuestionMode.start.open')}
        </button>
      ) : null}
      <StartGroupJamDialog
        source={source}
        open={open}
        onOpenChange={setOpen}
        onStarted={(room) => actor.send({ type: 'room.opened', room: openRoomOf(room) })}
        {...(navigateTo ? { navigateTo } : {})}
        {...dialog}
      />
    </p>
  );
}
