import type { ReactNode } from 'react';
import { CsvExportButton } from '../../shared/reports/csv-export-button';
import { csvFileName } from '../../shared/reports/csv';
import type { ReportColumn } from '../../shared/reports/sortable-table';

/** A report's toggles, then its CSV button (the rows as shown, the file named after the report and its days). */
export function AdminReportToolbar<Row>({
  report,
  frame,
  columns,
  rows,
  children,
}: {
  report: string;
  frame: { fromDay: string | null; toDay: string };
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  children?: ReactNode;
}) {
  return (
    <div className="report-toolbar">
      {children}
      <CsvExportButton columns={columns} rows={rows} fileName={csvFileName(report, frame.fromDay, frame.toDay)} />
    </div>
  );
}

export function EmptyAdminReport({ text }: { text: string }) {
  return (
    <p className="report-empty" data-testid="report-empty">
      {text}
    </p>
  );
}
