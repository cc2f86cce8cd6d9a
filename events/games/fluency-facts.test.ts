import { describe, expect, it } from 'vitest';
import { FLUENCY_OPERATIONS, FLUENCY_RANGES, isFluencyRange } from './fluency-contract';
import { drawFrom, factOfKey, factsOf, nextFact, rangesOf } from './fluency-facts';

describe('the facts of each range', () => {
  it('holds sums within 10 (66), every sum of two numbers 0–10 (121), and their differences alike', () => {
    expect(factsOf('addition', 10)).toHaveLength(66);
    expect(factsOf('addition', 20)).toHaveLength(121);
    expect(factsOf('subtraction', 10)).toHaveLength(66);
    expect(factsOf('subtraction', 20)).toHaveLength(121);
    expect(factsOf('addition', 10).every((fact) => fact.answer <= 10)).toBe(true);
    expect(factsOf('subtraction', 20).every((fact) => fact.answer >= 0 && fact.answer <= 10)).toBe(true);
    expect(Math.max(...factsOf('subtraction', 20).map((fact) => Number(fact.factKey.split('-')[0])))).toBe(20);
  });

  it('holds products to 10 × 10 (121) or 12 × 12 (169), and quotients without dividing by 0 (110, 156)', () => {
    expect(factsOf('multiplication', 10)).toHaveLength(121);
    expect(factsOf('multiplication', 12)).toHaveLength(169);
    expect(factsOf('division', 10)).toHaveLength(110);
    expect(factsOf('division', 12)).toHaveLength(156);
    expect(factsOf('division', 12).some((fact) => fact.factKey.endsWith('/0'))).toBe(false);
  });

  it('writes each fact as the learner sees it, keyed the same in every range', () => {
    expect(factOfKey('3+4')).toMatchObject({ operation: 'addition', prompt: '3 + 4', answer: 7, row: 3, column: 4 });
    expect(factOfKey('13-5')).toMatchObject({ operation: 'subtraction', prompt: '13 − 5', answer: 8, row: 5, column: 8 });
    expect(factOfKey('7x8')).toMatchObject({ operation: 'multiplication', prompt: '7 × 8', answer: 56, row: 7, column: 8 });
    expect(factOfKey('144/12')).toMatchObject({ operation: 'division', prompt: '144 ÷ 12', answer: 12, row: 12, column: 12 });
    expect(rangesOf(factOfKey('3+4')!)).toEqual([10, 20]);
    expect(rangesOf(factOfKey('9+8')!)).toEqual([20]);
    expect(rangesOf(factOfKey('11x12')!)).toEqual([12]);
    for (const operation of FLUENCY_OPERATIONS) {
      for (const upTo of FLUENCY_RANGES[operation]) for (const fact of factsOf(operation, upTo)) expect(factOfKey(fact.factKey)).toEqual(fact);
    }
  });

  it('knows no fact outside the ranges, and no key written otherwise', () => {
    for (const key of ['11+1', '3-7', '13x2', '7/0', '7/2', '169/13', '03+4', '3 + 4', 'x', '']) expect(factOfKey(key), key).toBeNull();
  });

  it('offers within 10 and 20 for + and −, 10 × 10 and 12 × 12 for × and ÷', () => {
    expect([isFluencyRange('addition', 20), isFluencyRange('subtraction', 12), isFluencyRange('multiplication', 12), isFluencyRange('division', 20)]).toEqual([true, false, true, false]);
  });
});

describe('the draw', () => {
  it('is a number in [0, 1), the same for the same seed', () => {
    const draws = ['id1', 'id2', 'a-uuid', ''].map(drawFrom);
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    expect(drawFrom('id1')).toBe(draws[0]);
    expect(new Set(draws).size).toBe(4);
  });

  it('reaches every fact of the pool', () => {
    const pool = factsOf('addition', 10);
    const seen = new Set(Array.from({ length: 2_000 }, (_, n) => nextFact({ pool, recent: new Map(), comeBack: [], served: 0, lastFactKey: null, draw: drawFrom(`id${n}`) }).factKey));
    expect(seen.size).toBe(pool.length);
  });
});
