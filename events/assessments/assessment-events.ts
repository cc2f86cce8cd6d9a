import { z } from 'zod';
import { entityId as id, subject as curriculumSubject } from '../curriculum';
import { STRANDS } from '../diagnostics/strands';
import { defineEvent, type EventOf } from '../log/event-schemas';
import { sparkQuestionKinds, SPARK_STUDIO_LIMITS } from '../spark-studio/spark-studio-contract';
import { AssessmentResultRecorded } from './assessment-result';
import { ASSESSMENT_LIMITS, ASSESSMENT_TAKE_KINDS } from './assessment-contract';

// Assessments' events (issue 30, docs/diagnostics.md "Events"): past-tense facts, no secrets.
// - `assessment:<assessmentId>`: what makes a checkpoint, a Flex snapshot or a common assessment assigned (windows' assessments
//   come from the assessment-window events, LevelUp is always there: neither has an event of its own);
// - `assessment-sitting:<assessmentId>:<studentUserId>`: a student's sittings of one assessment
//   (AssessmentStarted, AssessmentQuestionAnswered, AssessmentFinished, AssessmentResultRecorded); LevelUp's
//   sittings follow one another on the same stream.
// Every sitting event names the teachers of the student's classes when it started (the push goes to them).

const at = z.iso.datetime();
const assessmentId = z.string().min(1).max(120).regex(/^[A-Za-z0-9_-]+$/);
const diagnosticSubject = z.enum(['math', 'ela']);

/** A Spark Studio question as a common assessment fixed it when it was assigned (the set may change later). */
export const commonQuestion = z.object({
  questionId: id,
  kind: z.enum(sparkQuestionKinds),
  prompt: z.string().min(1).max(SPARK_STUDIO_LIMITS.prompt),
  choices: z.array(z.string().min(1).max(SPARK_STUDIO_LIMITS.choice)).max(SPARK_STUDIO_LIMITS.maxChoices),
  answer: z.string().min(1).max(SPARK_STUDIO_LIMITS.answer),
});
export type CommonQuestion = z.infer<typeof commonQuestion>;

/**
 * One question of a sitting as the server drew it: the catalogue skill, the engine's level and the server-keyed seed;
 * a common assessment's question carries `spark` (the set's question, graded by isCorrectSparkAnswer) and no skill
 * (strand null, difficulty 0, permacode '', engine unused: `sparkSittingItem`).
 */
export const sittingItem = z.object({
  itemKey: z.string().max(120),
  strand: z.enum(STRANDS).nullable(),
  difficulty: z.number().int().min(0).max(1299),
  permacode: z.string().max(16),
  skillName: z.string().max(500),
  engine: z.object({ subject: curriculumSubject, grade: z.number().int().min(0).max(12), topic: z.string().max(200), name: z.string().max(500) }),
  level: z.number().int().min(1).max(5),
  seed: z.string().min(1).max(128),
  standardCodes: z.array(z.string().max(40)).max(10),
  spark: commonQuestion.optional(),
});
export type SittingItem = z.infer<typeof sittingItem>;

/** A common assessment's question as a sitting item (no catalogue skill: the engine fields are placeholders). */
export function sparkSittingItem(question: CommonQuestion, subject: 'math' | 'ela'): SittingItem {
  return {
    itemKey: `common-${question.questionId}`,
    strand: null,
    difficulty: 0,
    permacode: '',
    skillName: '',
    engine: { subject, grade: 0, topic: 'spark-studio', name: 'Spark Studio question' },
    level: 1,
    seed: question.questionId,
    standardCodes: [],
    spark: { ...question, choices: [...question.choices] },
  };
}

/** A teacher assigned a checkpoint to her class: 2 questions for each chosen skill (checkpointForm). */
export const AssessmentCheckpointAssigned = defineEvent({
  type: 'AssessmentCheckpointAssigned',
  schemaVersion: 1,
  schema: z.object({
    assessmentId,
    teacherUserId: id,
    classId: id,
    schoolId: id.nullable(),
    title: z.string().min(1).max(ASSESSMENT_LIMITS.title),
    subject: diagnosticSubject,
    grade: z.number().int().min(0).max(12),
    permacodes: z.array(z.string().max(16)).min(1).max(20),
    studentUserIds: z.array(id).max(200),
    opensAt: at,
    closesAt: at,
    assignedAt: at,
  }),
});

/** An administrator scheduled a Flex snapshot for the students of some schools in some grades. */
export const AssessmentFlexScheduled = defineEvent({
  type: 'AssessmentFlexScheduled',
  schemaVersion: 1,
  schema: z.object({
    assessmentId,
    administratorUserId: id,
    schoolIds: z.array(id).min(1).max(500),
    subject: diagnosticSubject,
    grades: z.array(z.number().int().min(0).max(12)).min(1).max(13),
    title: z.string().min(1).max(ASSESSMENT_LIMITS.title),
    opensAt: at,
    closesAt: at,
    scheduledAt: at,
  }),
});

/**
 * A district or school administrator assigned a Spark Studio set they wrote as a common assessment: to every
 * student of some schools (optionally one grade) or of some classes. The set's questions are fixed here.
 */
export const CommonAssessmentAssigned = defineEvent({
  type: 'CommonAssessmentAssigned',
  schemaVersion: 1,
  schema: z.object({
    assessmentId,
    administratorUserId: id,
    questionSetId: id,
    title: z.string().min(1).max(ASSESSMENT_LIMITS.title),
    subject: diagnosticSubject,
    /** The schools it is for: the chosen ones, or the schools of the chosen classes. */
    schoolIds: z.array(id).min(1).max(500),
    /** The chosen classes (empty: every class of the schools). */
    classIds: z.array(id).max(500),
    /** With schools: only students of this grade (null: every grade). */
    grade: z.number().int().min(0).max(12).nullable(),
    questions: z.array(commonQuestion).min(1).max(SPARK_STUDIO_LIMITS.questionsPerSet),
    opensAt: at,
    closesAt: at,
    assignedAt: at,
  }),
});

/** A student's sitting began (LevelUp: sitting n; a form: its questions, drawn for the student's grade, fixed here). */
export const AssessmentStarted = defineEvent({
  type: 'AssessmentStarted',
  schemaVersion: 1,
  schema: z.object({
    assessmentId,
    kind: z.enum(ASSESSMENT_TAKE_KINDS),
    title: z.string().min(1).max(200),
    subject: diagnosticSubject,
    studentUserId: id,
    teacherUserIds: z.array(id).max(50),
    grade: z.number().int().min(0).max(12).nullable(),
    schoolId: id.nullable(),
    classIds: z.array(id).max(50),
    assessmentType: z.string().max(60).nullable(),
    sitting: z.number().int().min(1),
    /** A form's questions in order; empty for LevelUp (each next question is chosen from the answers). */
    items: z.array(sittingItem).max(200),
    /** Questions in the sitting (LevelUp: its sitting length). */
    total: z.number().int().min(1).max(200),
    opensAt: at.nullable(),
    closesAt: at.nullable(),
    startedAt: at,
  }),
});

/** The server graded one answer: its strand, difficulty and correctness (never shown while taking). */
export const AssessmentQuestionAnswered = defineEvent({
  type: 'AssessmentQuestionAnswered',
  schemaVersion: 1,
  schema: z.object({
    assessmentId,
    kind: z.enum(ASSESSMENT_TAKE_KINDS),
    subject: diagnosticSubject,
    studentUserId: id,
    teacherUserIds: z.array(id).max(50),
    sitting: z.number().int().min(1),
    questionKey: z.string().max(16),
    /** 1-based in the sitting; also the sitting's answers so far. */
    number: z.number().int().min(1),
    item: sittingItem,
    response: z.string().max(ASSESSMENT_LIMITS.response),
    correct: z.boolean(),
    answeredAt: at,
  }),
});

/** The sitting's last question was answered. */
export const AssessmentFinished = defineEvent({
  type: 'AssessmentFinished',
  schemaVersion: 1,
  schema: z.object({
    assessmentId,
    kind: z.enum(ASSESSMENT_TAKE_KINDS),
    studentUserId: id,
    teacherUserIds: z.array(id).max(50),
    sitting: z.number().int().min(1),
    answered: z.number().int().min(0),
    right: z.number().int().min(0),
    finishedAt: at,
  }),
});

export const assessmentEvents = [AssessmentCheckpointAssigned, AssessmentFlexScheduled, CommonAssessmentAssigned, AssessmentStarted, AssessmentQuestionAnswered, AssessmentFinished, AssessmentResultRecorded] as const;
export type AssessmentEvent = EventOf<(typeof assessmentEvents)[number]>;
export type AssessmentStartedData = EventOf<typeof AssessmentStarted>['data'];
export type AssessmentAnsweredData = EventOf<typeof AssessmentQuestionAnswered>['data'];
export type CheckpointAssignedData = EventOf<typeof AssessmentCheckpointAssigned>['data'];
export type FlexScheduledData = EventOf<typeof AssessmentFlexScheduled>['data'];
export type CommonAssessmentAssignedData = EventOf<typeof CommonAssessmentAssigned>['data'];
