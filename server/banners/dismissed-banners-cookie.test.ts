import { describe, expect, it } from 'vitest';
import { formatDismissedBanners, MAX_DISMISSED_BANNERS, parseDismissedBanners, withDismissedBanner } from './dismissed-banners-cookie';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('the signed-out dismissed-banners cookie (spec §5: at most 99 ids)', () => {
  it.each([
    { name: 'the first dismissal', before: [], add: 7, after: [7] },
    { name: 'a second one goes last (newest)', before: [7], add: 3, after: [7, 3] },
    { name: 'an id already there is kept once', before: [7, 3], add: 7, after: [7, 3] },
    { name: 'the 99th id fits', before: range(1, 98), add: 500, after: [...range(1, 98), 500] },
    { name: 'the 100th drops the oldest', before: range(1, 99), add: 500, after: [...range(2, 99), 500] },
    { name: 'an id already there in a full list changes nothing', before: range(1, 99), add: 1, after: range(1, 99) },
  ])('$name', ({ before, add, after }) => {
    const added = withDismissedBanner(before, add);
    expect(added).toEqual(after);
    expect(added.length).toBeLessThanOrEqual(MAX_DISMISSED_BANNERS);
  });

  it.each([
    { value: undefined, ids: [] },
    { value: '', ids: [] },
    { value: '12.345.678', ids: [12, 345, 678] },
    { value: '12.abc.0.-4.007.12.9007199254740993.5', ids: [12, 5] },
    { value: range(1, 120).join('.'), ids: range(22, 120) },
    { value: '1.'.repeat(3_000), ids: [] },
  ])('reads $value as $ids (damaged parts and repeats left out, the newest 99 kept)', ({ value, ids }) => {
    expect(parseDismissedBanners(value)).toEqual(ids);
  });

  it('writes ids oldest first, dot-separated, and reads them back', () => {
    const ids = withDismissedBanner(range(1, 99), 281_474_976_710_655);
    const value = formatDismissedBanners(ids);
    expect(value.startsWith('2.3.')).toBe(true);
    expect(parseDismissedBanners(value)).toEqual(ids);
  });
});
