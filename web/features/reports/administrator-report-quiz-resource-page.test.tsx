// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizResourceFrame, QuizResourceReport } from '../../../events/reports/quiz-resource-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { QuizResourceReportPage } from './administrator-report-quiz-resource-page';
import {
  quizResourceItemAnalysisSchema,
  quizResourceResultsSchema,
  type QuizResourceReportData,
  type QuizResourceReportsApi,
} from './administrator-report-quiz-resource-api';

// The quiz-resource reports' pages (docs/administrator-reports.md "Quiz resource reports"):
// the filters in the query (school, range, grade, resource), a chart per school, the
// sortable table, CSV, the empty state and the server's error keys, with fake calls.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const review = { quizId: 'quiz_review', title: 'Fractions review', authorName: 'Mr. Okafor', authorSchoolName: 'Maple Elementary', sharedScope: 'district' as const, uses: 3 };
const frame: QuizResourceFrame = {
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
  resourceOptions: [review, { quizId: 'quiz_decimals', title: 'Decimals', authorName: 'Ms. Rivera', authorSchoolName: 'Maple Elementary', sharedScope: 'school', uses: 1 }],
  resource: { ...review, questionCount: 3 },
  schools: [
    { schoolId: 'school_cedar', schoolName: 'Cedar Creek Middle School', uses: 1, assigned: 6, submitted: 5, averageScore: 60 },
    { schoolId: 'school_maple', schoolName: 'Maple Elementary', uses: 2, assigned: 44, submitted: 4, averageScore: 75 },
  ],
};

const answers: QuizResourceReportData = {
  'quiz-resource-results': {
    ...frame,
    rows: [
      { schoolId: 'school_cedar', schoolName: 'Cedar Creek Middle School', grade: 6, assigned: 6, submitted: 5, averageScore: 60 },
      { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, assigned: 24, submitted: 0, averageScore: null },
      { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 5, assigned: 20, submitted: 4, averageScore: 75 },
    ],
  },
  'quiz-resource-item-analysis': {
    ...frame,
    items: [
      { questionNumber: 1, prompt: 'Which fraction equals 1/2?', skillName: null, correctAnswer: '3/6', answered: 9, right: 6, wrongAnswers: [{ response: '1/4', count: 2 }, { response: '2/3', count: 1 }] },
      { questionNumber: 2, prompt: '3 × 3 = ?', skillName: null, correctAnswer: '9', answered: 8, right: 8, wrongAnswers: [] },
    ],
  },
};
const schemas = { 'quiz-resource-results': quizResourceResultsSchema, 'quiz-resource-item-analysis': quizResourceItemAnalysisSchema };

function renderReport(report: QuizResourceReport, search = '', answer?: unknown) {
  const fetchReport = vi.fn(async (name: QuizResourceReport, query: string) => {
    void query;
    return schemas[name].parse(answer ?? answers[name]);
  });
  window.dataLayer = [];
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <QuizResourceReportPage report={report} api={{ fetchReport } as unknown as QuizResourceReportsApi} search={search} />
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

describe('Quiz Resource Results', () => {
  it('shows the resource, a row per school and grade and a chart per school; asks again for the school, grade and resource chosen; is tracked under its label', async () => {
    const { fetchReport, user } = renderReport('quiz-resource-results');
    const table = await screen.findByTestId('quiz-resource-results-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Resource Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fractions review' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-resource-summary')).toHaveTextContent('Shared by Mr. Okafor (Maple Elementary) with the district · 3 questions · used 3× in 2 schools');
    expect(rowHeaders(table)).toEqual(['Cedar Creek Middle School', 'Maple Elementary', 'Maple Elementary']);
    expect(cellsOf(table, 1)).toEqual(['Grade 6', '6', '5', '60%']);
    expect(cellsOf(table, 2)).toEqual(['Grade 4', '24', '0', '—']);
    expect(screen.getByTestId('quiz-resource-chart-school_cedar')).toHaveTextContent('Cedar Creek Middle School: per grade (%)');
    expect(screen.getByTestId('quiz-resource-chart-school_maple')).toHaveTextContent('Maple Elementary: per grade (%)');
    expect(window.dataLayer).toContainEqual({ event: 'report_view', report_label: 'Quiz Resource Results', report_path: '/analytics/reports/quiz-resource-results' });
    expect(fetchReport).toHaveBeenLastCalledWith('quiz-resource-results', 'range=last_30_days', expect.anything());

    expect(screen.getByLabelText('Quiz resource')).toHaveValue('quiz_review');
    await user.selectOptions(screen.getByTestId('report-school'), 'Maple Elementary');
    await user.selectOptions(screen.getByTestId('report-grade'), 'Grade 5');
    await user.selectOptions(screen.getByTestId('report-resource'), 'Decimals (Ms. Rivera, used 1×)');
    expect(fetchReport).toHaveBeenLastCalledWith('quiz-resource-results', 'schoolId=school_maple&grade=5&quizId=quiz_decimals&range=last_30_days', expect.anything());
  }, 20_000);

  it('shows submitted as a percentage, turns the charts off and exports the rows as shown', async () => {
    const { user } = renderReport('quiz-resource-results', '?quizId=quiz_review');
    const table = await screen.findByTestId('quiz-resource-results-table');
    await user.click(screen.getByTestId('score-mode-percentage'));
    expect(cellsOf(table, 1)).toEqual(['Grade 6', '6', '83%', '60%']);
    await user.click(screen.getByTestId('chart-toggle'));
    expect(screen.queryByTestId('quiz-resource-chart-school_cedar')).not.toBeInTheDocument();
    const csv = captureCsv();
    await user.click(screen.getByTestId('csv-export'));
    expect(await csv()).toBe(
      'School,Grade,Students assigned,Submitted,Average score\r\n' +
        'Cedar Creek Middle School,6,6,83,60\r\n' +
        'Maple Elementary,4,24,0,\r\n' +
        'Maple Elementary,5,20,20,75\r\n',
    );
  });

  it('says so when no resource was used in scope, and shows the server’s error key', async () => {
    renderReport('quiz-resource-results', '', { ...answers['quiz-resource-results'], resourceOptions: [], resource: null, schools: [], rows: [] });
    expect(await screen.findByTestId('quiz-resource-empty')).toHaveTextContent('No quiz resource was assigned in these schools in this period.');
    expect(screen.queryByTestId('report-resource')).not.toBeInTheDocument();
    cleanup();

    const fetchReport = vi.fn(async () => {
      const { HttpError } = await import('../../shared/http/http-error');
      throw new HttpError(403, 'quiz_resource_reports.not_your_resource');
    });
    render(
      <I18nextProvider i18n={createI18n()}>
        <QuizResourceReportPage report="quiz-resource-item-analysis" api={{ fetchReport } as unknown as QuizResourceReportsApi} search="?quizId=quiz_elsewhere" />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That quiz resource is not shared with your schools.');
    expect(fetchReport).toHaveBeenCalledWith('quiz-resource-item-analysis', 'quizId=quiz_elsewhere&range=last_30_days', expect.anything());
  });
});

describe('Quiz Resource Item Analysis', () => {
  it('shows per question the prompt, share right and the wrong answers chosen, the schools counted and a chart; exports them', async () => {
    const { user } = renderReport('quiz-resource-item-analysis');
    const table = await screen.findByTestId('quiz-resource-items-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Resource Item Analysis' })).toBeInTheDocument();
    expect(rowHeaders(table)).toEqual(['Q1', 'Q2']);
    expect(cellsOf(table, 1)).toEqual(['Which fraction equals 1/2?', '—', '9', '67%', '3/6', '“1/4” × 2“2/3” × 1']);
    expect(cellsOf(table, 2).at(-1)).toBe('None');
    expect(screen.getByTestId('quiz-resource-schools')).toHaveTextContent('Schools counted: Cedar Creek Middle School (5 of 6 submitted); Maple Elementary (4 of 44 submitted).');
    expect(screen.getByTestId('quiz-resource-items-chart')).toHaveTextContent('Share right per question (%)');
    const csv = captureCsv();
    await user.click(screen.getByTestId('csv-export'));
    expect(await csv()).toBe(
      'Question,Prompt,Skill,Answered,Right,Right answer,Wrong answers chosen\r\n' + '1,Which fraction equals 1/2?,,9,67,3/6,1/4 (2); 2/3 (1)\r\n' + '2,3 × 3 = ?,,8,100,9,\r\n',
    );
  });
});
