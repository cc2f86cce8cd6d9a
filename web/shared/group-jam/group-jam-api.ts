import { z } from 'zod';
import type { JamMode as JamModeContract, SameQuestionRoom as SameQuestionRoomContract } from '../../../events/same-question-mode';
import { fetchClassesWithStudents, type ClassWithStudents } from '../classes/classes-with-students';
import { getJson, postJson, type JsonRequestOptions } from '../http/json-request';

/**
 * Starting a same-question-mode room (a "group jam", issue 11), shared by
 * every page that starts one: the practice page (a catalogue skill), Spark
 * Studio (a question set) and instant review. `POST /same-question-mode/start`
 * answers the room of spec §3 (with the subjects to subscribe to beside the
 * endpoint and token); a teacher with a room open already gets 409
 * `same_question_mode.room_already_open`.
 */

export type JamMode = JamModeContract;

/** Where the room's questions come from: a catalogue skill or a Spark Studio question set. */
export type GroupJamSource = { skillId: string } | { questionSetId: string };

export interface StartGroupJamRequest {
  classId?: string;
  studentUserIds?: string[];
  skillId?: string;
  questionSetId?: string;
  /** 1..5 (catalogue skills only). */
  startingLevel?: number;
  jamMode: JamMode;
  /** 1..120. */
  durationMinutes: number;
}

export const GROUP_JAM_DEFAULT_MINUTES = 20;

/** Spec §3 "Same-question-mode room (teacher)", plus the subjects beside the endpoint and token. */
export const sameQuestionRoomSchema = z.object({
  roomId: z.string().min(1),
  studentCount: z.number().int().min(0),
  sameQuestionModeURLNamespace: z.string(),
  groupJamPracticeURL: z.string(),
  pubsubEndpoint: z.string().nullable(),
  pubsubToken: z.string().nullable(),
  timeoutMs: z.number().min(0),
  subjects: z.object({ teacher: z.string(), room: z.string() }),
}) satisfies z.ZodType<SameQuestionRoomContract>;

export type SameQuestionRoom = z.infer<typeof sameQuestionRoomSchema>;

/** `{namespace}{practice url}/{roomId}`: the room's page (spec §2 routes). */
export function roomPageHref(room: Pick<SameQuestionRoom, 'sameQuestionModeURLNamespace' | 'groupJamPracticeURL' | 'roomId'>): string {
  return `${room.sameQuestionModeURLNamespace}${room.groupJamPracticeURL}/${encodeURIComponent(room.roomId)}`;
}

export function startGroupJam(request: StartGroupJamRequest, idempotencyKey?: string, options: JsonRequestOptions = {}): Promise<SameQuestionRoom> {
  return postJson('/same-question-mode/start', request, sameQuestionRoomSchema, { ...options, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

/** The teacher's classes and students (the same list the focus-session dialog offers). */
export function fetchGroupJamClasses(options: JsonRequestOptions = {}): Promise<ClassWithStudents[]> {
  return fetchClassesWithStudents('/focus-zone/classes', options);
}

/** `GET /same-question-mode/active-room`: the teacher's open room (with a fresh token), or null. */
export const activeRoomSchema = z.object({ room: sameQuestionRoomSchema.nullable() });

export async function fetchActiveRoom(options: JsonRequestOptions = {}): Promise<SameQuestionRoom | null> {
  return (await getJson('/same-question-mode/active-room', activeRoomSchema, options)).room;
}
