import { useHideTeacherBanners } from '../../shared/page-chrome/page-chrome-store';
import { USER_TYPE, type MemberSession } from '../../shared/session/session';
import { parseRoomPagePath } from './room-path';
import { StudentRoomView } from './student-room-view';
import { TeacherRoomView } from './teacher-room-view';

export interface SameQuestionRoomPageProps {
  /** A signed-in student or teacher (web/app sends anyone else elsewhere). */
  session: MemberSession;
  /** The page's path (`{namespace}{practice path}/{roomId}`). */
  path: string;
}

/**
 * `{namespace}{practice path}/{roomId}` (spec §2 routes, issue 11): one page,
 * the view for the caller's role — the student's room or the teacher's. A
 * same-question-mode page hides the teacher banners (spec §2); the teacher's
 * view shows its room's banner in the page instead.
 */
export function SameQuestionRoomPage({ session, path }: SameQuestionRoomPageProps) {
  useHideTeacherBanners();
  const address = parseRoomPagePath(path);
  if (address === null) return null;
  if (session.userType === USER_TYPE.teacher) {
    return <TeacherRoomView key={address.roomId} roomId={address.roomId} practicePath={address.practicePath} href={path} />;
  }
  return <StudentRoomView key={address.roomId} roomId={address.roomId} practicePath={address.practicePath} myUserId={session.userId} />;
}
