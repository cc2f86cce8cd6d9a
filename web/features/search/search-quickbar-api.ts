import { z } from 'zod';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { isSameSitePath, RESULT_TYPES, searchResultSchema, type ResultType, type SearchResult } from '../../shared/search/search-result';

/**
 * `GET /search/quickbarSearch?q={phrase}&maxLines=12` (spec §7): the header
 * dropdown's answer. A body that is not JSON, or not the response's shape, is
 * an HttpError with `app.error.unexpectedResponse`, which the dropdown shows
 * as spec §8's "Failed to parse JSON response.".
 */

export const QUICKBAR_MAX_LINES = 12;
/** Spec §5, §9: requests only for 2 or more characters; the input takes at most 200. */
export const MIN_PHRASE_LENGTH = 2;
export const MAX_PHRASE_LENGTH = 200;

/** The trimmed phrase when it can be searched for, else null. */
export function searchablePhrase(value: string): string | null {
  const phrase = value.trim();
  return phrase.length >= MIN_PHRASE_LENGTH && phrase.length <= MAX_PHRASE_LENGTH ? phrase : null;
}

export interface QuickbarTextData {
  noResultsText: string;
  moreResultsText: string;
  comingSoonText: string;
}

export interface ResultBundle {
  type: ResultType;
  header: string;
  results: SearchResult[];
}

export interface QuickbarResponse {
  noResults: boolean;
  moreResults: boolean;
  /** Where the more-results link and the form lead, e.g. `/search`. */
  baseUrl: string;
  textData: QuickbarTextData;
  trackingId: string;
  bundles: ResultBundle[];
}

export function quickbarPath(phrase: string): string {
  return `/search/quickbarSearch?${new URLSearchParams({ q: phrase, maxLines: String(QUICKBAR_MAX_LINES) })}`;
}

/** The answer; bundles without results are dropped, and a base url that leaves the site is `/search`. */
export const quickbarResponseSchema = z
  .object({
    noResults: z.boolean().catch(false),
    moreResults: z.boolean().catch(false),
    baseUrl: z.string().refine(isSameSitePath).catch('/search'),
    textData: z.object({ noResultsText: z.string(), moreResultsText: z.string(), comingSoonText: z.string() }),
    trackingId: z.string().catch(''),
    bundles: z.array(z.object({ type: z.enum(RESULT_TYPES), header: z.string(), results: z.array(searchResultSchema) })),
  })
  .transform(({ bundles, noResults, ...answer }): QuickbarResponse => {
    const shown = bundles.filter((bundle) => bundle.results.length > 0);
    return { ...answer, noResults: noResults || shown.length === 0, bundles: shown };
  });

export function fetchQuickbarResults(phrase: string, options: JsonRequestOptions = {}): Promise<QuickbarResponse> {
  return getJson(quickbarPath(phrase), quickbarResponseSchema, options);
}

/** The more-results link: `{baseUrl}?q={phrase}`. */
export function moreResultsUrl(answer: Pick<QuickbarResponse, 'baseUrl'>, phrase: string): string {
  return `${answer.baseUrl}?${new URLSearchParams({ q: phrase })}`;
}
