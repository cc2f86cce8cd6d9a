import { z } from 'zod';
import { REPORT_RANGES } from '../../../events/reports/report-ranges';
import { reportViewFieldsSchema } from '../../../events/reports/report-view-by';

/**
 * The fields every administrator report answer shares (server/routes/administrator-reports.ts): the
 * school and its options, the range, the grade and its options, and view by
 * (events/reports/report-view-by.ts: the view asked for and the answer's grouping). Each report's
 * schema spreads it beside its own rows (administrator-reports-api.ts, scored-assessment-reports-api.ts).
 */
export const administratorReportFrame = {
  schoolOptions: z.array(z.object({ schoolId: z.string(), name: z.string() })),
  schoolId: z.string().nullable(),
  range: z.enum(REPORT_RANGES),
  fromDay: z.string().nullable(),
  toDay: z.string(),
  timeZone: z.string(),
  grade: z.number().int().nullable(),
  gradeOptions: z.array(z.number().int()),
  ...reportViewFieldsSchema,
};
