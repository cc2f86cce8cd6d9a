// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render as renderWithoutText, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { createI18n } from '../i18n/i18n-setup';
import { profilePreferencesStore } from '../profile-preferences/profile-preferences-store';
import { QuestionWithScratchpad, Scratchpad } from './scratchpad';
import { ScratchpadDrawing } from './scratchpad-drawing';

const render = (element: ReactElement) => renderWithoutText(<I18nextProvider i18n={createI18n()}>{element}</I18nextProvider>);

afterEach(() => {
  cleanup();
  act(() => profilePreferencesStore.getState().update({ hideScratchpad: false }));
});

/** The canvas shown 400 × 300 CSS pixels at the page's origin: a pointer at (200, 150) is the box's middle, (500, 500). */
function placeCanvas(): HTMLElement {
  const canvas = screen.getByTestId('scratchpad-canvas');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  return canvas;
}

function drawLine(canvas: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(canvas, { clientX: from[0], clientY: from[1], pointerId: 1, button: 0, pointerType: 'pen' });
  fireEvent.pointerMove(canvas, { clientX: to[0], clientY: to[1], pointerId: 1, pointerType: 'pen' });
  fireEvent.pointerUp(canvas, { clientX: to[0], clientY: to[1], pointerId: 1, pointerType: 'pen' });
}

describe('the scratchpad (issue 31 item 3)', () => {
  it('opens and closes from its toggle button, which says whether it is open', async () => {
    const user = userEvent.setup();
    render(<Scratchpad questionKey="q1" onChange={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Open the scratchpad' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('toolbar')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close the scratchpad' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('toolbar', { name: 'Scratchpad tools' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Open the scratchpad' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a drawn stroke as pad coordinates, erases, undoes and clears, and tells the page each time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(strokes: readonly ScratchpadStroke[]) => void>();
    render(<Scratchpad questionKey="q1" onChange={onChange} />);
    await user.click(screen.getByTestId('scratchpad-toggle'));
    const canvas = placeCanvas();
    drawLine(canvas, [40, 30], [200, 150]);
    expect(onChange).toHaveBeenLastCalledWith([{ tool: 'pen', width: 6, points: [[100, 100], [500, 500]] }]);
    expect(canvas).toHaveAccessibleName('Your scratchpad: 1 stroke');

    await user.click(screen.getByRole('button', { name: 'Eraser' }));
    expect(screen.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
    drawLine(canvas, [200, 150], [204, 153]);
    expect(onChange.mock.lastCall?.[0].map((stroke) => stroke.tool)).toEqual(['pen', 'eraser']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
    // The keyboard clears it.
    screen.getByRole('button', { name: 'Clear' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(canvas).toHaveAccessibleName('Your scratchpad: 0 strokes');
  });

  it('starts a clean pad for a new question', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(strokes: readonly ScratchpadStroke[]) => void>();
    const { rerender } = render(<Scratchpad questionKey="q1" onChange={onChange} />);
    await user.click(screen.getByTestId('scratchpad-toggle'));
    drawLine(placeCanvas(), [0, 0], [100, 100]);
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
    rerender(
      <I18nextProvider i18n={createI18n()}>
        <Scratchpad questionKey="q2" onChange={onChange} />
      </I18nextProvider>,
    );
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByTestId('scratchpad-canvas')).toHaveAttribute('data-strokes', '0');
    // Still open: the student chose to open it.
    expect(screen.getByTestId('scratchpad-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  it('is not there at all while the profile hides it; the question still is', () => {
    act(() => profilePreferencesStore.getState().update({ hideScratchpad: true }));
    render(
      <QuestionWithScratchpad questionKey="q1" onChange={() => {}}>
        <p>What is 2 + 2?</p>
      </QuestionWithScratchpad>,
    );
    expect(screen.getByText('What is 2 + 2?')).toBeInTheDocument();
    expect(screen.queryByTestId('scratchpad')).toBeNull();
  });

  it('draws work read-only for a teacher, named by its stroke count', () => {
    render(<ScratchpadDrawing strokes={[{ tool: 'pen', width: 6, points: [[1, 1], [2, 2]] }]} />);
    expect(screen.getByRole('img', { name: 'Scratchpad work: 1 stroke' })).toBeInTheDocument();
  });
});
