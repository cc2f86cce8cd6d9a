import { z } from 'zod';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import type {
  AssessmentProgress,
  AssessmentSittingView,
  AssignedAssessmentList,
  CommonAssessmentsView,
  DiagnosticRecommendationList,
} from '../../../events/assessments/assessment-contract';
import { ASSESSMENT_PROGRESS_PUSH, ASSESSMENT_SITTING_STATUSES, ASSESSMENT_TAKE_KINDS } from '../../../events/assessments/assessment-contract';
import { fetchClassesWithStudents, type ClassWithStudents } from '../../shared/classes/classes-with-students';
import { getJson, postJson } from '../../shared/http/json-request';
import { questionArtSchema } from '../../shared/question/question-art-schema';

/**
 * Assessments' calls (issue 30; docs/assessment-player.md, docs/diagnostics.md), each with its schema, checked
 * against the contract's types (events/assessments/assessment-contract.ts). The calls that change state carry
 * `X-CSRF-Protection: 1`; an answer carries one Idempotency-Key per question, so a retry is told what the first was.
 */
const CSRF = { 'X-CSRF-Protection': '1' } as const;

const kind = z.enum(ASSESSMENT_TAKE_KINDS);
const status = z.enum(ASSESSMENT_SITTING_STATUSES);
const subject = z.enum(['math', 'ela']);
const count = z.number().int().min(0);

export const assignedAssessmentsSchema = z.object({
  assessments: z.array(
    z.object({
      assessmentId: z.string(),
      kind,
      title: z.string(),
      subject,
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      status,
      answered: count,
      total: count.nullable(),
    }),
  ),
}) satisfies z.ZodType<AssignedAssessmentList>;

export const sittingViewSchema = z.object({
  assessmentId: z.string(),
  kind,
  title: z.string(),
  status,
  question: z
    .object({
      questionKey: z.string(),
      number: z.number().int().min(1),
      prompt: z.string(),
      answerType: z.enum(['number', 'fraction', 'choice', 'text']),
      choices: z.array(z.string()).nullable(),
      art: questionArtSchema.nullable(),
    })
    .nullable(),
  answered: count,
  total: count.nullable(),
  closesAt: z.string().nullable(),
  serverTime: z.string(),
}) satisfies z.ZodType<AssessmentSittingView>;
/** The sitting as the browser reads it: the contract's, its picture parsed (web/shared/question/question-art-schema.ts). */
export type SittingView = z.infer<typeof sittingViewSchema>;

export const assessmentProgressSchema = z.object({
  assessmentId: z.string(),
  kind,
  title: z.string(),
  subject,
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  total: count.nullable(),
  students: z.array(z.object({ studentUserId: z.string(), displayName: z.string(), classId: z.string(), status, answered: count })),
}) satisfies z.ZodType<AssessmentProgress>;

/**
 * ASSESSMENT_PROGRESS on the teacher channel. The realtime client delivers only messages with an `event` name
 * (web/shared/realtime/push-message.ts; the relay's payloads all carry one), so the push is matched by `event`;
 * the contract's `type` is accepted too but not required.
 */
export const assessmentProgressPushSchema = z.object({
  event: z.literal(ASSESSMENT_PROGRESS_PUSH),
  assessmentId: z.string(),
  studentUserId: z.string(),
  status,
  answered: count,
});

export const diagnosticRecommendationsSchema = z.object({
  recommendations: z.array(z.object({ permacode: z.string(), skillName: z.string(), subject, strand: z.string(), grade: z.number().int() })),
}) satisfies z.ZodType<DiagnosticRecommendationList>;

export const commonAssessmentsSchema = z.object({
  assessments: z.array(
    z.object({
      assessmentId: z.string(),
      title: z.string(),
      subject,
      questionSetId: z.string(),
      assignedTo: z.array(z.string()),
      grade: z.number().int().nullable(),
      questions: count,
      opensAt: z.string(),
      closesAt: z.string(),
      assignedAt: z.string(),
      started: count,
      finished: count,
    }),
  ),
  sets: z.array(z.object({ questionSetId: z.string(), title: z.string(), questionCount: count })),
  schools: z.array(z.object({ schoolId: z.string(), name: z.string(), classes: z.array(z.object({ classId: z.string(), name: z.string(), grade: z.number().int() })) })),
}) satisfies z.ZodType<CommonAssessmentsView>;

/** `POST /assessments/common`: schools (optionally one grade) or classes, never both. */
export interface NewCommonAssessment {
  setId: string;
  title?: string;
  subject: 'math' | 'ela';
  schoolIds?: string[];
  classIds?: string[];
  grade?: number | null;
  opensAt: string;
  closesAt: string;
}

/** An administrator's common assessments (docs/diagnostics.md "Common assessments"). */
export interface CommonAssessmentsApi {
  list(): Promise<CommonAssessmentsView>;
  assign(assessment: NewCommonAssessment, idempotencyKey: string): Promise<{ assessmentId: string }>;
}

export const commonAssessmentsApi: CommonAssessmentsApi = {
  list: () => getJson('/assessments/common', commonAssessmentsSchema),
  assign: (assessment, idempotencyKey) => postJson('/assessments/common', assessment, z.object({ assessmentId: z.string() }), { headers: CSRF, idempotencyKey }),
};

/** `POST /assessments/checkpoints` (docs/diagnostics.md "Calls"): ISO times; permacodes 1–20 of one subject. */
export interface NewCheckpoint {
  classId: string;
  title: string;
  permacodes: string[];
  opensAt: string;
  closesAt: string;
}

/** A teacher's checkpoints: her classes (the roster's call) and the assignment. */
export interface CheckpointsApi {
  classes(signal?: AbortSignal): Promise<ClassWithStudents[]>;
  assign(checkpoint: NewCheckpoint, idempotencyKey: string): Promise<{ assessmentId: string }>;
}

export const checkpointsApi: CheckpointsApi = {
  classes: (signal) => fetchClassesWithStudents('/roster/classes', signal ? { signal } : {}),
  assign: (checkpoint, idempotencyKey) => postJson('/assessments/checkpoints', checkpoint, z.object({ assessmentId: z.string() }), { headers: CSRF, idempotencyKey }),
};

/** The calls, as one object the pages take (tests give their own). */
export interface AssessmentsApi {
  assigned(): Promise<AssignedAssessmentList>;
  /** Starts the sitting, or resumes it (a second start answers the current question). */
  start(assessmentId: string): Promise<SittingView>;
  /** `scratchpad`: the question's pad strokes, sent (as `scratchpad: { strokes }`) only when there are some. */
  answer(assessmentId: string, questionKey: string, response: string, idempotencyKey: string, scratchpad?: readonly ScratchpadStroke[]): Promise<SittingView>;
  progress(assessmentId: string): Promise<AssessmentProgress>;
}

const on = (assessmentId: string, action: string) => `/assessments/${encodeURIComponent(assessmentId)}/${action}`;

export const assessmentsApi: AssessmentsApi = {
  assigned: () => getJson('/assessments/assigned', assignedAssessmentsSchema),
  start: (assessmentId) => postJson(on(assessmentId, 'start'), {}, sittingViewSchema, { headers: CSRF }),
  answer: (assessmentId, questionKey, response, idempotencyKey, scratchpad) =>
    postJson(on(assessmentId, 'answer'), { questionKey, response, ...(scratchpad && scratchpad.length > 0 ? { scratchpad: { strokes: scratchpad } } : {}) }, sittingViewSchema, { headers: CSRF, idempotencyKey }),
  progress: (assessmentId) => getJson(on(assessmentId, 'progress'), assessmentProgressSchema),
};
