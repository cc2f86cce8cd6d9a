import { useState } from 'react';
import { isCalendarDay, type ReportRange } from '../../../events/reports/report-ranges';
import { AVAILABLE_REPORT_VIEWS, type AvailableReportView } from '../../../events/reports/report-view-by';
import type { DateRangeValue } from './date-range-picker';

/** A custom range is asked for once both days are there and in order (the server checks the rest); every other range at once. */
export const rangeComplete = (value: DateRangeValue) =>
  value.range !== 'custom' || (value.from !== undefined && value.to !== undefined && isCalendarDay(value.from) && isCalendarDay(value.to) && value.from <= value.to);

/** A report's query string: the range (and its days when custom), then the given fields, empty ones left out. */
export function reportSearch(range: DateRangeValue, fields: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  search.set('range', range.range);
  if (range.range === 'custom') {
    if (range.from) search.set('from', range.from);
    if (range.to) search.set('to', range.to);
  }
  return search.toString();
}

/**
 * The filters every report page has, starting from its address's query
 * (`?range=&grade=&viewBy=…`): the date range (last 30 days unless said), the
 * view (grades unless said: `viewBy=standards` or `skill-plan`) and its grade
 * (all unless said). `initial` is the query, for the page's own
 * filters (`classId`, `schoolId` …).
 */
export function useReportFilters(search: string) {
  const [initial] = useState(() => new URLSearchParams(search));
  const [range, setRange] = useState<DateRangeValue>(() => ({ range: (initial.get('range') as ReportRange | null) ?? 'last_30_days' }));
  const [grade, setGrade] = useState<number | null>(() => {
    const given = initial.get('grade');
    return given !== null && /^\d{1,2}$/.test(given) ? Number(given) : null;
  });
  const [viewBy, setViewBy] = useState<AvailableReportView>(() => AVAILABLE_REPORT_VIEWS.find((view) => view === initial.get('viewBy')) ?? 'grades');
  return { initial, range, setRange, grade, setGrade, viewBy, setViewBy, rangeComplete: rangeComplete(range) };
}
