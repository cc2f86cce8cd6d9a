import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AnsweredSeeds } from './answered-seeds';

describe('AnsweredSeeds (a persistent set: a decider state never changes under whoever holds it)', () => {
  it('adding leaves the set it was called on as it was', () => {
    const one = AnsweredSeeds.empty().add('a');
    const two = one.add('b');
    expect(one.has('b')).toBe(false);
    expect([...one]).toEqual(['a']);
    expect(two.has('a') && two.has('b')).toBe(true);
    expect(two.size).toBe(2);
  });

  it('two states evolved from the same state do not see each other’s seeds', () => {
    const base = AnsweredSeeds.empty().add('a');
    const left = base.add('left');
    const right = base.add('right');
    const leftMore = left.add('left-2');
    expect(left.has('right')).toBe(false);
    expect(right.has('left')).toBe(false);
    expect(right.has('left-2')).toBe(false);
    expect([...right]).toEqual(['a', 'right']);
    expect([...leftMore]).toEqual(['a', 'left', 'left-2']);
    expect(right.add('again').has('left')).toBe(false);
  });

  it('the same seed added to one state twice (the same event folded twice) gives equal sets that stay apart', () => {
    const base = AnsweredSeeds.empty().add('a');
    const once = base.add('b');
    const again = base.add('b');
    expect([...again]).toEqual(['a', 'b']);
    const onceMore = once.add('c');
    const againMore = again.add('d');
    expect(onceMore.has('d')).toBe(false);
    expect(againMore.has('c')).toBe(false);
    expect([...againMore]).toEqual(['a', 'b', 'd']);
  });

  it('a seed added twice is held once', () => {
    const set = AnsweredSeeds.empty().add('a').add('a');
    expect(set.size).toBe(1);
  });

  it('behaves as an immutable copy-on-add Set over any sequence of adds from any earlier version', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(20), fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')), { maxLength: 60 }), (steps) => {
        const versions: { set: AnsweredSeeds; model: Set<string> }[] = [{ set: AnsweredSeeds.empty(), model: new Set() }];
        for (const [pick, seed] of steps) {
          const from = versions[pick % versions.length]!;
          versions.push({ set: from.set.add(seed), model: new Set(from.model).add(seed) });
        }
        for (const { set, model } of versions) {
          expect(new Set(set)).toEqual(model);
          expect(set.size).toBe(model.size);
          for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) expect(set.has(seed)).toBe(model.has(seed));
        }
      }),
    );
  });
});
