import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ID, FIRST_PAINT_SHOWING } from './first-paint-marks';

/**
 * Issue 33: the end of the server's first paint (server/html/first-paint.ts). The page arrives with
 * the header's bar and the loading line (or a visitor's welcome) beside `#root`, and `<body>` marked
 * so `#root` lays out unseen; the app takes its place in one step once its first page is ready —
 * the first paint is removed, not moved, so nothing shifts (docs/performance.md "The first paint").
 */
/** The longest the first paint stays once the app runs: a page that never gets ready must not stay hidden. */
export const FIRST_PAINT_LONGEST_MS = 5_000;

/** Removes the first paint and shows the app (again: nothing). */
export function endFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  doc.body.classList.remove(FIRST_PAINT_SHOWING);
}

/** Ends the first paint after `FIRST_PAINT_LONGEST_MS` if the app has not by then (called once, as the app starts). */
export function endFirstPaintAtTheLatest(doc: Document = document): void {
  setTimeout(() => endFirstPaint(doc), FIRST_PAINT_LONGEST_MS);
}

/** Rendered where the first page shows (with its content, or its failure): ends the first paint when it commits. */
export function FirstPaintEnd() {
  useLayoutEffect(() => endFirstPaint(), []);
  return null;
}
