import type { FocusSubject } from '../../events/focus-sessions';

// Subject and grade names and landing-page paths (`/math/grade-4`; grade 0 is
// kindergarten) shared by focus sessions and the landing pages.

export const subjectNames: Record<FocusSubject, string> = {
  math: 'Math',
  ela: 'Language arts',
  sci: 'Science',
  ss: 'Social studies',
  spa: 'Spanish',
};

export function gradeName(grade: number): string {
  return grade === 0 ? 'Kindergarten' : `Grade ${grade}`;
}

export function gradeLandingPagePath(subject: FocusSubject, grade: number): string {
  return `/${subject}/grade-${grade}`;
}

/** `/math`, `/math/grade-4` and pages below a grade such as `/math/grade-4/skills/ABC`. */
const landingPage = /^\/(math|ela|sci|ss|spa)(?:\/grade-(\d{1,2})(?:\/.*)?)?\/?$/;

/** The subject and grade a page path is about, if it is a subject or grade landing page. */
export function curriculumOfPath(path: string): { subject: FocusSubject; grade: number | null } | null {
  const match = landingPage.exec(path);
  if (!match) return null;
  return { subject: match[1] as FocusSubject, grade: match[2] === undefined ? null : Number(match[2]) };
}
