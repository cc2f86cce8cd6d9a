import { PAGE_ANSWERS_ID } from './page-answers-id';

/**
 * Issue 33: the answers the server wrote into a signed-in user's page for the first GET calls its
 * page makes (web/app/page-first-calls.ts): `{ "/editions": {...}, "/home/summary": {...} }` in a
 * `<script type="application/json">` data block. Each is taken once, by the first GET of exactly
 * that path, and only while the page is young: a later call (a refresh, the same page opened again
 * without a reload) asks the server. Without the block (the dev server, tests) nothing is taken.
 */

/** How long after the page's navigation its answers may stand in for a call. */
export const PAGE_ANSWERS_FRESH_MS = 15_000;

let answers: Map<string, unknown> | null = null;

function readAnswers(doc: Document | undefined): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const block = doc?.getElementById(PAGE_ANSWERS_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return found;
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [path, body] of Object.entries(parsed)) found.set(path, body);
    }
  } catch {
    // An unreadable block stands in for nothing: every call asks the server.
  } finally {
    block.remove();
  }
  return found;
}

/** The page's answer for a GET of `path` (its parsed JSON body), once; undefined when there is none or it is too old. */
export function takePageAnswer(path: string, now: number = globalThis.performance?.now() ?? Infinity, doc: Document | undefined = globalThis.document): unknown {
  answers ??= readAnswers(doc);
  if (answers.size === 0) return undefined;
  if (now > PAGE_ANSWERS_FRESH_MS) {
    answers.clear();
    return undefined;
  }
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/** For tests: forget what was read, so the next take reads the document's block again. */
export function forgetPageAnswers(): void {
  answers = null;
}
