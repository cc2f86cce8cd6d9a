// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { PracticeArea } from './practice-area';
import { fakePracticeServer, question } from './practice-fixtures';

// Issue 31 item 3 (docs/scratchpad.md): a practice answer carries the question's scratchpad work when there is some.

afterEach(cleanup);

function draw() {
  const canvas = screen.getByTestId('scratchpad-canvas');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.pointerDown(canvas, { clientX: 0, clientY: 0, pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerMove(canvas, { clientX: 400, clientY: 300, pointerId: 1, pointerType: 'mouse' });
  fireEvent.pointerUp(canvas, { clientX: 400, clientY: 300, pointerId: 1, pointerType: 'mouse' });
}

describe('the practice answer and its scratchpad work', () => {
  it('sends the work with the answer, and no scratchpad field when the pad is empty', async () => {
    const { api, server } = fakePracticeServer({ questions: [question(), question({ questionKey: 'qk-2', questionNumber: 6 })] });
    render(
      <I18nextProvider i18n={createI18n()}>
        <PracticeArea permacode="PC12" api={api} newKey={() => 'key'} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the scratchpad' }));
    draw();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '12{Enter}');
    await screen.findByTestId('practice-feedback');
    expect(server.sent[0]).toMatchObject({ questionKey: 'qk-1', scratchpad: { strokes: [{ tool: 'pen', width: 6, points: [[0, 0], [1000, 1000]] }] } });
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), '3{Enter}');
    await screen.findByTestId('practice-feedback');
    expect(server.sent[1]).toMatchObject({ questionKey: 'qk-2' });
    expect(server.sent[1]).not.toHaveProperty('scratchpad');
  });
});
