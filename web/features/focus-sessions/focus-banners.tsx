import { useTeacherBannersHidden } from '../../shared/page-chrome/page-chrome-store';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { StudentFocusRibbon } from './student-focus-ribbon';
import { TeacherFocusRibbon } from './teacher-focus-ribbon';

/**
 * The focus-session banners between the header and the page: a student's
 * ribbon (or ended banner); a teacher's session ribbon (the session is hosted
 * by `TeacherFocusProvider` around this and the page), unless the page hides
 * the teacher banners.
 */
export function FocusBanners({ session }: { session: Session | null }) {
  if (!session?.signedIn) return null;
  if (session.userType === USER_TYPE.student) return <StudentFocusRibbon key={session.userId} />;
  if (session.userType === USER_TYPE.teacher) return <TeacherBanner />;
  return null;
}

function TeacherBanner() {
  const hidden = useTeacherBannersHidden();
  return hidden ? null : <TeacherFocusRibbon />;
}
