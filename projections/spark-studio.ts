import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { UserRegistered } from '../events/school-directory';
import { maySeeQuestionSet, type QuestionSetSummary, type SparkQuestion, type SparkQuestionKind, type SparkStudioEvent } from '../events/spark-studio';
import type { Projection } from './projection';

// Spark Studio question sets and their questions, in order. Inline: the editor reads
// its own writes. It also keeps each user's school and name (from UserRegistered), so
// that "visible to this teacher" is answered here without another projection's tables.

type SparkStudioProjectionEvent = SparkStudioEvent | EventOf<typeof UserRegistered>;

export const sparkStudioProjection: Projection<SparkStudioProjectionEvent> = {
  name: 'spark-studio',
  version: 1,
  mode: 'inline',
  tables: ['spark_studio_users', 'spark_question_sets', 'spark_questions'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS spark_studio_users (
        user_id TEXT PRIMARY KEY,
        role TEXT NOT NULL,
        school_id TEXT,
        display_name TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS spark_question_sets (
        question_set_id TEXT PRIMARY KEY,
        author_user_id TEXT NOT NULL,
        school_id TEXT,
        title TEXT NOT NULL,
        shared_school_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS spark_question_sets_author ON spark_question_sets (author_user_id);
      CREATE INDEX IF NOT EXISTS spark_question_sets_shared ON spark_question_sets (shared_school_id);
      CREATE TABLE IF NOT EXISTS spark_questions (
        question_set_id TEXT NOT NULL,
        question_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        kind TEXT NOT NULL,
        prompt TEXT NOT NULL,
        choices TEXT NOT NULL,
        answer TEXT NOT NULL,
        explanation TEXT NOT NULL,
        PRIMARY KEY (question_set_id, question_id)
      );
    `);
  },
  handlers(db) {
    const upsertUser = db.prepare(
      `INSERT INTO spark_studio_users (user_id, role, school_id, display_name) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, school_id = excluded.school_id, display_name = excluded.display_name`,
    );
    const insertSet = db.prepare(
      'INSERT INTO spark_question_sets (question_set_id, author_user_id, school_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const touch = db.prepare('UPDATE spark_question_sets SET updated_at = ? WHERE question_set_id = ?');
    const rename = db.prepare('UPDATE spark_question_sets SET title = ?, updated_at = ? WHERE question_set_id = ?');
    const share = db.prepare('UPDATE spark_question_sets SET shared_school_id = ?, updated_at = ? WHERE question_set_id = ?');
    const deleteSet = db.prepare('DELETE FROM spark_question_sets WHERE question_set_id = ?');
    const deleteQuestions = db.prepare('DELETE FROM spark_questions WHERE question_set_id = ?');
    const insertQuestion = db.prepare(
      `INSERT INTO spark_questions (question_set_id, question_id, position, kind, prompt, choices, answer, explanation)
       VALUES (@questionSetId, @questionId, (SELECT COALESCE(MAX(position), 0) + 1 FROM spark_questions WHERE question_set_id = @questionSetId),
               @kind, @prompt, @choices, @answer, @explanation)`,
    );
    const updateQuestion = db.prepare(
      `UPDATE spark_questions SET kind = @kind, prompt = @prompt, choices = @choices, answer = @answer, explanation = @explanation
       WHERE question_set_id = @questionSetId AND question_id = @questionId`,
    );
    const deleteQuestion = db.prepare('DELETE FROM spark_questions WHERE question_set_id = ? AND question_id = ?');
    const movePosition = db.prepare('UPDATE spark_questions SET position = ? WHERE question_set_id = ? AND question_id = ?');
    const questionRow = (questionSetId: string, question: SparkQuestion) => ({
      questionSetId,
      questionId: question.questionId,
      kind: question.kind,
      prompt: question.prompt,
      choices: JSON.stringify(question.choices),
      answer: question.answer,
      explanation: question.explanation,
    });
    return {
      UserRegistered: (data) => upsertUser.run(data.userId, data.role, data.schoolId, data.displayName),
      QuestionSetCreated: (data, metadata) => insertSet.run(data.questionSetId, data.authorUserId, data.schoolId, data.title, data.createdAt, metadata.at),
      QuestionSetRenamed: (data, metadata) => rename.run(data.title, metadata.at, data.questionSetId),
      SparkQuestionAdded: (data, metadata) => {
        insertQuestion.run(questionRow(data.questionSetId, data.question));
        touch.run(metadata.at, data.questionSetId);
      },
      SparkQuestionEdited: (data, metadata) => {
        updateQuestion.run(questionRow(data.questionSetId, data.question));
        touch.run(metadata.at, data.questionSetId);
      },
      SparkQuestionRemoved: (data, metadata) => {
        deleteQuestion.run(data.questionSetId, data.questionId);
        touch.run(metadata.at, data.questionSetId);
      },
      SparkQuestionsReordered: (data, metadata) => {
        data.questionIds.forEach((questionId, index) => movePosition.run(index + 1, data.questionSetId, questionId));
        touch.run(metadata.at, data.questionSetId);
      },
      QuestionSetShared: (data, metadata) => share.run(data.schoolId, metadata.at, data.questionSetId),
      QuestionSetUnshared: (data, metadata) => share.run(null, metadata.at, data.questionSetId),
      QuestionSetDeleted: (data) => {
        deleteQuestions.run(data.questionSetId);
        deleteSet.run(data.questionSetId);
      },
    };
  },
};

/** A set as the read model holds it, with who may see it. */
export interface StoredQuestionSet {
  questionSetId: string;
  title: string;
  authorUserId: string;
  authorDisplayName: string;
  /** The author's school: the one the set can be shared with. */
  schoolId: string | null;
  sharedWithSchoolId: string | null;
  createdAt: string;
  updatedAt: string;
  questions: SparkQuestion[];
}

interface SetRow {
  questionSetId: string;
  title: string;
  authorUserId: string;
  authorDisplayName: string | null;
  schoolId: string | null;
  sharedWithSchoolId: string | null;
  createdAt: string;
  updatedAt: string;
  questionCount: number;
}

interface QuestionRow {
  questionId: string;
  kind: SparkQuestionKind;
  prompt: string;
  choices: string;
  answer: string;
  explanation: string;
}

const setColumns = `s.question_set_id AS questionSetId, s.title, s.author_user_id AS authorUserId, u.display_name AS authorDisplayName,
  s.school_id AS schoolId, s.shared_school_id AS sharedWithSchoolId, s.created_at AS createdAt, s.updated_at AS updatedAt,
  (SELECT COUNT(*) FROM spark_questions q WHERE q.question_set_id = s.question_set_id) AS questionCount`;

export function sparkStudioQueries(db: LogDatabase) {
  const setById = db.prepare(`SELECT ${setColumns} FROM spark_question_sets s LEFT JOIN spark_studio_users u ON u.user_id = s.author_user_id WHERE s.question_set_id = ?`);
  const questionsOf = db.prepare(
    'SELECT question_id AS questionId, kind, prompt, choices, answer, explanation FROM spark_questions WHERE question_set_id = ? ORDER BY position, question_id',
  );
  const userById = db.prepare('SELECT user_id AS userId, role, school_id AS schoolId FROM spark_studio_users WHERE user_id = ?');
  const visible = db.prepare(
    `SELECT ${setColumns} FROM spark_question_sets s LEFT JOIN spark_studio_users u ON u.user_id = s.author_user_id
     WHERE s.author_user_id = @userId OR (@schoolId IS NOT NULL AND s.shared_school_id = @schoolId)
     ORDER BY s.author_user_id != @userId, s.updated_at DESC, s.question_set_id`,
  );
  const ownedCount = db.prepare('SELECT COUNT(*) AS n FROM spark_question_sets WHERE author_user_id = ?');

  const questions = (questionSetId: string): SparkQuestion[] =>
    (questionsOf.all(questionSetId) as QuestionRow[]).map((row) => ({ ...row, choices: JSON.parse(row.choices) as string[] }));
  const viewer = (userId: string) => userById.get(userId) as { userId: string; role: string; schoolId: string | null } | undefined;
  const summary = (row: SetRow, userId: string): QuestionSetSummary => ({
    questionSetId: row.questionSetId,
    title: row.title,
    authorUserId: row.authorUserId,
    authorDisplayName: row.authorDisplayName ?? '',
    questionCount: row.questionCount,
    shared: row.sharedWithSchoolId !== null,
    mine: row.authorUserId === userId,
    updatedAt: row.updatedAt,
  });

  return {
    /** A set (not deleted) with its questions in order, whoever asks: routes check `maySeeQuestionSet`. */
    questionSet(questionSetId: string): StoredQuestionSet | null {
      const row = setById.get(questionSetId) as SetRow | undefined;
      if (!row) return null;
      const { questionCount: _count, authorDisplayName, ...set } = row;
      return { ...set, authorDisplayName: authorDisplayName ?? '', questions: questions(questionSetId) };
    },
    /** A user's own sets, then the sets shared with their school, most recently changed first. */
    setsVisibleTo(userId: string): QuestionSetSummary[] {
      const schoolId = viewer(userId)?.schoolId ?? null;
      return (visible.all({ userId, schoolId }) as SetRow[]).map((row) => summary(row, userId));
    },
    /** Sets (not deleted) a user wrote: the per-author limit. */
    ownedSetCount: (userId: string) => (ownedCount.get(userId) as { n: number }).n,
    /**
     * For a room on a set (SQM-SERVER): the set's title and questions in order, or null when the set
     * is missing, deleted or not visible to that teacher (their own sets and sets shared with their school).
     */
    questionSetForRoom(questionSetId: string, teacherUserId: string): { questionSetId: string; title: string; questions: SparkQuestion[] } | null {
      const row = setById.get(questionSetId) as SetRow | undefined;
      const teacher = viewer(teacherUserId);
      if (!row || !teacher || !maySeeQuestionSet(teacher, row)) return null;
      return { questionSetId: row.questionSetId, title: row.title, questions: questions(questionSetId) };
    },
  };
}

export type SparkStudioQueries = ReturnType<typeof sparkStudioQueries>;
