import { describe, expect, it } from 'vitest';
import { STANDARDS } from '../standards/standards-framework';
import { ELA_STRANDS, MATH_STRANDS, STRANDS_BY_SUBJECT, isDiagnosticSubject, isStrand, strandOfStandardCode, subjectOfStrand } from './strands';

describe('the strand of a standard', () => {
  it('follows the domain table for math (K–8 and high school)', () => {
    expect(strandOfStandardCode('K.CC.A.1')).toBe('numbers-and-operations');
    expect(strandOfStandardCode('4.NBT.B.4')).toBe('numbers-and-operations');
    expect(strandOfStandardCode('6.NS.A.1')).toBe('numbers-and-operations');
    expect(strandOfStandardCode('3.OA.A.1')).toBe('algebraic-thinking');
    expect(strandOfStandardCode('7.EE.B.4')).toBe('algebraic-thinking');
    expect(strandOfStandardCode('8.F.A.1')).toBe('algebraic-thinking');
    expect(strandOfStandardCode('4.NF.B.3')).toBe('fractions');
    expect(strandOfStandardCode('6.RP.A.1')).toBe('fractions');
    expect(strandOfStandardCode('2.G.A.1')).toBe('geometry');
    expect(strandOfStandardCode('1.MD.B.3')).toBe('measurement-and-data');
    expect(strandOfStandardCode('7.SP.A.1')).toBe('measurement-and-data');
    expect(strandOfStandardCode('HSN-RN.A.1')).toBe('numbers-and-operations');
    expect(strandOfStandardCode('HSA-SSE.A.1')).toBe('algebraic-thinking');
    expect(strandOfStandardCode('HSF-IF.B.4')).toBe('algebraic-thinking');
    expect(strandOfStandardCode('HSG-CO.A.1')).toBe('geometry');
    expect(strandOfStandardCode('HSS-ID.A.1')).toBe('measurement-and-data');
  });

  it('follows the code table for ELA: RL, RI, vocabulary (L.4–L.6, RF.2, RF.3), language (other L, W, SL)', () => {
    expect(strandOfStandardCode('RL.4.1')).toBe('reading-literature');
    expect(strandOfStandardCode('RL.9-10.1')).toBe('reading-literature');
    expect(strandOfStandardCode('RF.2.4')).toBe('reading-literature');
    expect(strandOfStandardCode('RI.K.2')).toBe('reading-informational');
    expect(strandOfStandardCode('L.4.4')).toBe('vocabulary');
    expect(strandOfStandardCode('L.11-12.5')).toBe('vocabulary');
    expect(strandOfStandardCode('L.3.6')).toBe('vocabulary');
    expect(strandOfStandardCode('RF.1.3')).toBe('vocabulary');
    expect(strandOfStandardCode('RF.K.2')).toBe('vocabulary');
    expect(strandOfStandardCode('L.4.1')).toBe('language');
    expect(strandOfStandardCode('L.2.3')).toBe('language');
    expect(strandOfStandardCode('W.4.1')).toBe('language');
    expect(strandOfStandardCode('SL.4.1')).toBe('language');
  });

  it('gives no strand to a code of another framework', () => {
    expect(strandOfStandardCode('4-PS3-2')).toBeNull();
    expect(strandOfStandardCode('D2.Civ.1.K-2')).toBeNull();
    expect(strandOfStandardCode('nonsense')).toBeNull();
  });

  it('gives every math and ELA standard of the framework a strand of its subject', () => {
    const unmapped = STANDARDS.filter((standard) => standard.subject === 'math' || standard.subject === 'ela').filter((standard) => {
      const strand = strandOfStandardCode(standard.code);
      return strand === null || subjectOfStrand(strand) !== standard.subject;
    });
    expect(unmapped.map((standard) => standard.code)).toEqual([]);
  });

  it('has five math strands and four ELA strands', () => {
    expect(STRANDS_BY_SUBJECT.math).toEqual(MATH_STRANDS);
    expect(MATH_STRANDS).toHaveLength(5);
    expect(ELA_STRANDS).toHaveLength(4);
    expect(isStrand('fractions')).toBe(true);
    expect(isStrand('spelling')).toBe(false);
    expect(isDiagnosticSubject('ela')).toBe(true);
    expect(isDiagnosticSubject('sci')).toBe(false);
  });
});
