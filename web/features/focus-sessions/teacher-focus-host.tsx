import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { parseParticipantChange, pushedSessionId } from './focus-pushes';
import { teacherFocusMachine } from './teacher-focus-machine';

/**
 * The teacher's focus session, an app-wide actor: hosted by
 * `TeacherFocusProvider` around the banners and the page, so the ribbon (above
 * the page) and the focus-zone page share it across in-app navigations. Read it
 * with `TeacherFocusContext.useSelector(...)`, send with `useActorRef()`.
 */
export const TeacherFocusContext = createActorContext(teacherFocusMachine);

export interface TeacherFocusProviderProps {
  session: Session | null;
  /** Tests pass `teacherFocusMachine.provide(...)` with a fake server. */
  logic?: typeof teacherFocusMachine;
  children: ReactNode;
}

/**
 * Runs the teacher's focus session for as long as the layout shows this
 * teacher (a new teacher gets a new actor) and feeds it the teacher-channel
 * pushes. For anyone else it hosts nothing.
 */
export function TeacherFocusProvider({ session, logic, children }: TeacherFocusProviderProps) {
  const teacherUserId = session?.signedIn && session.userType === USER_TYPE.teacher ? session.userId : null;
  if (teacherUserId === null) return children;
  return (
    <TeacherFocusContext.Provider key={teacherUserId} {...(logic ? { logic } : {})}>
      <TeacherFocusPushes />
      {children}
    </TeacherFocusContext.Provider>
  );
}

function TeacherFocusPushes() {
  const actor = TeacherFocusContext.useActorRef();
  usePushEvent('teacher', 'FOCUS_ENDED', (message) => {
    const focusSessionId = pushedSessionId(message);
    if (focusSessionId !== null) actor.send({ type: 'ended.pushed', focusSessionId });
  });
  usePushEvent('teacher', 'FOCUS_PARTICIPANT_CHANGED', (message) => {
    const change = parseParticipantChange(message);
    if (change !== null) actor.send({ type: 'participant.pushed', ...change });
  });
  return null;
}
