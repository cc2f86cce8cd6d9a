import type { QuestionArt } from '../practice/question-engine';

// Same-question mode's shared contract (issue 11): the response and push shapes the
// web client, Spark Studio and instant review import with `import type`, and the
// constants both sides use.

export const sameQuestionModeURLNamespace = '/same-question-mode';
export const jamModes = ['group', 'competition'] as const;
export type JamMode = (typeof jamModes)[number];
export const roomEndReasons = ['teacher', 'time'] as const;
export type RoomEndReason = (typeof roomEndReasons)[number];
export type RoomStatus = 'open' | 'paused' | 'ended';

/** A room's questions come from a catalogue skill (generated) or a Spark Studio set (in order). */
export type RoomSource =
  | { kind: 'skill'; skillId: string; startingLevel: number }
  | { kind: 'questionSet'; questionSetId: string };

export const SQM_MAX_DURATION_MINUTES = 120;
export const SQM_MIN_DURATION_MINUTES = 1;

/**
 * POST /same-question-mode/start (JSON or form). `skillId` is the skill's permacode (as in its
 * practice page path, e.g. '18MCV'); exactly one of skillId / questionSetId; classId or studentUserIds.
 */
export interface StartRoomBody {
  classId?: string;
  studentUserIds?: string[];
  skillId?: string;
  questionSetId?: string;
  /** 1–5, default 1; skills only. */
  startingLevel?: number;
  jamMode: JamMode;
  durationMinutes: number;
}

/** §3 "room": the answer of POST /same-question-mode/start and GET /same-question-mode/active-room. */
export interface SameQuestionRoom {
  roomId: string;
  studentCount: number;
  sameQuestionModeURLNamespace: string;
  /** The skill's practice page path, or `/sparkstudio/sets/{questionSetId}`. */
  groupJamPracticeURL: string;
  /** As /pubsub/credentials gives them; null when the server runs without realtime. */
  pubsubEndpoint: string | null;
  pubsubToken: string | null;
  /** Ms until the room's end (0 when past). */
  timeoutMs: number;
  subjects: { teacher: string; room: string };
}

/** §3 "invitation": GET /same-question-mode/get-student-invitations. */
export interface SameQuestionModeInvitation {
  roomId: string;
  teacherLastName: string;
  teacherDisplayName: string;
  sameQuestionModeURLNamespace: string;
  groupJamPracticeURL: string;
  jamMode: JamMode;
  /** now - startedAt, in ms. */
  initialMsElapsed: number;
  durationMs: number;
}

/** §3 "expiration check": GET /same-question-mode/{roomId}/check-expiration. */
export interface ExpirationCheck {
  isExpired: boolean;
  /** Ms until the room's end (0 when expired). */
  timeoutMs: number;
}

export type RoomAnswerType = 'number' | 'fraction' | 'choice' | 'text';

/** The public part of a posed question: never its answer before the reveal. */
export interface RoomQuestion {
  questionNumber: number;
  /** 1–5 for a skill's question; 0 for a Spark Studio set's (levels do not apply). */
  level: number;
  prompt: string;
  answerType: RoomAnswerType;
  choices: string[] | null;
  art: QuestionArt | null;
}

/** One invited student on the teacher's live list (current question). */
export interface RoomAnswerRow {
  studentUserId: string;
  displayName: string;
  joined: boolean;
  answered: boolean;
  /** null until answered. */
  correct: boolean | null;
  /** The student's answer as one string (guesses joined), null until answered. */
  guess: string | null;
}

export interface RoomSpreadRow {
  guess: string;
  count: number;
  correct: boolean;
}

export interface RoomLeaderboardRow {
  studentUserId: string;
  displayName: string;
  points: number;
  /** 1-based; equal points share a rank. */
  rank: number;
}

export interface RoomReveal {
  correctAnswer: string;
  explanation: string;
}

export interface RoomMyAnswer {
  guesses: string[];
  correct: boolean;
  points: number;
}

export interface RoomView {
  roomId: string;
  jamMode: JamMode;
  status: RoomStatus;
  /** ISO time of the room's end (scheduled, or when it ended). */
  endsAt: string;
  endedReason: RoomEndReason | null;
  viewer: 'teacher' | 'student';
  teacherDisplayName: string;
  /** The skill's or the set's name. */
  title: string;
  groupJamPracticeURL: string;
  question: RoomQuestion | null;
  /** The current question's answer, once the teacher revealed it. */
  revealed: RoomReveal | null;
  /** The viewing student's answer to the current question (students; null for the teacher). */
  myAnswer: RoomMyAnswer | null;
  classProgress: { joined: number; answered: number; correct: number; invited: number };
  /** Teacher only: every invited student, for the current question. */
  answers: RoomAnswerRow[] | null;
  /** Teacher always; students only after the reveal. */
  spread: RoomSpreadRow[] | null;
  /** Competition only (teacher and students); null in group mode. */
  leaderboard: RoomLeaderboardRow[] | null;
  /** When ended: the teacher's is the class's totals, a student's their own. */
  summary: null | { questionsPosed: number; answered: number; correct: number };
}

/** POST /same-question-mode/{roomId}/answer. */
export interface RoomAnswerResult {
  correct: boolean;
  points: number;
}

/** Pushes on a student's general channel when a room starts (§7). */
export interface SameQuestionModeInvitationPush {
  event: 'SAME_QUESTION_MODE' | 'COMPETITION_JAM';
  roomId: string;
  teacherLastName: string;
  teacherDisplayName: string;
  sameQuestionModeURLNamespace: string;
  groupJamPracticeURL: string;
  jamMode: JamMode;
  durationMs: number;
  /** ISO time. */
  startedAt: string;
}

/** Teacher channel (§7). */
export interface SameQuestionModeEndedPush {
  event: 'SAME_QUESTION_MODE_ENDED';
  roomId: string;
  reason: RoomEndReason;
}

/** Room channel `push.user.<id>.room`: to students and the teacher. */
export type RoomPush =
  | { event: 'ROOM_QUESTION_POSED'; roomId: string; question: RoomQuestion }
  | { event: 'ROOM_ANSWER_REVEALED'; roomId: string; questionNumber: number; correctAnswer: string; explanation: string }
  | { event: 'ROOM_PAUSED'; roomId: string }
  | { event: 'ROOM_RESUMED'; roomId: string }
  | { event: 'ROOM_ENDED'; roomId: string; reason: RoomEndReason }
  /** To everyone in a competition room when points change. */
  | { event: 'ROOM_LEADERBOARD'; roomId: string; leaderboard: RoomLeaderboardRow[] }
  /** Teacher only. */
  | { event: 'ROOM_STUDENT_JOINED'; roomId: string; studentUserId: string }
  /** Teacher only. */
  | { event: 'ROOM_ANSWER_RECORDED'; roomId: string; questionNumber: number; studentUserId: string; correct: boolean; guess: string; points: number };

export type RoomPushEvent = RoomPush['event'];
