import type { LogDatabase } from '../events/log/log-database';
import type { QuizCreatedData, QuizEvent, QuizItem, QuizShareScope } from '../events/quizzes';
import type { Projection } from './projection';

// Quizzes' read model (issue 29 item 4, docs/quizzes.md): each quiz (its snapshot of items, its
// assignment, times, release and sharing), each student's attempt and each answer per quiz item —
// which student answered what, right or wrong — for the teacher's page and the reports that follow
// (quiz analysis, student quiz results, quiz resource results). Inline: a start's or an answer's own
// response reads the attempt at once. Deterministic: times come from the events.
// Version 2: the index `quizzes_from` (a resource's uses, for the quiz-resource reports).

export const quizzesProjection: Projection<QuizEvent> = {
  name: 'quizzes',
  version: 2,
  mode: 'inline',
  tables: ['quizzes', 'quiz_assignees', 'quiz_attempts', 'quiz_answers'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS quizzes (
        quiz_id TEXT PRIMARY KEY,
        teacher_user_id TEXT NOT NULL,
        teacher_display_name TEXT NOT NULL,
        school_id TEXT,
        district_id TEXT,
        title TEXT NOT NULL,
        source_kind TEXT NOT NULL,
        source_label TEXT NOT NULL,
        source TEXT NOT NULL,
        from_quiz_id TEXT,
        items TEXT NOT NULL,
        question_count INTEGER NOT NULL,
        class_ids TEXT NOT NULL,
        opens_at TEXT NOT NULL,
        closes_at TEXT NOT NULL,
        time_limit_minutes INTEGER,
        created_at TEXT NOT NULL,
        released_at TEXT,
        shared_scope TEXT,
        shared_at TEXT
      );
      CREATE INDEX IF NOT EXISTS quizzes_teacher ON quizzes (teacher_user_id, created_at);
      CREATE INDEX IF NOT EXISTS quizzes_shared_school ON quizzes (shared_scope, school_id);
      CREATE INDEX IF NOT EXISTS quizzes_shared_district ON quizzes (shared_scope, district_id);
      CREATE INDEX IF NOT EXISTS quizzes_from ON quizzes (from_quiz_id);
      CREATE TABLE IF NOT EXISTS quiz_assignees (
        quiz_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        PRIMARY KEY (quiz_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS quiz_assignees_student ON quiz_assignees (student_user_id);
      CREATE TABLE IF NOT EXISTS quiz_attempts (
        quiz_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        started_at TEXT NOT NULL,
        deadline TEXT NOT NULL,
        answered INTEGER NOT NULL DEFAULT 0,
        right_count INTEGER NOT NULL DEFAULT 0,
        submitted_at TEXT,
        PRIMARY KEY (quiz_id, student_user_id)
      );
      CREATE TABLE IF NOT EXISTS quiz_answers (
        quiz_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        question_number INTEGER NOT NULL,
        question_key TEXT NOT NULL,
        response TEXT NOT NULL,
        correct INTEGER NOT NULL,
        correct_answer TEXT NOT NULL,
        answered_at TEXT NOT NULL,
        PRIMARY KEY (quiz_id, student_user_id, question_number)
      );
    `);
  },
  handlers(db) {
    const insertQuiz = db.prepare(
      `INSERT INTO quizzes (quiz_id, teacher_user_id, teacher_display_name, school_id, district_id, title, source_kind, source_label, source, from_quiz_id,
         items, question_count, class_ids, opens_at, closes_at, time_limit_minutes, created_at)
       VALUES (@quizId, @teacherUserId, @teacherDisplayName, @schoolId, @districtId, @title, @sourceKind, @sourceLabel, @source, @fromQuizId,
         @items, @questionCount, @classIds, @opensAt, @closesAt, @timeLimitMinutes, @createdAt)`,
    );
    const insertAssignee = db.prepare('INSERT OR IGNORE INTO quiz_assignees (quiz_id, student_user_id) VALUES (?, ?)');
    const release = db.prepare('UPDATE quizzes SET released_at = ? WHERE quiz_id = ?');
    const share = db.prepare('UPDATE quizzes SET shared_scope = ?, shared_at = ? WHERE quiz_id = ?');
    const startAttempt = db.prepare('INSERT OR IGNORE INTO quiz_attempts (quiz_id, student_user_id, started_at, deadline) VALUES (?, ?, ?, ?)');
    const insertAnswer = db.prepare(
      'INSERT OR REPLACE INTO quiz_answers (quiz_id, student_user_id, question_number, question_key, response, correct, correct_answer, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const countAnswer = db.prepare('UPDATE quiz_attempts SET answered = answered + 1, right_count = right_count + ? WHERE quiz_id = ? AND student_user_id = ?');
    const submitAttempt = db.prepare('UPDATE quiz_attempts SET submitted_at = ?, answered = ?, right_count = ? WHERE quiz_id = ? AND student_user_id = ?');
    return {
      QuizCreated: (data) => {
        insertQuiz.run({
          quizId: data.quizId,
          teacherUserId: data.teacherUserId,
          teacherDisplayName: data.teacherDisplayName,
          schoolId: data.schoolId,
          districtId: data.districtId,
          title: data.title,
          sourceKind: data.source.kind,
          sourceLabel: data.source.kind === 'questionSet' ? data.source.setTitle : data.source.permacodes.join(', '),
          source: JSON.stringify(data.source),
          fromQuizId: data.fromQuizId,
          items: JSON.stringify(data.items),
          questionCount: data.items.length,
          classIds: JSON.stringify(data.classIds),
          opensAt: data.opensAt,
          closesAt: data.closesAt,
          timeLimitMinutes: data.timeLimitMinutes,
          createdAt: data.createdAt,
        });
        for (const studentUserId of data.studentUserIds) insertAssignee.run(data.quizId, studentUserId);
      },
      QuizResultsReleased: (data) => release.run(data.releasedAt, data.quizId),
      QuizShared: (data) => share.run(data.scope, data.sharedAt, data.quizId),
      QuizStarted: (data) => startAttempt.run(data.quizId, data.studentUserId, data.startedAt, data.deadline),
      QuizQuestionAnswered: (data) => {
        insertAnswer.run(data.quizId, data.studentUserId, data.questionNumber, data.questionKey, data.response, data.correct ? 1 : 0, data.correctAnswer, data.answeredAt);
        countAnswer.run(data.correct ? 1 : 0, data.quizId, data.studentUserId);
      },
      QuizSubmitted: (data) => submitAttempt.run(data.submittedAt, data.answered, data.right, data.quizId, data.studentUserId),
    };
  },
};

/** A quiz as the read model holds it. */
export interface QuizRow {
  quizId: string;
  teacherUserId: string;
  teacherDisplayName: string;
  schoolId: string | null;
  districtId: string | null;
  title: string;
  sourceKind: 'questionSet' | 'skills';
  sourceLabel: string;
  source: QuizCreatedData['source'];
  fromQuizId: string | null;
  items: QuizItem[];
  questionCount: number;
  classIds: string[];
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
  createdAt: string;
  releasedAt: string | null;
  sharedScope: QuizShareScope | null;
  sharedAt: string | null;
}

/** A student's attempt. `submittedAt` null and the deadline passed: it counts as submitted at its deadline. */
export interface QuizAttemptRow {
  quizId: string;
  studentUserId: string;
  startedAt: string;
  deadline: string;
  answered: number;
  right: number;
  submittedAt: string | null;
}

/** One answer to one quiz item. */
export interface QuizAnswerRow {
  quizId: string;
  studentUserId: string;
  questionNumber: number;
  questionKey: string;
  response: string;
  correct: boolean;
  correctAnswer: string;
  answeredAt: string;
}

type StoredQuiz = Omit<QuizRow, 'items' | 'classIds' | 'source'> & { items: string; classIds: string; source: string };
type StoredAnswer = Omit<QuizAnswerRow, 'correct'> & { correct: number };

const quizColumnsOf = (q: string) => `${q}quiz_id AS quizId, ${q}teacher_user_id AS teacherUserId, ${q}teacher_display_name AS teacherDisplayName,
  ${q}school_id AS schoolId, ${q}district_id AS districtId, ${q}title AS title, ${q}source_kind AS sourceKind, ${q}source_label AS sourceLabel,
  ${q}source AS source, ${q}from_quiz_id AS fromQuizId, ${q}items AS items, ${q}question_count AS questionCount, ${q}class_ids AS classIds,
  ${q}opens_at AS opensAt, ${q}closes_at AS closesAt, ${q}time_limit_minutes AS timeLimitMinutes, ${q}created_at AS createdAt,
  ${q}released_at AS releasedAt, ${q}shared_scope AS sharedScope, ${q}shared_at AS sharedAt`;
const quizColumns = quizColumnsOf('');
const attemptColumns = 'quiz_id AS quizId, student_user_id AS studentUserId, started_at AS startedAt, deadline, answered, right_count AS right, submitted_at AS submittedAt';
const answerColumns = `quiz_id AS quizId, student_user_id AS studentUserId, question_number AS questionNumber, question_key AS questionKey, response, correct,
  correct_answer AS correctAnswer, answered_at AS answeredAt`;

export function quizzesQueries(db: LogDatabase) {
  const quizById = db.prepare(`SELECT ${quizColumns} FROM quizzes WHERE quiz_id = ?`);
  const quizzesOfTeacher = db.prepare(`SELECT ${quizColumns} FROM quizzes WHERE teacher_user_id = ? ORDER BY created_at DESC, quiz_id`);
  const quizzesOfStudent = db.prepare(
    `SELECT ${quizColumnsOf('q.')} FROM quiz_assignees a JOIN quizzes q ON q.quiz_id = a.quiz_id WHERE a.student_user_id = ? ORDER BY q.closes_at, q.quiz_id`,
  );
  const shared = db.prepare(
    `SELECT ${quizColumns} FROM quizzes
     WHERE teacher_user_id != @userId AND ((shared_scope = 'school' AND @schoolId IS NOT NULL AND school_id = @schoolId)
        OR (shared_scope = 'district' AND @districtId IS NOT NULL AND district_id = @districtId))
     ORDER BY shared_at DESC, quiz_id`,
  );
  // Issue 29 item 5 (the quiz reports): the quizzes assigned to a class. Reads only, no new table.
  const quizzesOfClass = db.prepare(
    `SELECT ${quizColumns} FROM quizzes WHERE EXISTS (SELECT 1 FROM json_each(quizzes.class_ids) WHERE json_each.value = ?) ORDER BY closes_at DESC, quiz_id`,
  );
  // The quiz-resource reports (docs/administrator-reports.md "Quiz resource reports"): every shared quiz, and a resource's uses.
  const sharedQuizzes = db.prepare(`SELECT ${quizColumns} FROM quizzes WHERE shared_scope IS NOT NULL ORDER BY shared_at DESC, quiz_id`);
  const usesOf = db.prepare(`SELECT ${quizColumns} FROM quizzes WHERE quiz_id = @quizId OR from_quiz_id = @quizId ORDER BY created_at, quiz_id`);
  const assigneesOf = db.prepare('SELECT student_user_id AS studentUserId FROM quiz_assignees WHERE quiz_id = ? ORDER BY student_user_id');
  const isAssigned = db.prepare('SELECT 1 AS yes FROM quiz_assignees WHERE quiz_id = ? AND student_user_id = ?');
  const attemptOf = db.prepare(`SELECT ${attemptColumns} FROM quiz_attempts WHERE quiz_id = ? AND student_user_id = ?`);
  const attemptsOf = db.prepare(`SELECT ${attemptColumns} FROM quiz_attempts WHERE quiz_id = ? ORDER BY student_user_id`);
  const answersOfStudent = db.prepare(`SELECT ${answerColumns} FROM quiz_answers WHERE quiz_id = ? AND student_user_id = ? ORDER BY question_number`);
  const answersOfQuiz = db.prepare(`SELECT ${answerColumns} FROM quiz_answers WHERE quiz_id = ? ORDER BY student_user_id, question_number`);

  const quizOf = (row: StoredQuiz): QuizRow => ({
    ...row,
    items: JSON.parse(row.items) as QuizItem[],
    classIds: JSON.parse(row.classIds) as string[],
    source: JSON.parse(row.source) as QuizCreatedData['source'],
  });
  const answerOf = (row: StoredAnswer): QuizAnswerRow => ({ ...row, correct: row.correct === 1 });

  return {
    quiz: (quizId: string): QuizRow | null => {
      const row = quizById.get(quizId) as StoredQuiz | undefined;
      return row ? quizOf(row) : null;
    },
    /** A teacher's own quizzes, newest first. */
    quizzesOf: (teacherUserId: string): QuizRow[] => (quizzesOfTeacher.all(teacherUserId) as StoredQuiz[]).map(quizOf),
    /** The quizzes a student is assigned, soonest closing first. */
    assignedTo: (studentUserId: string): QuizRow[] => (quizzesOfStudent.all(studentUserId) as StoredQuiz[]).map(quizOf),
    /** Quizzes other teachers shared with this teacher's school or district (quiz resources), most recently shared first. */
    resourcesFor: (viewer: { userId: string; schoolId: string | null; districtId: string | null }): QuizRow[] =>
      (shared.all({ userId: viewer.userId, schoolId: viewer.schoolId, districtId: viewer.districtId }) as StoredQuiz[]).map(quizOf),
    /** The quizzes assigned to a class (its `classIds` names it), the latest closing first. */
    quizzesOfClass: (classId: string): QuizRow[] => (quizzesOfClass.all(classId) as StoredQuiz[]).map(quizOf),
    /** Every quiz shared with its school or district (the quiz resources), most recently shared first. */
    sharedQuizzes: (): QuizRow[] => (sharedQuizzes.all() as StoredQuiz[]).map(quizOf),
    /** A resource's uses: the resource itself and the quizzes assigned from it (`fromQuizId`), oldest first. */
    usesOf: (resourceQuizId: string): QuizRow[] => (usesOf.all({ quizId: resourceQuizId }) as StoredQuiz[]).map(quizOf),
    assignees: (quizId: string): string[] => (assigneesOf.all(quizId) as { studentUserId: string }[]).map((row) => row.studentUserId),
    isAssigned: (quizId: string, studentUserId: string): boolean => isAssigned.get(quizId, studentUserId) !== undefined,
    attempt: (quizId: string, studentUserId: string): QuizAttemptRow | null => (attemptOf.get(quizId, studentUserId) as QuizAttemptRow | undefined) ?? null,
    attempts: (quizId: string): QuizAttemptRow[] => attemptsOf.all(quizId) as QuizAttemptRow[],
    /** A student's answers to a quiz, per item, in order. */
    answersOf: (quizId: string, studentUserId: string): QuizAnswerRow[] => (answersOfStudent.all(quizId, studentUserId) as StoredAnswer[]).map(answerOf),
    /** Every answer to a quiz: which student answered what, right or wrong, per item. */
    answersTo: (quizId: string): QuizAnswerRow[] => (answersOfQuiz.all(quizId) as StoredAnswer[]).map(answerOf),
  };
}

export type QuizzesQueries = ReturnType<typeof quizzesQueries>;
