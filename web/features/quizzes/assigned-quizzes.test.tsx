// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssignedQuiz } from '../../../events/quizzes';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { AssignedQuizzes, QuizBanner } from './assigned-quizzes';
import { fakeQuizzesApi } from './quizzes-fixtures';

// A student's quizzes on her home and the open-quiz banner (issue 29 item 4, docs/quizzes.md):
// the banner shows while one of her quizzes is open and not yet submitted, leads to /quiz/{id},
// and is not shown on that quiz's own page nor once she submitted.

afterEach(cleanup);

const quiz = (overrides: Partial<AssignedQuiz> = {}): AssignedQuiz => ({
  quizId: 'quiz-1',
  title: 'Fractions review',
  teacherDisplayName: 'Mr. Okafor',
  opensAt: '2026-11-20T14:00:00.000Z',
  closesAt: '2026-11-27T14:00:00.000Z',
  timeLimitMinutes: 20,
  questionCount: 3,
  status: 'not_started',
  released: false,
  ...overrides,
});

const renderBanner = (quizzes: AssignedQuiz[], currentPath = '/') => {
  const assigned = vi.fn(async () => ({ quizzes }));
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuizBanner currentPath={currentPath} api={fakeQuizzesApi({ assigned })} />
    </I18nextProvider>,
  );
  return assigned;
};

describe('the open-quiz banner', () => {
  it('names the open quiz not yet submitted and leads to it', async () => {
    renderBanner([quiz({ quizId: 'quiz-done', title: 'Done', status: 'submitted' }), quiz({ status: 'in_progress' })]);
    const banner = await screen.findByTestId('quiz-banner');
    expect(banner).toHaveAccessibleName('Open quiz');
    expect(banner).toHaveTextContent('“Fractions review” from Mr. Okafor is open until');
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz/quiz-1');
  });

  it('is not shown on the quiz’s own page, nor when every quiz is submitted or released', async () => {
    const onPage = renderBanner([quiz()], '/quiz/quiz-1');
    await vi.waitFor(() => expect(onPage).toHaveBeenCalled());
    expect(screen.queryByTestId('quiz-banner')).not.toBeInTheDocument();
    cleanup();
    const done = renderBanner([quiz({ status: 'submitted' }), quiz({ quizId: 'quiz-2', status: 'submitted', released: true })]);
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(screen.queryByTestId('quiz-banner')).not.toBeInTheDocument();
  });
});

describe('the home list', () => {
  it('lists the open quizzes to take or continue and the released scores', async () => {
    const assigned = vi.fn(async () => ({ quizzes: [quiz(), quiz({ quizId: 'quiz-2', title: 'Halves', status: 'submitted', released: true })] }));
    render(
      <I18nextProvider i18n={createI18n()}>
        <AssignedQuizzes api={fakeQuizzesApi({ assigned })} />
      </I18nextProvider>,
    );
    const links = await screen.findAllByTestId('assigned-quiz-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/quiz/quiz-1', '/quiz/quiz-2']);
  });
});
