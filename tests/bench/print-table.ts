import type { BenchReport, BenchRow, Measurement } from './bench-definition';

/** `12345.6 events/s` → `12,346 events/s`; small values keep two decimals. */
export function formatMeasurement({ value, unit }: Measurement): string {
  const digits = Math.abs(value) >= 100 ? 0 : 2;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

/** Measured ÷ floor, e.g. `0.42×`: read with the row's `better` (throughput: higher, latency: lower). */
export function formatRatio(row: BenchRow): string {
  const ratio = row.result.value / row.floor.value;
  if (!Number.isFinite(ratio)) return 'n/a';
  return `${ratio.toFixed(2)}×`;
}

function table(header: string[], body: string[][]): string[] {
  const rows = [header, ...body];
  const widths = header.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) => row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)];
}

/** The results of every bench as one table, then each bench's notes. */
export function printBenchTable(reports: readonly { bench: string; report: BenchReport }[]): string {
  const body = reports.flatMap(({ bench, report }) =>
    report.rows.map((row) => [
      bench,
      row.name,
      formatMeasurement(row.result),
      formatMeasurement(row.floor),
      row.floor.name,
      formatRatio(row),
      row.better,
    ]),
  );
  const lines = table(['bench', 'measured', 'result', 'floor', 'floor is', 'result/floor', 'better'], body);
  for (const { bench, report } of reports) {
    if (report.notes.length === 0) continue;
    lines.push('', `${bench}:`, ...report.notes.map((note) => `  - ${note}`));
  }
  return lines.join('\n');
}
