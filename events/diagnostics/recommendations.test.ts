import { describe, expect, it } from 'vitest';
import type { StrandLevel } from './adaptive-rule';
import { recommendations, skillForItem, strandOfSkill, type DiagnosticSkill } from './recommendations';

const skill = (permacode: string, grade: number, code: string): DiagnosticSkill => ({ permacode, grade, standardCodes: [code] });
const level = (strand: StrandLevel['strand'], value: number | null): StrandLevel => ({ strand, level: value, standardError: 50, answered: 10, pinpointed: true });

const skills = [
  skill('F3A', 3, '3.NF.A.1'),
  skill('F4A', 4, '4.NF.B.3'),
  skill('F4B', 4, '4.NF.A.1'),
  skill('F5A', 5, '5.NF.A.1'),
  skill('F5B', 5, '5.NF.B.3'),
  skill('G4A', 4, '4.G.A.1'),
  skill('G6A', 6, '6.G.A.1'),
  skill('S4A', 4, '4-PS3-2'),
];

describe('recommendations from diagnostic levels', () => {
  it('takes per strand the skills of the level\'s grade, then the grades above, in catalogue order', () => {
    expect(recommendations([level('fractions', 460)], skills)).toEqual([
      { strand: 'fractions', permacode: 'F4A', grade: 4 },
      { strand: 'fractions', permacode: 'F4B', grade: 4 },
      { strand: 'fractions', permacode: 'F5A', grade: 5 },
    ]);
    expect(recommendations([level('geometry', 480)], skills).map((r) => r.permacode)).toEqual(['G4A', 'G6A']);
  });

  it('leaves out proficient skills and strands without a level', () => {
    expect(recommendations([level('fractions', 460), level('geometry', null)], skills, new Set(['F4A']), 2).map((r) => r.permacode)).toEqual(['F4B', 'F5A']);
  });

  it('finds a skill for an item in the strand and grade, else the nearest grade', () => {
    expect(strandOfSkill(skills[7]!)).toBeNull();
    expect(skillForItem('fractions', 4, skills, 0)?.permacode).toBe('F4A');
    expect(skillForItem('fractions', 4, skills, 3)?.permacode).toBe('F4B');
    expect(skillForItem('fractions', 9, skills, 0)?.permacode).toBe('F5A');
    expect(skillForItem('geometry', 5, skills, 0)?.permacode).toBe('G4A');
    expect(skillForItem('vocabulary', 5, skills, 0)).toBeNull();
  });
});
