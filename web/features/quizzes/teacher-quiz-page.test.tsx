// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizDetail } from '../../../events/quizzes';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { detail, fakeQuizzesApi, results } from './quizzes-fixtures';
import { TeacherQuizPage } from './teacher-quiz-page';

afterEach(cleanup);

const submitted: QuizDetail = {
  ...detail,
  submitted: 1,
  results: { ...results, students: [{ ...results.students[0]!, status: 'submitted', submitReason: 'submitted', submittedAt: '2026-11-02T09:05:00.000Z', right: 1, answered: 2, scorePercent: 50 }, results.students[1]!] },
};

function renderPage(api: ReturnType<typeof fakeQuizzesApi>) {
  const realtime = fakeRealtime();
  render(
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_rivera" logic={realtime.logic}>
        <TeacherQuizPage quizId="quiz-1" api={api} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  return realtime;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the teacher’s quiz page', () => {
  it('fills in live: a QUIZ_SUBMITTED of this quiz loads the results again; another quiz’s does not', async () => {
    const details = [detail, submitted];
    const api = fakeQuizzesApi({ detail: vi.fn(async () => details.shift() ?? submitted) });
    const realtime = renderPage(api);
    expect(within(await screen.findByTestId('quiz-results')).getAllByTestId('quiz-result-row')).toHaveLength(2);
    expect(within(rowOf('Ava B.')).getByText('In progress')).toBeInTheDocument();
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    act(() => realtime.deliver('teacher', { event: 'QUIZ_SUBMITTED', quizId: 'quiz-9', studentUserId: 'u_ava', right: 1, answered: 2, total: 2, submittedAt: '2026-11-02T09:05:00.000Z' }));
    expect(api.detail).toHaveBeenCalledTimes(1);
    act(() => realtime.deliver('teacher', { event: 'QUIZ_SUBMITTED', quizId: 'quiz-1', studentUserId: 'u_ava', right: 1, answered: 2, total: 2, submittedAt: '2026-11-02T09:05:00.000Z' }));
    expect(await within(rowOf('Ava B.')).findByText('1 of 2 (50%)')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-announcement')).toHaveTextContent('Ava B. submitted.');
  });

  it('releases the results and shares the quiz with the district', async () => {
    const released = { ...submitted, released: true, status: 'closed' as const };
    const shared = { ...released, sharedScope: 'district' as const };
    const details = [submitted, released, shared];
    const api = fakeQuizzesApi({
      detail: vi.fn(async () => details.shift()!),
      release: vi.fn(async () => released),
      share: vi.fn(async () => shared),
    });
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Release results' }));
    expect(api.release).toHaveBeenCalledWith('quiz-1');
    expect(await screen.findByText('Results released')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release results' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share with my district' }));
    expect(api.share).toHaveBeenCalledWith('quiz-1', 'district');
    expect(await screen.findByTestId('quiz-shared')).toHaveTextContent('Shared with your district');
  });
});
