import type { JamMode, RoomLeaderboardRow } from './room-contract';

// Competition points (docs/same-question-mode.md): a right answer scores
// BASE_POINTS plus a speed bonus that falls from SPEED_BONUS_POINTS to 0 over
// SPEED_WINDOW_MS after the question was posed (time paused does not count);
// a wrong answer scores 0. A group jam never scores or ranks: always 0.

export const BASE_POINTS = 500;
export const SPEED_BONUS_POINTS = 500;
export const SPEED_WINDOW_MS = 30_000;

export function answerPoints(jamMode: JamMode, correct: boolean, msToAnswer: number): number {
  if (jamMode !== 'competition' || !correct) return 0;
  const elapsed = Math.min(SPEED_WINDOW_MS, Math.max(0, msToAnswer));
  return BASE_POINTS + Math.round((SPEED_BONUS_POINTS * (SPEED_WINDOW_MS - elapsed)) / SPEED_WINDOW_MS);
}

/** Most points first (then by name, then id, so the order is stable); equal points share a rank (1, 1, 3). */
export function rankLeaderboard(rows: readonly { studentUserId: string; displayName: string; points: number }[]): RoomLeaderboardRow[] {
  const sorted = [...rows].sort(
    (a, b) => b.points - a.points || a.displayName.localeCompare(b.displayName, 'en') || (a.studentUserId < b.studentUserId ? -1 : a.studentUserId > b.studentUserId ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.points !== sorted[index - 1]!.points) rank = index + 1;
    return { studentUserId: row.studentUserId, displayName: row.displayName, points: row.points, rank };
  });
}
