// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentProgressReport } from '../../../events/reports/administrator-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { ProgressPage, ProgressSharePage } from './progress-report-pages';
import { reachedOverTime } from './progress-report-view';
import { studentProgressSchema, type ProgressReportsApi } from './progress-reports-api';

afterEach(cleanup);
// jsdom has no ResizeObserver: the charts keep their first size (report-chart.tsx `initialDimension`), so Recharts warns of no zero-sized chart.

const progressOf = (userId: string, displayName: string, questions: number): StudentProgressReport => ({
  learner: { userId, displayName },
  range: 'last_30_days',
  fromDay: '2026-10-04',
  toDay: '2026-11-02',
  timeZone: 'America/New_York',
  totals: { questions, correct: Math.round(questions * 0.75), seconds: questions * 30, daysActive: questions > 0 ? 2 : 0, skillsPractised: questions > 0 ? 1 : 0, proficient: questions > 0 ? 1 : 0, mastered: 0 },
  days:
    questions > 0
      ? [
          { day: '2026-10-30', questions: questions - 4, correct: questions - 6, seconds: 600 },
          { day: '2026-11-02', questions: 4, correct: 3, seconds: 120 },
        ]
      : [],
  skills:
    questions > 0
      ? [
          {
            skillId: 7,
            permacode: 'MUL3',
            code: 'B.2',
            name: 'Multiply by 3',
            subject: 'math',
            skillGrade: 3,
            url: '/math/grade-3/skills/MUL3',
            questions,
            correct: Math.round(questions * 0.75),
            seconds: questions * 30,
            scoreAtStart: 40,
            scoreAtEnd: 81,
            proficient: true,
            mastered: false,
          },
        ]
      : [],
  milestones: questions > 0 ? [{ day: '2026-11-02', kind: 'proficient', permacode: 'MUL3', name: 'Multiply by 3' }] : [],
});

function fakeApi(learners: { userId: string; displayName: string }[], progress: Record<string, StudentProgressReport>) {
  const fetchProgress = vi.fn(async (studentUserId: string) => studentProgressSchema.parse(progress[studentUserId]));
  return { fetchLearners: vi.fn(async () => ({ learners })), fetchProgress } satisfies ProgressReportsApi;
}

/** One learner's progress section, once loaded (role queries over the charts' SVG are slow in jsdom). */
async function learnerView(userId: string): Promise<HTMLElement> {
  await screen.findAllByTestId('progress-view');
  return await vi.waitFor(() => {
    const view = screen.getAllByTestId('progress-view').find((element) => element.dataset.learner === userId);
    if (!view) throw new Error(`no progress of ${userId} yet`);
    return view;
  });
}

const page = (element: React.ReactElement) => render(<I18nextProvider i18n={createI18n()}>{element}</I18nextProvider>);

describe('Progress Share', () => {
  it('shows each connected learner’s progress: totals, charts and skills', async () => {
    const api = fakeApi(
      [
        { userId: 'u_joon', displayName: 'Joon' },
        { userId: 'u_mina', displayName: 'Mina' },
      ],
      { u_mina: progressOf('u_mina', 'Mina', 20), u_joon: progressOf('u_joon', 'Joon', 0) },
    );
    page(<ProgressSharePage api={api} />);
    const mina = await learnerView('u_mina');
    expect(mina).toHaveAccessibleName('Mina');
    expect(within(mina).getByTestId('progress-totals')).toHaveTextContent('Questions answered20');
    expect(within(mina).getByTestId('progress-reached-chart')).toBeInTheDocument();
    const skills = within(mina).getByTestId('progress-skills');
    expect(within(skills).getByRole('link', { name: 'B.2 Multiply by 3' })).toHaveAttribute('href', '/math/grade-3/skills/MUL3');
    expect(within(within(skills).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20', '75%', '10 min', '40', '81', '+41', 'Proficient']);
    const joon = await learnerView('u_joon');
    expect(within(joon).getByTestId('progress-empty')).toBeInTheDocument();
  });

  it('writes its days in the reader’s locale, not as ISO dates (issue 34)', async () => {
    const api = fakeApi([{ userId: 'u_mina', displayName: 'Mina' }], { u_mina: progressOf('u_mina', 'Mina', 20) });
    page(<ProgressSharePage api={api} />);
    const mina = await learnerView('u_mina');
    expect(within(mina).getByTestId('report-interval')).toHaveTextContent('Oct 4, 2026 to Nov 2, 2026 (America/New_York)');
    const days = [...within(mina).getByTestId('progress-questions-chart').querySelectorAll('tbody th')].map((cell) => cell.textContent);
    expect(days).toEqual(['Oct 30, 2026', 'Nov 2, 2026']);
    expect(mina.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('asks again for every learner when the range changes', async () => {
    const api = fakeApi([{ userId: 'u_mina', displayName: 'Mina' }], { u_mina: progressOf('u_mina', 'Mina', 20) });
    page(<ProgressSharePage api={api} />);
    await learnerView('u_mina');
    await userEvent.setup().selectOptions(screen.getByTestId('date-range'), 'All time');
    expect(api.fetchProgress).toHaveBeenLastCalledWith('u_mina', 'range=all_time', expect.anything());
  });
});

describe('My progress', () => {
  it('lets a parent pick one of their children', async () => {
    const api = fakeApi(
      [
        { userId: 'u_joon', displayName: 'Joon' },
        { userId: 'u_mina', displayName: 'Mina' },
      ],
      { u_mina: progressOf('u_mina', 'Mina', 20), u_joon: progressOf('u_joon', 'Joon', 0) },
    );
    page(<ProgressPage api={api} />);
    expect(await learnerView('u_joon')).toHaveAccessibleName('Joon');
    await userEvent.setup().selectOptions(screen.getByTestId('progress-learner'), 'Mina');
    expect(await learnerView('u_mina')).toHaveAccessibleName('Mina');
    expect(screen.getByRole('heading', { level: 1, name: 'My progress' })).toBeInTheDocument();
  });

  it('shows a learner their own progress without a picker', async () => {
    const api = fakeApi([{ userId: 'u_mina', displayName: 'Mina' }], { u_mina: progressOf('u_mina', 'Mina', 20) });
    page(<ProgressPage api={api} />);
    expect(await learnerView('u_mina')).toHaveAccessibleName('Mina');
    expect(screen.queryByTestId('progress-learner')).not.toBeInTheDocument();
  });
});

describe('skills reached over time', () => {
  it('counts skills proficient and mastered up to each day a skill was reached', () => {
    expect(
      reachedOverTime([
        { day: '2026-10-01', kind: 'proficient', permacode: 'A', name: 'A' },
        { day: '2026-10-01', kind: 'proficient', permacode: 'B', name: 'B' },
        { day: '2026-10-03', kind: 'mastered', permacode: 'A', name: 'A' },
        { day: '2026-10-05', kind: 'proficient', permacode: 'C', name: 'C' },
      ]),
    ).toEqual([
      { day: '2026-10-01', proficient: 2, mastered: 0 },
      { day: '2026-10-03', proficient: 2, mastered: 1 },
      { day: '2026-10-05', proficient: 3, mastered: 1 },
    ]);
  });
});
