import { useTeacherBannersHidden } from '../../shared/page-chrome/page-chrome-store';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { StudentInvitationBanners } from './student-invitation-banners';
import { TeacherRoomBanner } from './teacher-room-banner';
import { isTeacher } from './teacher-room-host';

/**
 * The same-question-mode banners between the header and the page: a student's
 * invitations; a teacher's open room (hosted by `TeacherRoomProvider` around
 * this and the page), unless the page hides the teacher banners (spec §2:
 * same-question-mode and focus-zone pages do).
 */
export function SameQuestionModeBanners({ session, currentPath }: { session: Session | null; currentPath: string }) {
  if (!session?.signedIn) return null;
  if (session.userType === USER_TYPE.student) return <StudentInvitationBanners key={session.userId} currentPath={currentPath} />;
  if (isTeacher(session)) return <TeacherBanner />;
  return null;
}

function TeacherBanner() {
  const hidden = useTeacherBannersHidden();
  return hidden ? null : <TeacherRoomBanner />;
}
