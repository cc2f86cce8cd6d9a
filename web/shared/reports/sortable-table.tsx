import { Fragment, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvCell } from './csv';
import { useSidewaysOverflow } from './use-sideways-overflow';

export interface ReportColumn<Row> {
  key: string;
  /** Translated header text. */
  header: string;
  cell(row: Row): ReactNode;
  /** What the column sorts by; a column without one does not sort. */
  sortValue?(row: Row): string | number | null;
  /** Its CSV cell; defaults to the sort value. */
  csvValue?(row: Row): CsvCell;
  numeric?: boolean;
  /** The row's header cell (`<th scope="row">`): the student or skill the row is about. */
  rowHeader?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** Rows sorted by a column; empty values (null) last whatever the direction; ties keep their order. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly ReportColumn<Row>[], sort: TableSort | null): Row[] {
  const column = sort ? columns.find((each) => each.key === sort.key) : undefined;
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key), undefined, { numeric: true, sensitivity: 'base' });
      return order !== 0 ? order * factor : a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * The table's rows in groups (view by standards or skill plan, docs/reports.md):
 * each group a header row (`th scope="colgroup"`) over its rows, sorted within it;
 * a row falls under every group whose `has` says so (a skill in two units, under
 * both); rows under none come last, without a header.
 */
export interface TableGroups<Row> {
  groups: readonly { key: string; header: ReactNode; has(row: Row): boolean }[];
}

/** The sorted rows laid out under their groups (each group's rows in the sorted order); one unnamed group when there are none. */
export function groupedRows<Row>(sorted: readonly Row[], groups: TableGroups<Row> | undefined): { key: string; header: ReactNode | null; rows: Row[] }[] {
  if (!groups) return [{ key: '', header: null, rows: [...sorted] }];
  const laidOut = groups.groups.map((group) => ({ key: group.key, header: group.header, rows: sorted.filter((row) => group.has(row)) })).filter((group) => group.rows.length > 0);
  const rest = sorted.filter((row) => !groups.groups.some((group) => group.has(row)));
  return rest.length > 0 ? [...laidOut, { key: '', header: null, rows: rest }] : laidOut;
}

export interface SortableTableProps<Row> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  initialSort?: TableSort | null;
  /** Each row's details (expand/collapse rows, spec §4). */
  details?(row: Row): ReactNode;
  /** Every row's details shown (the Expand rows toggle); a row's own button flips it. */
  expandAll?: boolean;
  /** Told the rows in their shown order (the CSV button exports them so; grouped, group after group). */
  onSorted?(rows: Row[]): void;
  /** View by standards or skill plan: the rows under group header rows. */
  groups?: TableGroups<Row> | undefined;
  /** View by standards or skill plan on a table whose columns are skills (Score grid): a header row naming each run of columns. */
  columnGroups?: readonly { key: string; header: ReactNode; span: number }[] | undefined;
  id?: string;
  testId?: string;
  className?: string;
  /** What the hint says when the table is wider than its box (Score grid: how many skill columns); else "scroll sideways". */
  scrollHint?: string | undefined;
}

/**
 * A report table whose columns sort: each sortable header is a button (Enter
 * or Space), the sorted column's `th` carries `aria-sort`. Rows with details
 * get a show/hide button; the Expand rows toggle opens them all.
 *
 * The one rule for every report table on any screen (issue 34, docs/reports.md
 * "Wide tables"): the table keeps its columns and scrolls sideways inside its
 * own box, its first column (the student or skill) fixed; when it is wider than
 * the box a visible hint above it says so, and the box takes keyboard focus
 * (arrow keys scroll it).
 */
export function SortableTable<Row>({ caption, columns, rows, rowKey, initialSort = null, details, expandAll = false, onSorted, groups, columnGroups, id, testId, className, scrollHint }: SortableTableProps<Row>) {
  const { t } = useTranslation();
  const hintId = useId();
  const { ref: scrollerRef, overflows } = useSidewaysOverflow<HTMLDivElement>(columns);
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setFlipped(new Set()), [expandAll]);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const sections = useMemo(() => groupedRows(sorted, groups), [sorted, groups]);
  useEffect(() => onSorted?.(groups ? sections.flatMap((section) => section.rows) : sorted), [sorted, sections, groups, onSorted]);

  const sortBy = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : current?.key === key ? 'ascending' : 'ascending' }));
  const flip = (key: string) =>
    setFlipped((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="report-table-frame">
      {overflows ? (
        <p className="report-scroll-hint" id={hintId} data-testid="report-scroll-hint">
          {scrollHint ?? t('reports.table.scrollHint')} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        className="report-table-scroll"
        ref={scrollerRef}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption, 'aria-describedby': hintId } : {})}
        data-testid="report-table-scroll"
      >
        <table className={`report-table ${className ?? ''}`} id={id} data-testid={testId}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {columnGroups ? (
              <tr className="report-group-row" data-testid="report-column-groups">
                {columnGroups.map((group) =>
                  group.header === '' ? (
                    <td key={group.key} colSpan={group.span} />
                  ) : (
                    <th key={group.key} scope="colgroup" colSpan={group.span}>
                      {group.header}
                    </th>
                  ),
                )}
              </tr>
            ) : null}
            <tr>
              {columns.map((column) => {
                const sortedHere = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={sortedHere} className={column.numeric ? 'report-numeric' : undefined} data-column={column.key}>
                    {column.sortValue ? (
                      <button type="button" className="report-sort" onClick={() => sortBy(column.key)} data-testid={`sort-${column.key}`}>
                        {column.header}
                        <span className="report-sort-mark" aria-hidden="true">
                          {sortedHere === 'ascending' ? '▲' : sortedHere === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.key} data-group={section.key || undefined}>
              {section.header !== null ? (
                <tr className="report-group-row" data-testid="report-group-row">
                  <th scope="colgroup" colSpan={columns.length}>
                    {section.header}
                  </th>
                </tr>
              ) : null}
              {section.rows.map((row) => {
                const key = section.key ? `${section.key}|${rowKey(row)}` : rowKey(row);
                const open = details ? expandAll !== flipped.has(key) : false;
                return (
                  <Fragment key={key}>
                    <tr data-row-key={key}>
                      {columns.map((column, index) => {
                        const content = (
                          <>
                            {details && index === 0 ? (
                              <button
                                type="button"
                                className="report-row-toggle"
                                aria-expanded={open}
                                aria-controls={`${id ?? testId ?? 'report'}-details-${key}`}
                                onClick={() => flip(key)}
                                data-testid="row-toggle"
                              >
                                <span aria-hidden="true">{open ? '−' : '+'}</span>
                                <span className="visually-hidden">{t(open ? 'reports.table.hideDetails' : 'reports.table.showDetails', { name: String(column.sortValue?.(row) ?? '') })}</span>
                              </button>
                            ) : null}
                            {column.cell(row)}
                          </>
                        );
                        return column.rowHeader ? (
                          <th key={column.key} scope="row" className={column.numeric ? 'report-numeric' : undefined}>
                            {content}
                          </th>
                        ) : (
                          <td key={column.key} className={column.numeric ? 'report-numeric' : undefined}>
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                    {details ? (
                      <tr className="report-details-row" id={`${id ?? testId ?? 'report'}-details-${key}`} hidden={!open} data-testid="row-details">
                        <td colSpan={columns.length}>{open ? details(row) : null}</td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
