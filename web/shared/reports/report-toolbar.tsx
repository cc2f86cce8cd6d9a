import type { ReactNode } from 'react';
import { CsvExportButton } from './csv-export-button';
import { csvFileName } from './csv';
import type { ReportColumn } from './sortable-table';

/** A report's toggles, then its CSV button (the rows as shown, the file named after the report and its days). */
export function ReportToolbar<Row>({
  report,
  interval,
  columns,
  rows,
  children,
}: {
  report: string;
  interval: { fromDay: string | null; toDay: string };
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  children?: ReactNode;
}) {
  return (
    <div className="report-toolbar">
      {children}
      <CsvExportButton columns={columns} rows={rows} fileName={csvFileName(report, interval.fromDay, interval.toDay)} />
    </div>
  );
}

export function EmptyReport({ text }: { text: string }) {
  return (
    <p className="report-empty" data-testid="report-empty">
      {text}
    </p>
  );
}
