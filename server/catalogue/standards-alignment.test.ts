import { describe, expect, it } from 'vitest';
import { GRADES, type Subject } from '../../events/curriculum';
import { vocabulary } from './catalogue-vocabulary';
import { generateCatalogue } from './generate-catalogue';
import { isWellFormedStandardCode, STANDARD_SUBJECTS } from '../../events/standards/standard';
import { ALIGNMENT_REACH, standardsOfCatalogueSkill, standardsOfSkill, topicStandardCodes } from '../../events/standards/standards-alignment';
import { standardByCode, STANDARDS } from '../../events/standards/standards-framework';

// Issue 29: every math and ELA skill of the whole catalogue (every edition) is
// aligned to at least one standard, every aligned code exists in the framework,
// and every code is well formed.

const sections = generateCatalogue();

describe('the alignment of catalogue skills to standards', () => {
  it('gives every math and ELA skill of every edition at least one standard of its subject', () => {
    const unaligned: string[] = [];
    let checked = 0;
    for (const section of sections.filter((s) => s.subject === 'math' || s.subject === 'ela')) {
      for (const skill of section.skills) {
        checked++;
        const standards = standardsOfSkill(section, skill);
        if (standards.length === 0 || standards.some((standard) => standard.subject !== section.subject)) unaligned.push(`${section.edition}-${section.subject}-${section.grade} ${skill.code}`);
      }
    }
    expect(checked).toBe(5 * 2 * 13 * 64);
    expect(unaligned).toEqual([]);
  });

  it('aligns a skill row of the read model exactly as its published section', () => {
    for (const section of sections) {
      for (const skill of section.skills) {
        const row = { subject: section.subject, grade: section.grade, code: skill.code, tags: skill.tags.join(' | ') };
        expect(standardsOfCatalogueSkill(row)).toEqual(standardsOfSkill(section, skill));
      }
    }
  });

  it('has codes for every math and ELA topic of the vocabulary in every grade, each of them in the framework', () => {
    for (const subject of ['math', 'ela'] as const) {
      for (const grade of GRADES) {
        for (const topic of vocabulary[subject].topics) {
          const codes = topicStandardCodes(subject, grade, topic.name);
          expect(codes.length, `${subject} ${grade} ${topic.name}`).toBeGreaterThan(0);
          for (const code of codes) expect(standardByCode(code)?.subject, `${code} (${subject} ${grade} ${topic.name})`).toBe(subject);
        }
      }
    }
  });

  it('aligns science and social studies only to codes of their framework, and Spanish to none', () => {
    for (const subject of ['sci', 'ss', 'spa'] as const satisfies readonly Subject[]) {
      for (const grade of GRADES) {
        for (const topic of vocabulary[subject].topics) {
          for (const code of topicStandardCodes(subject, grade, topic.name)) expect(standardByCode(code)?.subject, code).toBe(subject);
        }
      }
    }
    const spanish = sections.filter((section) => section.subject === 'spa').flatMap((section) => section.skills.flatMap((skill) => standardsOfSkill(section, skill)));
    expect(spanish).toEqual([]);
    const aligned = (subject: Subject) => sections.filter((s) => s.subject === subject).flatMap((s) => s.skills.flatMap((skill) => standardsOfSkill(s, skill))).length;
    expect(aligned('sci')).toBeGreaterThan(0);
    expect(aligned('ss')).toBe(5 * 13 * 64);
  });

  it('reaches at most ALIGNMENT_REACH grades from a skill’s grade (the queries look no further)', () => {
    for (const subject of ['math', 'ela', 'sci', 'ss'] as const) {
      for (const grade of GRADES) {
        for (const topic of vocabulary[subject].topics) {
          for (const code of topicStandardCodes(subject, grade, topic.name)) {
            const standard = standardByCode(code)!;
            expect(standard.grade - ALIGNMENT_REACH <= grade && grade <= standard.gradeMax + ALIGNMENT_REACH, `${code} for grade ${grade}`).toBe(true);
          }
        }
      }
    }
  });

  it('aligns a skill to a standard of its own grade where the framework has one that fits', () => {
    expect(topicStandardCodes('math', 4, 'Fractions')).toContain('4.NF.B.3');
    expect(topicStandardCodes('math', 0, 'Fractions')).toEqual(['1.G.A.3', 'K.G.B.6']);
    expect(topicStandardCodes('ela', 10, 'Reading comprehension')).toContain('RL.9-10.1');
    expect(topicStandardCodes('ela', 7, 'Phonics')).toEqual(['L.7.4', 'L.7.2']);
  });

  it('chooses among a topic’s codes by the skill’s index in its category, deterministically', () => {
    const section = { subject: 'math' as const, grade: 4, topics: [{ name: 'Decimals' }, { name: 'Fractions' }] };
    expect(standardsOfSkill(section, { code: 'A.1' }).map((s) => s.code)).toEqual(['4.NF.C.5']);
    expect(standardsOfSkill(section, { code: 'A.2' }).map((s) => s.code)).toEqual(['4.NF.C.6']);
    expect(standardsOfSkill(section, { code: 'A.4' }).map((s) => s.code)).toEqual(['4.NF.C.5']);
    expect(standardsOfSkill(section, { code: 'B.3' }).map((s) => s.code)).toEqual(['4.NF.B.3']);
    expect(standardsOfSkill(section, { code: 'C.1' })).toEqual([]);
  });
});

describe('the standards framework', () => {
  it('has well-formed, unique codes, each with a one-sentence description, a domain and grades that match its code', () => {
    const codes = STANDARDS.map((standard) => standard.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const standard of STANDARDS) {
      expect(isWellFormedStandardCode(standard.subject, standard.code), standard.code).toBe(true);
      expect(standard.description, standard.code).toMatch(/^[A-Z][^\n]{10,120}\.$/);
      expect(standard.domain.length).toBeGreaterThan(0);
      expect(standard.grade).toBeLessThanOrEqual(standard.gradeMax);
    }
    expect(standardByCode('4.NF.B.3')).toMatchObject({ grade: 4, gradeMax: 4, domain: 'Number and Operations: Fractions', subject: 'math' });
    expect(standardByCode('HSA-SSE.A.1')).toMatchObject({ grade: 9, gradeMax: 12, subject: 'math' });
    expect(standardByCode('RL.9-10.1')).toMatchObject({ grade: 9, gradeMax: 10, domain: 'Reading: Literature', subject: 'ela' });
    expect(standardByCode('RF.1.3')).toMatchObject({ grade: 1, domain: 'Reading: Foundational Skills' });
    expect(standardByCode('MS-LS1-6')).toMatchObject({ grade: 6, gradeMax: 8, subject: 'sci' });
    expect(standardByCode('D2.Civ.1.K-2')).toMatchObject({ grade: 0, gradeMax: 2, subject: 'ss' });
    expect(standardByCode('RF.6.3')).toBeNull();
  });

  it('refuses codes of the wrong shape', () => {
    for (const [subject, code] of [['math', '4.NF.3'], ['math', 'HSA.SSE.A.1'], ['ela', 'RL.13.1'], ['sci', '4-PS3'], ['ss', 'D2.Civ.1']] as const) {
      expect(isWellFormedStandardCode(subject, code), code).toBe(false);
    }
    expect(isWellFormedStandardCode('spa', 'RL.4.1')).toBe(false);
  });

  it('has ten to fifty standards in every math and ELA grade', () => {
    for (const subject of STANDARD_SUBJECTS.filter((s) => s === 'math' || s === 'ela')) {
      for (const grade of GRADES) {
        const count = STANDARDS.filter((standard) => standard.subject === subject && standard.grade <= grade && grade <= standard.gradeMax).length;
        expect(count, `${subject} ${grade}`).toBeGreaterThanOrEqual(10);
        expect(count, `${subject} ${grade}`).toBeLessThanOrEqual(50);
      }
    }
  });
});
