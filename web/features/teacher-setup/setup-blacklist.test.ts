import { describe, expect, it } from 'vitest';
import { isBlacklistedPath } from './setup-blacklist';

describe('the teacher setup blacklist (prefixes by path segment, case-insensitive)', () => {
  const prefixes = ['/roster', '/same-question-mode/math'];

  it.each([
    ['/roster', true],
    ['/roster/view', true],
    ['/ROSTER/View', true],
    ['/roster/', true],
    ['/roster?x=1', true],
    ['/same-question-mode/math/grade-4', true],
    ['/Same-Question-Mode/MATH', true],
  ])('%s is blacklisted', (path, expected) => expect(isBlacklistedPath(path, prefixes)).toBe(expected));

  it.each([
    ['/', false],
    ['/rosters', false],
    ['/rosterview', false],
    ['/math/roster', false],
    ['/same-question-mode', false],
    ['/same-question-mode/mathematics', false],
  ])('%s is not (a segment must match whole)', (path, expected) => expect(isBlacklistedPath(path, prefixes)).toBe(expected));

  it('an empty prefix matches nothing; the default list covers the roster and sign-in', () => {
    expect(isBlacklistedPath('/anything', ['/', ''])).toBe(false);
    expect(isBlacklistedPath('/roster/view')).toBe(true);
    expect(isBlacklistedPath('/signin/riverside')).toBe(true);
    expect(isBlacklistedPath('/math/grade-4')).toBe(false);
  });
});
