import { z } from 'zod';

// View by (spec §9, issue 29 item 3, docs/reports.md "View by"): every teacher and
// administrator report takes `viewBy` and answers the same figures, grouped by
// standard, by the units of the skill plan or by the lessons of the class's takeoff
// plan (issue 31, docs/takeoff.md). Pure (zod only): the browser imports
// it for the picker and the answers' schemas.

/** The views a report call takes; `grades` (the default) is the report as it always was. */
export const REPORT_VIEWS = ['grades', 'standards', 'skill-plan', 'takeoff'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
/** The views that answer: every one (takeoff since issue 31's takeoff plans). */
export type AvailableReportView = ReportView;
export const AVAILABLE_REPORT_VIEWS: readonly AvailableReportView[] = REPORT_VIEWS;

/**
 * The `viewBy` field of a report's query: absent → `grades`; anything not listed →
 * 400 `reports.invalid_view_by`.
 */
export const reportViewByField = {
  viewBy: /* @__PURE__ */ z.enum(REPORT_VIEWS, 'reports.invalid_view_by').default('grades'),
};

/**
 * One group of a report's skill rows: a standard (`code`, our `description`), a
 * unit of a skill plan (`name`, its days; `className` on administrator reports,
 * whose plans are several classes'), or the rest (`other`: "No standard" / "Not in
 * the plan"), or a lesson of a takeoff plan (`lesson`: its number in `code`, its
 * name in `name`, the plan's name in `description`, `className` on administrator reports). `permacodes`: the report's skills that fall under it.
 */
export interface ReportGroup {
  key: string;
  kind: 'standard' | 'unit' | 'lesson' | 'other';
  code: string | null;
  name: string | null;
  description: string | null;
  startsOn: string | null;
  endsOn: string | null;
  className: string | null;
  permacodes: string[];
}

/**
 * How the answer's rows are grouped (absent under `grades`). `grouped: false`:
 * the report is not about skills (per student, per school, per message) and the
 * view does not group it — the figures are the same, the page says so.
 * `hasPlan: false` (skill plan, takeoff): no plan to group by — `groups` is empty.
 */
export interface ReportGrouping {
  viewBy: Exclude<AvailableReportView, 'grades'>;
  grouped: boolean;
  hasPlan: boolean | null;
  groups: ReportGroup[];
}

/** What every report answer gains: the view it was asked in, and its grouping (null under grades). */
export interface ReportViewFields {
  viewBy: AvailableReportView;
  grouping: ReportGrouping | null;
}

/** The keys of the groups a skill falls under (every group that lists it; none when ungrouped). */
export function groupKeysOf(grouping: ReportGrouping | null, permacode: string): string[] {
  if (grouping === null) return [];
  return grouping.groups.filter((group) => group.permacodes.includes(permacode)).map((group) => group.key);
}

const reportGroupSchema = /* @__PURE__ */ z.object({
  key: z.string(),
  kind: z.enum(['standard', 'unit', 'lesson', 'other']),
  code: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  className: z.string().nullable(),
  permacodes: z.array(z.string()),
}) satisfies z.ZodType<ReportGroup>;

/** The answers' view fields as the browser parses them (an answer without them is in grades). */
export const reportViewFieldsSchema = {
  viewBy: /* @__PURE__ */ z.enum(REPORT_VIEWS).default('grades'),
  grouping: /* @__PURE__ */ z
    .object({
      viewBy: z.enum(['standards', 'skill-plan', 'takeoff']),
      grouped: z.boolean(),
      hasPlan: z.boolean().nullable(),
      groups: z.array(reportGroupSchema),
    })
    .nullable()
    .default(null),
};

/** A report answer as the browser has it: the view fields may be absent (an answer of before, a test's fixture) — then grades. */
export type InView<Answer> = Answer & Partial<ReportViewFields>;
