import { isResultType, RESULT_TYPES, type ResultType } from '../../shared/search/search-result';

/**
 * The results page's address (spec §2, §9): `/search?q=&filters=skill,game&page=2&resultPageOrigin=`.
 * No filters means every type. 24 results of each type per page; page 42 at most
 * (the server counts at most 1,000 results).
 */

export const SEARCH_PAGE_PATH = '/search';
export const PAGE_SIZE = 24;
export const MAX_PAGE = 42;
/** The search form's input takes at most 200 characters (spec §5). */
export const MAX_PHRASE_LENGTH_ON_PAGE = 200;

export interface SearchAddress {
  q: string;
  filters: ResultType[];
  page: number;
  resultPageOrigin: string | null;
}

/** Reads `?q=...`; filters as one comma list or repeated keys; a bad page is page 1. */
export function readSearchAddress(search: string): SearchAddress {
  const params = new URLSearchParams(search);
  const chosen = new Set(params.getAll('filters').flatMap((value) => value.split(',')).filter(isResultType));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    filters: RESULT_TYPES.filter((type) => chosen.has(type)),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    resultPageOrigin: params.get('resultPageOrigin') || null,
  };
}

function query(address: SearchAddress, always: boolean): URLSearchParams {
  const params = new URLSearchParams({ q: address.q });
  if (address.filters.length > 0) params.set('filters', address.filters.join(','));
  if (always || address.page > 1) params.set('page', String(address.page));
  if (address.resultPageOrigin) params.set('resultPageOrigin', address.resultPageOrigin);
  return params;
}

/** The page's own address (page 1 and no filters left out). */
export function searchPageHref(address: SearchAddress): string {
  return `${SEARCH_PAGE_PATH}?${query(address, false)}`;
}

/** `GET /search/results?q=&filters=&page=&resultPageOrigin=`. */
export function searchResultsApiPath(address: SearchAddress): string {
  return `/search/results?${query(address, true)}`;
}

/** The types shown: the filters chosen, or every type. */
export function shownTypes(filters: readonly ResultType[]): readonly ResultType[] {
  return filters.length > 0 ? filters : RESULT_TYPES;
}

/** Each type pages on its own, so there are as many pages as the largest type shown needs. */
export function pageCount(counts: Record<ResultType, number>, filters: readonly ResultType[]): number {
  const largest = Math.max(0, ...shownTypes(filters).map((type) => counts[type]));
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(largest / PAGE_SIZE)));
}

/** Up to `width` page numbers around the current page. */
export function pageNumbers(page: number, pages: number, width = 7): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(width / 2), pages - width + 1));
  const last = Math.min(pages, first + width - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
