import { z } from 'zod';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { isResultType, RESULT_TYPES, searchResultSchema, type ResultType, type SearchResult } from '../../shared/search/search-result';
import { searchResultsApiPath, type SearchAddress } from './search-address';

/** `GET /search/results` (spec §7 `/search/*`): one page of results, by type, with the counts of each type. */

export interface ResultsPage {
  q: string;
  filters: ResultType[];
  page: number;
  pageSize: number;
  counts: Record<ResultType, number>;
  /** Exact skill-code matches, first, on page 1 only. */
  skillCodeMatches: SearchResult[];
  results: SearchResult[];
  trackingId: string;
}

const countSchema = z.number().catch(0);

/** The page; unknown filter names are dropped and a missing count is 0. */
export const resultsPageSchema = z.object({
  q: z.string().catch(''),
  filters: z.array(z.unknown()).catch([]).transform((filters) => filters.filter(isResultType)),
  page: z.number(),
  pageSize: z.number().catch(24),
  counts: z.object(Object.fromEntries(RESULT_TYPES.map((type) => [type, countSchema])) as Record<ResultType, typeof countSchema>),
  skillCodeMatches: z.array(searchResultSchema).nullish().transform((matches) => matches ?? []),
  results: z.array(searchResultSchema),
  trackingId: z.string().catch(''),
}) satisfies z.ZodType<ResultsPage>;

export function fetchResultsPage(address: SearchAddress, options: JsonRequestOptions = {}): Promise<ResultsPage> {
  return getJson(searchResultsApiPath(address), resultsPageSchema, options);
}
