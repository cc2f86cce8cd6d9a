import { USER_TYPE, type Session } from '../../shared/session/session';
import { QuestionReviewBanner } from './question-review-banner';
import { StudentReviewInvitation } from './student-review-invitation';

/** Instant review's banners (issue 12): the teacher's question-review banner, or a student's invitation to join. */
export function QuestionReviewBanners({ session, currentPath }: { session: Session | null; currentPath: string }) {
  if (!session?.signedIn) return null;
  if (session.userType === USER_TYPE.teacher) return <QuestionReviewBanner key={session.userId} currentPath={currentPath} />;
  if (session.userType === USER_TYPE.student) return <StudentReviewInvitation key={session.userId} currentPath={currentPath} />;
  return null;
}
