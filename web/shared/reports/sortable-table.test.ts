import { describe, expect, it } from 'vitest';
import { sortRows, type ReportColumn } from './sortable-table';
import { trackReportView } from './track-report-view';

interface Row {
  name: string;
  score: number | null;
}
const rows: Row[] = [
  { name: 'Noah C.', score: 9 },
  { name: 'ava b.', score: null },
  { name: 'Zoe Q.', score: 30 },
  { name: 'Ava B.', score: 9 },
];
const columns: ReportColumn<Row>[] = [
  { key: 'name', header: 'Student', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'score', header: 'SmartScore', cell: (row) => row.score, sortValue: (row) => row.score },
  { key: 'plain', header: 'Not sortable', cell: () => null },
];

describe('sortRows', () => {
  it('sorts numbers ascending and descending, empty values last either way, ties in their order', () => {
    expect(sortRows(rows, columns, { key: 'score', direction: 'ascending' }).map((row) => row.name)).toEqual(['Noah C.', 'Ava B.', 'Zoe Q.', 'ava b.']);
    expect(sortRows(rows, columns, { key: 'score', direction: 'descending' }).map((row) => row.name)).toEqual(['Zoe Q.', 'Noah C.', 'Ava B.', 'ava b.']);
  });

  it('sorts text without regard to case, keeping ties in order; an unsortable column or none leaves the order', () => {
    expect(sortRows(rows, columns, { key: 'name', direction: 'ascending' }).map((row) => row.name)).toEqual(['ava b.', 'Ava B.', 'Noah C.', 'Zoe Q.']);
    expect(sortRows(rows, columns, { key: 'plain', direction: 'ascending' })).toEqual(rows);
    expect(sortRows(rows, columns, null)).toEqual(rows);
  });
});

describe('trackReportView', () => {
  it('pushes the report’s label onto the data list, and does nothing without one', () => {
    const page = { dataLayer: [] as unknown[] };
    trackReportView('Score grid', '/analytics/reports/score-grid', page);
    expect(page.dataLayer).toEqual([{ event: 'report_view', report_label: 'Score grid', report_path: '/analytics/reports/score-grid' }]);
    expect(() => trackReportView('Score grid', '/analytics/reports/score-grid', {})).not.toThrow();
  });
});
