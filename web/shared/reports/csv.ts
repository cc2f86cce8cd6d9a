/**
 * CSV text of a report table (RFC 4180): fields separated by commas, records by
 * CRLF; a field holding a comma, a double quote, CR or LF is quoted, its quotes
 * doubled. A text cell starting with `=`, `+`, `-`, `@`, a tab or CR gets a
 * leading `'` so a spreadsheet does not run it as a formula (numbers are left
 * as they are: a negative number stays a number).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'string' ? cell : String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A file name for a report's CSV: `score-grid-2026-11-01-to-2026-11-24.csv`. */
export function csvFileName(report: string, fromDay: string | null, toDay: string): string {
  return `${report}-${fromDay ?? 'all-time'}-to-${toDay}.csv`;
}
