import { reportOfPath } from './report-paths';

/** The scratchpad work report's tracking label (spec §2 "Report areas": Scratchpad work), issue 31 item 3. */
export const SCRATCHPAD_REPORT_LABELS = { 'scratchpad-work': 'Scratchpad work' } as const;
export type ScratchpadReport = keyof typeof SCRATCHPAD_REPORT_LABELS;

/** Its page, `/analytics/reports/scratchpad-work` (page-routes.ts imports this: pure data). */
export const SCRATCHPAD_REPORT_PAGES = Object.keys(SCRATCHPAD_REPORT_LABELS) as ScratchpadReport[];

/** The scratchpad report a page path names, or null. */
export const scratchpadReportOfPath = (path: string) => reportOfPath(path, SCRATCHPAD_REPORT_PAGES);
