// The assessment pages' addresses (issue 30; docs/assessment-player.md), shared because the assessment due-date
// banner (web/features/assessment-windows) links to them too. The JSON calls are under `/assessments`; the pages
// are `/assessment/{assessmentId}` (a student's) and `/teacher/assessments/{assessmentId}` (its progress), so an
// address is never both. An id is letters, digits, `_` and `-` (a window's assessment is `window-{windowId}`).

const ID = '([A-Za-z0-9_-]{1,100})';
const TAKE_ASSESSMENT = new RegExp(`^/assessment/${ID}$`);
const ASSESSMENT_PROGRESS = new RegExp(`^/teacher/assessments/${ID}$`);

export const takeAssessmentPath = (assessmentId: string) => `/assessment/${encodeURIComponent(assessmentId)}`;
export const assessmentProgressPath = (assessmentId: string) => `/teacher/assessments/${encodeURIComponent(assessmentId)}`;

export function parseTakeAssessmentPath(path: string): string | null {
  return TAKE_ASSESSMENT.exec(path)?.[1] ?? null;
}
export function parseAssessmentProgressPath(path: string): string | null {
  return ASSESSMENT_PROGRESS.exec(path)?.[1] ?? null;
}

/** A teacher's page that assigns a checkpoint (docs/diagnostics.md "Pages"); `/assessments/checkpoints` is the JSON call. */
export const ASSIGN_CHECKPOINT_PATH = '/teacher/checkpoints/new';
