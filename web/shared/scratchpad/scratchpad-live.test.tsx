// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { HttpError } from '../http/http-error';
import { createI18n } from '../i18n/i18n-setup';
import { fakeRealtime } from '../realtime/fake-realtime';
import { RealtimeProvider } from '../realtime/realtime-context';
import { liveBatches } from './live-batches';
import { QuestionWithScratchpad } from './scratchpad';
import type { ScratchpadLiveApi } from './scratchpad-live-api';

// The student's side of the live watch (docs/scratchpad.md "The live watch"): the pad says it is watched while a
// teacher watches, and sends its changes then (and only then).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

function fakeApi(watchedUntil: string | null = null) {
  return {
    watch: vi.fn(),
    stopWatching: vi.fn(),
    watched: vi.fn(async () => ({ watchedUntil })),
    send: vi.fn(async () => ({ watchers: 1 })),
  } satisfies Record<keyof ScratchpadLiveApi, unknown>;
}

async function renderPad(api: ReturnType<typeof fakeApi>) {
  const realtime = fakeRealtime();
  render(
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_ava_b" logic={realtime.logic}>
        <QuestionWithScratchpad questionKey="q1" liveApi={api as unknown as ScratchpadLiveApi}>
          <p>What is 3 × 4?</p>
        </QuestionWithScratchpad>
      </RealtimeProvider>
    </I18nextProvider>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  await act(async () => {});
  const user = userEvent.setup();
  await user.click(screen.getByTestId('scratchpad-toggle'));
  const canvas = screen.getByTestId('scratchpad-canvas');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  const draw = () => {
    fireEvent.pointerDown(canvas, { clientX: 40, clientY: 30, pointerId: 1, button: 0, pointerType: 'pen' });
    fireEvent.pointerMove(canvas, { clientX: 200, clientY: 150, pointerId: 1, pointerType: 'pen' });
    fireEvent.pointerUp(canvas, { clientX: 200, clientY: 150, pointerId: 1, pointerType: 'pen' });
  };
  return { realtime, draw };
}

const line: ScratchpadStroke[] = [{ tool: 'pen', width: 6, points: [[100, 100], [500, 500]] }];

describe('a watched scratchpad', () => {
  it('sends nothing and says nothing while nobody watches', async () => {
    const api = fakeApi();
    const { draw } = await renderPad(api);
    draw();
    await act(async () => {});
    expect(api.watched).toHaveBeenCalled();
    expect(screen.queryByTestId('scratchpad-watched')).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('says the teacher is watching once told, sends the pad as it is and each change, and stops when the watch ends', async () => {
    const api = fakeApi();
    const { realtime, draw } = await renderPad(api);
    draw();
    act(() => realtime.deliver('general', { event: 'SCRATCHPAD_WATCH', watchedUntil: inAnHour() }));
    expect(screen.getByTestId('scratchpad-watched')).toHaveTextContent('Your teacher is watching your scratchpad.');
    await vi.waitFor(() => expect(api.send).toHaveBeenCalledWith('q1', line));

    draw();
    await vi.waitFor(() => expect(api.send).toHaveBeenLastCalledWith('q1', [...line, ...line]));

    act(() => realtime.deliver('general', { event: 'SCRATCHPAD_WATCH', watchedUntil: null }));
    expect(screen.queryByTestId('scratchpad-watched')).toBeNull();
    const sent = api.send.mock.calls.length;
    draw();
    await act(async () => {});
    expect(api.send).toHaveBeenCalledTimes(sent);
  });

  it('knows it is watched when it opens during a watch, and stops when the server says nobody watches', async () => {
    const api = fakeApi(inAnHour());
    const { draw } = await renderPad(api);
    expect(await screen.findByTestId('scratchpad-watched')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.send).toHaveBeenCalledWith('q1', [])); // the pad as it was when the watch was found
    api.send.mockRejectedValueOnce(new HttpError(403, 'scratchpad.not_watched'));
    draw();
    await vi.waitFor(() => expect(screen.queryByTestId('scratchpad-watched')).toBeNull());
  });
});

describe('live batches', () => {
  it('send at most one batch per interval, the latest pad, and never two at once', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const send = vi.fn((_strokes: readonly ScratchpadStroke[]) => new Promise<void>((resolve) => (finish = resolve)));
    const batches = liveBatches(send, 250);
    const pad = (n: number): ScratchpadStroke[] => Array.from({ length: n }, () => line[0]!);
    batches.change(pad(1));
    batches.change(pad(2));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(send).toHaveBeenCalledExactlyOnceWith(pad(2));
    batches.change(pad(3));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(1); // the first is still on its way
    finish();
    await vi.advanceTimersByTimeAsync(250);
    expect(send).toHaveBeenLastCalledWith(pad(3));
    batches.stop();
    batches.change(pad(4));
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
