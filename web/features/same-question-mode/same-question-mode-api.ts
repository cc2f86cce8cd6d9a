import { z } from 'zod';
import type {
  ExpirationCheck as ExpirationCheckContract,
  RoomAnswerResult,
  RoomQuestion as RoomQuestionContract,
  RoomView as RoomViewContract,
  SameQuestionModeInvitation as InvitationContract,
} from '../../../events/same-question-mode';
import { jamModes, roomEndReasons } from '../../../events/same-question-mode/room-contract';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { questionArtSchema } from '../../shared/question/question-art-schema';

/**
 * The `/same-question-mode/*` calls of the browser (issue 11, spec §3, §7):
 * a student's invitations, the expiration check, ending a room, and the room
 * itself (its state, joining, answering, and the teacher's controls). Each
 * rejects with an HttpError; ending and checking fail "with an error using
 * the status text" (spec §8), which the HttpError carries as `statusText`.
 * Starting a room is web/shared/group-jam (several pages start one).
 */

const whole = z.number().int();
const jamMode = z.enum(jamModes);

/** Spec §3 "Same-question-mode invitation", plus the room's length (the timer duration of spec §4). */
export const invitationSchema = z.object({
  roomId: z.string().min(1),
  teacherLastName: z.string(),
  teacherDisplayName: z.string(),
  sameQuestionModeURLNamespace: z.string(),
  groupJamPracticeURL: z.string(),
  jamMode,
  initialMsElapsed: z.number().min(0),
  durationMs: z.number().min(0),
}) satisfies z.ZodType<InvitationContract>;
export type SameQuestionModeInvitation = z.infer<typeof invitationSchema>;

export const invitationsSchema = z.object({ invitations: z.array(invitationSchema) });

/** `GET /same-question-mode/{roomId}/check-expiration`. */
export const expirationCheckSchema = z.object({ isExpired: z.boolean(), timeoutMs: z.number().min(0) }) satisfies z.ZodType<ExpirationCheckContract>;
export type ExpirationCheck = z.infer<typeof expirationCheckSchema>;

/** The public part of a posed question (never its answer before the reveal). */
export const roomQuestionSchema = z
  .object({
    questionNumber: whole.min(1),
    level: whole,
    prompt: z.string(),
    answerType: z.enum(['number', 'fraction', 'choice', 'text']),
    choices: z.array(z.string()).nullable(),
    // A picture this client cannot draw is left out: the prompt still stands.
    art: questionArtSchema.nullable().catch(null),
  })
  .refine((question) => question.answerType !== 'choice' || (question.choices?.length ?? 0) > 0, 'choice without choices') satisfies z.ZodType<RoomQuestionContract>;
export type RoomQuestion = z.infer<typeof roomQuestionSchema>;

export const revealedSchema = z.object({ correctAnswer: z.string(), explanation: z.string() });
export type RevealedAnswer = z.infer<typeof revealedSchema>;

export const myAnswerSchema = z.object({ guesses: z.array(z.string()), correct: z.boolean(), points: z.number() });
export type MyAnswer = z.infer<typeof myAnswerSchema>;

export const answerRowSchema = z.object({
  studentUserId: z.string(),
  displayName: z.string(),
  joined: z.boolean(),
  answered: z.boolean(),
  correct: z.boolean().nullable(),
  guess: z.string().nullable(),
});
export type RoomAnswerRow = z.infer<typeof answerRowSchema>;

export const spreadSchema = z.array(z.object({ guess: z.string(), count: whole.min(0), correct: z.boolean() }));
export type AnswerSpread = z.infer<typeof spreadSchema>;

export const leaderboardSchema = z.array(z.object({ studentUserId: z.string(), displayName: z.string(), points: z.number(), rank: whole.min(1) }));
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const roomViewSchema = z.object({
  roomId: z.string(),
  jamMode,
  status: z.enum(['open', 'paused', 'ended']),
  endsAt: z.string(),
  endedReason: z.enum(roomEndReasons).nullable(),
  viewer: z.enum(['teacher', 'student']),
  teacherDisplayName: z.string(),
  title: z.string(),
  groupJamPracticeURL: z.string(),
  question: roomQuestionSchema.nullable(),
  revealed: revealedSchema.nullable(),
  myAnswer: myAnswerSchema.nullable(),
  classProgress: z.object({ joined: whole.min(0), answered: whole.min(0), correct: whole.min(0), invited: whole.min(0) }),
  answers: z.array(answerRowSchema).nullable(),
  spread: spreadSchema.nullable(),
  leaderboard: leaderboardSchema.nullable(),
  summary: z.object({ questionsPosed: whole.min(0), answered: whole.min(0), correct: whole.min(0) }).nullable(),
}) satisfies z.ZodType<RoomViewContract>;
export type RoomView = z.infer<typeof roomViewSchema>;

export const answerResultSchema = z.object({ correct: z.boolean(), points: z.number() }) satisfies z.ZodType<RoomAnswerResult>;
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const roomEndedSchema = z.object({ ended: z.literal(true) });

const roomPath = (roomId: string, call: string) => `/same-question-mode/${encodeURIComponent(roomId)}/${call}`;

export async function fetchStudentInvitations(options: JsonRequestOptions = {}): Promise<SameQuestionModeInvitation[]> {
  return (await getJson('/same-question-mode/get-student-invitations', invitationsSchema, options)).invitations;
}

export function checkRoomExpiration(roomId: string, options: JsonRequestOptions = {}): Promise<ExpirationCheck> {
  return getJson(roomPath(roomId, 'check-expiration'), expirationCheckSchema, options);
}

export async function destroyRoom(roomId: string, options: JsonRequestOptions = {}): Promise<void> {
  await getJson(`/same-question-mode/destroy-room?roomId=${encodeURIComponent(roomId)}`, roomEndedSchema, options);
}

export function fetchRoomState(roomId: string, options: JsonRequestOptions = {}): Promise<RoomView> {
  return getJson(roomPath(roomId, 'state'), roomViewSchema, options);
}

export function joinRoom(roomId: string, options: JsonRequestOptions = {}): Promise<RoomView> {
  return postJson(roomPath(roomId, 'join'), {}, roomViewSchema, options);
}

/** One `idempotencyKey` per question: a retry after a lost answer is answered as the first attempt was. */
export function answerRoomQuestion(roomId: string, questionNumber: number, guesses: string[], idempotencyKey: string): Promise<AnswerResult> {
  return postJson(roomPath(roomId, 'answer'), { questionNumber, guesses }, answerResultSchema, { idempotencyKey });
}

/** -1 easier, 0 the same level, 1 harder. */
export type LevelJump = -1 | 0 | 1;

export async function poseNextQuestion(roomId: string, nextQuestionNumber: number, numLevelsToJump: LevelJump): Promise<void> {
  await postJson(roomPath(roomId, 'pose'), { nextQuestionNumber, numLevelsToJump });
}

export function revealAnswer(roomId: string, questionNumber: number): Promise<RoomView> {
  return postJson(roomPath(roomId, 'reveal'), { questionNumber }, roomViewSchema);
}

export function pauseRoom(roomId: string): Promise<RoomView> {
  return postJson(roomPath(roomId, 'pause'), {}, roomViewSchema);
}

export function resumeRoom(roomId: string): Promise<RoomView> {
  return postJson(roomPath(roomId, 'resume'), {}, roomViewSchema);
}

/** The calls of the room pages, replaceable in tests. */
export interface RoomApi {
  fetchState(roomId: string, options?: JsonRequestOptions): Promise<RoomView>;
  join(roomId: string, options?: JsonRequestOptions): Promise<RoomView>;
  answer(roomId: string, questionNumber: number, guesses: string[], idempotencyKey: string): Promise<AnswerResult>;
  pose(roomId: string, nextQuestionNumber: number, numLevelsToJump: LevelJump): Promise<void>;
  reveal(roomId: string, questionNumber: number): Promise<RoomView>;
  pause(roomId: string): Promise<RoomView>;
  resume(roomId: string): Promise<RoomView>;
}

export const roomApi: RoomApi = {
  fetchState: fetchRoomState,
  join: joinRoom,
  answer: answerRoomQuestion,
  pose: poseNextQuestion,
  reveal: revealAnswer,
  pause: pauseRoom,
  resume: resumeRoom,
};
