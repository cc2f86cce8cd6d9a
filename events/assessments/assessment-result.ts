import { z } from 'zod';
import { entityId as id } from '../curriculum';
import { STRANDS } from '../diagnostics/strands';
import { YEAR_PERIODS } from '../diagnostics/assessment-forms';
import { defineEvent, type EventOf } from '../log/event-schemas';
import { ASSESSMENT_TAKE_KINDS } from './assessment-contract';

// The scored outcome of one finished sitting (issue 30 item 5): what every assessment report reads.
// The assessments decider appends it beside its own finish event when a student finishes a form
// (screener, benchmark, Flex, checkpoint, common assessment) or a LevelUp sitting, scored by the pure
// engine (events/diagnostics: scoreForm, tierOf, percentileOf, diagnosticLevels). A past-tense fact,
// no secrets. The reports' read model (projections/assessment-results.ts) keeps one row per event.

const at = z.iso.datetime();
const level = z.number().int().min(0).max(1299);

export const AssessmentResultRecorded = defineEvent({
  type: 'AssessmentResultRecorded',
  schemaVersion: 1,
  schema: z.object({
    assessmentId: z.string().min(1).max(120),
    kind: z.enum(ASSESSMENT_TAKE_KINDS),
    title: z.string().min(1).max(200),
    subject: z.enum(['math', 'ela']),
    studentUserId: id,
    /** The student's grade when they took it (null: unknown). */
    grade: z.number().int().min(0).max(12).nullable(),
    /** The student's school and classes when they took it (reports scope by them). */
    schoolId: id.nullable(),
    classIds: z.array(id).max(50),
    /** A window's assessment type (MATH_SCREENER …), else null. */
    assessmentType: z.string().max(60).nullable(),
    /** Benchmarks: the period of the year the window falls in, else null. */
    period: z.enum(YEAR_PERIODS).nullable(),
    finishedAt: at,
    /** The overall level on the grade-equivalent scale (LevelUp: after this sitting), and whether it is pinpointed. */
    level: level.nullable(),
    pinpointed: z.boolean(),
    strands: z.array(z.object({ strand: z.enum(STRANDS), level: level.nullable(), pinpointed: z.boolean(), correct: z.number().int().min(0), answered: z.number().int().min(0) })).max(10),
    /** Flex and screeners: the tier (1 on track, 2 some risk, 3 high risk) and the percentile from the norm table; else null. */
    tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    percentile: z.number().int().min(1).max(99).nullable(),
    /** Screeners: flagged at risk (tier 2 or 3). */
    atRisk: z.boolean().nullable(),
    /** Every question of the sitting: its skill, standards and strand, and whether it was right. */
    items: z
      .array(z.object({ questionKey: z.string().max(200), permacode: z.string().max(16).nullable(), standardCodes: z.array(z.string().max(40)).max(10), strand: z.enum(STRANDS).nullable(), correct: z.boolean() }))
      .max(200),
  }),
});
export type AssessmentResultRecordedEvent = EventOf<typeof AssessmentResultRecorded>;
export type AssessmentResult = AssessmentResultRecordedEvent['data'];
