import { z } from 'zod';
import type { ScratchpadWorkReport } from '../../../events/scratchpad';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { teacherReportsApi } from './teacher-reports-api';

// The teacher report `scratchpad-work` (server/routes/scratchpad.ts; docs/scratchpad.md):
// `GET /reports/scratchpad-work?classId=&studentUserId=` → per student of the class (or the one chosen) the
// answers with scratchpad work, the latest first. 403 `reports.not_your_class` / `reports.not_your_student`,
// 400 `reports.class_required`. The classes are the teacher reports' (`GET /reports/classes`); each answer's
// work is opened with `GET /scratchpad/work` (web/shared/scratchpad/scratchpad-work-api.ts).

export const scratchpadWorkReportSchema = z.object({
  classId: z.string(),
  className: z.string(),
  students: z.array(
    z.object({
      userId: z.string(),
      displayName: z.string(),
      answers: z.array(
        z.object({
          answerKey: z.string(),
          kind: z.enum(['practice', 'quiz', 'assessment']),
          title: z.string(),
          questionNumber: z.number().int().nullable(),
          strokeCount: z.number().int().min(0),
          keptAt: z.string(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<ScratchpadWorkReport>;

export interface ScratchpadReportsApi {
  fetchClasses: (typeof teacherReportsApi)['fetchClasses'];
  fetchReport(search: string, options?: JsonRequestOptions): Promise<ScratchpadWorkReport>;
}

export const scratchpadReportsApi: ScratchpadReportsApi = {
  fetchClasses: (options) => teacherReportsApi.fetchClasses(options),
  fetchReport: (search, options = {}) => getJson(`/reports/scratchpad-work?${search}`, scratchpadWorkReportSchema, options),
};
