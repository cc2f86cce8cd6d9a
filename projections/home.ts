import type { LogDatabase } from '../events/log/log-database';
import type { EventOf } from '../events/log/event-schemas';
import type { PracticeQuestionAnswered } from '../events/practice';
import type { Projection } from './projection';

// The home's own read model (issue 32 item 3; docs/home.md): how many questions each skill was
// answered in each week (Monday, UTC), by everyone — visitors too — for a visitor's "popular skills".
// Asynchronous: only `GET /home/summary` reads it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC Monday (`YYYY-MM-DD`) of the week of an ISO time or a `YYYY-MM-DD` day. */
export function mondayOf(at: string): string {
  const date = new Date(at.length === 10 ? `${at}T00:00:00Z` : at);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(day - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

export const homeProjection: Projection<EventOf<typeof PracticeQuestionAnswered>> = {
  name: 'home',
  version: 1,
  mode: 'async',
  tables: ['home_skill_weeks'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS home_skill_weeks (
        week TEXT NOT NULL,
        permacode TEXT NOT NULL,
        answers INTEGER NOT NULL,
        PRIMARY KEY (week, permacode)
      );
      CREATE INDEX IF NOT EXISTS home_skill_weeks_popular ON home_skill_weeks (week, answers DESC, permacode);
    `);
  },
  handlers(db) {
    const counted = db.prepare(
      `INSERT INTO home_skill_weeks (week, permacode, answers) VALUES (?, ?, 1)
       ON CONFLICT (week, permacode) DO UPDATE SET answers = answers + 1`,
    );
    return {
      PracticeQuestionAnswered: (data) => counted.run(mondayOf(data.answeredAt), data.permacode),
    };
  },
};

export function homeQueries(db: LogDatabase) {
  const popular = db.prepare('SELECT permacode, answers FROM home_skill_weeks WHERE week = ? ORDER BY answers DESC, permacode LIMIT ?');
  return {
    /** The skills answered most in the week starting `monday`, most first (at most `limit`). */
    popularSkills: (monday: string, limit: number) => popular.all(monday, limit) as { permacode: string; answers: number }[],
  };
}
