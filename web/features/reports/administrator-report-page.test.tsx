// @vitest-environment jsdom
import { assessmentReportAnswers, assessmentReportSchemas } from './administrator-report-assessment-fixtures';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdministratorReport, AdministratorReportFrame } from '../../../events/reports/administrator-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { AdministratorReportPage } from './administrator-report-page';
import {
  districtDashboardSchema,
  schoolAchievementSchema,
  skillProficiencySchema,
  skillUsageSchema,
  timeSpentSchema,
  type AdministratorReportsApi,
  type AdministratorReportData,
} from './administrator-reports-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// jsdom has no ResizeObserver: the charts keep their first size (report-chart.tsx `initialDimension`), so Recharts warns of no zero-sized chart.

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

const answers: AdministratorReportData = {
  'district-dashboard': {
    ...frame,
    rows: [
      { schoolId: 'school_cedar', schoolName: 'Cedar Creek Middle School', students: 6, studentsActive: 6, questions: 300, seconds: 9_000, skillsProficient: 4, skillsMastered: 0 },
      { schoolId: 'school_maple', schoolName: 'Maple Elementary', students: 44, studentsActive: 24, questions: 3_400, seconds: 90_000, skillsProficient: 60, skillsMastered: 3 },
    ],
  },
  'school-achievement': {
    ...frame,
    rows: [
      {
        schoolId: 'school_maple',
        schoolName: 'Maple Elementary',
        grade: 4,
        subject: 'math',
        students: 4,
        bands: { 'Above grade': 1, 'On grade': 2, 'Below grade': 0, 'Far below grade': 0, 'Not pinpointed': 1 },
      },
    ],
  },
  'time-spent': {
    ...frame,
    rows: [
      { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, day: '2026-10-30', students: 3, questions: 30, seconds: 1_200 },
      { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, day: '2026-11-02', students: 2, questions: 20, seconds: 600 },
    ],
    days: [
      { day: '2026-10-30', questions: 30, seconds: 1_200, students: 3 },
      { day: '2026-10-31', questions: 0, seconds: 0, students: 0 },
    ],
  },
  'skill-usage': {
    ...frame,
    rows: [
      { skillId: 1, permacode: 'ADD1', code: 'A.3', name: 'Add two numbers', subject: 'math', skillGrade: 4, students: 10, questions: 200, correct: 150, seconds: 4_000 },
      { skillId: 2, permacode: 'FRAC2', code: 'F.1', name: 'Fractions', subject: 'math', skillGrade: 4, students: 4, questions: 40, correct: 10, seconds: 900 },
    ],
  },
  'skill-proficiency': {
    ...frame,
    rows: [{ skillId: 1, permacode: 'ADD1', code: 'A.3', name: 'Add two numbers', subject: 'math', skillGrade: 4, studentsPractised: 10, proficient: 5, mastered: 1 }],
  },
  ...assessmentReportAnswers(frame),
};
const schemas = {
  'district-dashboard': districtDashboardSchema,
  'school-achievement': schoolAchievementSchema,
  'time-spent': timeSpentSchema,
  'skill-usage': skillUsageSchema,
  'skill-proficiency': skillProficiencySchema,
  ...assessmentReportSchemas,
};

function renderReport(report: AdministratorReport, search = '') {
  const fetchReport = vi.fn(async (name: AdministratorReport, query: string) => {
    void query;
    return schemas[name].parse(answers[name]);
  });
  const api = { fetchReport } as unknown as AdministratorReportsApi;
  window.dataLayer = [];
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <AdministratorReportPage report={report} api={api} search={search} />
      </I18nextProvider>
    </StrictMode>,
  );
  return { fetchReport, user: userEvent.setup() };
}

const rowHeaders = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('District Dashboard', () => {
  it('shows a row per school, asks again for the school and grade chosen, and is tracked under its label', async () => {
    const { fetchReport, user } = renderReport('district-dashboard');
    const table = await screen.findByTestId('district-dashboard-table');
    expect(rowHeaders(table)).toEqual(['Cedar Creek Middle School', 'Maple Elementary']);
    expect(screen.getByRole('heading', { level: 1, name: 'District Dashboard' })).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'report_view', report_label: 'District Dashboard', report_path: '/analytics/reports/district-dashboard' });
    expect(fetchReport).toHaveBeenLastCalledWith('district-dashboard', 'range=last_30_days', expect.anything());

    await user.selectOptions(screen.getByTestId('report-school'), 'Maple Elementary');
    await user.selectOptions(screen.getByTestId('view-by-grade'), 'Grade 5');
    expect(fetchReport).toHaveBeenLastCalledWith('district-dashboard', 'schoolId=school_maple&grade=5&range=last_30_days', expect.anything());
    // The grades offered are those of the administrator's classes.
    expect(within(screen.getByTestId('view-by-grade')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All grades', 'Grade 4', 'Grade 5', 'Grade 6']);
  });

  it('sorts by a column with aria-sort, turns the chart off and on, and exports the rows as shown', async () => {
    const { user } = renderReport('district-dashboard');
    const table = await screen.findByTestId('district-dashboard-table');
    await user.click(within(table).getByTestId('sort-questions'));
    await user.click(within(table).getByTestId('sort-questions'));
    expect(rowHeaders(table)).toEqual(['Maple Elementary', 'Cedar Creek Middle School']);
    expect(within(table).getByRole('columnheader', { name: /Questions/ })).toHaveAttribute('aria-sort', 'descending');

    expect(screen.getByTestId('district-dashboard-chart')).toBeInTheDocument();
    await user.click(screen.getByTestId('chart-toggle'));
    expect(screen.getByTestId('chart-toggle')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByTestId('district-dashboard-chart')).not.toBeInTheDocument();

    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByTestId('csv-export'));
    expect(await saved!.text()).toBe(
      'School,Students,Active students,Questions,Minutes,Skills proficient,Skills mastered\r\n' +
        'Maple Elementary,44,24,3400,1500,60,3\r\n' +
        'Cedar Creek Middle School,6,6,300,150,4,0\r\n',
    );
  });
});

describe('charts keep their words (issue 34)', () => {
  const tickTitles = (chart: HTMLElement) => within(chart).queryAllByTestId('chart-tick').map((tick) => tick.querySelector('title')?.textContent);

  it('District Dashboard: questions and minutes in two charts, each one measure titled for it; every school named under its bar', async () => {
    renderReport('district-dashboard');
    const questions = await screen.findByTestId('district-dashboard-chart');
    const minutes = screen.getByTestId('district-dashboard-minutes-chart');
    expect(within(questions).getByRole('img')).toHaveAccessibleName('Questions answered per school');
    expect(within(minutes).getByRole('img')).toHaveAccessibleName('Minutes practised per school');
    const headers = (chart: HTMLElement) => within(chart).getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);
    expect(headers(questions)).toEqual(['School', 'Questions']);
    expect(headers(minutes)).toEqual(['School', 'Minutes']);
    await vi.waitFor(() => expect(tickTitles(questions)).toEqual(['Cedar Creek Middle School', 'Maple Elementary']));
    expect(tickTitles(minutes)).toEqual(['Cedar Creek Middle School', 'Maple Elementary']);
  });

  it('School Achievement: every group named under its bar; "Not pinpointed" explained beside the table', async () => {
    renderReport('school-achievement');
    const chart = await screen.findByTestId('school-achievement-chart');
    await vi.waitFor(() => expect(tickTitles(chart)).toEqual(['Maple Elementary · Grade 4 · Math']));
    expect(screen.getByTestId('not-pinpointed-note')).toHaveTextContent('Not pinpointed: fewer than 20 answers in the subject, no skill of it at SmartScore 80 yet');
  });
});

describe('School Achievement', () => {
  it('shows the students of each band, as numbers or as percentages', async () => {
    const { user } = renderReport('school-achievement');
    const table = await screen.findByTestId('school-achievement-table');
    const row = () => within(table).getAllByRole('row')[1]!;
    expect(within(row()).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Maple Elementary', 'Math', '4', '1', '2', '0', '0', '1']);
    await user.click(screen.getByTestId('count-mode-percentage'));
    expect(within(row()).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Maple Elementary', 'Math', '4', '25%', '50%', '0%', '0%', '25%']);
  });
});

describe('Time Spent', () => {
  it('totals each school and grade, and expands every row to its days', async () => {
    const { user } = renderReport('time-spent');
    const table = await screen.findByTestId('time-spent-table');
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Grade 4', '2', '50', '30']);
    expect(screen.getAllByTestId('row-details')[0]).not.toBeVisible();
    await user.click(screen.getByTestId('expand-rows'));
    const details = screen.getAllByTestId('row-details')[0]!;
    expect(details).toBeVisible();
    expect(within(details).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2026-11-02', '2026-10-30']);
  });
});

describe('Skill Usage and Skill Proficiency', () => {
  it('shows right answers as a percentage or a number', async () => {
    const { user } = renderReport('skill-usage');
    const table = await screen.findByTestId('skill-usage-table');
    const accuracy = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    expect(accuracy()).toEqual(['75%', '25%']);
    await user.click(screen.getByTestId('score-mode-questions'));
    expect(accuracy()).toEqual(['150', '10']);
  });

  it('lists students proficient and mastered per skill', async () => {
    renderReport('skill-proficiency');
    const table = await screen.findByTestId('skill-proficiency-table');
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Math', 'Grade 4', '10', '5', '1']);
  });

  it('shows the server’s error key when the report cannot be read', async () => {
    const fetchReport = vi.fn(async () => {
      const { HttpError } = await import('../../shared/http/http-error');
      throw new HttpError(403, 'admin_reports.not_your_school');
    });
    render(
      <I18nextProvider i18n={createI18n()}>
        <AdministratorReportPage report="skill-usage" api={{ fetchReport } as unknown as AdministratorReportsApi} search="?schoolId=school_elm" />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not one of your schools.');
    expect(fetchReport).toHaveBeenCalledWith('skill-usage', 'schoolId=school_elm&range=last_30_days', expect.anything());
  });
});

describe('the assessment reports (issue 30)', () => {
  const cells = (table: HTMLElement, row: number) => within(within(table).getAllByRole('row')[row]!).getAllByRole('cell').map((cell) => cell.textContent);

  it('Universal Screener Results: each screened student on track or at risk', async () => {
    renderReport('universal-screener-results');
    const table = await screen.findByTestId('universal-screener-table');
    expect(rowHeaders(table)).toEqual(['Ava B.', 'Ben C.']);
    expect(cells(table, 2)).toEqual(['Maple Elementary', 'Grade 4', 'Math', '310', '12', 'At risk']);
    expect(screen.getByTestId('universal-screener-chart')).toBeInTheDocument();
  });

  it('Benchmark Growth: the levels of the periods taken and the growth, a period not taken as a dash', async () => {
    renderReport('benchmark-growth');
    const table = await screen.findByTestId('benchmark-growth-table');
    expect(cells(table, 1)).toEqual(['Maple Elementary', 'Grade 4', 'Language arts', '420', '465', '—', '+45']);
  });

  it('LevelUp Diagnostic Results: the band each student’s level gives, and how a level is pinpointed', async () => {
    renderReport('levelup-diagnostic-results');
    const table = await screen.findByTestId('levelup-results-table');
    expect(cells(table, 1)).toEqual(['Maple Elementary', 'Grade 4', 'Math', '455', 'On grade', 'Fractions 455']);
    expect(cells(table, 2).slice(4)).toEqual(['Not pinpointed', 'Geometry —']);
    expect(screen.getByText(/A level is pinpointed once/)).toBeInTheDocument();
  });

  it('Flex Diagnostic Results and Tier Analysis: percentile, tier and strands; students per tier', async () => {
    renderReport('flex-diagnostic-results');
    expect(cells(await screen.findByTestId('flex-results-table'), 1)).toEqual(['Maple Elementary', 'Grade 4', 'Language arts', '430', '35', 'Tier 2 (some risk)', 'Vocabulary 3/4']);
    cleanup();
    renderReport('flex-diagnostic-tier-analysis');
    expect(cells(await screen.findByTestId('flex-tiers-table'), 1)).toEqual(['Grade 4', 'Language arts', '3', '1', '1', '1']);
  });

  it('Flex Diagnostic Strands: the mean share right per school, grade and strand; empty, it says so', async () => {
    renderReport('flex-diagnostic-strands');
    expect(cells(await screen.findByTestId('flex-strands-table'), 1)).toEqual(['Grade 4', 'Language arts', 'Vocabulary', '3', '58']);
    expect(screen.getByTestId('flex-strands-chart')).toBeInTheDocument();
  });

  it('Checkpoint Performance and Common Assessment Results: students and mean score per school, grade and assessment', async () => {
    renderReport('school-checkpoint-performance');
    expect(cells(await screen.findByTestId('school-checkpoints-table'), 1)).toEqual(['Grade 4', 'Math', 'Fractions checkpoint', '2', '75']);
    expect(screen.getByTestId('school-checkpoints-chart')).toBeInTheDocument();
    cleanup();
    renderReport('common-assessment-results');
    expect(cells(await screen.findByTestId('common-results-table'), 1)).toEqual(['Grade 4', 'Math', 'District fractions test', '2', '75']);
  });

  it('Common Assessment Item Analysis: a column per school, a dash where a school has no answer', async () => {
    renderReport('common-assessment-item-analysis');
    const table = await screen.findByTestId('common-items-table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Cedar Creek Middle School: right (%)'), expect.stringContaining('Maple Elementary: right (%)')]),
    );
    expect(cells(table, 1)).toEqual(['District fractions test', '4.NF.B.3', '3', '67', '0', '100']);
    expect(cells(table, 2)).toEqual(['District fractions test', '—', '2', '50', '—', '50']);
    expect(screen.getByTestId('common-items-chart')).toBeInTheDocument();
  });
});
