// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdministratorReportFrame } from '../../../events/reports/administrator-reports';
import type { ReportStandard, StandardsReport } from '../../../events/reports/standards-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { StandardsReportPage } from './administrator-report-standards-page';
import {
  standardsPerformanceSchema,
  standardsProficiencyDetailsSchema,
  standardsProficiencyOverviewSchema,
  type StandardsReportData,
  type StandardsReportsApi,
} from './administrator-report-standards-api';

// The standards reports' pages (docs/administrator-reports.md "Standards reports"):
// filters in the query, the chart, the sortable table, the score-mode toggle, CSV
// and the server's error keys, with fake calls.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const frame: AdministratorReportFrame = {
  schoolOptions: [
    { schoolId: 'school_cedar', name: 'Cedar Creek Middle School' },
    { schoolId: 'school_maple', name: 'Maple Elementary' },
  ],
  schoolId: null,
  range: 'last_30_days',
  fromDay: '2026-10-04',
  toDay: '2026-11-02',
  timeZone: 'America/New_York',
  grade: null,
  gradeOptions: [4, 5, 6],
};
const fractions: ReportStandard = { code: '4.NF.B.3', description: 'Add and subtract fractions.', domain: 'Number and Operations—Fractions', subject: 'math', standardGrade: 4, standardGradeMax: 4 };
const place = { code: '4.OA.A.1', description: 'Understand multiplication as comparing.', domain: 'Operations and Algebraic Thinking', subject: 'math' as const, standardGrade: 4, standardGradeMax: 4 };
const maple4 = { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4 };

const answers: StandardsReportData = {
  'standards-proficiency-overview': {
    ...frame,
    rows: [
      { ...place, ...maple4, students: 10, proficient: 4 },
      { ...fractions, ...maple4, students: 8, proficient: 6 },
    ],
    domains: [
      { subject: 'math', domain: fractions.domain, students: 8, proficient: 6 },
      { subject: 'math', domain: place.domain, students: 10, proficient: 4 },
    ],
  },
  'standards-proficiency-details': {
    ...frame,
    standard: fractions,
    standardOptions: [
      { code: place.code, description: place.description, subject: 'math' },
      { code: fractions.code, description: fractions.description, subject: 'math' },
    ],
    skills: [
      { permacode: 'FRAC1', code: 'F.1', name: 'Add fractions', skillGrade: 4, students: 8, proficient: 6, mastered: 2 },
      { permacode: 'FRAC2', code: 'F.2', name: 'Subtract fractions', skillGrade: 4, students: 0, proficient: 0, mastered: 0 },
    ],
    rows: [
      { ...maple4, students: 8, proficient: 6, mastered: 2 },
      { schoolId: 'school_cedar', schoolName: 'Cedar Creek Middle School', grade: null, students: 2, proficient: 1, mastered: 0 },
    ],
  },
  'standards-performance': {
    ...frame,
    rows: [
      { ...place, ...maple4, students: 10, questions: 200, correct: 150, averageScore: 71 },
      { ...fractions, ...maple4, students: 8, questions: 40, correct: 10, averageScore: null },
    ],
    standards: [
      { ...place, students: 10, questions: 200, correct: 150, averageScore: 71 },
      { ...fractions, students: 8, questions: 40, correct: 10, averageScore: null },
    ],
  },
};
const schemas = {
  'standards-proficiency-overview': standardsProficiencyOverviewSchema,
  'standards-proficiency-details': standardsProficiencyDetailsSchema,
  'standards-performance': standardsPerformanceSchema,
};

function renderReport(report: StandardsReport, search = '') {
  const fetchReport = vi.fn(async (name: StandardsReport, query: string) => {
    void query;
    return schemas[name].parse(answers[name]);
  });
  window.dataLayer = [];
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <StandardsReportPage report={report} api={{ fetchReport } as unknown as StandardsReportsApi} search={search} />
      </I18nextProvider>
    </StrictMode>,
  );
  return { fetchReport, user: userEvent.setup() };
}

const rowHeaders = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
const cellsOf = (table: HTMLElement, row: number) => within(within(table).getAllByRole('row')[row]!).getAllByRole('cell').map((cell) => cell.textContent);

function captureCsv() {
  let saved: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved = blob as Blob;
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => saved!.text();
}

describe('Standards Proficiency Overview', () => {
  it('shows a row per standard, school and grade, asks again for the school and grade chosen, and is tracked under its label', async () => {
    const { fetchReport, user } = renderReport('standards-proficiency-overview');
    const table = await screen.findByTestId('standards-overview-table');
    expect(rowHeaders(table)).toEqual(['4.OA.A.1 — Understand multiplication as comparing.', '4.NF.B.3 — Add and subtract fractions.']);
    expect(cellsOf(table, 1)).toEqual(['Operations and Algebraic Thinking', 'Maple Elementary', 'Grade 4', '10', '40%']);
    expect(screen.getByRole('heading', { level: 1, name: 'Standards Proficiency Overview' })).toBeInTheDocument();
    expect(screen.getByTestId('standards-overview-chart')).toHaveTextContent('Share of students proficient per domain (%)');
    expect(window.dataLayer).toContainEqual({ event: 'report_view', report_label: 'Standards Proficiency Overview', report_path: '/analytics/reports/standards-proficiency-overview' });
    expect(fetchReport).toHaveBeenLastCalledWith('standards-proficiency-overview', 'range=last_30_days', expect.anything());

    await user.selectOptions(screen.getByTestId('report-school'), 'Maple Elementary');
    await user.selectOptions(screen.getByTestId('report-grade'), 'Grade 5');
    expect(fetchReport).toHaveBeenLastCalledWith('standards-proficiency-overview', 'schoolId=school_maple&grade=5&range=last_30_days', expect.anything());
    expect(within(screen.getByTestId('report-grade')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All grades', 'Grade 4', 'Grade 5', 'Grade 6']);
    // The picker is labelled.
    expect(screen.getByLabelText('Grade')).toBe(screen.getByTestId('report-grade'));
    // The first test loads the charts' modules: a slow start on a busy machine.
  }, 20_000);

  it('shows proficient as a number, sorts with aria-sort, turns the chart off and exports the rows as shown', async () => {
    const { user } = renderReport('standards-proficiency-overview');
    const table = await screen.findByTestId('standards-overview-table');
    await user.click(screen.getByTestId('score-mode-questions'));
    expect(cellsOf(table, 1).at(-1)).toBe('4');
    await user.click(within(table).getByTestId('sort-standard'));
    expect(within(table).getByRole('columnheader', { name: /Standard/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(rowHeaders(table)[0]).toMatch(/^4\.NF\.B\.3/);
    await user.click(screen.getByTestId('chart-toggle'));
    expect(screen.queryByTestId('standards-overview-chart')).not.toBeInTheDocument();

    const csv = captureCsv();
    await user.click(screen.getByTestId('csv-export'));
    expect(await csv()).toBe(
      'Standard,Domain,School,Grade,Students practised,Proficient\r\n' +
        '4.NF.B.3,Number and Operations—Fractions,Maple Elementary,4,8,6\r\n' +
        '4.OA.A.1,Operations and Algebraic Thinking,Maple Elementary,4,10,4\r\n',
    );
  });

  it('shows the server’s error key when the report cannot be read', async () => {
    const fetchReport = vi.fn(async () => {
      const { HttpError } = await import('../../shared/http/http-error');
      throw new HttpError(400, 'standards_reports.view_by_grades_only');
    });
    render(
      <I18nextProvider i18n={createI18n()}>
        <StandardsReportPage report="standards-performance" api={{ fetchReport } as unknown as StandardsReportsApi} search="?schoolId=school_elm&grade=4" />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('These reports are grouped by standard; view them by grades.');
    expect(fetchReport).toHaveBeenCalledWith('standards-performance', 'schoolId=school_elm&grade=4&range=last_30_days', expect.anything());
  });
});

describe('Standards Proficiency Details', () => {
  it('shows the standard, its skills and per school and grade the students practised, proficient and mastered; another standard is asked for by its code', async () => {
    const { fetchReport, user } = renderReport('standards-proficiency-details', '?code=4.NF.B.3');
    expect(await screen.findByRole('heading', { level: 2, name: '4.NF.B.3: Add and subtract fractions.' })).toBeInTheDocument();
    expect(fetchReport).toHaveBeenLastCalledWith('standards-proficiency-details', 'code=4.NF.B.3&range=last_30_days', expect.anything());
    expect(rowHeaders(screen.getByTestId('standard-skills-table'))).toEqual(['F.1 Add fractions', 'F.2 Subtract fractions']);
    const table = screen.getByTestId('standards-details-table');
    expect(rowHeaders(table)).toEqual(['Maple Elementary', 'Cedar Creek Middle School']);
    expect(cellsOf(table, 1)).toEqual(['Grade 4', '8', '6', '2']);
    expect(cellsOf(table, 2)).toEqual(['No class', '2', '1', '0']);
    await user.click(screen.getByTestId('score-mode-percentage'));
    expect(cellsOf(table, 1)).toEqual(['Grade 4', '8', '75%', '25%']);
    expect(screen.getByTestId('standards-details-chart')).toBeInTheDocument();

    expect(screen.getByTestId('report-standard')).toHaveValue('4.NF.B.3');
    await user.selectOptions(screen.getByTestId('report-standard'), '4.OA.A.1 — Understand multiplication as comparing.');
    expect(fetchReport).toHaveBeenLastCalledWith('standards-proficiency-details', 'code=4.OA.A.1&range=last_30_days', expect.anything());
  });

  it('says so when nothing aligned to a standard was practised', async () => {
    const fetchReport = vi.fn(async () => ({ ...answers['standards-proficiency-details'], standard: null, standardOptions: [], skills: [], rows: [] }));
    render(
      <I18nextProvider i18n={createI18n()}>
        <StandardsReportPage report="standards-proficiency-details" api={{ fetchReport } as unknown as StandardsReportsApi} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No skill aligned to a standard was practised in this range.');
    expect(screen.queryByTestId('report-standard')).not.toBeInTheDocument();
  });
});

describe('Standards Performance', () => {
  it('shows questions, right answers (percentage or number) and the average SmartScore, and a chart of the most practised standards', async () => {
    const { user } = renderReport('standards-performance');
    const table = await screen.findByTestId('standards-performance-table');
    expect(cellsOf(table, 1)).toEqual(['Operations and Algebraic Thinking', 'Maple Elementary', 'Grade 4', '10', '200', '75%', '71']);
    expect(cellsOf(table, 2)).toEqual(['Number and Operations—Fractions', 'Maple Elementary', 'Grade 4', '8', '40', '25%', '—']);
    await user.click(screen.getByTestId('score-mode-questions'));
    expect(cellsOf(table, 1)[5]).toBe('150');
    const chart = screen.getByTestId('standards-performance-chart');
    expect(within(chart).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['4.OA.A.1', '4.NF.B.3']);
    await user.click(within(table).getByTestId('sort-averageScore'));
    await user.click(within(table).getByTestId('sort-averageScore'));
    expect(within(table).getByRole('columnheader', { name: /Average SmartScore/ })).toHaveAttribute('aria-sort', 'descending');
  });
});
