import { describe, expect, it } from 'vitest';
import { strandOfSkill } from '../../events/diagnostics/recommendations';
import { STRANDS_BY_SUBJECT, subjectOfStrand, type Strand } from '../../events/diagnostics/strands';
import { standardsOfSkill } from '../../events/standards/standards-alignment';
import { generateCatalogue } from './generate-catalogue';

// Issue 30: every math and ELA skill of the whole catalogue (every edition) has a
// diagnostic strand of its subject, through its standard; every strand has skills
// in every grade, so the adaptive rule always finds a question.

describe('the diagnostic strands of catalogue skills', () => {
  it('maps every math and ELA skill of every edition to a strand of its subject, and every strand has skills in every grade but the known gaps', () => {
    const unmapped: string[] = [];
    const seen = new Map<string, Set<Strand>>();
    for (const section of generateCatalogue().filter((s) => s.subject === 'math' || s.subject === 'ela')) {
      for (const skill of section.skills) {
        const strand = strandOfSkill({ standardCodes: standardsOfSkill(section, skill).map((standard) => standard.code) });
        if (strand === null || subjectOfStrand(strand) !== section.subject) unmapped.push(`${section.edition}-${section.subject}-${section.grade} ${skill.code}`);
        else seen.set(`${section.subject}-${section.grade}`, (seen.get(`${section.subject}-${section.grade}`) ?? new Set()).add(strand));
      }
    }
    expect(unmapped).toEqual([]);
    const missing: string[] = [];
    for (const subject of ['math', 'ela'] as const) {
      for (let grade = 0; grade <= 12; grade++) {
        for (const strand of STRANDS_BY_SUBJECT[subject]) if (!seen.get(`${subject}-${grade}`)?.has(strand)) missing.push(`${subject}-${grade} ${strand}`);
      }
    }
    // Common Core teaches fractions and ratios (NF, RP) in grades 3–7 only (earlier 'Fractions'
    // skills are aligned to halves and fourths of shapes, G), and the catalogue's grade 8 has no
    // NS, NBT or SP skill: there skillForItem takes the nearest grade's skills of the strand.
    expect(missing).toEqual(['math-0 fractions', 'math-1 fractions', 'math-2 fractions', 'math-8 numbers-and-operations', 'math-8 fractions', 'math-8 measurement-and-data', 'math-9 fractions', 'math-10 fractions', 'math-11 fractions', 'math-12 fractions']);
  });
});
