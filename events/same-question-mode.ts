import { DomainError } from './log/domain-error';
import type { PracticeSkill } from './practice/question-engine';
import type { SparkQuestion } from './spark-studio';
import { skillRoomQuestion, sparkRoomQuestion, guessText, isCorrectRoomAnswer, MAX_GUESSES, MAX_GUESS_LENGTH, type PosedQuestion } from './same-question-mode/room-question';
import { answerPoints, rankLeaderboard } from './same-question-mode/room-points';
import { jamModes, SQM_MAX_DURATION_MINUTES, SQM_MIN_DURATION_MINUTES, type JamMode, type RoomEndReason } from './same-question-mode/room-contract';
import type { RecordedRoomSource, SameQuestionModeEvent } from './same-question-mode/room-events';
export * from './same-question-mode/room-contract';
export * from './same-question-mode/room-events';
export { roomSubject, sameQuestionModePushes } from './same-question-mode/room-pushes';

// Same-question mode (issue 11; spec §1, §2, §3, §4, §7): a teacher runs a room in
// which every invited student sees the same question. `jamMode` 'group' (a group
// jam: class progress only, never ranks) or 'competition' (a competition jam: a
// live leaderboard). Stream `same-question-room:<roomId>`.
//
// ---------------------------------------------------------------------------
// The write side: events, commands, the decider.


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
