import { z } from 'zod';
import { subject } from '../../../events/curriculum';
import { REPORT_RANGES } from '../../../events/reports/report-ranges';
import type { ProgressLearners, StudentProgressReport } from '../../../events/reports/administrator-reports';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';

// A learner's progress (server/routes/progress-reports.ts): whose progress the
// user may open, and one learner's progress over a range.

const learner = z.object({ userId: z.string(), displayName: z.string() });
export const progressLearnersSchema = z.object({ learners: z.array(learner) }) satisfies z.ZodType<ProgressLearners>;

export const studentProgressSchema = z.object({
  learner,
  range: z.enum(REPORT_RANGES),
  fromDay: z.string().nullable(),
  toDay: z.string(),
  timeZone: z.string(),
  totals: z.object({
    questions: z.number(),
    correct: z.number(),
    seconds: z.number(),
    daysActive: z.number(),
    skillsPractised: z.number(),
    proficient: z.number(),
    mastered: z.number(),
  }),
  days: z.array(z.object({ day: z.string(), questions: z.number(), correct: z.number(), seconds: z.number() })),
  skills: z.array(
    z.object({
      skillId: z.number(),
      permacode: z.string(),
      code: z.string().nullable(),
      name: z.string(),
      subject,
      skillGrade: z.number().int(),
      url: z.string().nullable(),
      questions: z.number(),
      correct: z.number(),
      seconds: z.number(),
      scoreAtStart: z.number(),
      scoreAtEnd: z.number(),
      proficient: z.boolean(),
      mastered: z.boolean(),
    }),
  ),
  milestones: z.array(z.object({ day: z.string(), kind: z.enum(['proficient', 'mastered']), permacode: z.string(), name: z.string() })),
}) satisfies z.ZodType<StudentProgressReport>;

export interface ProgressReportsApi {
  fetchLearners(options?: JsonRequestOptions): Promise<ProgressLearners>;
  /** `query`: the range fields (web/shared/reports/report-query.ts reportSearch). */
  fetchProgress(studentUserId: string, query: string, options?: JsonRequestOptions): Promise<StudentProgressReport>;
}

export const progressReportsApi: ProgressReportsApi = {
  fetchLearners: (options = {}) => getJson('/analytics/progress/learners', progressLearnersSchema, options),
  fetchProgress: (studentUserId, query, options = {}) =>
    getJson(`/analytics/progress-data?${new URLSearchParams({ studentUserId }).toString()}&${query}`, studentProgressSchema, options),
};
