// The pages of instant review (issue 12; docs/instant-review.md). Pure: page-routes.ts imports it.

/** The teacher's page to start a review. */
export const INSTANT_REVIEW_START_PATH = '/instant-review';
/** `{instantReviewURLNamespace}{questionReviewModePracticeURL}/{qrmSessionId}`: the review page (the Return to review link). */
export const REVIEW_PAGE_PATH = /^\/instant-review\/question-review\/([A-Za-z0-9_-]{1,64})$/;

/** The session id of a review page's path, or null. */
export function parseReviewPagePath(path: string): string | null {
  return REVIEW_PAGE_PATH.exec(path)?.[1] ?? null;
}

/**
 * Where the question-review banner hides (spec §2.22, §2): on the review page of its own
 * session, and on the pages that hide every teacher banner (the focus zone, same-question-mode rooms).
 */
export function hidesQuestionReviewBanner(path: string, qrmSessionId: string): boolean {
  return parseReviewPagePath(path) === qrmSessionId || path === '/focus-zone' || path.startsWith('/same-question-mode/');
}
