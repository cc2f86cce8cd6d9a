// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from './fake-realtime';
import type { PushChannel } from './push-message';
import { RealtimeProvider, usePushMessages, useRealtimeStatus } from './realtime-context';

afterEach(cleanup);

function Status() {
  return <p data-testid="status">{useRealtimeStatus()}</p>;
}

function Listener({ channel, heard }: { channel: PushChannel; heard: string[] }) {
  usePushMessages(channel, (message) => heard.push(message.event));
  return null;
}

function Broken() {
  usePushMessages('general', () => {
    throw new Error('a broken feature');
  });
  return null;
}

describe('the hosted live link', () => {
  it('opens while a user is signed in, and its status follows the connection', async () => {
    const realtime = fakeRealtime();
    const { rerender } = render(
      <RealtimeProvider userId={null} logic={realtime.logic}>
        <Status />
      </RealtimeProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('closed');
    expect(realtime.isOpen()).toBe(false);

    rerender(
      <RealtimeProvider userId="u1" logic={realtime.logic}>
        <Status />
      </RealtimeProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('connecting');
    await vi.waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('connected'));
    act(() => realtime.report({ type: 'connection.lost' }));
    expect(screen.getByTestId('status')).toHaveTextContent('reconnecting');
    act(() => realtime.report({ type: 'connection.restored' }));
    expect(screen.getByTestId('status')).toHaveTextContent('connected');

    rerender(
      <RealtimeProvider userId={null} logic={realtime.logic}>
        <Status />
      </RealtimeProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('closed');
    expect(realtime.isOpen()).toBe(false);
  });

  it('delivers each push to the listeners of its channel while they are mounted, past a failing one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const realtime = fakeRealtime();
    const general: string[] = [];
    const teacher: string[] = [];
    function Page() {
      const [listening, setListening] = useState(true);
      return (
        <>
          <Broken />
          {listening ? <Listener channel="general" heard={general} /> : null}
          <Listener channel="teacher" heard={teacher} />
          <button type="button" onClick={() => setListening(false)}>
            stop
          </button>
        </>
      );
    }
    render(
      <RealtimeProvider userId="u1" logic={realtime.logic}>
        <Page />
      </RealtimeProvider>,
    );
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    act(() => realtime.deliver('general', { event: 'LIVE_MESSAGE' }));
    act(() => realtime.deliver('teacher', { event: 'SAME_QUESTION_MODE_ENDED' }));
    act(() => screen.getByRole('button', { name: 'stop' }).click());
    act(() => realtime.deliver('general', { event: 'DEMO_PING' }));
    expect(general).toEqual(['LIVE_MESSAGE']);
    expect(teacher).toEqual(['SAME_QUESTION_MODE_ENDED']);
    expect(console.error).toHaveBeenCalledWith('push handler for general failed', expect.any(Error));
    vi.restoreAllMocks();
  });
});
