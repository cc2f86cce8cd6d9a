// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScratchpadWorkReport, ScratchpadWorkView } from '../../../events/scratchpad';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { scratchpadWorkReportSchema, type ScratchpadReportsApi } from './teacher-report-scratchpad-work-api';
import { ScratchpadWorkReportPage } from './teacher-report-scratchpad-work-page';

// The teacher report `scratchpad-work` (issue 31 item 3; docs/scratchpad.md): the class and student pickers,
// per student the answers with work, each opening its drawing; the server's error keys. Fake calls.

afterEach(cleanup);

const classes = [
  { classId: 'class_a', name: 'Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }, { userId: 'u_noah', displayName: 'Noah C.' }] },
  { classId: 'class_b', name: 'Room 3', grade: 5, students: [] },
];
const report: ScratchpadWorkReport = {
  classId: 'class_a',
  className: 'Room 12',
  students: [
    {
      userId: 'u_ava',
      displayName: 'Ava B.',
      answers: [
        { answerKey: 'quiz:quiz1:q2', kind: 'quiz', title: 'Fractions check', questionNumber: 2, strokeCount: 3, keptAt: '2026-11-02T14:00:00.000Z' },
        { answerKey: 'practice:seed1', kind: 'practice', title: 'Compare fractions', questionNumber: null, strokeCount: 1, keptAt: '2026-11-02T13:00:00.000Z' },
        { answerKey: 'assessment:levelup-math:s1q4', kind: 'assessment', title: 'LevelUp Math diagnostic', questionNumber: 4, strokeCount: 2, keptAt: '2026-11-02T12:00:00.000Z' },
      ],
    },
    { userId: 'u_noah', displayName: 'Noah C.', answers: [] },
  ],
};
const work: ScratchpadWorkView = { answerKey: 'quiz:quiz1:q2', answer: { kind: 'quiz', quizId: 'quiz1', questionKey: 'q2' }, strokes: [{ tool: 'pen', width: 6, points: [[1, 1]] }], keptAt: '2026-11-02T14:00:00.000Z' };

function renderPage(fetchReport: ScratchpadReportsApi['fetchReport'], search = '') {
  const api: ScratchpadReportsApi = { fetchClasses: vi.fn(async () => classes), fetchReport: vi.fn(fetchReport) };
  const fetchWork = vi.fn(async () => work);
  render(
    <I18nextProvider i18n={createI18n()}>
      <ScratchpadWorkReportPage api={api} fetchWork={fetchWork} search={search} />
    </I18nextProvider>,
  );
  return { api, fetchWork };
}

describe('the scratchpad work report', () => {
  it('its schema reads the server’s answer', () => expect(scratchpadWorkReportSchema.parse(report)).toEqual(report));

  it('lists per student the answers with work, the student chosen in the query; each answer opens its work', async () => {
    const { api, fetchWork } = renderPage(async () => report, '?classId=class_a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scratchpad work' })).toBeInTheDocument();
    const ava = await screen.findByRole('region', { name: 'Ava B.' });
    expect(screen.queryByRole('region', { name: 'Noah C.' })).toBeNull();
    const answers = within(ava).getAllByTestId('scratchpad-report-answer');
    expect(answers.map((answer) => answer.querySelector('strong')?.textContent)).toEqual(['Fractions check: question 2', 'Compare fractions', 'LevelUp Math diagnostic: question 4']);
    expect(answers[0]).toHaveTextContent('3 strokes');
    expect(answers[2]).toHaveTextContent('Assessment');
    const user = userEvent.setup();
    await user.click(within(answers[0]!).getByRole('button', { name: 'Scratchpad work' }));
    expect(await within(answers[0]!).findByRole('img', { name: 'Scratchpad work: 1 stroke' })).toBeInTheDocument();
    expect(fetchWork).toHaveBeenCalledWith('u_ava', 'quiz:quiz1:q2', expect.anything());
    await user.selectOptions(screen.getByTestId('report-student'), 'u_noah');
    expect(api.fetchReport).toHaveBeenLastCalledWith('classId=class_a&studentUserId=u_noah', expect.anything());
  });

  it('says when nobody has work yet, and shows the server’s refusal in words', async () => {
    renderPage(async () => ({ ...report, students: [] }));
    expect(await screen.findByTestId('scratchpad-report-empty')).toHaveTextContent('No scratchpad work yet.');
    cleanup();
    renderPage(async () => {
      throw new HttpError(403, 'reports.not_your_class');
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
