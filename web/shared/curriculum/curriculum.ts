/**
 * Subjects and grades as the product names them (spec §1: math, ela, sci, ss,
 * spa; grade 0 is kindergarten), and the landing-page paths built from them
 * (`/math`, `/math/grade-4`). The server guards the same paths during a focus
 * session, so both sides must agree on this shape.
 */

export const SUBJECTS = ['math', 'ela', 'sci', 'ss', 'spa'] as const;
export type Subject = (typeof SUBJECTS)[number];

export const GRADES: readonly number[] = Array.from({ length: 13 }, (_, grade) => grade);

export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}

/** `/math` for a subject, `/math/grade-4` for one of its grades. */
export function landingPagePath(subject: Subject, grade: number | null = null): string {
  return grade === null ? `/${subject}` : `/${subject}/grade-${grade}`;
}

export interface LandingPageAddress {
  subject: Subject;
  grade: number | null;
}

const LANDING_PAGE = /^\/(math|ela|sci|ss|spa)(?:\/grade-(\d{1,2}))?\/?$/;

/** The subject (and grade) a path is about; null when it is no landing page or the grade is out of range. */
export function parseLandingPagePath(path: string): LandingPageAddress | null {
  const match = LANDING_PAGE.exec(path);
  if (!match) return null;
  const grade = match[2] === undefined ? null : Number(match[2]);
  if (grade !== null && !GRADES.includes(grade)) return null;
  return { subject: match[1] as Subject, grade };
}

export interface SkillPageAddress {
  subject: Subject;
  grade: number;
  /** The skill's permanent code, e.g. `F35P`, as written in the path. */
  permacode: string;
}

const SKILL_PAGE = /^\/(math|ela|sci|ss|spa)\/grade-(\d{1,2})\/skills\/([A-Za-z0-9]{1,16})\/?$/;

/** A skill page below its grade: `/math/grade-4/skills/F35P` (the server guards it like the grade page). */
export function parseSkillPagePath(path: string): SkillPageAddress | null {
  const match = SKILL_PAGE.exec(path);
  if (!match) return null;
  const grade = Number(match[2]);
  if (!GRADES.includes(grade)) return null;
  return { subject: match[1] as Subject, grade, permacode: match[3]! };
}

/** i18n key and options naming a grade: "Kindergarten" or "Grade 4". */
export function gradeLabel(grade: number): [key: string, options: { grade: number }] {
  return [grade === 0 ? 'curriculum.kindergarten' : 'curriculum.grade', { grade }];
}
