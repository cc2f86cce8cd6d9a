import { z } from 'zod';

// Report date ranges (spec §9, issue 18, docs/reports.md), shared by the server
// (routes, projections) and the browser (the date range picker): pure, imports
// nothing but zod, runs in a browser.
//
// Every range is a span of whole LOCAL days of the school's time zone, ending
// today (custom: the days chosen). Read models store facts per local day, so a
// range is `WHERE day BETWEEN fromDay AND toDay` (fromDay null: all time).
// Weeks start on Monday (ISO 8601). The school year starts on the local day the
// school's current year was recorded (SchoolYearStarted), else on 1 August.

export const REPORT_RANGES = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'this_month',
  'last_30_days',
  'this_calendar_year',
  'this_school_year',
  'all_time',
  'custom',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** A report's range when the request names none. */
export const DEFAULT_REPORT_RANGE: ReportRange = 'last_30_days';
/** A school registered without a time zone keeps its days in this one. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'America/New_York';
/** A school year without a recorded start starts on this month and day. */
export const DEFAULT_SCHOOL_YEAR_START = { month: 8, day: 1 } as const;
/** A custom range spans at most this many days (a report is bounded). */
export const MAX_CUSTOM_RANGE_DAYS = 3_660;

/** `YYYY-MM-DD`: a calendar day. */
export type ReportDay = string;

export interface ReportInterval {
  /** The first day of the range; null for all time. */
  fromDay: ReportDay | null;
  /** The last day of the range (today, except for yesterday and custom). */
  toDay: ReportDay;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for an IANA time zone name the runtime knows (`Europe/Berlin`). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneName = /* @__PURE__ */ z.string().refine(isTimeZone, 'reports.invalid_time_zone');
export const reportDay = /* @__PURE__ */ z.string().refine(isCalendarDay, 'reports.invalid_day');

/** The fields every report query has for its range: `range`, and `from`/`to` when custom. Add `checkCustomRange` to the object. */
export const reportRangeFields = {
  range: /* @__PURE__ */ z.enum(REPORT_RANGES, 'reports.invalid_range').default(DEFAULT_REPORT_RANGE),
  from: /* @__PURE__ */ reportDay.optional(),
  to: /* @__PURE__ */ reportDay.optional(),
};

/** The custom range's rule (a `superRefine` of a report query): both days, in order, at most MAX_CUSTOM_RANGE_DAYS. */
export function checkCustomRange(query: { range: ReportRange; from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx): void {
  if (query.range !== 'custom') return;
  if (!query.from || !query.to) {
    context.addIssue({ code: 'custom', message: 'reports.custom_range_needs_days', path: ['from'] });
    return;
  }
  if (query.from > query.to) context.addIssue({ code: 'custom', message: 'reports.from_after_to', path: ['from'] });
  else if (daysBetween(query.from, query.to) >= MAX_CUSTOM_RANGE_DAYS) context.addIssue({ code: 'custom', message: 'reports.range_too_long', path: ['to'] });
}

/** The query of a report's range alone. A report route adds its fields: `z.object({ ...reportRangeFields, classId }).superRefine(checkCustomRange)`. */
export const reportRangeQuery = /* @__PURE__ */ z.object(reportRangeFields).superRefine(checkCustomRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The local day (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDayOf(at: Date | string, timeZone: string): ReportDay {
  const parts = dayFormatOf(timeZone).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The local hour (0–23) of an instant in a time zone. */
export function localHourOf(at: Date | string, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  const hour = format.formatToParts(typeof at === 'string' ? new Date(at) : at).find((item) => item.type === 'hour')!.value;
  return Number(hour) % 24;
}

/** The ISO day of the week of a day: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(day: ReportDay): number {
  return toUtcDate(day).getUTCDay() || 7;
}

const toUtcDate = (day: ReportDay) => new Date(`${day}T00:00:00Z`);
const fromUtcDate = (date: Date): ReportDay => date.toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: ReportDay, count: number): ReportDay {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtcDate(date);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: ReportDay, to: ReportDay): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: ReportDay, to: ReportDay): ReportDay[] {
  const days: ReportDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Monday of the week of `day`. */
export function weekStartOf(day: ReportDay): ReportDay {
  const weekday = toUtcDate(day).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The first day of the school year `today` is in: the recorded start when it
 * is not after today and less than a year old, else the last 1 August.
 */
export function schoolYearStartOn(today: ReportDay, recordedStart: ReportDay | null): ReportDay {
  if (recordedStart && recordedStart <= today && recordedStart > addDays(today, -366)) return recordedStart;
  const year = Number(today.slice(0, 4));
  const mmdd = `${String(DEFAULT_SCHOOL_YEAR_START.month).padStart(2, '0')}-${String(DEFAULT_SCHOOL_YEAR_START.day).padStart(2, '0')}`;
  const thisYears = `${year}-${mmdd}`;
  return thisYears <= today ? thisYears : `${year - 1}-${mmdd}`;
}

/**
 * The days a report covers: `range` at the instant `now`, in `timeZone`, for a
 * school whose year started on `schoolYearStart` (its local day; null: 1 August).
 * `custom` takes `from`/`to` as given (validated by `reportRangeQuery`).
 */
export function reportInterval(
  range: ReportRange,
  now: Date,
  timeZone: string,
  schoolYearStart: ReportDay | null,
  custom?: { from: ReportDay; to: ReportDay },
): ReportInterval {
  const today = localDayOf(now, timeZone);
  switch (range) {
    case 'today':
      return { fromDay: today, toDay: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { fromDay: yesterday, toDay: yesterday };
    }
    case 'this_week':
      return { fromDay: weekStartOf(today), toDay: today };
    case 'last_7_days':
      return { fromDay: addDays(today, -6), toDay: today };
    case 'this_month':
      return { fromDay: `${today.slice(0, 7)}-01`, toDay: today };
    case 'last_30_days':
      return { fromDay: addDays(today, -29), toDay: today };
    case 'this_calendar_year':
      return { fromDay: `${today.slice(0, 4)}-01-01`, toDay: today };
    case 'this_school_year':
      return { fromDay: schoolYearStartOn(today, schoolYearStart), toDay: today };
    case 'all_time':
      return { fromDay: null, toDay: today };
    case 'custom':
      if (!custom) throw new Error('a custom report range needs its days');
      return { fromDay: custom.from, toDay: custom.to };
    default: {
      const _exhaustive: never = range;
      return _exhaustive;
    }
  }
}
