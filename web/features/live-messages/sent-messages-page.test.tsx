// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import type { SentLiveMessageBatch } from '../../../events/live-messages';
import { sentBatch } from './live-message-fixtures';
import { SentMessagesPage } from './sent-messages-page';
import { createSentBatchesStore } from './sent-batches-store';

const NOW = Date.UTC(2030, 0, 1, 9, 0);

/** Ava and Noah have not answered; Mia got it. */
const batch = (overrides: Partial<SentLiveMessageBatch> = {}) =>
  sentBatch({
    creationDate: NOW - 20 * 60_000,
    studentUserIdsByAcknowledgementStatus: { UNACKNOWLEDGED: ['u_noah_c', 'u_ava_b'], GOT_IT: ['u_mia_d'], THANK_YOU: [], CONFUSED: [], NO: [] },
    students: { u_ava_b: 'Ava B.', u_noah_c: 'Noah C.', u_mia_d: 'Mia D.' },
    ...overrides,
  });

async function renderPage(batches: SentLiveMessageBatch[]) {
  const realtime = fakeRealtime();
  const now = () => Date.now();
  const store = createSentBatchesStore({
    fetchBatches: async () => ({ items: batches, expirationIntervalMs: 3_600_000, serverTime: now() }),
    now,
  });
  render(
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_ms_rivera" logic={realtime.logic}>
        <SentMessagesPage store={store} now={now} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  await act(async () => {});
  return { realtime };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the sent live messages page', () => {
  it('shows each batch read-only: message, counts per status and the students under each', async () => {
    await renderPage([batch()]);
    const card = screen.getByTestId('sent-batch');
    expect(card).toHaveAttribute('data-batch-id', 'b1');
    expect(card).toHaveTextContent('Eyes up');
    expect(within(card).getByTestId('status-count-UNACKNOWLEDGED')).toHaveTextContent('2');
    expect(within(card).getByTestId('status-count-GOT_IT')).toHaveTextContent('1');
    expect(within(card).getByTestId('status-count-CONFUSED')).toHaveTextContent('0');
    expect(within(within(card).getByTestId('roster-UNACKNOWLEDGED')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ava B.',
      'Noah C.',
    ]);
    expect(within(card).getByTestId('age-pie')).toHaveAttribute('data-fraction', '0.333');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sent-batch-expiry')).not.toBeInTheDocument();
  });

  it('moves a student when their answer is pushed, once however often it arrives', async () => {
    const { realtime } = await renderPage([batch()]);
    const push = {
      event: 'LIVE_MESSAGE_ACKNOWLEDGED',
      batchId: 'b1',
      messageId: 'm1',
      studentUserId: 'u_ava_b',
      acknowledgementStatus: 'CONFUSED',
      previous: 'UNACKNOWLEDGED',
    };
    act(() => realtime.deliver('general', push));
    act(() => realtime.deliver('general', push));
    const card = screen.getByTestId('sent-batch');
    expect(within(card).getByTestId('roster-CONFUSED')).toHaveTextContent('Ava B.');
    expect(within(card).getByTestId('status-count-CONFUSED')).toHaveTextContent('1');
    expect(within(card).getByTestId('roster-UNACKNOWLEDGED')).not.toHaveTextContent('Ava B.');
    expect(within(card).getByTestId('status-count-UNACKNOWLEDGED')).toHaveTextContent('1');
  });

  it('shows a just-sent message a spinner for the rest of 1.5 s, then how long students see it', async () => {
    await renderPage([batch({ creationDate: NOW - 500 })]);
    expect(screen.getByTestId('sent-batch-spinner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('sent-batch-spinner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('sent-batch-spinner')).not.toBeInTheDocument();
    expect(screen.getByTestId('sent-batch-expiry')).toHaveTextContent('Students see this message for 60 minutes.');
  });

  it('tracks a link click in an administrator-sent message as an Admin action, others as Teacher actions', async () => {
    await renderPage([
      batch({ batchId: 'b2', sentByAdministrator: true, message: '<a href="https://example.org/plan">Plan</a>' }),
      batch({ message: '<a href="/roster/view">Roster</a>' }),
    ]);
    const [adminCard, teacherCard] = screen.getAllByTestId('sent-batch');
    fireEvent.click(within(adminCard!).getByRole('link', { name: 'Plan' }));
    fireEvent.click(within(teacherCard!).getByRole('link', { name: 'Roster' }));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ button: 'admin_follow_live_message_link', click_url: 'https://example.org/plan', outbound: true }),
      expect.objectContaining({ button: 'teacher_follow_live_message_link', click_text: 'Roster', outbound: false }),
    ]);
  });

  it('says so when nothing was sent yet', async () => {
    await renderPage([]);
    expect(screen.getByTestId('sent-empty')).toHaveTextContent("You haven't sent any live messages yet.");
  });
});
