import { useState, type ReactNode } from 'react';
import type { ReportGrouping } from '../../../events/reports/report-view-by';
import { CsvExportButton } from './csv-export-button';
import { csvFileName } from './csv';
import { useTableGroups } from './report-groups';
import { SortableTable, type ReportColumn, type SortableTableProps } from './sortable-table';

export interface ReportSectionProps<Row> {
  /** The report's name: its CSV file is named after it and its days. */
  report: string;
  interval: { fromDay: string | null; toDay: string };
  /** The table's columns (the CSV's too) and rows. */
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The table's caption and test id. */
  caption: string;
  testId: string;
  /** The report's toggles (score mode, On/Off, expand rows …), before the CSV button. */
  toggles?: ReactNode;
  /** Between the toolbar and the chart: a note, a legend. */
  note?: ReactNode;
  /** A `ReportChart` above the table. */
  chart?: ReactNode;
  /** Shown instead of the chart and the table when the report is empty (no rows, unless `empty` says otherwise); without it an empty table shows. */
  emptyText?: string;
  empty?: boolean;
  /** The table's other props (row details, expand all, its id and class, its groups under view by standards or skill plan). */
  table?: Pick<SortableTableProps<Row>, 'details' | 'expandAll' | 'id' | 'className' | 'groups' | 'columnGroups' | 'scrollHint'>;
  /** A new key starts the table afresh (its sort), the toolbar staying as it is (and focused). */
  tableKey?: string;
  /** View by standards or skill plan: the answer's grouping, and each row's skill (a report about skills passes both). */
  grouping?: ReportGrouping | null | undefined;
  permacodeOf?: ((row: NoInfer<Row>) => string) | undefined;
}

const noSkill = () => '';

/**
 * The section recipe of every report (teacher, administrator, progress): the
 * toolbar — the report's toggles, then its CSV button, which exports the rows
 * as the table shows them (sorted, filtered) — then an optional note, and the
 * chart and sortable table, or the empty text.
 */
export function ReportSection<Row>({
  report,
  interval,
  columns,
  rows,
  rowKey,
  caption,
  testId,
  toggles,
  note,
  chart,
  emptyText,
  empty = rows.length === 0,
  table,
  tableKey,
  grouping,
  permacodeOf,
}: ReportSectionProps<Row>) {
  const [shown, setShown] = useState<readonly Row[]>(rows);
  const groups = useTableGroups(permacodeOf ? grouping : null, permacodeOf ?? noSkill);
  return (
    <>
      <div className="report-toolbar">
        {toggles}
        <CsvExportButton columns={columns} rows={shown} fileName={csvFileName(report, interval.fromDay, interval.toDay)} />
      </div>
      {note}
      {emptyText !== undefined && empty ? (
        <p className="report-empty" data-testid="report-empty">
          {emptyText}
        </p>
      ) : (
        <>
          {chart}
          <SortableTable key={tableKey} groups={groups} {...table} caption={caption} columns={columns} rows={rows} rowKey={rowKey} onSorted={setShown} testId={testId} />
        </>
      )}
    </>
  );
}
