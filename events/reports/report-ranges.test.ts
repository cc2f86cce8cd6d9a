import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysFrom,
  MAX_CUSTOM_RANGE_DAYS,
  isCalendarDay,
  isoWeekdayOf,
  isTimeZone,
  localDayOf,
  localHourOf,
  REPORT_RANGES,
  reportInterval,
  reportRangeQuery,
  schoolYearStartOn,
  weekStartOf,
  type ReportRange,
} from './report-ranges';

const NEW_YORK = 'America/New_York';

describe('localDayOf', () => {
  it.each([
    // [instant, zone, local day]
    ['2026-11-24T04:59:59.999Z', NEW_YORK, '2026-11-23'], // 23:59:59.999 EST
    ['2026-11-24T05:00:00.000Z', NEW_YORK, '2026-11-24'], // midnight EST
    ['2026-07-01T03:59:59.000Z', NEW_YORK, '2026-06-30'], // 23:59:59 EDT
    ['2026-07-01T04:00:00.000Z', NEW_YORK, '2026-07-01'], // midnight EDT
    ['2026-03-08T04:59:00.000Z', NEW_YORK, '2026-03-07'], // the night before DST starts (EST)
    ['2026-03-08T05:00:00.000Z', NEW_YORK, '2026-03-08'], // DST day starts at 00:00 EST
    ['2026-03-09T03:59:00.000Z', NEW_YORK, '2026-03-08'], // DST day ends at 23:59 EDT (a 23-hour day)
    ['2026-03-09T04:00:00.000Z', NEW_YORK, '2026-03-09'],
    ['2026-11-01T04:00:00.000Z', NEW_YORK, '2026-11-01'], // DST ends: a 25-hour day starting 00:00 EDT
    ['2026-11-02T04:59:00.000Z', NEW_YORK, '2026-11-01'], // 23:59 EST of that day
    ['2027-01-01T04:59:59.000Z', NEW_YORK, '2026-12-31'], // year end
    ['2027-01-01T05:00:00.000Z', NEW_YORK, '2027-01-01'],
    ['2026-12-31T23:30:00.000Z', 'Asia/Tokyo', '2027-01-01'],
    ['2026-12-31T23:30:00.000Z', 'UTC', '2026-12-31'],
  ])('%s in %s is %s', (at, zone, day) => {
    expect(localDayOf(at, zone)).toBe(day);
  });
});

describe('reportInterval', () => {
  // Tuesday 24 November 2026, 00:30 in New York (05:30 UTC).
  const tuesdayJustAfterMidnight = new Date('2026-11-24T05:30:00Z');
  // Monday 23 November 2026, 23:30 in New York (Tuesday 04:30 UTC).
  const mondayLateEvening = new Date('2026-11-24T04:30:00Z');

  it.each<[ReportRange, string | null, string]>([
    ['today', '2026-11-24', '2026-11-24'],
    ['yesterday', '2026-11-23', '2026-11-23'],
    ['this_week', '2026-11-23', '2026-11-24'],
    ['last_7_days', '2026-11-18', '2026-11-24'],
    ['this_month', '2026-11-01', '2026-11-24'],
    ['last_30_days', '2026-10-26', '2026-11-24'],
    ['this_calendar_year', '2026-01-01', '2026-11-24'],
    ['this_school_year', '2026-08-01', '2026-11-24'],
    ['all_time', null, '2026-11-24'],
  ])('%s just after local midnight: %s … %s', (range, fromDay, toDay) => {
    expect(reportInterval(range, tuesdayJustAfterMidnight, NEW_YORK, null)).toEqual({ fromDay, toDay });
  });

  it.each<[ReportRange, string | null, string]>([
    ['today', '2026-11-23', '2026-11-23'],
    ['yesterday', '2026-11-22', '2026-11-22'],
    ['this_week', '2026-11-23', '2026-11-23'], // Monday starts the week
    ['last_7_days', '2026-11-17', '2026-11-23'],
  ])('%s late in the evening, when UTC is already tomorrow: %s … %s', (range, fromDay, toDay) => {
    expect(reportInterval(range, mondayLateEvening, NEW_YORK, null)).toEqual({ fromDay, toDay });
  });

  it('counts the week from Monday on a Sunday', () => {
    expect(reportInterval('this_week', new Date('2026-11-29T20:00:00Z'), NEW_YORK, null)).toEqual({ fromDay: '2026-11-23', toDay: '2026-11-29' });
  });

  it('on the DST day', () => {
    const dstNoon = new Date('2026-03-08T16:00:00Z');
    expect(reportInterval('today', dstNoon, NEW_YORK, null)).toEqual({ fromDay: '2026-03-08', toDay: '2026-03-08' });
    expect(reportInterval('last_7_days', dstNoon, NEW_YORK, null)).toEqual({ fromDay: '2026-03-02', toDay: '2026-03-08' });
  });

  it('at the year end: the calendar year and this month of the local day', () => {
    const newYearsEveLate = new Date('2027-01-01T04:30:00Z'); // 31 Dec 23:30 EST
    expect(reportInterval('this_calendar_year', newYearsEveLate, NEW_YORK, null)).toEqual({ fromDay: '2026-01-01', toDay: '2026-12-31' });
    expect(reportInterval('this_month', newYearsEveLate, NEW_YORK, null)).toEqual({ fromDay: '2026-12-01', toDay: '2026-12-31' });
    const newYearsDay = new Date('2027-01-01T05:30:00Z');
    expect(reportInterval('this_calendar_year', newYearsDay, NEW_YORK, null)).toEqual({ fromDay: '2027-01-01', toDay: '2027-01-01' });
    expect(reportInterval('yesterday', newYearsDay, NEW_YORK, null)).toEqual({ fromDay: '2026-12-31', toDay: '2026-12-31' });
  });

  it('this school year: the recorded start, else the last 1 August', () => {
    expect(reportInterval('this_school_year', tuesdayJustAfterMidnight, NEW_YORK, '2026-08-24')).toEqual({ fromDay: '2026-08-24', toDay: '2026-11-24' });
    expect(schoolYearStartOn('2026-07-31', null)).toBe('2025-08-01');
    expect(schoolYearStartOn('2026-08-01', null)).toBe('2026-08-01');
    expect(schoolYearStartOn('2026-11-24', '2024-08-20')).toBe('2026-08-01'); // a start over a year old is stale
    expect(schoolYearStartOn('2026-11-24', '2026-12-01')).toBe('2026-08-01'); // never after today
  });

  it('custom: the days given', () => {
    expect(reportInterval('custom', tuesdayJustAfterMidnight, NEW_YORK, null, { from: '2026-09-01', to: '2026-09-30' })).toEqual({
      fromDay: '2026-09-01',
      toDay: '2026-09-30',
    });
    expect(() => reportInterval('custom', tuesdayJustAfterMidnight, NEW_YORK, null)).toThrow();
  });

  it('in another time zone, the day there', () => {
    expect(reportInterval('today', new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo', null)).toEqual({ fromDay: '2027-01-01', toDay: '2027-01-01' });
  });
});

describe('reportRangeQuery', () => {
  const issues = (query: Record<string, string>) => {
    const result = reportRangeQuery.safeParse(query);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes every range of §9, last 30 days by default', () => {
    expect(REPORT_RANGES).toHaveLength(10);
    for (const range of REPORT_RANGES.filter((each) => each !== 'custom')) expect(issues({ range })).toEqual([]);
    expect(reportRangeQuery.parse({})).toEqual({ range: 'last_30_days' });
  });

  it('rejects an unknown range, and a custom range without days, with days reversed or impossible', () => {
    expect(issues({ range: 'fortnight' })).toEqual(['reports.invalid_range']);
    expect(issues({ range: 'custom' })).toEqual(['reports.custom_range_needs_days']);
    expect(issues({ range: 'custom', from: '2026-09-30', to: '2026-09-01' })).toEqual(['reports.from_after_to']);
    expect(issues({ range: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual(['reports.invalid_day']);
    expect(issues({ range: 'custom', from: '2000-01-01', to: '2026-03-01' })).toEqual(['reports.range_too_long']);
    expect(issues({ range: 'custom', from: '2026-09-01', to: '2026-09-01' })).toEqual([]);
  });
});

describe('days and zones', () => {
  it('checks calendar days and zone names', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('adds days across months and years; weeks start Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('report ranges: edges', () => {
  const issuesAt = (query: Record<string, string>) => {
    const result = reportRangeQuery.safeParse(query);
    return result.success ? [] : result.error.issues.map(({ code, message, path }) => ({ code, message, path }));
  };

  it('says which field a custom range’s issue is about', () => {
    expect(issuesAt({ range: 'custom', to: '2026-09-01' })).toEqual([{ code: 'custom', message: 'reports.custom_range_needs_days', path: ['from'] }]);
    expect(issuesAt({ range: 'custom', from: '2026-09-01' })).toEqual([{ code: 'custom', message: 'reports.custom_range_needs_days', path: ['from'] }]);
    expect(issuesAt({ range: 'custom', from: '2026-09-30', to: '2026-09-01' })).toEqual([{ code: 'custom', message: 'reports.from_after_to', path: ['from'] }]);
    expect(issuesAt({ range: 'custom', from: '2000-01-01', to: '2026-03-01' })).toEqual([{ code: 'custom', message: 'reports.range_too_long', path: ['to'] }]);
  });

  it(`takes a custom range of up to ${MAX_CUSTOM_RANGE_DAYS} days`, () => {
    const from = '2016-01-01';
    expect(issuesAt({ range: 'custom', from, to: addDays(from, MAX_CUSTOM_RANGE_DAYS - 1) })).toEqual([]);
    expect(issuesAt({ range: 'custom', from, to: addDays(from, MAX_CUSTOM_RANGE_DAYS) })).toHaveLength(1);
  });

  it('counts and lists days', () => {
    expect(daysBetween('2026-11-01', '2026-11-03')).toBe(2);
    expect(daysBetween('2026-11-03', '2026-11-03')).toBe(0);
    expect(daysFrom('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysFrom('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
    expect(daysFrom('2026-11-03', '2026-11-02')).toEqual([]);
  });

  it('takes a recorded school year start of today, or up to 365 days ago', () => {
    expect(schoolYearStartOn('2026-11-02', '2026-11-02')).toBe('2026-11-02');
    expect(schoolYearStartOn('2026-11-02', addDays('2026-11-02', -365))).toBe(addDays('2026-11-02', -365));
    expect(schoolYearStartOn('2026-11-02', addDays('2026-11-02', -366))).toBe('2026-08-01');
  });

  it('needs the days of a custom range', () => {
    expect(() => reportInterval('custom', new Date('2026-11-02T12:00:00Z'), 'America/New_York', null)).toThrow(/custom report range needs its days/);
  });
});

describe('localHourOf and isoWeekdayOf (Student stats)', () => {
  it('gives the local hour, midnight as 0, across the end of daylight saving time', () => {
    expect(localHourOf('2026-11-07T04:30:00.000Z', NEW_YORK)).toBe(23);
    expect(localHourOf('2026-11-07T05:30:00.000Z', NEW_YORK)).toBe(0);
    expect(localHourOf('2026-07-01T04:30:00.000Z', NEW_YORK)).toBe(0);
    expect(localHourOf('2026-11-07T04:30:00.000Z', 'Asia/Tokyo')).toBe(13);
  });

  it('numbers the days Monday 1 to Sunday 7', () => {
    expect(['2026-11-02', '2026-11-06', '2026-11-07', '2026-11-08'].map(isoWeekdayOf)).toEqual([1, 5, 6, 7]);
  });
});
