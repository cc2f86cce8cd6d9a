import type { MouseEvent } from 'react';
import { getJson } from '../../shared/http/json-request';
import { trackClick } from '../../shared/tracking/track-click';
import { SEARCH_ACTIONS, TRACKING_FEATURES, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import type { SearchResult } from '../../shared/search/search-result';

/**
 * Following a search result (spec §4, §7, §8): the click is logged with
 * `GET /search/logSearchResult`, then the page goes to the result's url — as
 * soon as the log call succeeds, or 100 ms after the click if it fails or is
 * slow, whichever comes first, and never twice. The click is also pushed as a
 * `click_button` analytics event.
 */

export type SearchType = 'autocomplete-nav' | 'full-results';

/** How long navigation waits for the log call. */
export const LOG_WAIT_MS = 100;

export interface SearchClick {
  result: SearchResult;
  /** The phrase the results were found for. */
  phrase: string;
  trackingId: string;
  searchType: SearchType;
}

export interface FollowDependencies {
  logClick?: (click: SearchClick) => Promise<unknown>;
  track?: (click: SearchClick) => void;
  /** A page load; tests pass a spy. */
  openUrl?: (url: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function searchClickPath({ result, phrase, trackingId, searchType }: SearchClick): string {
  const query = new URLSearchParams({ q: phrase, url: result.url, trackingId, searchType, resultType: result.type });
  return `/search/logSearchResult?${query}`;
}

export function logSearchClick(click: SearchClick): Promise<unknown> {
  return getJson(searchClickPath(click));
}

export function trackSearchClick({ result, searchType }: SearchClick): void {
  trackClick({
    feature: TRACKING_FEATURES.searchFeature,
    module: searchType === 'autocomplete-nav' ? TRACKING_MODULES.skillSearchDropdown : TRACKING_MODULES.searchResultsPage,
    button: SEARCH_ACTIONS.followsSearchResult,
    clickText: result.formattedName,
    clickUrl: result.url,
  });
}

export const openInPage = (url: string) => window.location.assign(url);

export function followSearchResult(click: SearchClick, dependencies: FollowDependencies = {}): void {
  const {
    logClick = logSearchClick,
    track = trackSearchClick,
    openUrl = openInPage,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = dependencies;
  let followed = false;
  const follow = () => {
    if (followed) return;
    followed = true;
    clearTimer(timer);
    openUrl(click.result.url);
  };
  const timer = setTimer(follow, LOG_WAIT_MS);
  logClick(click).then(follow, () => undefined);
  // Last: an unregistered tracking name throws, and the timer still navigates.
  track(click);
}

/**
 * A click on a result's link. A plain click is logged and followed as above;
 * a click that opens a new tab or window (modifier keys, middle button) keeps
 * the browser's behaviour and is only logged.
 */
export function onResultLinkClick(event: MouseEvent<HTMLAnchorElement>, click: SearchClick, dependencies: FollowDependencies = {}): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    void (dependencies.logClick ?? logSearchClick)(click).catch(() => undefined);
    return;
  }
  event.preventDefault();
  followSearchResult(click, dependencies);
}
