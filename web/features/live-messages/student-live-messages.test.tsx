// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createHeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import type { IndividualLiveMessage } from '../../../events/live-messages';
import type { AcknowledgeRequest } from './live-message-api';
import { liveMessage } from './live-message-fixtures';
import { liveMessagesMachine } from './live-messages-machine';
import { browserPopoverMemory } from './popover-memory';
import { StudentLiveMessages } from './student-live-messages';

const NOW = Date.UTC(2030, 0, 1, 9, 0);
const HOUR = 3_600_000;

const message = (id: string, overrides: Partial<IndividualLiveMessage> = {}) => liveMessage(id, { creationDate: NOW - 15 * 60_000, ...overrides });

function renderAirplane(messages: IndividualLiveMessage[], acknowledge: (request: AcknowledgeRequest) => Promise<AcknowledgeRequest>) {
  const realtime = fakeRealtime();
  const headerPopovers = createHeaderPopoverStore();
  const machine = liveMessagesMachine.provide({
    actors: {
      fetchMessages: fromPromise(async () => ({ items: messages, expirationIntervalMs: HOUR, serverTime: NOW })),
      acknowledgeMessage: fromPromise(({ input }: { input: AcknowledgeRequest }) => acknowledge(input)),
    },
  });
  render(
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_ava_b" logic={realtime.logic}>
        <StudentLiveMessages userId="u_ava_b" machine={machine} headerPopovers={headerPopovers} now={() => NOW} />
        <button type="button">elsewhere</button>
      </RealtimeProvider>
    </I18nextProvider>,
  );
  return { realtime, headerPopovers, user: userEvent.setup() };
}

const echo = async (request: AcknowledgeRequest) => request;

beforeEach(() => {
  window.localStorage.clear();
  window.dataLayer = [];
});
afterEach(cleanup);

describe('the student airplane and popover', () => {
  it('shows nothing while the student has no messages, and opens when one is pushed', async () => {
    const { realtime } = renderAirplane([], echo);
    await act(async () => {});
    expect(screen.queryByTestId('live-messages-trigger')).not.toBeInTheDocument();
    act(() => realtime.deliver('general', { event: 'LIVE_MESSAGE', message: message('m1') }));
    expect(screen.getByTestId('live-messages-trigger')).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByTestId('live-messages-popover')).getByTestId('live-message-text')).toHaveTextContent('Message m1');
  });

  it('opens on load with sanitized messages, the teacher, the age pie and the four answers', async () => {
    renderAirplane([message('m1', { message: 'Look <script>window.x=1</script><img src=x onerror=alert(1)><b>here</b>' })], echo);
    const popover = await screen.findByTestId('live-messages-popover');
    const item = within(popover).getByTestId('live-message-item');
    expect(item).toHaveAttribute('data-message-id', 'm1');
    expect(within(item).getByText('From Ms. Rivera')).toBeInTheDocument();
    expect(within(item).getByText('15 minutes ago')).toBeInTheDocument();
    expect(within(item).getByTestId('age-pie')).toHaveAttribute('data-fraction', '0.250');
    const text = within(item).getByTestId('live-message-text');
    expect(text).toHaveTextContent('Look here');
    expect(text.querySelector('script, img, [onerror]')).toBeNull();
    for (const choice of ['GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO']) {
      expect(within(item).getByTestId(`ack-${choice}`)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByTestId('live-messages-trigger')).toHaveAccessibleName('Live messages, 1 waiting for your answer');
  });

  it('marks the choice, tracks it as a Student action, and closes once nothing is left to answer', async () => {
    const { user } = renderAirplane([message('m1')], echo);
    await user.click(await screen.findByTestId('ack-CONFUSED'));
    expect(screen.queryByTestId('live-messages-popover')).not.toBeInTheDocument();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'click_button', button: 'student_acknowledge_live_message', click_text: 'Confused' }),
    );
    await user.click(screen.getByTestId('live-messages-trigger'));
    expect(screen.getByTestId('ack-CONFUSED')).toHaveAttribute('aria-pressed', 'true');
    expect(browserPopoverMemory('u_ava_b').read()).toEqual({ open: true, latestDate: NOW - 15 * 60_000 });
  });

  it('reverts the choice and says so when the server refuses it', async () => {
    const { user } = renderAirplane([message('m1')], async () => {
      throw new HttpError(500, 'app.error.unexpected');
    });
    await user.click(await screen.findByTestId('ack-GOT_IT'));
    expect(await screen.findByTestId('live-message-ack-error')).toHaveTextContent("Your answer wasn't sent");
    expect(screen.getByTestId('ack-GOT_IT')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('live-messages-popover')).toBeInTheDocument();
  });

  it('closes on Escape, on a click outside, and when another header popover opens', async () => {
    const { user, headerPopovers } = renderAirplane([message('m1')], echo);
    await screen.findByTestId('live-messages-popover');
    expect(headerPopovers.getState().open).toBe('live-messages');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('live-messages-popover')).not.toBeInTheDocument();
    expect(screen.getByTestId('live-messages-trigger')).toHaveFocus();
    expect(headerPopovers.getState().open).toBeNull();

    await user.click(screen.getByTestId('live-messages-trigger'));
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByTestId('live-messages-popover')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('live-messages-trigger'));
    act(() => headerPopovers.getState().openPopover('user-menu'));
    expect(screen.queryByTestId('live-messages-popover')).not.toBeInTheDocument();
    expect(headerPopovers.getState().open).toBe('user-menu');
  });

  it('stays closed on load when the stored state says closed and nothing newer came', async () => {
    browserPopoverMemory('u_ava_b').write({ open: false, latestDate: NOW - 15 * 60_000 });
    renderAirplane([message('m1')], echo);
    expect(await screen.findByTestId('live-messages-trigger')).toHaveAttribute('aria-expanded', 'false');
  });
});
