import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { trackClick } from '../../shared/tracking/track-click';
import { TEACHER_ACTIONS, TRACKING_FEATURES, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { GoToRosterDialog, ROSTER_PATH } from './go-to-roster-dialog';
import { SchoolAndSubjectsDialog } from './school-and-subjects-dialog';
import { SelectSubjectsDialog } from './select-subjects-dialog';
import { isBlacklistedPath } from './setup-blacklist';
import { teacherSetupMachine } from './teacher-setup-machine';
import { carriesTryTeacherSetup } from './try-teacher-setup-cookie';

export interface TeacherSetupHostProps {
  /** Whether the signed-in user is a teacher (spec §6: only teachers see setup dialogs). */
  isTeacher: boolean;
  userId: string | null;
  currentPath: string;
  /** In-app navigation (to the roster). */
  navigateTo(path: string): void;
  /** Replaceable in tests. */
  machine?: typeof teacherSetupMachine;
  hasCookie?: () => boolean;
}

/**
 * Spec §4: once per signed-in teacher, as soon as the page carries the
 * try-teacher-setup cookie and is not a blacklisted path, runs the setup flow
 * (teacher-setup-machine.ts) and shows its dialog.
 */
export function TeacherSetupHost({ isTeacher, userId, currentPath, navigateTo, machine = teacherSetupMachine, hasCookie = carriesTryTeacherSetup }: TeacherSetupHostProps) {
  const [startedFor, setStartedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!isTeacher || userId === null || startedFor === userId) return;
    if (isBlacklistedPath(currentPath) || !hasCookie()) return;
    setStartedFor(userId);
  }, [isTeacher, userId, currentPath, startedFor, hasCookie]);
  if (!isTeacher || userId === null || startedFor !== userId) return null;
  return <TeacherSetupFlow key={userId} machine={machine} navigateTo={navigateTo} />;
}

const rosterClick = (button: (typeof TEACHER_ACTIONS)['teacherClosesRosterModal' | 'teacherGoesToRoster']) => () =>
  trackClick({ feature: TRACKING_FEATURES.teacherSetupFeature, module: TRACKING_MODULES.goToRosterModal, button, ...(button === TEACHER_ACTIONS.teacherGoesToRoster ? { clickUrl: ROSTER_PATH } : {}) });

function TeacherSetupFlow({ machine, navigateTo }: { machine: typeof teacherSetupMachine; navigateTo(path: string): void }) {
  const actor = useActorRef(
    machine.provide({
      actions: {
        trackRosterModalClosed: rosterClick(TEACHER_ACTIONS.teacherClosesRosterModal),
        trackGoToRoster: rosterClick(TEACHER_ACTIONS.teacherGoesToRoster),
        goToRoster: () => navigateTo(ROSTER_PATH),
      },
    }),
  );
  const dialog = useSelector(actor, (snapshot) => snapshot.context.dialog);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);
  const where = useSelector(actor, (snapshot) =>
    snapshot.matches({ school: 'submitting' }) || snapshot.matches({ subjects: 'submitting' })
      ? 'submitting'
      : snapshot.matches('school') || snapshot.matches('subjects') || snapshot.matches('roster')
        ? 'open'
        : 'hidden',
  );
  if (where === 'hidden' || dialog === null) return null;
  const submitting = where === 'submitting';
  const close = () => actor.send({ type: 'DISMISS' });
  switch (dialog.dialogType) {
    case 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS':
      return <SchoolAndSubjectsDialog data={dialog.data} submitting={submitting} errorKey={errorKey} onSubmit={(choice) => actor.send({ type: 'SUBMIT_SCHOOL', choice })} onClose={close} />;
    case 'SELECT_SUBJECTS':
      return (
        <SelectSubjectsDialog
          variant={dialog.data.variant}
          subjects={dialog.data.subjects}
          isIgnorable={dialog.isIgnorable}
          submitting={submitting}
          errorKey={errorKey}
          onSubmit={(subjects) => actor.send({ type: 'SUBMIT_SUBJECTS', subjects })}
          onClose={close}
        />
      );
    case 'GO_TO_ROSTER':
      return <GoToRosterDialog {...dialog.data} onGoToRoster={() => actor.send({ type: 'GO_TO_ROSTER' })} onClose={close} />;
    default:
      return null;
  }
}
