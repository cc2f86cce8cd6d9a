import { z } from 'zod';
import type { SkillStandard } from '../../../events/standards';

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
  /** Games: their screenshot, an image the product ships (issue 28); the popover shows it. */
  screenshotUrl: string | null;
  /** Skills: the standards they are aligned to (issue 29); empty for other kinds. */
  standards: SkillStandard[];
}

export function isResultType(value: unknown): value is ResultType {
  return typeof value === 'string' && (RESULT_TYPES as readonly string[]).includes(value);
}

/** A same-site path (see `isSameSitePath`). */
export const sameSitePathSchema = z.string().refine(isSameSitePath, 'not a same-site path');

const optionalText = z.string().nullable().catch(null);
const optionalNumber = z.number().nullable().catch(null);

/**
 * One result as the server sends it: type, name and a same-site url are
 * required; the rest is null (or false) when absent. `gradeInfo.gradeShortOrdinalName`
 * is flattened into `gradeShortOrdinalName`.
 */
export const searchResultSchema = z
  .object({
    type: z.enum(RESULT_TYPES),
    formattedName: z.string(),
    url: sameSitePathSchema,
    matchedCategory: z.enum(['name', 'tag', 'skillCode']).catch('name'),
    tag: optionalText,
    gameId: optionalNumber,
    gradeRange: optionalText,
    skillNumber: optionalText,
    skillCodeMatch: optionalText,
    isUniqueSkillCodeMatch: z.boolean().catch(false),
    grade: optionalNumber,
    gradeInfo: z.object({ gradeShortOrdinalName: optionalText }).nullable().catch(null),
    isUpcomingSkill: z.boolean().catch(false),
    lessonName: optionalText,
    lessonNumber: optionalNumber,
    thisLessonText: optionalText,
    screenshotUrl: sameSitePathSchema.nullable().catch(null),
    standards: z.array(z.object({ code: z.string(), description: z.string() })).catch([]).default([]),
  })
  .transform(({ gradeInfo, ...result }) => ({ ...result, gradeShortOrdinalName: gradeInfo?.gradeShortOrdinalName ?? null })) satisfies z.ZodType<SearchResult>;

/** Results only ever lead within this site (`/math/grade-4`, never `//elsewhere`). */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** A game's result (issue 28: none is shown to whoever has hideGames on). */
export function isGameResult(result: Pick<SearchResult, 'type'>): boolean {
  return result.type === 'game';
}

/** Upcoming skills are shown but cannot be followed. */
export function isFollowable(result: SearchResult): boolean {
  return !result.isUpcomingSkill;
}
