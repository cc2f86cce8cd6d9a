/** A point in the log: a global position, or an ISO time (the last event at or before it). */
export type LogPoint = { position: number } | { time: string };

/** `812` → a position; an ISO date or date-time → a time (normalised to the log's `at` format). */
export function parseLogPoint(text: string): LogPoint | null {
  if (/^\d+$/.test(text)) return { position: Number(text) };
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : { time: new Date(time).toISOString() };
}
