import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCorrectResponse, type AnswerRule } from './question-engine';
import { formatNumber } from './math/number-format';

const number = (value: number, tolerance?: number): AnswerRule => (tolerance === undefined ? { kind: 'number', value } : { kind: 'number', value, tolerance });
const fraction = (numerator: number, denominator: number, simplestFormRequired: boolean): AnswerRule => ({ kind: 'fraction', numerator, denominator, simplestFormRequired });

function expectJudged(rule: AnswerRule, accepted: string[], rejected: string[]) {
  for (const response of accepted) expect(isCorrectResponse(rule, response), `accepts ${JSON.stringify(response)}`).toBe(true);
  for (const response of rejected) expect(isCorrectResponse(rule, response), `rejects ${JSON.stringify(response)}`).toBe(false);
}

describe('isCorrectResponse: numbers', () => {
  it('accepts the equivalent forms of a decimal', () => {
    expectJudged(number(0.5), ['0.5', '.5', '0.50', '+0.5', '1/2', '2/4'], ['0.6', '5', '0.05', '', '.', '0..5', 'half']);
  });

  it('accepts thousands separators where they group by three', () => {
    expectJudged(number(1000), ['1000', '1,000', '1,000.00', '1000.'], ['1,00', '10,00', '1.000,0', '100']);
    expectJudged(number(1_234_567), ['1,234,567', '1234567'], ['1,234,56', '12,34,567']);
  });

  it('trims and ignores whitespace around the answer', () => {
    expectJudged(number(42), ['42', ' 42', '42 ', '\t42\n'], ['4 2']);
  });

  it('reads negative numbers written with a hyphen or a minus sign', () => {
    expectJudged(number(-3), ['-3', '−3', ' -3.0', '-3/1'], ['3', '--3', '-', '- -3']);
    expectJudged(number(-12.5), ['-12.5', '−12.50', '-25/2', '-12 1/2'], ['12.5', '-12.4']);
  });

  it('accepts a dollar sign before and a unit after the number', () => {
    expectJudged(number(5.75), ['$5.75', '5.75', '$ 5.75', '5.75 dollars'], ['$5.7', '5.75 apples']);
    expectJudged(number(30), ['30 m', '30m', '30 cm', '30 square m', '30 cm²', '30°', '30%', '30¢', '30 minutes'], ['30 m m', 'm 30']);
    expectJudged(number(-2), ['-2°C', '−2 °C', '-2'], ['2°C']);
  });

  it('accepts answers within the tolerance only', () => {
    expectJudged(number(10, 0.5), ['10', '10.4', '9.5', '10.5'], ['10.6', '9.4']);
    expectJudged(number(4032.59, 0.01), ['4,032.59', '$4,032.60', '4032.58'], ['4032.57', '4033']);
  });

  it('does not accept a fraction with a zero denominator or scientific notation', () => {
    expectJudged(number(0), ['0', '0.0', '-0', '0/5'], ['0/0', '1e0', 'NaN', 'Infinity']);
    expectJudged(number(1000), [], ['1e3', '1E3', 'Infinity']);
  });

  it('accepts every number as the engine writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), (units, places) => {
        const value = units / 10 ** places;
        expect(isCorrectResponse(number(value), formatNumber(value))).toBe(true);
        expect(isCorrectResponse(number(value), formatNumber(value + 1))).toBe(false);
      }),
    );
  });
});

describe('isCorrectResponse: fractions', () => {
  it('accepts only the simplest form when it is asked for', () => {
    expectJudged(fraction(3, 4, true), ['3/4', ' 3 / 4 ', '3 /4'], ['6/8', '0.75', '.75', '4/3', '3/5', '3']);
  });

  it('accepts any equivalent form when the simplest form is not asked for', () => {
    expectJudged(fraction(3, 4, false), ['3/4', '6/8', '75/100', '0.75', '.75'], ['4/3', '0.7', '3']);
    expectJudged(fraction(4, 8, false), ['4/8', '1/2', '2/4', '0.5'], ['4/9']);
  });

  it('accepts mixed numbers for improper fractions', () => {
    expectJudged(fraction(3, 2, true), ['3/2', '1 1/2', ' 1  1/2 '], ['1 2/4', '6/4', '1.5', '1 3/2', '2/3', '11/2']);
    expectJudged(fraction(3, 2, false), ['3/2', '1 1/2', '1 2/4', '6/4', '1.5'], ['1 1/3', '1 0/2']);
  });

  it('accepts a whole number as the simplest form of a whole value', () => {
    expectJudged(fraction(2, 1, true), ['2', ' 2 '], ['4/2', '2/1', '2.0', '1 2/2']);
    expectJudged(fraction(2, 1, false), ['2', '4/2', '2/1', '2.0'], ['3']);
  });

  it('reads negative fractions and mixed numbers', () => {
    expectJudged(fraction(-1, 6, true), ['-1/6', '−1/6'], ['1/6', '1/-6', '-2/12', '- 1/6']);
    expectJudged(fraction(-28, 3, true), ['-28/3', '-9 1/3', '−9 1/3'], ['-9 2/6', '9 1/3', '-8 1/3']);
  });
});

describe('isCorrectResponse: choices', () => {
  it('accepts the exact choice after trimming', () => {
    expectJudged({ kind: 'choice', correct: 'one half' }, ['one half', '  one half '], ['One half', 'one  half', 'one', 'one third', '']);
    expectJudged({ kind: 'choice', correct: '<' }, ['<', ' < '], ['>', '=', '<<', '&lt;']);
  });
});

describe('isCorrectResponse: garbage', () => {
  const rules: AnswerRule[] = [number(0), number(12.5, 0.1), number(-3), fraction(3, 4, true), fraction(5, 2, false), { kind: 'choice', correct: '3:45' }];

  it('rejects garbage responses', () => {
    const garbage = ['', '   ', '/', '1//2', '1/0', '0/0', '1 /', 'abc', 'NaN', 'Infinity', '-Infinity', 'undefined', 'null', '[object Object]', '1e999', '9'.repeat(400), '½', '3/4/5', '١٢', '0x10', '\u0000'];
    for (const rule of rules) for (const response of garbage) expect(isCorrectResponse(rule, response), `${JSON.stringify(rule)} ${JSON.stringify(response)}`).toBe(false);
  });

  it('never throws, whatever the response', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rules), fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[-−+ $.,/0-9%°¢a-z]{0,24}$/)), (rule, response) => {
        expect(typeof isCorrectResponse(rule, response)).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects responses that are not strings (an untyped request body) without throwing', () => {
    for (const rule of rules) for (const response of [undefined, null, 5, {}, []]) expect(isCorrectResponse(rule, response as unknown as string)).toBe(false);
  });
});
