// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportFrame } from '../../../events/reports/teacher-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { TeacherAssessmentReportAnswers } from './teacher-assessment-reports-api';
import { TeacherReportPage } from './teacher-report-page';
import { teacherReportSchemas, type TeacherReportsApi } from './teacher-reports-api';

// The teacher assessment reports' pages (issue 30 item 5, docs/assessment-reports.md "Teacher reports"):
// each report's body with data (chart, table, CSV) and without (its empty text), on the teacher report frame.

afterEach(cleanup);

type Report = keyof TeacherAssessmentReportAnswers;

const frame: ReportFrame = {
  classId: 'class_g4_room12',
  className: 'Grade 4 Room 12',
  range: 'this_school_year',
  interval: { fromDay: '2026-08-01', toDay: '2026-11-24' },
  timeZone: 'America/New_York',
  grade: null,
};
const classes = [{ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }] }];
const at = '2026-10-20T14:00:00.000Z';
const bands = { 'Above grade': 0, 'On grade': 1, 'Below grade': 0, 'Far below grade': 1, 'Not pinpointed': 0 };

const full: TeacherAssessmentReportAnswers = {
  'levelup-overview': {
    ...frame,
    rows: [
      { studentUserId: 'u_ava', displayName: 'Ava B.', subject: 'math', level: 455, pinpointed: true, band: 'On grade', strands: [{ strand: 'fractions', level: 450, pinpointed: true }], finishedAt: at },
      { studentUserId: 'u_noah', displayName: 'Noah C.', subject: 'math', level: 380, pinpointed: false, band: 'Not pinpointed', strands: [], finishedAt: at },
    ],
  },
  'levelup-strand-analysis': { ...frame, rows: [{ subject: 'math', strand: 'fractions', students: 2, bands }] },
  'levelup-standards-performance': { ...frame, rows: [{ standardCode: '4.NF.B.3', subject: 'math', answered: 5, correct: 3, percentRight: 60 }] },
  'flex-overview': {
    ...frame,
    rows: [{ studentUserId: 'u_ava', displayName: 'Ava B.', subject: 'math', level: 470, tier: 1, percentile: 70, strands: [{ strand: 'geometry', correct: 3, answered: 4 }], finishedAt: at }],
  },
  'flex-strand-analysis': { ...frame, rows: [{ subject: 'math', strand: 'geometry', students: 2, meanPercentRight: 63, tier1: 1, tier2: 1, tier3: 0 }] },
  'checkpoint-analysis': {
    ...frame,
    rows: [
      { assessmentId: 'cp-1', title: 'Fractions checkpoint', subject: 'math', questionKey: 'q1', position: 1, permacode: '1A2B', skillName: 'Compare fractions', standardCodes: ['4.NF.A.2'], answered: 2, correct: 2, percentRight: 100 },
      { assessmentId: 'cp-1', title: 'Fractions checkpoint', subject: 'math', questionKey: 'q2', position: 2, permacode: null, skillName: null, standardCodes: [], answered: 2, correct: 1, percentRight: 50 },
    ],
  },
  'checkpoint-performance': {
    ...frame,
    rows: [{ studentUserId: 'u_ava', displayName: 'Ava B.', subject: 'math', assessmentId: 'cp-1', title: 'Fractions checkpoint', correct: 2, answered: 2, score: 100, finishedAt: at }],
  },
};

/** What the first data row of each report's table shows, and the table's test id. */
const expected: Record<Report, { table: string; chart: string; firstRow: string[]; empty: string }> = {
  'levelup-overview': { table: 'levelup-overview-table', chart: 'levelup-overview-chart', firstRow: ['Ava B.', 'Math', '455', 'On grade', 'Fractions 450'], empty: 'No LevelUp sitting finished in this range.' },
  'levelup-strand-analysis': { table: 'levelup-strands-table', chart: 'levelup-strands-chart', firstRow: ['Fractions', 'Math', '2', '0', '1', '0', '1', '0'], empty: 'No LevelUp sitting finished in this range.' },
  'levelup-standards-performance': {
    table: 'levelup-standards-table',
    chart: 'levelup-standards-chart',
    firstRow: ['4.NF.B.3', 'Math', '5', '60'],
    empty: 'No LevelUp question with a standard answered in this range.',
  },
  'flex-overview': { table: 'flex-overview-table', chart: 'flex-overview-chart', firstRow: ['Ava B.', 'Math', 'Tier 1 (on track)', '70', '470', 'Geometry 3 of 4'], empty: 'No Flex snapshot finished in this range.' },
  'flex-strand-analysis': { table: 'flex-strands-table', chart: 'flex-strands-chart', firstRow: ['Geometry', 'Math', '2', '63', '1', '1', '0'], empty: 'No Flex snapshot finished in this range.' },
  'checkpoint-analysis': {
    table: 'checkpoint-analysis-table',
    chart: 'checkpoint-analysis-chart',
    firstRow: ['Fractions checkpoint', 'Question 1', 'Compare fractions', '4.NF.A.2', '2', '100'],
    empty: 'No checkpoint finished in this range.',
  },
  'checkpoint-performance': {
    table: 'checkpoint-performance-table',
    chart: 'checkpoint-performance-chart',
    firstRow: ['Ava B.', 'Math', 'Fractions checkpoint', '2 of 2', '100'],
    empty: 'No checkpoint finished in this range.',
  },
};

function renderReport(report: Report, answer: TeacherAssessmentReportAnswers[Report], language = 'en') {
  const fetchReport = vi.fn(async () => teacherReportSchemas[report].parse(answer));
  const api: TeacherReportsApi = { fetchClasses: vi.fn(async () => classes), fetchReport: fetchReport as TeacherReportsApi['fetchReport'] };
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <TeacherReportPage report={report} api={api} search="" />
    </I18nextProvider>,
  );
  return fetchReport;
}

const REPORTS = Object.keys(full) as Report[];

describe('the teacher assessment reports', () => {
  it.each(REPORTS.map((report) => [report]))('%s: its title, chart, table (first row) and CSV; the call names the class and range only', async (report) => {
    const fetchReport = renderReport(report, full[report]);
    const table = await screen.findByTestId(expected[report].table);
    expect(fetchReport).toHaveBeenLastCalledWith(report, 'classId=class_g4_room12&range=last_30_days', expect.anything());
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(`reports.labels.${report}`);
    expect(screen.getByTestId(expected[report].chart)).toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect([...firstRow.children].map((cell) => cell.textContent)).toEqual(expected[report].firstRow);
    expect(screen.getByTestId('csv-export')).toBeInTheDocument();
  });

  it.each(REPORTS.map((report) => [report]))('%s: no result in the range says so, with no chart or table', async (report) => {
    renderReport(report, { ...full[report], rows: [] } as TeacherAssessmentReportAnswers[Report]);
    expect((await screen.findByTestId('report-empty')).textContent).toBe(expected[report].empty);
    expect(screen.queryByTestId(expected[report].table)).not.toBeInTheDocument();
    expect(screen.queryByTestId(expected[report].chart)).not.toBeInTheDocument();
  });

  it('speaks Spanish: the title and the columns', async () => {
    renderReport('checkpoint-performance', full['checkpoint-performance'], 'es');
    await screen.findByTestId('checkpoint-performance-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Rendimiento en las comprobaciones' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: /Puntuación \(%\)/ }).length).toBeGreaterThan(0);
  });
});
