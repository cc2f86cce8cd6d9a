// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { NotificationFeed } from '../../../events/notifications';
import { createHeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import type { MuteTarget } from './notifications-api';
import { feedPage, notification } from './notification-fixtures';
import { NotificationsProvider } from './notifications-context';
import { notificationsMachine } from './notifications-machine';
import { NotificationsPage } from './notifications-page';
import { NotificationsMobileLink, NotificationsTrigger } from './notifications-trigger';
import { muteMachine } from './mute-machine';
import { createMutedNotificationsStore } from './muted-notifications-store';
import type { NotificationMute } from '../../../events/notifications';

const NOW = Date.parse('2030-01-01T09:05:00.000Z');

interface Server {
  pages: Record<string, NotificationFeed>;
  mutes: NotificationMute[];
  unmuteFails: boolean;
  markReadFails: boolean;
  muteFails: boolean;
  calls: string[];
}

function renderNotifications(pages: Record<string, NotificationFeed>, { enabled = true, page = false, strict = false } = {}) {
  const server: Server = { pages, mutes: [], unmuteFails: false, markReadFails: false, muteFails: false, calls: [] };
  const mutedStore = createMutedNotificationsStore({
    fetchMutes: async () => {
      server.calls.push('mutes');
      return server.mutes;
    },
    unmute: async (target) => {
      server.calls.push(`unmute ${target.kind} ${target.studentUserId ?? 'all'}`);
      if (server.unmuteFails) throw new HttpError(500, 'app.error.unexpected');
      server.mutes = server.mutes.filter((m) => !(m.kind === target.kind && m.studentUserId === target.studentUserId));
    },
  });
  const realtime = fakeRealtime();
  const headerPopovers = createHeaderPopoverStore();
  const logic = notificationsMachine.provide({
    actors: {
      fetchFeed: fromPromise(async ({ input }: { input: { cursor: string | null } }) => {
        server.calls.push(`feed ${input.cursor ?? 'first'}`);
        return server.pages[input.cursor ?? '']!;
      }),
      markRead: fromPromise(async () => {
        server.calls.push('mark-read');
        if (server.markReadFails) throw new HttpError(500, 'app.error.unexpected');
        return { numUnreadNotifications: 0 };
      }),
    },
  });
  const muteLogic = muteMachine.provide({
    actors: {
      mute: fromPromise(async ({ input }: { input: MuteTarget }) => {
        server.calls.push(`mute ${input.kind} ${input.studentUserId ?? 'all'}`);
        if (server.muteFails) throw new HttpError(0, 'app.error.network');
        const mute = { ...input, mutedAt: '2030-01-01T09:06:00.000Z' };
        server.mutes.push(mute);
        return mute;
      }),
      unmute: fromPromise(async ({ input }: { input: MuteTarget }) => {
        server.calls.push(`unmute ${input.kind} ${input.studentUserId ?? 'all'}`);
        server.mutes = server.mutes.filter((m) => !(m.kind === input.kind && m.studentUserId === input.studentUserId));
      }),
    },
  });
  const tree = (showPage: boolean) => (
    <I18nextProvider i18n={i18n}>
      <RealtimeProvider userId="u_ms_rivera" logic={realtime.logic}>
        <NotificationsProvider userId="u_ms_rivera" enabled={enabled} logic={logic}>
          <NotificationsTrigger headerPopovers={headerPopovers} now={NOW} muteLogic={muteLogic} />
          <NotificationsMobileLink />
          {showPage ? <NotificationsPage now={NOW} muteLogic={muteLogic} mutedStore={mutedStore} /> : null}
          <button type="button">elsewhere</button>
        </NotificationsProvider>
      </RealtimeProvider>
    </I18nextProvider>
  );
  const i18n = createI18n();
  const wrap = (content: ReactElement) => (strict ? <StrictMode>{content}</StrictMode> : content);
  const view = render(wrap(tree(page)));
  /** Leaves the page (the header stays). */
  const leavePage = () => view.rerender(wrap(tree(false)));
  return { server, realtime, headerPopovers, leavePage, user: userEvent.setup() };
}

const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});

const AVA = { userId: 'u_ava_b', displayName: 'Ava' };

afterEach(cleanup);

describe('the notifications bell and popover', () => {
  it('shows nothing and fetches nothing when the notifications backend is off', async () => {
    const { server } = renderNotifications({ '': feedPage([notification('n1')]) }, { enabled: false });
    await settle();
    expect(screen.queryByTestId('notifications-trigger')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notifications-mobile-link')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('shows the unread count, goes up on a NOTIFICATIONS_UPDATED push, and opening then closing marks all read', async () => {
    const { server, realtime, user } = renderNotifications({ '': feedPage([notification('n1', { students: [AVA] })]) });
    await settle();
    const trigger = screen.getByTestId('notifications-trigger');
    expect(trigger).toHaveAccessibleName('Notifications, 1 unread');
    expect(within(trigger).getByTestId('notifications-badge')).toHaveTextContent('1');
    expect(screen.getByTestId('notifications-mobile-link')).toHaveAttribute('href', '/notifications');

    server.pages[''] = feedPage([
      notification('n2', { kind: 'mastered', students: [AVA], othersCount: 4, updatedAt: '2030-01-01T09:04:00.000Z' }),
      notification('n1', { students: [AVA] }),
    ]);
    act(() => realtime.deliver('notifications', { event: 'NOTIFICATIONS_UPDATED', numUnreadNotifications: 2 }));
    await settle();
    expect(trigger).toHaveAccessibleName('Notifications, 2 unread');

    await user.click(trigger);
    const popover = screen.getByTestId('notifications-popover');
    expect(popover).toHaveAttribute('role', 'dialog');
    const items = within(popover).getAllByTestId('notification');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ava and 4 others mastered C.12 Add fractions');
    expect(items[0]).toHaveTextContent('1 minute ago');
    expect(items[0]).toHaveAttribute('data-read', 'false');
    expect(within(popover).getByTestId('notifications-see-all')).toHaveAttribute('href', '/notifications');
    expect(server.calls).not.toContain('mark-read');

    await user.click(trigger); // toggling while open closes and marks read
    await settle();
    expect(screen.queryByTestId('notifications-popover')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call === 'mark-read')).toHaveLength(1);
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Notifications');
  });

  it('shows 99+ in the large style above 99, and says the same in the bell\'s name', async () => {
    renderNotifications({ '': feedPage([notification('n1')], { numUnreadNotifications: 120 }) });
    await settle();
    const trigger = screen.getByTestId('notifications-trigger');
    const badge = within(trigger).getByTestId('notifications-badge');
    expect(badge).toHaveTextContent('99+');
    expect(badge).toHaveClass('notifications-badge--large');
    expect(trigger).toHaveAccessibleName('Notifications, 99+ unread');
  });

  it('closes with Escape, focus back on the bell, marking read', async () => {
    const { server, user } = renderNotifications({ '': feedPage([notification('n1')]) });
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByTestId('notifications-popover')).not.toBeInTheDocument();
    expect(screen.getByTestId('notifications-trigger')).toHaveFocus();
    expect(server.calls.filter((call) => call === 'mark-read')).toHaveLength(1);

  });

  it('closes with a press outside, marking read', async () => {
    const { server, user } = renderNotifications({ '': feedPage([notification('n1')]) });
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    expect(screen.getByTestId('notifications-popover')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await settle();
    expect(screen.queryByTestId('notifications-popover')).not.toBeInTheDocument();
    expect(server.calls).toContain('mark-read');
  });

  it("says 'Unable to mark notifications as read' when marking fails, and the count comes back", async () => {
    const { server, user } = renderNotifications({ '': feedPage([notification('n1'), notification('n2')]) });
    server.markReadFails = true;
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    await user.click(screen.getByTestId('notifications-close'));
    await settle();
    const error = screen.getByTestId('notifications-mark-read-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Unable to mark notifications as read');
    expect(within(screen.getByTestId('notifications-trigger')).getByTestId('notifications-badge')).toHaveTextContent('2');
    await user.click(within(error).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('notifications-mark-read-error')).not.toBeInTheDocument();
  });

  it('opening it closes the other header popovers, and another opening closes it', async () => {
    const { headerPopovers, user } = renderNotifications({ '': feedPage([notification('n1')]) });
    await settle();
    act(() => headerPopovers.getState().openPopover('user-menu'));
    await user.click(screen.getByTestId('notifications-trigger'));
    expect(headerPopovers.getState().open).toBe('notifications');
    act(() => headerPopovers.getState().openPopover('skill-search'));
    await settle();
    expect(screen.queryByTestId('notifications-popover')).not.toBeInTheDocument();
  });

  it('shows the empty state with its image', async () => {
    const { user } = renderNotifications({ '': feedPage([]) });
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    const empty = screen.getByTestId('notifications-empty');
    expect(within(empty).getByTestId('no-notifications-image')).toBeInTheDocument();
    expect(empty).toHaveTextContent('You have no notifications.');
  });

  it('loads more when the list ends', async () => {
    const { server, user } = renderNotifications({
      '': feedPage([notification('n2', { updatedAt: '2030-01-01T09:04:00.000Z' })], { nextCursor: 'c2' }),
      c2: feedPage([notification('n1', { kind: 'proficient' })]),
    });
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    await user.click(screen.getByTestId('notifications-load-more'));
    await settle();
    expect(server.calls).toEqual(expect.arrayContaining(['feed c2']));
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.queryByTestId('notifications-load-more')).not.toBeInTheDocument();
  });

  it('mutes notifications like this about one student, with undo, and shows an error notice when muting fails', async () => {
    const { server, user } = renderNotifications({ '': feedPage([notification('n1', { students: [AVA] })]) });
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    await user.click(screen.getByTestId('notification-options'));
    expect(screen.getByTestId('notification-mute-kind')).toHaveTextContent('Mute notifications like this');
    await user.click(screen.getByTestId('notification-mute-student'));
    await settle();
    expect(server.calls).toContain('mute needs_help u_ava_b');
    expect(screen.getByTestId('notification-mute')).toHaveTextContent("Muted. You won't get new notifications like this about Ava.");
    expect(screen.getByTestId('notification-mute-undo')).toHaveFocus();
    await user.click(screen.getByTestId('notification-mute-undo'));
    await settle();
    expect(server.calls).toContain('unmute needs_help u_ava_b');
    expect(screen.getByTestId('notification-mute')).toHaveAttribute('data-state', 'unmuted');

    server.muteFails = true;
    await user.click(screen.getByTestId('notification-options'));
    await user.click(screen.getByTestId('notification-mute-kind'));
    await settle();
    expect(screen.getByTestId('notification-mute-error')).toHaveTextContent("Couldn't mute these notifications. Please try again.");
    expect(screen.getByTestId('notification-mute')).toHaveAttribute('data-state', 'error-unmuted');
  });

  it('offers no mute for a notification that cannot be muted, and only the kind when it names no student', async () => {
    const { user } = renderNotifications({
      '': feedPage([
        notification('n2', { kind: 'live_message', students: [], detail: { teacherName: 'Ms. Rivera', messageExcerpt: 'Hi' }, mute: null }),
        notification('n1', { kind: 'mastered', mute: { kind: 'mastered', studentUserId: null } }),
      ]),
    });
    await settle();
    await user.click(screen.getByTestId('notifications-trigger'));
    const [unmutable, kindOnly] = screen.getAllByTestId('notification');
    expect(within(unmutable!).queryByTestId('notification-options')).not.toBeInTheDocument();
    await user.click(within(kindOnly!).getByTestId('notification-options'));
    expect(within(kindOnly!).getByTestId('notification-mute-kind')).toBeInTheDocument();
    expect(within(kindOnly!).queryByTestId('notification-mute-student')).not.toBeInTheDocument();
  });
});

describe('the /notifications page', () => {
  it('lists everything and marks all read with its button', async () => {
    const { server, user } = renderNotifications({ '': feedPage([notification('n1'), notification('n2', { isRead: true })]) }, { page: true });
    await settle();
    const page = screen.getByTestId('notifications-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Notifications');
    expect(within(page).getAllByTestId('notification')).toHaveLength(2);
    await user.click(within(page).getByTestId('notifications-mark-all-read'));
    await settle();
    expect(server.calls).toContain('mark-read');
    expect(within(page).getAllByTestId('notification').every((item) => item.getAttribute('data-read') === 'true')).toBe(true);
    expect(within(page).getByTestId('notifications-mark-all-read')).toBeDisabled();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('marks all read when left', async () => {
    const { server, leavePage } = renderNotifications({ '': feedPage([notification('n1')]) }, { page: true });
    await settle();
    expect(server.calls).not.toContain('mark-read');
    leavePage();
    await settle();
    expect(server.calls).toContain('mark-read');
    expect(within(screen.getByTestId('notifications-trigger')).queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('lists the muted kinds with Unmute, and takes in a mute made on an item', async () => {
    const { server, user } = renderNotifications({ '': feedPage([notification('n1', { students: [AVA] })]) }, { page: true });
    server.mutes = [{ kind: 'mastered', studentUserId: null, mutedAt: '2030-01-01T08:00:00.000Z' }];
    await settle();
    const page = screen.getByTestId('notifications-page');
    await user.click(within(page).getByTestId('notification-options'));
    await user.click(within(page).getByTestId('notification-mute-student'));
    await settle();
    let muted = within(page).getAllByTestId('muted-notification');
    expect(muted.map((item) => item.textContent)).toEqual([
      'Students mastering a skillAll studentsUnmute',
      'Students who need help (three wrong answers in a row)About AvaUnmute',
    ]);
    await user.click(within(muted[1]!).getByRole('button', { name: 'Unmute: Students who need help (three wrong answers in a row), About Ava' }));
    await settle();
    expect(server.calls).toContain('unmute needs_help u_ava_b');
    muted = within(page).getAllByTestId('muted-notification');
    expect(muted).toHaveLength(1);

    server.unmuteFails = true;
    await user.click(within(muted[0]!).getByTestId('muted-notification-unmute'));
    await settle();
    expect(within(page).getByTestId('muted-notification')).toHaveTextContent("Couldn't unmute. Please try again.");
  });

  it("is not taken for left by React's development double mount (StrictMode)", async () => {
    const { server, leavePage } = renderNotifications({ '': feedPage([notification('n1')]) }, { page: true, strict: true });
    await settle();
    expect(server.calls).not.toContain('mark-read');
    leavePage();
    await settle();
    expect(server.calls).toContain('mark-read');
  });

  it('says when notifications are turned off', async () => {
    renderNotifications({ '': feedPage([]) }, { enabled: false, page: true });
    await settle();
    expect(screen.getByTestId('notifications-page')).toHaveTextContent('Notifications are turned off for now.');
  });
});
