import { describe, expect, it } from 'vitest';
import { benchmarkForm, checkpointForm, checkpointSkills, commonAssessmentForm, flexForm, screenerForm, yearPeriodOf } from './assessment-forms';
import { ELA_STRANDS, MATH_STRANDS } from './strands';

describe('the fixed forms', () => {
  it('gives Flex a fixed length per grade: 4 items per strand to grade 2, 6 from grade 3', () => {
    expect(flexForm('math', 1)).toHaveLength(20);
    expect(flexForm('math', 4)).toHaveLength(30);
    expect(flexForm('ela', 2)).toHaveLength(16);
    expect(flexForm('ela', 7)).toHaveLength(24);
    const form = flexForm('math', 4);
    expect(form.slice(0, 5).map((item) => item.strand)).toEqual([...MATH_STRANDS]);
    expect(new Set(form.map((item) => item.itemKey)).size).toBe(form.length);
    expect(form.every((item) => item.difficulty !== null && item.difficulty >= 350 && item.difficulty <= 550)).toBe(true);
    expect(flexForm('math', 4)).toEqual(form);
  });

  it('keeps the items of kindergarten and grade 12 on the scale', () => {
    expect(flexForm('ela', 0).every((item) => item.difficulty! >= 0)).toBe(true);
    expect(flexForm('math', 12).every((item) => item.difficulty! <= 1299)).toBe(true);
  });

  it('builds screeners over their strands, below and at the grade', () => {
    expect(screenerForm('MATH_SCREENER', 4)).toHaveLength(15);
    const comprehension = screenerForm('ELA_COMPREHENSION_SCREENER', 4);
    expect(new Set(comprehension.map((item) => item.strand))).toEqual(new Set(['reading-literature', 'reading-informational']));
    expect(comprehension).toHaveLength(10);
    expect(comprehension.every((item) => item.difficulty! <= 475)).toBe(true);
    expect(new Set(screenerForm('ELA_FOUNDATIONS_SCREENER', 2).map((item) => item.strand))).toEqual(new Set(['vocabulary', 'language']));
  });

  it('centres a benchmark on the point of the grade its period should have reached', () => {
    expect(yearPeriodOf('2026-09-01')).toBe('beginning');
    expect(yearPeriodOf('2027-01-10')).toBe('middle');
    expect(yearPeriodOf('2026-12-01')).toBe('middle');
    expect(yearPeriodOf('2027-04-20')).toBe('end');
    const mean = (items: ReturnType<typeof benchmarkForm>) => items.reduce((sum, item) => sum + item.difficulty!, 0) / items.length;
    expect(mean(benchmarkForm('MATH_BENCHMARK', 4, '2026-09-01'))).toBe(425);
    expect(mean(benchmarkForm('MATH_BENCHMARK', 4, '2027-01-10'))).toBe(450);
    expect(mean(benchmarkForm('MATH_BENCHMARK', 4, '2027-04-20'))).toBe(475);
    expect(benchmarkForm('ELA_BENCHMARK', 4, '2026-09-01')).toHaveLength(4 * ELA_STRANDS.length);
    expect(new Set(benchmarkForm('ELA_WRITING_BENCHMARK', 4, '2026-09-01').map((item) => item.strand))).toEqual(new Set(['language', 'vocabulary']));
  });

  it('gives a checkpoint two questions per chosen skill and a common assessment the set\'s questions in order', () => {
    const checkpoint = checkpointForm([{ permacode: 'AB1', grade: 4, strand: 'fractions' }, { permacode: 'CD2', grade: 4, strand: null }]);
    expect(checkpoint.map((item) => item.itemKey)).toEqual(['checkpoint-AB1-2', 'checkpoint-CD2-2', 'checkpoint-AB1-4', 'checkpoint-CD2-4']);
    expect(checkpoint[0]).toMatchObject({ source: 'skill', strand: 'fractions', difficulty: 430, grade: 4, level: 2, permacode: 'AB1' });
    expect(commonAssessmentForm([{ questionId: 'q2' }, { questionId: 'q1' }])).toEqual([
      { itemKey: 'common-q2', source: 'spark', strand: null, difficulty: null, questionId: 'q2' },
      { itemKey: 'common-q1', source: 'spark', strand: null, difficulty: null, questionId: 'q1' },
    ]);
  });

  it('takes a checkpoint\'s skills from the named skills, then the named standards\' skills (the grade\'s first), each once, at most 20', () => {
    const skills = [
      { permacode: 'F3', grade: 3, standardCodes: ['4.NF.B.3'] },
      { permacode: 'F4', grade: 4, standardCodes: ['4.NF.B.3'] },
      { permacode: 'G4', grade: 4, standardCodes: ['4.G.A.1'] },
    ];
    expect(checkpointSkills({ permacodes: ['G4', 'XX'], standardCodes: ['4.NF.B.3', '4.G.A.1'], grade: 4 }, skills)).toEqual([
      { permacode: 'G4', grade: 4, strand: 'geometry' },
      { permacode: 'F4', grade: 4, strand: 'fractions' },
      { permacode: 'F3', grade: 3, strand: 'fractions' },
    ]);
    const many = Array.from({ length: 30 }, (_, index) => ({ permacode: `S${index}`, grade: 4, standardCodes: ['4.NF.B.3'] }));
    expect(checkpointSkills({ permacodes: [], standardCodes: ['4.NF.B.3'], grade: 4 }, many)).toHaveLength(20);
  });
});
