// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizReport, QuizReportFrame } from '../../../events/reports/quiz-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { quizAnalysisSchema, studentQuizResultsSchema, type QuizReportData, type QuizReportsApi } from './teacher-report-quiz-api';
import { QuizReportPage } from './teacher-report-quiz-page';

// The teacher quiz reports' pages (docs/reports.md "Quiz reports"): the class and quiz
// (or student) pickers in the query, the chart, the sortable table, CSV and the
// server's error keys, with fake calls.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const classes = [
  { classId: 'class_a', name: 'Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }, { userId: 'u_noah', displayName: 'Noah C.' }] },
  { classId: 'class_b', name: 'Room 3', grade: 5, students: [] },
];
const option = { opensAt: '2026-11-01T13:00:00.000Z', closesAt: '2026-11-02T13:00:00.000Z', status: 'closed' as const, released: true };
const frame: QuizReportFrame = {
  classId: 'class_a',
  className: 'Room 12',
  timeZone: 'America/New_York',
  quizOptions: [
    { quizId: 'quiz_1', title: 'Fractions check', ...option },
    { quizId: 'quiz_2', title: 'Halves', ...option, status: 'open', released: false },
  ],
};
const answers: QuizReportData = {
  'quiz-analysis': {
    ...frame,
    quiz: { quizId: 'quiz_1', title: 'Fractions check', ...option, questionCount: 2, assigned: 2, submitted: 2 },
    items: [
      { questionNumber: 1, prompt: 'Which is 1/2?', skillName: null, correctAnswer: '2/4', answered: 2, right: 1, wrongAnswers: [{ response: '1/4', count: 1 }] },
      { questionNumber: 2, prompt: '3/4 + 1/4 = ?', skillName: 'Add fractions', correctAnswer: '1', answered: 2, right: 2, wrongAnswers: [] },
    ],
  },
  'student-quiz-results': {
    ...frame,
    studentUserId: null,
    students: classes[0]!.students,
    rows: [
      { studentUserId: 'u_ava', displayName: 'Ava B.', quizId: 'quiz_1', title: 'Fractions check', closesAt: option.closesAt, status: 'submitted', submitReason: 'submitted', submittedAt: '2026-11-01T14:00:00.000Z', right: 2, questions: 2, scorePercent: 100, released: true },
      { studentUserId: 'u_noah', displayName: 'Noah C.', quizId: 'quiz_1', title: 'Fractions check', closesAt: option.closesAt, status: 'submitted', submitReason: 'deadline', submittedAt: '2026-11-01T14:20:00.000Z', right: 1, questions: 2, scorePercent: 50, released: true },
      { studentUserId: 'u_noah', displayName: 'Noah C.', quizId: 'quiz_2', title: 'Halves', closesAt: option.closesAt, status: 'not_started', submitReason: null, submittedAt: null, right: 0, questions: 3, scorePercent: null, released: false },
    ],
    quizzes: [
      { quizId: 'quiz_1', title: 'Fractions check', closesAt: option.closesAt, submitted: 2, averageScore: 75 },
      { quizId: 'quiz_2', title: 'Halves', closesAt: option.closesAt, submitted: 0, averageScore: null },
    ],
  },
};
const schemas = { 'quiz-analysis': quizAnalysisSchema, 'student-quiz-results': studentQuizResultsSchema };

function renderReport(report: QuizReport, search = '', fetchReport = vi.fn(async (name: QuizReport, query: string) => (void query, schemas[name].parse(answers[name])))) {
  window.dataLayer = [];
  const api = { fetchClasses: vi.fn(async () => classes), fetchReport } as unknown as QuizReportsApi;
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <QuizReportPage report={report} api={api} search={search} />
      </I18nextProvider>
    </StrictMode>,
  );
  return { fetchReport, user: userEvent.setup() };
}

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

describe('Quiz analysis', () => {
  it('shows per question the prompt, the share right and the wrong answers chosen, a chart, and asks again for the quiz chosen', async () => {
    const { fetchReport, user } = renderReport('quiz-analysis');
    const table = await screen.findByTestId('quiz-analysis-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz analysis' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-analysis-title')).toHaveTextContent('Fractions check');
    expect(screen.getByTestId('quiz-analysis-summary')).toHaveTextContent('2 students assigned, 2 submitted · 2 questions · Results released');
    expect(cellsOf(table, 1)).toEqual(['Which is 1/2?', '—', '2', '50%', '2/4', '“1/4” × 1']);
    expect(screen.getByTestId('quiz-analysis-chart')).toHaveTextContent('Share right per question (%)');
    expect(window.dataLayer).toContainEqual({ event: 'report_view', report_label: 'Quiz analysis', report_path: '/analytics/reports/quiz-analysis' });
    expect(fetchReport).toHaveBeenLastCalledWith('quiz-analysis', 'classId=class_a', expect.anything());

    expect(screen.getByLabelText('Quiz')).toBe(screen.getByTestId('report-quiz'));
    await user.selectOptions(screen.getByTestId('report-quiz'), 'quiz_2');
    expect(fetchReport).toHaveBeenLastCalledWith('quiz-analysis', 'classId=class_a&quizId=quiz_2', expect.anything());
    await user.selectOptions(screen.getByTestId('report-class'), 'class_b');
    expect(fetchReport).toHaveBeenLastCalledWith('quiz-analysis', 'classId=class_b', expect.anything());

    const csv = captureCsv();
    await user.click(screen.getByTestId('csv-export'));
    expect(await csv()).toBe(
      'Question,Prompt,Skill,Answered,Right,Right answer,Wrong answers chosen\r\n' + '1,Which is 1/2?,,2,50,2/4,1/4 (1)\r\n' + '2,3/4 + 1/4 = ?,Add fractions,2,100,1,\r\n',
    );
  }, 20_000);

  it('says so when the class has no quiz, and shows the server’s error key', async () => {
    renderReport('quiz-analysis', '', vi.fn(async () => ({ ...answers['quiz-analysis'], quizOptions: [], quiz: null, items: [] })));
    expect(await screen.findByTestId('quiz-report-empty')).toHaveTextContent('No quiz has been assigned to this class yet.');
    cleanup();
    const refused = vi.fn(async () => {
      const { HttpError } = await import('../../shared/http/http-error');
      throw new HttpError(403, 'quiz_reports.not_your_quiz');
    });
    renderReport('quiz-analysis', '?classId=class_a&quizId=quiz_9', refused);
    expect(await screen.findByRole('alert')).toHaveTextContent('That quiz was not assigned to this class.');
    expect(refused).toHaveBeenCalledWith('quiz-analysis', 'classId=class_a&quizId=quiz_9', expect.anything());
  });
});

describe('Student quiz results', () => {
  it('shows per student and quiz the status, score, submitted at and release; a chart per quiz; asks again for one student', async () => {
    const { fetchReport, user } = renderReport('student-quiz-results');
    const table = await screen.findByTestId('student-quiz-results-table');
    expect(cellsOf(table, 2).slice(0, 3)).toEqual(['Fractions check', 'Submitted at deadline', '1 / 2 (50%)']);
    expect(cellsOf(table, 3)).toEqual(['Halves', 'Not started', '—', '—', 'No']);
    expect(screen.getByTestId('student-quiz-results-chart')).toHaveTextContent('Score per quiz (%)');
    expect(fetchReport).toHaveBeenLastCalledWith('student-quiz-results', 'classId=class_a', expect.anything());
    await user.selectOptions(screen.getByTestId('report-student'), 'u_noah');
    expect(fetchReport).toHaveBeenLastCalledWith('student-quiz-results', 'classId=class_a&studentUserId=u_noah', expect.anything());
  }, 20_000);
});
