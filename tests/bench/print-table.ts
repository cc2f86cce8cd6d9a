import type { BenchReport, BenchRow, Goal, Measurement } from './bench-definition';

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

/** `≥ 0.50×`, `≤ 300 ms`: a goal as the table prints it. */
export function formatGoal(goal: Goal, row: BenchRow): string {
  const sign = goal.bound === 'atLeast' ? '≥' : '≤';
  return goal.of === 'ratio' ? `${sign} ${goal.value.toFixed(2)}×` : `${sign} ${formatMeasurement({ value: goal.value, unit: row.result.unit })}`;
}

/** Whether this run met the row's goal: `null` without a goal; a measurement that is not a number never meets one. */
export function goalMet(row: BenchRow): boolean | null {
  const { goal } = row;
  if (!goal) return null;
  const value = goal.of === 'ratio' ? row.result.value / row.floor.value : row.result.value;
  if (!Number.isFinite(value)) return false;
  return goal.bound === 'atLeast' ? value >= goal.value : value <= goal.value;
}

/** How far a row is from its goal, as a factor of what it measured (`needs 2.10× more`, `0.8× of the budget`). */
function distance(row: BenchRow): string {
  const goal = row.goal!;
  const value = goal.of === 'ratio' ? row.result.value / row.floor.value : row.result.value;
  if (!Number.isFinite(value) || value === 0) return '';
  const shown = goal.of === 'ratio' ? `${value.toFixed(2)}×` : formatMeasurement({ value, unit: row.result.unit });
  const factor = goal.bound === 'atLeast' ? goal.value / value : value / goal.value;
  const met = goalMet(row);
  const gap = met
    ? `${goal.bound === 'atLeast' ? (value / goal.value).toFixed(2) : (goal.value / value).toFixed(2)}× inside the goal`
    : `${factor.toFixed(2)}× ${goal.bound === 'atLeast' ? 'short' : 'over'}`;
  return `${shown} (${gap})`;
}

function table(header: string[], body: string[][]): string[] {
  const rows = [header, ...body];
  const widths = header.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) => row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)];
}

/** The results of every bench as one table (with a goal and met column when a row has a goal), the goals met, then each bench's notes. */
export function printBenchTable(reports: readonly { bench: string; report: BenchReport }[]): string {
  const all = reports.flatMap(({ bench, report }) => report.rows.map((row) => ({ bench, row })));
  const withGoals = all.some(({ row }) => row.goal);
  const body = all.map(({ bench, row }) => {
    const cells = [bench, row.name, formatMeasurement(row.result), formatMeasurement(row.floor), row.floor.name, formatRatio(row), row.better];
    if (!withGoals) return cells;
    const met = goalMet(row);
    return [...cells, row.goal ? formatGoal(row.goal, row) : '', met === null ? '' : met ? 'met' : 'NOT MET'];
  });
  const header = ['bench', 'measured', 'result', 'floor', 'floor is', 'result/floor', 'better', ...(withGoals ? ['goal', 'met'] : [])];
  const lines = table(header, body);
  const goals = all.filter(({ row }) => row.goal);
  if (goals.length > 0) {
    const met = goals.filter(({ row }) => goalMet(row)).length;
    lines.push('', `goals (issue 26): ${met} of ${goals.length} met`);
    for (const { bench, row } of goals) {
      const goal = row.goal!;
      lines.push(
        `  ${goalMet(row) ? 'met    ' : 'NOT MET'}  ${bench} › ${row.name}: ${distance(row)}; goal ${goal.of === 'ratio' ? 'result/floor ' : ''}${formatGoal(goal, row)}` +
          `${goal.because ? ` (${goal.because})` : ''}`,
      );
    }
  }
  for (const { bench, report } of reports) {
    if (report.notes.length === 0) continue;
    lines.push('', `${bench}:`, ...report.notes.map((note) => `  - ${note}`));
  }
  return lines.join('\n');
}
