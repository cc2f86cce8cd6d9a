import { describe, expect, it } from 'vitest';
import { diagnosticLevels, type StrandAnswer } from './adaptive-rule';
import { diagnosticBand } from './diagnostic-band';
import { ELA_STRANDS } from './strands';

describe('the grade-level band from a diagnostic', () => {
  const pinpointed = (level: number) => ({ level, pinpointed: true });

  it('compares the grade of the pinpointed overall level with the student\'s grade', () => {
    expect(diagnosticBand(pinpointed(520), 4)).toBe('Above grade');
    expect(diagnosticBand(pinpointed(400), 4)).toBe('On grade');
    expect(diagnosticBand(pinpointed(499), 4)).toBe('On grade');
    expect(diagnosticBand(pinpointed(399), 4)).toBe('Below grade');
    expect(diagnosticBand(pinpointed(299), 4)).toBe('Far below grade');
    expect(diagnosticBand(pinpointed(50), 0)).toBe('On grade');
  });

  it('is Not pinpointed before the overall level is pinpointed, or without a grade', () => {
    expect(diagnosticBand({ level: 450, pinpointed: false }, 4)).toBe('Not pinpointed');
    expect(diagnosticBand({ level: null, pinpointed: false }, 4)).toBe('Not pinpointed');
    expect(diagnosticBand(pinpointed(450), null)).toBe('Not pinpointed');
  });

  it('changes from Not pinpointed to a band as the answers pinpoint every strand', () => {
    const answers: StrandAnswer[] = [];
    const bands: string[] = [];
    for (let round = 0; round < 12; round++) {
      for (const strand of ELA_STRANDS) answers.push({ strand, difficulty: 250, correct: round % 2 === 0 });
      bands.push(diagnosticBand(diagnosticLevels('ela', answers, 450).overall, 4));
    }
    expect(bands[0]).toBe('Not pinpointed');
    expect(bands.at(-1)).toBe('Far below grade');
  });
});
