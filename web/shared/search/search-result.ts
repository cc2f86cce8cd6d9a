/**
 * A search result as both searches read it (spec §3 "Search response"): the
 * header's dropdown (`/search/quickbarSearch`) and the results page
 * (`/search/results`) answer the same result shape.
 */

export const RESULT_TYPES = ['level', 'skill', 'topic', 'lesson', 'game', 'takeoff'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export type MatchedCategory = 'name' | 'tag' | 'skillCode';

export interface SearchResult {
  type: ResultType;
  formattedName: string;
  /** A same-site path, e.g. `/math/grade-4/skills/8GUS`. */
  url: string;
  matchedCategory: MatchedCategory;
  tag: string | null;
  gameId: number | null;
  /** Games: e.g. `3rd–5th`. */
  gradeRange: string | null;
  skillNumber: string | null;
  skillCodeMatch: string | null;
  isUniqueSkillCodeMatch: boolean;
  grade: number | null;
  /** e.g. `K`, `4th`. */
  gradeShortOrdinalName: string | null;
  isUpcomingSkill: boolean;
  lessonName: string | null;
  lessonNumber: number | null;
  /** Lessons and takeoff plans: e.g. `Lesson 11`. */
  thisLessonText: string | null;
}

export type Fields = Record<string, unknown>;

export function fields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

export function isResultType(value: unknown): value is ResultType {
  return typeof value === 'string' && (RESULT_TYPES as readonly string[]).includes(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads one result; null when a required field is missing or not a same-site path. */
export function readSearchResult(value: unknown): SearchResult | null {
  const result = fields(value);
  if (result === null || !isResultType(result.type)) return null;
  const name = text(result.formattedName);
  const url = text(result.url);
  if (name === null || url === null || !isSameSitePath(url)) return null;
  const matched = result.matchedCategory;
  return {
    type: result.type,
    formattedName: name,
    url,
    matchedCategory: matched === 'tag' || matched === 'skillCode' ? matched : 'name',
    tag: text(result.tag),
    gameId: number(result.gameId),
    gradeRange: text(result.gradeRange),
    skillNumber: text(result.skillNumber),
    skillCodeMatch: text(result.skillCodeMatch),
    isUniqueSkillCodeMatch: result.isUniqueSkillCodeMatch === true,
    grade: number(result.grade),
    gradeShortOrdinalName: text(fields(result.gradeInfo)?.gradeShortOrdinalName),
    isUpcomingSkill: result.isUpcomingSkill === true,
    lessonName: text(result.lessonName),
    lessonNumber: number(result.lessonNumber),
    thisLessonText: text(result.thisLessonText),
  };
}

/** Reads a list of results; null unless it is an array of readable results. */
export function readSearchResults(value: unknown): SearchResult[] | null {
  if (!Array.isArray(value)) return null;
  const results = value.map(readSearchResult);
  return results.every((result) => result !== null) ? (results as SearchResult[]) : null;
}

/** Results only ever lead within this site (`/math/grade-4`, never `//elsewhere`). */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** Upcoming skills are shown but cannot be followed. */
export function isFollowable(result: SearchResult): boolean {
  return !result.isUpcomingSkill;
}
