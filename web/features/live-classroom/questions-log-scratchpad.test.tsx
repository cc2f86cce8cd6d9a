// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScratchpadWorkView } from '../../../events/scratchpad';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { logEntry } from './live-classroom-fixtures';
import { QuestionsLogDialog } from './questions-log-dialog';

// Issue 31 item 3 (docs/scratchpad.md): "Scratchpad work" on an answered question of the questions log that has it.

afterEach(cleanup);

const work: ScratchpadWorkView = {
  answerKey: 'practice:seed1',
  answer: { kind: 'practice', permacode: 'PC12', seed: 'seed1' },
  strokes: [{ tool: 'pen', width: 6, points: [[1, 2], [3, 4]] }, { tool: 'eraser', width: 40, points: [[2, 3]] }],
  keptAt: '2030-01-01T09:12:00.000Z',
};

function renderLog(fetchWork: (studentUserId: string, answerKey: string) => Promise<ScratchpadWorkView>) {
  const fetchLog = vi.fn(async () => [logEntry({ scratchpadAnswerKey: 'practice:seed1' }), logEntry({ prompt: 'No work here', answeredAt: '2030-01-01T09:10:00.000Z' })]);
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionsLogDialog student={{ userId: 'u_ava_b', displayName: 'Ava B.' }} fetchLog={fetchLog} onClose={() => {}} returnFocusTo={() => null} fetchWork={fetchWork} />
    </I18nextProvider>,
  );
}

describe('the questions log’s scratchpad work', () => {
  it('offers it only on answers with work; the button opens the strokes drawn read-only, from the keyboard too', async () => {
    const fetchWork = vi.fn(async () => work);
    renderLog(fetchWork);
    const entries = await screen.findAllByRole('listitem');
    expect(within(entries[1]!).queryByRole('button', { name: 'Scratchpad work' })).toBeNull();
    const toggle = within(entries[0]!).getByRole('button', { name: 'Scratchpad work' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetchWork).not.toHaveBeenCalled();
    toggle.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('img', { name: 'Scratchpad work: 2 strokes' })).toBeInTheDocument();
    expect(fetchWork).toHaveBeenCalledWith('u_ava_b', 'practice:seed1', expect.anything());
    expect(screen.getByRole('region', { name: /^Scratchpad work: Which is greater\?/ })).toBeInTheDocument();
  });

  it('says so when the work cannot be loaded, and tries again', async () => {
    const fetchWork = vi.fn(async (): Promise<ScratchpadWorkView> => {
      throw new HttpError(403, 'scratchpad.not_your_student');
    });
    renderLog(fetchWork);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Scratchpad work' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can see the scratchpad work of your own students only.');
    fetchWork.mockImplementation(async () => work);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('scratchpad-drawing')).toHaveAttribute('data-strokes', '2');
  });
});
