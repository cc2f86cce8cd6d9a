import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { USER_TYPE, type MemberSession, type Session } from '../../shared/session/session';
import { pushedRoomId } from './room-pushes';
import { teacherRoomBannerMachine } from './teacher-room-banner-machine';

/**
 * The teacher's open room, an app-wide actor (teacher-room-banner-machine.ts)
 * hosted by `TeacherRoomProvider` around the banners and the page: the banner,
 * the room page and the practice page's start-group-jam button share it across
 * in-app navigations. For anyone but a teacher it hosts nothing.
 */
export const TeacherRoomContext = createActorContext(teacherRoomBannerMachine);

export interface TeacherRoomProviderProps {
  session: Session | null;
  /** Tests pass `teacherRoomBannerMachine.provide(...)` with a fake server. */
  logic?: typeof teacherRoomBannerMachine;
  children: ReactNode;
}

export function TeacherRoomProvider({ session, logic, children }: TeacherRoomProviderProps) {
  const teacherUserId = isTeacher(session) ? session.userId : null;
  if (teacherUserId === null) return children;
  return (
    <TeacherRoomContext.Provider key={teacherUserId} {...(logic ? { logic } : {})}>
      <TeacherRoomPushes />
      {children}
    </TeacherRoomContext.Provider>
  );
}

export function isTeacher(session: Session | null): session is MemberSession {
  return session?.signedIn === true && session.userType === USER_TYPE.teacher;
}

/** SAME_QUESTION_MODE_ENDED on the teacher channel (spec §7); ROOM_ENDED on the room channel says the same. */
function TeacherRoomPushes() {
  const actor = TeacherRoomContext.useActorRef();
  const ended = (message: Parameters<typeof pushedRoomId>[0]) => {
    const roomId = pushedRoomId(message);
    if (roomId !== null) actor.send({ type: 'ended.pushed', roomId });
  };
  usePushEvent('teacher', 'SAME_QUESTION_MODE_ENDED', ended);
  usePushEvent('room', 'ROOM_ENDED', ended);
  return null;
}
