import type { StrandLevel } from './adaptive-rule';
import { gradeOfLevel } from './scale';
import { strandOfStandardCode, type Strand } from './strands';

// Skills to practise next from diagnostic levels (docs/diagnostics.md
// "Recommendations"): for each strand with a level, the catalogue skills of that
// strand in the grade of its level and then the grades above, in catalogue order,
// leaving out the skills the student is already proficient in. Pure: the caller
// hands in the catalogue's skills.

export const RECOMMENDATIONS_PER_STRAND = 3;

export interface DiagnosticSkill {
  permacode: string;
  grade: number;
  /** The skill's standard codes (events/standards.ts), the first decides its strand. */
  standardCodes: readonly string[];
}

export interface Recommendation {
  strand: Strand;
  permacode: string;
  grade: number;
}

export function strandOfSkill(skill: Pick<DiagnosticSkill, 'standardCodes'>): Strand | null {
  for (const code of skill.standardCodes) {
    const strand = strandOfStandardCode(code);
    if (strand) return strand;
  }
  return null;
}

export function recommendations(levels: readonly StrandLevel[], skills: readonly DiagnosticSkill[], proficient: ReadonlySet<string> = new Set(), perStrand = RECOMMENDATIONS_PER_STRAND): Recommendation[] {
  const out: Recommendation[] = [];
  for (const strandLevel of levels) {
    if (strandLevel.level === null) continue;
    const from = gradeOfLevel(strandLevel.level);
    const candidates = skills
      .map((skill, order) => ({ skill, order }))
      .filter(({ skill }) => skill.grade >= from && !proficient.has(skill.permacode) && strandOfSkill(skill) === strandLevel.strand)
      .sort((a, b) => a.skill.grade - b.skill.grade || a.order - b.order)
      .slice(0, perStrand);
    for (const { skill } of candidates) out.push({ strand: strandLevel.strand, permacode: skill.permacode, grade: skill.grade });
  }
  return out;
}

/**
 * The catalogue skill for an item of a strand at a grade: the skills of the strand in
 * that grade (else the nearest grade that has one, the lower first), the `index`-th
 * of them round the list; null when the strand has no skill at all.
 */
export function skillForItem(strand: Strand, grade: number, skills: readonly DiagnosticSkill[], index: number): DiagnosticSkill | null {
  const ofStrand = skills.filter((skill) => strandOfSkill(skill) === strand);
  if (ofStrand.length === 0) return null;
  for (let distance = 0; distance <= 12; distance++) {
    for (const candidateGrade of [grade - distance, grade + distance]) {
      const inGrade = ofStrand.filter((skill) => skill.grade === candidateGrade);
      if (inGrade.length > 0) return inGrade[((index % inGrade.length) + inGrade.length) % inGrade.length]!;
    }
  }
  return null;
}
