import { useTeacherBannersHidden } from '../../shared/page-chrome/page-chrome-store';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { StudentFocusRibbon } from './student-focus-ribbon';
import { TeacherFocusHost, useTeacherFocusActor } from './teacher-focus-host';
import { TeacherFocusRibbon } from './teacher-focus-ribbon';

/**
 * The focus-session banners between the header and the page: a student's
 * ribbon (or ended banner); a teacher's session (kept for the whole visit)
 * and its ribbon, unless the page hides the teacher banners.
 */
export function FocusBanners({ session }: { session: Session | null }) {
  if (!session?.signedIn) return null;
  if (session.userType === USER_TYPE.student) return <StudentFocusRibbon key={session.userId} />;
  if (session.userType === USER_TYPE.teacher) {
    return (
      <>
        <TeacherFocusHost teacherUserId={session.userId} />
        <TeacherBanner />
      </>
    );
  }
  return null;
}

function TeacherBanner() {
  const actor = useTeacherFocusActor();
  const hidden = useTeacherBannersHidden();
  return actor !== null && !hidden ? <TeacherFocusRibbon actor={actor} /> : null;
}
