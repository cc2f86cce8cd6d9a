// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { fakeAssessmentsApi, question, sitting } from './assessments-fixtures';
import { TakeAssessmentPage } from './take-assessment-page';

// Issue 31 item 3 (docs/scratchpad.md): the scratchpad beside every assessment question, its work sent with the answer.

afterEach(() => {
  cleanup();
  act(() => profilePreferencesStore.getState().update({ hideScratchpad: false }));
});

const second = sitting({ answered: 1, question: question({ questionKey: 's1q2', number: 2, prompt: 'Name the bottom number.', answerType: 'text' }) });
const renderPage = (api: ReturnType<typeof fakeAssessmentsApi>) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <TakeAssessmentPage assessmentId="window-w1" api={api} />
    </I18nextProvider>,
  );

function draw() {
  const canvas = screen.getByTestId('scratchpad-canvas');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.pointerDown(canvas, { clientX: 40, clientY: 30, pointerId: 1, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(canvas, { clientX: 200, clientY: 150, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerUp(canvas, { clientX: 200, clientY: 150, pointerId: 1, pointerType: 'touch' });
}

describe('the scratchpad on an assessment question', () => {
  it('sits beside the question; its work goes with the answer, and the next question starts a clean pad', async () => {
    const answer = vi.fn(async (_id: string, questionKey: string, _response: string, _key: string, _work?: readonly ScratchpadStroke[]) =>
      questionKey === 's1q1' ? second : sitting({ status: 'finished', question: null, answered: 2, total: 2 }),
    );
    renderPage(fakeAssessmentsApi({ start: vi.fn(async () => sitting({ question: question({ questionKey: 's1q1' }) })), answer }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the scratchpad' }));
    expect(screen.getByTestId('assessment-question')).toBeInTheDocument();
    draw();
    await user.type(screen.getByLabelText('Your answer'), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name the bottom number.')).toBeInTheDocument();
    expect(answer.mock.calls[0]?.[4]).toEqual([{ tool: 'pen', width: 6, points: [[100, 100], [500, 500]] }]);
    expect(screen.getByTestId('scratchpad-canvas')).toHaveAccessibleName('Your scratchpad: 0 strokes');
    await user.type(screen.getByLabelText('Your answer'), 'denominator');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('assessment-finished')).toBeInTheDocument();
    expect(answer.mock.calls[1]?.[4]).toEqual([]);
  });

  it('is not there while the profile hides the scratchpad', async () => {
    act(() => profilePreferencesStore.getState().update({ hideScratchpad: true }));
    renderPage(fakeAssessmentsApi({ start: vi.fn(async () => sitting()) }));
    expect(await screen.findByTestId('assessment-question')).toBeInTheDocument();
    expect(screen.queryByTestId('scratchpad')).toBeNull();
  });

  it('shows a refusal of work over its limits in words, and the question stays', async () => {
    const refused = new HttpError(413, 'scratchpad.too_large');
    renderPage(fakeAssessmentsApi({ start: vi.fn(async () => sitting()), answer: vi.fn(async () => Promise.reject(refused)) }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your answer'), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('assessment-error')).toHaveTextContent('The scratchpad work is too large to keep.');
    expect(screen.getByTestId('assessment-question')).toBeInTheDocument();
  });
});
