import { isSubject, type Subject } from '../../../events/curriculum';
import type { SkillStandard } from '../../../events/standards';
import type { CatalogueTopicPage } from '../../../events/catalogue';
import { z } from 'zod';
import { getJson, type JsonRequestOptions } from '../http/json-request';
import { sameSitePathSchema } from '../search/search-result';

/**
 * The catalogue's landing-page data: `GET /catalogue/landing?subject=&grade=`
 * (subject and grade pages, in the viewer's edition) and
 * `GET /catalogue/skills/<permacode>` (a skill page). Answers are parsed by the
 * schemas below; links must stay on this site. An answer of the wrong shape is
 * an HttpError with `app.error.unexpectedResponse`.
 */

export interface GradeLink {
  grade: number;
  /** As the edition names it: "Grade 4", "Year 5", "Reception", … */
  gradeName: string;
  url: string;
}

export interface LandingGame {
  gameId: number;
  name: string;
  /** e.g. `3rd–5th`. */
  gradeRange: string;
  /** The game's own page (issue 28). */
  url: string;
  /** Its screenshot, an image the product ships; null when it has none. */
  screenshotUrl: string | null;
}

export interface SubjectLanding {
  edition: string;
  subject: Subject;
  subjectName: string;
  grades: GradeLink[];
  /** The subject page's games (grade pages do not list them). */
  games: LandingGame[];
  /** The viewer has hideGames on (issue 28): no games, and no games section. */
  gamesHidden: boolean;
}

export interface LandingSkill {
  /** e.g. `C.12`: category letter, then the skill's number in it. */
  code: string;
  name: string;
  url: string;
  permacode: string;
  upcoming: boolean;
}

/** A category of the grade's skills: its letter (of the codes) and its name (issue 34: its topic's). */
export interface LandingCategory {
  letter: string;
  name: string;
}

export interface GradeLanding extends SubjectLanding {
  grade: number;
  gradeName: string;
  skills: LandingSkill[];
  /** Issue 34: `url` is the topic's page, `/math/grade-4/topics/<slug>`. */
  topics: { name: string; url: string }[];
  /** Issue 31: `url` is the lesson page of the lesson's skill (`/lesson/{permacode}`), or the grade page's anchor when none fits. */
  lessons: { lessonName: string; lessonNumber: number; url: string }[];
  /** `grade` is the short ordinal, e.g. `4th`; `url` (issue 34) the lesson page of the takeoff lesson, null when unknown. */
  takeoffPlans: { lessonName: string; lessonNumber: number; grade: string; url: string | null }[];
  /** Issue 34: the categories' names (an older answer may leave them out: the letters are shown). */
  categories?: LandingCategory[];
}

export interface SkillDetails {
  name: string;
  code: string;
  subject: Subject;
  subjectName: string;
  grade: number;
  gradeName: string;
  edition: string;
  tags: string[];
  upcoming: boolean;
  url: string;
  /** The standards it is aligned to (issue 29): none in Spanish. */
  standards: SkillStandard[];
}

const subjectSchema = z.custom<Subject>((value) => isSubject(value));
const whole = z.number().int();
/** A list the server may leave out (or send as null) when it is empty. */
const optionalList = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((items): z.output<T>[] => items ?? []);

export const subjectLandingSchema = z.object({
  edition: z.string(),
  subject: subjectSchema,
  subjectName: z.string(),
  grades: z.array(z.object({ grade: whole, gradeName: z.string(), url: sameSitePathSchema })),
  games: optionalList(z.object({ gameId: whole, name: z.string(), gradeRange: z.string(), url: sameSitePathSchema, screenshotUrl: sameSitePathSchema.nullable().catch(null) })),
  gamesHidden: z.boolean().catch(false),
}) satisfies z.ZodType<SubjectLanding>;

const lessonSchema = z.object({ lessonName: z.string(), lessonNumber: whole });

export const gradeLandingSchema = subjectLandingSchema.extend({
  grade: whole,
  gradeName: z.string(),
  skills: z.array(
    z.object({ code: z.string(), name: z.string(), url: sameSitePathSchema, permacode: z.string(), upcoming: z.boolean().catch(false) }),
  ),
  topics: z.array(z.object({ name: z.string(), url: sameSitePathSchema })),
  lessons: z.array(lessonSchema.extend({ url: z.string() })),
  takeoffPlans: optionalList(lessonSchema.extend({ grade: z.string(), url: sameSitePathSchema.nullable().catch(null) })),
  categories: optionalList(z.object({ letter: z.string(), name: z.string() })),
}) satisfies z.ZodType<GradeLanding>;

export const skillDetailsSchema = z.object({
  name: z.string(),
  code: z.string(),
  subject: subjectSchema,
  subjectName: z.string(),
  grade: whole,
  gradeName: z.string(),
  edition: z.string(),
  tags: z.array(z.string()).transform((tags) => tags.filter((tag) => tag !== '')),
  upcoming: z.boolean().catch(false),
  url: sameSitePathSchema,
  standards: optionalList(z.object({ code: z.string(), description: z.string() })),
}) satisfies z.ZodType<SkillDetails>;

export function fetchSubjectLanding(subject: Subject, options: JsonRequestOptions = {}): Promise<SubjectLanding> {
  return getJson(`/catalogue/landing?${new URLSearchParams({ subject })}`, subjectLandingSchema, options);
}

export function fetchGradeLanding(subject: Subject, grade: number, options: JsonRequestOptions = {}): Promise<GradeLanding> {
  const query = new URLSearchParams({ subject, grade: String(grade) });
  return getJson(`/catalogue/landing?${query}`, gradeLandingSchema, options);
}

/** Issue 34: a topic page (`GET /catalogue/topic`), the shape the server declares. */
export type TopicPage = CatalogueTopicPage;

export const topicPageSchema = z.object({
  edition: z.string(),
  subject: subjectSchema,
  subjectName: z.string(),
  grade: whole,
  gradeName: z.string(),
  gradeUrl: sameSitePathSchema,
  name: z.string(),
  url: sameSitePathSchema,
  category: z.object({ letter: z.string(), name: z.string() }),
  skills: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      url: sameSitePathSchema,
      permacode: z.string(),
      upcoming: z.boolean().catch(false),
      lessonUrl: sameSitePathSchema.nullable().catch(null),
    }),
  ),
  otherTopics: optionalList(z.object({ name: z.string(), url: sameSitePathSchema })),
}) satisfies z.ZodType<TopicPage>;

export function fetchTopicPage(subject: Subject, grade: number, topic: string, options: JsonRequestOptions = {}): Promise<TopicPage> {
  const query = new URLSearchParams({ subject, grade: String(grade), topic });
  return getJson(`/catalogue/topic?${query}`, topicPageSchema, options);
}

export function fetchSkill(permacode: string, options: JsonRequestOptions = {}): Promise<SkillDetails> {
  return getJson(`/catalogue/skills/${encodeURIComponent(permacode)}`, skillDetailsSchema, options);
}

/**
 * Skills by category letter (the part of the code before the dot), in the
 * catalogue's order, each with its category's name when the page names it
 * (issue 34: the section's topic), else null.
 */
export function skillsByCategory(
  skills: readonly LandingSkill[],
  categories: readonly LandingCategory[] = [],
): { category: string; name: string | null; skills: LandingSkill[] }[] {
  const groups = new Map<string, LandingSkill[]>();
  for (const skill of skills) {
    const category = skill.code.split('.')[0] ?? skill.code;
    groups.set(category, [...(groups.get(category) ?? []), skill]);
  }
  const names = new Map(categories.map((each) => [each.letter, each.name]));
  return [...groups].map(([category, inCategory]) => ({ category, name: names.get(category) ?? null, skills: inCategory }));
}

/**
 * The grade page's anchor for a takeoff plan. The server's plan urls end with
 * `#<planId>`, `<edition>-<subject>-<grade>-takeoff-<n>`, but the landing
 * data gives only the plan's number, so the id is built the same way.
 */
export function takeoffPlanAnchor(page: Pick<GradeLanding, 'edition' | 'subject' | 'grade'>, lessonNumber: number): string {
  return `${page.edition}-${page.subject}-${page.grade}-takeoff-${lessonNumber}`;
}

export const lessonAnchor = (lessonNumber: number) => `lesson-${lessonNumber}`;
