import { z } from 'zod';
import { entityId as id, subject } from '../curriculum';
import { defineEvent, type EventOf } from '../log/event-schemas';
import { jamModes, roomEndReasons } from './room-contract';
import { MAX_GUESSES, MAX_GUESS_LENGTH, posedQuestionSchema } from './room-question';

// Same-question mode's events (issue 11): past-tense facts of a room's stream
// `same-question-room:<roomId>`.

const at = z.iso.datetime();
const leaderboardSchema = z
  .array(z.object({ studentUserId: id, displayName: z.string(), points: z.number().int().min(0), rank: z.number().int().min(1) }))
  .nullable();

/** Where a room's questions come from, as recorded: enough to pose every question without reading anything else. */
const recordedSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('skill'),
    skillId: z.number().int(),
    permacode: z.string().min(1).max(16),
    /** What the question engine takes. */
    engine: z.object({ subject, grade: z.number().int().min(0).max(12), topic: z.string(), name: z.string() }),
    startingLevel: z.number().int().min(1).max(5),
  }),
  z.object({
    kind: z.literal('questionSet'),
    questionSetId: id,
    /** The set as it was when the room started (questions in order, with answers): later edits do not change the room. */
    questions: z
      .array(
        z.object({
          questionId: id,
          kind: z.enum(['multipleChoice', 'number', 'shortText']),
          prompt: z.string(),
          choices: z.array(z.string()),
          answer: z.string(),
          explanation: z.string(),
        }),
      )
      .min(1),
  }),
]);
export type RecordedRoomSource = z.infer<typeof recordedSource>;

const student = z.object({ studentUserId: id, displayName: z.string() });

export const SameQuestionRoomStarted = defineEvent({
  type: 'SameQuestionRoomStarted',
  schemaVersion: 1,
  schema: z.object({
    roomId: id,
    teacherUserId: id,
    teacherDisplayName: z.string(),
    teacherLastName: z.string(),
    classId: id.nullable(),
    /** The invited students, with their names as the room shows them. */
    students: z.array(student).min(1),
    jamMode: z.enum(jamModes),
    source: recordedSource,
    title: z.string(),
    groupJamPracticeURL: z.string(),
    startedAt: at,
    endsAt: at,
  }),
});

/** Fan-out: who hears a room push (the invited students; the teacher separately). */
const audience = { roomId: id, teacherUserId: id, studentUserIds: z.array(id) };

export const SameQuestionStudentJoined = defineEvent({
  type: 'SameQuestionStudentJoined',
  schemaVersion: 1,
  schema: z.object({ roomId: id, teacherUserId: id, studentUserId: id, joinedAt: at }),
});

export const SameQuestionPosed = defineEvent({
  type: 'SameQuestionPosed',
  schemaVersion: 1,
  schema: z.object({
    ...audience,
    posed: posedQuestionSchema,
    posedAt: at,
    /** Competition: the standings as the previous question closed (null for the first question and in group mode). */
    leaderboard: leaderboardSchema,
  }),
});

export const SameQuestionAnswered = defineEvent({
  type: 'SameQuestionAnswered',
  schemaVersion: 1,
  schema: z.object({
    roomId: id,
    teacherUserId: id,
    studentUserId: id,
    questionNumber: z.number().int().min(1),
    guesses: z.array(z.string().max(MAX_GUESS_LENGTH)).min(1).max(MAX_GUESSES),
    correct: z.boolean(),
    points: z.number().int().min(0),
    /** Ms from the question being posed to the answer, time paused left out. */
    msToAnswer: z.number().int().min(0),
    answeredAt: at,
  }),
});

export const SameQuestionAnswerRevealed = defineEvent({
  type: 'SameQuestionAnswerRevealed',
  schemaVersion: 1,
  schema: z.object({
    ...audience,
    questionNumber: z.number().int().min(1),
    correctAnswer: z.string(),
    explanation: z.string(),
    revealedAt: at,
    leaderboard: leaderboardSchema,
  }),
});

export const SameQuestionRoomPaused = defineEvent({ type: 'SameQuestionRoomPaused', schemaVersion: 1, schema: z.object({ ...audience, pausedAt: at }) });
export const SameQuestionRoomResumed = defineEvent({ type: 'SameQuestionRoomResumed', schemaVersion: 1, schema: z.object({ ...audience, resumedAt: at }) });

export const SameQuestionRoomEnded = defineEvent({
  type: 'SameQuestionRoomEnded',
  schemaVersion: 1,
  schema: z.object({
    ...audience,
    reason: z.enum(roomEndReasons),
    /** For 'time', the scheduled end, even when recorded later (after a restart). */
    endedAt: at,
    leaderboard: leaderboardSchema,
  }),
});

export const sameQuestionModeEvents = [
  SameQuestionRoomStarted,
  SameQuestionStudentJoined,
  SameQuestionPosed,
  SameQuestionAnswered,
  SameQuestionAnswerRevealed,
  SameQuestionRoomPaused,
  SameQuestionRoomResumed,
  SameQuestionRoomEnded,
] as const;
export type SameQuestionModeEvent = EventOf<(typeof sameQuestionModeEvents)[number]>;
