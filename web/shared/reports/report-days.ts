// A report's local days (`2026-11-02`, the school's or learner's calendar day) written in the
// reader's locale (issue 34): Intl.DateTimeFormat, never the ISO text. A day is a calendar
// date, not an instant: it is formatted in UTC so no time zone moves it to the day before.

import { dateTimeFormat } from '../i18n/intl-formats';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a report day (YYYY-MM-DD). */
export const isReportDay = (value: string) => ISO_DAY.test(value);

const dateOf = (day: string) => {
  const [, year, month, date] = ISO_DAY.exec(day)!;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
};

/** "Nov 2, 2026" (en-US), "2 nov 2026" (es); anything that is not a day as it is. */
export function formatReportDay(day: string, locale?: string): string {
  return isReportDay(day) ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(dateOf(day)) : day;
}

/** A chart's day label: "Nov 2" (en-US), "2 nov" (es). */
export function formatShortReportDay(day: string, locale?: string): string {
  return isReportDay(day) ? dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(dateOf(day)) : day;
}
