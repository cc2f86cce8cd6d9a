import { z } from 'zod';
import type { AssessmentBannerModel, ScheduledAssessmentWindows } from '../../../events/assessment-windows';
import type { FlexSnapshotList } from '../../../events/assessments/assessment-contract';
import { ASSESSMENT_SUBJECTS, ASSESSMENT_TYPES } from '../../../events/assessment-windows/assessment-types';
import { getJson, postJson } from '../../shared/http/json-request';

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Spec §3 "Assessment banner model". */
export const assessmentBannerModelSchema = z.object({
  mathAssessmentType: z.string().nullable(),
  mathDueDate: calendarDate.nullable(),
  mathInProgress: z.boolean(),
  elaAssessmentType: z.string().nullable(),
  elaDueDate: calendarDate.nullable(),
  elaInProgress: z.boolean(),
  /**
   * Issue 30: the assessment of the window the model picked for each subject (`window-{windowId}`), for the link to
   * its progress page; absent or null: the banner leads to the roster as before (docs/assessment-player.md).
   */
  mathAssessmentId: z.string().nullable().optional(),
  elaAssessmentId: z.string().nullable().optional(),
}) satisfies z.ZodType<AssessmentBannerModel>;
export type AssessmentBannerView = z.infer<typeof assessmentBannerModelSchema>;

const subject = z.enum(ASSESSMENT_SUBJECTS);
const assessmentType = z.enum(ASSESSMENT_TYPES);
export const scheduledWindowsSchema = z.object({
  today: calendarDate,
  schools: z.array(z.object({ schoolId: z.string(), name: z.string() })),
  windows: z.array(
    z.object({
      windowId: z.string(),
      schoolIds: z.array(z.string()),
      schoolNames: z.array(z.string()),
      subject,
      assessmentType,
      startDate: calendarDate,
      dueDate: calendarDate,
      scheduledBy: z.string(),
      status: z.enum(['upcoming', 'in_progress', 'past_due']),
      mayChange: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<ScheduledAssessmentWindows>;

const windowIdSchema = z.object({ windowId: z.string() });

export interface NewAssessmentWindow {
  schoolIds: string[];
  subject: 'math' | 'ela';
  assessmentType: string;
  startDate: string;
  dueDate: string;
}

export const fetchAssessmentBanner = (signal?: AbortSignal) => getJson('/assessment-windows/banner', assessmentBannerModelSchema, signal ? { signal } : {});
export const fetchScheduledWindows = () => getJson('/assessment-windows/scheduled', scheduledWindowsSchema);
export const scheduleWindow = (window: NewAssessmentWindow, idempotencyKey: string) => postJson('/assessment-windows/schedule', window, windowIdSchema, { idempotencyKey });
export const rescheduleWindow = (windowId: string, startDate: string, dueDate: string, idempotencyKey: string) =>
  postJson('/assessment-windows/reschedule', { windowId, startDate, dueDate }, windowIdSchema, { idempotencyKey });
export const cancelWindow = (windowId: string, idempotencyKey: string) => postJson('/assessment-windows/cancel', { windowId }, windowIdSchema, { idempotencyKey });

/** Issue 30: Flex snapshots, scheduled on the same page (docs/diagnostics.md "Pages"). */
export const flexSnapshotListSchema = z.object({
  snapshots: z.array(
    z.object({
      assessmentId: z.string(),
      title: z.string(),
      subject,
      grades: z.array(z.number().int()),
      schoolNames: z.array(z.string()),
      opensAt: z.string(),
      closesAt: z.string(),
      scheduledAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<FlexSnapshotList>;

/** `POST /assessments/flex`: ISO times; no title: the server names it ("Flex Math snapshot"). */
export interface NewFlexSnapshot {
  schoolIds: string[];
  subject: 'math' | 'ela';
  grades: number[];
  title?: string;
  opensAt: string;
  closesAt: string;
}

export interface FlexSnapshotsApi {
  list(signal?: AbortSignal): Promise<FlexSnapshotList>;
  schedule(snapshot: NewFlexSnapshot, idempotencyKey: string): Promise<{ assessmentId: string }>;
}

export const flexSnapshotsApi: FlexSnapshotsApi = {
  list: (signal) => getJson('/assessments/flex', flexSnapshotListSchema, signal ? { signal } : {}),
  schedule: (snapshot, idempotencyKey) => postJson('/assessments/flex', snapshot, z.object({ assessmentId: z.string() }), { headers: { 'X-CSRF-Protection': '1' }, idempotencyKey }),
};
