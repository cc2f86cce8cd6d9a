// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportFrame, TeacherReport } from '../../../events/reports/teacher-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { TeacherReportPage } from './teacher-report-page';
import { teacherReportSchemas, type TeacherReportAnswers, type TeacherReportsApi } from './teacher-reports-api';

afterEach(cleanup);
// jsdom has no ResizeObserver: the charts keep their first size (report-chart.tsx `initialDimension`), so Recharts warns of no zero-sized chart.

const frame: ReportFrame = {
  classId: 'class_g4_room12',
  className: 'Grade 4 Room 12',
  range: 'last_30_days',
  interval: { fromDay: '2026-10-26', toDay: '2026-11-24' },
  timeZone: 'America/New_York',
  grade: null,
};
const classes = [
  { classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }, { userId: 'u_noah', displayName: 'Noah C.' }] },
  { classId: 'class_g5_room3', name: 'Grade 5 Room 3', grade: 5, students: [] },
];
const addition = { permacode: '18MCV', code: 'A.3', name: 'Add two numbers', subject: 'math', grade: 4 };
const fractions = { permacode: '1A2B', code: 'F.1', name: 'Fractions', subject: 'math', grade: 4 };

const scoreGrid: TeacherReportAnswers['score-grid'] = {
  ...frame,
  subject: 'math',
  subjects: ['math'],
  skills: [addition, fractions],
  students: [
    { userId: 'u_ava', displayName: 'Ava B.', scores: { '18MCV': { smartScore: 100, questions: 30, seconds: 900 }, '1A2B': { smartScore: 40, questions: 6, seconds: 120 } } },
    { userId: 'u_noah', displayName: 'Noah C.', scores: { '18MCV': { smartScore: 82, questions: 12, seconds: 300 } } },
  ],
};
const troubleSpots: TeacherReportAnswers['trouble-spots'] = {
  ...frame,
  skills: [
    {
      ...addition,
      missed: 3,
      answered: 12,
      studentsMissing: 2,
      wrongAnswers: [
        {
          question: { prompt: 'What is 4 + 7?' },
          response: '11',
          count: 2,
          students: [
            { userId: 'u_noah', displayName: 'Noah C.' },
            { userId: 'u_ava', displayName: 'Ava B.' },
          ],
          level: 2,
          answeredAt: '2026-11-03T15:01:00.000Z',
        },
        {
          question: { prompt: 'What part is shaded?', art: { kind: 'fraction-bar', parts: 4, shaded: 1 } },
          response: '7, or "8"',
          count: 1,
          students: [{ userId: 'u_ava', displayName: 'Ava B.' }],
          level: 1,
          answeredAt: '2026-11-02T14:01:00.000Z',
        },
      ],
    },
    {
      ...fractions,
      missed: 5,
      answered: 10,
      studentsMissing: 1,
      wrongAnswers: [{ question: null, response: '3/4', count: 1, students: [{ userId: 'u_ava', displayName: 'Ava B.' }], level: 1, answeredAt: '2026-11-06T04:30:00.000Z' }],
    },
  ],
};

function renderReport(report: TeacherReport, answers: Partial<TeacherReportAnswers>) {
  const fetchReport = vi.fn(async (name: TeacherReport, search: string) => {
    void search;
    return teacherReportSchemas[name].parse(answers[name]);
  });
  const api: TeacherReportsApi = { fetchClasses: vi.fn(async () => classes), fetchReport: fetchReport as TeacherReportsApi['fetchReport'] };
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <TeacherReportPage report={report} api={api} search="" />
      </I18nextProvider>
    </StrictMode>,
  );
  return { api, fetchReport, user: userEvent.setup() };
}

const columnTexts = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index]?.textContent);

describe('Score grid', () => {
  it('asks for the first class and the default range, then shows Report View with bands; Gradebook View shows plain numbers with averages', async () => {
    const { fetchReport, user } = renderReport('score-grid', { 'score-grid': scoreGrid });
    const table = await screen.findByTestId('score-grid-report');
    expect(fetchReport).toHaveBeenLastCalledWith('score-grid', 'classId=class_g4_room12&range=last_30_days', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Score grid' })).toBeInTheDocument();
    expect(within(table).getAllByTestId('score-cell').map((cell) => [cell.textContent, cell.className])).toEqual([
      ['100', 'score-cell score-cell-mastered'],
      ['40', 'score-cell score-cell-practising'],
      ['82', 'score-cell score-cell-proficient'],
    ]);
    expect(within(table).getByRole('columnheader', { name: /A\.3 Add two numbers/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Gradebook View' }));
    const gradebook = screen.getByTestId('score-grid-gradebook');
    expect(screen.queryByTestId('score-grid-report')).toBeNull();
    expect(within(gradebook).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Student', 'Average', 'A.3', 'F.1']);
    expect(columnTexts(gradebook, 1)).toEqual(['70', '82']);

    // Number of questions instead of the SmartScore.
    await user.click(screen.getByRole('radio', { name: 'Number of questions' }));
    expect(columnTexts(gradebook, 2)).toEqual(['30', '12']);
  });

  it('sorts by a column from the keyboard, with aria-sort on the sorted header; the class picker asks again', async () => {
    const { fetchReport, user } = renderReport('score-grid', { 'score-grid': scoreGrid });
    const table = await screen.findByTestId('score-grid-report');
    const header = within(table).getByRole('columnheader', { name: /A\.3/ });
    expect(header).not.toHaveAttribute('aria-sort');
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(columnTexts(table, 0)).toEqual(['Noah C.', 'Ava B.']);
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts(table, 0)).toEqual(['Ava B.', 'Noah C.']);

    await user.selectOptions(screen.getByTestId('view-by-grade'), '4');
    await user.selectOptions(screen.getByTestId('date-range'), 'custom');
    await user.type(screen.getByTestId('date-range-from'), '2026-09-01');
    await user.type(screen.getByTestId('date-range-to'), '2026-09-30');
    await vi.waitFor(() =>
      expect(fetchReport).toHaveBeenLastCalledWith('score-grid', 'classId=class_g4_room12&grade=4&range=custom&from=2026-09-01&to=2026-09-30', expect.anything()),
    );
  });
});

describe('Score grid: one subject, wide grids (issue 34)', () => {
  const readingSkill = { permacode: 'R1', code: 'A.1', name: 'Main idea', subject: 'ela', grade: 4 };
  const thirteen = Array.from({ length: 13 }, (_, index) => ({ permacode: `M${index}`, code: `B.${index + 1}`, name: `Skill ${index + 1}`, subject: 'math', grade: 4 }));

  it('picks the subject: the answer’s subjects are offered, the one shown selected; another asks with subject=', async () => {
    const { fetchReport, user } = renderReport('score-grid', { 'score-grid': { ...scoreGrid, subjects: ['math', 'ela'] } });
    await screen.findByTestId('score-grid-report');
    const picker = screen.getByRole('combobox', { name: 'Subject' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Math', 'Language arts']);
    expect(picker).toHaveValue('math');
    fetchReport.mockImplementation(async () => ({ ...frame, subject: 'ela', subjects: ['math', 'ela'], skills: [readingSkill], students: [] }) as never);
    await user.selectOptions(picker, 'ela');
    await vi.waitFor(() => expect(fetchReport).toHaveBeenLastCalledWith('score-grid', 'classId=class_g4_room12&subject=ela&range=last_30_days', expect.anything()));
  });

  it('no picker when the class practised one subject', async () => {
    renderReport('score-grid', { 'score-grid': scoreGrid });
    await screen.findByTestId('score-grid-report');
    expect(screen.queryByRole('combobox', { name: 'Subject' })).toBeNull();
  });

  it('a grid wider than its box says how many skills there are; a narrow one says nothing', async () => {
    const wide = { ...scoreGrid, skills: thirteen, students: [{ userId: 'u_ava', displayName: 'Ava B.', scores: { M0: { smartScore: 90, questions: 9, seconds: 60 } } }] };
    // jsdom lays nothing out: the scroller reports the sizes a 390 px phone would.
    const sizes = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset['testid'] === 'report-table-scroll' ? 3497 : 0;
    });
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset['testid'] === 'report-table-scroll' ? 358 : 0;
    });
    try {
      renderReport('score-grid', { 'score-grid': wide });
      const hint = await screen.findByTestId('report-scroll-hint');
      expect(hint).toHaveTextContent('13 Math skills — scroll sideways for more');
      const scroller = screen.getByTestId('report-table-scroll');
      expect(scroller).toHaveAttribute('tabindex', '0');
      expect(scroller).toHaveAttribute('role', 'region');
      expect(scroller).toHaveAccessibleName('Score grid');
      expect(scroller).toHaveAccessibleDescription(/13 Math skills/);
    } finally {
      sizes.mockRestore();
      client.mockRestore();
    }
    cleanup();
    renderReport('score-grid', { 'score-grid': wide });
    await screen.findByTestId('score-grid-report');
    expect(screen.queryByTestId('report-scroll-hint')).toBeNull();
    expect(screen.getByTestId('report-table-scroll')).not.toHaveAttribute('tabindex');
  });
});

describe('Trouble spots', () => {
  it('lists skills with wrong answers; a row expands; Expand all rows opens every row; missed as a share of the questions', async () => {
    const { user } = renderReport('trouble-spots', { 'trouble-spots': troubleSpots });
    const table = await screen.findByTestId('trouble-table');
    expect(columnTexts(table, 1)).toEqual(['3 of 12', '5 of 10']);
    expect(screen.getAllByTestId('row-details').every((row) => row.hidden)).toBe(true);

    const firstToggle = within(table).getAllByTestId('row-toggle')[0]!;
    await user.click(firstToggle);
    expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
    // Each wrong answer under the question it answered (prompt and picture), identical ones counted (issue 34).
    const groups = within(screen.getAllByTestId('row-details')[0]!).getAllByTestId('wrong-answer-group');
    expect(groups.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^What is 4 \+ 7\?“11” by Noah C\., Ava B\. \(level 2\) 2 times latest /),
      expect.stringMatching(/^What part is shaded\?“7, or "8"” by Ava B\. \(level 1\) once latest /),
    ]);
    expect(within(groups[1]!).getByRole('img')).toHaveAttribute('data-kind', 'fraction-bar');
    expect(within(groups[0]!).queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Expand all rows' }));
    expect(screen.getAllByTestId('row-details').every((row) => !row.hidden)).toBe(true);
    expect(screen.getByRole('button', { name: 'Collapse all rows' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse all rows' }));
    expect(screen.getAllByTestId('row-details').every((row) => row.hidden)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Percentage' }));
    expect(columnTexts(table, 1)).toEqual(['25%', '50%']);
  });

  it('exports the rows as shown (sorted) to a text/csv file, quoted as RFC 4180 says', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderReport('trouble-spots', { 'trouble-spots': troubleSpots });
    const table = await screen.findByTestId('trouble-table');
    await user.click(within(table).getByTestId('sort-skill'));
    await user.click(within(table).getByTestId('sort-skill')); // descending: F.1 first
    await user.click(screen.getByTestId('csv-export'));
    click.mockRestore();
    expect(names).toEqual(['trouble-spots-2026-10-26-to-2026-11-24.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]!.text()).toBe(
      'Skill,Missed,Answered,Students who missed,Wrong answers given\r\n' +
        'F.1 Fractions,5,10,1,3/4 ×1 (Ava B.)\r\n' +
        'A.3 Add two numbers,3,12,2,"What is 4 + 7? → 11 ×2 (Noah C., Ava B.); What part is shaded? → 7, or ""8"" ×1 (Ava B.)"\r\n',
    );
    expect(screen.getByRole('status')).toHaveTextContent('The CSV file is downloading.');
  });

  it('a question that can no longer be shown says so; the chart names each skill once, with its subject when subjects mix', async () => {
    const reading = { permacode: 'R1', code: 'A.3', name: 'Add two numbers', subject: 'ela', grade: 4 };
    const mixed = { ...troubleSpots, skills: [...troubleSpots.skills, { ...troubleSpots.skills[1]!, ...reading }] };
    const { user } = renderReport('trouble-spots', { 'trouble-spots': mixed });
    const table = await screen.findByTestId('trouble-table');
    await user.click(within(table).getAllByTestId('row-toggle')[1]!);
    expect(within(screen.getAllByTestId('row-details')[1]!).getByTestId('wrong-answer-group')).toHaveTextContent('This question can no longer be shown');
    const chartRows = within(screen.getByTestId('trouble-chart')).getAllByRole('rowheader').map((cell) => cell.textContent);
    // Two skills share a code and a name across subjects: the subject tells them apart.
    expect(chartRows).toEqual(['Add two numbers · Math', 'Fractions · Math', 'Add two numbers · Language arts']);
  });
});

describe('Questions log', () => {
  it('asks for a student before it asks the server', async () => {
    const { fetchReport, user } = renderReport('questions-log', {
      'questions-log': {
        ...frame,
        student: { userId: 'u_noah', displayName: 'Noah C.' },
        answers: [{ ...addition, position: 9, level: 2, correct: false, response: '11', scoreAfter: 0, secondsSpent: 20, answeredAt: '2026-11-03T15:01:00.000Z', day: '2026-11-03' }],
        truncated: false,
      },
    });
    await screen.findByTestId('report-pick-student');
    expect(fetchReport).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByTestId('report-student'), 'u_noah');
    await screen.findByTestId('questions-log-table');
    expect(fetchReport).toHaveBeenLastCalledWith('questions-log', 'classId=class_g4_room12&studentUserId=u_noah&range=last_30_days', expect.anything());
    await act(async () => {});
  });
});

describe('Student raceway report', () => {
  const raceway: TeacherReportAnswers['student-raceway'] = {
    ...frame,
    students: [
      { studentUserId: 'u_ava', displayName: 'Ava B.', racesRun: 4, wins: 2, podiums: 3, answered: 40, right: 34, accuracy: 0.85, questionsPerMinute: 9.5 },
      { studentUserId: 'u_noah', displayName: 'Noah C.', racesRun: 0, wins: 0, podiums: 0, answered: 0, right: 0, accuracy: null, questionsPerMinute: null },
    ],
  };

  it('shows per student races run, wins, podiums, accuracy and questions per minute, and exports them as CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchReport, user } = renderReport('student-raceway', { 'student-raceway': raceway });
    const table = await screen.findByTestId('student-raceway-table');
    expect(fetchReport).toHaveBeenLastCalledWith('student-raceway', 'classId=class_g4_room12&range=last_30_days', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Student raceway report' })).toBeInTheDocument();
    expect(columnTexts(table, 0)).toEqual(['Ava B.', 'Noah C.']);
    expect(columnTexts(table, 4)).toEqual(['85%', '—']);
    await user.click(screen.getByTestId('csv-export'));
    click.mockRestore();
    expect(await blobs[0]!.text()).toBe('Student,Races run,Wins,Podiums,Accuracy (%),Questions per minute\r\nAva B.,4,2,3,85,9.5\r\nNoah C.,0,0,0,,\r\n');
  });
});
