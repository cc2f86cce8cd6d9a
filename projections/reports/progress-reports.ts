import type { Subject } from '../../events/curriculum';
import type { LogDatabase } from '../../events/log/log-database';
import type { PracticeEvent } from '../../events/practice';
import { DEFAULT_SCHOOL_TIME_ZONE, localDayOf, type ReportDay } from '../../events/reports/report-ranges';
import type { Projection } from '../projection';
import { createPlacementTables, placementHandlers, placementTables, type PlacementEvent } from './report-learners';

// Read model of a learner's progress and growth (issue 18: /analytics/progress
// and Progress Share, docs/administrator-reports.md): per learner (students and
// families' children), per skill and LOCAL day — of their school's time zone at
// the time, the default one for a child without a school — questions, right
// answers, seconds, and the SmartScore before the day's first answer and after
// its last; and the local day each skill became proficient and mastered.

const PREFIX = 'student_progress';

export const progressReportsProjection: Projection<PracticeEvent | PlacementEvent> = {
  name: 'progress-reports',
  // 2: asynchronous (issue 26): only the learners' progress' GETs read it, each after catching it up.
  version: 2,
  mode: 'async',
  tables: [...placementTables(PREFIX), 'student_progress_days', 'student_progress_milestones'],
  create(db) {
    createPlacementTables(db, PREFIX);
    db.exec(`
      CREATE TABLE IF NOT EXISTS student_progress_days (
        learner_id TEXT NOT NULL,
        day TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        skill_grade INTEGER NOT NULL,
        questions INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        score_start INTEGER NOT NULL,
        score_end INTEGER NOT NULL,
        PRIMARY KEY (learner_id, day, skill_id)
      );
      CREATE TABLE IF NOT EXISTS student_progress_milestones (
        learner_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        day TEXT NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        skill_grade INTEGER NOT NULL,
        PRIMARY KEY (learner_id, skill_id, kind)
      );
    `);
  },
  handlers(db) {
    const placement = placementHandlers(db, PREFIX);
    const addDay = db.prepare(`
      INSERT INTO student_progress_days (learner_id, day, skill_id, permacode, subject, skill_grade, questions, correct, seconds, score_start, score_end)
      VALUES (@learnerId, @day, @skillId, @permacode, @subject, @skillGrade, 1, @correct, @seconds, @scoreBefore, @scoreAfter)
      ON CONFLICT (learner_id, day, skill_id) DO UPDATE SET
        questions = questions + 1, correct = correct + excluded.correct, seconds = seconds + excluded.seconds, score_end = excluded.score_end`);
    const addMilestone = db.prepare(`
      INSERT OR IGNORE INTO student_progress_milestones (learner_id, skill_id, kind, day, permacode, subject, skill_grade)
      VALUES (@learnerId, @skillId, @kind, @day, @permacode, @subject, @skillGrade)`);
    /** A signed-in learner's time zone; null for anyone else (a visitor, staff trying a skill). */
    const learnerTimeZone = (learnerId: string): string | null => {
      const placed = placement.placementOf(learnerId);
      return placed && (placed.role === 'student' || placed.role === 'child') ? placed.timeZone : null;
    };
    const milestone = (kind: 'proficient' | 'mastered') => (data: { learnerId: string; skillId: number; permacode: string; subject: Subject; grade: number; reachedAt: string }) => {
      const timeZone = learnerTimeZone(data.learnerId);
      if (timeZone === null) return;
      addMilestone.run({ learnerId: data.learnerId, skillId: data.skillId, kind, day: localDayOf(data.reachedAt, timeZone), permacode: data.permacode, subject: data.subject, skillGrade: data.grade });
    };
    return {
      ...placement.handlers,
      PracticeQuestionAnswered: (data) => {
        if (data.visitor) return;
        const timeZone = learnerTimeZone(data.learnerId);
        if (timeZone === null) return;
        addDay.run({
          learnerId: data.learnerId,
          day: localDayOf(data.answeredAt, timeZone),
          skillId: data.skillId,
          permacode: data.permacode,
          subject: data.subject,
          skillGrade: data.grade,
          correct: data.correct ? 1 : 0,
          seconds: data.secondsSpent,
          scoreBefore: data.scoreBefore,
          scoreAfter: data.scoreAfter,
        });
      },
      SkillProficient: milestone('proficient'),
      SkillMastered: milestone('mastered'),
    };
  },
};

/** One local day of a learner's practice (all skills). */
export interface ProgressDay {
  day: ReportDay;
  questions: number;
  correct: number;
  seconds: number;
}

/** A skill a learner practised in the range: how much, and how its SmartScore moved. */
export interface ProgressSkill {
  skillId: number;
  permacode: string;
  subject: Subject;
  skillGrade: number;
  questions: number;
  correct: number;
  seconds: number;
  /** The SmartScore before the first answer in the range. */
  scoreAtStart: number;
  /** The SmartScore after the last answer in the range. */
  scoreAtEnd: number;
}

export interface ProgressMilestone {
  skillId: number;
  permacode: string;
  subject: Subject;
  skillGrade: number;
  kind: 'proficient' | 'mastered';
  day: ReportDay;
}

const FIRST_DAY = '0000-01-01';

export function progressReportsQueries(db: LogDatabase) {
  const timeZone = db.prepare(
    `SELECT s.time_zone AS timeZone FROM ${PREFIX}_learners l LEFT JOIN ${PREFIX}_schools s ON s.school_id = l.school_id WHERE l.learner_id = ?`,
  );
  const days = db.prepare(`
    SELECT day, SUM(questions) AS questions, SUM(correct) AS correct, SUM(seconds) AS seconds FROM student_progress_days
    WHERE learner_id = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day`);
  const skills = db.prepare(`
    SELECT skill_id AS skillId, MIN(permacode) AS permacode, MIN(subject) AS subject, MIN(skill_grade) AS skillGrade,
           SUM(questions) AS questions, SUM(correct) AS correct, SUM(seconds) AS seconds,
           (SELECT d2.score_start FROM student_progress_days d2 WHERE d2.learner_id = d.learner_id AND d2.skill_id = d.skill_id AND d2.day >= @fromDay ORDER BY d2.day LIMIT 1) AS scoreAtStart,
           (SELECT d3.score_end FROM student_progress_days d3 WHERE d3.learner_id = d.learner_id AND d3.skill_id = d.skill_id AND d3.day <= @toDay ORDER BY d3.day DESC LIMIT 1) AS scoreAtEnd
    FROM student_progress_days d WHERE learner_id = @learnerId AND day BETWEEN @fromDay AND @toDay
    GROUP BY skill_id ORDER BY questions DESC, skill_id`);
  const milestones = db.prepare(`
    SELECT skill_id AS skillId, permacode, subject, skill_grade AS skillGrade, kind, day FROM student_progress_milestones
    WHERE learner_id = ? AND day <= ? ORDER BY day, kind DESC, skill_id`);
  return {
    /** The time zone a learner's days are kept in (their school's; the default without one). */
    timeZoneOf: (learnerId: string): string => (timeZone.get(learnerId) as { timeZone: string | null } | undefined)?.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE,
    /** Per local day with practice in the range: questions, right answers, seconds. */
    daysOf: (learnerId: string, fromDay: ReportDay | null, toDay: ReportDay) => days.all(learnerId, fromDay ?? FIRST_DAY, toDay) as ProgressDay[],
    /** Per skill practised in the range, most questions first, with the SmartScore at its start and end. */
    skillsOf: (learnerId: string, fromDay: ReportDay | null, toDay: ReportDay) => skills.all({ learnerId, fromDay: fromDay ?? FIRST_DAY, toDay }) as ProgressSkill[],
    /** Every skill proficient or mastered up to `toDay` (before the range too), in the order reached. */
    milestonesUpTo: (learnerId: string, toDay: ReportDay) => milestones.all(learnerId, toDay) as ProgressMilestone[],
  };
}

export type ProgressReportsQueries = ReturnType<typeof progressReportsQueries>;
