import { z } from 'zod';
import { entityId as id } from '../curriculum';
import { defineEvent, type EventOf } from '../log/event-schemas';
import { QUIZ_LIMITS, QUIZ_SHARE_SCOPES } from './quiz-contract';
import { quizItem } from './quiz-questions';

// Quizzes' events (issue 29 item 4, docs/quizzes.md): past-tense facts, no secrets. A quiz's own
// stream `quiz:<quizId>` holds QuizCreated, QuizResultsReleased and QuizShared; each student's attempt
// is `quiz-attempt:<quizId>:<studentUserId>` (QuizStarted, QuizQuestionAnswered, QuizSubmitted), so
// classmates never contend.

const at = z.iso.datetime();

const source = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('questionSet'), questionSetId: id, setTitle: z.string().max(200) }),
  z.object({ kind: z.literal('skills'), permacodes: z.array(z.string().max(16)).max(QUIZ_LIMITS.skills), questionsPerSkill: z.number().int().min(1).max(QUIZ_LIMITS.maxQuestionsPerSkill) }),
]);

export const QuizCreated = defineEvent({
  type: 'QuizCreated',
  schemaVersion: 1,
  schema: z.object({
    quizId: id,
    teacherUserId: id,
    teacherDisplayName: z.string().max(200),
    /** The teacher's school and district when the quiz was built: the ones it may be shared with. */
    schoolId: id.nullable(),
    districtId: id.nullable(),
    title: z.string().min(1).max(QUIZ_LIMITS.title),
    source,
    /** A quiz built from another teacher's shared quiz (a quiz resource), else null. */
    fromQuizId: id.nullable(),
    items: z.array(quizItem).min(1).max(QUIZ_LIMITS.maxQuestions),
    classIds: z.array(id).max(QUIZ_LIMITS.classes),
    /** Everyone assigned when it was built: the classes' students and the students named. */
    studentUserIds: z.array(id).min(1).max(QUIZ_LIMITS.students),
    opensAt: at,
    closesAt: at,
    timeLimitMinutes: z.number().int().min(QUIZ_LIMITS.minTimeLimitMinutes).max(QUIZ_LIMITS.maxTimeLimitMinutes).nullable(),
    createdAt: at,
  }),
});

/** The teacher released the results: students see their scores; no attempt starts or answers after it. */
export const QuizResultsReleased = defineEvent({ type: 'QuizResultsReleased', schemaVersion: 1, schema: z.object({ quizId: id, teacherUserId: id, releasedAt: at }) });

/** The teacher shared the quiz as a resource with her school or her district. */
export const QuizShared = defineEvent({
  type: 'QuizShared',
  schemaVersion: 1,
  schema: z.object({ quizId: id, teacherUserId: id, scope: z.enum(QUIZ_SHARE_SCOPES), schoolId: id.nullable(), districtId: id.nullable(), sharedAt: at }),
});

/** A student's attempt started (once); `deadline` is the time limit from now by the server's clock, never after closing. */
export const QuizStarted = defineEvent({
  type: 'QuizStarted',
  schemaVersion: 1,
  schema: z.object({ quizId: id, studentUserId: id, teacherUserId: id, startedAt: at, deadline: at }),
});

/** The server graded one answer of an attempt. */
export const QuizQuestionAnswered = defineEvent({
  type: 'QuizQuestionAnswered',
  schemaVersion: 1,
  schema: z.object({
    quizId: id,
    studentUserId: id,
    questionKey: z.string().max(8),
    questionNumber: z.number().int().min(1),
    response: z.string().max(QUIZ_LIMITS.response),
    correct: z.boolean(),
    correctAnswer: z.string().max(500),
    answeredAt: at,
  }),
});

/** The student submitted the attempt (an attempt never submitted counts as submitted at its deadline: see docs/quizzes.md). */
export const QuizSubmitted = defineEvent({
  type: 'QuizSubmitted',
  schemaVersion: 1,
  schema: z.object({
    quizId: id,
    studentUserId: id,
    teacherUserId: id,
    right: z.number().int().min(0),
    answered: z.number().int().min(0),
    total: z.number().int().min(1),
    submittedAt: at,
  }),
});

export const quizEvents = [QuizCreated, QuizResultsReleased, QuizShared, QuizStarted, QuizQuestionAnswered, QuizSubmitted] as const;
export type QuizEvent = EventOf<(typeof quizEvents)[number]>;
export type QuizCreatedData = EventOf<typeof QuizCreated>['data'];
