import { z } from 'zod';

// The curriculum as the product names it (spec §1, §3): editions, subjects
// (math, ela, sci, ss, spa), grades (0 is kindergarten) and the landing-page
// paths built from them (`/math`, `/math/grade-4`, `/math/grade-4/skills/F35P`).
// Event schemas, the server (routes, the focus-session guard) and the web client
// all read it from here, so it imports nothing but zod: it is in the browser
// bundle too. Schemas are marked pure so a bundle that uses none drops zod.

/** Ids of people, schools, districts and classes: safe in stream names and NATS subjects. */
export const entityId = /* @__PURE__ */ z.string().regex(/^[A-Za-z0-9_-]+$/);

export const EDITIONS = ['US', 'CA', 'UK', 'AU', 'IL'] as const;
export type Edition = (typeof EDITIONS)[number];
export const edition = /* @__PURE__ */ z.enum(EDITIONS);

export const SUBJECTS = ['math', 'ela', 'sci', 'ss', 'spa'] as const;
export type Subject = (typeof SUBJECTS)[number];
export const subject = /* @__PURE__ */ z.enum(SUBJECTS);

export const subjectNames: Readonly<Record<Subject, string>> = {
  math: 'Math',
  ela: 'Language arts',
  sci: 'Science',
  ss: 'Social studies',
  spa: 'Spanish',
};

export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}

export const MAX_GRADE = 12;
/** 0 (kindergarten) to 12. */
export const GRADES: readonly number[] = Array.from({ length: MAX_GRADE + 1 }, (_, grade) => grade);
export const grade = /* @__PURE__ */ z.number().int().min(0).max(MAX_GRADE);

/** A grade as an edition says it: the UK counts years from reception (Year 1 = kindergarten + 1), Australia starts at Foundation. */
export function gradeName(edition: Edition, grade: number): string {
  if (edition === 'UK') return grade === 0 ? 'Reception' : `Year ${grade + 1}`;
  if (edition === 'AU') return grade === 0 ? 'Foundation' : `Year ${grade}`;
  return grade === 0 ? 'Kindergarten' : `Grade ${grade}`;
}

/** Spec §3 gradeInfo.gradeShortOrdinalName: K, 1st, 2nd, 3rd, 4th … */
export function gradeShortOrdinalName(grade: number): string {
  if (grade === 0) return 'K';
  const suffix = grade === 1 ? 'st' : grade === 2 ? 'nd' : grade === 3 ? 'rd' : 'th';
  return `${grade}${suffix}`;
}

/** `/math` for a subject, `/math/grade-4` for one of its grades. */
export function landingPagePath(subject: Subject, grade: number | null = null): string {
  return grade === null ? `/${subject}` : `/${subject}/grade-${grade}`;
}

/** `/math/grade-4/skills/F35P`: a skill's page, below its grade. */
export function skillPagePath(subject: Subject, grade: number, permacode: string): string {
  return `${landingPagePath(subject, grade)}/skills/${permacode}`;
}

/** A topic's slug in its page's path: `Place value & rounding` → `place-value-rounding` (the catalogue's topic ids end with it). */
export function topicSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** `/math/grade-4/topics/fractions`: a topic's page, below its grade (issue 34; plural like `/skills/`). */
export function topicPagePath(subject: Subject, grade: number, slug: string): string {
  return `${landingPagePath(subject, grade)}/topics/${slug}`;
}

/** `/lesson/F35P`: a skill's lesson page (issue 31, docs/lessons.md; singular like `/quiz/{id}`, the API is `/lessons/…`). */
export function lessonPagePath(permacode: string): string {
  return `/lesson/${permacode}`;
}

/** What a path is about: a subject page, a grade page, a skill page, a topic page or another page below a grade. */
export type CurriculumPage =
  | { kind: 'subject'; subject: Subject; grade: null }
  | { kind: 'grade'; subject: Subject; grade: number }
  | { kind: 'skill'; subject: Subject; grade: number; permacode: string }
  | { kind: 'topic'; subject: Subject; grade: number; topic: string }
  | { kind: 'below-grade'; subject: Subject; grade: number };

// The one pattern of the paths above: `/<subject>` then optionally `/grade-<n>`
// (n as written by landingPagePath: 0–12, no leading zero) then optionally a
// skill (`/skills/<permacode>`), a topic (`/topics/<slug>`) or any other page below the grade; a trailing
// slash is allowed. Longer grades first, so `grade-12` is never read as `1`.
const subjectPart = `(${SUBJECTS.join('|')})`;
const gradePart = `/grade-(${[...GRADES].reverse().join('|')})`;
const skillPart = '/skills/([A-Za-z0-9]{1,16})';
const topicPart = '/topics/([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)';
const CURRICULUM_PATH = new RegExp(`^/${subjectPart}(?:${gradePart}(?:${skillPart}|${topicPart}|(/.+?))?)?/?$`);

/** The curriculum page a path is, or null when the path is about no subject (or names a grade out of range). */
export function parseCurriculumPath(path: string): CurriculumPage | null {
  const match = CURRICULUM_PATH.exec(path);
  if (!match) return null;
  const [, subjectText, gradeText, permacode, topic, below] = match;
  const subject = subjectText as Subject;
  if (gradeText === undefined) return { kind: 'subject', subject, grade: null };
  const grade = Number(gradeText);
  if (permacode !== undefined) return { kind: 'skill', subject, grade, permacode };
  if (topic !== undefined) return { kind: 'topic', subject, grade, topic };
  return below === undefined ? { kind: 'grade', subject, grade } : { kind: 'below-grade', subject, grade };
}

export interface LandingPageAddress {
  subject: Subject;
  grade: number | null;
}

/** The subject (and grade) of a subject or grade landing page; null for any other path, pages below a grade included. */
export function parseLandingPagePath(path: string): LandingPageAddress | null {
  const page = parseCurriculumPath(path);
  return page?.kind === 'subject' || page?.kind === 'grade' ? { subject: page.subject, grade: page.grade } : null;
}

export interface SkillPageAddress {
  subject: Subject;
  grade: number;
  /** The skill's permanent code, e.g. `F35P`, as written in the path. */
  permacode: string;
}

/** A skill page below its grade: `/math/grade-4/skills/F35P`. */
export function parseSkillPagePath(path: string): SkillPageAddress | null {
  const page = parseCurriculumPath(path);
  return page?.kind === 'skill' ? { subject: page.subject, grade: page.grade, permacode: page.permacode } : null;
}

export interface TopicPageAddress {
  subject: Subject;
  grade: number;
  /** The topic's slug, as written in the path (`topicSlug` of its name). */
  topic: string;
}

/** A topic page below its grade: `/math/grade-4/topics/fractions`. */
export function parseTopicPagePath(path: string): TopicPageAddress | null {
  const page = parseCurriculumPath(path);
  return page?.kind === 'topic' ? { subject: page.subject, grade: page.grade, topic: page.topic } : null;
}
