// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { attempt, fakeQuizzesApi, results } from './quizzes-fixtures';
import { TakeQuizPage } from './take-quiz-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderPage = (api: ReturnType<typeof fakeQuizzesApi>, clock?: () => number) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <TakeQuizPage quizId="quiz-1" api={api} {...(clock ? { clock } : {})} />
    </I18nextProvider>,
  );

describe('taking a quiz', () => {
  it('starts, answers one question at a time with one idempotency key per question, and submits', async () => {
    const answer = vi.fn(async (_quizId: string, questionKey: string, _response: string, _key: string) =>
      questionKey === 'q1'
        ? attempt({ answered: 1, question: { questionKey: 'q2', number: 2, total: 2, prompt: 'Name the bottom number.', answerType: 'text', choices: null, art: null, skillName: null } })
        : attempt({ answered: 2, question: null }),
    );
    const api = fakeQuizzesApi({
      attempt: vi.fn(async () => attempt({ status: 'not_started', question: null, startedAt: null, deadline: null, secondsLeft: 0 })),
      start: vi.fn(async () => attempt()),
      answer,
      submit: vi.fn(async () => attempt({ status: 'submitted', submitReason: 'submitted', question: null, answered: 2 })),
    });
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-time-left')).toHaveTextContent('Time left: 20:00');
    await user.type(screen.getByLabelText('Your answer'), '9');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText('Name the bottom number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'denominator');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await user.click(await screen.findByRole('button', { name: 'Submit the quiz' }));
    expect(await screen.findByText('You submitted this quiz.')).toBeInTheDocument();
    expect(screen.getByText('Your score appears here once your teacher releases the results.')).toBeInTheDocument();
    const keys = answer.mock.calls.map((call) => call[3]);
    expect(new Set(keys).size).toBe(2);
  });

  it('a reload resumes at the first unanswered question, with the time the server says is left', async () => {
    const api = fakeQuizzesApi({ attempt: vi.fn(async () => attempt({ answered: 1, secondsLeft: 75, question: { questionKey: 'q2', number: 2, total: 2, prompt: 'Name the bottom number.', answerType: 'text', choices: null, art: null, skillName: null } })) });
    renderPage(api);
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-time-left')).toHaveTextContent('Time left: 1:15');
    expect(api.start).not.toHaveBeenCalled();
  });

  it('counts down by the clock and asks the server again at the deadline', async () => {
    let ms = 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const views = [attempt({ secondsLeft: 2 }), attempt({ status: 'submitted', submitReason: 'deadline', question: null, secondsLeft: 0 })];
    const api = fakeQuizzesApi({ attempt: vi.fn(async () => views.shift()!) });
    renderPage(api, () => ms);
    expect(await screen.findByText('Time left: 0:02')).toBeInTheDocument();
    await act(async () => {
      ms = 2_000;
      vi.advanceTimersByTime(2_000);
    });
    expect(await screen.findByText('Time is up: your answers were submitted.')).toBeInTheDocument();
    expect(api.attempt).toHaveBeenCalledTimes(2);
  });

  it('an answer refused past the time limit shows why and the server’s view', async () => {
    const views = [attempt(), attempt({ status: 'submitted', submitReason: 'deadline', question: null })];
    const api = fakeQuizzesApi({ attempt: vi.fn(async () => views.shift()!), answer: vi.fn(async () => Promise.reject(new HttpError(409, 'quizzes.time_up'))) });
    renderPage(api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your answer'), '9');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByTestId('quiz-submitted')).toHaveTextContent('Time is up: your answers were submitted.');
  });

  it('after release: her score and each question right or wrong', async () => {
    const api = fakeQuizzesApi({
      attempt: vi.fn(async () => attempt({ status: 'submitted', submitReason: 'submitted', question: null, answered: 2, released: true })),
      results: vi.fn(async () => ({
        ...results,
        released: true,
        students: [
          {
            ...results.students[0]!,
            status: 'submitted' as const,
            right: 1,
            answered: 2,
            scorePercent: 50,
            answers: [
              { questionKey: 'q1', questionNumber: 1, response: '9', correct: true, correctAnswer: '9' },
              { questionKey: 'q2', questionNumber: 2, response: 'top', correct: false, correctAnswer: 'denominator' },
            ],
          },
        ],
      })),
    });
    renderPage(api);
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('Your score: 1 of 2 (50%)');
    expect(screen.getByText('Right answer: denominator')).toBeInTheDocument();
    expect(screen.getAllByTestId('quiz-score-item').map((item) => item.dataset.correct)).toEqual(['true', 'false']);
  });
});
