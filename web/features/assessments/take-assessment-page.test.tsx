// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { SittingView } from './assessments-api';
import { fakeAssessmentsApi, levelUpSitting, question, sitting } from './assessments-fixtures';
import { TakeAssessmentPage } from './take-assessment-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderPage = (api: ReturnType<typeof fakeAssessmentsApi>, options: { clock?: () => number; language?: string } = {}) =>
  render(
    <I18nextProvider i18n={createI18n(options.language)}>
      <TakeAssessmentPage assessmentId="window-w1" api={api} {...(options.clock ? { clock: options.clock } : {})} />
    </I18nextProvider>,
  );

/** A call the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('taking an assessment', () => {
  it('loading, then one question at a time with no feedback, submitting, finished', async () => {
    const first = deferred<SittingView>();
    const next = deferred<SittingView>();
    const answer = vi.fn(async (_id: string, questionKey: string) => (questionKey === 'q1' ? next.promise : sitting({ status: 'finished', question: null, answered: 2, total: 2 })));
    const api = fakeAssessmentsApi({ start: vi.fn(() => first.promise), answer });
    renderPage(api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the assessment…');
    await act(async () => first.resolve(sitting({ total: 2 })));
    expect(screen.getByRole('heading', { level: 1, name: 'Math screener' })).toBeInTheDocument();
    expect(screen.getByTestId('assessment-number')).toHaveTextContent('Question 1 of 2');
    expect(screen.getByTestId('assessment-prompt')).toHaveTextContent('What is 3 × 4?');
    const user = userEvent.setup();
    expect(screen.getByLabelText('Your answer')).toHaveFocus();
    await user.keyboard('12{Enter}');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(answer).toHaveBeenCalledWith('window-w1', 'q1', '12', expect.any(String), []);
    await act(async () => next.resolve(sitting({ total: 2, answered: 1, question: question({ questionKey: 'q2', number: 2, prompt: 'Pick the even number.', answerType: 'choice', choices: ['3', '8'] }) })));
    expect(screen.getByTestId('assessment-number')).toHaveTextContent('Question 2 of 2');
    expect(screen.queryByText(/correct|wrong|not quite/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '8' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'You finished' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your home page' })).toHaveAttribute('href', '/');
  });

  it('a reload resumes: start answers the current question, without "of N" when the total is unknown', async () => {
    const api = fakeAssessmentsApi({ start: vi.fn(async () => levelUpSitting({ answered: 4, question: question({ questionKey: 'q5', number: 5 }) })) });
    renderPage(api);
    expect(await screen.findByTestId('assessment-number')).toHaveTextContent(/^Question 5$/);
    expect(screen.getByTestId('assessment-time-left')).toHaveTextContent('No time limit: take your time.');
    expect(api.start).toHaveBeenCalledTimes(1);
  });

  it('an empty answer is not sent', async () => {
    const api = fakeAssessmentsApi({ start: vi.fn(async () => sitting()) });
    renderPage(api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('assessment-error')).toHaveTextContent('Type or choose an answer first.');
    expect(api.answer).not.toHaveBeenCalled();
  });

  it('counts down to the window’s end by the server’s time, then asks the server: the window closed', async () => {
    let ms = 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const starts = [
      async () => sitting({ serverTime: '2026-11-02T09:59:58.000Z', closesAt: '2026-11-02T10:00:00.000Z' }),
      async () => Promise.reject(new HttpError(409, 'assessments.window_closed')),
    ];
    const api = fakeAssessmentsApi({ start: vi.fn(() => starts.shift()!()) });
    renderPage(api, { clock: () => ms });
    expect(await screen.findByText('Window closes in 0:02')).toBeInTheDocument();
    await act(async () => {
      ms = 2_000;
      vi.advanceTimersByTime(2_000);
    });
    expect(await screen.findByRole('heading', { name: 'This assessment is closed' })).toBeInTheDocument();
    expect(api.start).toHaveBeenCalledTimes(2);
  });

  it('a window days long reads in days', async () => {
    const api = fakeAssessmentsApi({ start: vi.fn(async () => sitting({ serverTime: '2026-11-02T09:00:00.000Z', closesAt: '2026-11-04T10:30:05.000Z' })) });
    renderPage(api);
    expect(await screen.findByTestId('assessment-time-left')).toHaveTextContent('Window closes in 2 days, 1:30:05');
  });

  it('an answer refused outside the window: the window-closed page with the server’s reason', async () => {
    const api = fakeAssessmentsApi({ start: vi.fn(async () => sitting()), answer: vi.fn(async () => Promise.reject(new HttpError(409, 'assessments.window_closed'))) });
    renderPage(api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your answer'), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('assessment-window-closed')).toHaveTextContent('This assessment’s window is closed: answers are no longer taken.');
  });

  it('not assigned: says so, with the way home', async () => {
    const api = fakeAssessmentsApi({ start: vi.fn(async () => Promise.reject(new HttpError(403, 'assessments.not_assigned'))) });
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'This assessment is not yours' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This assessment is not assigned to you.');
  });

  it('a failed load: the error and a retry that loads', async () => {
    const starts = [async () => Promise.reject(new HttpError(0, 'app.error.network')), async () => sitting()];
    const api = fakeAssessmentsApi({ start: vi.fn(() => starts.shift()!()) });
    renderPage(api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('assessment-question')).toBeInTheDocument();
  });

  it('LevelUp: the sitting is done, continue another day — the button starts the next sitting', async () => {
    const starts = [async () => levelUpSitting({ status: 'finished', question: null, answered: 20 }), async () => levelUpSitting()];
    const api = fakeAssessmentsApi({ start: vi.fn(() => starts.shift()!()) });
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'This sitting is done; continue another day.' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the next sitting' }));
    expect(await screen.findByTestId('assessment-question')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const api = fakeAssessmentsApi({ start: vi.fn(async () => sitting({ total: 2 })) });
    renderPage(api, { language: 'es' });
    expect(await screen.findByTestId('assessment-number')).toHaveTextContent('Pregunta 1 de 2');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
