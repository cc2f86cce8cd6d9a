import type { LogDatabase } from '../events/log/log-database';
import {
  sameQuestionModeURLNamespace,
  type JamMode,
  type RoomAnswerRow,
  type RoomEndReason,
  type RoomQuestion,
  type RoomView,
  type SameQuestionModeEvent,
  type SameQuestionModeInvitation,
} from '../events/same-question-mode';
import { answerSpread, answerTally } from '../events/same-question-mode/answer-tally';
import { guessText } from '../events/same-question-mode/room-question';
import { rankLeaderboard } from '../events/same-question-mode/room-points';
import type { Projection } from './projection';

// Same-question rooms: who is invited and joined, every posed question and every
// answer. Inline: a student's answer, a reload and the teacher's live view read
// their own writes. The RoomView of a viewer is built here (docs/same-question-mode.md
// says who sees what).

export const sameQuestionModeProjection: Projection<SameQuestionModeEvent> = {
  name: 'same-question-mode',
  version: 1,
  mode: 'inline',
  tables: ['sqm_rooms', 'sqm_room_students', 'sqm_room_questions', 'sqm_room_answers'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS sqm_rooms (
        room_id TEXT PRIMARY KEY,
        teacher_user_id TEXT NOT NULL,
        teacher_display_name TEXT NOT NULL,
        teacher_last_name TEXT NOT NULL,
        class_id TEXT,
        jam_mode TEXT NOT NULL,
        source_kind TEXT NOT NULL,
        source_id TEXT NOT NULL,
        title TEXT NOT NULL,
        practice_url TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        ended_at TEXT,
        end_reason TEXT,
        paused_since TEXT,
        current_question_number INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS sqm_rooms_teacher ON sqm_rooms (teacher_user_id, ended_at);
      CREATE INDEX IF NOT EXISTS sqm_rooms_open ON sqm_rooms (ended_at);
      CREATE TABLE IF NOT EXISTS sqm_room_students (
        room_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        display_name TEXT NOT NULL,
        position INTEGER NOT NULL,
        joined_at TEXT,
        points INTEGER NOT NULL DEFAULT 0,
        answered INTEGER NOT NULL DEFAULT 0,
        correct INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (room_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS sqm_room_students_student ON sqm_room_students (student_user_id);
      CREATE TABLE IF NOT EXISTS sqm_room_questions (
        room_id TEXT NOT NULL,
        question_number INTEGER NOT NULL,
        question TEXT NOT NULL,
        correct_answer TEXT NOT NULL,
        explanation TEXT NOT NULL,
        posed_at TEXT NOT NULL,
        revealed_at TEXT,
        PRIMARY KEY (room_id, question_number)
      );
      CREATE TABLE IF NOT EXISTS sqm_room_answers (
        room_id TEXT NOT NULL,
        question_number INTEGER NOT NULL,
        student_user_id TEXT NOT NULL,
        guesses TEXT NOT NULL,
        correct INTEGER NOT NULL,
        points INTEGER NOT NULL,
        answered_at TEXT NOT NULL,
        PRIMARY KEY (room_id, question_number, student_user_id)
      );
    `);
  },
  handlers(db) {
    const insertRoom = db.prepare(
      `INSERT INTO sqm_rooms (room_id, teacher_user_id, teacher_display_name, teacher_last_name, class_id, jam_mode, source_kind, source_id, title, practice_url, started_at, ends_at)
       VALUES (@roomId, @teacherUserId, @teacherDisplayName, @teacherLastName, @classId, @jamMode, @sourceKind, @sourceId, @title, @practiceUrl, @startedAt, @endsAt)`,
    );
    const insertStudent = db.prepare('INSERT INTO sqm_room_students (room_id, student_user_id, display_name, position) VALUES (?, ?, ?, ?)');
    const join = db.prepare('UPDATE sqm_room_students SET joined_at = COALESCE(joined_at, ?) WHERE room_id = ? AND student_user_id = ?');
    const insertQuestion = db.prepare(
      'INSERT INTO sqm_room_questions (room_id, question_number, question, correct_answer, explanation, posed_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const setCurrent = db.prepare('UPDATE sqm_rooms SET current_question_number = ? WHERE room_id = ?');
    const insertAnswer = db.prepare(
      'INSERT INTO sqm_room_answers (room_id, question_number, student_user_id, guesses, correct, points, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const countAnswer = db.prepare(
      'UPDATE sqm_room_students SET points = points + ?, answered = answered + 1, correct = correct + ?, joined_at = COALESCE(joined_at, ?) WHERE room_id = ? AND student_user_id = ?',
    );
    const reveal = db.prepare('UPDATE sqm_room_questions SET revealed_at = COALESCE(revealed_at, ?) WHERE room_id = ? AND question_number = ?');
    const pause = db.prepare('UPDATE sqm_rooms SET paused_since = ? WHERE room_id = ?');
    const end = db.prepare('UPDATE sqm_rooms SET ended_at = ?, end_reason = ?, paused_since = NULL WHERE room_id = ? AND ended_at IS NULL');
    return {
      SameQuestionRoomStarted: (data) => {
        insertRoom.run({
          roomId: data.roomId,
          teacherUserId: data.teacherUserId,
          teacherDisplayName: data.teacherDisplayName,
          teacherLastName: data.teacherLastName,
          classId: data.classId,
          jamMode: data.jamMode,
          sourceKind: data.source.kind,
          sourceId: data.source.kind === 'skill' ? data.source.permacode : data.source.questionSetId,
          title: data.title,
          practiceUrl: data.groupJamPracticeURL,
          startedAt: data.startedAt,
          endsAt: data.endsAt,
        });
        data.students.forEach((each, position) => insertStudent.run(data.roomId, each.studentUserId, each.displayName, position));
      },
      SameQuestionStudentJoined: (data) => join.run(data.joinedAt, data.roomId, data.studentUserId),
      SameQuestionPosed: (data) => {
        const { question } = data.posed;
        insertQuestion.run(data.roomId, question.questionNumber, JSON.stringify(question), data.posed.correctAnswer, data.posed.explanation, data.posedAt);
        setCurrent.run(question.questionNumber, data.roomId);
      },
      SameQuestionAnswered: (data) => {
        insertAnswer.run(data.roomId, data.questionNumber, data.studentUserId, JSON.stringify(data.guesses), data.correct ? 1 : 0, data.points, data.answeredAt);
        countAnswer.run(data.points, data.correct ? 1 : 0, data.answeredAt, data.roomId, data.studentUserId);
      },
      SameQuestionAnswerRevealed: (data) => reveal.run(data.revealedAt, data.roomId, data.questionNumber),
      SameQuestionRoomPaused: (data) => pause.run(data.pausedAt, data.roomId),
      SameQuestionRoomResumed: (data) => pause.run(null, data.roomId),
      SameQuestionRoomEnded: (data) => end.run(data.endedAt, data.reason, data.roomId),
    };
  },
};

/** A room as the routes need it. */
export interface RoomSummary {
  roomId: string;
  teacherUserId: string;
  teacherDisplayName: string;
  teacherLastName: string;
  classId: string | null;
  jamMode: JamMode;
  sourceKind: 'skill' | 'questionSet';
  /** The skill's permacode or the set's id. */
  sourceId: string;
  title: string;
  groupJamPracticeURL: string;
  startedAt: string;
  endsAt: string;
  endedAt: string | null;
  endReason: RoomEndReason | null;
  pausedSince: string | null;
  currentQuestionNumber: number;
  studentCount: number;
}

const roomColumns = `r.room_id AS roomId, r.teacher_user_id AS teacherUserId, r.teacher_display_name AS teacherDisplayName,
  r.teacher_last_name AS teacherLastName, r.class_id AS classId, r.jam_mode AS jamMode, r.source_kind AS sourceKind, r.source_id AS sourceId,
  r.title, r.practice_url AS groupJamPracticeURL, r.started_at AS startedAt, r.ends_at AS endsAt, r.ended_at AS endedAt, r.end_reason AS endReason,
  r.paused_since AS pausedSince, r.current_question_number AS currentQuestionNumber,
  (SELECT COUNT(*) FROM sqm_room_students s WHERE s.room_id = r.room_id) AS studentCount`;

interface StudentRow {
  studentUserId: string;
  displayName: string;
  joinedAt: string | null;
  points: number;
  answered: number;
  correct: number;
}

interface AnswerRow {
  studentUserId: string;
  guesses: string;
  correct: number;
  points: number;
}

interface QuestionRow {
  question: string;
  correctAnswer: string;
  explanation: string;
  revealedAt: string | null;
}

/** Ended, or past its end time (the timer records the end a moment later, or after a restart). */
export function isRoomOver(room: Pick<RoomSummary, 'endedAt' | 'endsAt'>, now: Date): boolean {
  return room.endedAt !== null || now.getTime() >= Date.parse(room.endsAt);
}

/** Ms until the room's end; 0 once it is over. */
export function msUntilRoomEnd(room: Pick<RoomSummary, 'endedAt' | 'endsAt'>, now: Date): number {
  return isRoomOver(room, now) ? 0 : Date.parse(room.endsAt) - now.getTime();
}

export function sameQuestionModeQueries(db: LogDatabase) {
  const byId = db.prepare(`SELECT ${roomColumns} FROM sqm_rooms r WHERE r.room_id = ?`);
  const openOfTeacher = db.prepare(
    `SELECT ${roomColumns} FROM sqm_rooms r WHERE r.teacher_user_id = ? AND r.ended_at IS NULL AND r.ends_at > ? ORDER BY r.started_at DESC, r.room_id LIMIT 1`,
  );
  const openOfStudent = db.prepare(
    `SELECT ${roomColumns} FROM sqm_rooms r JOIN sqm_room_students s ON s.room_id = r.room_id
     WHERE s.student_user_id = ? AND r.ended_at IS NULL AND r.ends_at > ? ORDER BY r.started_at, r.room_id`,
  );
  const open = db.prepare(`SELECT r.room_id AS roomId, r.ends_at AS endsAt FROM sqm_rooms r WHERE r.ended_at IS NULL`);
  const invited = db.prepare('SELECT 1 FROM sqm_room_students WHERE room_id = ? AND student_user_id = ?').pluck();
  const students = db.prepare(
    `SELECT student_user_id AS studentUserId, display_name AS displayName, joined_at AS joinedAt, points, answered, correct
     FROM sqm_room_students WHERE room_id = ? ORDER BY position`,
  );
  const answers = db.prepare(
    'SELECT student_user_id AS studentUserId, guesses, correct, points FROM sqm_room_answers WHERE room_id = ? AND question_number = ?',
  );
  const answer = db.prepare(
    'SELECT student_user_id AS studentUserId, guesses, correct, points FROM sqm_room_answers WHERE room_id = ? AND question_number = ? AND student_user_id = ?',
  );
  const question = db.prepare(
    'SELECT question, correct_answer AS correctAnswer, explanation, revealed_at AS revealedAt FROM sqm_room_questions WHERE room_id = ? AND question_number = ?',
  );

  const room = (roomId: string) => (byId.get(roomId) as RoomSummary | undefined) ?? null;

  return {
    room,
    /** The teacher's room that is open now (not ended, before its end time). */
    openRoomOfTeacher: (teacherUserId: string, now: Date) => (openOfTeacher.get(teacherUserId, now.toISOString()) as RoomSummary | undefined) ?? null,
    /** Rooms not yet recorded as ended (the timers arm one each). */
    unendedRooms: () => open.all() as { roomId: string; endsAt: string }[],
    isInvited: (roomId: string, studentUserId: string) => invited.get(roomId, studentUserId) !== undefined,
    /** A student's answer to one question of a room, if any. */
    answerOf(roomId: string, questionNumber: number, studentUserId: string): { guesses: string[]; correct: boolean; points: number } | null {
      const row = answer.get(roomId, questionNumber, studentUserId) as AnswerRow | undefined;
      return row ? { guesses: JSON.parse(row.guesses) as string[], correct: row.correct === 1, points: row.points } : null;
    },
    /** §3 invitations: the open rooms a student is invited to, oldest first. */
    invitationsOf(studentUserId: string, now: Date): SameQuestionModeInvitation[] {
      return (openOfStudent.all(studentUserId, now.toISOString()) as RoomSummary[]).map((each) => ({
        roomId: each.roomId,
        teacherLastName: each.teacherLastName,
        teacherDisplayName: each.teacherDisplayName,
        sameQuestionModeURLNamespace,
        groupJamPracticeURL: each.groupJamPracticeURL,
        jamMode: each.jamMode,
        initialMsElapsed: Math.max(0, now.getTime() - Date.parse(each.startedAt)),
        durationMs: Date.parse(each.endsAt) - Date.parse(each.startedAt),
      }));
    },

    /** The room as `viewer` sees it now (who sees what: docs/same-question-mode.md). The caller checked the viewer may. */
    roomView(roomId: string, viewer: { userId: string; as: 'teacher' | 'student' }, now: Date): RoomView | null {
      const summary = room(roomId);
      if (!summary) return null;
      const over = isRoomOver(summary, now);
      const competition = summary.jamMode === 'competition';
      const roster = students.all(roomId) as StudentRow[];
      const current = question.get(roomId, summary.currentQuestionNumber) as QuestionRow | undefined;
      const currentAnswers = (answers.all(roomId, summary.currentQuestionNumber) as AnswerRow[]).map((row) => ({
        studentUserId: row.studentUserId,
        guesses: JSON.parse(row.guesses) as string[],
        guess: guessText(JSON.parse(row.guesses) as string[]),
        correct: row.correct === 1,
        points: row.points,
      }));
      const answerOf = new Map(currentAnswers.map((answer) => [answer.studentUserId, answer]));
      const revealed = current?.revealedAt != null;
      const teacher = viewer.as === 'teacher';
      const mine = teacher ? null : (roster.find((each) => each.studentUserId === viewer.userId) ?? null);
      const myAnswer = teacher ? null : (answerOf.get(viewer.userId) ?? null);
      // Students see the points of the current question once it is revealed (or the room is over): the leaderboard does not tell who is right before.
      const hidesCurrent = !teacher && !revealed && !over;
      const leaderboard = competition
        ? rankLeaderboard(
            roster
              .filter((each) => each.joinedAt !== null)
              .map((each) => ({ studentUserId: each.studentUserId, displayName: each.displayName, points: each.points - (hidesCurrent ? (answerOf.get(each.studentUserId)?.points ?? 0) : 0) })),
          )
        : null;
      const tally = answerTally(currentAnswers);
      const rows: RoomAnswerRow[] | null = teacher
        ? roster.map((each) => {
            const answer = answerOf.get(each.studentUserId);
            return { studentUserId: each.studentUserId, displayName: each.displayName, joined: each.joinedAt !== null, answered: answer !== undefined, correct: answer?.correct ?? null, guess: answer?.guess ?? null };
          })
        : null;
      return {
        roomId,
        jamMode: summary.jamMode,
        status: over ? 'ended' : summary.pausedSince !== null ? 'paused' : 'open',
        endsAt: summary.endedAt ?? summary.endsAt,
        endedReason: summary.endReason ?? (over ? 'time' : null),
        viewer: viewer.as,
        teacherDisplayName: summary.teacherDisplayName,
        title: summary.title,
        groupJamPracticeURL: summary.groupJamPracticeURL,
        question: current ? (JSON.parse(current.question) as RoomQuestion) : null,
        revealed: current && revealed ? { correctAnswer: current.correctAnswer, explanation: current.explanation } : null,
        myAnswer: myAnswer ? { guesses: myAnswer.guesses, correct: myAnswer.correct, points: myAnswer.points } : null,
        classProgress: { joined: roster.filter((each) => each.joinedAt !== null).length, answered: tally.answered, correct: tally.correct, invited: roster.length },
        answers: rows,
        spread: teacher || revealed || over ? answerSpread(currentAnswers) : null,
        leaderboard,
        summary: over
          ? teacher
            ? { questionsPosed: summary.currentQuestionNumber, answered: roster.reduce((n, each) => n + each.answered, 0), correct: roster.reduce((n, each) => n + each.correct, 0) }
            : { questionsPosed: summary.currentQuestionNumber, answered: mine?.answered ?? 0, correct: mine?.correct ?? 0 }
          : null,
      };
    },
  };
}

export type SameQuestionModeQueries = ReturnType<typeof sameQuestionModeQueries>;
