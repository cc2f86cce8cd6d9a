import { z } from 'zod';
import { entityId as id, subject } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { userSubjects, type PushMessage } from './log/push';
import type { PracticeSkill, QuestionArt } from './practice/question-engine';
import type { SparkQuestion } from './spark-studio';
import { posedQuestionSchema, skillRoomQuestion, sparkRoomQuestion, guessText, isCorrectRoomAnswer, MAX_GUESSES, MAX_GUESS_LENGTH, type PosedQuestion } from './same-question-mode/room-question';
import { answerPoints, rankLeaderboard } from './same-question-mode/room-points';

// Same-question mode (issue 11; spec §1, §2, §3, §4, §7): a teacher runs a room in
// which every invited student sees the same question. `jamMode` 'group' (a group
// jam: class progress only, never ranks) or 'competition' (a competition jam: a
// live leaderboard). Stream `same-question-room:<roomId>`.
//
// This block is the shared contract (response and push shapes) the web client,
// Spark Studio and instant review import with `import type`.

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

// ---------------------------------------------------------------------------
// The write side: events, commands, the decider.

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

type Actor = { userId: string; role: string };

/** The question source as the route resolved it from the catalogue or Spark Studio. */
export type ResolvedRoomSource =
  | { kind: 'skill'; skillId: number; permacode: string; engine: PracticeSkill; startingLevel: number; title: string; groupJamPracticeURL: string }
  | { kind: 'questionSet'; questionSetId: string; questions: SparkQuestion[]; title: string; groupJamPracticeURL: string };

export type SameQuestionModeCommand =
  | {
      type: 'StartSameQuestionRoom';
      data: {
        roomId: string;
        teacher: Actor & { displayName: string };
        classId: string | null;
        studentUserIds: string[];
        /** Names of the invited students (from the directory); an id without a name shows the id. */
        studentDisplayNames: Readonly<Record<string, string>>;
        /** The teacher's own classes, and the students of them. */
        reachableClassIds: ReadonlySet<string>;
        reachableStudentUserIds: ReadonlySet<string>;
        /** The room this teacher has open now, if any: one at a time. */
        openRoomId: string | null;
        source: ResolvedRoomSource;
        jamMode: JamMode;
        durationMinutes: number;
        now: Date;
      };
    }
  | { type: 'JoinSameQuestionRoom'; data: { student: Actor; now: Date } }
  | { type: 'AnswerSameQuestion'; data: { student: Actor; questionNumber: number; guesses: string[]; now: Date } }
  | { type: 'PoseSameQuestion'; data: { teacher: Actor; nextQuestionNumber: number; numLevelsToJump: -1 | 0 | 1; now: Date } }
  | { type: 'RevealSameQuestionAnswer'; data: { teacher: Actor; questionNumber: number; now: Date } }
  | { type: 'PauseSameQuestionRoom' | 'ResumeSameQuestionRoom'; data: { teacher: Actor; now: Date } }
  | { type: 'EndSameQuestionRoom'; data: { teacher: Actor; now: Date } }
  | { type: 'EndSameQuestionRoomAtEndTime'; data: { now: Date } };

interface RoomStudent {
  displayName: string;
  joined: boolean;
  /** Points of every answer so far. */
  points: number;
}

interface CurrentQuestion {
  posed: PosedQuestion;
  posedAt: number;
  /** Ms the room was paused since this question was posed (finished pauses). */
  pausedMs: number;
  answered: ReadonlyMap<string, number>;
  revealed: boolean;
}

export interface SameQuestionRoomState {
  roomId: string | null;
  teacherUserId: string;
  jamMode: JamMode;
  source: RecordedRoomSource | null;
  students: ReadonlyMap<string, RoomStudent>;
  endsAt: number;
  ended: RoomEndReason | null;
  pausedSince: number | null;
  current: CurrentQuestion | null;
}

/** Spec §6: teachers run same-question rooms, for their own students. */
export function mayRunSameQuestionMode(role: string): boolean {
  return role === 'teacher';
}

/** The last word of a name ('Ms. Rivera' → 'Rivera'): §3 invitation's teacherLastName. */
export function lastNameOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/** The answer of a question as the engine or the set gives it, with the level a jump leads to (sets: 0). */
function questionFor(source: RecordedRoomSource, roomId: string, questionNumber: number, level: number): PosedQuestion | null {
  if (source.kind === 'skill') return skillRoomQuestion(source.engine, level, roomId, questionNumber);
  const question = source.questions[questionNumber - 1];
  return question ? sparkRoomQuestion(question, questionNumber) : null;
}

function leaderboardOf(state: SameQuestionRoomState) {
  if (state.jamMode !== 'competition') return null;
  return rankLeaderboard([...state.students].filter(([, each]) => each.joined).map(([studentUserId, each]) => ({ studentUserId, displayName: each.displayName, points: each.points })));
}

function requireRoom(state: SameQuestionRoomState): void {
  if (state.roomId === null) throw new DomainError('same_question_mode.unknown_room', 404);
}

function requireTeacher(state: SameQuestionRoomState, teacher: Actor): void {
  requireRoom(state);
  if (teacher.userId !== state.teacherUserId) throw new DomainError('same_question_mode.not_your_room', 403);
}

function requireInvited(state: SameQuestionRoomState, student: Actor): RoomStudent {
  requireRoom(state);
  const invited = state.students.get(student.userId);
  if (!invited) throw new DomainError('same_question_mode.not_invited', 403);
  return invited;
}

/** Open: not ended, and before its end time (the timer may not have recorded the end yet). */
function requireOpen(state: SameQuestionRoomState, now: Date): void {
  if (state.ended !== null || now.getTime() >= state.endsAt) throw new DomainError('same_question_mode.room_ended', 409);
}

function audienceOf(state: SameQuestionRoomState) {
  return { roomId: state.roomId!, teacherUserId: state.teacherUserId, studentUserIds: [...state.students.keys()] };
}

function ended(state: SameQuestionRoomState, reason: RoomEndReason, endedAt: number): SameQuestionModeEvent {
  return { type: 'SameQuestionRoomEnded', data: { ...audienceOf(state), reason, endedAt: new Date(endedAt).toISOString(), leaderboard: leaderboardOf(state) } };
}

const initialState = (): SameQuestionRoomState => ({
  roomId: null,
  teacherUserId: '',
  jamMode: 'group',
  source: null,
  students: new Map(),
  endsAt: 0,
  ended: null,
  pausedSince: null,
  current: null,
});

export const sameQuestionMode = {
  initialState,

  evolve(state: SameQuestionRoomState, event: SameQuestionModeEvent): SameQuestionRoomState {
    switch (event.type) {
      case 'SameQuestionRoomStarted':
        return {
          ...initialState(),
          roomId: event.data.roomId,
          teacherUserId: event.data.teacherUserId,
          jamMode: event.data.jamMode,
          source: event.data.source,
          students: new Map(event.data.students.map((each) => [each.studentUserId, { displayName: each.displayName, joined: false, points: 0 }])),
          endsAt: Date.parse(event.data.endsAt),
        };
      case 'SameQuestionStudentJoined': {
        const known = state.students.get(event.data.studentUserId);
        if (!known) return state;
        return { ...state, students: new Map(state.students).set(event.data.studentUserId, { ...known, joined: true }) };
      }
      case 'SameQuestionPosed': {
        const posedAt = Date.parse(event.data.posedAt);
        return { ...state, current: { posed: event.data.posed, posedAt, pausedMs: 0, answered: new Map(), revealed: false } };
      }
      case 'SameQuestionAnswered': {
        const known = state.students.get(event.data.studentUserId);
        const students = known ? new Map(state.students).set(event.data.studentUserId, { ...known, joined: true, points: known.points + event.data.points }) : state.students;
        const current = state.current && state.current.posed.question.questionNumber === event.data.questionNumber
          ? { ...state.current, answered: new Map(state.current.answered).set(event.data.studentUserId, event.data.points) }
          : state.current;
        return { ...state, students, current };
      }
      case 'SameQuestionAnswerRevealed':
        return state.current ? { ...state, current: { ...state.current, revealed: true } } : state;
      case 'SameQuestionRoomPaused':
        return { ...state, pausedSince: Date.parse(event.data.pausedAt) };
      case 'SameQuestionRoomResumed': {
        const resumedAt = Date.parse(event.data.resumedAt);
        const current = state.current && state.pausedSince !== null ? { ...state.current, pausedMs: state.current.pausedMs + Math.max(0, resumedAt - state.pausedSince) } : state.current;
        return { ...state, current, pausedSince: null };
      }
      case 'SameQuestionRoomEnded':
        return { ...state, ended: event.data.reason };
      default:
        return state;
    }
  },

  decide(command: SameQuestionModeCommand, state: SameQuestionRoomState): SameQuestionModeEvent[] {
    switch (command.type) {
      case 'StartSameQuestionRoom': {
        const { roomId, teacher, classId, studentUserIds, source, jamMode, durationMinutes, now } = command.data;
        if (!mayRunSameQuestionMode(teacher.role)) throw new DomainError('same_question_mode.not_a_teacher', 403);
        if (command.data.openRoomId !== null) throw new DomainError('same_question_mode.room_already_open', 409);
        if (classId !== null && !command.data.reachableClassIds.has(classId)) throw new DomainError('same_question_mode.student_not_in_reach', 403);
        if (state.roomId !== null) throw new DomainError('same_question_mode.room_exists', 409);
        const invited = [...new Set(studentUserIds)];
        if (invited.length === 0) throw new DomainError('same_question_mode.no_students', 400);
        if (invited.some((studentUserId) => !command.data.reachableStudentUserIds.has(studentUserId))) throw new DomainError('same_question_mode.student_not_in_reach', 403);
        if (!jamModes.includes(jamMode)) throw new DomainError('same_question_mode.invalid_jam_mode', 400);
        if (!Number.isInteger(durationMinutes) || durationMinutes < SQM_MIN_DURATION_MINUTES || durationMinutes > SQM_MAX_DURATION_MINUTES) {
          throw new DomainError('same_question_mode.invalid_duration', 400);
        }
        let recorded: RecordedRoomSource;
        if (source.kind === 'skill') {
          if (!Number.isInteger(source.startingLevel) || source.startingLevel < 1 || source.startingLevel > 5) throw new DomainError('same_question_mode.invalid_level', 400);
          recorded = { kind: 'skill', skillId: source.skillId, permacode: source.permacode, engine: { ...source.engine }, startingLevel: source.startingLevel };
        } else {
          if (source.questions.length === 0) throw new DomainError('same_question_mode.empty_question_set', 400);
          recorded = { kind: 'questionSet', questionSetId: source.questionSetId, questions: source.questions.map((question) => ({ ...question, choices: [...question.choices] })) };
        }
        const first = questionFor(recorded, roomId, 1, recorded.kind === 'skill' ? recorded.startingLevel : 0)!;
        const startedAt = now.toISOString();
        return [
          {
            type: 'SameQuestionRoomStarted',
            data: {
              roomId,
              teacherUserId: teacher.userId,
              teacherDisplayName: teacher.displayName,
              teacherLastName: lastNameOf(teacher.displayName),
              classId,
              students: invited.map((studentUserId) => ({ studentUserId, displayName: command.data.studentDisplayNames[studentUserId] ?? studentUserId })),
              jamMode,
              source: recorded,
              title: source.title,
              groupJamPracticeURL: source.groupJamPracticeURL,
              startedAt,
              endsAt: new Date(now.getTime() + durationMinutes * 60_000).toISOString(),
            },
          },
          { type: 'SameQuestionPosed', data: { roomId, teacherUserId: teacher.userId, studentUserIds: invited, posed: first, posedAt: startedAt, leaderboard: null } },
        ];
      }
      case 'JoinSameQuestionRoom': {
        const { student, now } = command.data;
        const invited = requireInvited(state, student);
        requireOpen(state, now);
        if (invited.joined) return [];
        return [{ type: 'SameQuestionStudentJoined', data: { roomId: state.roomId!, teacherUserId: state.teacherUserId, studentUserId: student.userId, joinedAt: now.toISOString() } }];
      }
      case 'AnswerSameQuestion': {
        const { student, questionNumber, guesses, now } = command.data;
        const invited = requireInvited(state, student);
        requireOpen(state, now);
        if (!invited.joined) throw new DomainError('same_question_mode.not_joined', 409);
        if (guesses.length === 0 || guesses.length > MAX_GUESSES || guesses.some((guess) => guess.length > MAX_GUESS_LENGTH) || guessText(guesses) === '') {
          throw new DomainError('same_question_mode.invalid_answer', 400);
        }
        if (state.pausedSince !== null) throw new DomainError('same_question_mode.paused', 409);
        const current = state.current!;
        if (questionNumber !== current.posed.question.questionNumber) throw new DomainError('same_question_mode.not_current_question', 409);
        if (current.answered.has(student.userId)) throw new DomainError('same_question_mode.already_answered', 409);
        if (current.revealed) throw new DomainError('same_question_mode.answer_revealed', 409);
        const correct = isCorrectRoomAnswer(current.posed.grading, guesses);
        const msToAnswer = Math.max(0, Math.round(now.getTime() - current.posedAt - current.pausedMs));
        return [
          {
            type: 'SameQuestionAnswered',
            data: {
              roomId: state.roomId!,
              teacherUserId: state.teacherUserId,
              studentUserId: student.userId,
              questionNumber,
              guesses: [...guesses],
              correct,
              points: answerPoints(state.jamMode, correct, msToAnswer),
              msToAnswer,
              answeredAt: now.toISOString(),
            },
          },
        ];
      }
      case 'PoseSameQuestion': {
        const { teacher, nextQuestionNumber, numLevelsToJump, now } = command.data;
        requireTeacher(state, teacher);
        requireOpen(state, now);
        if (state.pausedSince !== null) throw new DomainError('same_question_mode.paused', 409);
        const current = state.current!;
        if (nextQuestionNumber !== current.posed.question.questionNumber + 1) throw new DomainError('same_question_mode.stale_question', 409);
        if (![-1, 0, 1].includes(numLevelsToJump)) throw new DomainError('same_question_mode.invalid_jump', 400);
        const source = state.source!;
        const level = source.kind === 'skill' ? Math.min(5, Math.max(1, current.posed.question.level + numLevelsToJump)) : 0;
        const posed = questionFor(source, state.roomId!, nextQuestionNumber, level);
        if (!posed) throw new DomainError('same_question_mode.no_more_questions', 409);
        return [{ type: 'SameQuestionPosed', data: { ...audienceOf(state), posed, posedAt: now.toISOString(), leaderboard: leaderboardOf(state) } }];
      }
      case 'RevealSameQuestionAnswer': {
        const { teacher, questionNumber, now } = command.data;
        requireTeacher(state, teacher);
        requireOpen(state, now);
        const current = state.current!;
        if (questionNumber !== current.posed.question.questionNumber) throw new DomainError('same_question_mode.stale_question', 409);
        if (current.revealed) return [];
        return [
          {
            type: 'SameQuestionAnswerRevealed',
            data: {
              ...audienceOf(state),
              questionNumber,
              correctAnswer: current.posed.correctAnswer,
              explanation: current.posed.explanation,
              revealedAt: now.toISOString(),
              leaderboard: leaderboardOf(state),
            },
          },
        ];
      }
      case 'PauseSameQuestionRoom':
      case 'ResumeSameQuestionRoom': {
        const { teacher, now } = command.data;
        requireTeacher(state, teacher);
        requireOpen(state, now);
        const pausing = command.type === 'PauseSameQuestionRoom';
        if ((state.pausedSince !== null) === pausing) return [];
        return pausing
          ? [{ type: 'SameQuestionRoomPaused', data: { ...audienceOf(state), pausedAt: now.toISOString() } }]
          : [{ type: 'SameQuestionRoomResumed', data: { ...audienceOf(state), resumedAt: now.toISOString() } }];
      }
      case 'EndSameQuestionRoom': {
        const { teacher, now } = command.data;
        requireTeacher(state, teacher);
        if (state.ended !== null) return [];
        // Past the end time the room ended by time, whoever records it.
        return [now.getTime() >= state.endsAt ? ended(state, 'time', state.endsAt) : ended(state, 'teacher', now.getTime())];
      }
      case 'EndSameQuestionRoomAtEndTime': {
        requireRoom(state);
        if (state.ended !== null) return [];
        if (command.data.now.getTime() < state.endsAt) throw new DomainError('same_question_mode.not_due', 409);
        return [ended(state, 'time', state.endsAt)];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const sameQuestionModeStreams = { room: (roomId: string) => `same-question-room:${roomId}` };

/** The room channel of a user: `push.user.<id>.room`. */
export function roomSubject(userId: string): string {
  return userSubjects(userId).room;
}

type DataOf<Definition> = EventOf<Definition> extends { data: infer Data } ? Data : never;

/** Spec §7 and the contract: invitations on the general channel, the end on the teacher channel, the room on `.room`. */
export function sameQuestionModePushes(event: { type: string; data: unknown }): PushMessage[] {
  const toRoom = (data: { teacherUserId: string; studentUserIds: string[] }, payload: RoomPush): PushMessage[] =>
    [...data.studentUserIds, data.teacherUserId].map((userId) => ({ subject: roomSubject(userId), payload: { ...payload } }));
  const leaderboardPush = (data: { roomId: string; teacherUserId: string; studentUserIds: string[]; leaderboard: RoomLeaderboardRow[] | null }) =>
    data.leaderboard ? toRoom(data, { event: 'ROOM_LEADERBOARD', roomId: data.roomId, leaderboard: data.leaderboard }) : [];
  switch (event.type) {
    case 'SameQuestionRoomStarted': {
      const data = event.data as DataOf<typeof SameQuestionRoomStarted>;
      const payload: SameQuestionModeInvitationPush = {
        event: data.jamMode === 'competition' ? 'COMPETITION_JAM' : 'SAME_QUESTION_MODE',
        roomId: data.roomId,
        teacherLastName: data.teacherLastName,
        teacherDisplayName: data.teacherDisplayName,
        sameQuestionModeURLNamespace,
        groupJamPracticeURL: data.groupJamPracticeURL,
        jamMode: data.jamMode,
        durationMs: Date.parse(data.endsAt) - Date.parse(data.startedAt),
        startedAt: data.startedAt,
      };
      return data.students.map((each) => ({ subject: userSubjects(each.studentUserId).general, payload: { ...payload } }));
    }
    case 'SameQuestionStudentJoined': {
      const data = event.data as DataOf<typeof SameQuestionStudentJoined>;
      return [{ subject: roomSubject(data.teacherUserId), payload: { event: 'ROOM_STUDENT_JOINED', roomId: data.roomId, studentUserId: data.studentUserId } }];
    }
    case 'SameQuestionAnswered': {
      const data = event.data as DataOf<typeof SameQuestionAnswered>;
      const payload: RoomPush = {
        event: 'ROOM_ANSWER_RECORDED',
        roomId: data.roomId,
        questionNumber: data.questionNumber,
        studentUserId: data.studentUserId,
        correct: data.correct,
        guess: guessText(data.guesses),
        points: data.points,
      };
      return [{ subject: roomSubject(data.teacherUserId), payload }];
    }
    case 'SameQuestionPosed': {
      const data = event.data as DataOf<typeof SameQuestionPosed>;
      return [...leaderboardPush(data), ...toRoom(data, { event: 'ROOM_QUESTION_POSED', roomId: data.roomId, question: data.posed.question })];
    }
    case 'SameQuestionAnswerRevealed': {
      const data = event.data as DataOf<typeof SameQuestionAnswerRevealed>;
      return [
        ...toRoom(data, { event: 'ROOM_ANSWER_REVEALED', roomId: data.roomId, questionNumber: data.questionNumber, correctAnswer: data.correctAnswer, explanation: data.explanation }),
        ...leaderboardPush(data),
      ];
    }
    case 'SameQuestionRoomPaused':
    case 'SameQuestionRoomResumed': {
      const data = event.data as DataOf<typeof SameQuestionRoomPaused>;
      return toRoom(data, { event: event.type === 'SameQuestionRoomPaused' ? 'ROOM_PAUSED' : 'ROOM_RESUMED', roomId: data.roomId });
    }
    case 'SameQuestionRoomEnded': {
      const data = event.data as DataOf<typeof SameQuestionRoomEnded>;
      const toTeacher: SameQuestionModeEndedPush = { event: 'SAME_QUESTION_MODE_ENDED', roomId: data.roomId, reason: data.reason };
      return [
        ...leaderboardPush(data),
        ...toRoom(data, { event: 'ROOM_ENDED', roomId: data.roomId, reason: data.reason }),
        { subject: userSubjects(data.teacherUserId).teacher, payload: { ...toTeacher } },
      ];
    }
    default:
      return [];
  }
}

/**
 * Who may read a room (its state, its expiration): its teacher, or a student it invited.
 * Anyone else: 403 `not_your_room` (a teacher or an administrator) or `not_invited` (everyone else).
 */
export function roomViewerOf(room: { teacherUserId: string }, invited: boolean, user: Actor): 'teacher' | 'student' {
  if (user.userId === room.teacherUserId) return 'teacher';
  if (invited && user.role === 'student') return 'student';
  if (mayRunSameQuestionMode(user.role) || user.role.endsWith('administrator')) throw new DomainError('same_question_mode.not_your_room', 403);
  throw new DomainError('same_question_mode.not_invited', 403);
}
