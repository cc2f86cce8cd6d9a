// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import type { ScratchpadLiveApi } from '../../shared/scratchpad/scratchpad-live-api';
import { room12 } from './live-classroom-fixtures';
import { LiveClassroomPage } from './live-classroom-page';

// The teacher's side of the live watch (docs/scratchpad.md "The live watch"): "Watch scratchpad" on a tile opens the
// student's pad live; strokes come as SCRATCHPAD_STROKES pushes on the teacher channel; closing stops the watch.

afterEach(cleanup);

function fakeScratchpadApi(padHidden = false) {
  return {
    watch: vi.fn(async (studentUserId: string) => ({ studentUserId, until: '2026-11-29T09:10:00.000Z', padHidden })),
    stopWatching: vi.fn(async () => ({ stopped: true })),
    watched: vi.fn(),
    send: vi.fn(),
  };
}

async function renderPage(scratchpadApi: ReturnType<typeof fakeScratchpadApi> | ScratchpadLiveApi) {
  const realtime = fakeRealtime();
  const api = { fetchClasses: vi.fn(async () => [room12()]), fetchQuestionsLog: vi.fn(async () => []) };
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <RealtimeProvider userId="u_ms_rivera" logic={realtime.logic}>
          <LiveClassroomPage api={api} scratchpadApi={scratchpadApi as ScratchpadLiveApi} />
        </RealtimeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  await act(async () => {});
  return { realtime, user: userEvent.setup() };
}

const stroke = { tool: 'pen', width: 6, points: [[10, 20], [30, 40]] };

describe('watching a student’s scratchpad from the live classroom', () => {
  it('waits for the student to draw, draws each batch of theirs as it comes, and stops the watch when closed', async () => {
    const scratchpad = fakeScratchpadApi();
    const { realtime, user } = await renderPage(scratchpad);
    const watch = screen.getByRole('button', { name: 'Watch scratchpad, Ava B.' });
    await user.click(watch);
    const dialog = await screen.findByRole('dialog', { name: 'Scratchpad of Ava B., live' });
    expect(await within(dialog).findByText('Waiting for Ava B. to draw…')).toBeInTheDocument();
    expect(scratchpad.watch).toHaveBeenLastCalledWith('u_ava_b');

    act(() => realtime.deliver('teacher', { event: 'SCRATCHPAD_STROKES', studentUserId: 'u_noah_c', questionKey: 'q', strokes: [stroke] }));
    expect(within(dialog).queryByTestId('scratchpad-watch-drawing')).toBeNull();
    act(() => realtime.deliver('teacher', { event: 'SCRATCHPAD_STROKES', studentUserId: 'u_ava_b', questionKey: 'q', strokes: [stroke, stroke] }));
    expect(within(dialog).getByRole('img', { name: 'Scratchpad work: 2 strokes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Live now');

    const stopsBefore = scratchpad.stopWatching.mock.calls.length;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scratchpad.stopWatching.mock.calls.length).toBe(stopsBefore + 1);
    expect(scratchpad.stopWatching).toHaveBeenLastCalledWith('u_ava_b');
    expect(watch).toHaveFocus();
  });

  it('says so when the student’s profile hides the pad', async () => {
    const { user } = await renderPage(fakeScratchpadApi(true));
    await user.click(screen.getByRole('button', { name: 'Watch scratchpad, Noah C.' }));
    expect(await screen.findByText('Noah C. has the scratchpad hidden (a profile setting), so nothing will come.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const scratchpad = fakeScratchpadApi();
    scratchpad.watch.mockRejectedValue(new HttpError(403, 'scratchpad.not_your_student'));
    const { user } = await renderPage(scratchpad);
    await user.click(screen.getByRole('button', { name: 'Watch scratchpad, Ava B.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can see the scratchpad work of your own students only.');
  });
});
