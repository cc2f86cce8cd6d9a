import type { LogDatabase } from '../events/log/log-database';
import type { ScratchpadWatchEvent } from '../events/scratchpad/scratchpad-watch';
import type { Projection } from './projection';

// Who watches whose scratchpad (issue 31 item 3; docs/scratchpad.md "The live watch"): one row per student and
// watching teacher, with the watch's end; a stop removes it. Inline: POST /scratchpad/live reads it at once
// (on every node of a cluster, each from its copy of the log). An ended watch's row stays until it is stopped
// or started again; the queries compare its end with the time asked.

export const scratchpadWatchesProjection: Projection<ScratchpadWatchEvent> = {
  name: 'scratchpad-watches',
  version: 1,
  mode: 'inline',
  tables: ['scratchpad_watches'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS scratchpad_watches (
        student_user_id TEXT NOT NULL,
        teacher_user_id TEXT NOT NULL,
        until TEXT NOT NULL,
        PRIMARY KEY (student_user_id, teacher_user_id)
      );
    `);
  },
  handlers(db) {
    const start = db.prepare(
      `INSERT INTO scratchpad_watches (student_user_id, teacher_user_id, until) VALUES (?, ?, ?)
       ON CONFLICT (student_user_id, teacher_user_id) DO UPDATE SET until = excluded.until`,
    );
    const stop = db.prepare('DELETE FROM scratchpad_watches WHERE student_user_id = ? AND teacher_user_id = ?');
    return {
      ScratchpadWatchStarted: (data) => start.run(data.studentUserId, data.teacherUserId, data.until),
      ScratchpadWatchStopped: (data) => stop.run(data.studentUserId, data.teacherUserId),
    };
  },
};

export function scratchpadWatchesQueries(db: LogDatabase) {
  const watchers = db.prepare('SELECT teacher_user_id AS teacherUserId FROM scratchpad_watches WHERE student_user_id = ? AND until > ? ORDER BY teacher_user_id');
  const own = db.prepare('SELECT until FROM scratchpad_watches WHERE student_user_id = ? AND teacher_user_id = ?');
  const latest = db.prepare('SELECT MAX(until) AS until FROM scratchpad_watches WHERE student_user_id = ? AND until > ?');
  return {
    /** The teachers watching the student's pad at `now`. */
    watchersOf(studentUserId: string, now: Date): string[] {
      return (watchers.all(studentUserId, now.toISOString()) as { teacherUserId: string }[]).map((row) => row.teacherUserId);
    },
    /** The end of the teacher's watch of the student's pad (ended or not), or null when the teacher holds none. */
    watchEnd(studentUserId: string, teacherUserId: string): string | null {
      return (own.get(studentUserId, teacherUserId) as { until: string } | undefined)?.until ?? null;
    },
    /** Until when the student's pad is watched, seen at `now` (null: nobody watches it). */
    watchedUntil(studentUserId: string, now: Date): string | null {
      return (latest.get(studentUserId, now.toISOString()) as { until: string | null } | undefined)?.until ?? null;
    },
  };
}
