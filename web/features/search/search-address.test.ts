import { describe, expect, it } from 'vitest';
import { pageCount, pageNumbers, readSearchAddress, searchPageHref, searchResultsApiPath } from './search-address';

const counts = (skill: number, game = 0) => ({ level: 0, skill, topic: 0, lesson: 0, game, takeoff: 0 });

describe('the results page address', () => {
  it('reads q, filters (a comma list or repeated keys, in type order), page and resultPageOrigin', () => {
    expect(readSearchAddress('?q=%20fractions%20&filters=game,skill,spell&page=3&resultPageOrigin=quickbar')).toEqual({
      q: 'fractions',
      filters: ['skill', 'game'],
      page: 3,
      resultPageOrigin: 'quickbar',
    });
    expect(readSearchAddress('?q=x&filters=topic&filters=level').filters).toEqual(['level', 'topic']);
    expect(readSearchAddress('')).toEqual({ q: '', filters: [], page: 1, resultPageOrigin: null });
  });

  it('reads a bad page as page 1, and caps it at 42', () => {
    for (const page of ['0', '-2', '1.5', 'two']) expect(readSearchAddress(`?q=x&page=${page}`).page).toBe(1);
    expect(readSearchAddress('?q=x&page=99').page).toBe(42);
  });

  it('writes the page address without defaults, and the API path with every key', () => {
    const address = { q: 'add & take', filters: ['skill' as const, 'game' as const], page: 2, resultPageOrigin: null };
    expect(searchPageHref(address)).toBe('/search?q=add+%26+take&filters=skill%2Cgame&page=2');
    expect(searchPageHref({ ...address, filters: [], page: 1 })).toBe('/search?q=add+%26+take');
    expect(searchResultsApiPath({ ...address, filters: [], page: 1, resultPageOrigin: 'quickbar' })).toBe(
      '/search/results?q=add+%26+take&page=1&resultPageOrigin=quickbar',
    );
    expect(readSearchAddress(searchPageHref(address).slice('/search'.length))).toEqual(address);
  });

  it('counts pages by the largest type shown, 24 each, at most 42', () => {
    expect(pageCount(counts(96, 6), [])).toBe(4);
    expect(pageCount(counts(96, 6), ['game'])).toBe(1);
    expect(pageCount(counts(0), [])).toBe(1);
    expect(pageCount(counts(1000), [])).toBe(42);
  });

  it('shows up to 7 page numbers around the current page', () => {
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 42)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(20, 42)).toEqual([17, 18, 19, 20, 21, 22, 23]);
    expect(pageNumbers(42, 42)).toEqual([36, 37, 38, 39, 40, 41, 42]);
  });
});
