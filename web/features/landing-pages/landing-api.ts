import { isSubject, type Subject } from '../../shared/curriculum/curriculum';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { fields, isSameSitePath } from '../../shared/search/search-result';

/**
 * The catalogue's landing-page data: `GET /catalogue/landing?subject=&grade=`
 * (subject and grade pages, in the viewer's edition) and
 * `GET /catalogue/skills/<permacode>` (a skill page). Answers are read field by
 * field; an answer of the wrong shape is a `LandingParseError`.
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
  url: string;
}

export interface SubjectLanding {
  edition: string;
  subject: Subject;
  subjectName: string;
  grades: GradeLink[];
  /** The subject page's games (grade pages do not list them). */
  games: LandingGame[];
}

export interface LandingSkill {
  /** e.g. `C.12`: category letter, then the skill's number in it. */
  code: string;
  name: string;
  url: string;
  permacode: string;
  upcoming: boolean;
}

export interface GradeLanding extends SubjectLanding {
  grade: number;
  gradeName: string;
  skills: LandingSkill[];
  /** `url` ends with the topic's anchor on the grade page, `#topic-…`. */
  topics: { name: string; url: string }[];
  lessons: { lessonName: string; lessonNumber: number }[];
  /** `grade` is the short ordinal, e.g. `4th`. */
  takeoffPlans: { lessonName: string; lessonNumber: number; grade: string }[];
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
}

export class LandingParseError extends Error {
  constructor() {
    super('Failed to parse the landing-page data.');
    this.name = 'LandingParseError';
  }
}

export async function fetchSubjectLanding(subject: Subject, options: JsonRequestOptions = {}): Promise<SubjectLanding> {
  return parsed(readSubjectLanding(await getJson(`/catalogue/landing?${new URLSearchParams({ subject })}`, options)));
}

export async function fetchGradeLanding(subject: Subject, grade: number, options: JsonRequestOptions = {}): Promise<GradeLanding> {
  const query = new URLSearchParams({ subject, grade: String(grade) });
  return parsed(readGradeLanding(await getJson(`/catalogue/landing?${query}`, options)));
}

export async function fetchSkill(permacode: string, options: JsonRequestOptions = {}): Promise<SkillDetails> {
  return parsed(readSkill(await getJson(`/catalogue/skills/${encodeURIComponent(permacode)}`, options)));
}

function parsed<T>(value: T | null): T {
  if (value === null) throw new LandingParseError();
  return value;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const path = (value: unknown): string | null => (typeof value === 'string' && isSameSitePath(value) ? value : null);

/** Every item read, or null if any one can't be. */
function list<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(read);
  return items.every((item) => item !== null) ? (items as T[]) : null;
}

function readGradeLink(value: unknown): GradeLink | null {
  const item = fields(value);
  const grade = whole(item?.grade);
  const gradeName = text(item?.gradeName);
  const url = path(item?.url);
  return grade === null || gradeName === null || url === null ? null : { grade, gradeName, url };
}

export function readSubjectLanding(value: unknown): SubjectLanding | null {
  const body = fields(value);
  if (body === null || !isSubject(body.subject)) return null;
  const edition = text(body.edition);
  const subjectName = text(body.subjectName);
  const grades = list(body.grades, readGradeLink);
  if (edition === null || subjectName === null || grades === null) return null;
  const games = body.games === undefined ? [] : list(body.games, readLandingGame);
  if (games === null) return null;
  return { edition, subject: body.subject, subjectName, grades, games };
}

function readLandingGame(value: unknown): LandingGame | null {
  const item = fields(value);
  const gameId = whole(item?.gameId);
  const name = text(item?.name);
  const gradeRange = text(item?.gradeRange);
  const url = text(item?.url);
  return gameId === null || name === null || gradeRange === null || url === null ? null : { gameId, name, gradeRange, url };
}

function readLandingSkill(value: unknown): LandingSkill | null {
  const item = fields(value);
  const code = text(item?.code);
  const name = text(item?.name);
  const url = path(item?.url);
  const permacode = text(item?.permacode);
  if (code === null || name === null || url === null || permacode === null) return null;
  return { code, name, url, permacode, upcoming: item?.upcoming === true };
}

function readTopic(value: unknown): GradeLanding['topics'][number] | null {
  const item = fields(value);
  const name = text(item?.name);
  const url = path(item?.url);
  return name === null || url === null ? null : { name, url };
}

function readLesson(value: unknown): GradeLanding['lessons'][number] | null {
  const item = fields(value);
  const lessonName = text(item?.lessonName);
  const lessonNumber = whole(item?.lessonNumber);
  return lessonName === null || lessonNumber === null ? null : { lessonName, lessonNumber };
}

function readTakeoffPlan(value: unknown): GradeLanding['takeoffPlans'][number] | null {
  const lesson = readLesson(value);
  const grade = text(fields(value)?.grade);
  return lesson === null || grade === null ? null : { ...lesson, grade };
}

export function readGradeLanding(value: unknown): GradeLanding | null {
  const subjectPage = readSubjectLanding(value);
  const body = fields(value);
  if (subjectPage === null || body === null) return null;
  const grade = whole(body.grade);
  const gradeName = text(body.gradeName);
  const skills = list(body.skills, readLandingSkill);
  const topics = list(body.topics, readTopic);
  const lessons = list(body.lessons, readLesson);
  const takeoffPlans = list(body.takeoffPlans ?? [], readTakeoffPlan);
  if (grade === null || gradeName === null || skills === null || topics === null || lessons === null || takeoffPlans === null) return null;
  return { ...subjectPage, grade, gradeName, skills, topics, lessons, takeoffPlans };
}

export function readSkill(value: unknown): SkillDetails | null {
  const body = fields(value);
  if (body === null || !isSubject(body.subject)) return null;
  const [name, code, subjectName, gradeName, edition] = [body.name, body.code, body.subjectName, body.gradeName, body.edition].map(text);
  const grade = whole(body.grade);
  const url = path(body.url);
  const tags = list(body.tags, text);
  if (name == null || code == null || subjectName == null || gradeName == null || edition == null || grade === null || url === null || tags === null) {
    return null;
  }
  return { name, code, subject: body.subject, subjectName, grade, gradeName, edition, tags: tags.filter((tag) => tag !== ''), upcoming: body.upcoming === true, url };
}

/** Skills by category letter (the part of the code before the dot), in the catalogue's order. */
export function skillsByCategory(skills: readonly LandingSkill[]): { category: string; skills: LandingSkill[] }[] {
  const groups = new Map<string, LandingSkill[]>();
  for (const skill of skills) {
    const category = skill.code.split('.')[0] ?? skill.code;
    groups.set(category, [...(groups.get(category) ?? []), skill]);
  }
  return [...groups].map(([category, inCategory]) => ({ category, skills: inCategory }));
}

/** The element id a same-page url points at: `/math/grade-4#topic-x` → `topic-x`. */
export function anchorOf(url: string): string | null {
  const hash = url.indexOf('#');
  return hash === -1 || hash === url.length - 1 ? null : decodeURIComponent(url.slice(hash + 1));
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
