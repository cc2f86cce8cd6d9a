import type { RowDiff, TimeTravelRow } from '../../events/explorer';

/**
 * Two snapshots of one read model compared by a key column: rows only in the
 * later one (added), only in the earlier one (removed), in both with other
 * values (changed). Used by the explorer's side-by-side view and `replay diff`.
 */
export function diffRows(before: readonly TimeTravelRow[], after: readonly TimeTravelRow[], key: (row: TimeTravelRow) => string): RowDiff {
  const earlier = new Map(before.map((row) => [key(row), row]));
  const later = new Map(after.map((row) => [key(row), row]));
  const diff: RowDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const [name, row] of later) {
    const was = earlier.get(name);
    if (!was) diff.added.push(row);
    else if (JSON.stringify(was) !== JSON.stringify(row)) diff.changed.push({ key: name, before: was, after: row });
    else diff.unchanged += 1;
  }
  for (const [name, row] of earlier) if (!later.has(name)) diff.removed.push(row);
  return diff;
}
