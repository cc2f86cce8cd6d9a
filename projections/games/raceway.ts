import type { LogDatabase } from '../../events/log/log-database';
import type { RaceEndReason, RaceMode } from '../../events/games/raceway-contract';
import type { RaceStanding, RacewayEvent } from '../../events/games/raceway-races';
import type { PracticeSkill } from '../../events/practice/question-engine';
import type { Projection } from '../projection';

// The raceway's read models (docs/games.md): each race (its skill, pace cars, end and final standings) and
// each racer of it (joined, position, answers, penalty, finish). Inline: the race's GET and an answer's
// response read them at once, and the relay's RACE_UPDATED reads the positions when its window closes.
// Time comes only from the events, so a rebuild gives the live rows.

export interface RaceRow {
  raceId: string;
  hostUserId: string;
  hostDisplayName: string;
  mode: RaceMode;
  visitor: boolean;
  classId: string | null;
  permacode: string;
  skillName: string;
  /** The question engine's skill, as the race recorded it (its questions are drawn from it). */
  engine: PracticeSkill;
  questions: number;
  paceCars: { name: string; secondsPerQuestion: number }[];
  startedAt: string;
  endedAt: string | null;
  endReason: RaceEndReason | null;
  standings: RaceStanding[] | null;
}

export interface RacerRow {
  raceId: string;
  racerId: string;
  displayName: string;
  joinedAt: string | null;
  position: number;
  answered: number;
  right: number;
  questionNumber: number;
  penaltyUntil: string | null;
  lastAnswer: { questionNumber: number; correct: boolean; correctAnswer: string } | null;
  lastAnswerAt: string | null;
  finishedAt: string | null;
  place: number | null;
}

/** A racer's race, for their history and the teacher's report. */
export interface RacerHistoryRow extends RacerRow {
  mode: RaceMode;
  startedAt: string;
  endedAt: string | null;
}

export const racewayProjection: Projection<RacewayEvent> = {
  name: 'raceway',
  version: 1,
  mode: 'inline',
  tables: ['raceway_races', 'raceway_racers'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS raceway_races (
        race_id TEXT PRIMARY KEY,
        host_user_id TEXT NOT NULL,
        host_display_name TEXT NOT NULL,
        mode TEXT NOT NULL,
        visitor INTEGER NOT NULL,
        class_id TEXT,
        permacode TEXT NOT NULL,
        skill_name TEXT NOT NULL,
        engine TEXT NOT NULL,
        questions INTEGER NOT NULL,
        pace_cars TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ended_at TEXT,
        end_reason TEXT,
        standings TEXT
      );
      CREATE TABLE IF NOT EXISTS raceway_racers (
        race_id TEXT NOT NULL,
        racer_id TEXT NOT NULL,
        display_name TEXT NOT NULL,
        joined_at TEXT,
        position INTEGER NOT NULL DEFAULT 0,
        answered INTEGER NOT NULL DEFAULT 0,
        right_answers INTEGER NOT NULL DEFAULT 0,
        question_number INTEGER NOT NULL DEFAULT 1,
        penalty_until TEXT,
        last_answer TEXT,
        last_answer_at TEXT,
        finished_at TEXT,
        place INTEGER,
        PRIMARY KEY (race_id, racer_id)
      );
      CREATE INDEX IF NOT EXISTS raceway_racers_racer ON raceway_racers (racer_id);
    `);
  },
  handlers(db) {
    const insertRace = db.prepare(`INSERT INTO raceway_races (race_id, host_user_id, host_display_name, mode, visitor, class_id, permacode, skill_name, engine, questions, pace_cars, started_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertRacer = db.prepare('INSERT INTO raceway_racers (race_id, racer_id, display_name, joined_at) VALUES (?, ?, ?, ?)');
    const join = db.prepare('UPDATE raceway_racers SET joined_at = ? WHERE race_id = ? AND racer_id = ? AND joined_at IS NULL');
    const answer = db.prepare(`UPDATE raceway_racers SET position = MAX(position, ?), answered = answered + 1, right_answers = right_answers + ?, question_number = ? + 1,
      penalty_until = ?, last_answer = ?, last_answer_at = ? WHERE race_id = ? AND racer_id = ?`);
    const finish = db.prepare('UPDATE raceway_racers SET finished_at = ?, place = ? WHERE race_id = ? AND racer_id = ?');
    const end = db.prepare('UPDATE raceway_races SET ended_at = ?, end_reason = ?, standings = ? WHERE race_id = ? AND ended_at IS NULL');
    return {
      RaceStarted: (data) => {
        insertRace.run(data.raceId, data.hostUserId, data.hostDisplayName, data.mode, data.visitor ? 1 : 0, data.classId, data.skill.permacode, data.skill.name, JSON.stringify(data.skill.engine), data.questions, JSON.stringify(data.paceCars), data.startedAt);
        for (const racer of data.racers) insertRacer.run(data.raceId, racer.racerId, racer.displayName, data.mode === 'solo' ? data.startedAt : null);
      },
      RacerJoined: (data) => join.run(data.joinedAt, data.raceId, data.racerId),
      RaceQuestionAnswered: (data) =>
        answer.run(data.position, data.correct ? 1 : 0, data.questionNumber, data.penaltyUntil, JSON.stringify({ questionNumber: data.questionNumber, correct: data.correct, correctAnswer: data.correctAnswer }), data.answeredAt, data.raceId, data.racerId),
      RacerFinished: (data) => finish.run(data.finishedAt, data.place, data.raceId, data.racerId),
      RaceFinished: (data) => end.run(data.endedAt, data.reason, JSON.stringify(data.standings), data.raceId),
      RacewayVisitorRaceCounted: () => undefined,
    };
  },
};

interface RaceRecord {
  race_id: string;
  host_user_id: string;
  host_display_name: string;
  mode: RaceMode;
  visitor: number;
  class_id: string | null;
  permacode: string;
  skill_name: string;
  engine: string;
  questions: number;
  pace_cars: string;
  started_at: string;
  ended_at: string | null;
  end_reason: RaceEndReason | null;
  standings: string | null;
}
interface RacerRecord {
  race_id: string;
  racer_id: string;
  display_name: string;
  joined_at: string | null;
  position: number;
  answered: number;
  right_answers: number;
  question_number: number;
  penalty_until: string | null;
  last_answer: string | null;
  last_answer_at: string | null;
  finished_at: string | null;
  place: number | null;
}

const raceOf = (row: RaceRecord): RaceRow => ({
  raceId: row.race_id,
  hostUserId: row.host_user_id,
  hostDisplayName: row.host_display_name,
  mode: row.mode,
  visitor: row.visitor === 1,
  classId: row.class_id,
  permacode: row.permacode,
  skillName: row.skill_name,
  engine: JSON.parse(row.engine) as PracticeSkill,
  questions: row.questions,
  paceCars: JSON.parse(row.pace_cars) as RaceRow['paceCars'],
  startedAt: row.started_at,
  endedAt: row.ended_at,
  endReason: row.end_reason,
  standings: row.standings === null ? null : (JSON.parse(row.standings) as RaceStanding[]),
});
const racerOf = (row: RacerRecord): RacerRow => ({
  raceId: row.race_id,
  racerId: row.racer_id,
  displayName: row.display_name,
  joinedAt: row.joined_at,
  position: row.position,
  answered: row.answered,
  right: row.right_answers,
  questionNumber: row.question_number,
  penaltyUntil: row.penalty_until,
  lastAnswer: row.last_answer === null ? null : (JSON.parse(row.last_answer) as RacerRow['lastAnswer']),
  lastAnswerAt: row.last_answer_at,
  finishedAt: row.finished_at,
  place: row.place,
});

/** How many of a racer's latest races set their pace. */
export const PACE_RACES = 5;

export function racewayQueries(db: LogDatabase) {
  const race = db.prepare('SELECT * FROM raceway_races WHERE race_id = ?');
  const racers = db.prepare('SELECT * FROM raceway_racers WHERE race_id = ? ORDER BY rowid');
  const racer = db.prepare('SELECT * FROM raceway_racers WHERE race_id = ? AND racer_id = ?');
  const recent = db.prepare(`SELECT r.* FROM raceway_racers r JOIN raceway_races ra ON ra.race_id = r.race_id
    WHERE r.racer_id = ? AND r.position > 0 AND r.joined_at IS NOT NULL ORDER BY ra.started_at DESC, ra.race_id DESC LIMIT ${PACE_RACES}`);
  const history = db.prepare(`SELECT r.*, ra.mode AS mode, ra.started_at AS started_at, ra.ended_at AS ended_at FROM raceway_racers r
    JOIN raceway_races ra ON ra.race_id = r.race_id WHERE r.racer_id = ? AND r.joined_at IS NOT NULL ORDER BY ra.started_at, ra.race_id`);
  return {
    race: (raceId: string): RaceRow | null => {
      const row = race.get(raceId) as RaceRecord | undefined;
      return row ? raceOf(row) : null;
    },
    racers: (raceId: string): RacerRow[] => (racers.all(raceId) as RacerRecord[]).map(racerOf),
    racer: (raceId: string, racerId: string): RacerRow | null => {
      const row = racer.get(raceId, racerId) as RacerRecord | undefined;
      return row ? racerOf(row) : null;
    },
    /** The racer's recent pace: seconds per right answer over their latest races (from joining to the last answer); null before any. */
    recentSecondsPerQuestion(racerId: string): number | null {
      const rows = (recent.all(racerId) as RacerRecord[]).filter((row) => row.last_answer_at !== null && row.joined_at !== null);
      const positions = rows.reduce((sum, row) => sum + row.position, 0);
      if (positions === 0) return null;
      const ms = rows.reduce((sum, row) => sum + Math.max(0, Date.parse(row.last_answer_at!) - Date.parse(row.joined_at!)), 0);
      return Math.max(1, Math.round(ms / positions / 100) / 10);
    },
    /** Every race the racer joined, oldest first. */
    historyOf: (racerId: string): RacerHistoryRow[] =>
      (history.all(racerId) as (RacerRecord & { mode: RaceMode; started_at: string; ended_at: string | null })[]).map((row) => ({
        ...racerOf(row),
        mode: row.mode,
        startedAt: row.started_at,
        endedAt: row.ended_at,
      })),
  };
}
