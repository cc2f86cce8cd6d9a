import { describe, expect, it } from 'vitest';
import { gcd, lcm } from './number-format';

describe('gcd and lcm', () => {
  it('gives the greatest common divisor and least common multiple, whatever the signs', () => {
    expect(gcd(12, 18)).toBe(6);
    expect(gcd(-12, 18)).toBe(6);
    expect(gcd(7, 0)).toBe(7);
    expect(gcd(5, 7)).toBe(1);
    expect(lcm(4, 6)).toBe(12);
  });

  // Without the check this call never returns: a fraction built from a NaN hung the question's generation.
  it('throws a RangeError for NaN or an infinity instead of looping forever', () => {
    expect(() => gcd(Number.NaN, 4)).toThrow(RangeError);
    expect(() => gcd(3, Number.NaN)).toThrow(RangeError);
    expect(() => gcd(Number.POSITIVE_INFINITY, 3)).toThrow(RangeError);
    expect(() => lcm(Number.NEGATIVE_INFINITY, 3)).toThrow(RangeError);
  });
});
