import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type CsvCell } from './csv';
import type { ReportColumn } from './sortable-table';

/** The CSV of a table's rows, in the columns' order, each cell its `csvValue` (else its sort value). */
export function tableCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column): CsvCell => (column.csvValue ? column.csvValue(row) : (column.sortValue?.(row) ?? null)))),
  );
}

/** Saves text as a file: a `text/csv` Blob behind a temporary `blob:` link (no server call; the CSP allows it, docs/reports.md). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Spec-silent CSV export (issue 18): the table as the teacher sees it, built in the browser. */
export function CsvExportButton<Row>({
  columns,
  rows,
  fileName,
  download = downloadText,
}: {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  fileName: string;
  /** Tests pass a fake. */
  download?: (text: string, fileName: string) => void;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button report-csv"
        data-testid="csv-export"
        onClick={() => {
          download(tableCsv(columns, rows), fileName);
          setDone(true);
        }}
      >
        {t('reports.csv.download')}
      </button>
      <span className="visually-hidden" role="status">
        {done ? t('reports.csv.downloaded') : ''}
      </span>
    </>
  );
}
