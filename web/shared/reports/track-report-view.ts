import { useEffect } from 'react';

/**
 * A report page view, tracked under the report's label (spec §9 "report areas
 * (tracking labels)": "Score grid", "Student usage", …): a `report_view` event
 * on the page's data list `window.dataLayer`, as clicks are (web/shared/tracking).
 * No HTTP call; without a data list nothing happens.
 */
export interface ReportViewEvent {
  event: 'report_view';
  report_label: string;
  report_path: string;
}

export function trackReportView(label: string, path: string, page: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window): void {
  const dataLayer = page?.dataLayer;
  if (!Array.isArray(dataLayer)) return;
  const event: ReportViewEvent = { event: 'report_view', report_label: label, report_path: path };
  dataLayer.push(event);
}

/** Tracks the page's view once per report it shows. */
export function useReportView(label: string, path: string): void {
  useEffect(() => trackReportView(label, path), [label, path]);
}
