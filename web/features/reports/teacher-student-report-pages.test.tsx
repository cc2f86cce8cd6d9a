// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportFrame, TeacherReport } from '../../../events/reports/teacher-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { scoreChartRows } from './teacher-report-score-charts';
import { TeacherReportPage } from './teacher-report-page';
import { teacherReportSchemas, type TeacherReportAnswers, type TeacherReportsApi } from './teacher-reports-api';

// The issue-29 teacher report pages (docs/reports.md), driven as a teacher does.

afterEach(cleanup);

const frame: ReportFrame = {
  classId: 'class_g4_room12',
  className: 'Grade 4 Room 12',
  range: 'last_30_days',
  interval: { fromDay: '2026-10-26', toDay: '2026-11-24' },
  timeZone: 'America/New_York',
  grade: null,
};
const ava = { userId: 'u_ava', displayName: 'Ava B.' };
const noah = { userId: 'u_noah', displayName: 'Noah C.' };
const classes = [{ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, students: [ava, noah] }];
const addition = { permacode: '18MCV', code: 'A.3', name: 'Add two numbers', subject: 'math', grade: 4 };
const fractions = { permacode: '1A2B', code: 'F.1', name: 'Fractions', subject: 'math', grade: 4 };
const period = (questions: number, helpRaised = 0) => ({ questions, seconds: questions * 30, skills: questions > 0 ? 1 : 0, helpRaised });

const answers: Partial<TeacherReportAnswers> = {
  'students-quickview': {
    ...frame,
    interval: { fromDay: '2026-11-23', toDay: '2026-11-24' },
    today: '2026-11-24',
    weekStart: '2026-11-23',
    students: [
      { ...ava, today: period(0), week: { ...period(12), proficientSkills: 1, masteredSkills: 0 }, needsHelpNow: false, skillsAt80: 3, skillsAt100: 1, lastPractisedDay: '2026-11-23' },
      { ...noah, today: period(8, 1), week: { ...period(20, 2), proficientSkills: 0, masteredSkills: 0 }, needsHelpNow: true, skillsAt80: 0, skillsAt100: 0, lastPractisedDay: '2026-11-24' },
    ],
  },
  'skill-analysis': {
    ...frame,
    bands: [
      { min: 0, max: 69 },
      { min: 70, max: 79 },
      { min: 80, max: 89 },
      { min: 90, max: 99 },
      { min: 100, max: 100 },
    ],
    skills: [
      {
        ...addition,
        students: 2,
        questions: 40,
        bands: [1, 0, 0, 0, 1],
        stuck: [{ ...noah, score: 15, helpRaised: 2 }],
        commonWrongAnswers: [
          { response: '12', count: 4, students: 1 },
          { response: '7', count: 1, students: 1 },
        ],
      },
    ],
  },
  'student-score-chart': {
    ...frame,
    student: ava,
    lines: [
      { ...addition, points: [{ day: '2026-11-02', score: 30 }, { day: '2026-11-04', score: 55 }] },
      { ...fractions, points: [{ day: '2026-11-03', score: 20 }] },
    ],
  },
  'skill-score-chart': { ...frame, skills: [addition, fractions], skill: addition, lines: [{ ...noah, points: [{ day: '2026-11-03', score: 9 }] }] },
  'student-stats': {
    ...frame,
    studentUserId: null,
    students: [
      { ...ava, questions: 4, seconds: 80, skills: 2, masteredSkills: 0, daysActive: 2, longestStreak: 1, currentStreak: 1 },
      { ...noah, questions: 8, seconds: 160, skills: 1, masteredSkills: 0, daysActive: 3, longestStreak: 3, currentStreak: 3 },
    ],
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, questions: weekday === 1 ? 3 : 0, seconds: weekday === 1 ? 60 : 0 })),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, questions: hour === 9 ? 3 : 0, seconds: hour === 9 ? 60 : 0 })),
  },
  'progress-and-growth': {
    ...frame,
    progress: {
      learner: ava,
      range: 'last_30_days',
      fromDay: '2026-10-26',
      toDay: '2026-11-24',
      timeZone: 'America/New_York',
      totals: { questions: 12, correct: 9, seconds: 600, daysActive: 2, skillsPractised: 1, proficient: 1, mastered: 0 },
      days: [{ day: '2026-11-02', questions: 12, correct: 9, seconds: 600 }],
      skills: [
        { skillId: 257, ...addition, subject: 'math', skillGrade: 4, url: null, questions: 12, correct: 9, seconds: 600, scoreAtStart: 10, scoreAtEnd: 82, proficient: true, mastered: false },
      ],
      milestones: [{ day: '2026-11-02', kind: 'proficient', permacode: addition.permacode, name: addition.name }],
    },
  },
};

function renderReport(report: TeacherReport) {
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
  return { fetchReport, user: userEvent.setup() };
}

const column = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index]?.textContent);

describe('Students quickview', () => {
  it('shows each student today and this week, links each to their Student summary, flags who needs help; has no date range', async () => {
    const { user } = renderReport('students-quickview');
    const table = await screen.findByTestId('quickview-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Students quickview' })).toBeInTheDocument();
    expect(screen.queryByTestId('date-range-picker')).toBeNull();
    expect(within(table).getByRole('link', { name: /Noah C\./ })).toHaveAttribute('href', '/analytics/reports/student-summary?classId=class_g4_room12&studentUserId=u_noah');
    expect(column(table, 1)).toEqual(['—', 'Needs help']);
    expect(column(table, 2)).toEqual(['0', '8']);
    expect(screen.getByTestId('quickview-chart')).toBeInTheDocument();
    await user.click(screen.getByTestId('toggle-only-needs-help'));
    expect(column(screen.getByTestId('quickview-table'), 0)).toEqual(['Noah C.']);
  });
});

describe('Skill analysis', () => {
  it('lists students per band, who is stuck and the common wrong answers; bands as shares', async () => {
    const { user } = renderReport('skill-analysis');
    const table = await screen.findByTestId('skill-analysis-table');
    expect(within(table).getByRole('columnheader', { name: /SmartScore 0–69/ })).toBeInTheDocument();
    expect(column(table, 3)).toEqual(['1']);
    expect(within(table).getByText('Noah C. (SmartScore 15, flagged 2×)')).toBeInTheDocument();
    expect(within(table).getByText('“12”: 4× by 1 student')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Share of students' }));
    expect(column(screen.getByTestId('skill-analysis-table'), 3)).toEqual(['50%']);
  });
});

describe('score charts', () => {
  it('Student score chart waits for a student, then draws a line per skill', async () => {
    const { fetchReport, user } = renderReport('student-score-chart');
    expect(await screen.findByTestId('report-pick-student')).toHaveTextContent('Choose a student to see this report.');
    expect(fetchReport).not.toHaveBeenCalled();
    await user.selectOptions(await screen.findByTestId('report-student'), 'u_ava');
    const table = await screen.findByTestId('student-score-table');
    expect(fetchReport).toHaveBeenLastCalledWith('student-score-chart', 'classId=class_g4_room12&studentUserId=u_ava&range=last_30_days', expect.anything());
    expect(column(table, 5)).toEqual(['55', '20']);
    expect(screen.getByTestId('student-score-chart')).toBeInTheDocument();
  });

  it('Skill score chart offers the skills of its answer and asks again for the one chosen', async () => {
    const { fetchReport, user } = renderReport('skill-score-chart');
    await screen.findByTestId('skill-score-table');
    expect(fetchReport).toHaveBeenLastCalledWith('skill-score-chart', 'classId=class_g4_room12&range=last_30_days', expect.anything());
    await user.selectOptions(screen.getByTestId('report-skill'), '1A2B');
    await vi.waitFor(() => expect(fetchReport).toHaveBeenLastCalledWith('skill-score-chart', 'classId=class_g4_room12&permacode=1A2B&range=last_30_days', expect.anything()));
  });

  it('carries each line’s SmartScore forward to the days it has no point', () => {
    const lines = [
      { key: 'a', label: 'A', points: [{ day: '2026-11-02', score: 30 }, { day: '2026-11-04', score: 55 }] },
      { key: 'b', label: 'B', points: [{ day: '2026-11-03', score: 20 }] },
    ];
    expect(scoreChartRows(lines)).toEqual([
      { day: '2026-11-02', a: 30 },
      { day: '2026-11-03', a: 30, b: 20 },
      { day: '2026-11-04', a: 55, b: 20 },
    ]);
  });
});

describe('Student stats', () => {
  it('shows totals and streaks, time by day of the week and hour; a student narrows it', async () => {
    const { fetchReport, user } = renderReport('student-stats');
    const table = await screen.findByTestId('student-stats-table');
    expect(column(table, 6)).toEqual(['1', '3']);
    expect(within(screen.getByTestId('stats-weekday-chart')).getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
    expect(within(screen.getByTestId('stats-hour-chart')).getByRole('rowheader', { name: '09:00' })).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('report-student'), 'u_noah');
    await vi.waitFor(() => expect(fetchReport).toHaveBeenLastCalledWith('student-stats', 'classId=class_g4_room12&studentUserId=u_noah&range=last_30_days', expect.anything()));
  });
});

describe('Progress and growth', () => {
  it('shows the chosen student’s progress, as the learner’s own page does', async () => {
    const { fetchReport, user } = renderReport('progress-and-growth');
    await user.selectOptions(await screen.findByTestId('report-student'), 'u_ava');
    const view = await screen.findByTestId('progress-view');
    expect(fetchReport).toHaveBeenLastCalledWith('progress-and-growth', 'classId=class_g4_room12&studentUserId=u_ava&range=last_30_days', expect.anything());
    expect(within(view).getByRole('heading', { level: 2, name: 'Ava B.' })).toBeInTheDocument();
    expect(within(screen.getByTestId('progress-totals')).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByTestId('progress-skills')).getByText('82')).toBeInTheDocument();
  });
});
