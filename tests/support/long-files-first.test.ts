import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFilesFirst } from './long-files-first';

describe('the long test files start first (vitest.config.ts sequence.sequencer)', () => {
  it('puts the listed files first, longest first, and keeps the others in the order given', () => {
    const given = ['tests/e2e/practice.test.ts', 'tests/e2e/banners.test.ts', 'tests/e2e/scratchpad.test.ts', 'tests/e2e/accessibility-sweep.test.ts', 'tests/e2e/fluency-zone.test.ts'];
    expect(longFilesFirst(given, (file) => file)).toEqual([
      'tests/e2e/accessibility-sweep.test.ts',
      'tests/e2e/fluency-zone.test.ts',
      'tests/e2e/banners.test.ts',
      'tests/e2e/practice.test.ts',
      'tests/e2e/scratchpad.test.ts',
    ]);
  });

  it('lists only files that exist', () => {
    expect(Object.keys(LONG_FILES).filter((file) => !existsSync(file))).toEqual([]);
  });
});
