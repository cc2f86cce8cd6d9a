import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSearchResult, LOG_WAIT_MS, onResultLinkClick, searchClickPath, trackSearchClick, type SearchClick } from './follow-search-result';
import type { SearchResult } from '../../shared/search/search-result';

const RESULT = { type: 'skill', formattedName: 'Compare fractions', url: '/math/grade-4/skills/F35P' } as SearchResult;
const CLICK: SearchClick = { result: RESULT, phrase: 'fractions', trackingId: 't-1', searchType: 'autocomplete-nav' };

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('following a search result (spec §4, §8)', () => {
  it('logs the click with its query, then navigates as soon as the log call succeeds', async () => {
    const log = deferred();
    const openUrl = vi.fn();
    const logClick = vi.fn(() => log.promise);
    followSearchResult(CLICK, { logClick, openUrl, track: vi.fn() });
    expect(logClick).toHaveBeenCalledWith(CLICK);
    expect(openUrl).not.toHaveBeenCalled();
    log.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(openUrl).toHaveBeenCalledWith('/math/grade-4/skills/F35P');
    await vi.advanceTimersByTimeAsync(LOG_WAIT_MS * 2);
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('navigates 100 ms after the click when logging fails', async () => {
    const openUrl = vi.fn();
    followSearchResult(CLICK, { logClick: () => Promise.reject(new Error('offline')), openUrl, track: vi.fn() });
    await vi.advanceTimersByTimeAsync(LOG_WAIT_MS - 1);
    expect(openUrl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('navigates at 100 ms when logging is slow, and not again when it finishes', async () => {
    const log = deferred();
    const openUrl = vi.fn();
    followSearchResult(CLICK, { logClick: () => log.promise, openUrl, track: vi.fn() });
    await vi.advanceTimersByTimeAsync(LOG_WAIT_MS);
    expect(openUrl).toHaveBeenCalledTimes(1);
    log.resolve();
    await vi.advanceTimersByTimeAsync(LOG_WAIT_MS);
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('still navigates when tracking throws', async () => {
    const openUrl = vi.fn();
    const track = () => {
      throw new Error('unregistered');
    };
    expect(() => followSearchResult(CLICK, { logClick: () => new Promise(() => undefined), openUrl, track })).toThrow('unregistered');
    await vi.advanceTimersByTimeAsync(LOG_WAIT_MS);
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('logs q, url, trackingId, searchType and resultType', () => {
    const params = new URL(searchClickPath({ ...CLICK, searchType: 'full-results' }), 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: 'fractions',
      url: '/math/grade-4/skills/F35P',
      trackingId: 't-1',
      searchType: 'full-results',
      resultType: 'skill',
    });
  });

  it('pushes a click_button event with registered search names', () => {
    vi.stubGlobal('window', { dataLayer: [] as unknown[] });
    trackSearchClick(CLICK);
    trackSearchClick({ ...CLICK, searchType: 'full-results' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'click_button', feature: 'search', module: 'skill_search_dropdown', button: 'follow_search_result', click_text: 'Compare fractions', click_url: '/math/grade-4/skills/F35P' }),
      expect.objectContaining({ module: 'search_results_page' }),
    ]);
    vi.unstubAllGlobals();
  });

  it('leaves a click that opens a new tab to the browser, logging it only', () => {
    const openUrl = vi.fn();
    const logClick = vi.fn(() => Promise.resolve());
    const event = { button: 0, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, preventDefault: vi.fn() };
    onResultLinkClick(event as unknown as Parameters<typeof onResultLinkClick>[0], CLICK, { logClick, openUrl, track: vi.fn() });
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(logClick).toHaveBeenCalledTimes(1);
    expect(openUrl).not.toHaveBeenCalled();
  });
});
