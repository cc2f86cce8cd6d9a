import { HttpError, NETWORK_ERROR_KEY, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { fields, isResultType, readSearchResults, type ResultType, type SearchResult } from '../../shared/search/search-result';

/**
 * `GET /search/quickbarSearch?q={phrase}&maxLines=12` (spec §7): the header
 * dropdown's answer. A body that is not JSON, or not the response's shape,
 * is a `SearchResponseParseError` (spec §8: "Failed to parse JSON response.").
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

export class SearchResponseParseError extends Error {
  constructor() {
    super('Failed to parse JSON response.');
    this.name = 'SearchResponseParseError';
  }
}

export function quickbarPath(phrase: string): string {
  return `/search/quickbarSearch?${new URLSearchParams({ q: phrase, maxLines: String(QUICKBAR_MAX_LINES) })}`;
}

export interface QuickbarRequestOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export async function fetchQuickbarResults(phrase: string, { signal, fetchImpl = fetch }: QuickbarRequestOptions = {}): Promise<QuickbarResponse> {
  let response: Response;
  try {
    response = await fetchImpl(quickbarPath(phrase), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, NETWORK_ERROR_KEY);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (!response.ok) throw new HttpError(response.status, UNEXPECTED_ERROR_KEY);
    throw new SearchResponseParseError();
  }
  if (!response.ok) {
    const error = fields(body)?.error;
    throw new HttpError(response.status, typeof error === 'string' && error !== '' ? error : UNEXPECTED_ERROR_KEY);
  }
  const answer = readQuickbarResponse(body);
  if (answer === null) throw new SearchResponseParseError();
  return answer;
}

/** Reads the response; null when it is not the spec's shape. */
export function readQuickbarResponse(value: unknown): QuickbarResponse | null {
  const body = fields(value);
  const textData = fields(body?.textData);
  if (body === null || textData === null || !Array.isArray(body.bundles)) return null;
  const { noResultsText, moreResultsText, comingSoonText } = textData;
  if (typeof noResultsText !== 'string' || typeof moreResultsText !== 'string' || typeof comingSoonText !== 'string') return null;
  const bundles: ResultBundle[] = [];
  for (const each of body.bundles) {
    const bundle = fields(each);
    const results = readSearchResults(bundle?.results);
    if (bundle === null || !isResultType(bundle.type) || typeof bundle.header !== 'string' || results === null) return null;
    if (results.length > 0) bundles.push({ type: bundle.type, header: bundle.header, results });
  }
  return {
    noResults: body.noResults === true || bundles.length === 0,
    moreResults: body.moreResults === true,
    baseUrl: typeof body.baseUrl === 'string' && body.baseUrl.startsWith('/') && !body.baseUrl.startsWith('//') ? body.baseUrl : '/search',
    textData: { noResultsText, moreResultsText, comingSoonText },
    trackingId: typeof body.trackingId === 'string' ? body.trackingId : '',
    bundles,
  };
}

/** The more-results link: `{baseUrl}?q={phrase}`. */
export function moreResultsUrl(answer: Pick<QuickbarResponse, 'baseUrl'>, phrase: string): string {
  return `${answer.baseUrl}?${new URLSearchParams({ q: phrase })}`;
}
