import type { LandingPageAddress } from '../../../events/curriculum';
import { GradePage } from './grade-page';
import { SubjectPage } from './subject-page';

/**
 * A subject landing page (`/math`) or a grade landing page (`/math/grade-4`),
 * from the catalogue in the viewer's edition. Links between them, and to skill
 * pages, load the page so the server can keep a focused student on the
 * session's subjects and grades.
 */
export function LandingPage({ address }: { address: LandingPageAddress }) {
  const { subject, grade } = address;
  return grade === null ? <SubjectPage key={subject} subject={subject} /> : <GradePage key={`${subject}/${grade}`} subject={subject} grade={grade} />;
}
