import { describe, expect, it } from 'vitest';
import { diagnosticLevels, isPinpointed, nextItem, overallLevel, PINPOINT_MAX_SE, PINPOINT_MIN_ANSWERS, priorLevelOf, strandLevels, type StrandAnswer } from './adaptive-rule';
import { MATH_STRANDS, type Strand } from './strands';

const at = (strand: Strand, difficulty: number, correct: boolean): StrandAnswer => ({ strand, difficulty, correct });
const halfRight = (strand: Strand, count: number, difficulty = 450) => Array.from({ length: count }, (_, index) => at(strand, difficulty, index % 2 === 0));

describe("LevelUp's adaptive rule", () => {
  it('starts from the middle of the student\'s grade (grade 4 without one)', () => {
    expect(priorLevelOf(2)).toBe(250);
    expect(priorLevelOf(null)).toBe(450);
  });

  it('pinpoints a level at a standard error of at most 60 and at least 8 answers', () => {
    expect(isPinpointed({ standardError: PINPOINT_MAX_SE, answered: PINPOINT_MIN_ANSWERS })).toBe(true);
    expect(isPinpointed({ standardError: PINPOINT_MAX_SE + 0.1, answered: 30 })).toBe(false);
    expect(isPinpointed({ standardError: 40, answered: PINPOINT_MIN_ANSWERS - 1 })).toBe(false);
  });

  it('gives each strand of the subject its own level, null before its first answer', () => {
    const strands = strandLevels('math', [...halfRight('fractions', 12), at('geometry', 450, true)], 450);
    expect(strands.map((strand) => strand.strand)).toEqual([...MATH_STRANDS]);
    const fractions = strands.find((strand) => strand.strand === 'fractions')!;
    expect(fractions).toMatchObject({ level: 450, answered: 12, pinpointed: true });
    expect(strands.find((strand) => strand.strand === 'geometry')).toMatchObject({ answered: 1, pinpointed: false });
    expect(strands.find((strand) => strand.strand === 'measurement-and-data')).toMatchObject({ level: null, answered: 0, pinpointed: false });
  });

  it('makes the overall level the mean of the answered strands, pinpointed only when every strand is', () => {
    const strands = strandLevels('math', [...halfRight('fractions', 12, 450), ...halfRight('geometry', 12, 650)], 450);
    const some = overallLevel(strands);
    const [fractions, geometry] = [strands[2]!.level!, strands[3]!.level!];
    expect(fractions).toBe(450);
    expect(geometry).toBeGreaterThan(600);
    expect(some.level).toBe(Math.round((fractions + geometry) / 2));
    expect(some.pinpointed).toBe(false);
    const all = diagnosticLevels('ela', [...halfRight('reading-literature', 12), ...halfRight('reading-informational', 12), ...halfRight('vocabulary', 12), ...halfRight('language', 12)], 450);
    expect(all.overall).toMatchObject({ level: 450, pinpointed: true });
    expect(all.overall.standardError).toBeLessThan(all.strands[0]!.standardError);
    expect(overallLevel(strandLevels('math', [], 450))).toEqual({ level: null, standardError: 200, pinpointed: false });
  });

  it('asks next about the least-sure strand, at its current level', () => {
    expect(nextItem('math', [], 450)).toEqual({ strand: 'numbers-and-operations', difficulty: 450, grade: 4, level: 3 });
    const afterOne = nextItem('math', [at('numbers-and-operations', 450, true)], 450);
    expect(afterOne.strand).toBe('algebraic-thinking');
    const answers = MATH_STRANDS.flatMap((strand) => halfRight(strand, strand === 'geometry' ? 2 : 6, 650));
    const next = nextItem('math', answers, 450);
    expect(next.strand).toBe('geometry');
    const geometry = strandLevels('math', answers, 450).find((strand) => strand.strand === 'geometry')!;
    expect(next.difficulty).toBe(geometry.level);
  });
});
