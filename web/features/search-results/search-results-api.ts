import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { fields, isResultType, RESULT_TYPES, readSearchResults, type ResultType, type SearchResult } from '../../shared/search/search-result';
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

export class ResultsPageParseError extends Error {
  constructor() {
    super('Failed to parse JSON response.');
    this.name = 'ResultsPageParseError';
  }
}

export async function fetchResultsPage(address: SearchAddress, options: JsonRequestOptions = {}): Promise<ResultsPage> {
  const page = readResultsPage(await getJson(searchResultsApiPath(address), options));
  if (page === null) throw new ResultsPageParseError();
  return page;
}

export function readResultsPage(value: unknown): ResultsPage | null {
  const body = fields(value);
  const counts = fields(body?.counts);
  if (body === null || counts === null) return null;
  const results = readSearchResults(body.results);
  const skillCodeMatches = readSearchResults(body.skillCodeMatches ?? []);
  if (results === null || skillCodeMatches === null || typeof body.page !== 'number') return null;
  return {
    q: typeof body.q === 'string' ? body.q : '',
    filters: Array.isArray(body.filters) ? body.filters.filter(isResultType) : [],
    page: body.page,
    pageSize: typeof body.pageSize === 'number' ? body.pageSize : 24,
    counts: Object.fromEntries(RESULT_TYPES.map((type) => [type, typeof counts[type] === 'number' ? counts[type] : 0])) as Record<ResultType, number>,
    skillCodeMatches,
    results,
    trackingId: typeof body.trackingId === 'string' ? body.trackingId : '',
  };
}
