import type { AssessmentProgressStudent, AssessmentSittingStatus } from '../../../events/assessments/assessment-contract';

/** A student's progress as a push tells it (ASSESSMENT_PROGRESS). */
export interface ProgressUpdate {
  studentUserId: string;
  status: AssessmentSittingStatus;
  answered: number;
}

const RANK: Record<AssessmentSittingStatus, number> = { not_started: 0, in_progress: 1, finished: 2 };

/** Whether an update is ahead of a row: a sitting only moves forward, so a late or repeated push never moves it back. */
export function isAhead(update: ProgressUpdate, row: Pick<AssessmentProgressStudent, 'status' | 'answered'>): boolean {
  const rank = RANK[update.status] - RANK[row.status];
  return rank > 0 || (rank === 0 && update.answered > row.answered);
}

/** The loaded rows with the pushes heard since applied where they are ahead (pure: the page's live table). */
export function withUpdates(rows: readonly AssessmentProgressStudent[], updates: ReadonlyMap<string, ProgressUpdate>): AssessmentProgressStudent[] {
  return rows.map((row) => {
    const update = updates.get(row.studentUserId);
    return update && isAhead(update, row) ? { ...row, status: update.status, answered: update.answered } : row;
  });
}

/** How many students are at each status. */
export function countsOf(rows: readonly AssessmentProgressStudent[]): Record<AssessmentSittingStatus, number> {
  const counts: Record<AssessmentSittingStatus, number> = { not_started: 0, in_progress: 0, finished: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
