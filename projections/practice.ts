import type { LogDatabase } from '../events/log/log-database';
import type { PracticeEvent } from '../events/practice';
import type { Subject } from '../events/curriculum';
import type { Projection } from './projection';

// Read models of practice (issue 10 §9, docs/practice.md), all inline (an answer
// is visible to the next read: the next question's level, the visitor's count):
//
// - practice_skill_scores: learner × skill — SmartScore, questions, seconds, last
//   answered, proficient, mastered (visitors too: their next question's level);
// - practice_answers: the questions log, one row per answer of a signed-in learner;
// - practice_daily_usage: learner × UTC day — questions and seconds (visitors too:
//   the ten-a-day limit);
// - live_classroom_students: per signed-in learner, their day so far as the
//   teacher's live classroom shows it — current skill, score, the last ten
//   answers, the wrong-answer streak and the score's peak in the sitting, and the
//   needs-help flag.
//
// Days are UTC days of `answeredAt`. A sitting is a run of answers with no gap
// over 30 minutes, within one day.

/** A gap longer than this between two answers starts a new sitting. */
export const SITTING_GAP_MS = 30 * 60 * 1000;
/** Wrong answers in a row (in the sitting) that raise the needs-help flag. */
export const NEEDS_HELP_WRONG_IN_A_ROW = 3;
/** A fall of this many points below the sitting's peak on the current skill raises the needs-help flag. */
export const NEEDS_HELP_SCORE_DROP = 10;
/** The answers the live classroom shows per student. */
export const LIVE_CLASSROOM_LAST_ANSWERS = 10;

/** The UTC day (`YYYY-MM-DD`) of an ISO time or a date. */
export const utcDay = (at: string | Date): string => (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);

/** Where a learner's sitting stands after an answer: what the needs-help rule looks at. */
export interface Sitting {
  day: string;
  skillId: number;
  wrongInARow: number;
  sittingPeak: number;
  lastAnsweredAt: string;
}

interface LiveRow extends Sitting {
  lastAnswers: string;
}

/**
 * The live classroom's needs-help rule (one place; the teacher reports reuse it
 * over their own local days): the sitting after an answer given on `day`, and
 * whether the learner needs help — NEEDS_HELP_WRONG_IN_A_ROW wrong answers in a
 * row in the sitting, or a fall of NEEDS_HELP_SCORE_DROP points below the
 * sitting's peak on the current skill.
 */
export function sittingAfter(
  previous: Sitting | undefined,
  answer: { day: string; skillId: number; correct: boolean; scoreBefore: number; scoreAfter: number; answeredAt: string },
): Sitting & { sameDay: boolean; needsHelp: boolean } {
  const sameDay = previous?.day === answer.day;
  const sameSitting = sameDay && Date.parse(answer.answeredAt) - Date.parse(previous.lastAnsweredAt) <= SITTING_GAP_MS;
  const sameSkill = sameSitting && previous.skillId === answer.skillId;
  const wrongInARow = answer.correct ? 0 : (sameSitting ? previous.wrongInARow : 0) + 1;
  const sittingPeak = sameSkill ? Math.max(previous.sittingPeak, answer.scoreAfter) : Math.max(answer.scoreBefore, answer.scoreAfter);
  const needsHelp = wrongInARow >= NEEDS_HELP_WRONG_IN_A_ROW || sittingPeak - answer.scoreAfter >= NEEDS_HELP_SCORE_DROP;
  return { day: answer.day, skillId: answer.skillId, wrongInARow, sittingPeak, lastAnsweredAt: answer.answeredAt, sameDay, needsHelp };
}

export const practiceProjection: Projection<PracticeEvent> = {
  name: 'practice',
  version: 1,
  mode: 'inline',
  tables: ['practice_skill_scores', 'practice_answers', 'practice_daily_usage', 'live_classroom_students'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS practice_skill_scores (
        learner_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        grade INTEGER NOT NULL,
        score INTEGER NOT NULL,
        questions INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        last_answered_at TEXT NOT NULL,
        proficient INTEGER NOT NULL DEFAULT 0,
        mastered INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (learner_id, skill_id)
      );
      CREATE TABLE IF NOT EXISTS practice_answers (
        position INTEGER PRIMARY KEY,
        learner_id TEXT NOT NULL,
        day TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        grade INTEGER NOT NULL,
        level INTEGER NOT NULL,
        seed TEXT NOT NULL,
        correct INTEGER NOT NULL,
        response TEXT NOT NULL,
        score_before INTEGER NOT NULL,
        score_after INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        answered_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS practice_answers_learner_day ON practice_answers (learner_id, day, position);
      CREATE INDEX IF NOT EXISTS practice_answers_learner ON practice_answers (learner_id, position);
      CREATE TABLE IF NOT EXISTS practice_daily_usage (
        learner_id TEXT NOT NULL,
        day TEXT NOT NULL,
        questions INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        PRIMARY KEY (learner_id, day)
      );
      CREATE TABLE IF NOT EXISTS live_classroom_students (
        learner_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        score INTEGER NOT NULL,
        last_answers TEXT NOT NULL,
        wrong_in_a_row INTEGER NOT NULL,
        sitting_peak INTEGER NOT NULL,
        last_answered_at TEXT NOT NULL,
        needs_help INTEGER NOT NULL
      );
    `);
  },
  handlers(db) {
    const upsertScore = db.prepare(`
      INSERT INTO practice_skill_scores (learner_id, skill_id, permacode, subject, grade, score, questions, seconds, last_answered_at)
      VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)
      ON CONFLICT (learner_id, skill_id) DO UPDATE SET
        score = excluded.score, questions = questions + 1, seconds = seconds + excluded.seconds, last_answered_at = excluded.last_answered_at`);
    const insertAnswer = db.prepare(`
      INSERT INTO practice_answers (position, learner_id, day, skill_id, permacode, subject, grade, level, seed, correct, response, score_before, score_after, seconds, answered_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const addUsage = db.prepare(`
      INSERT INTO practice_daily_usage (learner_id, day, questions, seconds) VALUES (?, ?, 1, ?)
      ON CONFLICT (learner_id, day) DO UPDATE SET questions = questions + 1, seconds = seconds + excluded.seconds`);
    const liveRow = db.prepare(
      `SELECT day, skill_id AS skillId, last_answers AS lastAnswers, wrong_in_a_row AS wrongInARow, sitting_peak AS sittingPeak,
              last_answered_at AS lastAnsweredAt FROM live_classroom_students WHERE learner_id = ?`,
    );
    // Every column is set: an upsert updates the row in place (REPLACE deleted and inserted it again).
    const putLiveRow = db.prepare(`
      INSERT INTO live_classroom_students (learner_id, day, skill_id, permacode, score, last_answers, wrong_in_a_row, sitting_peak, last_answered_at, needs_help)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (learner_id) DO UPDATE SET day = excluded.day, skill_id = excluded.skill_id, permacode = excluded.permacode, score = excluded.score,
        last_answers = excluded.last_answers, wrong_in_a_row = excluded.wrong_in_a_row, sitting_peak = excluded.sitting_peak,
        last_answered_at = excluded.last_answered_at, needs_help = excluded.needs_help`);
    const setProficient = db.prepare('UPDATE practice_skill_scores SET proficient = 1 WHERE learner_id = ? AND skill_id = ?');
    const setMastered = db.prepare('UPDATE practice_skill_scores SET mastered = 1 WHERE learner_id = ? AND skill_id = ?');
    return {
      PracticeQuestionAnswered: (data, metadata) => {
        const day = utcDay(data.answeredAt);
        upsertScore.run(data.learnerId, data.skillId, data.permacode, data.subject, data.grade, data.scoreAfter, data.secondsSpent, data.answeredAt);
        addUsage.run(data.learnerId, day, data.secondsSpent);
        if (data.visitor) return;
        const correct = data.correct ? 1 : 0;
        insertAnswer.run(
          metadata.position, data.learnerId, day, data.skillId, data.permacode, data.subject, data.grade, data.level, data.seed, correct, data.response,
          data.scoreBefore, data.scoreAfter, data.secondsSpent, data.answeredAt,
        );
        // The live classroom's row: the day so far, the sitting so far.
        const previous = liveRow.get(data.learnerId) as LiveRow | undefined;
        const sitting = sittingAfter(previous, { ...data, day });
        const lastAnswers = `${sitting.sameDay ? previous!.lastAnswers : ''}${data.correct ? '1' : '0'}`.slice(-LIVE_CLASSROOM_LAST_ANSWERS);
        putLiveRow.run(
          data.learnerId, day, data.skillId, data.permacode, data.scoreAfter, lastAnswers, sitting.wrongInARow, sitting.sittingPeak, data.answeredAt,
          sitting.needsHelp ? 1 : 0,
        );
      },
      SkillProficient: (data) => setProficient.run(data.learnerId, data.skillId),
      SkillMastered: (data) => setMastered.run(data.learnerId, data.skillId),
    };
  },
};

/** A learner's practice of one skill. */
export interface SkillScore {
  skillId: number;
  permacode: string;
  subject: Subject;
  grade: number;
  smartScore: number;
  questionsAnswered: number;
  secondsSpent: number;
  lastPractisedAt: string;
  proficient: boolean;
  mastered: boolean;
}

/** One answer of the questions log. */
export interface LoggedAnswer {
  position: number;
  skillId: number;
  permacode: string;
  subject: Subject;
  grade: number;
  level: number;
  seed: string;
  correct: boolean;
  response: string;
  scoreBefore: number;
  scoreAfter: number;
  secondsSpent: number;
  answeredAt: string;
}

/** A student's day so far, as the live classroom shows it (skill as its permacode; names are the catalogue's). */
export interface LiveClassroomDay {
  learnerId: string;
  permacode: string;
  smartScore: number;
  questionsToday: number;
  secondsToday: number;
  /** Oldest first. */
  lastAnswers: boolean[];
  needsHelp: boolean;
}

/** Per subject: how much a learner practised, and the grades of the skills they are proficient in. */
export interface SubjectPractice {
  subject: Subject;
  questionsAnswered: number;
  proficientGrades: number[];
}

const scoreColumns = `skill_id AS skillId, permacode, subject, grade, score AS smartScore, questions AS questionsAnswered, seconds AS secondsSpent,
  last_answered_at AS lastPractisedAt, proficient, mastered`;
const answerColumns = `position, skill_id AS skillId, permacode, subject, grade, level, seed, correct, response, score_before AS scoreBefore,
  score_after AS scoreAfter, seconds AS secondsSpent, answered_at AS answeredAt`;

type Flagged<T, K extends keyof T> = Omit<T, K> & Record<K, number>;

export function practiceQueries(db: LogDatabase) {
  const scoreOf = db.prepare(`SELECT ${scoreColumns} FROM practice_skill_scores WHERE learner_id = ? AND skill_id = ?`);
  const scoresOf = db.prepare(`SELECT ${scoreColumns} FROM practice_skill_scores WHERE learner_id = ? ORDER BY last_answered_at DESC, skill_id`);
  const answersOn = db.prepare(`SELECT ${answerColumns} FROM practice_answers WHERE learner_id = ? AND day = ? ORDER BY position DESC LIMIT ?`);
  const recent = db.prepare(`SELECT ${answerColumns} FROM practice_answers WHERE learner_id = ? ORDER BY position DESC LIMIT ?`);
  const usage = db.prepare('SELECT questions, seconds FROM practice_daily_usage WHERE learner_id = ? AND day = ?');
  const live = db.prepare(`
    SELECT l.learner_id AS learnerId, l.permacode, l.score AS smartScore, u.questions AS questionsToday, u.seconds AS secondsToday,
           l.last_answers AS lastAnswers, l.needs_help AS needsHelp
    FROM live_classroom_students l JOIN practice_daily_usage u ON u.learner_id = l.learner_id AND u.day = l.day
    WHERE l.learner_id = ? AND l.day = ?`);
  const subjects = db.prepare(`
    SELECT subject, SUM(questions) AS questionsAnswered, json_group_array(grade) FILTER (WHERE proficient = 1) AS proficientGrades
    FROM practice_skill_scores WHERE learner_id = ? GROUP BY subject ORDER BY subject`);

  const skillScore = (row: Flagged<SkillScore, 'proficient' | 'mastered'>): SkillScore => ({ ...row, proficient: row.proficient === 1, mastered: row.mastered === 1 });
  const loggedAnswer = (row: Flagged<LoggedAnswer, 'correct'>): LoggedAnswer => ({ ...row, correct: row.correct === 1 });

  return {
    /** A learner's SmartScore and counts on one skill; null before their first answer. */
    skillScoreOf(learnerId: string, skillId: number): SkillScore | null {
      const row = scoreOf.get(learnerId, skillId) as Flagged<SkillScore, 'proficient' | 'mastered'> | undefined;
      return row ? skillScore(row) : null;
    },
    /** Every skill a learner practised, most recently practised first. */
    skillScoresOf: (learnerId: string): SkillScore[] => (scoresOf.all(learnerId) as Flagged<SkillScore, 'proficient' | 'mastered'>[]).map(skillScore),
    /** A signed-in learner's answers of one UTC day, newest first (at most `limit`). */
    answersOn: (learnerId: string, day: string, limit: number): LoggedAnswer[] =>
      (answersOn.all(learnerId, day, limit) as Flagged<LoggedAnswer, 'correct'>[]).map(loggedAnswer),
    /** A signed-in learner's last answers, newest first. */
    recentAnswersOf: (learnerId: string, limit: number): LoggedAnswer[] => (recent.all(learnerId, limit) as Flagged<LoggedAnswer, 'correct'>[]).map(loggedAnswer),
    /** Questions answered and seconds spent by a learner (a visitor too) on one UTC day. */
    usageOn(learnerId: string, day: string): { questions: number; seconds: number } {
      return (usage.get(learnerId, day) as { questions: number; seconds: number } | undefined) ?? { questions: 0, seconds: 0 };
    },
    /** A student's day as the live classroom shows it; null when they answered nothing that day. */
    liveClassroomDayOf(learnerId: string, day: string): LiveClassroomDay | null {
      const row = live.get(learnerId, day) as (Omit<LiveClassroomDay, 'lastAnswers' | 'needsHelp'> & { lastAnswers: string; needsHelp: number }) | undefined;
      if (!row) return null;
      return { ...row, lastAnswers: [...row.lastAnswers].map((answer) => answer === '1'), needsHelp: row.needsHelp === 1 };
    },
    /** Per subject a learner practised: questions answered, and the grades of the skills they are proficient in (ascending). */
    subjectsPractisedBy(learnerId: string): SubjectPractice[] {
      return (subjects.all(learnerId) as { subject: Subject; questionsAnswered: number; proficientGrades: string | null }[]).map((row) => ({
        subject: row.subject,
        questionsAnswered: row.questionsAnswered,
        proficientGrades: ((JSON.parse(row.proficientGrades ?? '[]') as number[]) ?? []).sort((a, b) => a - b),
      }));
    },
  };
}

export type PracticeQueries = ReturnType<typeof practiceQueries>;
