import { describe, expect, it } from 'vitest';
import { formatReportDay, formatShortReportDay, isReportDay } from './report-days';

describe('report days in the reader’s locale (issue 34)', () => {
  it('writes a calendar day in the locale, never moved by a time zone', () => {
    expect(formatReportDay('2026-11-02', 'en-US')).toBe('Nov 2, 2026');
    expect(formatReportDay('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatReportDay('2026-11-02', 'es')).toBe('2 nov 2026');
    expect(formatShortReportDay('2026-11-02', 'en-US')).toBe('Nov 2');
  });

  it('leaves what is not a day as it is', () => {
    expect(isReportDay('2026-11-02')).toBe(true);
    expect(isReportDay('Maple Elementary')).toBe(false);
    expect(formatReportDay('Maple Elementary', 'en-US')).toBe('Maple Elementary');
  });
});
