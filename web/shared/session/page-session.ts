import { parseSession } from './session-api';
import { PAGE_SESSION_ID } from './page-session-id';
import type { Session } from './session';

/**
 * Issue 33: the session the server wrote into the page (the body `GET /session` answers, in a
 * `<script type="application/json">` data block), so the first page needs no round trip before it
 * knows who is there. Null when the page has none (the dev server, tests) or it does not parse:
 * then the session is fetched as before.
 */
export function readPageSession(doc: Document | undefined = globalThis.document): Session | null {
  const block = doc?.getElementById(PAGE_SESSION_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return null;
  try {
    return parseSession(JSON.parse(block.textContent ?? ''));
  } catch {
    return null;
  } finally {
    // Read once: a later session (after signing in or out) comes from GET /session.
    block.remove();
  }
}
